import Foundation
import Testing
import PageDots
@testable import PageDotsRender

/// The scenario renderer as a library: formats, targets and the frames they get, without
/// running the program.
final class ScenarioRendererTests {
    let dir: URL

    init() throws {
        dir = FileManager.default.temporaryDirectory.appendingPathComponent("pagedots-renderer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: dir) }

    /// A short scenario: a small window, a goto and a drag.
    var scenario: Scenario {
        var s = Scenario(pages: 6, steps: [GotoStep(page: 3, duration: 0.2, easing: .linear), DragStep(pages: -0.6, duration: 0.2)])
        s.width = 320
        s.height = 200
        return s
    }

    func path(_ name: String) -> String { dir.appendingPathComponent(name).path }

    /// Frames the player shows, from the start to rest.
    func playedFrames(_ s: Scenario) throws -> Int {
        var p = try ScenarioPlayer(s)
        var n = 1
        while try p.advance() { n += 1 }
        return n
    }

    @Test func aCropHoldsTheRowAtItsWidestInTheWholeScenario() throws {
        let json = #"{"pages": 30, "styles": ["cosine", "system"], "steps": [{"wait": 0.1}, {"set": {"cosine.width": 400}}, {"wait": 0.1}]}"#
        let s = try JSONDecoder().decode(Scenario.self, from: Data(json.utf8))
        let start = try #require(SceneBuilder.controlSize(s.makeModel(), row: s.makeModel().rows[0].id))
        let view = try FrameView(s, s.makeModel(), Framing(crop: 0))
        // 400 pt of dots set later, plus padding; wider than the start's 160 pt row.
        #expect(start.width < 300 && Double(view.pixelWidth) >= 440)
    }

    @Test func everyFormatIsOneEntryFoundByItsExtension() throws {
        let names = ExportFormat.all.map(\.name)
        #expect(Set(names).count == names.count)
        for f in ExportFormat.all {
            #expect(ExportFormat.of(path: "clip." + f.name.uppercased()) == f)
            #expect(try RenderTarget(path("clip." + f.name)) == .video(path("clip." + f.name), f))
            // A format with alpha is fed straight (not premultiplied) colours; one without
            // needs none.
            #expect(f.alpha == (f.input == .straightBGRA))
        }
        #expect(ExportFormat.of(path: "clip.txt") == nil)
        #expect(throws: OutputPath.Failure.self) { try RenderTarget(self.path("clip.txt")) }
    }

    @Test func aFormatWithRatesPlaysTheNearest() {
        #expect(ExportFormat.gif.playableRate(60) == 50)
        #expect(ExportFormat.gif.playableRate(24) == 25)
        #expect(ExportFormat.mp4.playableRate(24) == 24)
    }

    @Test func pngFramesAreEveryFrameAndTheSameTwice() throws {
        let frames = try playedFrames(scenario)
        let a = path("a"), b = path("b")
        #expect(try ScenarioRenderer.render(scenario, to: .frames(a, existing: false)) == frames)
        try ScenarioRenderer.render(scenario, to: .frames(b, existing: false))
        let names = try FileManager.default.contentsOfDirectory(atPath: a).sorted()
        #expect(names.count == frames && names.first == "frame-00001.png")
        for n in names { #expect(FileManager.default.contentsEqual(atPath: a + "/" + n, andPath: b + "/" + n), "\(n)") }
    }

    @Test func rawFramesAreWhatTheEncoderIsFed() throws {
        let raw = path("frames.yuv")
        let frames = try ScenarioRenderer.render(scenario, to: .rawYUV(raw))
        let size = try FileManager.default.attributesOfItem(atPath: raw)[.size] as! Int
        #expect(size == frames * 320 * 200 * 3 / 2)
    }

    @Test func anInterruptedRenderLeavesNothing() throws {
        var drawn = 0
        let control = ScenarioRenderer.Control(progress: { drawn = $0 }, interrupted: { drawn >= 5 })
        #expect(throws: RenderError.self) {
            try ScenarioRenderer.render(self.scenario, to: .frames(self.path("cut"), existing: false), control: control)
        }
        #expect(drawn == 5)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
    }

    /// An MP4 sends a run of repeated frames through the pipe once, with timestamps, and
    /// lets ffmpeg repeat them: the file is still, to the byte, ffmpeg's encoding of every
    /// frame from a raw file — with pauses at the start, in the middle and at the end, at
    /// rates that do and do not divide a second into whole microseconds.
    /// Flicks into the ends at huge speeds make a frame that changes alone between two
    /// pauses, the second to the end (ffmpeg ends a stream by repeating its last frame as
    /// often as the middle of its last three gaps: the end is sent so that this is none).
    @Test func repeatedFramesCrossOnceAndTheMP4IsEveryFrame() throws {
        guard let ffmpeg = VideoWriter.ffmpeg else { return }
        let paused: [any ScenarioStep] = [WaitStep(0.3), GotoStep(page: 3, duration: 0.2, easing: .linear), WaitStep(0.5),
                                          PressStep(.arrow(.right)), WaitStep(0.4)]
        let alone: [any ScenarioStep] = [FlickStep(velocity: 100_000), FlickStep(velocity: -100_000), WaitStep(0.02),
                                         FlickStep(velocity: 1e6), WaitStep(0.1), FlickStep(velocity: -5000),
                                         FlickStep(velocity: 5000), FlickStep(velocity: -5000), WaitStep(0.5)]
        for (fps, steps) in [(60, paused), (24, paused), (7, paused), (60, alone), (30, alone)] {
            var s = Scenario(pages: 50, steps: steps).with(page: 25)
            (s.width, s.height, s.fps) = (320, 200, fps)
            try ScenarioRenderer.render(s, to: .video(path("sent.mp4"), .mp4))
            try ScenarioRenderer.render(s, to: .rawYUV(path("all.yuv")))
            let p = Process()
            p.executableURL = URL(fileURLWithPath: ffmpeg)
            p.arguments = ["-hide_banner", "-loglevel", "error", "-y"] + VideoWriter.rawYUV(width: 320, height: 200, fps: fps)
                + ["-i", path("all.yuv")] + ExportFormat.h264 + [path("all.mp4")]
            try p.run()
            p.waitUntilExit()
            #expect(p.terminationStatus == 0)
            #expect(FileManager.default.contentsEqual(atPath: path("sent.mp4"), andPath: path("all.mp4")), "\(fps) fps, \(steps.count) steps")
        }
    }

    /// The stream written to a file is what the render hands ffmpeg: encoded with the
    /// same settings it makes the render's MP4, to the byte; with pauses it is smaller
    /// than every frame (a repeat is in it once).
    @Test func theStreamFileIsWhatTheRenderSends() throws {
        guard let ffmpeg = VideoWriter.ffmpeg else { return }
        var s = Scenario(pages: 20, steps: [WaitStep(0.3), GotoStep(page: 3, duration: 0.2, easing: .linear), WaitStep(0.3)])
        (s.width, s.height, s.fps) = (320, 200, 30)
        try ScenarioRenderer.render(s, to: .video(path("sent.mp4"), .mp4))
        let frames = try ScenarioRenderer.render(s, to: .stream(path("stream.mkv")))
        let size = try FileManager.default.attributesOfItem(atPath: path("stream.mkv"))[.size] as! Int
        #expect(size < frames * 320 * 200 * 3 / 2)
        let p = Process()
        p.executableURL = URL(fileURLWithPath: ffmpeg)
        p.arguments = ["-hide_banner", "-loglevel", "error", "-y"] + VideoWriter.stream(from: path("stream.mkv"), fps: 30)
            + ExportFormat.h264 + [path("file.mp4")]
        try p.run()
        p.waitUntilExit()
        #expect(p.terminationStatus == 0)
        #expect(FileManager.default.contentsEqual(atPath: path("sent.mp4"), andPath: path("file.mp4")))
    }

    /// The stream's framing: element sizes add up, and frame k is stamped at the nearest
    /// microsecond to k / fps.
    @Test func theStreamStampsEachFrameAtItsInstant() {
        let head = MatroskaStream.frameHeader(index: 7, bytes: 1000, fps: 24)
        // Cluster ID, an 8-byte size, then the timestamp element (E7, size, value).
        #expect(Array(head.prefix(4)) == [0x1F, 0x43, 0xB6, 0x75])
        let size = head[5..<12].reduce(0) { $0 << 8 | Int($1) }
        #expect(size == head.count - 12 + 1000)
        #expect(head[12] == 0xE7)
        let valueBytes = Int(head[20])
        let value = head[21..<(21 + valueBytes)].reduce(0) { $0 << 8 | Int($1) }
        #expect(value == 291_667)  // 7 / 24 s = 291 666.67 µs
        #expect(MatroskaStream.header(width: 320, height: 200, fps: 60).starts(with: [0x1A, 0x45, 0xDF, 0xA3]))
    }

    /// R in the window records a playing scenario through the renderer: the same file
    /// `render` writes.
    @Test func theWindowsRecordingOfAScenarioIsTheRender() throws {
        guard VideoWriter.ffmpeg != nil else { return }
        try ScenarioRenderer.render(scenario, to: .video(path("render.mp4"), .mp4))
        var driver = try ScenarioDriver(scenario, loop: false)
        try driver.restartRecording(to: path("window.mp4"))
        while try driver.advance() {}
        #expect(driver.finishedRecording == path("window.mp4"))
        #expect(FileManager.default.contentsEqual(atPath: path("render.mp4"), andPath: path("window.mp4")))
    }
}
