import Foundation
import Testing
import PageDots
import PageDotsRender

/// rows, playground files that reload on save, `--set`, saving the state and
/// scenarios played in the window.
final class WorkbenchTests {
    /// Each test's folder, gone when the test is done.
    let folder = TestFolder("bench")
    var dir: URL { folder.url }

    func path(_ name: String) -> String { dir.appendingPathComponent(name).path }

    static let twoInstagrams = """
    size: 640x360
    pages: 20
    page: 6
    zoom: 3
    rows:
      - instagram
      - { style: instagram, label: "variant" }

    """

    /// Lines from a pipe, read as they come.
final class LineReader {
    let handle: FileHandle
    private(set) var lines: [String] = []
    private var buffer = Data()
    init(_ handle: FileHandle) { self.handle = handle }

    /// Reads until a line contains `text` (true), or the pipe ends (false).
    func waitFor(_ text: String) -> Bool {
        while true {
            if lines.contains(where: { $0.contains(text) }) { return true }
            let chunk = handle.availableData
            if chunk.isEmpty { return false }
            buffer.append(chunk)
            while let nl = buffer.firstIndex(of: 10) {
                lines.append(String(decoding: buffer[buffer.startIndex..<nl], as: UTF8.self))
                buffer.removeSubrange(buffer.startIndex...nl)
            }
        }
    }

    /// Everything left, as lines.
    func rest() -> [String] {
        buffer.append(handle.readDataToEndOfFile())
        let text = String(decoding: buffer, as: UTF8.self)
        buffer.removeAll()
        return text.split(separator: "\n").map(String.init)
    }
}

/// The pixels of two PNGs agree everywhere above the HUD line (which shows measured fps).
    func sameAboveHUD(_ a: String, _ b: String) throws -> Bool {
        let x = try Canvas(pngPath: a), y = try Canvas(pngPath: b)
        guard x.pixelWidth == y.pixelWidth, x.pixelHeight == y.pixelHeight else { return false }
        let rows = x.pixelHeight - Int(PlaygroundLayout.hudHeight)
        for r in 0..<rows where memcmp(x.pixels + r * x.stride, y.pixels + r * y.stride, x.pixelWidth * 4) != 0 { return false }
        return true
    }

    /// A window on a playground file applies the file when it is saved again; a broken
    /// edit keeps the last good state with a banner and one stderr line; fixing it removes
    /// the banner.
    @Test func aSavedPlaygroundFileIsAppliedLive() throws {
        guard let xvfb = PlayCommandTests.xvfbRun else {
            #expect(ProcessInfo.processInfo.environment["CI"] == nil, "CI must have xvfb-run")
            return
        }
        let file = path("pg.yaml")
        try Self.twoInstagrams.write(toFile: file, atomically: false, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: xvfb)
        process.arguments = ["-a", "-s", "-screen 0 800x600x24", CommandRunner.binary.path,
                             "--config", file, "--quit-after", "8", "--last-frame", path("last.png")]
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Each change is made once the window has taken the last one (it says so).
        let stdout = LineReader(out.fileHandleForReading), stderr = LineReader(err.fileHandleForReading)
        #expect(stdout.waitFor("watching"))
        func edit(_ text: String) throws { try text.write(toFile: file, atomically: false, encoding: .utf8) }
        try edit(Self.twoInstagrams.replacingOccurrences(of: "label: \"variant\" }", with: "label: \"variant\", maxDots: 8 }"))
        #expect(stderr.waitFor("maxDots = 8"))
        // A file of aliases of aliases is one more broken edit, refused at once.
        try edit(UntrustedInputTests.laughs)
        #expect(stderr.waitFor("aliases expand"))
        try edit(Self.twoInstagrams.replacingOccurrences(of: "label: \"variant\" }", with: "label: \"variant\", maxDots: 9 }"))
        #expect(stdout.waitFor("applied"))
        process.waitUntilExit()
        let errors = (stderr.lines + stderr.rest()).filter { $0.hasPrefix("pagedots:") }
        #expect(process.terminationStatus == 0)
        #expect(errors.count == 2 && errors[0].contains("pg.yaml:7:") && errors[0].contains("maxDots = 8"), "\(errors)")
        #expect(errors.count == 2 && errors[1].contains("pg.yaml:5: its aliases expand"), "\(errors)")
        // The last frame is the fixed file's state, no banner: what snapshot draws for it.
        let fixed = path("fixed.yaml")
        try Self.twoInstagrams.replacingOccurrences(of: "label: \"variant\" }", with: "label: \"variant\", maxDots: 9 }")
            .write(toFile: fixed, atomically: false, encoding: .utf8)
        #expect(try CommandRunner.run(["snapshot", "--config", fixed, "--out", path("snap.png")]).status == 0)
        #expect(try sameAboveHUD(path("last.png"), path("snap.png")))
    }

