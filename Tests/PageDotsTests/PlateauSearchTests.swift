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

/// Grey dots on a blue page exactly as light as they are: only their colour shows them.
struct ColourSearchTests {
    /// A 320 × 240 page of luma 160, blue (cb 176, cr 70), with five grey dots 14 px
    /// across (cb and cr 128), 31 px apart on y 120; the middle one darker (current).
    static func page() -> PlanarFrame {
        let w = 320, h = 240, cw = w / 2, ch = h / 2
        var luma = [UInt8](repeating: 160, count: w * h)
        var cb = [UInt8](repeating: 176, count: cw * ch), cr = [UInt8](repeating: 70, count: cw * ch)
        for k in 0..<5 {
            let cx = 98.0 + 31 * Double(k)
            func inside(_ x: Double, _ y: Double) -> Bool { (x - cx) * (x - cx) + (y - 120) * (y - 120) <= 49 }
            for y in 0..<h { for x in 0..<w where inside(Double(x) + 0.5, Double(y) + 0.5) { luma[y * w + x] = k == 2 ? 100 : 160 } }
            for y in 0..<ch { for x in 0..<cw where inside(2 * Double(x) + 1, 2 * Double(y) + 1) { cb[y * cw + x] = 128; cr[y * cw + x] = 128 } }
        }
        return PlanarFrame(width: w, height: h, luma: luma, cb: cb, cr: cr)
    }

    /// Lightness alone shows one dot; with colour, the row of five.
    @Test func greyDotsOnAsLightABlueShowByColour() {
        let f = Self.page()
        #expect(!RowSearch.candidates(f).contains { $0.spots.count >= 3 })
        let found = RowSearch.candidates(f, colour: true)
        #expect(found.contains { $0.axis == .horizontal && abs($0.line - 120) < 2 && $0.spots.count == 5 },
                "\(found.map { "\($0.axis) line \($0.line) n \($0.spots.count)" })")
    }
}
