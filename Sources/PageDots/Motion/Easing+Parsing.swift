/// Reading easing names as scenarios and options write them.
extension Easing {
    /// An error naming the text and what is allowed.
    public struct ParseError: Error, CustomStringConvertible, Equatable, Sendable {
        /// The message for people.
        public var description: String
    }

    /// Largest |y1|, |y2| of a cubic Bézier: overshoots of up to about four times the move.
    static let bezierReach = 5.0

    /// The easing forms accepted, as listed in error messages.
    public static let allowed = "linear, easeInCubic, easeOutCubic, easeInOutCubic, easeOutBack, cubicBezier(x1, y1, x2, y2), spring(response, dampingRatio)"

    /// Parses `easeOutCubic`, `cubicBezier(0.25, 0.1, 0.25, 1)`, `spring(0.5, 0.8)`.
    public init(parsing text: String) throws {
        let s = text.filter { !$0.isWhitespace }
        let simple: [String: Easing] = [
            "linear": .linear, "easeInCubic": .easeInCubic, "easeOutCubic": .easeOutCubic,
            "easeInOutCubic": .easeInOutCubic, "easeOutBack": .easeOutBack,
        ]
        if let e = simple[s] { self = e; return }
        func args(_ name: String, _ count: Int) throws -> [Double]? {
            guard s.hasPrefix(name + "("), s.hasSuffix(")") else { return nil }
            let inner = s.dropFirst(name.count + 1).dropLast()
            let parts = inner.split(separator: ",", omittingEmptySubsequences: false).map { Double(decimal: $0.trimmingCharacters(in: .whitespaces)) }
            guard parts.count == count, let values = parts as? [Double], values.allSatisfy(\.isFinite) else {
                throw ParseError(description: "easing '\(text)' needs \(count) finite numbers: \(name)(…)")
            }
            return values
        }
        if let v = try args("cubicBezier", 4) {
            guard (0...1).contains(v[0]), (0...1).contains(v[2]) else {
                throw ParseError(description: "easing '\(text)': x1 and x2 must be in [0, 1]")
            }
            guard (-Self.bezierReach...Self.bezierReach).contains(v[1]), (-Self.bezierReach...Self.bezierReach).contains(v[3]) else {
                throw ParseError(description: "easing '\(text)': y1 and y2 must be in [-5, 5]")
            }
            self = .cubicBezier(v[0], v[1], v[2], v[3])
            return
        }
        if let v = try args("spring", 2) {
            guard v[0] > 0, v[0] <= 10, v[1] > 0, v[1] <= 1 else {
                throw ParseError(description: "easing '\(text)': response must be in (0, 10] s and dampingRatio in (0, 1]")
            }
            self = .spring(response: v[0], dampingRatio: v[1])
            return
        }
        throw ParseError(description: "unknown easing '\(text)': allowed \(Self.allowed)")
    }
}
