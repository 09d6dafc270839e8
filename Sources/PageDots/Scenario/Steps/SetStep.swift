/// `set: { pages: N, ROW.PARAMETER: VALUE, … }`: the page count and row parameters,
/// applied at once (a row's parameters checked and applied together).
public struct SetStep: ScenarioStep {
    /// The step's key in a file.
    public static let name = "set"
    /// The page count and parameter settings, once resolved.
    public var settings: [ScenarioSetting]
    /// As written, by key, until resolved.
    private var written: [(key: String, value: ParameterValue)] = []

    /// A step that applies these settings.
    public init(_ settings: [ScenarioSetting]) { self.settings = settings }

    /// Reads the keys and values as written; they are checked when resolved.
    public init(decoding c: KeyedDecodingContainer<AnyKey>) throws {
        let d = try c.decode([String: NumberOrList].self, forKey: AnyKey(Self.name))
        written = d.keys.sorted().map { ($0, d[$0]!.value) }
        settings = []
    }

    /// Turns the written keys into settings, checking rows and parameters, and follows the page count.
    public mutating func resolve(in context: inout StepContext) throws {
        var touched: [Int: [ParameterSetting]] = [:]
        for (key, value) in written {
            if key == "pages" {
                guard case .number(let n) = value, n == n.rounded(), (0...Double(Limits.maxPages)).contains(n) else {
                    throw context.failure("set pages \(value.text) is not allowed: a whole number from 0 to \(Limits.maxPages)")
                }
                context.pages = Int(n)
                settings.append(.pages(Int(n)))
                continue
            }
            let target: (row: Int, name: String)
            do { target = try RowNames.parameter(key, in: context.rows) } catch { throw context.failure("set \(error)") }
            settings.append(.parameter(row: target.row, ParameterSetting(target.name, value)))
            touched[target.row, default: []].append(ParameterSetting(target.name, value))
        }
        for r in touched.keys.sorted() {
            do { context.styles[r] = try context.styles[r].setting(touched[r]!) } catch { throw context.failure("\(error)") }
        }
        written = []
    }

    /// Applies the page count and each row's parameters together.
    public func start(_ player: inout ScenarioPlayer) throws {
        var byRow: [(Int, [ParameterSetting])] = []
        for s in settings {
            switch s {
            case .pages(let n): try player.model.handle(.setPages(n))
            case .parameter(let row, let setting):
                if let i = byRow.firstIndex(where: { $0.0 == row }) { byRow[i].1.append(setting) } else { byRow.append((row, [setting])) }
            }
        }
        for (row, list) in byRow { try player.model.handle(.setParameters(row: row, list)) }
    }
}

/// One thing a `set` step sets.
public enum ScenarioSetting: Equatable, Sendable {
    case pages(Int)
    /// A parameter of the row at index `row` (from 0).
    case parameter(row: Int, ParameterSetting)
}
