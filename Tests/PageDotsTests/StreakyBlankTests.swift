import Testing
import Foundation
@testable import PageDots

/// A row that blanks for a frame over a page with faint streaks (a gradient's): the
/// band's threshold, scaled to what the frame shows, picks the streaks up where it passed
/// over them before, yet they are too faint to be the row moved there or something
/// covering it — the blank is found (docs/qa.md#how-elements-are-measured).
struct StreakyBlankTests {
    /// A 220 × 60 band over a yellow page with faint streaks (4.5 levels, 12 × 8 px) on
    /// y = 22; five 10 px dots on y = 30, 15 px apart, the third a white current one, the
    /// others 13 levels over the page; none in `blank`.
    static func band(_ i: Int, blank: Range<Int>) -> PlanarFrame {
        let w = 220, h = 60
        var luma = [UInt8](repeating: 0, count: w * h)
        for y in 0..<h {
            for x in 0..<w {
                let px = Double(x) + 0.5, py = Double(y) + 0.5
                let streak = (0..<6).contains { k in
                    let dx = (px - (30 + 32 * Double(k))) / 6, dy = (py - 22) / 4
                    return dx * dx + dy * dy <= 1
                }
                var v = streak ? 204.5 : 200
                if !blank.contains(i), let k = (0..<5).first(where: { k in
                    let dx = px - (80 + 15 * Double(k)), dy = py - 30
                    return dx * dx + dy * dy <= 25
                }) {
                    v = k == 2 ? 235 : 213
                }
                luma[y * w + x] = UInt8(v.rounded())
            }
        }
        let c = (w / 2) * (h / 2)
        return PlanarFrame(width: w, height: h, luma: luma, cb: [UInt8](repeating: 60, count: c), cr: [UInt8](repeating: 150, count: c))
    }

    @Test func aBlankFrameOverStreaksIsFound() {
        var m = RowMeasurer(axis: .horizontal, shape: RowShape(thickness: 10, pitch: 15, line: 30))
        for i in 0..<40 { m.add(Self.band(i, blank: 20..<21)) }
        let frames = m.frames(start: 0) { Double($0) / 15 }
        #expect(!frames[20].hidden)
        let found = ObservedChecker.check(ObservedRow(frames))
        #expect(found.contains { $0.invariant == .vanishing && $0.frame == 20 }, "\(found.map { "\($0.frame) \($0.detail)" })")
    }
}
