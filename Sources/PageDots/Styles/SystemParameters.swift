/// Parameters of the `system` style (docs/geometry.md#system). Lengths in pt.
public struct SystemParameters: StyleParameters {
    /// These parameters belong to the `system` style.
    public static let style = StyleKind.system
    /// The parameter names, in documented order.
    public static let names = ["diameter", "spacing", "maxDots", "availableWidth"]

    /// Full dot diameter, pt.
    public var diameter = 7.0
    /// Gap between neighbouring dots, pt; pitch = diameter + spacing.
    public var spacing = 9.0
    /// Most slots in the window.
    public var maxDots = 10
    /// Width the control may take, pt; `nil` means room for `maxDots`.
    public var availableWidth: Double? = nil

    /// The default system parameters.
    public init() {}

    /// Tuning-panel steps: lengths by half points, `maxDots` by one.
    public static let steps: [String: ParameterStep] = [
        "diameter": .length, "spacing": .length, "maxDots": .count, "availableWidth": .length,
    ]

    /// The named parameter's value as set; nil for an unknown name or an unset `availableWidth`.
    public func value(_ name: String) -> ParameterValue? {
        switch name {
        case "diameter": return .number(diameter)
        case "spacing": return .number(spacing)
        case "maxDots": return .number(Double(maxDots))
        case "availableWidth": return availableWidth.map { .number($0) }
        default: return nil
        }
    }

    /// Distance between neighbouring dot centres, pt.
    public var pitch: Double { diameter + spacing }

    /// Slots in the window: `min(maxDots, ⌊(availableWidth + spacing) / pitch⌋)`.
    public var slots: Int {
        guard let availableWidth else { return maxDots }
        let fit = ((availableWidth + spacing) / pitch).rounded(.down)
        return max(1, min(maxDots, Int(min(fit, 1e9))))
    }

    /// Sets the named parameter; throws for an unknown name or a value of the wrong kind.
    public mutating func set(_ name: String, _ value: ParameterValue) throws {
        let c = ParameterCheck(style: Self.style)
        switch name {
        case "diameter": diameter = try c.number(name, value)
        case "spacing": spacing = try c.number(name, value)
        case "maxDots": maxDots = try c.integer(name, value)
        case "availableWidth": availableWidth = try c.number(name, value)
        default: throw c.unknown(name, known: Self.names)
        }
    }

    /// Throws the first parameter out of its range (`availableWidth` must fit one dot).
    public func validate() throws {
        let c = ParameterCheck(style: Self.style)
        try c.check("diameter", diameter, 0, 1000)
        try c.check("spacing", spacing, 0, 1000, openLow: false)
        try c.check("maxDots", maxDots, 1...1000)
        if let availableWidth {
            try c.check("availableWidth", availableWidth, diameter, 1_000_000, openLow: false)
        }
    }

    /// `maxDots`, any available width and the resulting slots, for labels.
    public var summary: String {
        var s = "maxDots \(maxDots)"
        if let availableWidth { s += " · availableWidth \(NumberText.short(availableWidth))" }
        return s + " · slots \(slots)"
    }
}
