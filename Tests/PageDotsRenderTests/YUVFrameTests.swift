import Testing
import Foundation
import PageDots
@testable import PageDotsRender
import TestSupport

/// The vectorised conversion gives the same bytes as the reference one, at even and odd
/// sizes, so exports stay byte-identical.
struct YUVFrameTests {
    @Test(arguments: [(640, 360), (321, 181), (16, 17)])
    func vectorisedEqualsReference(width: Int, height: Int) throws {
        var model = try PlaygroundModel(pages: 12, width: Double(width), height: Double(height), styles: StyleKind.allCases.prefix(6).map { try PageIndicator($0) })
        model.place(at: 4.4)
        let canvas = try Canvas(pixelWidth: width, pixelHeight: height)
        canvas.draw(SceneBuilder.build(model, hud: SceneBuilder.HUD(fps: 60)), scale: 1)
        let fast = YUVFrame(pixelWidth: width, pixelHeight: height), reference = YUVFrame(pixelWidth: width, pixelHeight: height)
        fast.convert(canvas)
        reference.convertScalar(canvas)
        #expect(fast.count == reference.count)
        let differing = (0..<fast.count).filter { fast.bytes[$0] != reference.bytes[$0] }
        #expect(differing.isEmpty, "\(differing.count) bytes differ, first at \(differing.first ?? -1)")
    }

    /// Every channel value, and boxes of every width from 1 column up (the vector code
    /// works 8 pixels at a time and ends a row with its last 8 again): converting boxes
    /// one by one gives the reference's bytes.
    @Test(arguments: [(97, 41), (64, 20)])
    func randomPixelsInRandomBoxes(width: Int, height: Int) throws {
        var random = SeededRandom(seed: 5)
        let canvas = try Canvas(pixelWidth: width, pixelHeight: height)
        let px = canvas.pixels.assumingMemoryBound(to: UInt32.self), words = canvas.stride / 4
        for y in 0..<height { for x in 0..<width { px[y * words + x] = 0xFF00_0000 | UInt32(truncatingIfNeeded: random.next()) & 0xFF_FFFF } }
        let reference = YUVFrame(pixelWidth: width, pixelHeight: height), boxes = YUVFrame(pixelWidth: width, pixelHeight: height)
        reference.convertScalar(canvas)
        boxes.convert(canvas)
        #expect(memcmp(boxes.bytes, reference.bytes, reference.count) == 0, "the whole conversion differs")
        memset(boxes.bytes, 0, boxes.count)
        // Rows of boxes of growing widths, the last one reaching the right edge.
        var x = 0, w = 1
        while x < boxes.width {
            let b = PixelBox(x0: x, y0: 0, x1: min(boxes.width, x + w), y1: boxes.height)
            boxes.update(from: canvas, .boxes([b]))
            x = b.x1
            w += 1
        }
        let differing = (0..<boxes.count).filter { boxes.bytes[$0] != reference.bytes[$0] }
        #expect(differing.isEmpty, "\(differing.count) bytes differ, first at \(differing.first ?? -1)")
    }
}
