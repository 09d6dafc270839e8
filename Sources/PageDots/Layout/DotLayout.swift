/// A layout snapshot: the dots one style produces for one state, sorted by page.
public struct DotLayout: Equatable, Sendable {
    /// Every dot of the snapshot, hidden neighbours included, sorted by page.
    public var dots: [Dot]
    /// The row's width, pt. For `cosine` the sum of all cells; for the others from the
    /// left edge of the leftmost visible dot to the right edge of the rightmost.
    public var width: Double
    /// The style's full dot diameter, pt (the diameter of `scale == 1`).
    public var fullDiameter: Double

    public init(dots: [Dot], width: Double, fullDiameter: Double) {
        self.dots = dots
        self.width = width
        self.fullDiameter = fullDiameter
    }

    /// An empty layout (no pages).
    public static func empty(fullDiameter: Double) -> DotLayout {
        DotLayout(dots: [], width: 0, fullDiameter: fullDiameter)
    }

    /// The dots with a size on screen, sorted by page.
    public var visibleDots: [Dot] { dots.filter(\.isVisible) }

    /// The width spanned by the visible dots, from the leftmost dot's left edge to the
    /// rightmost dot's right edge, pt; 0 when no dot is visible.
    public static func span(of dots: [Dot]) -> Double {
        var lo = Double.infinity, hi = -Double.infinity
        for dot in dots where dot.isVisible {
            lo = min(lo, dot.x - dot.width / 2)
            hi = max(hi, dot.x + dot.width / 2)
        }
        return hi >= lo ? hi - lo : 0
    }
}
