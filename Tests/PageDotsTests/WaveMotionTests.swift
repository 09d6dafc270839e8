import Foundation
import Testing
@testable import PageDots

/// A size wave over many pages (cosine at 40): its big dots stand several of the small
/// dots' pitches apart, so the current one moves by more than the learnt pitch where
/// the wave is, and the end dot stands further from the next than the small dots do.
struct WaveMotionTests {
    /// The cosine row at 40 pages, 4 px a point, as a recording measures it: a rest at
    /// page 0, a goto to page 35 in `frames` frames (eased in and out), a rest; `shown`
    /// gives the position a frame shows instead of the true one.
    static func row(goto frames: Int = 48, shown: (Int, Double) -> Double = { _, p in p }) -> ObservedRow {
        let style = try! CosineStyle()
        let rest = 60, total = rest + frames + 72
        return ObservedRow((0..<total).map { i in
            let t = min(1, max(0, Double(i - rest) / Double(frames)))
            let eased = t < 0.5 ? 4 * t * t * t : 1 - pow(-2 * t + 2, 3) / 2
            let layout = style.layout(position: shown(i, 35 * eased), pages: 40)
            let elements = layout.visible.map { e in
                ObservedElement(x: 640 + 4 * e.x, y: 636, width: 4 * e.width, height: 4 * e.height, highlight: e.current ? 1 : 0, current: e.current)
            }
            return ObservedFrame(frame: i, time: Double(i) / 60, elements: elements)
        })
    }

    @Test func aFastGotoAlongTheWaveIsNoFinding() {
        let found = ObservedChecker.check(Self.row())
        #expect(found.isEmpty, "\(found.map { "\($0.frame) \($0.detail)" })")
    }

    @Test func aFlashTwoPagesAwayAtRestIsFound() {
        let found = ObservedChecker.check(Self.row { i, p in i == 150 ? p + 2 : p })
        #expect(found.contains { abs($0.frame - 150) <= 1 }, "\(found.map { "\($0.frame) \($0.detail)" })")
    }

    /// The end dot of a wave at the row's end stands further from the next than the small
    /// dots do from each other, but no further than the next gap along grows to: it is
    /// the row's, not a pointer passing.
    @Test func theWavesEndDotStaysInTheRow() {
        let xs: [Double] = [442, 502, 550, 579, 596, 608, 621, 634, 647]
        let sizes: [Double] = [38, 34, 23, 12, 8, 8, 8, 8, 8]
        let row = zip(xs, sizes).map { x, s in
            Blob(mass: 1, x: x, y: 636, varianceX: 1, varianceY: 1, peak: 100, hue: [1, 0, 0], spanX: Int(s), spanY: Int(s))
        }
        #expect(RowMeasurer.together(row, pitch: 12.5).count == xs.count)
    }
}
