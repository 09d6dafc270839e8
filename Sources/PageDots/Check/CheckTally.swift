/// What `check` has seen across files: frames, violations by invariant, and the lines
/// that report them as they come. Recordings and minimal traces add findings of the
/// app-agnostic invariants (docs/qa.md).
public struct CheckTally: Sendable {
    public var files = 0
    public private(set) var frames = 0
    public private(set) var violations = 0
    private var byInvariant = [Int](repeating: 0, count: 6)
    /// Findings in recordings and minimal traces, by invariant.
    public private(set) var findings = 0
    private var byObserved: [ObservedInvariant: Int] = [:]
    /// What each recording or minimal trace taught, in words.
    private var learnt: [String] = []
    /// Violations reported for one frame; the rest are counted.
    public static let shownPerFrame = 20

    public init() {}

    /// Counts one frame's violations in `file`; returns the lines that report them.
    public mutating func add(_ found: [Violation], in file: String) -> [String] {
        frames += 1
        var lines: [String] = []
        for (i, v) in found.enumerated() {
            if i < Self.shownPerFrame {
                lines.append("\(file): \(v)")
            } else if i == Self.shownPerFrame {
                lines.append("\(file): … and \(found.count - i) more violations in this frame")
            }
            violations += 1
            byInvariant[v.invariant] += 1
        }
        return lines
    }

    /// Counts a recording's or minimal trace's findings over its `frames`; returns the
    /// lines that report them and what was learnt from it.
    public mutating func add(_ found: [ObservedFinding], frames count: Int, in file: String, measures: RowMeasures) -> [String] {
        frames += count
        files += 1
        findings += found.count
        for f in found { byObserved[f.invariant, default: 0] += 1 }
        learnt.append("\(file): \(measures.text)")
        return found.map { "\(file): \($0)" } + ["\(file): learnt \(measures.text)"]
    }

    /// The last line: what was checked and what broke, by invariant.
    public var summary: String {
        let what = "checked \(files) file\(files == 1 ? "" : "s"), \(frames) frame\(frames == 1 ? "" : "s")"
        guard violations + findings > 0 else { return "\(what): no violations" }
        let parts = (1...5).filter { byInvariant[$0] > 0 }.map { "invariant \($0) (\(FrameChecker.title($0))) \(byInvariant[$0])" }
            + ObservedInvariant.allCases.filter { byObserved[$0] != nil }.map { "\($0.rawValue) \(byObserved[$0]!)" }
        let count = violations + findings
        return "\(what): \(count) violation\(count == 1 ? "" : "s") — " + parts.joined(separator: ", ")
    }

    /// The last line of `check --json`.
    public var json: JSONValue {
        var by: [(String, JSONValue)] = (1...5).filter { byInvariant[$0] > 0 }.map { (FrameChecker.title($0), .int(byInvariant[$0])) }
        by += ObservedInvariant.allCases.filter { byObserved[$0] != nil }.map { ($0.rawValue, .int(byObserved[$0]!)) }
        return .object([("summary", .object([("files", .int(files)), ("frames", .int(frames)), ("findings", .int(violations + findings)),
                                              ("byInvariant", .object(by)), ("learnt", .array(learnt.map { .string($0) }))]))])
    }
}

extension Violation {
    /// One violation of `check --json` on a scenario or a trace of PageDots' own.
    public func json(file: String) -> JSONValue {
        .object([("file", .string(file)), ("frame", .int(frame)), ("row", .string(row)),
                 ("invariant", .string(FrameChecker.title(invariant))), ("detail", .string(detail))])
    }
}
