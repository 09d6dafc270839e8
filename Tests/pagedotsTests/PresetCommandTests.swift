import Foundation
import Testing
@testable import pagedots

/// Platform presets: `--preset`, preset names in `--style`, and `preset:` rows in files
/// give the same labelled rows; unknown presets are one line and exit 2.
struct PresetCommandTests {
    func traceRows(_ args: [String]) throws -> [[String: Any]] {
        let r = try CommandRunner.run(["trace", "--json"] + args)
        #expect(r.status == 0, "\(r.stderr)")
        let first = try #require(r.stdout.split(separator: "\n").first)
        let o = try JSONSerialization.jsonObject(with: Data(first.utf8)) as! [String: Any]
        return o["rows"] as! [[String: Any]]
    }

    /// `--preset` alone shows the presets' rows only; with `--style`, after its rows.
    @Test func presetAloneShowsOnlyThePresets() throws {
        let alone = try SetupOptions.parse(["--preset", "ios,dots-worm"]).setup()
        #expect(alone.rows.map(\.label) == ["iOS UIPageControl", "dotsindicator Worm"])
        let after = try SetupOptions.parse(["--style", "cosine", "--preset", "ios"]).setup()
        #expect(after.rows.map(\.style.kind) == [.cosine, .system])
        #expect(try SetupOptions.parse([]).setup().rows.map(\.style.kind) == [.instagram, .system, .cosine])
    }

    @Test func presetsFromTheCommandLineAndFiles() throws {
        let dir = try CommandRunner.temporaryFolder("preset")
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("p.yaml").path
        try "pages: 20\nsteps:\n  - wait: 0.1\nrows:\n  - swiper\n  - { preset: flutter, maxDots: 7, label: mine }\n".write(toFile: file, atomically: true, encoding: .utf8)
        let fromFile = try traceRows(["--scenario", file])
        #expect(fromFile.map { $0["style"] as? String } == ["instagram", "scrolling"])
        #expect(fromFile.map { $0["maxVisibleDots"] as? Int } == [7, nil], "instagram maxDots 5 shows 5 dots and 2 sliding in")
        let fromOption = try CommandRunner.run(["snapshot", "--preset", "ios,wearos", "--out", dir.appendingPathComponent("a.png").path])
        #expect(fromOption.status == 0, "\(fromOption.stderr)")
        for bad in [["--preset", "ipod"], ["--preset", ""], ["--style", "ios,ios"], ["--preset", "ios", "--style", "system,ios"]] {
            let r = try CommandRunner.run(["snapshot", "--out", dir.appendingPathComponent("b.png").path] + bad)
            #expect(r.status == 2 && r.stderr.split(separator: "\n").count == 1, "\(bad): \(r.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("b.png").path))
        try "pages: 5\nrows:\n  - { preset: ios, style: system }\n".write(toFile: file, atomically: true, encoding: .utf8)
        let both = try CommandRunner.run(["snapshot", "--config", file, "--out", dir.appendingPathComponent("b.png").path])
        #expect(both.status == 2 && both.stderr.contains("p.yaml:3: give either style or preset"))
    }

    /// From the review of the catalogue: `check --styles` rows take `--set`, a frames
    /// folder may not be a dotted name such as `.gif`, a preset row's failing override
    /// says it came from the preset.
    @Test func catalogueReviewFindings() throws {
        let quick = CheckCommandTests.root.appendingPathComponent("Assets/Scenarios/stress/quick-arrows.yaml").path
        let checked = try CommandRunner.run(["check", "--styles", "all", "--set", "worm.thickness=0.5", "--scenario", quick])
        #expect(checked.status == 0, "\(checked.stderr)")
        let dir = try CommandRunner.temporaryFolder("review")
        defer { try? FileManager.default.removeItem(at: dir) }
        let dotted = try CommandRunner.run(["render", "--scenario", quick, "--out", dir.appendingPathComponent(".gif").path])
        let left = try FileManager.default.contentsOfDirectory(atPath: dir.path)
        #expect(dotted.status == 2 && left.isEmpty, "\(left)")
        let file = dir.appendingPathComponent("p.yaml").path
        try "pages: 5\nrows:\n  - { preset: swiper, maxDots: 7 }\n".write(toFile: file, atomically: true, encoding: .utf8)
        let r = try CommandRunner.run(["snapshot", "--config", file, "--out", dir.appendingPathComponent("a.png").path])
        #expect(r.status == 2 && r.stderr.contains("p.yaml:3:") && r.stderr.contains("swiper preset row"), "\(r.stderr)")
    }

    /// From the review of direction, loops and export: the new values are named in bad
    /// input, bench --export refuses what it does not use, transparent WebM is the same
    /// bytes every time.
    @Test func directionLoopExportReviewFindings() throws {
        for (args, allowed) in [(["snapshot", "--direction", "up"], "ltr, rtl, ttb or btt"), (["snapshot", "--wrap", "spin"], "morph, sweep or portal"),
                                (["snapshot", "--background", "clear"], "opaque or transparent"), (["bench", "--export", "--frames", "10"], "--scenario FILE"), (["bench", "--export", "--zoom", "2"], "--scenario FILE"),
                                (["bench", "--export", "--location-page", "1"], "--scenario FILE")] {
            let r = try CommandRunner.run(args + ["--out", "/nonexistent/x.png"].filter { _ in args[0] == "snapshot" })
            #expect(r.status == 2 && r.stderr.contains(allowed) && r.stderr.split(separator: "\n").count == 1, "\(args): \(r.stderr)")
        }
        let dir = try CommandRunner.temporaryFolder("review4")
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("s.yaml").path
        try "pages: 9\nsize: 160x90\ndirection: upward\nsteps:\n  - wait: 0.1\n".write(toFile: file, atomically: true, encoding: .utf8)
        let bad = try CommandRunner.run(["check", "--scenario", file])
        #expect(bad.status == 2 && bad.stderr.contains("s.yaml:3:") && bad.stderr.contains("ltr, rtl, ttb, btt"), "\(bad.stderr)")
        try "pages: 9\nsize: 160x90\nsteps:\n  - press: end\n".write(toFile: file, atomically: true, encoding: .utf8)
        var made: [Data] = []
        for name in ["a.webm", "b.webm"] {
            let out = dir.appendingPathComponent(name).path
            #expect(try CommandRunner.run(["render", "--scenario", file, "--background", "transparent", "--out", out]).status == 0)
            made.append(try Data(contentsOf: URL(fileURLWithPath: out)))
        }
        #expect(made[0] == made[1])
    }
}
