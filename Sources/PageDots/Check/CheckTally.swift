/// What `check` has seen across files: frames, violations by invariant, and the lines
/// that report them as they come. Recordings and minimal traces add findings of the
/// app-agnostic invariants (docs/qa.md).
public struct CheckTally: Sendable {
    /// Files checked so far.
    public var files = 0
    /// Frames checked so far, across all files.
    public private(set) var frames = 0
    /// Frame-invariant violations found so far.
    public private(set) var violations = 0
    private var byInvariant = [Int](repeating: 0, count: 6)
    /// Findings in recordings and minimal traces, by invariant.
    public private(set) var findings = 0
    private var byObserved: [ObservedInvariant: Int] = [:]
    /// What each recording or minimal trace taught, in words.
    private var learnt: [String] = []
    /// Each row of each recording or minimal trace: whether it was judged, and its findings.
    private var rows: [JSONValue] = []
    /// Recordings or traces of which no row could be judged.
    public private(set) var unjudgedFiles = 0
    /// Each recording: the frames its file declares and the frames read.
    private var recordings: [JSONValue] = []
    /// Recordings not read whole (cut short or damaged).
    public private(set) var cutShortFiles = 0
    /// Violations reported for one frame; the rest are counted.
    public static let shownPerFrame = 20

    /// An empty tally.
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

    /// Counts one recording or minimal trace of `frames`, with no row judged when
    /// `judged` is false.
    public mutating func addFile(frames count: Int, judged: Bool) {
        frames += count
        files += 1
        if !judged { unjudgedFiles += 1 }
    }

    /// Counts a row's findings (`row` its number, nil for a trace's one row; `region` where
    /// it is in a recording); returns the lines that report them and what was learnt.
    public mutating func add(_ found: [ObservedFinding], row: Int?, region: [Int]?, in file: String, measures: RowMeasures) -> [String] {
        findings += found.count
        for f in found { byObserved[f.invariant, default: 0] += 1 }
        let name = row.map { "\(file): row \($0)" } ?? file
        learnt.append("\(name): \(measures.text)")
        rows.append(Self.row(file, row, region, judged: true, reason: nil, findings: found.count))
        return found.map { "\(name): \($0)" } + ["\(name): learnt \(measures.text)"]
    }

    /// Notes a recording's frames: `declared` by its file (nil when it does not say),
    /// `read` from it, and `cutShort` why they differ, when they do.
    public mutating func recording(_ file: String, declared: Int?, read: Int, cutShort: String?) {
        if cutShort != nil { cutShortFiles += 1 }
        recordings.append(.object([("file", .string(file)), ("framesDeclared", declared.map { .int($0) } ?? .null), ("framesRead", .int(read))]
                                  + (cutShort.map { [("cutShort", .string($0))] } ?? [])))
    }

    /// Counts a row that could not be judged, and why.
    public mutating func notJudged(row: Int?, region: [Int]?, in file: String, reason: String) {
        rows.append(Self.row(file, row, region, judged: false, reason: reason, findings: 0))
    }

    static func row(_ file: String, _ row: Int?, _ region: [Int]?, judged: Bool, reason: String?, findings: Int) -> JSONValue {
        .object([("file", .string(file)), ("row", .int(row ?? 1))] + (region.map { [("region", .array($0.map { .int($0) }))] } ?? [])
                + [("judged", .bool(judged))] + (reason.map { [("reason", .string($0))] } ?? []) + [("findings", .int(findings))])
    }

    /// The last line: what was checked and what broke, by invariant.
    public var summary: String {
        let what = "checked \(files) file\(files == 1 ? "" : "s"), \(frames) frame\(frames == 1 ? "" : "s")"
        var short = cutShortFiles > 0 ? " (\(cutShortFiles) recording\(cutShortFiles == 1 ? "" : "s") cut short)" : ""
        // (A recording none of whose rows was judged passed nothing: said so on the line.)
        if unjudgedFiles > 0 { short += " (\(unjudgedFiles) recording\(unjudgedFiles == 1 ? "" : "s") with no row judged)" }
        guard violations + findings > 0 else { return "\(what)\(short): no violations" }
        let parts = (1...5).filter { byInvariant[$0] > 0 }.map { "invariant \($0) (\(FrameChecker.title($0))) \(byInvariant[$0])" }
            + ObservedInvariant.allCases.filter { byObserved[$0] != nil }.map { "\($0.rawValue) \(byObserved[$0]!)" }
        let count = violations + findings
        return "\(what)\(short): \(count) violation\(count == 1 ? "" : "s") — " + parts.joined(separator: ", ")
    }

    /// The last line of `check --json`.
    public var json: JSONValue {
        var by: [(String, JSONValue)] = (1...5).filter { byInvariant[$0] > 0 }.map { (FrameChecker.title($0), .int(byInvariant[$0])) }
        by += ObservedInvariant.allCases.filter { byObserved[$0] != nil }.map { ($0.rawValue, .int(byObserved[$0]!)) }
        return .object([("summary", .object([("pagedots", .string(PageDotsVersion.current)), ("files", .int(files)), ("frames", .int(frames)), ("findings", .int(violations + findings)),
                                              ("byInvariant", .object(by)), ("rows", .array(rows))]
                                             + (recordings.isEmpty ? [] : [("recordings", .array(recordings))]) + [
                                              ("learnt", .array(learnt.map { .string($0) }))]))])
    }
}

extension Violation {
    /// One violation of `check --json` on a scenario or a trace of PageDots' own.
    public func json(file: String) -> JSONValue {
        .object([("file", .string(file)), ("frame", .int(frame)), ("row", .string(row)),
                 ("invariant", .string(FrameChecker.title(invariant))), ("detail", .string(detail))])
    }
}
