import Testing
@testable import PageDots

/// One row's motion (docs/motion.md): following the scroller, stepping with an easing,
/// held near the current page, jumps that slide or morph, and rest.
struct PlaygroundRowTests {
    let dt = 1.0 / 60

    func step(_ row: inout PlaygroundRow, to x: Double, pages: Int, tracking: Tracking = .continuous, frames: Int = 1, atRest: Bool = false) {
        for _ in 0..<frames { row.update(position: x, pages: pages, tracking: tracking, dt: dt, easing: nil, scrollerAtRest: atRest) }
    }

    func current(_ row: PlaygroundRow) -> Element? { row.shown.first(where: \.current) }

    @Test func aFollowingStyleMovesWithTheScrollerEveryFrame() throws {
        var row = PlaygroundRow(try PageIndicator(.system), position: 0, pages: 30)
        for x in stride(from: 0.0, through: 12, by: 0.37) {
            step(&row, to: x, pages: 30)
            #expect(row.motion.value == row.style.motionTarget(position: x, pages: 30), "x \(x)")
            #expect(!row.jumped)
        }
    }

    @Test func aSteppingStyleEasesToItsTargetAndHighlightsFirst() throws {
        var row = PlaygroundRow(try PageIndicator(.instagram), position: 2, pages: 20)
        let before = row.motion.value
        step(&row, to: 3, pages: 20)
        // The highlight is on page 3 at once; the strip has not moved yet.
        #expect(current(row)?.page == 3)
        step(&row, to: 3, pages: 20, frames: 5)
        let target = row.style.motionTarget(position: 3, pages: 20)
        #expect(target != before && row.motion.value != before && row.motion.value != target)
        step(&row, to: 3, pages: 20, frames: 20, atRest: true)
        #expect(row.motion.value == target && !row.isAnimating)
    }

    @Test func aLaggingStripKeepsTheCurrentDotOnScreen() throws {
        var row = PlaygroundRow(try PageIndicator(.instagram), position: 0, pages: 1000)
        var x = 0.0
        for _ in 0..<120 {
            x += 0.9   // far faster than the 0.2 s slide can follow
            step(&row, to: x, pages: 1000)
            let c = try #require(current(row))
            #expect(c.scale >= PageIndicator.minimumCurrentScale - 1e-9, "x \(x)")
        }
    }

    @Test func aShortJumpSlidesAndALongOneMorphsInPlace() throws {
        var row = PlaygroundRow(try PageIndicator(.system), position: 10, pages: 60)
        row.note(.position)
        step(&row, to: 10.8, pages: 60)
        #expect(row.jumped && row.transition == nil && row.motion.isMoving)
        step(&row, to: 10.8, pages: 60, frames: 30, atRest: true)
        row.note(.position)
        step(&row, to: 40, pages: 60)
        // Each old dot becomes the new dot at its place: nothing sweeps across the row.
        #expect(row.jumped && row.transition != nil)
        let widest = row.style.widestRow(pages: 60) / 2 + row.style.pitch
        #expect(row.shown.allSatisfy { abs($0.x) <= widest })
    }

    @Test func atRestTheRowIsTheStylesLayout() throws {
        for kind in StyleKind.allCases {
            var row = PlaygroundRow(try PageIndicator(kind), position: 0, pages: 25)
            step(&row, to: 7.4, pages: 25, frames: 10)
            step(&row, to: 7, pages: 25, frames: 90, atRest: true)
            #expect(!row.isAnimating, "\(kind)")
            #expect(row.shown == row.style.restingLayout(position: 7, pages: 25, tracking: .continuous).elements, "\(kind)")
        }
    }
}
