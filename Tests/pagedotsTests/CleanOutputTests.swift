import Foundation
import Testing
import PageDots
import PageDotsRender

/// Files show the dots, not the chrome, at a zoom the person can state: no HUD unless
/// asked for, a crop at the control's own size, the zoom in every trace frame.
final class CleanOutputTests {
    let dir: URL
    init() throws { dir = try CommandRunner.temporaryFolder("clean") }
    deinit { try? FileManager.default.removeItem(at: dir) }

    func path(_ name: String) -> String { dir.appendingPathComponent(name).path }

    var scenario: String {
        get throws {
            let p = path("s.yaml")
            try "size: 640x360\npages: 12\nsteps:\n  - goto: 3\n    duration: 0.2\n".write(toFile: p, atomically: true, encoding: .utf8)
            return p
        }
    }

    /// The last frame of a render into `name` (a folder of PNG frames).
    func lastFrame(_ args: [String], _ name: String) throws -> Canvas {
        let r = try CommandRunner.run(["render", "--scenario", try scenario, "--out", path(name)] + args)
        #expect(r.status == 0, "\(r.stderr)")
        let frames = try FileManager.default.contentsOfDirectory(atPath: path(name)).sorted()
        return try Canvas(pngPath: path(name + "/" + frames.last!))
    }

    func pixel(_ c: Canvas, _ x: Int, _ y: Int) -> UInt32 { c.pixels.load(fromByteOffset: y * c.stride + x * 4, as: UInt32.self) }

    @Test func noHUDUnlessAskedFor() throws {
        let plain = try lastFrame([], "plain"), hud = try lastFrame(["--hud"], "hud")
        // The HUD band: the page's background without it, the HUD's colour with it.
        let y = 360 - 15
        #expect(pixel(plain, 5, y) == pixel(plain, 5, 2), "no HUD band")
        #expect(pixel(hud, 5, y) != pixel(plain, 5, y), "the HUD asked for")
        // Above the band the frames are the same.
        #expect((0..<(360 - 30)).allSatisfy { r in memcmp(plain.pixels + r * plain.stride, hud.pixels + r * hud.stride, 640 * 4) == 0 })
    }

    @Test func aCropIsTheControlAtItsOwnSize() throws {
        let one = try lastFrame(["--crop", "system"], "one"), three = try lastFrame(["--crop", "system", "--scale", "3"], "three")
        #expect(three.pixelWidth <= 640)
        #expect(abs(three.pixelWidth - 3 * one.pixelWidth) <= 2 && abs(three.pixelHeight - 3 * one.pixelHeight) <= 2)
        // 10 slots of 16 pt and 20 pt padding each side.
        #expect(one.pixelWidth == 200)
        let zoomed = try lastFrame(["--crop", "system", "--zoom", "2"], "zoomed")
        #expect(zoomed.pixelWidth == 360)
    }

    @Test func everyTraceFrameSaysTheZoomWhichAParameterDoesNotChange() throws {
        func zooms(_ args: [String]) throws -> Set<Double> {
            let r = try CommandRunner.run(["trace", "--json", "--scenario", try scenario] + args)
            return Set(r.stdout.split(separator: "\n").compactMap { line in
                (try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?["zoom"] as? Double
            })
        }
        let plain = try zooms([])
        #expect(plain.count == 1)
        #expect(try zooms(["--set", "cosine.width=180"]) == plain)
        #expect(try zooms(["--zoom", "1.5"]) == [1.5])
    }
}
