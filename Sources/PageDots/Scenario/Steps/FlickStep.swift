/// `flick: { velocity: PAGES_PER_SECOND }`: the strip let go at a speed (instant).
public struct FlickStep: ScenarioStep {
    /// The step's key in a file.
    public static let name = "flick"
    /// The release speed, pages per second; positive is forward.
    public var velocity: Double

    /// A flick at `velocity` pages per second.
    public init(velocity: Double) { self.velocity = velocity }
    /// Reads `velocity` from the step's mapping.
    public init(decoding c: KeyedDecodingContainer<AnyKey>) throws {
        velocity = try c.stepFields(Self.name, ["velocity"]).distance("velocity")
    }

    /// Lets the strip go at the velocity.
    public func start(_ player: inout ScenarioPlayer) throws { try player.model.handle(.flick(velocity: velocity)) }
}
