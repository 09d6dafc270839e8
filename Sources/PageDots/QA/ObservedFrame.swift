/// A page control seen from outside (docs/qa.md): what a recording shows or what a user's
/// own UI tests write down, with no knowledge of the app's internals.
public struct ObservedElement: Equatable, Sendable {
    /// The element's centre, in the recording's pixels or the trace's unit.
    public var x: Double
    /// The centre's other coordinate.
    public var y: Double
    /// Its extent along x and y, same unit.
    public var width: Double
    /// Extent along y.
    public var height: Double
    /// 0 for an ordinary element, 1 for the current one, between while it changes (nil:
    /// not known).
    public var highlight: Double?
    /// Whether it is the current element (nil: not known).
    public var current: Bool?

    /// Makes an element; highlight and current are optional.
    public init(x: Double, y: Double, width: Double, height: Double, highlight: Double? = nil, current: Bool? = nil) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.highlight = highlight
        self.current = current
    }

    /// Current, as given or as told by its highlight; nil when neither is known.
    public var isCurrent: Bool? { current ?? highlight.map { $0 >= 0.5 } }

    /// All its numbers are finite.
    public var isFinite: Bool {
        x.isFinite && y.isFinite && width.isFinite && height.isFinite && (highlight?.isFinite ?? true)
    }
}

/// One frame of an observed control: its elements in the order they stand along the row.
public struct ObservedFrame: Equatable, Sendable {
    /// The frame's number in the recording or trace.
    public var frame: Int
    /// Seconds from the start, when known.
    public var time: Double?
    /// The elements, in order along the row.
    public var elements: [ObservedElement]
    /// The row along its axis, measured from the pixels (nil for a trace: drawn from the
    /// elements when needed).
    public var profile: RowProfile?
    /// Something larger than the row's elements covers its line in this frame (a touch's
    /// circle, a card's edge that the dots merge with): what the row does here cannot be
    /// seen, and no departure through it is judged.
    public var hidden = false
    /// The colours learnt do not tell this frame's current element (most of its elements
    /// read as current, or none does while one stands out by its colour): whether it has
    /// one current element is not judged here.
    public var currentUnclear = false
    /// How busy the background behind the row is for its elements: the band's noise over
    /// the elements' typical contrast (nil for a trace, or a band of no background known).
    public var clutter: Double?
    /// Stretches along the row (its coordinate, from to to) where what lies behind it wears
    /// one of its elements' colours — a white dot over a white card — so an element there
    /// cannot be seen, present or not (empty for a trace).
    public var unseen: [ClosedRange<Double>] = []

    /// Whether an unseen stretch reaches within `within` of `along`.
    public func unseen(near along: Double, within: Double) -> Bool { Self.reach(unseen, along, within) }
    /// Whether one of `stretches` reaches within `within` of `along`.
    static func reach(_ stretches: [ClosedRange<Double>], _ along: Double, _ within: Double) -> Bool {
        stretches.contains { $0.lowerBound - within <= along && along <= $0.upperBound + within }
    }
    /// Stretches along the row where its elements are faint against what lies behind them
    /// (translucent dots half as strong as the current one, or less) while the page's
    /// colour there changes from frame to frame — one page's colour fading into the next's
    /// as the user swipes: a GIF's palette can drop such elements for a frame or two
    /// (empty for a trace).
    public var washedOut: [ClosedRange<Double>] = []
    /// Whether an element within `within` of `along` can be missing from the frame without
    /// having vanished: unseen there, or washed out.
    public func lostFromSight(near along: Double, within: Double) -> Bool {
        Self.reach(unseen, along, within) || Self.reach(washedOut, along, within)
    }

    /// Makes a frame; the profile is optional.
    public init(frame: Int, time: Double?, elements: [ObservedElement], profile: RowProfile? = nil, hidden: Bool = false, currentUnclear: Bool = false) {
        self.frame = frame
        self.time = time
        self.elements = elements
        self.profile = profile
        self.hidden = hidden
        self.currentUnclear = currentUnclear
    }
}

/// Which way a row of elements runs.
public enum RowAxis: Sendable, Equatable {
    case horizontal, vertical

    /// The coordinate along the row.
    public func along(_ e: ObservedElement) -> Double { self == .horizontal ? e.x : e.y }
    /// The coordinate across the row.
    public func across(_ e: ObservedElement) -> Double { self == .horizontal ? e.y : e.x }
    /// The element's extent along the row.
    public func length(_ e: ObservedElement) -> Double { self == .horizontal ? e.width : e.height }
    /// The element's extent across the row: a dot's diameter, a pill's thickness.
    public func thickness(_ e: ObservedElement) -> Double { self == .horizontal ? e.height : e.width }
    /// Its length over its thickness, a pixel more each (a 3 px dot measured 4 × 3 is
    /// still round).
    public func aspect(_ e: ObservedElement) -> Double { (length(e) + 1) / (thickness(e) + 1) }

    /// The way the elements of `frames` spread the most.
    public static func of(_ frames: [ObservedFrame]) -> RowAxis {
        var spreadX = 0.0, spreadY = 0.0
        for f in frames where f.elements.count > 1 {
            let xs = f.elements.map(\.x), ys = f.elements.map(\.y)
            spreadX += xs.max()! - xs.min()!
            spreadY += ys.max()! - ys.min()!
        }
        return spreadY > spreadX ? .vertical : .horizontal
    }
}
