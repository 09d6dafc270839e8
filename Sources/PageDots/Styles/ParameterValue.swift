import Foundation
/// A value for a style parameter given by name (from the command line or a scenario).
public enum ParameterValue: Equatable, Sendable {
    case number(Double)
    case numbers([Double])

    /// The value as people write it: `6`, `0.66`, `[0.66, 0.33]`.
    public var text: String {
        switch self {
        case .number(let v): return NumberText.short(v)
        case .numbers(let vs): return "[" + vs.map(NumberText.short).joined(separator: ", ") + "]"
        }
    }
}

/// Number formatting for messages, labels and tables.
/// One parameter set by name.
public struct ParameterSetting: Equatable, Sendable {
    /// The parameter's documented name.
    public var name: String
    /// The value to set.
    public var value: ParameterValue
    /// Pairs a parameter name with its value.
    public init(_ name: String, _ value: ParameterValue) { self.name = name; self.value = value }
}

/// Formats numbers as text for messages, labels and tables.
public enum NumberText {
    /// Shortest exact text: whole numbers without a fraction (`6`, not `6.0`).
    public static func short(_ v: Double) -> String {
        if v.isFinite, v == v.rounded(), abs(v) < 1e15 { return String(Int64(v)) }
        if v.isFinite, v == v.rounded(), abs(v) < 1e21 { return String(format: "%.0f", v) }
        return "\(v)"
    }

    /// Fixed decimals, with `-0.00` shown as `0.00`.
    public static func fixed(_ v: Double, _ decimals: Int) -> String {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let n = (v * scale).rounded()
        // Up to 15 digits, the shortest text of n / 10^decimals is n's own digits: put
        // the point in by integer arithmetic (the HUD does this every frame).
        guard decimals <= 3, abs(n) < 1e15 else { return described(v, decimals) }
        let m = Int64(abs(n)), unit = Int64(scale), sign = n < 0 ? "-" : ""
        guard decimals > 0 else { return sign + String(m) }
        let frac = String(m % unit)
        return sign + String(m / unit) + "." + String(repeating: "0", count: decimals - frac.count) + frac
    }

    /// `fixed` through the number's shortest text (any size or number of decimals).
    static func described(_ v: Double, _ decimals: Int) -> String {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let r = (v * scale).rounded() / scale
        let s = String(describing: r == 0 ? 0 : r)
        var parts = s.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        if s.contains("e") { return s }
        if parts.count == 1 { parts.append("") }
        if decimals == 0 { return parts[0] }
        let frac = String((parts[1] + String(repeating: "0", count: decimals)).prefix(decimals))
        return parts[0] + "." + frac
    }
}