    /// `play --scenario` ends on exactly the frame `render` ends on.
    @Test func aScenarioInTheWindowEndsOnRendersLastFrame() throws {
        guard let xvfb = PlayCommandTests.xvfbRun else { return }
        let scenario = path("s.yaml")
        try "size: 640x360\npages: 12\nsteps:\n  - goto: 5\n    duration: 0.4\n  - tap: { style: system, side: trailing }\n  - wait: 0.3\n"
            .write(toFile: scenario, atomically: false, encoding: .utf8)
        #expect(try CommandRunner.run(["render", "--scenario", scenario, "--out", path("frames")]).status == 0)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: xvfb)
        process.arguments = ["-a", "-s", "-screen 0 800x600x24", CommandRunner.binary.path,
                             "--scenario", scenario, "--quit-after", "3", "--last-frame", path("last.png")]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        // (The window shows its HUD line; a render does not.)
        let frames = try FileManager.default.contentsOfDirectory(atPath: path("frames")).sorted()
        #expect(try sameAboveHUD(path("last.png"), path("frames/" + frames.last!)))
    }

    /// `W` writes a playground file that restores the same state: its snapshot equals the
    /// original's pixel for pixel.
    @Test func aSavedStateRestoresExactly() throws {
        var m = PlaygroundModel(pages: 20, page: 6, width: 640, height: 360, rows: [
            RowSpec(try PageIndicator(.instagram)),
            RowSpec(try PageIndicator(.cosine, settings: [("halfWave", .number(7)), ("fill", .number(0.45))]),
                    label: "wide \"wave\"", colors: RowColors(current: Color(hex: 0xFF2D55), other: Color(hex: 0x8E8E93, alpha: 0.5))),
        ])
        m.place(at: 6)
        #expect(try m.handle(.command(.save)) == [.save])
        let saved = path("saved.yaml")
        try PlaygroundFile.text(m).write(toFile: saved, atomically: false, encoding: .utf8)
        let original = path("original.yaml")
        try """
        size: 640x360
        pages: 20
        page: 6
        rows:
          - instagram
          - { style: cosine, label: "wide \\"wave\\"", halfWave: 7, fill: 0.45, colors: { current: "#FF2D55", other: "#8E8E9380" } }

        """.write(toFile: original, atomically: false, encoding: .utf8)
        #expect(try CommandRunner.run(["snapshot", "--config", saved, "--out", path("a.png")]).status == 0)
        let r = try CommandRunner.run(["snapshot", "--config", original, "--out", path("b.png")])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path("a.png"))) == Data(contentsOf: URL(fileURLWithPath: path("b.png"))))
    }

    /// `--set` works on every command, and bad ones are one line and exit 2.
    @Test func setOverridesRowsAndBadOnesAreRefused() throws {
        let r = try CommandRunner.run(["layout", "--style", "instagram", "--pages", "20", "--set", "maxDots=9", "--set", "fullDots=5", "--json"])
        #expect(r.status == 0 && r.stdout.contains("\"page\":0") && !r.stdout.contains("\"page\":9,"), "\(r.stderr)")
        let config = path("c.yaml")
        try Self.twoInstagrams.write(toFile: config, atomically: false, encoding: .utf8)
        for bad in [["--set", "3.maxDots=9"], ["--set", "instagram.maxDots=9"], ["--set", "1.size=3"], ["--set", "1.maxDots=8"],
                    ["--set", "1.maxDots"], ["--set", "1.maxDots=x"], ["--set", "cosine.width=3"]] {
            let r = try CommandRunner.run(["snapshot", "--config", config, "--out", path("x.png")] + bad)
            #expect(r.status == 2 && r.stderr.split(separator: "\n").count == 1, "\(bad): \(r.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: path("x.png")))
        for (text, expected) in [("pages: 3\nrows: [instagram, sideways]\n", "unknown style"),
                                 ("pages: 3\nrows:\n  - { style: system, maxDots: 0 }\n", ":3:"),
                                 ("pages: 3\nrows:\n  - { style: system, colors: { current: red } }\n", "#RRGGBB"),
                                 ("pages: 3\nrows: [instagram]\nstyles: [system]\n", "not both"),
                                 ("pages: 3\nrows:\n  - { style: system, width: 3 }\n", "no parameter")] {
            try text.write(toFile: config, atomically: false, encoding: .utf8)
            let r = try CommandRunner.run(["snapshot", "--config", config, "--out", path("x.png")])
            #expect(r.status == 2 && r.stderr.contains(expected) && r.stderr.split(separator: "\n").count == 1, "\(text): \(r.stderr)")
        }
    }
}
