/// What the debug overlay (`D`) draws for a style besides every element's bounds and the
/// control's centre line: a pitch grid for styles whose elements sit on one pitch, and
/// rulers (cosine's total width).
public struct DebugGuides: Equatable, Sendable {
    /// Lines one pitch apart through the elements.
    public var pitchGrid = true
    /// Labelled widths drawn across the control's centre.
    public var rulers: [Ruler] = []

    /// A width measured across the control's centre, labelled.
    public struct Ruler: Equatable, Sendable {
        /// pt.
        public var width: Double
        /// The text shown with the ruler.
        public var label: String
        /// Makes a ruler `width` pt wide with the given label.
        public init(width: Double, label: String) { self.width = width; self.label = label }
    }

    /// Makes guides: a pitch grid unless turned off, and any rulers.
    public init(pitchGrid: Bool = true, rulers: [Ruler] = []) {
        self.pitchGrid = pitchGrid
        self.rulers = rulers
    }
}
