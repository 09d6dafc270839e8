import Foundation

/// An easing curve: maps linear progress `t` in [0, 1] to eased progress, 0 at 0 and 1 at 1.
public enum Easing: Equatable, Sendable {
    case linear
    case easeInCubic
    case easeOutCubic
    case easeInOutCubic
    case easeOutBack
    /// CSS `cubic-bezier(x1, y1, x2, y2)`; `x1`, `x2` in [0, 1].
    case cubicBezier(Double, Double, Double, Double)
    /// A spring released from rest toward 1: `response` is its period in seconds,
    /// `dampingRatio` in (0, 1] (1 is critically damped). Played over the transition's
    /// duration, stretched so that it has settled at `t = 1`.
    case spring(response: Double, dampingRatio: Double)

    /// The curves `E` cycles through in the playground.
    public static let cycle: [Easing] = [
        .easeInOutCubic, .easeOutCubic, .easeInCubic, .linear, .easeOutBack,
        .cubicBezier(0.25, 0.1, 0.25, 1), .spring(response: 0.5, dampingRatio: 0.7),
    ]

    /// Eased progress at `t` (clamped to [0, 1]).
    public func callAsFunction(_ t: Double) -> Double {
        let t = t.isNaN ? 1 : min(max(t, 0), 1)
        switch self {
        case .linear: return t
        case .easeInCubic: return t * t * t
        case .easeOutCubic: let u = 1 - t; return 1 - u * u * u
        case .easeInOutCubic:
            if t < 0.5 { return 4 * t * t * t }
            let u = -2 * t + 2
            return 1 - u * u * u / 2
        case .easeOutBack:
            let c1 = 1.70158, c3 = c1 + 1, u = t - 1
            return 1 + c3 * u * u * u + c1 * u * u
        case .cubicBezier(let x1, let y1, let x2, let y2):
            return CubicBezier(x1, y1, x2, y2).y(atX: t)
        case .spring(let response, let ratio):
            if t >= 1 { return 1 }
            let spring = Spring(response: response, dampingRatio: ratio)
            return spring.stepResponse(t * spring.settleTime)
        }
    }

    /// The name as written in scenarios and shown in the HUD.
    public var name: String {
        switch self {
        case .linear: return "linear"
        case .easeInCubic: return "easeInCubic"
        case .easeOutCubic: return "easeOutCubic"
        case .easeInOutCubic: return "easeInOutCubic"
        case .easeOutBack: return "easeOutBack"
        case .cubicBezier(let a, let b, let c, let d):
            return "cubicBezier(" + [a, b, c, d].map(NumberText.short).joined(separator: ", ") + ")"
        case .spring(let r, let d):
            return "spring(" + NumberText.short(r) + ", " + NumberText.short(d) + ")"
        }
    }
}
