import Testing
@testable import PageDots

/// A page's slanted edge sliding through the current dot merges with it into one tall
/// blob: the dot is not seen there, and did not vanish (docs/qa.md#how-elements-are-measured).
struct EdgeThroughDotTests {
    /// A 200 × 62 band of purple with white dots on y = 31 (a 14 px current one at x 45,
    /// 7 px ones 21 px apart after it); with `edge`, red left of a line slanting through
    /// the current dot (as light as the purple: its edge is one of colour).
    static func band(edge: Bool) -> PlanarFrame {
        let w = 200, h = 62, cw = 100, ch = 31
        var luma = [UInt8](repeating: 104, count: w * h)
        var cb = [UInt8](repeating: 200, count: cw * ch), cr = [UInt8](repeating: 150, count: cw * ch)
        func red(_ x: Int, _ y: Int) -> Bool { edge && Double(x) < 48 - 0.065 * Double(y - 31) }
        for y in 0..<h {
            for x in 0..<w {
                let dots = [(45.0, 7.0)] + (1..<5).map { (45 + 21 * Double($0), 3.5) }
                let inside = dots.contains { (Double(x) + 0.5 - $0.0) * (Double(x) + 0.5 - $0.0) + (Double(y) + 0.5 - 31) * (Double(y) + 0.5 - 31) <= $0.1 * $0.1 }
                if inside { luma[y * w + x] = 250 } else if red(x, y) { luma[y * w + x] = 98 }
            }
        }
        // (The edge drawn smooth: a line of pixels between the two colours along it.)
        func mixed(_ x: Int, _ y: Int) -> Bool { red(x - 2, y) && !red(x, y) }
        for y in 0..<ch {
            for x in 0..<cw where luma[2 * y * w + 2 * x] != 250 {
                if mixed(2 * x, 2 * y) { cb[y * cw + x] = 150; cr[y * cw + x] = 240 } else if red(2 * x, 2 * y) { cb[y * cw + x] = 110; cr[y * cw + x] = 210 }
            }
        }
        return PlanarFrame(width: w, height: h, luma: luma, cb: cb, cr: cr)
    }

    @Test func theCurrentDotMergedWithAnEdgeIsHiddenNotGone() {
        var m = RowMeasurer(axis: .horizontal, shape: RowShape(thickness: 15, pitch: 21, line: 31))
        for i in 0..<30 { m.add(Self.band(edge: i == 10 || i == 11)) }
        #expect(m.hidden[10] && m.hidden[11])
        #expect(m.hidden.enumerated().allSatisfy { $0.element == ($0.offset == 10 || $0.offset == 11) })
        let frames = m.frames(start: 0) { Double($0) / 20 }
        #expect(ObservedChecker.check(ObservedRow(frames)).isEmpty)
    }
}
