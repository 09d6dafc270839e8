import Testing
@testable import PageDots

/// Translucent dots over a page whose colour fades into the next page's as the user
/// swipes: a GIF's palette can drop them for a frame or two, which is no glitch of the
/// control (docs/qa.md#invariants). The current dot gone there, or the dots gone over a
/// page that keeps its colour, still are.
struct WashedOutTests {
    /// A 220 × 40 band, five 8 px dots on y = 20, 30 px apart, the second a white current
    /// one, the others white at a quarter over the page; the page blue, fading to red over
    /// frames 15 to 35 when `fading` (or over `fadeFrames`); the current dot the third from
    /// `movesAt` on; the ordinary dots missing in `dropped`, the current one in
    /// `currentGone`.
    static func band(_ i: Int, fading: Bool, dropped: Range<Int>, currentGone: Range<Int> = 0..<0, fadeFrames: Int = 20, movesAt: Int = .max) -> PlanarFrame {
        let w = 220, h = 40
        let t = fading ? min(1, max(0, Double(i - 15) / Double(fadeFrames))) : 0
        let page = [100 + 10 * t, 170 - 70 * t, 110 + 80 * t]
        func pixel(_ x: Double, _ y: Double, _ scale: Double) -> [Double] {
            for k in 0..<5 {
                let cx = (50 + 30 * Double(k)) / scale, cy = 20 / scale, r = 4 / scale
                guard (x - cx) * (x - cx) + (y - cy) * (y - cy) <= r * r else { continue }
                let white = [235.0, 128, 128]
                if k == (i >= movesAt ? 2 : 1) { return currentGone.contains(i) ? page : white }
                return dropped.contains(i) ? page : zip(page, white).map { $0 + 0.25 * ($1 - $0) }
            }
            return page
        }
        var luma = [UInt8](repeating: 0, count: w * h)
        for y in 0..<h { for x in 0..<w { luma[y * w + x] = UInt8(pixel(Double(x) + 0.5, Double(y) + 0.5, 1)[0].rounded()) } }
        var cb = [UInt8](repeating: 0, count: (w / 2) * (h / 2)), cr = cb
        for y in 0..<(h / 2) {
            for x in 0..<(w / 2) {
                let p = pixel(Double(x) + 0.5, Double(y) + 0.5, 2)
                cb[y * (w / 2) + x] = UInt8(p[1].rounded())
                cr[y * (w / 2) + x] = UInt8(p[2].rounded())
            }
        }
        return PlanarFrame(width: w, height: h, luma: luma, cb: cb, cr: cr)
    }

    static func findings(fading: Bool, dropped: Range<Int>, currentGone: Range<Int> = 0..<0, fadeFrames: Int = 20, movesAt: Int = .max) -> [ObservedFinding] {
        var m = RowMeasurer(axis: .horizontal, shape: RowShape(thickness: 8, pitch: 30, line: 20))
        for i in 0..<50 { m.add(Self.band(i, fading: fading, dropped: dropped, currentGone: currentGone, fadeFrames: fadeFrames, movesAt: movesAt)) }
        let fr = m.frames(start: 0) { Double($0) / 15 }
        return ObservedChecker.check(ObservedRow(fr))
    }

    @Test func faintDotsDroppedAsThePageFadesAreNoFinding() {
        let found = Self.findings(fading: true, dropped: 22..<24)
        #expect(found.isEmpty, "\(found.map { "\($0.frame) \($0.detail)" })")
    }

    /// The dot the current one just left turns faint with the others, and may drop out
    /// with them.
    @Test func theDotTheCurrentOneLeftDroppedAsThePageFadesIsNoFinding() {
        let found = Self.findings(fading: true, dropped: 22..<23, movesAt: 22)
        #expect(found.isEmpty, "\(found.map { "\($0.frame) \($0.detail)" })")
    }

    @Test func faintDotsDroppedOverAStillPageAreFound() {
        #expect(Self.findings(fading: false, dropped: 22..<24).contains { $0.invariant == .vanishing })
    }

    @Test func theCurrentDotGoneAsThePageFadesIsFound() {
        #expect(!Self.findings(fading: true, dropped: 0..<0, currentGone: 22..<23).isEmpty)
    }

    /// A page whose colour changes wholesale from frame to frame (a fade of three frames,
    /// some 27 levels a frame) behind dots that stay where they stood: what the row does
    /// there is judged, not hidden as a card that slid away with it would be.
    @Test func theCurrentDotGoneInAFastFadeIsFound() {
        let found = Self.findings(fading: true, dropped: 0..<0, currentGone: 16..<17, fadeFrames: 3)
        #expect(found.contains { $0.frame == 16 }, "\(found.map { "\($0.frame) \($0.detail)" })")
        #expect(Self.findings(fading: true, dropped: 0..<0, fadeFrames: 3).isEmpty)
    }
}
