/// One page's element in a layout snapshot: a capsule — a circle when it is not
/// stretched — so that pills, worms and fills need no drawing of their own; a capsule
/// may be a *track* that fills with the current colour (timers, progress bars), and an
/// element may be the page number as text (`ElementShape`).
///
/// Coordinates are in points relative to the control's centre (`+x` right, `+y` down).
/// An element with `height == 0` is *hidden*: it is carried so that a transition can slide
/// it in or out instead of popping it.
public struct Element: Equatable, Sendable {
    /// The page this dot stands for, counted from 0.
    public var page: Int
    /// Centre, pt.
    public var x: Double
    /// Centre, pt.
    public var y: Double
    /// Diameter (the capsule's height), pt; 0 for a hidden dot.
    public var height: Double
    /// How much wider than high the capsule is, pt (0: a circle).
    public var stretch = 0.0
    /// `height / full height` of the style that made it, in [0, 1].
    public var scale: Double
    /// How strongly the dot wears the current-page colour, in [0, 1]: 1 for the current
    /// page in a snapshot; fractional only while a transition cross-fades it.
    public var highlight: Double
    /// 0 for a page's own dot. An old dot shrinking away after a jump is no longer its
    /// page's dot (that one may be on screen too, elsewhere): it carries a number > 0 that
    /// tells it apart from any other of its page.
    public var fade = 0
    /// What the element draws: a capsule (the default), a track or the page as text.
    public var shape = ElementShape.capsule
    /// For a track: the share of its width, from its leading end, in the current colour
    /// (0…1); the rest wears the other colour whatever the highlight.
    public var fill = 0.0
    /// Drawn beneath the other elements (an "underground" worm passing under the dots)
    /// instead of the current page's element last, on top.
    public var behind = false

    /// Whether this is an old dot shrinking away after a jump.
    public var isFading: Bool { fade > 0 }

    /// Whether this dot is the current page's (its highlight is at least one half).
    public var current: Bool { highlight >= 0.5 }

    /// Whether the dot has any size on screen.
    public var isVisible: Bool { height > 0 }

    /// The capsule's width, pt.
    public var width: Double { height + stretch }

    public init(page: Int, x: Double, y: Double = 0, height: Double, scale: Double, current: Bool) {
        self.init(page: page, x: x, y: y, height: height, scale: scale, highlight: current ? 1 : 0)
    }

    public init(page: Int, x: Double, y: Double, height: Double, scale: Double, highlight: Double) {
        self.page = page
        self.x = x
        self.y = y
        self.height = height
        self.scale = scale
        self.highlight = highlight
    }
}

/// How an element is drawn. Every shape is measured the same way (centre, width, height),
/// so motion, checks and reports treat them alike.
public enum ElementShape: String, Equatable, Sendable {
    /// A capsule (a circle when width equals height) in a colour between the other and
    /// the current colour by the highlight.
    case capsule
    /// A capsule in the other colour, filled with the current colour by `fill` from its
    /// leading end.
    case track
    /// The text "page / pages" (pages counted from 1), `height` pt tall, in the highlight's
    /// colour.
    case pageText
}
