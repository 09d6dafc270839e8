/// The parameters of one style: defaults, validation and setting by name.
public protocol StyleParameters: Equatable, Sendable {
    /// The style's name, as in `instagram`.
    static var style: StyleKind { get }
    /// Parameter names, as documented (`maxDots`, `sideScales`, …).
    static var names: [String] { get }
    /// The defaults.
    init()
    /// How each parameter steps in the tuning panel, by name (in `names` order).
    static var steps: [String: ParameterStep] { get }
    /// A parameter's value by its documented name as set; nil for an unknown name, or for an
    /// optional or derived parameter left unset.
    func value(_ name: String) -> ParameterValue?
    /// The value in force: a derived parameter's too (Instagram's side scales).
    func effectiveValue(_ name: String) -> ParameterValue?
    /// Sets one parameter by its documented name; throws for an unknown name or a value of the
    /// wrong kind. Ranges that depend on other parameters are checked by `validate()`.
    mutating func set(_ name: String, _ value: ParameterValue) throws
    /// Throws the first parameter out of its allowed range.
    func validate() throws
    /// `name=value` pairs for labels, the key ones first.
    var summary: String { get }
    /// Parameters that, left unset, follow others, and what they follow ("maxDots and
    /// fullDots"); the tuning panel and saved files say so when they change.
    static var followers: [(name: String, follows: String)] { get }
}

/// How a parameter changes by one step in the tuning panel (Shift: ten steps).
public enum ParameterStep: Equatable, Sendable {
    /// A count that stays odd: ±2.
    case odd
    /// A whole number: ±1.
    case count
    /// A length, pt: ±0.5.
    case length
    /// A fraction: ±0.01.
    case fraction
    /// A list of fractions: each entry ±0.01.
    case fractions

    /// `value` moved by `steps` steps (negative: down).
    public func apply(_ value: ParameterValue, _ steps: Int) -> ParameterValue {
        let n = Double(steps)
        switch (self, value) {
        case (.odd, .number(let v)): return .number(v + 2 * n)
        case (.count, .number(let v)): return .number(v + n)
        case (.length, .number(let v)): return .number(((v + 0.5 * n) * 2).rounded() / 2)
        case (.fraction, .number(let v)): return .number(((v + 0.01 * n) * 100).rounded() / 100)
        case (.fractions, .numbers(let vs)): return .numbers(vs.map { (($0 + 0.01 * n) * 100).rounded() / 100 })
        default: return value
        }
    }
}

extension StyleParameters {
    /// By default, the value in force is the value as set.
    public func effectiveValue(_ name: String) -> ParameterValue? { value(name) }
    /// By default, no parameter follows another.
    public static var followers: [(name: String, follows: String)] { [] }

    /// The parameters left unset that follow others, with the values they take now.
    public var following: [(name: String, follows: String, value: ParameterValue)] {
        Self.followers.compactMap { f in
            guard value(f.name) == nil, let v = effectiveValue(f.name) else { return nil }
            return (f.name, f.follows, v)
        }
    }

    /// What following parameters took new values between `before` and these parameters:
    /// "sideScales follows maxDots and fullDots: [0.75, 0.5, 0.25]".
    public func followed(since before: Self) -> [String] {
        following.filter { f in before.effectiveValue(f.name) != f.value }.map { Self.followText($0.name, $0.follows, $0.value) }
    }

    /// What following parameters hold unlike the defaults (for a saved file's comments).
    public var followedUnlikeDefaults: [String] { followed(since: Self()) }

    static func followText(_ name: String, _ follows: String, _ v: ParameterValue) -> String {
        let shown: String
        if case .numbers(let vs) = v, vs.isEmpty { shown = "none" } else { shown = v.text }
        return "\(name) follows \(follows): \(shown)"
    }

    /// The parameters that differ from the defaults, in `names` order.
    public var differences: [ParameterSetting] {
        let defaults = Self()
        return Self.names.compactMap { name in
            guard let v = value(name), v != defaults.value(name) else { return nil }
            return ParameterSetting(name, v)
        }
    }
}

/// Builds `ParameterError`s for one style.
struct ParameterCheck {
    let style: StyleKind

    func fail(_ name: String, _ value: ParameterValue, _ allowed: String) -> ParameterError {
        ParameterError(style: style.rawValue, name: name, value: value.text, allowed: allowed)
    }

    func unknown(_ name: String, known: [String]) -> ParameterError {
        ParameterError(style: style.rawValue, name: name, value: "", allowed: "it has " + known.joined(separator: ", "))
    }

    /// A single number, else an error.
    func number(_ name: String, _ value: ParameterValue) throws -> Double {
        guard case .number(let v) = value else { throw fail(name, value, "must be a single number") }
        guard v.isFinite else { throw fail(name, value, "must be a finite number") }
        return v
    }

    /// A whole number, else an error.
    func integer(_ name: String, _ value: ParameterValue) throws -> Int {
        let v = try number(name, value)
        guard v == v.rounded() else { throw fail(name, value, "must be a whole number") }
        guard abs(v) <= 1e9 else { throw fail(name, value, "must be a whole number from -1000000000 to 1000000000") }
        return Int(v)
    }

    /// `lo < v ≤ hi` (or `lo ≤ v` when `openLow` is false).
    func check(_ name: String, _ v: Double, _ lo: Double, _ hi: Double, openLow: Bool = true) throws {
        let ok = v.isFinite && (openLow ? v > lo : v >= lo) && v <= hi
        if !ok {
            let low = openLow ? "> \(NumberText.short(lo))" : "≥ \(NumberText.short(lo))"
            throw fail(name, .number(v), "must be \(low) and ≤ \(NumberText.short(hi))")
        }
    }

    func check(_ name: String, _ v: Int, _ range: ClosedRange<Int>, _ allowed: String? = nil) throws {
        if !range.contains(v) {
            throw fail(name, .number(Double(v)), allowed ?? "must be a whole number from \(range.lowerBound) to \(range.upperBound)")
        }
    }
}
