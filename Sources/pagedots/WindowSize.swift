import PageDots

/// `WIDTHxHEIGHT` in pt, as `--size` takes it.
struct WindowSize: Equatable {
    var width: Int
    var height: Int

    static let limit = 8192

    /// Parses and checks `1280x720`; each side from 16 to 8192.
    init(parsing text: String, option: String = "--size") throws {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]) else {
            throw UsageError("\(option) '\(text)' is not WIDTHxHEIGHT, e.g. 1280x720")
        }
        guard (16...Self.limit).contains(w), (16...Self.limit).contains(h) else {
            throw UsageError("\(option) \(text) is out of range: each side 16 to \(Self.limit)")
        }
        width = w
        height = h
    }

    init(width: Int, height: Int) { self.width = width; self.height = height }
}
