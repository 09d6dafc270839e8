import Foundation
import Testing
import PageDots
@testable import PageDotsRender

/// The live playground without its window: keys, screenshots, saved files, recordings
/// and a scenario handed over to the person, fed the same neutral input the SDL edge
/// gives.
final class PlaygroundSessionTests {
    let dir: URL
    var said: [String] = []

    init() throws {
        dir = FileManager.default.temporaryDirectory.appendingPathComponent("pagedots-session-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: dir) }

    func session(_ driver: ScenarioDriver? = nil) throws -> (PlaygroundSession, Canvas) {
        var setup = PlaygroundSetup(pages: 8)
        setup.width = 480
        setup.height = 320
        let s = PlaygroundSession(model: setup.makeModel(), driver: driver)
        s.folder = dir.path
        s.say = { [unowned self] in self.said.append($0) }
        return (s, try Canvas(pixelWidth: 480, pixelHeight: 320))
    }

    func files() throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() }

    @Test func keysScreenshotsAndSavedFiles() throws {
        let (s, canvas) = try session()
        _ = s.draw(on: canvas, scale: 1, fps: 60, at: 0)
        #expect(try s.handle(.key(.right), at: 0, canvas: canvas))
        for t in 1...40 { try s.advance(dt: 1.0 / 60, at: Double(t) / 60) }
        #expect(s.model.currentPage == 1)
        // An unknown key does nothing; Esc quits.
        #expect(try s.handle(.key(.character("x")), at: 1, canvas: canvas))
        #expect(try s.handle(.key(.character("S")), at: 1, canvas: canvas))
        #expect(try s.handle(.key(.character("w")), at: 1, canvas: canvas))
        #expect(try files() == ["pagedots-config-1.yaml", "pagedots-screenshot-1.png"])
        #expect(said == [dir.path + "/pagedots-screenshot-1.png", dir.path + "/pagedots-config-1.yaml"])
        let saved = try String(contentsOfFile: dir.path + "/pagedots-config-1.yaml", encoding: .utf8)
        #expect(saved.contains("page: 1") && saved.contains("size: 480x320"))
        #expect(try !s.handle(.key(.escape), at: 1, canvas: canvas))
    }

    /// Whether the top-left corner wears the banner's red (a failure shown as clearly as a
    /// bad playground file).
    func bannerShown(_ canvas: Canvas) -> Bool {
        let word = canvas.pixels.load(fromByteOffset: 4 * canvas.stride + 4 * 4, as: UInt32.self)
        let (r, g, b) = (Int((word >> 16) & 0xFF), Int((word >> 8) & 0xFF), Int(word & 0xFF))
        return r > 200 && g < 100 && b < 100
    }

    @Test func failedWritesAndRefusalsShowABannerAndALineOnStderr() throws {
        let (s, canvas) = try session()
        var warned: [String] = []
        s.warn = { warned.append($0) }
        // (A folder in a folder that does not exist: it cannot be made.)
        s.folder = dir.path + "/missing/deeper"
        _ = s.draw(on: canvas, scale: 1, fps: 60, at: 0)
        #expect(!bannerShown(canvas))
        for (i, key) in ["S", "w", "r"].enumerated() {
            let now = Double(10 * i)
            #expect(try s.handle(.key(.character(Character(key))), at: now, canvas: canvas))
            #expect(warned.count == i + 1, "\(key): one line on stderr")
            _ = s.draw(on: canvas, scale: 1, fps: 60, at: now)
            #expect(bannerShown(canvas), "\(key): a banner")
            // It goes after a while, by itself.
            _ = s.draw(on: canvas, scale: 1, fps: 60, at: now + PlaygroundSession.alertSeconds + 1)
            #expect(!bannerShown(canvas))
        }
        #expect(warned.allSatisfy { $0.contains("/missing") }, "\(warned)")
        let written = try files()
        #expect(!s.isRecording && written.isEmpty)
        // A value the tuning panel refuses is shown the same way.
        #expect(try s.handle(.key(.character("p")), at: 40, canvas: canvas))
        for _ in 0..<3 { _ = try s.handle(.key(.down), at: 40, canvas: canvas) }
        for _ in 0..<400 { _ = try s.handle(.key(.left), at: 40, canvas: canvas) }
        #expect(warned.count >= 4, "\(warned)")
    }

    @Test func recordingTheWindowOnAFixedTimeline() throws {
        guard VideoWriter.ffmpeg != nil else { return }
        let (s, canvas) = try session()
        #expect(try s.handle(.key(.character("r")), at: 0, canvas: canvas))
        #expect(s.isRecording)
        // However long a frame takes on the wall, a recording advances 1/60 s.
        _ = try s.handle(.command(.last), at: 0, canvas: canvas)
        for t in 0..<30 {
            try s.advance(dt: 0.5, at: Double(t))
            _ = s.draw(on: canvas, scale: 1, fps: 60, at: Double(t))
        }
        #expect(abs(s.model.time - 0.5) < 1e-9)
        #expect(try s.handle(.key(.character("r")), at: 30, canvas: canvas))
        #expect(!s.isRecording)
        #expect(try files() == ["pagedots-recording-1.mp4"])
    }

    @Test func aPlayingScenarioIsTakenOverByAKey() throws {
        var scenario = Scenario(pages: 8, steps: [WaitStep(1), GotoStep(page: 5, duration: 0.5, easing: .linear)])
        scenario.width = 480
        scenario.height = 320
        let (s, canvas) = try session(try ScenarioDriver(scenario, loop: false))
        // Keys that act on the scenario (pause) leave it playing; an arrow takes over.
        #expect(try s.handle(.key(.character(" ")), at: 0, canvas: canvas))
        #expect(s.driver?.paused == true)
        #expect(try s.handle(.key(.right), at: 0, canvas: canvas))
        #expect(s.driver == nil)
    }

    /// `--out-dir` may name a folder that does not exist yet: the first file makes it.
    @Test func theOutputFolderIsMadeWithTheFirstFile() throws {
        let parent = FileManager.default.temporaryDirectory.appendingPathComponent("pagedots-outdir-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(at: parent) }
        let folder = parent.appendingPathComponent("shots").path
        let name = FileNames.next(in: folder, prefix: "pagedots-screenshot", ext: "png")
        var isDir: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: folder, isDirectory: &isDir) && isDir.boolValue)
        #expect(name == folder + "/pagedots-screenshot-1.png")
    }
}
