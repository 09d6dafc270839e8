/// `press: NAME`: a playground key, as a person would press it (instant), by the name of
/// what it does (`Command.scriptName`).
public struct PressStep: ScenarioStep {
    public static let name = "press"
    public var command: Command

    public init(_ command: Command) { self.command = command }

    public init(decoding c: KeyedDecodingContainer<AnyKey>) throws {
        let name = try c.decode(String.self, forKey: AnyKey(Self.name))
        guard let command = Command(scriptName: name) else {
            throw c.failure(Self.name, "press '\(name)' is not a key a scenario can press: allowed " + Command.scriptable.compactMap(\.scriptName).joined(separator: ", "))
        }
        self.command = command
    }

    public func resolve(in context: inout StepContext) throws {
        if command == .morePages { context.pages = min(Limits.maxPages, context.pages + 1) }
        if command == .fewerPages { context.pages = max(0, context.pages - 1) }
    }

    public func start(_ player: inout ScenarioPlayer) throws { try player.model.handle(.command(command)) }
}
