import Testing
@testable import PageDots

struct DotTransitionTests {
    func dot(_ p: Int, _ x: Double, _ d: Double = 6, current: Bool = false) -> Dot {
        Dot(page: p, x: x, diameter: d, scale: d / 6, current: current)
    }

    @Test func interpolatesMatchedDotsAndSlidesUnmatchedOnes() {
        let a = [dot(0, -10, current: true), dot(1, 0), dot(2, 10)]
        let b = DotLayout(dots: [dot(1, -10, current: true), dot(2, 0), dot(3, 10)], width: 26, fullDiameter: 6)
        var t = DotTransition(from: a, to: b, duration: 1, easing: .linear)
        t.tick(0.5)
        let f = t.frames()
        #expect(f.map(\.page) == [0, 1, 2, 3])
        #expect(f[1].x == -5 && f[2].x == 5)
        // Page 0 leaves with the strip (shift −10) and shrinks; page 3 arrives growing.
        #expect(f[0].x == -15 && f[0].diameter == 3)
        #expect(f[3].x == 15 && f[3].diameter == 3)
        #expect(f[0].highlight == 0.5 && f[1].highlight == 0.5)
        t.tick(0.5)
        #expect(t.isFinished && t.frames() == b.dots)
    }

    @Test func retargetedTransitionStartsFromTheFramesOnScreen() throws {
        var track = StyleTrack(try PageIndicator(.instagram), position: 0, pages: 10)
        for x in [1.0, 2, 3] { track.update(position: x, pages: 10, tracking: .discrete, dt: 1.0 / 60, easing: nil) }
        track.update(position: 3, pages: 10, tracking: .discrete, dt: 0.05, easing: nil)
        let onScreen = track.shown
        // A new target mid-way: the very next frame starts where the dots are now.
        track.update(position: 7, pages: 10, tracking: .discrete, dt: 0, easing: nil)
        let first = track.shown
        for (a, b) in zip(onScreen, first) where a.page == b.page {
            #expect(abs(a.x - b.x) < 1e-9 && abs(a.diameter - b.diameter) < 1e-9)
        }
    }

    @Test func instagramChangesColourFirstThenSlides() throws {
        var track = StyleTrack(try PageIndicator(.instagram), position: 2, pages: 10)
        let before = track.shown
        track.update(position: 3, pages: 10, tracking: .discrete, dt: 1.0 / 60, easing: nil)
        let frame1 = track.shown
        // Frame 1: the highlight has moved to page 3, nothing has slid yet.
        #expect(frame1.first { $0.page == 3 }!.highlight == 1)
        #expect(frame1.first { $0.page == 2 }!.highlight == 0)
        for (a, b) in zip(before, frame1) where a.page == b.page { #expect(a.x == b.x) }
        track.update(position: 3, pages: 10, tracking: .discrete, dt: 1.0 / 60, easing: nil)
        #expect(track.shown.first { $0.page == 3 }!.x < frame1.first { $0.page == 3 }!.x)
    }
}
