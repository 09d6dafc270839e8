import Testing
@testable import PageDots

/// An element the band's threshold misses for a frame, held where its pixels still show it.
struct HeldElementTests {
    /// A 60 × 30 band of luma 120 with a disc of `level` more, 10 px across, at x 30, y 15
    /// (chroma neutral); no disc when `level` is 0.
    static func band(level: Int) -> PlanarFrame {
        let w = 60, h = 30
        var luma = [UInt8](repeating: 120, count: w * h)
        for y in 0..<h { for x in 0..<w where (Double(x) + 0.5 - 30) * (Double(x) + 0.5 - 30) + (Double(y) + 0.5 - 15) * (Double(y) + 0.5 - 15) <= 25 {
            luma[y * w + x] = UInt8(120 + level)
        } }
        let chroma = [UInt8](repeating: 128, count: 30 * 15)
        return PlanarFrame(width: w, height: h, luma: luma, cb: chroma, cr: chroma)
    }

    static let faint = Blob(mass: 1, x: 30, y: 15, varianceX: 6, varianceY: 6, peak: 12, hue: [1, 0, 0], spanX: 10, spanY: 10)

    /// A faint dot still there is held (a copy, marked); painted out, nothing is; found
    /// at the threshold, it needs no holding.
    @Test func aFaintDotStillThereIsHeld() {
        let held = RowMeasurer.held(Self.band(level: 12), before: [Self.faint], found: [])
        #expect(held.count == 1 && held.first?.isHeld == true && held.first?.x == 30)
        #expect(RowMeasurer.held(Self.band(level: 0), before: [Self.faint], found: []).isEmpty)
        #expect(RowMeasurer.held(Self.band(level: 3), before: [Self.faint], found: []).isEmpty)
        #expect(RowMeasurer.held(Self.band(level: 12), before: [Self.faint], found: [Self.faint]).isEmpty)
    }

    /// A held dot stays only where a frame after finds one at the threshold, every frame
    /// between holding it: an element that leaves is not held a frame longer.
    @Test func aHeldDotStaysOnlyWhenTheNextFrameFindsIt() {
        var held = Self.faint
        held.isHeld = true
        var m = RowMeasurer(axis: .horizontal)
        m.bands = [BlobFinder.Band(blobs: [held], width: 60, background: nil)]
        m.settleHeld(by: [])
        #expect(m.bands[0].blobs.isEmpty)
        m.bands = [BlobFinder.Band(blobs: [held], width: 60, background: nil)]
        m.settleHeld(by: [Self.faint])
        #expect(m.bands[0].blobs.count == 1)
        // (Held again in the frame after: settled with it.)
        m.bands = [BlobFinder.Band(blobs: [held], width: 60, background: nil), BlobFinder.Band(blobs: [held], width: 60, background: nil)]
        m.settleHeld(by: [])
        #expect(m.bands.allSatisfy { $0.blobs.isEmpty })
    }

    /// Held three frames at most: a fourth is not held.
    @Test func aDotIsHeldThreeFramesAtMost() {
        var held = Self.faint
        held.isHeld = true
        held.heldFrames = 2
        #expect(RowMeasurer.held(Self.band(level: 12), before: [held], found: []).count == 1)
        held.heldFrames = 3
        #expect(RowMeasurer.held(Self.band(level: 12), before: [held], found: []).isEmpty)
    }

    /// A row that moved brings another element over the place: nothing is held there,
    /// though its pixels show a dot (a window's strip scrolled by a third of a pitch).
    @Test func nothingIsHeldWhereAnotherElementNowOverlaps() {
        let moved = Blob(mass: 1, x: 21, y: 15, varianceX: 6, varianceY: 6, peak: 12, hue: [1, 0, 0], spanX: 13, spanY: 10)
        #expect(RowMeasurer.held(Self.band(level: 12), before: [Self.faint], found: [moved]).isEmpty)
    }
}
