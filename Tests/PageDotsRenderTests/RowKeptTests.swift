import Testing
@testable import PageDots
@testable import PageDotsRender

/// Which rows the search finds are kept as rows (docs/qa.md#finding-the-rows).
struct RowKeptTests {
    /// A row of `count` dots `pitch` apart, `size` across, the current one at `current`
    /// in each frame.
    static func row(pitch: Double, size: Double, count: Int, currents: [Int]) -> VideoDetection.Row {
        let frames = currents.enumerated().map { i, c in
            ObservedFrame(frame: i, time: Double(i) / 30, elements: (0..<count).map { k in
                ObservedElement(x: 100 + pitch * Double(k), y: 50, width: size, height: size, highlight: k == c ? 1 : 0, current: k == c)
            })
        }
        let colours = ElementColours(current: [235, 128, 128], ordinaryColour: [120, 128, 128], ordinaryShare: 0.4, typical: 100)
        return VideoDetection.Row(number: 1, region: PixelRegion(x: 90, y: 40, width: Int(pitch) * count + 20, height: 20), axis: .horizontal, frames: frames, colours: colours)
    }

    /// Dots that change page are a control; specks 3 px apart that change are a dithered
    /// photo's, no row.
    @Test func specksCloserThanFourPixelsAreNoRow() {
        let pages = (0..<30).map { $0 / 10 }
        #expect(VideoDetection.behavesLikeAControl(Self.row(pitch: 16, size: 8, count: 5, currents: pages)))
        #expect(!VideoDetection.behavesLikeAControl(Self.row(pitch: 3, size: 2, count: 12, currents: pages)))
    }
}
