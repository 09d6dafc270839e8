/// What the frame invariants (docs/motion.md#frame-invariants) look at in one frame: the scroller, and for each
/// row the dots as drawn with what its style allows. Built from the model each frame
/// (`PlaygroundModel.frameRecord`), written by `trace --json` and read back by
/// `check --trace`.
public struct FrameRecord: Equatable, Sendable {
    /// The frame's number.
    public var frame: Int
    /// Seconds since the start.
    public var time: Double
    /// The scroller's position, pages.
    public var position: Double
    /// The current page.
    public var currentPage: Int
    /// The number of pages.
    public var pages: Int
    /// The scroller has stopped and no pointer is pressed.
    public var scrollerAtRest: Bool
    /// What each row shows in this frame.
    public var rows: [RowRecord]
    /// pt on screen per pt of every row (nil in a trace written without it).
    public var zoom: Double?

    /// Makes a frame record; the zoom is optional.
    public init(frame: Int, time: Double, position: Double, currentPage: Int, pages: Int, scrollerAtRest: Bool, rows: [RowRecord], zoom: Double? = nil) {
        self.zoom = zoom
        self.frame = frame
        self.time = time
        self.position = position
        self.currentPage = currentPage
        self.pages = pages
        self.scrollerAtRest = scrollerAtRest
        self.rows = rows
    }
}

/// One row's dots in one frame and the bounds its style sets.
public struct RowRecord: Equatable, Sendable {
    /// The row's identity across frames (rows may be added and removed around it).
    public var id: Int
    /// The row's place among the playground's rows, from 1 (nil: its place in the record).
    public var number: Int?
    /// The row's style.
    public var style: String
    /// How messages name the row: its style, with its number (from 1) when several rows
    /// show that style.
    public var name: String
    /// Distance between neighbouring full dots, pt (the larger of two while a parameter
    /// change morphs the dots).
    public var pitch: Double
    /// A full dot's diameter, pt.
    public var fullDiameter: Double
    /// The largest full diameter this row has had since its last jump began, pt: sizes
    /// change by at most half of it a frame while a parameter change morphs the dots.
    public var sizes: Double
    /// Most visible dots allowed in a frame; nil for no limit.
    public var maxVisibleDots: Int?
    /// Farthest a dot's centre may be from the control's centre: half the widest row plus
    /// one pitch, pt.
    public var reach: Double
    /// This frame began with a jump (invariant 4 does not apply).
    public var jump: Bool
    /// A transition or a step is still playing.
    public var animating: Bool
    /// The dots as drawn, sorted by page (hidden ones included).
    public var dots: [Element]
    /// While the scroller rests: the style's own snapshot for the resting state.
    public var resting: [Element]?
    /// Where the control's centre is on screen, `[x, y]` pt (nil for a row not shown:
    /// another is soloed).
    public var centre: [Double]?

    /// Makes a row record from the row's identity, its style's bounds and what it draws.
    public init(id: Int = 0, number: Int? = nil, style: String? = nil, name: String, pitch: Double, fullDiameter: Double, maxVisibleDots: Int?, reach: Double, sizes: Double? = nil,
                jump: Bool, animating: Bool, dots: [Element], resting: [Element]?, centre: [Double]? = nil) {
        self.centre = centre
        self.number = number
        self.id = id
        self.style = style ?? name
        self.name = name
        self.pitch = pitch
        self.fullDiameter = fullDiameter
        self.sizes = max(sizes ?? fullDiameter, fullDiameter)
        self.maxVisibleDots = maxVisibleDots
        self.reach = reach
        self.jump = jump
        self.animating = animating
        self.dots = dots
        self.resting = resting
    }
}

extension PlaygroundModel {
    /// The dots a track shows once everything rests where the scroller is (told mod the
    /// pages in a continuous loop).
    func restingDots(_ t: PlaygroundRow) -> [Element] {
        let v = view(of: t.style)
        if v.looping == .portal { return t.style.portalLayout(position: v.position, pages: v.pages, tracking: tracking).elements }
        let dots = t.style.restingLayout(position: v.position, pages: v.pages, tracking: tracking).elements
        guard case .repeating(let n) = v.looping else { return dots }
        return PlaygroundRow.relabelled(dots, n)
    }

    /// Where row `id`'s control centre is on screen, `[x, y]` pt; nil when not shown.
    public func controlCentre(_ id: Int) -> [Double]? {
        guard let row = layout.row(for: id) else { return nil }
        let p = direction.toScreen(row.centerX, row.centerY, logicalWidth: layout.width, logicalHeight: layout.height)
        return [p.x, p.y]
    }

    /// This frame, for the invariants. Time is the model's (slow motion included), so
    /// that "at rest" waits for the animations in their own time. A control hidden for a
    /// single page shows no dots, and the record says so; a row another one's solo hides
    /// is not on screen, and not in the record.
    public func frameRecord() -> FrameRecord {
        // At rest: the scroller stopped, nothing pressed, and nothing moved since the last
        // frame (a step shorter than a frame is motion too).
        let resting = scroller.isAtRest && pointer == nil && !movedSinceLastFrame
        let hidden = SceneBuilder.hidesDots(pages: pages)
        return FrameRecord(
            frame: frame, time: time, position: scroller.position,
            currentPage: currentPage, pages: pages, scrollerAtRest: resting,
            rows: rows.enumerated().filter { isShown($1.id) }.map { i, t in
                let shared = rows.filter { $0.kind == t.kind }.count > 1
                return RowRecord(id: t.id, number: i + 1, style: t.kind.rawValue, name: shared ? "\(t.kind.rawValue) (row \(i + 1))" : t.kind.rawValue, pitch: t.bounds.largestPitch, fullDiameter: t.style.fullDiameter,
                          maxVisibleDots: t.bounds.maxVisibleDots, reach: t.bounds.reach,
                          sizes: t.bounds.largestDot,
                          jump: t.jumped, animating: t.isAnimating, dots: hidden ? [] : t.shown,
                          resting: !resting ? nil : hidden ? [] : restingDots(t), centre: controlCentre(t.id))
            }, zoom: layout.zoom)
    }
}
