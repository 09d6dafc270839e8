/// A layout snapshot: the elements (dots, pills, tracks, text) one style produces for one
/// state, sorted by page.
public struct ElementLayout: Equatable, Sendable {
    /// Every element of the snapshot, hidden neighbours included, sorted by page.
    public var elements: [Element]
    /// The row's width, pt. For `cosine` the sum of all cells; for the others from the
    /// left edge of the leftmost visible dot to the right edge of the rightmost.
    public var width: Double
    /// The style's full dot diameter, pt (the diameter of `scale == 1`).
    public var fullDiameter: Double

    /// A snapshot of `elements` (sorted by page), the row's `width` and the style's
    /// full diameter, pt.
    public init(elements: [Element], width: Double, fullDiameter: Double) {
        self.elements = elements
        self.width = width
        self.fullDiameter = fullDiameter
    }

    /// An empty layout (no pages).
    public static func empty(fullDiameter: Double) -> ElementLayout {
        ElementLayout(elements: [], width: 0, fullDiameter: fullDiameter)
    }

    /// The elements with a size on screen, sorted by page.
    public var visible: [Element] { elements.filter(\.isVisible) }

    /// The width spanned by the visible dots, from the leftmost dot's left edge to the
    /// rightmost dot's right edge, pt; 0 when no dot is visible.
    public static func span(of dots: [Element]) -> Double {
        var lo = Double.infinity, hi = -Double.infinity
        for dot in dots where dot.isVisible {
            lo = min(lo, dot.x - dot.width / 2)
            hi = max(hi, dot.x + dot.width / 2)
        }
        return hi >= lo ? hi - lo : 0
    }
}
