/// One page's element in a layout snapshot: a rounded box `width × height` — by default
/// a capsule, a circle when it is not stretched — so that pills, worms and fills need no
/// drawing of their own. Any element may have square or rounded corners (`rounding`),
/// be taller than wide (a negative `stretch`) or be drawn as an outline (`outline`). A
/// capsule may be a *track* that fills with the current colour (timers, progress bars),
/// and an element may be the page number as text (`ElementShape`).
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
    /// How much wider than high the element is, pt (0: as wide as high; negative: taller
    /// than wide, down to `-height`).
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
    /// The corners' radius as a share of half the shorter side: 1 round ends (a circle or
    /// a capsule), 0 square corners (a bar). It scales with the element.
    public var rounding = 1.0
    /// The width of the line when the element is drawn as an outline, pt, centred on its
    /// edge; 0 for a filled element.
    public var outline = 0.0
    /// Seen only through the other elements: drawn over them, inside their shapes, and
    /// nowhere else (an "underground" worm showing in the dots it passes under, not in the
    /// gaps between them).
    public var underground = false
    /// The page's own still dot beneath the element, for an indicator that moves over
    /// the dots (a sliding or jumping dot): drawn first, in the other colour, with the
    /// other dots — and one of the shapes an underground element shows through.
    public var stillDot: StillDot?

    /// Whether this is an old dot shrinking away after a jump.
    public var isFading: Bool { fade > 0 }

    /// Whether this dot is the current page's (its highlight is at least one half).
    public var current: Bool { highlight >= 0.5 }

    /// Whether the dot has any size on screen.
    public var isVisible: Bool { height > 0 }

    /// The larger of its height and its still dot's, pt: how large the page's dot shows.
    public var footprint: Double { max(height, stillDot?.height ?? 0) }

    /// The element `k` times its size (its corners with it), and the still dot beneath it
    /// `k` times its size about the element's centre — never larger than it is: a page's
    /// own dot does not overshoot with the indicator growing over it.
    public func resized(by k: Double) -> Element {
        var d = self
        d.height *= k
        d.scale *= k
        d.stretch *= k
        d.stillDot = stillDot?.carried(from: (x, y), to: (x, y), scale: min(1, k))
        return d
    }

    /// The element's width, pt.
    public var width: Double { max(0, height + stretch) }

    /// The corners' radius, pt.
    public var cornerRadius: Double { rounding * min(width, height) / 2 }

    /// Whether it is drawn as a plain circle or capsule (round ends, filled, wider than high).
    public var isCapsule: Bool { rounding == 1 && outline == 0 && stretch >= 0 }

    /// Makes a round dot, fully highlighted when `current`, else not at all.
    public init(page: Int, x: Double, y: Double = 0, height: Double, scale: Double, current: Bool) {
        self.init(page: page, x: x, y: y, height: height, scale: scale, highlight: current ? 1 : 0)
    }

    /// Makes a round dot with the given highlight.
    public init(page: Int, x: Double, y: Double, height: Double, scale: Double, highlight: Double) {
        self.page = page
        self.x = x
        self.y = y
        self.height = height
        self.scale = scale
        self.highlight = highlight
    }
}

/// A still dot drawn beneath an indicator: centre, size and rounding as an element's, and
/// how much it wears the current colour (0 for most: a plain dot; a dot under a fixed
/// marker keeps the colour it flows with).
public struct StillDot: Equatable, Sendable {
    /// Centre, pt.
    public var x: Double
    /// Centre, pt.
    public var y: Double
    /// Width, pt.
    public var width: Double
    /// Height, pt.
    public var height: Double
    /// The corners' radius as a share of half the shorter side, as for an element.
    public var rounding: Double
    /// Outline width, pt; 0 for a filled dot.
    public var outline: Double
    /// How much the dot wears the current colour, in [0, 1].
    public var highlight: Double

    /// Makes a still dot; by default round, filled and in the other colour.
    public init(x: Double, y: Double = 0, width: Double, height: Double, rounding: Double = 1, outline: Double = 0, highlight: Double = 0) {
        self.x = x; self.y = y; self.width = width; self.height = height; self.rounding = rounding; self.outline = outline
        self.highlight = highlight
    }

    /// The still dot an element `e` draws (its place, size, corners and colour).
    public init(_ e: Element) {
        self.init(x: e.x, y: e.y, width: e.width, height: e.height, rounding: e.rounding, outline: e.outline, highlight: e.highlight)
    }

    /// The still dot of an element that moves from `a` to `b` and takes `k` times its
    /// size: it keeps its place relative to the element, scaled with it.
    public func carried(from a: (x: Double, y: Double), to b: (x: Double, y: Double), scale k: Double) -> StillDot {
        var s = self
        s.x = b.x + (x - a.x) * k
        s.y = b.y + (y - a.y) * k
        s.width *= k
        s.height *= k
        return s
    }

    /// As an element of `page` (current only if its highlight says so).
    public func element(page: Int) -> Element {
        var e = Element(page: page, x: x, y: y, height: height, scale: 0, highlight: highlight)
        e.stretch = width - height
        e.rounding = rounding
        e.outline = outline
        return e
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
