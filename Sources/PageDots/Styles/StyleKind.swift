/// The styles PageDots shows, by name: the one place that maps a name to its type.
public enum StyleKind: String, CaseIterable, Sendable, Codable {
    case instagram, system, cosine

    /// The type that implements the style.
    public var style: any PageIndicatorStyle.Type {
        switch self {
        case .instagram: return InstagramStyle.self
        case .system: return SystemStyle.self
        case .cosine: return CosineStyle.self
        }
    }

    /// The style's parameter names, in the spec's order.
    public var parameterNames: [String] { (try? PageIndicator(self))?.parameterNames ?? [] }

    /// One-line description for labels and help.
    public var summary: String {
        switch self {
        case .instagram: return "Instagram: at most 7 dots, a sliding band of full-size dots"
        case .system: return "Apple system: equidistant dots clipped to a window, shrunk at clipped edges"
        case .cosine: return "Cosine wave: every page visible, constant total width"
        }
    }
}
