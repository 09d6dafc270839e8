import Testing
@testable import PageDots

/// Dots a recording's edge clips by a pixel or two — a GIF cropped tight round a screen
/// whose control sits at its very bottom — are still dots; a dot the edge cuts in half is
/// not one (docs/qa.md#how-elements-are-measured).
struct ClippedByTheFrameTests {
    /// A 360 × 640 blue page with five white dots 11 px across, 15 px apart, centred
    /// `below` px above the frame's bottom edge (the first one green: current).
    static func page(centreAbove below: Double) -> PlanarFrame {
        let w = 360, h = 640, cw = w / 2, ch = h / 2
        var luma = [UInt8](repeating: 120, count: w * h)
        var cb = [UInt8](repeating: 180, count: cw * ch), cr = [UInt8](repeating: 90, count: cw * ch)
        let cy = Double(h) - below
        for k in 0..<5 {
            let cx = 143 + 15 * Double(k)
            func inside(_ x: Double, _ y: Double) -> Bool { (x - cx) * (x - cx) + (y - cy) * (y - cy) <= 5.5 * 5.5 }
            for y in 600..<h { for x in 100..<260 where inside(Double(x) + 0.5, Double(y) + 0.5) { luma[y * w + x] = k == 0 ? 170 : 235 } }
            for y in 300..<ch { for x in 50..<130 where inside(2 * Double(x) + 1, 2 * Double(y) + 1) {
                cb[y * cw + x] = k == 0 ? 60 : 128
                cr[y * cw + x] = k == 0 ? 70 : 128
            } }
        }
        return PlanarFrame(width: w, height: h, luma: luma, cb: cb, cr: cr)
    }

    /// The band along the bottom of `f` (its last 34 rows, x 90 ..< 250).
    static func blobs(_ f: PlanarFrame) -> [Blob] {
        let band = f.cut(x: 90, y: 606, width: 160, height: 34)
        return RowMeasurer.blobs(band, factor: 1, elements: nil, thickness: nil, frameEdges: [.bottom]).blobs
    }

    @Test func dotsClippedByAPixelOrTwoAreFoundAndMeasured() {
        let f = Self.page(centreAbove: 4.5)
        let found = RowSearch.candidates(f)
        #expect(found.contains { $0.axis == .horizontal && abs($0.line - 635.5) < 2 && $0.spots.count == 5 },
                "\(found.map { "\($0.axis) line \($0.line) n \($0.spots.count)" })")
        let blobs = Self.blobs(f)
        #expect(blobs.count == 5 && blobs.allSatisfy { !$0.cut }, "\(blobs.map { ($0.x, $0.spanX, $0.spanY, $0.cut) })")
    }

    @Test func dotsCutInHalfAreNoElements() {
        let f = Self.page(centreAbove: 0.5)
        let found = RowSearch.candidates(f)
        #expect(!found.contains { abs($0.line - 638) < 4 }, "\(found.map { "\($0.axis) line \($0.line) n \($0.spots.count) \($0.spots)" })")
        let blobs = Self.blobs(f)
        #expect(blobs.allSatisfy { $0.cut }, "\(blobs.map { ($0.x, $0.spanX, $0.spanY, $0.cut) })")
    }

    /// `f` upside down.
    static func flipped(_ f: PlanarFrame) -> PlanarFrame {
        func flip(_ p: [UInt8], _ w: Int, _ h: Int) -> [UInt8] { (0..<h).reversed().flatMap { y in p[(y * w)..<(y * w + w)] } }
        let cw = f.width / 2, ch = f.height / 2
        return PlanarFrame(width: f.width, height: f.height, luma: flip(f.luma, f.width, f.height), cb: flip(f.cb, cw, ch), cr: flip(f.cr, cw, ch))
    }

    /// The same dots clipped by the frame's top are cut, as the measurer meets them: what
    /// a screen's top cuts is a status bar or a header, or a dot jumping out of sight.
    @Test func dotsClippedByTheTopStayCut() {
        let f = Self.flipped(Self.page(centreAbove: 4.5))
        #expect(!RowSearch.candidates(f).contains { abs($0.line - 4.5) < 3 })
        var m = RowMeasurer(axis: .horizontal, frameSize: (f.width, f.height))
        m.add(f.cut(x: 90, y: 0, width: 160, height: 34))
        let blobs = m.bands.last?.blobs ?? []
        #expect(!blobs.isEmpty && blobs.allSatisfy { $0.cut }, "\(blobs.map { ($0.x, $0.spanX, $0.spanY, $0.cut) })")
        var bottom = RowMeasurer(axis: .horizontal, frameSize: (f.width, f.height))
        bottom.add(Self.page(centreAbove: 4.5).cut(x: 90, y: 606, width: 160, height: 34))
        #expect(bottom.bands.last?.blobs.filter { !$0.cut }.count == 5)
    }
}
