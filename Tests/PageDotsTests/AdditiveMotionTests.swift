import Testing
@testable import PageDots

struct AdditiveMotionTests {
    @Test func oneMovePlaysItsEasingExactly() {
        var m = AdditiveMotion(2)
        m.move(to: 5, duration: 1, easing: .easeInOutCubic)
        for i in 1...10 {
            m.tick(0.1)
            let t = Double(i) / 10
            #expect(abs(m.value - (2 + 3 * Easing.easeInOutCubic(t))) < 1e-12)
        }
        #expect(!m.isMoving && m.value == 5)
    }

    /// A new target mid-way keeps the value and its velocity (easeInOutCubic starts flat).
    @Test func retargetKeepsPositionAndVelocity() {
        let dt = 1.0 / 60
        func run(retarget: Bool) -> [Double] {
            var m = AdditiveMotion(0)
            m.move(to: 1, duration: 0.2, easing: .easeInOutCubic)
            var values = [m.value]
            for f in 0..<40 {
                m.tick(dt)
                if retarget && f == 5 { m.move(to: 3, duration: 0.2, easing: .easeInOutCubic) }
                values.append(m.value)
            }
            return values
        }
        let plain = run(retarget: false), moved = run(retarget: true)
        // Same position on the frame of the change, and the same velocity into the next.
        #expect(abs(moved[6] - plain[6]) < 1e-12)
        #expect(abs((moved[7] - moved[6]) - (plain[7] - plain[6])) < 0.01)
        #expect(moved.last == 3)
        for (a, b) in zip(moved, moved.dropFirst()) { #expect(abs(b - a) < 0.5) }
    }

    @Test func followMovesTheValueWithTheTarget() {
        var m = AdditiveMotion(0)
        m.move(to: 1, duration: 1, easing: .linear)
        m.tick(0.5)
        m.follow(11)
        #expect(abs(m.value - 10.5) < 1e-12)
    }

    /// Kept inside a range, the value sits on the bound; the motion scales down instead of
    /// piling up segments, and finishes on time.
    @Test func keepInRangeScalesTheMotion() {
        var m = AdditiveMotion(0)
        m.move(to: 10, duration: 0.2, easing: .easeInOutCubic)
        m.tick(0.01)
        m.keep(in: 8...12, duration: 0.2)
        #expect(abs(m.value - 8) < 1e-9)
        m.tick(0.2)
        #expect(!m.isMoving && m.value == 10)
    }
}
