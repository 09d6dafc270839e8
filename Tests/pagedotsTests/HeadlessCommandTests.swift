import Foundation
import Testing
import PageDotsRender

/// `snapshot`, `sheet`, `render` and `trace` through the real binary.
final class HeadlessCommandTests {
    /// Each test's folder, gone when the test is done.
    let folder = TestFolder("tests")
    var dir: URL { folder.url }

    func write(_ name: String, _ text: String) throws -> String { try folder.write(name, text) }

    static let short = """
    size: 320x180
    fps: 30
    pages: 8
    steps:
      - drag: { by: 1.2, duration: 0.3 }
      - wait: 0.2
      - goto: 5
        duration: 0.3
      - tap: { style: system, side: trailing }
      - scrub: { style: cosine, to: 2, duration: 0.3 }
      - set: { pages: 20, instagram.maxDots: 9 }
      - wheel: { dx: 0.6, duration: 0.2 }
    """

    @Test func snapshotWritesAPNG() throws {
        let out = dir.appendingPathComponent("s.png").path
        let r = try CommandRunner.run(["snapshot", "--pages", "12", "--position", "2.5", "--size", "320x200", "--scale", "2", "--out", out])
        #expect(r.status == 0, "\(r.stderr)")
        let data = try Data(contentsOf: URL(fileURLWithPath: out))
        #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        // Width 640 px at scale 2 (PNG IHDR bytes 16…19).
        #expect(data[16..<20].reduce(0) { $0 << 8 | Int($1) } == 640)
    }

    /// `--location-page` draws that page's dot as the arrow on every command that draws a
    /// playground (the window's own option before), and a page beyond the count is one
    /// line and status 2 on each.
    @Test func theLocationPageIsAnOptionOfEveryCommandThatDraws() throws {
        let plain = dir.appendingPathComponent("plain.png").path, arrow = dir.appendingPathComponent("arrow.png").path
        for (out, extra) in [(plain, [String]()), (arrow, ["--location-page", "1"])] {
            let r = try CommandRunner.run(["snapshot", "--pages", "5", "--size", "320x200", "--out", out] + extra)
            #expect(r.status == 0, "\(r.stderr)")
        }
        #expect(!FileManager.default.contentsEqual(atPath: plain, andPath: arrow), "the location page changed nothing")
        // A whole number may be written as a file writes it: 1e0 is 1.
        let same = dir.appendingPathComponent("same.png").path
        #expect(try CommandRunner.run(["snapshot", "--pages", "5e0", "--size", "320x200", "--out", same, "--location-page", "1e0"]).status == 0)
        #expect(FileManager.default.contentsEqual(atPath: same, andPath: arrow))
        let frames = dir.appendingPathComponent("frames").path
        let scenario = try write("short.yaml", Self.short)
        let r = try CommandRunner.run(["render", "--scenario", scenario, "--location-page", "0", "--out", frames + "/"])
        #expect(r.status == 0, "\(r.stderr)")
        for args in [["snapshot", "--pages", "5", "--out", arrow], ["render", "--scenario", scenario, "--out", frames + "2/"],
                     ["trace", "--scenario", scenario], ["check", "--scenario", scenario]] {
            let bad = try CommandRunner.run(args + ["--location-page", "8"])
            #expect(bad.status == 2 && bad.stderr.split(separator: "\n").count == 1 && bad.stderr.contains("--location-page 8"), "\(args[0]): \(bad.stderr)")
        }
    }

    @Test func renderingTwiceGivesIdenticalFrames() throws {
        let scenario = try write("short.yaml", Self.short)
        let a = dir.appendingPathComponent("a").path, b = dir.appendingPathComponent("b").path
        #expect(try CommandRunner.run(["render", "--scenario", scenario, "--out", a]).status == 0)
        #expect(try CommandRunner.run(["render", "--scenario", scenario, "--out", b]).status == 0)
        let files = try FileManager.default.contentsOfDirectory(atPath: a).sorted()
        #expect(files.count > 30 && files.first == "frame-00001.png")
        #expect(files == (try FileManager.default.contentsOfDirectory(atPath: b).sorted()))
        for f in files {
            #expect(FileManager.default.contentsEqual(atPath: a + "/" + f, andPath: b + "/" + f), "\(f)")
        }
    }

