import PageDots

/// `WIDTHxHEIGHT` in pt, as `--size` takes it.
struct WindowSize: Equatable {
    var width: Int
    var height: Int

    /// Parses and checks `1280x720`; each side within `Limits.sides`.
    init(parsing text: String, option: String = "--size") throws {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]) else {
            throw UsageError("\(option) '\(Quoted(text))' is not WIDTHxHEIGHT, e.g. 1280x720")
        }
        guard Limits.sides.contains(w), Limits.sides.contains(h) else {
            throw UsageError("\(option) \(text) is out of range: each side \(Limits.sides.lowerBound) to \(Limits.sides.upperBound)")
        }
        width = w
        height = h
    }

    init(width: Int, height: Int) { self.width = width; self.height = height }
}
