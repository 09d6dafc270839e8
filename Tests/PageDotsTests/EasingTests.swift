import Foundation
import Testing
@testable import PageDots

struct EasingTests {
    @Test(arguments: Easing.cycle + [.cubicBezier(0.42, 0, 0.58, 1)])
    func startsAtZeroEndsAtOne(e: Easing) {
        #expect(abs(e(0)) < 1e-9 && abs(e(1) - 1) < 1e-9)
        for i in 0...100 { #expect(e(Double(i) / 100).isFinite) }
    }

    @Test func knownValues() {
        #expect(Easing.easeInCubic(0.5) == 0.125)
        #expect(Easing.easeOutCubic(0.5) == 0.875)
        #expect(Easing.easeInOutCubic(0.25) == 0.0625)
        #expect(Easing.easeOutBack(0.8) > 1)   // overshoots
    }

    @Test func cubicBezierMatchesCSS() {
        // CSS `ease` = cubic-bezier(0.25, 0.1, 0.25, 1): y(0.5) ≈ 0.8024.
        let ease = CubicBezier(0.25, 0.1, 0.25, 1)
        #expect(abs(ease.y(atX: 0.5) - 0.8024033877399112) < 1e-5)
        // Linear control points give the identity, to the solver's 1e-6.
        let linear = CubicBezier(1.0 / 3, 1.0 / 3, 2.0 / 3, 2.0 / 3)
        for i in 0...50 { let x = Double(i) / 50; #expect(abs(linear.y(atX: x) - x) < 1e-6) }
    }

    @Test func parsesNamesAndRejectsBadOnes() throws {
        #expect(try Easing(parsing: "cubicBezier(0.25, 0.1, 0.25, 1)") == .cubicBezier(0.25, 0.1, 0.25, 1))
        #expect(try Easing(parsing: "spring(0.5, 0.8)") == .spring(response: 0.5, dampingRatio: 0.8))
        #expect(try Easing(parsing: "easeOutBack") == .easeOutBack)
        for bad in ["bounce", "cubicBezier(2, 0, 0, 1)", "cubicBezier(1, 2)", "spring(0, 1)", "spring(1, nan)"] {
            #expect(throws: Easing.ParseError.self) { _ = try Easing(parsing: bad) }
        }
    }

    @Test func criticallyDampedSpringNeverOvershoots() {
        var x = 0.0, v = 30.0   // a hard throw toward 1
        for _ in 0..<240 {
            (x, v) = Spring.criticallyDamped(x: x, v: v, target: 1, omega: 15, dt: 1.0 / 60)
            #expect(x <= 1)
        }
        #expect(abs(x - 1) < 1e-6)
    }

    /// The settle time is the first grid point where the envelope drops under 0.1%, found
    /// in bounded time: tiny springs (hostile review: `spring(1e-6, 1e-6)` spun forever) cost
    /// what ordinary ones do.
    @Test(arguments: [(0.5, 0.3), (0.5, 0.7), (1.0, 1.0), (0.1, 0.05), (10.0, 0.01), (1e-6, 1e-6), (1e-4, 1e-4), (0.001, 1e-5)])
    func settleTimeIsTheEnvelopesCrossing(response: Double, ratio: Double) {
        let s = Spring(response: response, dampingRatio: ratio)
        let t = s.settleTime, step = response / 50
        #expect(t > 0 && t <= 60)
        func envelope(_ t: Double) -> Double { exp(-ratio * s.omega * t) * (1 + s.omega * t) }
        if t < 60 {
            #expect(envelope(t) < 1e-3)
            #expect(envelope(t - step) >= 1e-3 * 0.999)
        }
        #expect(Easing.spring(response: response, dampingRatio: ratio)(0.5).isFinite)
    }
}
