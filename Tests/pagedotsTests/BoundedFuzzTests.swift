import Foundation
import Testing
import TestSupport

/// Adversarial files for every reader, each run of the real binary under a bound of time
/// and memory: deep nesting, aliases, huge numbers and lines, wrong types, truncation,
/// binary junk and gigantic declared sizes are refused in one line (or read), never a
/// crash, a hang or memory without end.
final class BoundedFuzzTests {
    let folder = TestFolder("bounded-fuzz")

    /// Address space a run may take (a little over what a normal run maps), and seconds.
    static let memoryKB = 1_500_000
    static let seconds = 60.0

    /// Runs the binary with `args` under the bounds; checks the outcome is a verdict: 0,
    /// 1 or 3, or 2 with one line — never a signal, a trap or a run past the bounds.
    @discardableResult
    func bounded(_ args: [String], _ what: String) throws -> CommandRunner.Result {
        let r = try CommandRunner.run(["-c", "ulimit -v \(Self.memoryKB) && exec \"$0\" \"$@\"", CommandRunner.binary.path] + args,
                                      timeout: Self.seconds, executable: "/bin/sh")
        #expect([0, 1, 2, 3].contains(r.status), "\(what): status \(r.status): \(r.stderr.prefix(300))")
        #expect(!r.stderr.contains("Fatal error") && !r.stderr.contains("Backtrace") && !r.stderr.contains("Aborted"), "\(what): \(r.stderr.prefix(300))")
        if r.status == 2 {
            #expect(r.stderr.split(separator: "\n").count == 1, "\(what): \(r.stderr.prefix(500))")
        }
        return r
    }

    static let hostileYAML: [String] = [
        UntrustedInputTests.laughs,
        "pages: 5\nsteps: " + String(repeating: "[", count: 2000) + String(repeating: "]", count: 2000) + "\n",
        "pages: 5\nsteps: " + String(repeating: "{a: ", count: 3000) + "1" + String(repeating: "}", count: 3000) + "\n",
        "pages: 5\nx: &x [*x]\nsteps: []\n",
        "pages: 5\nsteps:\n  - wait: *nowhere\n",
        "pages: 99999999999999999999999999999\nsteps: []\n",
        "pages: -1e400\nsteps: []\n",
        "pages: 5\nsteps:\n  - goto: 1e-400\n    duration: 1e308\n",
        "pages: 5\nlabel: " + String(repeating: "x", count: 2_000_000) + "\nsteps: []\n",
        "pages: [1, 2]\nsteps: {wait: 1}\n",
        "pages: 5\nsteps: !!binary aGVsbG8=\n",
        "pages: !!python/object:os.system 5\nsteps: []\n",
        "\u{FEFF}pages: 5\r\nsteps:\r\n  - wait: 0.1\r\n",
        "pages: 5\u{0}\nsteps: []\n",
        "pages: 5\nsteps:\n" + String(repeating: "  - wait: 0.001\n", count: 20_000),
        "pages: 1000000000\nsteps:\n  - goto: 999999999\n    duration: 3600\n",
    ]

    @Test func hostileScenarioAndPlaygroundFiles() throws {
        for (i, text) in Self.hostileYAML.enumerated() {
            let f = try folder.write("h\(i).yaml", text)
            try bounded(["trace", "--scenario", f, "--fps", "1"], "scenario \(i)")
            try bounded(["snapshot", "--config", f, "--size", "160x90", "--out", folder.path("h\(i).png")], "config \(i)")
        }
        var rng = SeededRandom(seed: 35)
        for i in 0..<12 {
            var bytes = [UInt8](repeating: 0, count: 1 + rng.int(4096))
            for k in bytes.indices { bytes[k] = UInt8(truncatingIfNeeded: rng.next()) }
            let f = folder.path("junk\(i).yaml")
            #expect(FileManager.default.createFile(atPath: f, contents: Data(bytes)))
            try bounded(["trace", "--scenario", f], "junk \(i)")
        }
    }

