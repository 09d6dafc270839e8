import Testing
@testable import PageDots

/// What stands off the row's line is an element that left it (a dot that jumps, drops or
/// swaps) only when it keeps a dot's shape (docs/qa.md#how-elements-are-measured): a word
/// that shows above the dots for a few frames is none.
struct OffLineWordTests {
    /// A 300 × 100 white band with five 24 px rings' worth of dots on y = 62: pale grey
    /// ones 34 px apart and a dark current one (the second); with `word`, a dark word
    /// 22 × 11 px 30 px above the line (a label's text fading in over the control).
    static func band(word: Bool) -> PlanarFrame {
        let w = 300, h = 100, cy = 62.0
        var luma = [UInt8](repeating: 250, count: w * h)
        let centres = (0..<5).map { 80 + 34 * Double($0) }
        for y in 0..<h {
            for x in 0..<w {
                let px = Double(x) + 0.5, py = Double(y) + 0.5
                if let k = centres.firstIndex(where: { ($0 - px) * ($0 - px) + (cy - py) * (cy - py) <= 144 }) {
                    luma[y * w + x] = k == 1 ? 70 : 200
                } else if word && x >= 104 && x < 126 && y >= 27 && y < 38 && (x / 3) % 3 != 2 {
                    luma[y * w + x] = 80
                }
            }
        }
        let c = (w / 2) * (h / 2)
        return PlanarFrame(width: w, height: h, luma: luma, cb: [UInt8](repeating: 128, count: c), cr: [UInt8](repeating: 128, count: c))
    }

    @Test func aWordAboveTheDotsIsNoElement() {
        var m = RowMeasurer(axis: .horizontal, shape: RowShape(thickness: 24, pitch: 34, line: 62))
        for i in 0..<30 { m.add(Self.band(word: (10..<13).contains(i))) }
        let frames = m.frames(start: 0) { Double($0) / 15 }
        #expect(frames[11].elements.count == 5, "\(frames[11].elements.map { "\($0.x),\($0.y) \($0.width)x\($0.height)" })")
        let found = ObservedChecker.check(ObservedRow(frames))
        #expect(found.isEmpty, "\(found.map { "\($0.frame) \($0.detail)" })")
    }
}