    @Test func renderToMP4HasTheRightStream() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/ffprobe") else { return }
        let scenario = try write("short.yaml", Self.short)
        let out = dir.appendingPathComponent("v.mp4").path
        let r = try CommandRunner.run(["render", "--scenario", scenario, "--out", out])
        #expect(r.status == 0, "\(r.stderr)")
        let frames = Int(r.stdout.split(separator: " ")[1]) ?? -1
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/ffprobe")
        p.arguments = ["-v", "error", "-select_streams", "v:0", "-count_frames", "-show_entries",
                       "stream=codec_name,width,height,r_frame_rate,nb_read_frames,pix_fmt", "-of", "csv=p=0", out]
        let pipe = Pipe()
        p.standardOutput = pipe
        try p.run()
        let info = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        #expect(info.trimmingCharacters(in: .whitespacesAndNewlines) == "h264,320,180,yuv420p,30/1,\(frames)")
    }

    @Test func traceIsOneJSONObjectPerFrameWithFiniteDots() throws {
        let scenario = try write("short.yaml", Self.short)
        let r = try CommandRunner.run(["trace", "--scenario", scenario, "--json"])
        #expect(r.status == 0)
        let lines = r.stdout.split(separator: "\n")
        #expect(lines.count > 30)
        for (i, line) in lines.enumerated() {
            let o = try JSONSerialization.jsonObject(with: Data(line.utf8)) as! [String: Any]
            #expect(o["frame"] as? Int == i)
            let rows = o["rows"] as! [[String: Any]]
            #expect(rows.map { $0["style"] as? String } == ["instagram", "system", "cosine"])
        }
        #expect(try CommandRunner.run(["trace", "--scenario", scenario, "--json"]).stdout == r.stdout)
    }

    @Test func sheetIsOnePicture() throws {
        let out = dir.appendingPathComponent("sheet.png").path
        let r = try CommandRunner.run(["sheet", "--out", out, "--pages", "3,12", "--positions", "0,1.5"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(FileManager.default.fileExists(atPath: out))
        // A playground file's page count is the sheet's one row of page counts: one sheet
        // row per file row, where the default counts give nine.
        let config = dir.appendingPathComponent("four.yaml")
        try "pages: 4\nrows: [worm]\n".write(to: config, atomically: true, encoding: .utf8)
        func height(_ args: [String]) throws -> Int {
            let png = dir.appendingPathComponent("c.png").path
            #expect(try CommandRunner.run(["sheet", "--out", png, "--positions", "1"] + args).status == 0)
            let data = try Data(contentsOf: URL(fileURLWithPath: png))
            return data[20..<24].reduce(0) { $0 << 8 | Int($1) }
        }
        #expect(try height(["--config", config.path]) < 200)
        #expect(try height(["--style", "worm"]) > 400)
    }

    /// Bad input: one line, status 2, and nothing left where the output would go.
    @Test(arguments: [
        ("missing", "render --scenario /nonexistent/x.yaml --out OUT.mp4", "cannot be read"),
        ("syntax", "render --scenario FILE --out OUT.mp4", "syntax"),
        ("unknownStep", "render --scenario FILE --out OUT.mp4", "unknown step"),
        ("negative", "render --scenario FILE --out OUT.mp4", "seconds from 0"),
        ("easing", "render --scenario FILE --out OUT.mp4", "unknown easing"),
        ("good", "render --scenario FILE --out /nonexistent/dir/x.mp4", "does not exist"),
        ("good", "render --scenario FILE --out OUT.avi", "must end in"),
        ("good", "render --scenario FILE --out OUT.mp4 --size 0x0", "out of range"),
        ("good", "render --scenario FILE --out OUT.mp4 --fps 0", "out of range"),
        ("good", "snapshot --pages 5 --position 9 --out OUT.png", "beyond"),
        ("good", "snapshot --pages 5 --out /nonexistent/x.png", "does not exist"),
        ("good", "sheet --out OUT.png --pages 3,x", "not a finite decimal number"),
        ("good", "sheet --out OUT.png --pages 5 --positions 0x4", "not a finite decimal number"),
        ("good", "snapshot --set instagram.maxDots=0x9 --out OUT.png", "'0x9' is not a decimal number"),
        ("good", "snapshot --position 0x1p1 --out OUT.png", "not allowed"),
        ("badPage", "trace --scenario FILE", ":6:"),
    ])
    func badInput(_ kind: String, _ command: String, _ expected: String) throws {
        let bodies = [
            "good": Self.short,
            "syntax": "pages: 3\nsteps: [ wait: 1\n",
            "unknownStep": "pages: 3\nsteps:\n  - jump: 2\n",
            "negative": "pages: 3\nsteps:\n  - wait: -1\n",
            "easing": "pages: 3\nsteps:\n  - goto: 2\n    easing: bouncy\n",
            "badPage": "pages: 3\nsteps:\n  - wait: 0.1\n  - wait: 0.2\n\n  - goto: 7\n",
        ]
        let file = try write("\(kind).yaml", bodies[kind] ?? "")
        let out = dir.appendingPathComponent("out-\(UUID().uuidString)")
        let args = command.split(separator: " ").map {
            String($0).replacingOccurrences(of: "FILE", with: file).replacingOccurrences(of: "OUT", with: out.path)
        }
        let r = try CommandRunner.run(args)
        #expect(r.status == 2, "\(command): \(r.stderr)")
        #expect(r.stderr.split(separator: "\n").count == 1 && r.stderr.contains(expected), "\(r.stderr)")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.contains(out.lastPathComponent) }
        #expect(leftovers.isEmpty, "\(leftovers)")
    }
}

/// `render --crop ROW --scale S` writes one row's control, its bounds × S in
/// even pixels, the dots centred.
struct CropTests {
    @Test func aCroppedRenderIsTheControlAlone() throws {
        let dir = try CommandRunner.temporaryFolder("crop")
        defer { try? FileManager.default.removeItem(at: dir) }
        let scenario = dir.appendingPathComponent("s.yaml").path
        try "pages: 5\nsteps:\n  - wait: 0.05\n".write(toFile: scenario, atomically: true, encoding: .utf8)
        let frames = dir.appendingPathComponent("frames").path
        let r = try CommandRunner.run(["render", "--scenario", scenario, "--crop", "system", "--scale", "3", "--out", frames])
        #expect(r.status == 0, "\(r.stderr)")
        let png = try Canvas(pngPath: frames + "/frame-00001.png")
        #expect(png.pixelWidth % 2 == 0 && png.pixelHeight % 2 == 0)
        #expect(r.stdout.contains("\(png.pixelWidth)x\(png.pixelHeight)"))
        // The columns and rows with anything but the background: centred to a pixel.
        let p = png.pixels.assumingMemoryBound(to: UInt32.self), stride = png.stride / 4
        let background = p[0]
        var cols: [Int] = [], rows: [Int] = []
        for y in 0..<png.pixelHeight { for x in 0..<png.pixelWidth where p[y * stride + x] != background { cols.append(x); rows.append(y) } }
        let (left, right) = (cols.min()!, png.pixelWidth - 1 - cols.max()!)
        let (top, bottom) = (rows.min()!, png.pixelHeight - 1 - rows.max()!)
        #expect(Swift.abs(left - right) <= 2 && Swift.abs(top - bottom) <= 2, "margins \(left) \(right) \(top) \(bottom)")
        #expect(left > 0 && top > 0)
        for bad in [["--crop", "nope"], ["--crop", "9"], ["--crop", "cosine", "--scale", "9"]] {
            let b = try CommandRunner.run(["render", "--scenario", scenario, "--out", dir.appendingPathComponent("x.mp4").path] + bad)
            #expect(b.status == 2 && b.stderr.split(separator: "\n").count == 1, "\(bad): \(b.stderr)")
        }
    }
}

/// `--background transparent` writes alpha: clear away from the dots, opaque
/// on them, in PNG snapshots, frames, .mov (ProRes 4444) and .webm (VP9 with alpha).
struct TransparentOutputTests {
    func alpha(_ png: String, atX x: Int, y: Int) throws -> UInt8 {
        let c = try Canvas(pngPath: png)
        return c.pixels.assumingMemoryBound(to: UInt8.self)[y * c.stride + x * 4 + 3]
    }

    func ffprobe(_ args: [String]) throws -> String {
        try CommandRunner.run(["-v", "error"] + args, executable: "/usr/bin/ffprobe").stdout
    }

    @Test func transparentOutputsHaveAlpha() throws {
        let dir = try CommandRunner.temporaryFolder("alpha")
        defer { try? FileManager.default.removeItem(at: dir) }
        let scenario = dir.appendingPathComponent("s.yaml").path
        try "pages: 5\npage: 2\nsteps:\n  - wait: 0.05\n".write(toFile: scenario, atomically: true, encoding: .utf8)
        func render(_ out: String) throws -> String {
            let path = dir.appendingPathComponent(out).path
            let r = try CommandRunner.run(["render", "--scenario", scenario, "--crop", "system", "--background", "transparent", "--out", path])
            #expect(r.status == 0, "\(out): \(r.stderr)")
            return path
        }
        let frames = try render("frames")
        let first = frames + "/frame-00001.png"
        let c = try Canvas(pngPath: first)
        #expect(try alpha(first, atX: 1, y: 1) == 0 && alpha(first, atX: c.pixelWidth / 2, y: c.pixelHeight / 2) == 255)
        let mov = try render("x.mov")
        #expect(try ffprobe(["-show_entries", "stream=pix_fmt", "-of", "csv=p=0", mov]).hasPrefix("yuva444p"))
        let webm = try render("x.webm")
        #expect(try ffprobe(["-show_entries", "stream_tags=alpha_mode", "-of", "csv=p=0", webm]).hasPrefix("1"))
        for (video, decoder) in [(mov, [String]()), (webm, ["-c:v", "libvpx-vp9"])] {
            let png = video + ".png"
            let d = try CommandRunner.run(["-v", "error", "-y"] + decoder + ["-i", video, "-frames:v", "1", png], executable: "/usr/bin/ffmpeg")
            #expect(d.status == 0, "\(d.stderr)")
            #expect(try alpha(png, atX: 1, y: 1) == 0 && alpha(png, atX: c.pixelWidth / 2, y: c.pixelHeight / 2) >= 250, "\(video)")
        }
        let refused = try CommandRunner.run(["render", "--scenario", scenario, "--background", "transparent", "--out", dir.appendingPathComponent("x.mp4").path])
        #expect(refused.status == 2 && refused.stderr.contains("alpha"))
        let snap = dir.appendingPathComponent("s.png").path
        #expect(try CommandRunner.run(["snapshot", "--background", "transparent", "--out", snap]).status == 0)
        #expect(try alpha(snap, atX: 1, y: 400) == 0 && alpha(snap, atX: 1, y: 710) == 0, "rows clear, no HUD")
        #expect(try CommandRunner.run(["snapshot", "--background", "transparent", "--hud", "--out", snap]).status == 0)
        #expect(try alpha(snap, atX: 1, y: 400) == 0 && alpha(snap, atX: 1, y: 710) == 255, "rows clear, the HUD asked for opaque")
    }
}

/// `bench --export` reports render, our side and ffmpeg on the same frames
/// (numbers only: no timing is asserted) and leaves nothing behind.
struct ExportBenchTests {
    @Test func exportBenchReportsAndCleansUp() throws {
        let dir = try CommandRunner.temporaryFolder("xb")
        defer { try? FileManager.default.removeItem(at: dir) }
        let scenario = dir.appendingPathComponent("s.yaml").path
        try "pages: 5\nsize: 320x180\nsteps:\n  - goto: 3\n    duration: 0.2\n".write(toFile: scenario, atomically: true, encoding: .utf8)
        let r = try CommandRunner.run(["bench", "--export", "--scenario", scenario, "--rounds", "2", "--json"])
        #expect(r.status == 0, "\(r.stderr)")
        let o = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as! [String: Any]
        #expect((o["frames"] as? Int ?? 0) > 10)
        #expect(o["rounds"] as? Int == 2 && (o["ratios"] as? [Double])?.count == 2)
        for key in ["renderSeconds", "renderOurCPUSeconds", "renderFfmpegCPUSeconds", "oursSeconds", "oursCPUSeconds", "ffmpegSeconds",
                    "ffmpegCPUSeconds", "ratio", "bestRatio", "pipeFullSeconds"] { #expect((o[key] as? Double ?? 0) > 0, "\(key)") }
        // Who waited on whom: the writer thread's time handing frames over and idle are
        // parts of the render's own time, and the drawing's waits are never negative.
        let one = try CommandRunner.run(["bench", "--export", "--scenario", scenario, "--rounds", "1", "--json"])
        let w = try JSONSerialization.jsonObject(with: Data(one.stdout.utf8)) as! [String: Any]
        let (full, idle, drew) = (w["pipeFullSeconds"] as? Double ?? -1, w["writerIdleSeconds"] as? Double ?? -1, w["drawingWaitedSeconds"] as? Double ?? -1)
        #expect(full > 0 && idle >= 0 && drew >= 0 && full + idle <= (w["renderSeconds"] as? Double ?? 0), "\(w)")
        // Full-size frames (a ring of three buffers the pipe reads in place, converted
        // where they changed) reach ffmpeg as drawn: the bench compares the two MP4s.
        let big = dir.appendingPathComponent("big.yaml").path
        try "pages: 12\nsize: 1280x720\nsteps:\n  - goto: 5\n    duration: 0.3\n  - press: right\n  - wait: 0.2\n".write(toFile: big, atomically: true, encoding: .utf8)
        let whole = try CommandRunner.run(["bench", "--export", "--scenario", big, "--rounds", "1"])
        #expect(whole.status == 0 && whole.stdout.contains("render ÷ ffmpeg") && whole.stdout.contains("fastest ÷ fastest")
                && whole.stdout.contains("ffmpeg waited on us"), "\(whole.stderr)")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: NSTemporaryDirectory()).filter { $0.hasPrefix("pagedots-export-") }
        #expect(leftovers.isEmpty, "\(leftovers)")
        for args in [["bench", "--scenario", scenario], ["bench", "--rounds", "2"]] {
            let bad = try CommandRunner.run(args)
            #expect(bad.status == 2 && bad.stderr.contains("--export"), "\(args)")
        }
        // From the review: a GIF without ffmpeg says one line (not its rate note first),
        // and a fractional --rounds is named for what it is.
        var noFFmpeg = ProcessInfo.processInfo.environment
        noFFmpeg["PATH"] = "/nonexistent"
        let gif = try CommandRunner.run(["render", "--scenario", scenario, "--out", dir.appendingPathComponent("x.gif").path], environment: noFFmpeg)
        #expect(gif.status == 2 && gif.stderr.contains("ffmpeg not found") && gif.stdout.isEmpty, "\(gif.stdout) \(gif.stderr)")
        let half = try CommandRunner.run(["bench", "--export", "--rounds", "1.5"])
        #expect(half.status == 2 && half.stderr.contains("a whole number from 1 to 20"), "\(half.stderr)")
        for n in ["0", "21", "x"] {
            let bad = try CommandRunner.run(["bench", "--export", "--scenario", scenario, "--rounds", n])
            #expect(bad.status == 2 && bad.stderr.contains("--rounds") && bad.stderr.split(separator: "\n").count == 1, "\(n): \(bad.stderr)")
        }
    }
}
