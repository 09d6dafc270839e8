/// What `check` has seen across files: frames, violations by invariant, and the lines
/// that report them as they come.
public struct CheckTally: Sendable {
    public var files = 0
    public private(set) var frames = 0
    public private(set) var violations = 0
    private var byInvariant = [Int](repeating: 0, count: 6)
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

    /// The last line: what was checked and what broke, by invariant.
    public var summary: String {
        let what = "checked \(files) file\(files == 1 ? "" : "s"), \(frames) frames"
        guard violations > 0 else { return "\(what): no violations" }
        let parts = (1...5).filter { byInvariant[$0] > 0 }.map { "invariant \($0) (\(FrameChecker.title($0))) \(byInvariant[$0])" }
        return "\(what): \(violations) violation\(violations == 1 ? "" : "s") — " + parts.joined(separator: ", ")
    }
}
