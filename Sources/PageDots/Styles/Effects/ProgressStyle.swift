/// `progress` (UIPageControl's `UIPageControlTimerProgress`, iOS 17; Stories bars as the
/// `bars` variant): a timer per page. The current dot is a pill, like `expanding`, that
/// fills with the current colour over `duration` seconds while nobody interacts; then the
/// playground turns to the next page. With `bars 1` every page is a segment, as in
/// Stories: the pages before the current one are full, the current one fills.
public struct ProgressStyle: EffectStyle {
    /// The parameters: dots plus the pill's width, the page duration and the bars variant.
    public enum Table: ParameterTable {
        /// The `progress` style.
        public static let style = StyleKind.progress
        /// The dot parameters, `expansionFactor`, `duration` in seconds and `bars` (0 or 1).
        public static let table = ParameterSpec.dots + [
            ParameterSpec("expansionFactor", 3, 1...10, .fraction),
            ParameterSpec("duration", 5, 0.5...600, .fraction, key: true),
            ParameterSpec("bars", 0, 0...1, .count, key: true),
        ]
    }

    /// The checked parameters and the window of slots.
    public let base: EffectBase<Table>

    /// No portal: it morphs from the last page to the first.
    public var portal: Portal? { nil }
    /// Seconds the current page has shown with nobody interacting.
    public private(set) var elapsed = 0.0

    /// Makes the style with its timer at zero; throws the first invalid parameter.
    public init(_ parameters: TableParameters<Table>) throws { base = try EffectBase(parameters) }

    var bars: Bool { parameters["bars"] == 1 }
    /// A pill's (or a segment's) width beyond its height, pt.
    var extra: Double { diameter * (parameters["expansionFactor"] - 1) }
    /// How far the current page's timer has run, 0…1.
    var timer: Double { min(1, elapsed / parameters["duration"]) }

    /// The `duration` parameter: seconds before the next page.
    public var pageDuration: Double? { parameters["duration"] }
    /// Records how long the current page has shown (never negative).
    public mutating func wind(_ seconds: Double) { elapsed = max(0, seconds) }

    /// Diameter plus spacing, plus a segment's extra width in the bars variant.
    public var slotPitch: Double { (bars ? diameter + extra : diameter) + parameters["spacing"] }
    /// The slot pitch, plus half the pill's extra width when not in the bars variant.
    public var pitch: Double { bars ? slotPitch : slotPitch + extra / 2 }
    /// The shown slots, plus one pill's extra width when not in the bars variant.
    public func widestRow(pages: Int) -> Double { Double(shownSlots(pages)) * slotPitch + (bars ? 0 : extra) }

    /// Tracks that fill with the timer: a pill at the position, or segments full up to the current page.
    public func effect(position: Double, current: Int, pages: Int, window w: Double) -> [Element] {
        var dots = range(w, pages).map { p -> Element in
            var d = base(p, w, pages)
            d.shape = .track
            d.highlight = Self.highlight(p, current: current, position: position)
            if bars {
                d.stretch = extra * d.scale
                d.fill = p < current ? 1 : p == current ? timer : 0
            } else {
                d.stretch = extra * Self.nearness(p, position) * d.scale
                d.fill = p == current ? timer : 0
            }
            return d
        }
        if !bars { Self.spread(&dots) }
        return dots
    }
}
