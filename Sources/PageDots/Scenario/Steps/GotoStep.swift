/// `goto: PAGE` (with `duration`, default 0.3 s, and `easing`, default easeInOutCubic):
/// the scroller animates to a page; a duration of 0 is a jump.
public struct GotoStep: ScenarioStep {
    /// The step's key in a file.
    public static let name = "goto"
    /// `duration` and `easing` may stand beside `goto`.
    public static let siblingKeys: Set<String> = ["duration", "easing"]
    /// The page to go to, from 0.
    public var page: Int
    /// How long the move takes, s; 0 jumps.
    public var seconds: Double
    /// The move's easing.
    public var easing: Easing

    /// A move to `page` over `duration` seconds with `easing`.
    public init(page: Int, duration: Double, easing: Easing) {
        self.page = page
        seconds = duration
        self.easing = easing
    }

    /// Reads the page, and `duration` (0.3 s unless given) and `easing` (easeInOutCubic unless given).
    public init(decoding c: KeyedDecodingContainer<AnyKey>) throws {
        seconds = c.contains("duration") ? try c.seconds("duration") : 0.3
        easing = try c.decodeIfPresent(String.self, forKey: AnyKey("easing")).map { name in
            do { return try Easing(parsing: name) } catch { throw c.failure("easing", "\(error)") }
        } ?? .easeInOutCubic
        page = try c.whole(Self.name, 0...Limits.maxPages)
    }

    /// Checks that the page exists at this point of the scenario.
    public func resolve(in context: inout StepContext) throws { try context.checkPage(page, Self.name) }
    /// The move's length in time.
    public var duration: Double { seconds }

    /// Starts the scroller's move to the page.
    public func start(_ player: inout ScenarioPlayer) throws {
        try player.model.handle(.goto(page: page, duration: seconds, easing: easing))
    }
}
