import Foundation
import Testing
import PageDots
@testable import pagedots
import TestSupport

/// Fixed-seed fuzzing: mutated scenario files and random command lines are
/// either accepted or refused with one clear line — never a crash, a hang or a stray file.
struct FuzzTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static var seeds: [String] {
        let folder = root.appendingPathComponent("Assets/Scenarios")
        let stress = (try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("stress").path)) ?? []
        return (["demo.yaml"] + stress.sorted().map { "stress/" + $0 }).compactMap {
            try? String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)
        }
    }

    static let keys = ["pages", "page", "fps", "size", "styles", "tracking", "steps", "instagram", "system", "cosine",
                       "wait", "goto", "duration", "easing", "drag", "by", "flick", "velocity", "wheel", "dx", "dy",
                       "tap", "side", "scrub", "to", "style", "set", "press", "maxDots", "fullDots", "sideScales",
                       "cell", "width", "halfWave", "minCell", "fill", "diameter", "spacing", "availableWidth"]
    static let values = ["0", "-1", "1", "2.5", "1e308", "-1e308", "1e-320", "nan", ".inf", "-.inf", "9223372036854775807",
                         "1000000001", "999999", "3600", "3601", "[]", "{}", "[1, 2]", "~", "''", "\"x\"", "instagram",
                         "system", "cosine", "continuous", "discrete", "leading", "trailing", "end", "home", "plus",
                         "\"cubicBezier(0.5, 5, 0.5, -5)\"", "\"spring(0.01, 0.01)\"", "\"spring(10, 1)\"", "16x16",
                         "8192x8192", "1x1", "true", "&a", "*a", "!!binary x", "{ pages: 1e12 }", "[[[[[]]]]]"]

    func mutate(_ text: String, _ rng: inout SeededRandom) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for _ in 0..<(1 + rng.int(4)) {
            switch rng.int(7) {
            case 0 where !lines.isEmpty:
                lines.remove(at: rng.int(lines.count))
            case 1 where !lines.isEmpty:
                let i = rng.int(lines.count)
                lines.insert(lines[i], at: rng.int(lines.count + 1))
            case 2:
                let indent = String(repeating: " ", count: rng.pick([0, 2, 4, 6]))
                lines.insert(indent + rng.pick(["", "- "]) + rng.pick(Self.keys) + ": " + rng.pick(Self.values), at: rng.int(lines.count + 1))
            case 3 where !lines.isEmpty:
                let i = rng.int(lines.count)
                if let colon = lines[i].firstIndex(of: ":") { lines[i] = String(lines[i][...colon]) + " " + rng.pick(Self.values) }
            case 4:
                var bytes = Array(lines.joined(separator: "\n").utf8)
                if !bytes.isEmpty { bytes[rng.int(bytes.count)] = UInt8(truncatingIfNeeded: rng.next()) }
                lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            case 5:
                let joined = lines.joined(separator: "\n")
                lines = String(joined.prefix(rng.int(joined.count + 1))).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            default:
                if !lines.isEmpty { let i = rng.int(lines.count); lines[i] = String(lines[i].reversed()) }
            }
        }
        return lines.joined(separator: "\n")
    }

    /// Thousands of mutated scenarios: each loads or is refused with a `UsageError` of one
    /// line naming the file; those that load play (a bounded number of frames) with finite dots.
    @Test func mutatedScenariosLoadOrAreRefusedInOneLine() throws {
        var rng = SeededRandom(seed: 2026)
        let seeds = Self.seeds
        #expect(seeds.count >= 13)
        var loaded = 0, refused = 0
        for _ in 0..<2000 {
            let text = mutate(rng.pick(seeds), &rng)
            do {
                var s = try ScenarioLoader.parse(text, name: "fuzz.yaml")
                loaded += 1
                s.width = 320; s.height = 180
                var player = try ScenarioPlayer(s)
                var frames = 0
                while frames < 90, try player.advance() {
                    frames += 1
                    for t in player.model.rows {
                        #expect(t.shown.allSatisfy { $0.x.isFinite && $0.height.isFinite && $0.highlight.isFinite })
                    }
                }
            } catch let e as UsageError {
                refused += 1
                let line = "\(e)"
                #expect(line.hasPrefix("fuzz.yaml"), "\(line.prefix(200))")
                #expect(Quoted(line, longest: 240).description.count <= 241, "\(line)")
            } catch {
                Issue.record("not a UsageError: \(error) for:\n\(text.prefix(300))")
            }
        }
        #expect(loaded > 100 && refused > 100, "loaded \(loaded), refused \(refused)")
    }

    /// Random command lines through the real binary: exit 0 or 2, at most one line on
    /// stderr, and nothing written but the file named.
    @Test func randomCommandLinesAreHandled() throws {
        var rng = SeededRandom(seed: 9)
        let dir = try CommandRunner.temporaryFolder("fuzz")
        defer { try? FileManager.default.removeItem(at: dir) }
        let scenario = dir.appendingPathComponent("s.yaml").path
        try "size: 160x90\nfps: 10\npages: 8\nsteps:\n  - goto: 3\n    duration: 0.3\n".write(toFile: scenario, atomically: true, encoding: .utf8)
        let values = ["-1", "0", "1", "3", "2.5", "nan", "1e9", "1e300", "", ",", "x", "-5x5", "16x16", "99999x2", "all",
                      "instagram", "system,system", "cosine,", "0,1,2", "1,-1", "continuous", "sideways"]
        let commands: [(String, [String])] = [
            ("layout", ["--style", "--pages", "--position", "--visit", "--max-dots", "--width", "--min-cell", "--half-wave", "--side-scales", "--tracking"]),
            ("snapshot", ["--style", "--pages", "--position", "--visit", "--size", "--scale", "--tracking"]),
            ("sheet", ["--pages", "--positions", "--styles", "--scale", "--direction"]),
            ("trace", ["--scenario"]),
            ("check", ["--scenario", "--trace"]),
        ]
        for i in 0..<60 {
            let (command, options) = rng.pick(commands)
            var args = [command]
            for _ in 0..<(1 + rng.int(3)) { args += [rng.pick(options), rng.pick(values)] }
            if command == "layout" && !args.contains("--style") { args += ["--style", "cosine"] }
            if command == "layout" && !args.contains("--pages") { args += ["--pages", "12"] }
            if command == "trace" || command == "check" { if rng.int(2) == 0 { args += ["--scenario", scenario] } }
            let out = dir.appendingPathComponent("out\(i).png").path
            if command == "snapshot" || command == "sheet" { args += ["--out", out] }
            let r = try CommandRunner.run(args, timeout: 60)
            #expect(r.status == 0 || r.status == 2, "\(args): \(r.status) \(r.stderr.prefix(300))")
            let lines = r.stderr.split(separator: "\n").count
            #expect(lines <= 1, "\(args): \(r.stderr.prefix(300))")
            let left = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0 != "s.yaml" && !$0.hasPrefix("out") }
            #expect(left.isEmpty, "\(args): \(left)")
            if r.status != 0 { #expect(!FileManager.default.fileExists(atPath: out), "\(args)") }
        }
    }
}
