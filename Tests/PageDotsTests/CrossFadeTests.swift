import Testing
@testable import PageDots

/// Translucent dots over a page cross-fading behind them measure smaller for a frame or
/// two; a person reads the same state there, and no finding is due (docs/qa.md#invariants).
struct CrossFadeTests {
    /// Three dots 12.5 px apart, the last one current, 40 frames; in `fainter` the two
    /// ordinary dots measure `size` across instead of 6, and in `moved` the current one
    /// is the first.
    static func row(fainter: Range<Int>, size: Double, moved: Range<Int> = 0..<0) -> ObservedRow {
        ObservedRow((0..<40).map { i in
            ObservedFrame(frame: i, time: Double(i) / 20, elements: (0..<3).map { k in
                let current = moved.contains(i) ? k == 0 : k == 2
                let s = fainter.contains(i) && !current ? size : 6
                return ObservedElement(x: 175 + 12.5 * Double(k), y: 635, width: s, height: s, highlight: current ? 1 : 0, current: current)
            })
        })
    }

    @Test func dotsFainterForTwoFramesAreNoFinding() {
        #expect(ObservedChecker.check(Self.row(fainter: 20..<22, size: 3.7)).isEmpty)
    }

    /// The current element somewhere else for those frames is still found.
    @Test func theCurrentElementElsewhereIsStillFound() {
        #expect(!ObservedChecker.check(Self.row(fainter: 20..<22, size: 3.7, moved: 20..<22)).isEmpty)
    }
}
