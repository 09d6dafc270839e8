import Testing
@testable import PageDots

/// A faint dot that falls under the band's threshold for a few frames, its place still
/// showing it, is held through all of them (docs/qa.md#how-elements-are-measured): no
/// element vanished.
struct FaintHeldTests {
    /// A 220 × 40 grey band, five 8 px dots on y = 20, 30 px apart: the second white, the
    /// others a faint lighter grey; with `grain`, a video's grain of ±8 levels over it.
    static func band(grain: Bool, seed: UInt32) -> PlanarFrame {
        let w = 220, h = 40
        var luma = [UInt8](repeating: 100, count: w * h)
        var r = seed
        for y in 0..<h {
            for x in 0..<w {
                let px = Double(x) + 0.5, py = Double(y) + 0.5
                if let k = (0..<5).first(where: { let cx = 50 + 30 * Double($0); return (px - cx) * (px - cx) + (py - 20) * (py - 20) <= 16 }) {
                    luma[y * w + x] = k == 1 ? 220 : 114
                }
                if grain {
                    r = r &* 1_664_525 &+ 1_013_904_223
                    luma[y * w + x] = UInt8(Int(luma[y * w + x]) + Int(r >> 28) - 8)
                }
            }
        }
        let c = (w / 2) * (h / 2)
        return PlanarFrame(width: w, height: h, luma: luma, cb: [UInt8](repeating: 128, count: c), cr: [UInt8](repeating: 128, count: c))
    }

    @Test func aFaintDotUnderTheThresholdForAFewFramesIsHeld() {
        var m = RowMeasurer(axis: .horizontal, shape: RowShape(thickness: 8, pitch: 30, line: 20))
        for i in 0..<30 { m.add(Self.band(grain: (10..<13).contains(i), seed: UInt32(i))) }
        let frames = m.frames(start: 0) { Double($0) / 30 }
        #expect((10..<13).allSatisfy { frames[$0].elements.count == 5 }, "\((8..<15).map { frames[$0].elements.count })")
        let found = ObservedChecker.check(ObservedRow(frames))
        #expect(found.isEmpty, "\(found.map { "\($0.frame) \($0.detail)" })")
    }
}
