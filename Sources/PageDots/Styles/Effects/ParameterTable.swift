/// One numeric parameter of a style described by a table: its default, allowed range
/// and step. Styles whose parameters are all single numbers declare them this way and
/// get setting by name, validation and the tuning panel for free.
public struct ParameterSpec: Sendable {
    /// The parameter's documented name.
    public var name: String
    /// The value used when the parameter is not set.
    public var defaultValue: Double
    /// The values the parameter allows.
    public var range: ClosedRange<Double>
    /// How the parameter steps in the tuning panel.
    public var step: ParameterStep
    /// Shown in the row's label when nothing differs from the defaults.
    public var key: Bool

    /// Describes a parameter by name, default, range and step; `key` puts it in the row's label.
    public init(_ name: String, _ defaultValue: Double, _ range: ClosedRange<Double>, _ step: ParameterStep, key: Bool = false) {
        self.name = name
        self.defaultValue = defaultValue
        self.range = range
        self.step = step
        self.key = key
    }

    /// Whole numbers only.
    var whole: Bool { step == .count || step == .odd }

    /// The parameters every windowed dot style has: diameter, spacing, maxDots.
    public static let dots: [ParameterSpec] = [
        ParameterSpec("diameter", 8, 0.5...200, .length),
        ParameterSpec("spacing", 8, 0...400, .length),
        ParameterSpec("maxDots", 10, 3...1000, .count, key: true),
    ]

    /// The dots' shape (`DotShape`): height ÷ width, corner radius and outline.
    public static let shape: [ParameterSpec] = [
        ParameterSpec("aspect", 1, 0.1...10, .fraction),
        ParameterSpec("radius", 100, 0...100, .length),
        ParameterSpec("outline", 0, 0...50, .length),
    ]

    /// Dots of any shape: `dots` and `shape`.
    public static let shapedDots = dots + shape
}

/// What a table-described style declares.
public protocol ParameterTable: Sendable {
    static var style: StyleKind { get }
    static var table: [ParameterSpec] { get }
    /// Checks that involve several parameters; throws the first problem.
    static func check(_ p: TableParameters<Self>) throws
    /// Slots in the style's window: `maxDots` unless the style has one element.
    static func slots(_ p: TableParameters<Self>) -> Int
}

extension ParameterTable {
    /// By default, a table has no cross-checks.
    public static func check(_ p: TableParameters<Self>) throws {}
    /// By default, the window has `maxDots` slots.
    public static func slots(_ p: TableParameters<Self>) -> Int { Int(p["maxDots"]) }
}

/// A style's parameters as described by its table.
public struct TableParameters<T: ParameterTable>: StyleParameters {
    private var values: [String: Double] = [:]

    /// The table's style.
    public static var style: StyleKind { T.style }
    /// The table's parameter names, in table order.
    public static var names: [String] { T.table.map(\.name) }
    /// Each parameter's step, as the table gives it.
    public static var steps: [String: ParameterStep] {
        Dictionary(uniqueKeysWithValues: T.table.map { ($0.name, $0.step) })
    }

    /// Every parameter at its default.
    public init() {}

    /// Whether the style has a parameter of that name.
    public static func has(_ name: String) -> Bool { T.table.contains { $0.name == name } }

    /// A parameter's value (its default when not set).
    public subscript(_ name: String) -> Double {
        values[name] ?? T.table.first { $0.name == name }?.defaultValue ?? 0
    }

    /// The named parameter's value (its default when unset); nil for a name not in the table.
    public func value(_ name: String) -> ParameterValue? {
        guard T.table.contains(where: { $0.name == name }) else { return nil }
        return .number(self[name])
    }

    /// Sets the named parameter, requiring a whole number where its step does.
    public mutating func set(_ name: String, _ value: ParameterValue) throws {
        let c = ParameterCheck(style: Self.style)
        guard let spec = T.table.first(where: { $0.name == name }) else { throw c.unknown(name, known: Self.names) }
        values[name] = spec.whole ? Double(try c.integer(name, value)) : try c.number(name, value)
    }

    /// Throws the first parameter outside its table range, then any cross-check problem.
    public func validate() throws {
        let c = ParameterCheck(style: Self.style)
        for spec in T.table {
            let v = self[spec.name]
            guard spec.range.contains(v), !spec.whole || v == v.rounded() else {
                throw c.fail(spec.name, .number(v), "must be \(spec.whole ? "a whole number " : "")from \(NumberText.short(spec.range.lowerBound)) to \(NumberText.short(spec.range.upperBound))")
            }
        }
        try T.check(self)
    }

    /// A problem with parameter `name` for a cross-check.
    public func fail(_ name: String, _ allowed: String) -> ParameterError {
        ParameterCheck(style: Self.style).fail(name, .number(self[name]), allowed)
    }

    /// The key parameters and their values, for labels.
    public var summary: String {
        T.table.filter(\.key).map { "\($0.name) \(NumberText.short(self[$0.name]))" }.joined(separator: " · ")
    }

    /// Equal when every parameter has the same value, set or defaulted.
    public static func == (a: Self, b: Self) -> Bool { names.allSatisfy { a[$0] == b[$0] } }
}
