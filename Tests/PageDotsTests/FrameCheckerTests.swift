import Testing
@testable import PageDots

/// The checker itself: frames that break each invariant in turn are reported as that
/// invariant, and a clean sequence is not.
struct FrameCheckerTests {
    func row(_ dots: [Element], jump: Bool = false, animating: Bool = false, resting: [Element]? = nil) -> RowRecord {
        RowRecord(name: "system", pitch: 16, fullDiameter: 7, maxVisibleDots: 4, reach: 40,
                  jump: jump, animating: animating, dots: dots, resting: resting)
    }

    func frame(_ n: Int, x: Double = 1, atRest: Bool = false, _ r: RowRecord) -> FrameRecord {
        FrameRecord(frame: n, time: Double(n) / 60, position: x, currentPage: Int(x.rounded()), pages: 3, scrollerAtRest: atRest, rows: [r])
    }

    var good: [Element] {
        [Element(page: 0, x: -16, height: 7, scale: 1, current: false),
         Element(page: 1, x: 0, height: 7, scale: 1, current: true),
         Element(page: 2, x: 16, height: 7, scale: 1, current: false)]
    }

    func invariants(_ frames: [FrameRecord]) -> Set<Int> {
        var c = FrameChecker()
        return Set(frames.flatMap { c.check($0) }.map(\.invariant))
    }

    @Test func aCleanSequencePasses() {
        let frames = (0..<60).map { frame($0, atRest: true, row(good, resting: good)) }
        #expect(invariants(frames).isEmpty)
    }

    @Test func eachBrokenInvariantIsReportedAsItself() {
        var nan = good; nan[0].x = .nan
        #expect(invariants([frame(0, row(nan))]) == [1])

        var none = good; none[1].highlight = 0
        #expect(invariants([frame(0, row(none))]) == [2])
        var wrong = good; wrong[1].highlight = 0; wrong[2].highlight = 1
        #expect(invariants([frame(0, row(wrong))]) == [2])
        var tiny = good; tiny[1].height = 2
        #expect(invariants([frame(0, row(tiny))]) == [2])

        let many = good + [Element(page: 3, x: 32, height: 7, scale: 1, current: false), Element(page: 4, x: 36, height: 7, scale: 1, current: false)]
        #expect(invariants([frame(0, row(many))]) == [3])
        var far = good; far[2].x = 60
        #expect(invariants([frame(0, row(far))]) == [3])
        var stillGrown = good; stillGrown[1].stillDot = StillDot(x: 0, width: 7, height: 7)
        #expect(invariants([frame(0, row(stillGrown))]).isEmpty)
        stillGrown[1].stillDot = StillDot(x: 0, width: 30, height: 30)
        #expect(invariants([frame(0, row(stillGrown))]) == [3])

        var moved = good; moved[0].x = -16 + 16 * 1.3
        #expect(invariants([frame(0, row(good)), frame(1, row(moved))]) == [4])
        // A dot small enough to vanish may go and show again far off (another copy of its
        // page, in a loop): not a move.
        var small = good; small[0].height = 3
        var far0 = small; far0[0].x = 40
        #expect(invariants([frame(0, row(small)), frame(1, row(far0))]).isEmpty)
        var grown = good; grown[0].height = 0.5
        #expect(invariants([frame(0, row(good)), frame(1, row(grown))]) == [4])
        let vanished = Array(good.dropFirst())
        #expect(invariants([frame(0, row(good)), frame(1, row(vanished))]) == [4])

        let resting = (0..<40).map { frame($0, atRest: true, row(good, animating: $0 > 35, resting: good)) }
        #expect(invariants(resting) == [5])
        var off = good; off[0].x = -15
        let shifted = (0..<40).map { frame($0, atRest: true, row(off, resting: good)) }
        #expect(invariants(shifted) == [5])
    }

    @Test func jumpsAndAFastScrollerAllowMore() {
        var moved = good; moved[0].x = -16 + 16 * 1.3
        #expect(invariants([frame(0, row(good)), frame(1, row(moved, jump: true))]).isEmpty)
        // The scroller moved 0.6 page: a move of 1.8 pitch, and a full dot vanishing, are
        // what a style following it may show (allowed: full · (0.5 + 0.6)).
        var ran = Array(good.dropFirst()); ran[0].x = 1.8 * 16
        #expect(invariants([frame(0, x: 1, row(good)), frame(1, x: 1.6, row(ran))]).filter { $0 == 4 }.isEmpty)
        // At 0.4 page the full dot may not vanish.
        #expect(invariants([frame(0, x: 1, row(good)), frame(1, x: 1.4, row(Array(good.dropFirst())))]) == [4])
    }

    /// An element that changes page in place (a progress bar, a page number) has not
    /// vanished; one that goes while the new page appears elsewhere has.
    @Test func anElementThatChangesPageInPlaceHasNotVanished() {
        let bar = [Element(page: 1, x: 0, height: 7, scale: 1, current: true)]
        let next = [Element(page: 2, x: 0, height: 7, scale: 1, current: false)]
        #expect(invariants([frame(0, row(bar)), frame(1, row(next))]).subtracting([2]).isEmpty)
        let elsewhere = [Element(page: 2, x: 30, height: 7, scale: 1, current: false)]
        #expect(invariants([frame(0, row(bar)), frame(1, row(elsewhere))]).contains(4))
        let smaller = [Element(page: 2, x: 0, height: 1, scale: 1, current: false)]
        #expect(invariants([frame(0, row(bar)), frame(1, row(smaller))]).contains(4))
        // The old page shrinking fast while the new one takes its place: nothing vanished.
        let handedOver = [Element(page: 1, x: 0, height: 1, scale: 1, current: false), Element(page: 2, x: 0, height: 7, scale: 1, current: false)]
        #expect(!invariants([frame(0, row(bar)), frame(1, row(handedOver))]).contains(4))
        let shrunkAlone = [Element(page: 1, x: 0, height: 1, scale: 1, current: false)]
        #expect(invariants([frame(0, row(bar)), frame(1, row(shrunkAlone))]).contains(4))
    }
}
