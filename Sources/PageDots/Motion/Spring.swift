import Foundation

/// A damped spring described the way designers do: `response` is the undamped period in
/// seconds, `dampingRatio` 1 for critical damping, below 1 for a bounce.
public struct Spring: Equatable, Sendable {
    public var response: Double
    public var dampingRatio: Double

    public init(response: Double, dampingRatio: Double) {
        self.response = response
        self.dampingRatio = dampingRatio
    }

    /// Angular frequency, rad/s.
    public var omega: Double { 2 * .pi / response }

    /// Progress from 0 toward 1 at time `t` seconds when released from rest.
    public func stepResponse(_ t: Double) -> Double {
        let w = omega, z = min(dampingRatio, 1)
        if z >= 1 { return 1 - (1 + w * t) * exp(-w * t) }
        let wd = w * sqrt(1 - z * z)
        return 1 - exp(-z * w * t) * (cos(wd * t) + z * w / wd * sin(wd * t))
    }

    /// Time after which the step response stays within 0.1% of its target, s.
    public var settleTime: Double {
        let z = min(dampingRatio, 1)
        // Envelope e^(−ζωt)·(1 + ωt) bounds both cases well enough for a duration.
        var t = 0.0
        let step = response / 50
        while t < 60 {
            if exp(-z * omega * t) * (1 + omega * t) < 1e-3 { return t }
            t += step
        }
        return t
    }

    /// One step of a critically damped spring pulling `x` (with velocity `v`) toward
    /// `target`, solved exactly over `dt` seconds; never passes the target.
    public static func criticallyDamped(x: Double, v: Double, target: Double, omega: Double, dt: Double) -> (x: Double, v: Double) {
        let c1 = x - target, c2 = v + omega * c1
        let e = exp(-omega * dt)
        var nx = target + (c1 + c2 * dt) * e
        var nv = (c2 - omega * (c1 + c2 * dt)) * e
        // Never past the target: a step that ends beyond it (even from exactly on it) stops there.
        let passed = x <= target ? nx > target : nx < target
        if passed || x == target { nx = target; nv = 0 }
        return (nx, nv)
    }
}
