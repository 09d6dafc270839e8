/// `fraction`: the text "3 / 12", for comparison. The number rolls with the position: the
/// page at θ's floor slides up and shrinks as the next slides in from below, each sized
/// by its nearness to θ (the current page's at least half size, the other's under half).
public struct FractionStyle: EffectStyle {
    /// The parameters: the text size.
    public enum Table: ParameterTable {
        /// The `fraction` style.
        public static let style = StyleKind.fraction
        /// One element: a window of one slot.
        public static func slots(_ p: TableParameters<Self>) -> Int { 1 }
        /// `size`: the text's height, pt (key).
        public static let table = [ParameterSpec("size", 14, 6...200, .length, key: true)]
    }

    /// The checked parameters and the one-slot window.
    public let base: EffectBase<Table>

    /// Makes the style; throws the first invalid parameter.
    public init(_ parameters: TableParameters<Table>) throws { base = try EffectBase(parameters) }

    var size: Double { parameters["size"] }
    /// The text size.
    public var fullDiameter: Double { size }
    /// The line height a page rolls by.
    public var slotPitch: Double { size * 1.2 }
    /// The width of the last page's text.
    public func widestRow(pages: Int) -> Double { PageText.width(page: pages - 1, pages: pages, size: size) }

    /// The page texts rolling past the position, each sized by its nearness to it.
    public func effect(position: Double, current: Int, pages: Int, window w: Double) -> [Element] {
        let (p0, _) = Self.split(position)
        // (The current page too when a lagging step is a hair short of its page: it is
        // a page behind the two rolling by, and shows at half size.)
        var shown = Array(p0...min(p0 + 1, pages - 1))
        if (0..<pages).contains(current) && !shown.contains(current) { shown.append(current); shown.sort() }
        return shown.compactMap { p -> Element? in
            // The current page's text keeps at least half size while a step lags behind,
            // and the other stays under half: the larger number is always the current page.
            let near = p == current ? max(0.5, Self.nearness(p, position)) : min(0.49, Self.nearness(p, position))
            guard near > 0 else { return nil }
            var d = Element(page: p, x: 0, y: (Double(p) - position) * slotPitch, height: size * near, scale: near,
                        highlight: Self.highlight(p, current: current, position: position))
            d.stretch = max(0, PageText.width(page: p, pages: pages, size: size) - size) * near
            d.shape = .pageText
            return d
        }
    }
}
