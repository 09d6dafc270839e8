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

    /// Five dots 16 px apart, 8.5 px across, the fourth current, 40 frames; in `lit` the
    /// first and third show only a `size` px part of themselves, lit as the current one is.
    /// Each frame's profile, as measured, is drawn from the dots as they stand, or, with
    /// `plainProfile`, with those dots whole and a fifth lit (a translucent dot's pixels a GIF's
    /// dither whitens while the page fades: the column sums see a little highlight).
    static func speckled(size: Double, frames lit: Range<Int> = 20..<21, plainProfile: Bool) -> ObservedRow {
        ObservedRow((0..<40).map { i in
            func elements(_ whitenedHere: Bool, lit light: Double = 1, whole: Bool = false) -> [ObservedElement] {
                (0..<5).map { k in
                    let whitened = whitenedHere && (k == 0 || k == 2)
                    let current = k == 3 || whitened, s = whitened && !whole ? size : 8.5
                    return ObservedElement(x: 148 + 16 * Double(k), y: 600, width: s, height: s, highlight: k == 3 ? 1 : whitened ? light : 0, current: current)
                }
            }
            let here = lit.contains(i)
            var f = ObservedFrame(frame: i, time: Double(i) / 30, elements: elements(here))
            f.profile = RowProfile.drawn(plainProfile ? elements(here, lit: 0.2, whole: true) : elements(here), axis: .horizontal, start: 120, step: 1, count: 140)
            return f
        })
    }

    /// Half a dot whitened by the dither is no second current element; a whole one lit
    /// for three frames is.
    @Test func ditherWhitenedSpecksAreNoSecondCurrentElement() {
        let found = ObservedChecker.check(Self.speckled(size: 4.3, plainProfile: true))
        #expect(found.isEmpty, "\(found)")
        #expect(ObservedChecker.check(Self.speckled(size: 8.5, frames: 20..<23, plainProfile: false)).contains { $0.invariant == .oneCurrent })
    }
}
