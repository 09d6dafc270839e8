import Testing
@testable import PageDots

/// What lies behind a row's elements is read right beside them.
struct BandBackgroundTests {
    /// A 270 × 92 band: a dark strip (luma 64) from y 36 to 68 between a page above
    /// (138) and a light margin below (249), with five dots 19 px across on the strip's
    /// middle (y 52), as light as the page above (a translucent white over a dark frame
    /// beside a page: a column of dots down a phone's edge).
    static func strip() -> PlanarFrame {
        let w = 270, h = 92
        var luma = [UInt8](repeating: 0, count: w * h)
        for y in 0..<h {
            let level: UInt8 = y < 36 ? 138 : y < 69 ? 64 : 249
            for x in 0..<w { luma[y * w + x] = level }
        }
        for k in 0..<5 {
            let cx = 50.0 + 40.0 * Double(k)
            for y in 0..<h { for x in 0..<w where (Double(x) + 0.5 - cx) * (Double(x) + 0.5 - cx) + (Double(y) + 0.5 - 52) * (Double(y) + 0.5 - 52) <= 9.5 * 9.5 {
                luma[y * w + x] = 138
            } }
        }
        let chroma = [UInt8](repeating: 128, count: (w / 2) * (h / 2))
        return PlanarFrame(width: w, height: h, luma: luma, cb: chroma, cr: chroma)
    }

    /// The strip the dots stand on is their background, not the page or the margin a
    /// few pixels further off: all five are found.
    @Test func theStripBesideTheDotsIsTheirBackground() {
        let band = Self.strip()
        let rows = RowMeasurer.rows(around: 52, thickness: 19, in: band)
        let found = RowMeasurer.blobs(band, factor: 1, elements: rows, thickness: 19)
        // (The page and the margin beyond the strip stand off the line: not measured.)
        let onLine = found.blobs.filter { abs($0.y - 52) < 3 && $0.spanX < 25 }
        #expect(onLine.count == 5)
        #expect(onLine.allSatisfy { abs(Double($0.spanX) - 19) <= 1.5 })
        #expect(found.background.map { abs(Double($0.luma[50]) - 64) <= 2 } == true)
    }
}

/// A row over a picture whose detail rivals its elements' contrast is not judged.
struct ClutterJudgementTests {
    static func frames(clutter: Double) -> [ObservedFrame] {
        (0..<30).map { i in
            var f = ObservedFrame(frame: i, time: Double(i) / 30, elements: (0..<4).map { k in
                ObservedElement(x: 20 + 16 * Double(k), y: 10, width: 6, height: 6, highlight: k == 1 ? 1 : 0, current: k == 1)
            })
            f.clutter = clutter
            return f
        }
    }

    /// Beyond a fifth of the contrast in most frames: not judged, with the reason; below
    /// it, judged.
    @Test func aBusyPictureBehindTheRowIsNotJudged() {
        let busy = ObservedRow(Self.frames(clutter: 0.3)).judgement
        #expect(!busy.judged && busy.reason?.contains("too busy") == true)
        #expect(ObservedRow(Self.frames(clutter: 0.1)).judgement.judged)
        #expect(ObservedRow(Self.frames(clutter: 0)).judgement.judged)
    }
}
