/// `scrub: { style | row, to: PAGE, duration }`: press a row's current dot and drag along
/// the control until it shows `to`, then let go.
public struct ScrubStep: ScenarioStep {
    /// The step's key in a file.
    public static let name = "scrub"
    /// The row by index from 0, once resolved.
    public var row: Int
    /// The page to scrub to, from 0.
    public var to: Int
    /// How long the scrub takes, s.
    public var seconds: Double
    private var named: RowRef?
    /// Where the press started, pt, and the page then.
    private var from = (x: 0.0, y: 0.0, page: 0)

    /// A scrub on row `row` to page `to` over `duration` seconds.
    public init(row: Int, to: Int, duration: Double) {
        self.row = row
        self.to = to
        seconds = duration
    }

    /// Reads the row (by style or number), `to` and `duration`.
    public init(decoding c: KeyedDecodingContainer<AnyKey>) throws {
        let d = try c.stepFields(Self.name, ["style", "row", "to", "duration"])
        named = try d.rowRef(Self.name)
        row = 0
        to = try d.whole("to", 0...Limits.maxPages)
        seconds = try d.seconds("duration")
    }

    /// Finds the named row and checks that it shows and that the page exists.
    public mutating func resolve(in context: inout StepContext) throws {
        if let named { row = try context.row(named, Self.name) }
        try context.checkShown(row, Self.name)
        try context.checkPage(to, "scrub to")
    }

    /// The scrub's length in time.
    public var duration: Double { seconds }

    /// Presses the row's current dot.
    public mutating func start(_ player: inout ScenarioPlayer) throws {
        guard let (x, y) = player.currentDot(row) else { return }
        from = (x, y, player.model.currentPage)
        try player.touch(.pointerDown, x, y)
    }

    /// Drags along the control to the page its share of the way there.
    public func during(_ player: inout ScenarioPlayer, progress t: Double) throws {
        let page = Double(from.page) + Double(to - from.page) * t
        try player.touch(.pointerMove, pointer(player, page: page), from.y)
    }

    /// Lets go at the target page.
    public func finish(_ player: inout ScenarioPlayer) throws {
        try player.touch(.pointerUp, pointer(player, page: Double(to)), from.y)
    }

    /// Where the pointer is when the scrub has gone `page` of the way, pt: over the page
    /// it shows (the nearest whole page, halves away from the start), so that which page
    /// shows is the same at any window size.
    private func pointer(_ player: ScenarioPlayer, page: Double) -> Double {
        guard let id = player.rowTrack(row)?.id else { return from.x }
        let whole = Double(from.page) + (page - Double(from.page)).rounded(.toNearestOrAwayFromZero)
        return player.model.scrubPointer(id, startX: from.x, startPage: from.page, page: whole)
    }
}
