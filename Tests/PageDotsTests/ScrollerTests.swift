import Testing
@testable import PageDots

struct ScrollerTests {
    let w = 1280.0, frame = 1.0 / 60

    /// Drags by `pages` over `seconds` with a move every frame, then releases and settles.
    func drag(_ s: inout Scroller, pages: Double, seconds: Double, pauseBeforeRelease: Double = 0) {
        s.beginDrag(at: 1000)
        let n = Int(seconds / frame)
        for i in 1...n {
            s.tick(frame)
            s.drag(to: 1000 - pages * w * Double(i) / Double(n))
        }
        var p = 0.0
        while p < pauseBeforeRelease { s.tick(frame); p += frame }
        s.endDrag()
        settle(&s)
    }

    func settle(_ s: inout Scroller) {
        for _ in 0..<600 where !s.isAtRest { s.tick(frame) }
    }

    @Test func slowDragPastHalfLandsOnTheNextPage() {
        var s = Scroller(pages: 12, pageWidth: w)
        drag(&s, pages: 0.6, seconds: 2, pauseBeforeRelease: 0.2)
        #expect(s.isAtRest && s.position == 1)
    }

    @Test func slowDragBeforeHalfReturns() {
        var s = Scroller(pages: 12, pageWidth: w)
        drag(&s, pages: 0.4, seconds: 2, pauseBeforeRelease: 0.2)
        #expect(s.position == 0)
    }

    @Test func dragsOfOnePointThreeAndOnePointSevenPages() {
        var s = Scroller(pages: 12, pageWidth: w)
        drag(&s, pages: 1.3, seconds: 1.5, pauseBeforeRelease: 0.15)
        #expect(s.position == 1)
        drag(&s, pages: 1.7, seconds: 1.5, pauseBeforeRelease: 0.15)
        #expect(s.position == 3)
    }

    @Test func quickShortFlickTurnsExactlyOnePage() {
        var s = Scroller(pages: 12, page: 4, pageWidth: w)
        drag(&s, pages: 0.12, seconds: 0.06)
        #expect(s.position == 5)
        drag(&s, pages: -0.12, seconds: 0.06)
        #expect(s.position == 4)
    }

    @Test func settlingNeverPassesTheTarget() {
        var s = Scroller(pages: 12, page: 0, pageWidth: w)
        s.beginDrag(at: 500)
        s.drag(to: 400)
        s.release(velocity: 8)   // very fast: one page only
        var maxX = 0.0
        for _ in 0..<300 { s.tick(frame); maxX = max(maxX, s.position) }
        #expect(s.position == 1 && maxX <= 1)
    }

    @Test func rubberBandNeverExceedsItsLimit() {
        for over in stride(from: 0.0, through: 1e7, by: 9999.7) {
            #expect(RubberBand.offset(over: over, width: w) < w)
        }
        var s = Scroller(pages: 3, pageWidth: w)
        s.beginDrag(at: 0)
        s.drag(to: 100_000)   // far past the start
        #expect(s.position > -1 && s.position < 0)
        s.endDrag()
        settle(&s)
        #expect(s.position == 0)
    }

    @Test func wheelSnapsAfterIdle() {
        var s = Scroller(pages: 12, pageWidth: w)
        s.scroll(by: 0.3); s.tick(0.05); s.scroll(by: 0.3)
        #expect(abs(s.position - 0.6) < 1e-12 && !s.isAtRest)
        s.tick(0.1)
        #expect({ if case .wheeling = s.mode { return true } else { return false } }())
        s.tick(0.06)   // 160 ms idle
        settle(&s)
        #expect(s.position == 1)
    }

    @Test func stepsAccumulateFromTheTarget() {
        var s = Scroller(pages: 12, pageWidth: w)
        s.step(by: 1); s.tick(frame); s.step(by: 1)
        settle(&s)
        #expect(s.position == 2)
        s.step(by: -5); settle(&s)
        #expect(s.position == 0)
    }

    @Test func freeScrollCoastsAndBouncesAtTheEnd() {
        var s = Scroller(pages: 5, page: 1, pageWidth: w)
        s.freeScroll = true
        s.beginDrag(at: 0)
        s.release(velocity: 1.5)
        settle(&s)
        #expect(s.position > 1 && s.position < 4 && s.position != s.position.rounded())
        s.beginDrag(at: 0)
        s.release(velocity: 40)
        var peak = 0.0
        for _ in 0..<600 where !s.isAtRest { s.tick(frame); peak = max(peak, s.position) }
        #expect(peak > 4 && s.position == 4)
    }
}
