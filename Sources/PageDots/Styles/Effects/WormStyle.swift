/// `worm` (smooth_page_indicator WormEffect, dotsindicator's WormDotsIndicator): fixed
/// dots; the indicator is a capsule whose head stretches to the next dot in the first half
/// of a page turn and whose tail follows in the second. `thickness` < 1 is the thin worm
/// (docs/styles.md#worm): full height at rest, `thickness` of it mid-turn, as long as the
/// normal worm; `underground 1` shows it only through the dots, as the peer's underground
/// worm (it passes under them, unseen in the gaps).
public struct WormStyle: EffectStyle {
    /// The parameters: shaped dots plus `thickness` and `underground`.
    public enum Table: ParameterTable {
        /// The `worm` style.
        public static let style = StyleKind.worm
        /// The shaped-dot parameters, the worm's mid-turn `thickness` (key) and `underground` (0 or 1).
        public static let table = ParameterSpec.shapedDots + [
            ParameterSpec("thickness", 1, 0.5...1, .fraction, key: true),
            ParameterSpec("underground", 0, 0...1, .count),
        ]
    }

    /// The checked parameters and the window of slots.
    public let base: EffectBase<Table>

    /// Neighbours are up to 1.5 slots apart: the worm's centre sits up to half a slot past its page's.
    public var pitch: Double { 1.5 * slotPitch }

    /// Makes the style; throws the first invalid parameter.
    public init(_ parameters: TableParameters<Table>) throws { base = try EffectBase(parameters) }

    /// The worm shrinks away over the last dot as it grows over the first.
    public var portal: Portal? { .travel }

    /// The still dots, with the worm stretched between its tail and head.
    public func effect(position: Double, current: Int, pages: Int, window w: Double) -> [Element] {
        let (p0, t) = Self.split(position)
        let tail = Double(p0) + max(0, 2 * t - 1), head = Double(p0) + min(1, 2 * t)
        let from = place(tail, w, pages), to = place(head, w, pages)
        let s = place(position, w, pages).scale
        // Thin: from full at rest down to `thickness` mid-turn and back, linearly.
        let thinning = (1 - parameters["thickness"]) * (1 - abs(1 - 2 * t))
        let full = diameter * s, height = full * (1 - thinning)
        let worm = Element(page: current, x: (from.x + to.x) / 2, y: 0, height: height, scale: height / roundFullDiameter, highlight: 1)
        var dots = range(w, pages).filter { $0 != current }.map { base($0, w, pages) }
        var body = worm
        // As long as a full-height worm: a dot's diameter plus the way between its ends.
        body.stretch = max(0, to.x - from.x + full - height)
        // Its own page's still dot shows round a thin worm, and an underground worm is
        // seen through every dot, that one too.
        if parameters["underground"] == 1 || parameters["thickness"] < 1 { body.stillDot = StillDot(base(current, w, pages)) }
        body.underground = parameters["underground"] == 1
        dots.insert(body, at: dots.firstIndex { $0.page > current } ?? dots.endIndex)
        return dots
    }
}
