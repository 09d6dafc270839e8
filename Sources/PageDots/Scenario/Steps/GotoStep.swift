/// `goto: PAGE` (with `duration`, default 0.3 s, and `easing`, default easeInOutCubic):
/// the scroller animates to a page; a duration of 0 is a jump.
public struct GotoStep: ScenarioStep {
    public static let name = "goto"
    public static let siblingKeys: Set<String> = ["duration", "easing"]
    public var page: Int
    public var seconds: Double
    public var easing: Easing

    public init(page: Int, duration: Double, easing: Easing) {
        self.page = page
        seconds = duration
        self.easing = easing
    }

    public init(decoding c: KeyedDecodingContainer<AnyKey>) throws {
        seconds = c.contains("duration") ? try c.seconds("duration") : 0.3
        easing = try c.decodeIfPresent(String.self, forKey: AnyKey("easing")).map { name in
            do { return try Easing(parsing: name) } catch { throw c.failure("easing", "\(error)") }
        } ?? .easeInOutCubic
        page = try c.whole(Self.name, 0...Limits.maxPages)
    }

    public func resolve(in context: inout StepContext) throws { try context.checkPage(page, Self.name) }
    public var duration: Double { seconds }

    public func start(_ player: inout ScenarioPlayer) throws {
        try player.model.handle(.goto(page: page, duration: seconds, easing: easing))
    }
}
