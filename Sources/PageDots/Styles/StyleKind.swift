/// The styles PageDots shows, by name: the one place that maps a name to its type.
public enum StyleKind: String, CaseIterable, Sendable, Codable {
    case instagram, system, cosine
    case worm, expanding, jumping, scale, color, swap, slide, scrolling, customizable
    case progress, fraction, bar

    /// Every style's name, comma-separated, for messages and help.
    public static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }

    /// The three styles the playground opens with.
    public static let seeds: [StyleKind] = [.instagram, .system, .cosine]

    /// The type that implements the style.
    public var style: any PageIndicatorStyle.Type {
        switch self {
        case .instagram: return InstagramStyle.self
        case .system: return SystemStyle.self
        case .cosine: return CosineStyle.self
        case .worm: return WormStyle.self
        case .expanding: return ExpandingStyle.self
        case .jumping: return JumpingStyle.self
        case .scale: return ScaleStyle.self
        case .color: return ColorStyle.self
        case .swap: return SwapStyle.self
        case .slide: return SlideStyle.self
        case .scrolling: return ScrollingStyle.self
        case .customizable: return CustomizableStyle.self
        case .progress: return ProgressStyle.self
        case .fraction: return FractionStyle.self
        case .bar: return BarStyle.self
        }
    }

    /// The style's parameter names, in the order docs/geometry.md and docs/styles.md list them.
    public var parameterNames: [String] { (try? PageIndicator(self))?.parameterNames ?? [] }

    /// One-line description for labels and help.
    public var summary: String {
        switch self {
        case .instagram: return "Instagram: at most 7 dots, a sliding band of full-size dots"
        case .system: return "Apple system: equidistant dots clipped to a window, shrunk at clipped edges"
        case .cosine: return "Cosine wave: every page visible, constant total width"
        case .worm: return "Worm: the indicator stretches to the next dot, then its tail follows"
        case .expanding: return "Expanding: the current dot is a pill; width flows to the next"
        case .jumping: return "Jumping: the indicator jumps to the next dot along an arc"
        case .scale: return "Scale: dots near the position grow and take the colour"
        case .color: return "Colour: the current colour flows from dot to dot"
        case .swap: return "Swap: the indicator trades places with its neighbour"
        case .slide: return "Slide: the indicator slides over (or under) the still dots"
        case .scrolling: return "Scrolling: a window of dots scrolls, edge dots small (or under a fixed ring)"
        case .customizable: return "Customizable: the current dot and the others each their own box, ring and offset"
        case .progress: return "Progress: a timer per page fills the current pill, then turns the page"
        case .fraction: return "Fraction: the text \"3 / 12\", rolling with the position"
        case .bar: return "Bar: a progress bar that fills to the current page"
        }
    }
}
