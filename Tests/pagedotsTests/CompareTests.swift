import Foundation
import PageDots
import PageDotsRender
import Testing
import TestSupport

/// A recording played beside a style (docs/compare.md): PageDots' own render of
/// `instagram` (cropped, at scale 2, H.264) read back and followed by the style, the
/// player and its scene read (not the screen); the same view written as files.
final class CompareTests {
    let dir: URL
    init() throws { dir = try CommandRunner.temporaryFolder("compare") }
    deinit { try? FileManager.default.removeItem(at: dir) }

    /// Gotos between rests on 12 pages; `wrong`: one rest (on page 7) drawn with the side
    /// dot at 0.5 of full size instead of instagram's 0.66.
    static func scenario(wrong: Bool) -> String {
        """
        pages: 12
        styles: [instagram]
        fps: 60
        steps:
          - wait: 0.5
          - goto: 3
            duration: 0.6
          - wait: 0.6
          - goto: 7
            duration: 0.8
          - wait: 0.3
        \(wrong ? "  - set: { instagram.sideScales: [0.5, 0.33] }" : "  - wait: 0")
          - wait: 0.6
        \(wrong ? "  - set: { instagram.sideScales: [0.66, 0.33] }" : "  - wait: 0")
          - wait: 0.3
          - goto: 6
            duration: 0.4
          - wait: 0.6
          - goto: 11
            duration: 0.8
          - wait: 0.6
          - goto: 2
            duration: 1.0
          - wait: 0.6
        """
    }

    /// The scenario written and rendered as the issue's recordings are made.
    func recording(wrong: Bool) throws -> (video: String, scenario: String) {
        let yaml = dir.appendingPathComponent(wrong ? "wrong.yaml" : "right.yaml").path
        try Self.scenario(wrong: wrong).write(toFile: yaml, atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent(wrong ? "wrong.mp4" : "right.mp4").path
        let r = try CommandRunner.run(["render", "--scenario", yaml, "--crop", "instagram", "--scale", "2", "--out", out])
        #expect(r.status == 0, "\(r.stderr)")
        return (out, yaml)
    }

    /// The player on `video` beside instagram on 12 pages.
    func player(_ video: String) throws -> ComparisonPlayer {
        let d = try VideoDetection(path: video)
        let style = try PageIndicator(.instagram)
        let (r, _) = try ComparisonSource.comparison(d, row: nil, against: StyleComparison(style: style, pages: 12))
        return ComparisonPlayer(r, styles: [RowSpec(style)])
    }

    /// The current page at every frame of the scenario, from its trace.
    func truth(_ scenario: String) throws -> [Int] {
        let r = try CommandRunner.run(["trace", "--scenario", scenario, "--json"])
        #expect(r.status == 0)
        var pages: [Int] = []
        for line in r.stdout.split(separator: "\n") {
            guard let o = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], o["frame"] != nil,
                  let x = o["position"] as? Double else { continue }
            pages.append(PagePosition.currentPage(x, pages: 12))
        }
        return pages
    }

