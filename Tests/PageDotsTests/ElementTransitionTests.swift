import Testing
@testable import PageDots

struct DotTransitionTests {
    func dot(_ p: Int, _ x: Double, _ d: Double = 6, current: Bool = false) -> Element {
        Element(page: p, x: x, height: d, scale: d / 6, current: current)
    }

    @Test func byPageMatchedDotsMoveNewOnesGrowOldOnesShrink() {
        func small(_ p: Int, _ x: Double, current: Bool = false) -> Element { Element(page: p, x: x, height: 2, scale: 1, current: current) }
        let a = [small(0, -10, current: true), small(1, 0), small(2, 10)]
        let b = ElementLayout(elements: [small(1, -6, current: true), small(2, 4), small(3, 14)], width: 22, fullDiameter: 2)
        var t = ElementTransition(from: a, to: b, pitch: 10, reach: 25, duration: 1, easing: .linear, matching: .page)
        var f: [Element] = []
        for _ in 0..<30 { t.tick(1.0 / 60); f = t.frames(to: b, scroller: 0) }
        #expect(f.map(\.page) == [0, 1, 2, 3])
        #expect(abs(f[1].x - -3) < 1e-9 && abs(f[2].x - 7) < 1e-9)
        // Page 0 shrinks where it is (easeOutCubic: 1/8 left); page 3 grows, sliding in
        // with the strip (−6).
        #expect(f[0].x == -10 && abs(f[0].height - 0.25) < 1e-9 && f[0].isFading)
        #expect(abs(f[3].x - 17) < 1e-9 && abs(f[3].height - 1) < 1e-9)
        // The colour changes at once: one current dot, the new page's.
        #expect(f[0].highlight == 0 && f[1].highlight == 1)
        t.tick(0.5)
        #expect(t.isFinished && t.frames(to: b, scroller: 0) == b.elements)
    }

    /// At a low frame rate a shrinking dot still loses at most 0.45 of a full dot a frame
    /// (docs/motion.md#frame-invariants, invariant 4), and is gone once its time is up.
    @Test func aShrinkingDotLosesAtMostAlmostHalfAFrame() {
        let a = [dot(0, -10, current: true), dot(1, 0)]
        let b = ElementLayout(elements: [dot(5, 40, current: true)], width: 6, fullDiameter: 6)
        var t = ElementTransition(from: a, to: b, pitch: 10, reach: 100, duration: 0.25, easing: .linear, matching: .page)
        var last = 6.0
        for _ in 0..<3 {
            t.tick(0.1)
            let d = t.frames(to: b, scroller: 0).first { $0.page == 0 }?.height ?? 0
            #expect(last - d <= 0.45 * 6 + 1e-9)
            last = d
        }
        #expect(last < 3)
    }

    /// An old dot a new dot covers is let go at once: no dot inside another.
    @Test func noGhostInsideANewDot() {
        let a = [dot(0, -10, current: true), dot(1, 0)]
        let b = ElementLayout(elements: [dot(5, -10, current: true)], width: 6, fullDiameter: 6)
        var t = ElementTransition(from: a, to: b, pitch: 10, duration: 1, easing: .linear, matching: .page)
        t.tick(0.2)
        #expect(t.frames(to: b, scroller: 0).map(\.page) == [1, 5])
    }

    /// A jump across a whole window morphs slot by slot: every dot stays at its place.
    @Test func aFarJumpMorphsInPlace() throws {
        let style = try PageIndicator(.system)
        let before = style.settled(at: 0, pages: 30, tracking: .continuous).layout
        let after = style.settled(at: 29, pages: 30, tracking: .continuous).layout
        #expect(ElementTransition.matching(from: before.visible, to: after.visible, pitch: 16) == .place)
        var t = ElementTransition(from: before.elements, to: after, pitch: 16, duration: 0.25, easing: .easeOutCubic)
        var last = t.frames(to: after, scroller: 0)
        for _ in 0..<20 {
            t.tick(1.0 / 60)
            let now = t.frames(to: after, scroller: 0)
            let visible = now.filter(\.isVisible)
            #expect(visible.count <= 12)
            #expect(visible.filter(\.current).map(\.page) == [29])
            #expect(visible.first(where: \.current)!.height >= 0.46 * 7 - 1e-9)
            for d in visible { #expect(abs(d.x) <= 5 * 16 + 1e-9) }
            for (a, b) in zip(last, now) where a.page == b.page { #expect(abs(a.x - b.x) <= 16) }
            last = now
        }
        #expect(t.isFinished && last == after.elements)
    }

    /// When the layout moves on after the jump, the dots ride along with it.
    @Test func dotsRideOnALayoutThatMovesOn() {
        let a = [dot(0, -10, current: true), dot(1, 0)]
        let b = ElementLayout(elements: [dot(0, -20, current: true), dot(1, -10)], width: 16, fullDiameter: 6)
        var t = ElementTransition(from: a, to: b, pitch: 10, duration: 1, easing: .linear, matching: .page)
        t.tick(0.5)
        var moved = b
        for i in moved.elements.indices { moved.elements[i].x += 100 }
        let f = t.frames(to: moved, scroller: 0)
        // Half the offset left, on top of where the layout is now.
        #expect(f.map(\.x) == [85, 95])
    }
}
