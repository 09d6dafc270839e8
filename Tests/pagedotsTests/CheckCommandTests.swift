import Foundation
import Testing

/// `pagedots check` through the real binary: the stress suite passes, broken frames fail
/// with the invariant they break, bad input is exit 2.
final class CheckCommandTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// Each test's folder, gone when the test is done.
    let folder = TestFolder("check")
    var dir: URL { folder.url }

    func write(_ name: String, _ text: String) throws -> String { try folder.write(name, text) }

    /// The demo and every stress scenario, with every style, as written and in a loop: no
    /// frame of any style breaks an invariant.
    @Test func theStressSuiteAndTheDemoPass() throws {
        let scenarios = Self.root.appendingPathComponent("Assets/Scenarios")
        let stress = try FileManager.default.contentsOfDirectory(atPath: scenarios.appendingPathComponent("stress").path)
            .filter { $0.hasSuffix(".yaml") }.sorted()
        #expect(stress.count >= 12)
        let files = [scenarios.appendingPathComponent("demo.yaml").path] + stress.map { scenarios.appendingPathComponent("stress/" + $0).path }
        let r = try CommandRunner.run(["check", "--styles", "all", "--scenario"] + files)
        #expect(r.status == 0, "\(r.stdout.suffix(3000))\(r.stderr)")
        #expect(r.stdout.contains("checked \(files.count) files") && r.stdout.contains("no violations"))
        // The same input in a looped carousel, each way a style may wrap (a naive sweep
        // aside: it shows the jumps it makes).
        for wrap in ["continuous", "morph", "portal"] {
            let r = try CommandRunner.run(["check", "--wrap", wrap, "--styles", "all", "--scenario"] + files)
            #expect(r.status == 0, "--wrap \(wrap): \(r.stdout.suffix(3000))\(r.stderr)")
        }
    }

    /// A minimal trace of a scrolling window of many dots, 27 apart, clipped to 10…690: at
    /// `frame`, the window's offset and the current dot (by its index on the strip). The
    /// ordinary dots read a little current each, as a recording's do.
    static func window(_ states: [(offset: Double, current: Int)]) -> String {
        states.enumerated().map { n, s in
            let dots = (-20..<45).map { j in (j, 20 + 27 * Double(j) + s.offset) }.filter { $0.1 >= 10 && $0.1 <= 690 }
                .map { j, x in "{\"x\":\(x),\"diameter\":\(j == s.current ? 16 : 14),\"highlight\":\(j == s.current ? 1 : 0.04)}" }
            return "{\"frame\":\(n),\"time\":\(Double(n) / 15),\"dots\":[\(dots.joined(separator: ","))]}"
        }.joined(separator: "\n") + "\n"
    }

    /// A window that jumps seven pages draws the current dot at once where that page's dot
    /// stands, then scrolls it back to its middle over a few frames: motion, not a glitch.
    /// The same dot lit seven pages away for one frame, the window still, is one.
    @Test func aFarJumpScrolledBackIsNoFlash() throws {
        let scrolled = [(offset: Double, current: Int)](repeating: (0, 12), count: 10)
            + [(0, 19), (-54, 19), (-121, 19), (-175, 19)] + [(offset: Double, current: Int)](repeating: (-189, 19), count: 12)
        let r = try CommandRunner.run(["check", "--trace", write("scrolled.jsonl", Self.window(scrolled))])
        #expect(r.status == 0 && r.stdout.contains("no violations"), "\(r.stdout)\(r.stderr)")
        // (A page further than the window reaches: the strip slides with no current dot in
        // sight, then it comes in near an end and is carried to the middle.)
        let far = [(offset: Double, current: Int)](repeating: (0, 12), count: 10)
            + [(-200, 40), (-380, 40), (-560, 40), (-700, 40)] + [(offset: Double, current: Int)](repeating: (-756, 40), count: 12)
        let e = try CommandRunner.run(["check", "--trace", write("far.jsonl", Self.window(far))])
        #expect(e.status == 0 && e.stdout.contains("no violations"), "\(e.stdout)\(e.stderr)")
        let flash = [(offset: Double, current: Int)](repeating: (0, 12), count: 10) + [(0, 19)] + [(offset: Double, current: Int)](repeating: (0, 12), count: 12)
        let f = try CommandRunner.run(["check", "--trace", write("flash.jsonl", Self.window(flash))])
        #expect(f.status == 1 && f.stdout.contains("frame 10 ") && f.stdout.contains("7.00 pitches away"), "\(f.stdout)\(f.stderr)")
    }

    /// One frame line of a trace, with the system row's dots.
    func line(_ frame: Int, x: Double = 1, atRest: Bool = false, jump: Bool = false, animating: Bool = false, _ dots: [(Int, Double, Double, Double)]) -> String {
        let d = dots.map { p, x, diameter, h in
            "{\"page\":\(p),\"x\":\(x),\"y\":0,\"diameter\":\(diameter),\"scale\":\(diameter / 7),\"highlight\":\(h),\"current\":\(h >= 0.5)}"
        }.joined(separator: ",")
        return "{\"frame\":\(frame),\"time\":\(Double(frame) / 60),\"position\":\(x),\"currentPage\":1,\"pages\":3,\"scrollerAtRest\":\(atRest),"
            + "\"rows\":[{\"row\":1,\"id\":0,\"style\":\"system\",\"pitch\":16,\"fullDiameter\":7,\"maxVisibleDots\":4,\"reach\":40,\"jump\":\(jump),\"animating\":\(animating),\"dots\":[\(d)]"
            + (atRest ? ",\"resting\":[\(d)]" : "") + "}]}"
    }

    let good: [(Int, Double, Double, Double)] = [(0, -16, 7, 0), (1, 0, 7, 1), (2, 16, 7, 0)]

    @Test func brokenFramesFailWithTheirInvariant() throws {
        let cases: [(Int, [String])] = [
            (1, [line(0, [(0, -16, 7, 0), (1, 0, 7, 1)]).replacingOccurrences(of: "\"x\":-16.0", with: "\"x\":null")]),
            (2, [line(0, [(0, -16, 7, 0), (1, 0, 7, 0), (2, 16, 7, 1)])]),
            (3, [line(0, good + [(3, 32, 7, 0), (4, 39, 7, 0)])]),
            (4, [line(0, good), line(1, [(0, 30, 7, 0), (1, 0, 7, 1), (2, 16, 7, 0)])]),
            (5, (0..<40).map { line($0, atRest: true, animating: $0 > 35, good) }),
        ]
        for (invariant, lines) in cases {
            let trace = try write("broken-\(invariant).jsonl", lines.joined(separator: "\n") + "\n")
            let r = try CommandRunner.run(["check", "--trace", trace])
            #expect(r.status == 1, "invariant \(invariant): \(r.stdout) \(r.stderr)")
            #expect(r.stdout.contains("invariant \(invariant) ("), "\(r.stdout)")
            #expect(r.stdout.split(separator: "\n").last?.contains("violation") == true)
        }
        let clean = try write("clean.jsonl", (0..<40).map { line($0, atRest: true, good) }.joined(separator: "\n"))
        let r = try CommandRunner.run(["check", "--trace", clean])
        #expect(r.status == 0 && r.stdout.contains("no violations"), "\(r.stdout)")
    }

    /// A trace written by `trace --json` reads back and checks the same as the scenario.
    /// `--wrap` and `--direction` mean on trace and check what they mean on play and
    /// render: past the last page a loop comes round to the first.
    @Test func traceAndCheckTakeTheView() throws {
        let file = try write("three.yaml", "pages: 3\nsteps:\n  - press: right\n  - wait: 0.5\n  - press: right\n  - wait: 0.5\n  - press: right\n  - wait: 0.5\n")
        func lastPage(_ extra: [String]) throws -> Int? {
            let r = try CommandRunner.run(["trace", "--json", "--scenario", file] + extra)
            #expect(r.status == 0, "\(r.stderr)")
            let last = try #require(r.stdout.split(separator: "\n").last)
            return (try JSONSerialization.jsonObject(with: Data(last.utf8)) as? [String: Any])?["currentPage"] as? Int
        }
        #expect(try lastPage([]) == 2)
        #expect(try lastPage(["--wrap", "continuous"]) == 0)
        #expect(try lastPage(["--wrap", "morph", "--direction", "ttb"]) == 0)
        let checked = try CommandRunner.run(["check", "--wrap", "morph", "--direction", "rtl", "--styles", "all", "--scenario", file])
        #expect(checked.status == 0 && checked.stdout.contains("no violations"), "\(checked.stdout)\(checked.stderr)")
        // The sweep, the naive wrap shown for comparison, is caught by the checks (over 8
        // pages: over 3 the way back is short enough to pass).
        let eight = try write("eight.yaml", "pages: 8\npage: 6\nsteps:\n  - press: right\n  - wait: 0.5\n  - press: right\n  - wait: 0.5\n")
        let sweep = try CommandRunner.run(["check", "--wrap", "sweep", "--styles", "all", "--scenario", eight])
        #expect(sweep.status == 1 && sweep.stdout.contains("invariant"), "\(sweep.stdout)")
        let bad = try CommandRunner.run(["trace", "--wrap", "round", "--scenario", file])
        #expect(bad.status == 2 && bad.stderr.split(separator: "\n").count == 1, "\(bad.stderr)")
        // --fps and --size as on render: another rate or size, the same end.
        #expect(try lastPage(["--fps", "24", "--size", "500x700"]) == 2)
        let frames = try CommandRunner.run(["trace", "--json", "--fps", "10", "--scenario", file])
        #expect(frames.stdout.split(separator: "\n").count < 30, "1.5 s and a rest at 10 fps")
        let other = try CommandRunner.run(["check", "--fps", "24", "--size", "500x700", "--styles", "all", "--scenario", file])
        #expect(other.status == 0 && other.stdout.contains("no violations"), "\(other.stdout)\(other.stderr)")
        for args in [["trace", "--fps", "0"], ["check", "--size", "5x5"]] {
            let r = try CommandRunner.run(args + ["--scenario", file])
            #expect(r.status == 2 && r.stderr.split(separator: "\n").count == 1, "\(args): \(r.stderr)")
        }
    }

    @Test func aRecordedTraceChecksLikeItsScenario() throws {
        let scenario = Self.root.appendingPathComponent("Assets/Scenarios/stress/quick-arrows.yaml").path
        let t = try CommandRunner.run(["trace", "--scenario", scenario, "--json"])
        #expect(t.status == 0)
        let trace = try write("quick.jsonl", t.stdout)
        let fromTrace = try CommandRunner.run(["check", "--trace", trace])
        let fromScenario = try CommandRunner.run(["check", "--scenario", scenario])
        #expect(fromTrace.status == 0 && fromScenario.status == 0)
        #expect(fromTrace.stdout.split(separator: ":").last == fromScenario.stdout.split(separator: ":").last)
    }

    @Test func badInputIsOneLineAndExitTwo() throws {
        let notYAML = try write("bad.yaml", "pages: [\n")
        let notJSON = try write("bad.jsonl", "{\"frame\": 0}\n")
        for args in [["check"], ["check", "--scenario", dir.appendingPathComponent("missing.yaml").path],
                     ["check", "--scenario", notYAML], ["check", "--trace", notJSON], ["check", "--trace", notYAML]] {
            let r = try CommandRunner.run(args)
            #expect(r.status == 2, "\(args)")
            #expect(r.stderr.split(separator: "\n").count == 1 && r.stdout.isEmpty, "\(args): \(r.stderr)")
        }
    }
}