    /// A trace mutated: cut, a byte changed, a number replaced, a line added.
    static func mutate(_ text: String, _ rng: inout SeededRandom) -> String {
        var bytes = Array(text.utf8)
        switch rng.int(6) {
        case 0: bytes = Array(bytes.prefix(rng.int(bytes.count + 1)))
        case 1: if !bytes.isEmpty { bytes[rng.int(bytes.count)] = UInt8(truncatingIfNeeded: rng.next()) }
        case 2:
            let numbers = ["1e400", "-1e400", "1e-400", "NaN", "Infinity", "1e18", "-0", "99999999999999999999", "\"12\"", "[]", "{}", "null", "true"]
            let s = String(decoding: bytes, as: UTF8.self)
            let digits = s.indices.filter { s[$0].isNumber }
            if let at = digits.isEmpty ? nil : digits[rng.int(digits.count)] {
                bytes = Array((String(s[..<at]) + rng.pick(numbers) + String(s[s.index(after: at)...])).utf8)
            }
        case 3:
            let lines = ["{}", "[]", "{\"frame\": 1}", "{\"frame\": 0, \"dots\": 5}", "{\"frame\": 0, \"rows\": [{}]}",
                         "{\"frame\": 0, \"dots\": " + String(repeating: "[", count: 600) + String(repeating: "]", count: 600) + "}",
                         "{\"frame\": 0, \"dots\": [" + Array(repeating: "{\"x\": 1, \"diameter\": 1}", count: 10_050).joined(separator: ",") + "]}"]
            bytes += Array(("\n" + rng.pick(lines) + "\n").utf8)
        case 4: bytes = Array(bytes.reversed())
        default:
            var junk = [UInt8](repeating: 0, count: rng.int(2048))
            for k in junk.indices { junk[k] = UInt8(truncatingIfNeeded: rng.next()) }
            bytes.insert(contentsOf: junk, at: rng.int(bytes.count + 1))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func hostileTraces() throws {
        let scenario = try folder.write("s.yaml", "size: 320x180\nfps: 10\npages: 8\nsteps:\n  - goto: 3\n    duration: 0.5\n")
        let full = try CommandRunner.run(["trace", "--scenario", scenario, "--json"])
        #expect(full.status == 0)
        let minimal = UntrustedInputTests.minimal
        var rng = SeededRandom(seed: 3535)
        for i in 0..<40 {
            let text = Self.mutate(i % 2 == 0 ? full.stdout : minimal, &rng)
            let f = try folder.write("t\(i).jsonl", text)
            try bounded(["check", "--trace", f], "trace \(i)")
        }
        // One line longer than a trace's longest, and a gigantic frame number.
        let long = try folder.write("long.jsonl", "{\"frame\": 0, \"dots\": [{\"x\": 1, \"diameter\": 1, \"pad\": \"" + String(repeating: "x", count: 17 << 20) + "\"}]}\n")
        #expect(try bounded(["check", "--trace", long], "long line").stderr.contains("line longer than 16 MB"))
        let far = try folder.write("far.jsonl", "{\"frame\": 1e300, \"dots\": [{\"x\": 1, \"diameter\": 1}]}\n")
        #expect(try bounded(["check", "--trace", far], "far frame").status == 2)
    }

    @Test func hostileRecordings() throws {
        let original = try Data(contentsOf: URL(fileURLWithPath: UntrustedRecordingTests.qa))
        var rng = SeededRandom(seed: 353)
        // Cut anywhere (the index is at the end: most cuts leave no video at all), and
        // junk: never a pass.
        for i in 0..<4 {
            let f = folder.path("cut\(i).mp4")
            try original.prefix(rng.int(original.count - 1)).write(to: URL(fileURLWithPath: f))
            #expect(try bounded(["check", "--video", f], "cut \(i)").status != 0)
        }
        var junk = [UInt8](repeating: 0, count: 300_000)
        for k in junk.indices { junk[k] = UInt8(truncatingIfNeeded: rng.next()) }
        for (name, data) in [("junk.mp4", Data(junk)), ("empty.mp4", Data()), ("text.gif", Data("GIF89a, not really".utf8))] {
            let f = folder.path(name)
            try data.write(to: URL(fileURLWithPath: f))
            #expect(try bounded(["check", "--video", f], name).status == 2)
        }
        // Bytes changed inside: read or refused, within the bounds.
        for i in 0..<3 {
            var bytes = [UInt8](original)
            for _ in 0..<20 { bytes[1000 + rng.int(bytes.count - 2000)] = UInt8(truncatingIfNeeded: rng.next()) }
            let f = folder.path("flipped\(i).mp4")
            try Data(bytes).write(to: URL(fileURLWithPath: f))
            try bounded(["check", "--video", f], "flipped \(i)")
        }
    }
}
