/// Parameters of the `cosine` style (docs/geometry.md#cosine). Lengths in pt.
public struct CosineParameters: StyleParameters {
    /// These parameters belong to the `cosine` style.
    public static let style = StyleKind.cosine
    /// The parameter names, in documented order.
    public static let names = ["width", "cell", "halfWave", "fill", "minCell"]

    /// Total width of the control, W, pt.
    public var width = 160.0
    /// The largest cell, b, at the current position, pt.
    public var cell = 16.0
    /// Elements from largest to smallest, inclusive; ≥ 2.
    public var halfWave = 5
    /// Element diameter as a fraction of its cell; the rest is the gap.
    public var fill = 0.6
    /// No cell is smaller than this, pt.
    public var minCell = 0.0

    /// The default cosine parameters.
    public init() {}

    /// Tuning-panel steps: lengths by half points, the half-wave by one, the fill by hundredths.
    public static let steps: [String: ParameterStep] = [
        "width": .length, "cell": .length, "halfWave": .count, "fill": .fraction, "minCell": .length,
    ]

    /// The named parameter's value; nil for an unknown name.
    public func value(_ name: String) -> ParameterValue? {
        switch name {
        case "width": return .number(width)
        case "cell": return .number(cell)
        case "halfWave": return .number(Double(halfWave))
        case "fill": return .number(fill)
        case "minCell": return .number(minCell)
        default: return nil
        }
    }

    /// Sets the named parameter; throws for an unknown name or a value of the wrong kind.
    public mutating func set(_ name: String, _ value: ParameterValue) throws {
        let c = ParameterCheck(style: Self.style)
        switch name {
        case "width": width = try c.number(name, value)
        case "cell": cell = try c.number(name, value)
        case "halfWave": halfWave = try c.integer(name, value)
        case "fill": fill = try c.number(name, value)
        case "minCell": minCell = try c.number(name, value)
        default: throw c.unknown(name, known: Self.names)
        }
    }

    /// Throws the first parameter out of its range (`minCell` may not exceed `cell`).
    public func validate() throws {
        let c = ParameterCheck(style: Self.style)
        try c.check("width", width, 0, 8192)
        try c.check("cell", cell, 0, 10_000)
        try c.check("halfWave", halfWave, 2...1000)
        try c.check("fill", fill, 0, 1)
        try c.check("minCell", minCell, 0, cell, openLow: false)
    }

    /// The width, cell and half-wave, for labels.
    public var summary: String {
        "width \(NumberText.short(width)) · cell \(NumberText.short(cell)) · halfWave \(halfWave)"
    }
}
