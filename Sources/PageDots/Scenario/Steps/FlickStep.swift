/// `flick: { velocity: PAGES_PER_SECOND }`: the strip let go at a speed (instant).
public struct FlickStep: ScenarioStep {
    public static let name = "flick"
    public var velocity: Double

    public init(velocity: Double) { self.velocity = velocity }
    public init(decoding c: KeyedDecodingContainer<AnyKey>) throws {
        velocity = try c.stepFields(Self.name, ["velocity"]).distance("velocity")
    }

    public func start(_ player: inout ScenarioPlayer) throws { try player.model.handle(.flick(velocity: velocity)) }
}
