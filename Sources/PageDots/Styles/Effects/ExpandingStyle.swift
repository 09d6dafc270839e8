/// `expanding` (smooth_page_indicator ExpandingDotsEffect, dotsindicator's
/// SpringDotsIndicator cousin): the dot at the position is a pill `expansionFactor` × as
/// wide; the width flows to the next dot as the page turns, and the row keeps its width
/// (the extra widths always add up to one pill's).
public struct ExpandingStyle: EffectStyle {
    /// The parameters: shaped dots plus `expansionFactor`.
    public enum Table: ParameterTable {
        /// The `expanding` style.
        public static let style = StyleKind.expanding
        /// The shaped-dot parameters and how many times wider the pill is (key).
        public static let table = ParameterSpec.shapedDots + [ParameterSpec("expansionFactor", 3, 1...10, .fraction, key: true)]
    }

    /// The checked parameters and the window of slots.
    public let base: EffectBase<Table>

    /// Makes the style; throws the first invalid parameter.
    public init(_ parameters: TableParameters<Table>) throws { base = try EffectBase(parameters) }

    /// A pill's neighbour sits half its extra width farther away.
    public var pitch: Double { slotPitch + extra / 2 }
    var extra: Double { diameter * (parameters["expansionFactor"] - 1) }

    /// The shown slots plus one pill's extra width.
    public func widestRow(pages: Int) -> Double {
        Double(shownSlots(pages)) * slotPitch + extra
    }

    /// Dots widened by their nearness to the position, spread so the row keeps its width.
    public func effect(position: Double, current: Int, pages: Int, window w: Double) -> [Element] {
        var dots = range(w, pages).map { p -> Element in
            var d = base(p, w, pages)
            d.stretch = extra * Self.nearness(p, position) * d.scale
            d.highlight = Self.highlight(p, current: current, position: position)
            return d
        }
        Self.spread(&dots)
        return dots
    }
}

extension EffectStyle {
    /// Moves each element aside by half the extra width (`stretch`) of those on its other
    /// side, so the elements never overlap and the row keeps its width.
    static func spread(_ dots: inout [Element]) {
        let total = dots.reduce(0) { $0 + $1.stretch }
        var before = 0.0
        for i in dots.indices {
            let after = total - before - dots[i].stretch
            dots[i].x += (before - after) / 2
            before += dots[i].stretch
        }
    }
}
