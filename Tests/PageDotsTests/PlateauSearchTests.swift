import Testing
@testable import PageDots

/// Dots on a plain page right under a title of large dark letters: the title darkens the
/// search's opening all round them, so the plain page stands out as one wide plateau.
struct PlateauSearchTests {
    /// A 320 × 640 page of luma 85; dark letters (bars of 0) from y 480 to 580 and a small
    /// dark word at y 595; five light dots on y 617 — the first 13 px, the others 7 px,
    /// 21.5 px apart — as an onboarding screen shows them.
    static func page() -> PlanarFrame {
        let w = 320, h = 640
        var luma = [UInt8](repeating: 85, count: w * h)
        func fill(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int, _ v: UInt8) {
            for y in y0..<y1 { for x in x0..<x1 { luma[y * w + x] = v } }
        }
        for k in 0..<9 { fill(96 + 14 * k, 480, 104 + 14 * k, 580, 0) }
        fill(96, 480, 230, 488, 0)
        for k in 0..<4 { fill(47 + 7 * k, 595, 51 + 7 * k, 606, 0) }
        for k in 0..<5 {
            let cx = 117 + 21.5 * Double(k), r = k == 0 ? 6.5 : 3.5
            for y in 600..<635 { for x in 100..<220 where (Double(x) + 0.5 - cx) * (Double(x) + 0.5 - cx) + (Double(y) + 0.5 - 617) * (Double(y) + 0.5 - 617) <= r * r {
                luma[y * w + x] = 255
            } }
        }
        let c = (w / 2) * (h / 2)
        return PlanarFrame(width: w, height: h, luma: luma, cb: [UInt8](repeating: 128, count: c), cr: [UInt8](repeating: 128, count: c))
    }

    /// The dots are found as a row on their line, all five.
    @Test func dotsUnderATitleAreARow() {
        let found = RowSearch.candidates(Self.page())
        #expect(found.contains { $0.axis == .horizontal && abs($0.line - 617) < 1.5 && $0.spots.count == 5 },
                "\(found.map { "\($0.axis) line \($0.line) n \($0.spots.count)" })")
    }
}
