/// `press: NAME`: a playground key, as a person would press it (instant), by the name of
/// what it does (`Command.scriptName`).
public struct PressStep: ScenarioStep {
    /// The step's key in a file.
    public static let name = "press"
    /// The command the key gives.
    public var command: Command

    /// A press of the key that gives `command`.
    public init(_ command: Command) { self.command = command }

    /// Reads a command by its script name, or `{ solo: N }` for a row.
    public init(decoding c: KeyedDecodingContainer<AnyKey>) throws {
        // `press: { solo: N }` solos row N, whatever the row count (the keys reach 9).
        if (try? c.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey(Self.name))) != nil {
            command = .solo(try c.stepFields(Self.name, ["solo"]).whole("solo", 1...Limits.maxRows))
            return
        }
        let name = try c.decode(String.self, forKey: AnyKey(Self.name))
        guard let command = Command(scriptName: name) else {
            // (solo1 … solo9 as one entry.)
            var names = Command.scriptable.compactMap(\.scriptName).filter { !($0.hasPrefix("solo") && $0.dropFirst(4).allSatisfy(\.isNumber)) }
            names.insert("solo1 … solo9, { solo: N }", at: names.firstIndex(of: "showAll").map { $0 + 1 } ?? names.count)
            throw c.failure(Self.name, "press '\(Quoted(name, longest: 40))' is not a key a scenario can press: allowed " + names.joined(separator: ", "))
        }
        self.command = command
    }

    /// Checks that a soloed row exists, and follows any change to the page count.
    public func resolve(in context: inout StepContext) throws {
        if case .solo(let n) = command, n > context.rows.count {
            throw context.failure("press \(command.scriptName ?? "solo\(n)") names row \(n); there \(context.rows.count == 1 ? "is 1 row" : "are \(context.rows.count) rows") (from 1)")
        }
        // Which row shows alone afterwards, as the playground solos.
        if let next = command.soloIndex(after: context.solo, rows: context.rows.count) { context.solo = next }
        if command == .morePages { context.pages = min(Limits.maxPages, context.pages + 1) }
        if command == .fewerPages { context.pages = max(0, context.pages - 1) }
    }

    /// Gives the command to the playground.
    public func start(_ player: inout ScenarioPlayer) throws { try player.model.handle(.command(command)) }
}
