/// Parameters of the `instagram` style (docs/geometry.md#instagram). Lengths in pt.
public struct InstagramParameters: StyleParameters {
    /// These parameters belong to the `instagram` style.
    public static let style = StyleKind.instagram
    /// The parameter names, in documented order.
    public static let names = ["diameter", "spacing", "maxDots", "fullDots", "sideScales", "allFullUpTo"]

    /// Full dot diameter, pt.
    public var diameter = 6.0
    /// Gap between neighbouring full dots, pt; pitch = diameter + spacing.
    public var spacing = 4.0
    /// Most visible dots; odd, ≥ 3.
    public var maxDots = 7
    /// Full-size dots in the band; odd, 1 ≤ fullDots ≤ maxDots.
    public var fullDots = 3
    /// Scale per side level, outward; `nil` derives one from the level count.
    public var sideScales: [Double]? = nil
    /// Up to this many pages every dot is full size and there is no band: 5 unless set,
    /// or maxDots when that is smaller (so a small maxDots never makes the default wrong).
    public var allFullUpTo: Int {
        get { allFullUpToSetting ?? min(5, maxDots) }
        set { allFullUpToSetting = newValue }
    }
    private var allFullUpToSetting: Int?

    /// The default Instagram parameters.
    public init() {}

    /// Tuning-panel steps: lengths by half points, dot counts kept odd, side scales by hundredths.
    public static let steps: [String: ParameterStep] = [
        "diameter": .length, "spacing": .length, "maxDots": .odd, "fullDots": .odd, "sideScales": .fractions, "allFullUpTo": .count,
    ]

    /// `sideScales` follows `maxDots` and `fullDots`, and `allFullUpTo` follows `maxDots`, when unset.
    public static let followers = [(name: "sideScales", follows: "maxDots and fullDots"), (name: "allFullUpTo", follows: "maxDots")]

    /// The value in force, with derived side scales and `allFullUpTo` filled in.
    public func effectiveValue(_ name: String) -> ParameterValue? {
        switch name {
        case "sideScales": return .numbers(resolvedSideScales)
        case "allFullUpTo": return .number(Double(allFullUpTo))
        default: return value(name)
        }
    }

    /// The named parameter's value as set; nil for an unknown name or an unset optional one.
    public func value(_ name: String) -> ParameterValue? {
        switch name {
        case "diameter": return .number(diameter)
        case "spacing": return .number(spacing)
        case "maxDots": return .number(Double(maxDots))
        case "fullDots": return .number(Double(fullDots))
        case "sideScales": return sideScales.map { .numbers($0) }
        case "allFullUpTo": return allFullUpToSetting.map { .number(Double($0)) }
        default: return nil
        }
    }

    /// Distance between neighbouring dot centres, pt.
    public var pitch: Double { diameter + spacing }
    /// Side levels on each side of the band.
    public var sideLevels: Int { max(0, (maxDots - fullDots) / 2) }

    /// The side scales in force: the given ones, or for `L` levels the fractions
    /// `(L + 1 − d) / (L + 1)` floored to hundredths (0.66, 0.33 for two levels).
    public var resolvedSideScales: [Double] {
        if let sideScales { return sideScales }
        let l = sideLevels
        return (0..<l).map { d in (Double(l - d) / Double(l + 1) * 100).rounded(.down) / 100 }
    }

    /// Sets the named parameter; a single number for `sideScales` becomes a one-entry list.
    public mutating func set(_ name: String, _ value: ParameterValue) throws {
        let c = ParameterCheck(style: Self.style)
        switch name {
        case "diameter": diameter = try c.number(name, value)
        case "spacing": spacing = try c.number(name, value)
        case "maxDots": maxDots = try c.integer(name, value)
        case "fullDots": fullDots = try c.integer(name, value)
        case "allFullUpTo": allFullUpTo = try c.integer(name, value)
        case "sideScales":
            switch value {
            case .numbers(let vs): sideScales = vs
            case .number(let v): sideScales = [v]
            }
        default: throw c.unknown(name, known: Self.names)
        }
    }

    /// Throws the first invalid parameter, checking dot counts, `allFullUpTo` and the side scales.
    public func validate() throws {
        let c = ParameterCheck(style: Self.style)
        try c.check("diameter", diameter, 0, 1000)
        try c.check("spacing", spacing, 0, 1000, openLow: false)
        if maxDots < 3 || maxDots > 99 || maxDots % 2 == 0 {
            throw c.fail("maxDots", .number(Double(maxDots)), "must be odd, from 3 to 99")
        }
        if fullDots < 1 || fullDots > maxDots || fullDots % 2 == 0 {
            throw c.fail("fullDots", .number(Double(fullDots)), "must be odd, from 1 to maxDots (\(maxDots))")
        }
        try c.check("allFullUpTo", allFullUpTo, 0...maxDots, "must be a whole number from 0 to maxDots (\(maxDots))")
        let scales = resolvedSideScales
        let value = ParameterValue.numbers(scales)
        if scales.count != sideLevels {
            throw c.fail("sideScales", value,
                         "needs one entry per side level: (maxDots − fullDots) / 2 = \(sideLevels)")
        }
        for (i, s) in scales.enumerated() {
            if !(s > 0 && s < 1) { throw c.fail("sideScales", value, "every entry must be in (0, 1)") }
            if i > 0, !(s < scales[i - 1]) { throw c.fail("sideScales", value, "entries must strictly decrease") }
        }
    }

    /// The dot counts and `allFullUpTo`, for labels.
    public var summary: String {
        "maxDots \(maxDots) · fullDots \(fullDots) · allFullUpTo \(allFullUpTo)"
    }
}
