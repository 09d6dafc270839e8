import Foundation

/// A damped spring described the way designers do: `response` is the undamped period in
/// seconds, `dampingRatio` 1 for critical damping, below 1 for a bounce.
public struct Spring: Equatable, Sendable {
    /// The undamped period, s.
    public var response: Double
    /// 1 for critical damping, below 1 for a bounce.
    public var dampingRatio: Double

    /// Makes a spring with the given response and damping ratio.
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

    /// Time after which the step response stays within 0.1% of its target, s (at most
    /// 60), on a grid of `response / 50`. The envelope e^(−ζωt)·(1 + ωt) bounds both
    /// cases; it rises until ωt = 1/ζ − 1 and falls after, so the crossing is found by
    /// bisection in ωt: a fixed cost whatever the parameters.
    public var settleTime: Double {
        let z = min(dampingRatio, 1), w = omega
        let limit = 60.0
        guard z > 0, w.isFinite, w > 0 else { return limit }
        func envelope(_ u: Double) -> Double { exp(-z * u) * (1 + u) }
        var lo = max(0, 1 / z - 1), hi = limit * w
        guard envelope(hi) < 1e-3 else { return limit }
        if envelope(lo) < 1e-3 { hi = lo; lo = 0 }
        for _ in 0..<200 where hi - lo > 1e-12 * max(1, hi) {
            let mid = (lo + hi) / 2
            if envelope(mid) < 1e-3 { hi = mid } else { lo = mid }
        }
        let step = response / 50
        return min(limit, ((hi / w) / step).rounded(.up) * step)
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
