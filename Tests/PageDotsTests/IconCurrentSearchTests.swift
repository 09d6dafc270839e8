import Testing
@testable import PageDots

/// A control of three pages whose current element is a larger disc holding an icon
/// (paper-onboarding's): its two ordinary dots and the disc are a row
/// (docs/qa.md#finding-the-rows).
struct IconCurrentSearchTests {
    /// A 320 × 200 purple page (luma 110) with two white dots 8 px across and a white
    /// disc 18 px across holding a grey 8 × 8 square (its icon), 19 px apart on y 100 —
    /// the disc `at` 0, 1 or 2 along the row; or three such discs when `discs`.
    static func page(discAt at: Int, discs: Bool = false) -> PlanarFrame {
        let w = 320, h = 200
        var luma = [UInt8](repeating: 110, count: w * h)
        for k in 0..<3 {
            let cx = 141 + 19 * Double(k), disc = discs || k == at, r = disc ? 9.0 : 4.0
            for y in 80..<120 { for x in 120..<200 where (Double(x) + 0.5 - cx) * (Double(x) + 0.5 - cx) + (Double(y) + 0.5 - 100) * (Double(y) + 0.5 - 100) <= r * r {
                luma[y * w + x] = 245
            } }
            if disc { for y in 96..<104 { for x in (Int(cx) - 4)..<(Int(cx) + 4) { luma[y * w + x] = 170 } } }
        }
        let c = (w / 2) * (h / 2)
        return PlanarFrame(width: w, height: h, luma: luma, cb: [UInt8](repeating: 140, count: c), cr: [UInt8](repeating: 140, count: c))
    }

    @Test(arguments: [0, 1, 2]) func twoDotsAndAnIconDiscAreARow(at: Int) {
        let found = RowSearch.candidates(Self.page(discAt: at))
        #expect(found.contains { $0.axis == .horizontal && abs($0.line - 100) < 2 && $0.spots.count == 3 },
                "\(found.map { "\($0.axis) line \($0.line) n \($0.spots.count)" })")
    }

    /// Three discs alike, each with its icon, are a toolbar's buttons: no row.
    @Test func threeIconDiscsAreNoRow() {
        let found = RowSearch.candidates(Self.page(discAt: 0, discs: true))
        #expect(!found.contains { abs($0.line - 100) < 4 }, "\(found.map { "\($0.axis) line \($0.line) n \($0.spots.count)" })")
    }
}
