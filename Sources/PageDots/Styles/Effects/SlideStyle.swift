/// `slide` (smooth_page_indicator SlideEffect): every page's still dot stays; the
/// indicator, a dot of the same size, slides over them with the position. `under 1` is
/// the peer's slideUnder: the indicator passes under the dots, seen only through them.
public struct SlideStyle: EffectStyle {
    /// The parameters: shaped dots plus `under`.
    public enum Table: ParameterTable {
        /// The `slide` style.
        public static let style = StyleKind.slide
        /// The shaped-dot parameters and `under` (1: the indicator passes beneath the dots).
        public static let table = ParameterSpec.shapedDots + [ParameterSpec("under", 0, 0...1, .count)]
    }

    /// The checked parameters and the window of slots.
    public let base: EffectBase<Table>

    /// Neighbours are up to 1.5 slots apart: the indicator sits up to half a slot past its page's.
    public var pitch: Double { 1.5 * slotPitch }

    /// Makes the style; throws the first invalid parameter.
    public init(_ parameters: TableParameters<Table>) throws { base = try EffectBase(parameters) }

    /// The indicator shrinks away over the last dot as it grows over the first.
    public var portal: Portal? { .travel }

    /// The still dots, with the indicator over them at the position.
    public func effect(position: Double, current: Int, pages: Int, window w: Double) -> [Element] {
        range(w, pages).map { p in
            guard p == current else { return base(p, w, pages) }
            let at = place(position, w, pages)
            var indicator = Element(page: p, x: at.x, y: 0, height: diameter * at.scale, scale: at.scale, highlight: 1)
            indicator.stillDot = StillDot(base(p, w, pages))
            indicator.underground = parameters["under"] == 1
            return indicator
        }
    }
}
