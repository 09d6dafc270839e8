import Testing
import PageDots
@testable import PageDotsRender

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
}
