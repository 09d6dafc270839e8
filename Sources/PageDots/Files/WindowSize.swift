/// `WIDTHxHEIGHT` in pt: a window's or a frame's size, as files and `--size` write it.
public struct WindowSize: Equatable, Sendable {
    /// Width, pt.
    public var width: Int
    /// Height, pt.
    public var height: Int

    /// Makes a size from its width and height.
    public init(width: Int, height: Int) { self.width = width; self.height = height }

    /// Why a text is not a size.
    public enum ParseError: Error, Equatable, Sendable {
        case notASize(String)
        case outOfRange(String)

        /// The message, with the value named as `name` (`size`, `--size`).
        public func message(_ name: String) -> String {
            switch self {
            case .notASize(let text): return "\(name) '\(Quoted(text))' is not WIDTHxHEIGHT, e.g. 1280x720"
            case .outOfRange(let text): return "\(name) \(text) is out of range: each side \(Limits.sides.lowerBound) to \(Limits.sides.upperBound)"
            }
        }
    }

    /// Parses and checks `1280x720`; each side within `Limits.sides`.
    public init(parsing text: String) throws(ParseError) {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]) else { throw .notASize(text) }
        guard Limits.sides.contains(w), Limits.sides.contains(h) else { throw .outOfRange(text) }
        width = w
        height = h
    }
}
