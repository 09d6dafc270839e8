/// `press: NAME`: a playground key, as a person would press it (instant).
public struct PressStep: ScenarioStep {
    public static let name = "press"
    public var key: Key

    public init(_ key: Key) { self.key = key }

    public init(decoding c: KeyedDecodingContainer<AnyKey>) throws {
        let name = try c.decode(String.self, forKey: AnyKey(Self.name))
        guard let k = Key.scriptable.first(where: { $0.name == name })?.key else {
            throw c.failure(Self.name, "press '\(name)' is not a key a scenario can press: allowed " + Key.scriptable.map(\.name).joined(separator: ", "))
        }
        key = k
    }

    public func resolve(in context: inout StepContext) throws {
        if key == .morePages { context.pages = min(Limits.maxPages, context.pages + 1) }
        if key == .fewerPages { context.pages = max(0, context.pages - 1) }
    }

    public func start(_ player: inout ScenarioPlayer) throws { try player.model.handle(.key(key)) }
}
