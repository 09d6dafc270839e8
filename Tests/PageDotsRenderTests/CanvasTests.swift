import Testing
import PageDots
@testable import PageDotsRender

struct CanvasTests {
    /// The pixel at (x, y) as (r, g, b), from cairo's native-endian ARGB32.
    func pixel(_ c: Canvas, _ x: Int, _ y: Int) -> (Int, Int, Int) {
        let word = c.pixels.load(fromByteOffset: y * c.stride + x * 4, as: UInt32.self)
        return (Int((word >> 16) & 0xFF), Int((word >> 8) & 0xFF), Int(word & 0xFF))
    }

    @Test func drawsShapesWhereTheSceneSaysAtTheScale() throws {
        let c = try Canvas(pixelWidth: 200, pixelHeight: 100)
        var scene = Scene(width: 100, height: 50, background: Color(0, 0, 1))
        scene.items = [.circle(x: 25, y: 25, radius: 10, Color(1, 0, 0)),
                       .rect(Rect(x: 60, y: 10, width: 20, height: 20), Color(0, 1, 0), radius: 0)]
        c.draw(scene, scale: 2)
        #expect(pixel(c, 50, 50) == (255, 0, 0))     // circle centre at 2×
        #expect(pixel(c, 140, 40) == (0, 255, 0))    // inside the rect
        #expect(pixel(c, 5, 95) == (0, 0, 255))      // background
    }

    @Test func textUsesTheBundledFont() throws {
        let c = try Canvas(pixelWidth: 120, pixelHeight: 40)
        c.draw(Scene(width: 120, height: 40, background: Color(0, 0, 0), items: [
            .text("PageDots", x: 60, y: 28, size: 20, Color(1, 1, 1), align: .center, bold: true),
        ]), scale: 1)
        var lit = 0
        for y in 0..<40 { for x in 0..<120 where pixel(c, x, y).0 > 128 { lit += 1 } }
        #expect(lit > 150)
    }

    @Test func pngIsDeterministic() throws {
        let model = try PlaygroundModel(pages: 12, width: 320, height: 240)
        func render() throws -> [UInt8] {
            let c = try Canvas(pixelWidth: 320, pixelHeight: 240)
            c.draw(SceneBuilder.build(model), scale: 1)
            return Array(try c.pngData())
        }
        let a = try render(), b = try render()
        #expect(a.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(a == b)
    }

    @Test func rejectsImpossibleSizes() {
        #expect(throws: RenderError.self) { _ = try Canvas(pixelWidth: 0, pixelHeight: 10) }
        #expect(throws: RenderError.self) { _ = try Canvas(pixelWidth: 99999, pixelHeight: 10) }
    }
}
