/// `scrub: { style | row, to: PAGE, duration }`: press a row's current dot and drag along
/// the control until it shows `to`, then let go.
public struct ScrubStep: ScenarioStep {
    public static let name = "scrub"
    /// The row by index from 0, once resolved.
    public var row: Int
    public var to: Int
    public var seconds: Double
    private var named: RowRef?
    /// Where the press started, pt, and the page then.
    private var from = (x: 0.0, y: 0.0, page: 0)

    public init(row: Int, to: Int, duration: Double) {
        self.row = row
        self.to = to
        seconds = duration
    }

    public init(decoding c: KeyedDecodingContainer<AnyKey>) throws {
        let d = try c.stepFields(Self.name, ["style", "row", "to", "duration"])
        named = try d.rowRef(Self.name)
        row = 0
        to = try d.whole("to", 0...Limits.maxPages)
        seconds = try d.seconds("duration")
    }

    public mutating func resolve(in context: inout StepContext) throws {
        if let named { row = try context.row(named, Self.name) }
        try context.checkShown(row, Self.name)
        try context.checkPage(to, "scrub to")
    }

    public var duration: Double { seconds }

    public mutating func start(_ player: inout ScenarioPlayer) throws {
        guard let (x, y) = player.currentDot(row) else { return }
        from = (x, y, player.model.currentPage)
        try player.touch(.pointerDown, x, y)
    }

    public func during(_ player: inout ScenarioPlayer, progress t: Double) throws {
        let page = Double(from.page) + Double(to - from.page) * t
        try player.touch(.pointerMove, pointer(player, page: page), from.y)
    }

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
