import Testing
@testable import PageDots

/// What the band's edge cuts on the row is not measured, and that stretch is unseen
/// (docs/qa.md#how-elements-are-measured): a drop that rises out of the region merged with
/// the dot under it vanished from nowhere the row can be seen.
struct CutByTheEdgeTests {
    @Test func aBlobCutByTheBandsEdgeMakesItsStretchUnseen() {
        let dot = Blob(mass: 1, x: 85, y: 28, varianceX: 8, varianceY: 8, peak: 60, hue: [1, 0, 0], spanX: 10, spanY: 10)
        var cut = Blob(mass: 1, x: 55, y: 14, varianceX: 8, varianceY: 60, peak: 120, hue: [1, 0, 0], spanX: 12, spanY: 30)
        cut.cut = true
        var m = RowMeasurer(axis: .horizontal)
        m.bands = [BlobFinder.Band(blobs: [dot, cut], width: 200, background: nil), BlobFinder.Band(blobs: [dot], width: 200, background: nil)]
        let frames = m.frames(start: 0) { Double($0) / 30 }
        #expect(frames[0].unseen(near: 55, within: 0) && !frames[0].unseen(near: 85, within: 0), "\(frames[0].unseen)")
        #expect(frames[1].unseen.isEmpty)
    }
}