    @Test func theStyleFollowsTheRecordingPageForPageAndRestsWhereItRests() throws {
        let (video, scenario) = try recording(wrong: false)
        var player = try self.player(video)
        let truth = try self.truth(scenario)
        let r = player.recording
        #expect(r.count == truth.count)
        #expect(r.findings.isEmpty, "\(r.findings)")
        // The page read, and the style's current page, at every frame (a page changes
        // where the current dot's colour crosses half way: within two frames of the
        // scroller's half page).
        for k in 0..<min(r.count, truth.count) {
            player.seek(k)
            #expect(player.model.currentPage == player.page)
            let settled = (max(0, k - 2)...min(truth.count - 1, k + 2)).allSatisfy { truth[$0] == truth[k] }
            if settled { #expect(player.page == truth[k], "frame \(k): read \(player.page), shown \(truth[k])") }
        }
        // At every rest, every element of the style within half a point of the recording's.
        let l = ComparisonLayout(player)
        #expect(r.rests.count >= 5)
        for rest in r.rests {
            player.seek(rest.first)
            #expect(rest.differing == nil, "\(rest)")
            let style = player.model.rows[0].shown.filter(\.isVisible).sorted { $0.x < $1.x }
            let seen = r.frames[rest.first].elements.sorted { $0.x < $1.x }
            #expect(style.count == seen.count, "frame \(rest.first)")
            for (e, o) in zip(style, seen) {
                let p = l.onScreen(o.x, o.y)
                let dx = (p.x - (l.centerX + e.x * l.zoom)) / l.zoom
                let dy = (p.y - (ComparisonLayout.centerY(l.recordingBand) + e.y * l.zoom)) / l.zoom
                let size = o.height * l.magnification / l.zoom - e.height
                #expect(abs(dx) <= 0.5 && abs(dy) <= 0.5 && abs(size) <= 0.5, "frame \(rest.first): off by \(dx), \(dy), size \(size) pt")
            }
        }
    }

    @Test func aRestDrawnWrongIsMarkedOnBothRowsTickedAndFoundByN() throws {
        let (video, _) = try recording(wrong: true)
        var player = try self.player(video)
        let r = player.recording
        let wrong = r.rests.filter { $0.differing != nil }
        try #require(wrong.count == 1, "\(r.rests)")
        let rest = wrong[0]
        #expect(rest.page == 7)
        #expect(r.findingFrames.contains(rest.first))
        // `n` from the start lands on the rest's first frame.
        _ = player.handle(.key(.character("n")))
        #expect(player.frame == rest.first)
        // Marked on both rows: a ring on the recording's row and one on the style's.
        let scene = ComparisonScene.build(player, .init(), name: "wrong.mp4", text: TextMeter.shared)
        func rings(_ items: [SceneItem]) -> [Double] {
            items.flatMap { item -> [Double] in
                switch item {
                case .box(_, let y, _, _, _, let c, let outline) where c == ComparisonScene.differs && outline > 2: return [y]
                case .clipped(_, let inner): return rings(inner)
                default: return []
                }
            }
        }
        let l = ComparisonLayout(player), marks = rings(scene.items)
        #expect(marks.count == 2)
        #expect(marks.contains { l.recordingBand.contains(l.centerX, $0) })
        #expect(marks.contains { l.bands[0].contains(l.centerX, $0) })
        // Its tick is on the timeline, and a click on it goes there.
        player.seek(0)
        _ = player.handle(.pointerDown(x: l.x(ofFrame: rest.first, player), y: l.track.y))
        #expect(player.frame == rest.first)
        // Away from the rest, no mark.
        player.seek(rest.last + 5)
        #expect(rings(ComparisonScene.build(player, .init(), name: "wrong.mp4", text: TextMeter.shared).items).isEmpty)
    }

    @Test func theSameViewAsFilesFrameForFrame() throws {
        let (video, _) = try recording(wrong: true)
        let common = ["--video", video, "--against", "instagram", "--pages", "12", "--size", "480x270"]
        let frames = dir.appendingPathComponent("frames").path
        let r = try CommandRunner.run(["render", "--out", frames] + common)
        #expect(r.status == 0, "\(r.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: frames).sorted()
        let d = try VideoDetection(path: video)
        #expect(names.count == d.framesRead)
        for k in [0, 178, names.count - 1] {
            let png = dir.appendingPathComponent("s\(k).png").path
            let s = try CommandRunner.run(["snapshot", "--frame", "\(k)", "--out", png] + common)
            #expect(s.status == 0, "\(s.stderr)")
            #expect(FileManager.default.contents(atPath: png) == FileManager.default.contents(atPath: frames + "/" + names[k]), "frame \(k)")
        }
        let mp4 = dir.appendingPathComponent("compare.mp4").path
        let v = try CommandRunner.run(["render", "--out", mp4] + common)
        #expect(v.status == 0, "\(v.stderr)")
        #expect(try VideoDetection(path: mp4, region: PixelRegion(x: 0, y: 0, width: 480, height: 100)).framesRead == names.count)
    }

    @Test func badInputIsOneLine() throws {
        let (video, _) = try recording(wrong: false)
        let text = dir.appendingPathComponent("notes.mp4").path
        try "not a video".write(toFile: text, atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("x.png").path
        let cases: [([String], Int32)] = [
            (["snapshot", "--video", video, "--against", "instagram", "--pages", "12", "--frame", "100000", "--out", out], 2),
            (["snapshot", "--video", text, "--against", "instagram", "--pages", "12", "--out", out], 2),
            (["snapshot", "--video", video, "--against", "instagram", "--out", out], 2),
            (["snapshot", "--against", "instagram", "--pages", "12", "--out", out], 2),
            (["snapshot", "--frame", "3", "--out", out], 2),
            (["snapshot", "--video", video, "--row", "4", "--against", "instagram", "--pages", "12", "--out", out], 2),
            (["snapshot", "--video", video, "--region", "500,500,20,20", "--against", "instagram", "--pages", "12", "--out", out], 2),
            (["render", "--video", video, "--scenario", "x.yaml", "--out", dir.appendingPathComponent("y.mp4").path], 2),
            (["play", "--video", video, "--config", "x.yaml"], 2),
            (["render", "--video", video, "--against", "instagram", "--pages", "12", "--out", video], 2),
            (["snapshot", "--video", video, "--against", "instagram", "--pages", "12", "--tracking", "continuous", "--out", out], 2),
            (["render", "--video", video, "--against", "instagram", "--pages", "12", "--fps", "30", "--out", dir.appendingPathComponent("z.mp4").path], 2),
            (["snapshot", "--video", video, "--against", "instagram", "--pages", "12", "--page", "-1", "--out", out], 2),
        ]
        for (args, status) in cases {
            let r = try CommandRunner.run(args, environment: ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"])
            #expect(r.status == status, "\(args): \(r.stderr)")
            #expect(r.stderr.split(separator: "\n").count == 1, "\(args): \(r.stderr)")
            #expect(!FileManager.default.fileExists(atPath: out), "\(args)")
        }
        // The recording is never written over.
        #expect(try VideoDetection(path: video).framesRead > 100)
    }

    /// A style the control cannot be fitted to (another element count) still follows the
    /// page read; the difference is said once.
    @Test func aStyleOfAnotherDesignStillFollows() throws {
        let (video, _) = try recording(wrong: false)
        let d = try VideoDetection(path: video)
        let style = try PageIndicator(.system)
        let (r, _) = try ComparisonSource.comparison(d, row: nil, against: StyleComparison(style: style, pages: 12))
        var player = ComparisonPlayer(r, styles: [RowSpec(style)])
        #expect(r.findings.count == 1)
        player.seek(r.count - 1)
        #expect(player.page == 2 && player.model.currentPage == 2)
    }

    /// A column is drawn turned to run along the style's row, its top at the left.
    @Test func aColumnIsTurnedToRunAlongTheRow() throws {
        let (video, _) = try recording(wrong: false)
        let column = dir.appendingPathComponent("column.mp4").path
        _ = try CommandRunner.run(["ffmpeg", "-v", "error", "-i", video, "-vf", "transpose=1", "-c:v", "libx264", "-pix_fmt", "yuv420p", column],
                              executable: "/usr/bin/env")
        var player = try self.player(column)
        #expect(player.recording.axis == .vertical)
        #expect(player.recording.findings.isEmpty, "\(player.recording.findings)")
        let l = ComparisonLayout(player)
        #expect(l.turned)
        // At a rest, the recording's elements stand where the style's do, along the row.
        let rest = try #require(player.recording.rests.last)
        player.seek(rest.first)
        let style = player.model.rows[0].shown.filter(\.isVisible).sorted { $0.x < $1.x }
        let seen = player.recording.frames[rest.first].elements.sorted { $0.y < $1.y }
        try #require(style.count == seen.count)
        for (e, o) in zip(style, seen) { #expect(abs(l.onScreen(o.x, o.y).x - (l.centerX + e.x * l.zoom)) / l.zoom <= 0.5) }
    }

    /// `/dev/stdin` holding a file is read as the file (ffmpeg's own standard input is not ours).
    @Test func standardInputHoldingAFileIsRead() throws {
        let (video, _) = try recording(wrong: false)
        let out = dir.appendingPathComponent("stdin.png").path
        // (The shell opens the file as standard input: a regular file, not a pipe.)
        let r = try CommandRunner.run(["-c", "exec \"$0\" snapshot --video /dev/stdin --against instagram --pages 12 --frame 10 --out \"$1\" < \"$2\"",
                                       CommandRunner.binary.path, out, video], executable: "/bin/sh")
        #expect(r.status == 0, "\(r.stderr)")
    }

    /// A recording with no row that can be judged: exit 3 and its reason, no window.
    @Test func aRecordingWithNoRowIsExit3() throws {
        let blank = dir.appendingPathComponent("blank.mp4").path
        let make = try CommandRunner.run(["ffmpeg", "-v", "error", "-f", "lavfi", "-i", "color=c=gray:s=160x90:d=1:r=10", "-pix_fmt", "yuv420p", blank],
                                         executable: "/usr/bin/env")
        try #require(make.status == 0)
        let r = try CommandRunner.run(["snapshot", "--video", blank, "--against", "instagram", "--pages", "5", "--out", dir.appendingPathComponent("b.png").path])
        #expect(r.status == 3, "\(r.stderr)")
        #expect(r.stderr.contains("no row"), "\(r.stderr)")
    }

    /// A recording from elsewhere (a synthetic app: a light theme, a carousel above the
    /// control, drawn by the tests' own renderer): `.` and `,` step exactly one recorded
    /// frame, and the HUD says the frame as `detect` numbers it. `COMPARE_KEEP=dir` keeps
    /// the recording there, to play it in the window.
    @Test func stepsAreOneRecordedFrameAndTheHUDSaysWhich() throws {
        let control = SyntheticControl(kind: .fixed, pages: 6, scale: 2, centreX: 320, centreY: 300)
        let frames = SyntheticFrames(width: 640, height: 360, dark: false)
        let path = SyntheticControl.path(frames: 150, pages: 6)
        let video = dir.appendingPathComponent("light.mp4").path
        try frames.encode(path.map { frames.draw(control.elements(at: $0), position: $0) }, to: video)
        if let keep = ProcessInfo.processInfo.environment["COMPARE_KEEP"] {
            try? FileManager.default.removeItem(atPath: keep + "/light.mp4")
            try FileManager.default.copyItem(atPath: video, toPath: keep + "/light.mp4")
        }
        let d = try VideoDetection(path: video)
        let (r, _) = try ComparisonSource.comparison(d, row: nil, against: nil)
        var player = ComparisonPlayer(r, styles: [])
        #expect(r.count == d.framesRead)
        func hud() -> String {
            let scene = ComparisonScene.build(player, .init(), name: "light.mp4", text: TextMeter.shared)
            return scene.items.compactMap { if case .text(let t, _, _, _, _, _, _) = $0, t.hasPrefix("frame ") { return t }; return nil }.first ?? ""
        }
        for _ in 0..<7 { _ = player.handle(.key(.character("."))) }
        #expect(player.frame == 7 && player.paused)
        #expect(hud().hasPrefix("frame 7 of \(r.count - 1)  ·  \(NumberText.fixed(r.times[7], 3)) s"), "\(hud())")
        _ = player.handle(.key(.character(",")))
        #expect(player.frame == 6)
        _ = player.handle(.key(.end))
        #expect(player.frame == r.count - 1)
        _ = player.handle(.key(.character(".")))
        #expect(player.frame == r.count - 1)
        _ = player.handle(.key(.home))
        #expect(player.frame == 0)
        // Played, the playhead reaches frame k when its time has come, no sooner.
        _ = player.handle(.key(.character(" ")))
        player.tick(r.times[40] - 1e-4)
        #expect(player.frame == 39)
        player.tick(2e-4)
        #expect(player.frame == 40)
        // Frames are those detect reports, numbered alike.
        let detect = try CommandRunner.run(["detect", "--video", video, "--json"])
        let numbers = detect.stdout.split(separator: "\n").compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }.compactMap { $0["frame"] as? Int }
        #expect(numbers == Array(0..<r.count))
    }

    /// The real window under Xvfb on a recording: it opens, plays and reports its frames.
    @Test func theWindowPlaysARecording() throws {
        guard let xvfb = PlayCommandTests.xvfbRun else {
            #expect(ProcessInfo.processInfo.environment["CI"] == nil, "CI must have xvfb-run")
            return
        }
        let (video, _) = try recording(wrong: true)
        let last = dir.appendingPathComponent("last.png").path
        let (status, line, stats) = try PlayCommandTests.window(xvfb, ["play", "--video", video, "--against", "instagram", "--pages", "12",
                                                                       "--quit-after", "3", "--stats", "--last-frame", last])
        #expect(status == 0)
        // (More than its first frame: it plays. How many depends on the machine's load —
        // the first present under a busy Xvfb can take more than a second.)
        #expect((stats?["framesPresented"] as? Int ?? 0) >= 2, "\(line)")
        #expect(FileManager.default.fileExists(atPath: last))
    }
}
