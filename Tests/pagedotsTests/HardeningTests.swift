import Foundation
import Testing

/// every bad input gives one line and exit 2, touches nothing it was not asked
/// to write, and no input makes a command crash, hang or grow without bound.
final class HardeningTests {
    /// Each test's folder, gone when the test is done.
    let folder = TestFolder("hard")
    var dir: URL { folder.url }

    func write(_ name: String, _ text: String) throws -> String { try folder.write(name, text) }

    /// Everything in the work folder but the files named.
    func leftovers(except keep: Set<String>) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { !keep.contains($0) }.sorted()
    }

    func expectOneLine(_ r: CommandRunner.Result, _ what: String, contains: String? = nil) {
        #expect(r.status == 2, "\(what): status \(r.status): \(r.stderr)")
        let lines = r.stderr.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.isEmpty }
        // One line, short enough to read (the list of every style and preset included).
        #expect(lines.count == 1 && r.stderr.utf8.count <= 400, "\(what): \(r.stderr.prefix(500))")
        if let contains { #expect(r.stderr.contains(contains), "\(what): \(r.stderr)") }
        #expect(!r.stderr.contains("Fatal") && !r.stderr.contains("Backtrace"), "\(what)")
    }

    static let short = "pages: 12\nsteps:\n  - goto: 5\n    duration: 0.1\n"

    // 2. A wild curve is refused; drawing never traps on a far position.
    @Test func wildCurvesAreRefusedAndLeaveNothing() throws {
        let s = try write("wild.yaml", "pages: 12\nsteps:\n  - goto: 9\n    duration: 0.2\n    easing: \"cubicBezier(0.5, 1e300, 0.5, -1e300)\"\n")
        let r = try CommandRunner.run(["render", "--scenario", s, "--out", dir.appendingPathComponent("x.mp4").path])
        expectOneLine(r, "wild bezier", contains: "y1 and y2")
        #expect(try leftovers(except: ["wild.yaml"]).isEmpty)
        // The largest allowed overshoot renders.
        let ok = try write("big.yaml", "size: 320x180\nfps: 20\npages: 12\nsteps:\n  - goto: 11\n    duration: 0.3\n    easing: \"cubicBezier(0.5, 5, 0.5, -5)\"\n")
        let out = dir.appendingPathComponent("big").path
        #expect(try CommandRunner.run(["render", "--scenario", ok, "--out", out]).status == 0)
    }

    // 3. Far pages cost nothing for any parameters.
    @Test func cosineWithAClampingMinCellStaysSmall() throws {
        let r = try CommandRunner.run(["layout", "--style", "cosine", "--pages", "1000000000", "--min-cell", "16", "--json", "--position", "500"])
        #expect(r.status == 0 && r.stdout.utf8.count < 20_000, "\(r.stderr)")
        let s = try write("minCell.yaml", "size: 320x180\nfps: 20\npages: 1000000\ncosine: { minCell: 16 }\nsteps:\n  - goto: 999999\n    duration: 0.3\n")
        #expect(try CommandRunner.run(["check", "--scenario", s]).status == 0)
    }

    // 4. Folders are never replaced; an existing empty one is filled in place.
    @Test func foldersAreNeverReplaced() throws {
        let s = try write("s.yaml", Self.short)
        for out in ["", ".", dir.path] {
            let r = try CommandRunner.run(["render", "--scenario", s, "--out", out])
            expectOneLine(r, "--out '\(out)'")
        }
        let empty = dir.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
        let before = try FileManager.default.attributesOfItem(atPath: empty.path)
        #expect(try CommandRunner.run(["render", "--scenario", s, "--out", empty.path, "--size", "160x90"]).status == 0)
        let after = try FileManager.default.attributesOfItem(atPath: empty.path)
        #expect(before[.systemFileNumber] as? Int == after[.systemFileNumber] as? Int)
        #expect((after[.posixPermissions] as? Int) == 0o700)
        #expect(try FileManager.default.contentsOfDirectory(atPath: empty.path).contains("frame-00001.png"))
    }

    // 5. A trailing slash or a folder where a file goes is refused before any work.
    @Test func trailingSlashAndFolderNamesAreRefusedFirst() throws {
        let s = try write("s.yaml", Self.short)
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("a.png"), withIntermediateDirectories: false)
        for args in [["snapshot", "--out", dir.path + "/b.png/"], ["render", "--scenario", s, "--out", dir.path + "/x.mp4/"],
                     ["snapshot", "--out", dir.path + "/a.png"], ["sheet", "--out", dir.path + "/a.png"]] {
            expectOneLine(try CommandRunner.run(args), args.joined(separator: " "))
        }
        #expect(try leftovers(except: ["s.yaml", "a.png"]).isEmpty)
    }

    // 6. Parameter sets are checked at load time, replayed in order, with file and line.
    @Test func parameterSetsAreCheckedInOrderAtLoad() throws {
        let bad = try write("bad.yaml", "pages: 12\nsteps:\n  - set: { instagram.maxDots: 5 }\n  - wait: 0.1\n  - set: { instagram.sideScales: [0.5, 0.25] }\n")
        let r = try CommandRunner.run(["trace", "--scenario", bad])
        expectOneLine(r, "replayed set", contains: "bad.yaml:5:")
        #expect(r.stdout.isEmpty)
        // Several parameters of one style in one step are applied together.
        let together = try write("together.yaml", "pages: 12\nsteps:\n  - set: { instagram.fullDots: 5, instagram.maxDots: 9 }\n  - wait: 0.1\n")
        #expect(try CommandRunner.run(["check", "--scenario", together]).status == 0)
    }

    // 7. Style lists: empty or doubled names are refused everywhere.
    @Test(arguments: ["", ",", "instagram,,system", "system,system", " "])
    func badStyleLists(list: String) throws {
        for args in [["snapshot", "--style", list, "--out", dir.appendingPathComponent("x.png").path],
                     ["sheet", "--styles", list, "--out", dir.appendingPathComponent("x.png").path],
                     ["--style", list]] {
            var env = ProcessInfo.processInfo.environment
            env["DISPLAY"] = nil
            expectOneLine(try CommandRunner.run(args, environment: env), args.joined(separator: " "))
        }
        #expect(try leftovers(except: []).isEmpty)
    }

    // 8. ffmpeg's own lines become one of ours; a full disk says so.
    @Test func aFullDiskIsOneLine() throws {
        let s = try write("s.yaml", Self.short)
        for out in ["x.mp4", "x.gif", "frames", "x.png"] {
            let path = dir.appendingPathComponent(out).path
            let command = out == "x.png" ? "snapshot --out '\(path)'" : "render --scenario '\(s)' --out '\(path)'"
            // A 64 KB file-size limit: writes fail with "File too large".
            let r = try CommandRunner.run(["-c", "ulimit -f 8; trap '' XFSZ; exec '\(CommandRunner.binary.path)' \(command)"], executable: "/bin/sh")
            expectOneLine(r, out, contains: "too large")
            #expect(try leftovers(except: ["s.yaml"]).isEmpty, "\(out)")
        }
    }

    // a GIF plays at its speed: 60 fps is written as 50 (delays in 1/100 s),
    // and the user is told in one line on stderr (a diagnostic); stdout has the result.
    @Test func aGIFIsWrittenAtARateItCanPlay() throws {
        let s = try write("s.yaml", Self.short)
        let r = try CommandRunner.run(["render", "--scenario", s, "--out", dir.appendingPathComponent("x.gif").path])
        #expect(r.status == 0, "\(r.stderr)")
        let lines = r.stdout.split(separator: "\n")
        #expect(lines.count == 1 && lines[0].hasSuffix("50 fps"), "\(r.stdout)")
        #expect(r.stderr.split(separator: "\n").count == 1 && r.stderr.contains("written at 50 fps"), "\(r.stderr)")
        let exact = try CommandRunner.run(["render", "--scenario", s, "--fps", "25", "--out", dir.appendingPathComponent("y.gif").path])
        #expect(exact.status == 0 && exact.stdout.split(separator: "\n").count == 1 && exact.stdout.hasSuffix("25 fps\n"), "\(exact.stdout)")
    }

    // 9. A legal long name works (temporary names stay short).
    @Test func longNamesWork() throws {
        let name = String(repeating: "n", count: 240) + ".png"
        let r = try CommandRunner.run(["snapshot", "--size", "160x90", "--out", dir.appendingPathComponent(name).path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try leftovers(except: []) == [name])
    }

    // 10. Messages a person can act on.
    @Test(arguments: [
        (["snapshot", "--size", "-5x5", "--out", "OUT.png"], "out of range"),
        (["snapshot", "--visit", "-1", "--out", "OUT.png"], "pages count from 0"),
        (["layout", "--style", "instagram", "--pages", "12", "--max-dots", "9223372036854775807"], "--max-dots 9223372036854775807 is not allowed: must be odd"),
        (["snapshot", "--pages", "0", "--visit", "0", "--out", "OUT.png"], "no pages"),
        (["layout", "--style", "system", "--pages", "3", "--visit", "-1"], "pages count from 0"),
        (["snapshot", "--out", "OUT\nx.png/"], "\\n"),
        (["snapshot", "--style", "a\u{1}b", "--out", "OUT.png"], "\\x01"),
        // ArgumentParser's own messages, rewritten: the value escaped, what is allowed.
        (["layout", "--style", "system", "--pages", "a\nb"], "--pages 'a\\nb' is not allowed: a whole number from 0 to 1000000000"),
        (["bench", "--frames", "2.5"], "--frames '2.5' is not allowed: a whole number from 1 to 1000000"),
        // A negative number is the option's value, not another option.
        (["check", "--video", "x.mp4", "--region", "-1,0,10,10"], "--region '-1,0,10,10' is not allowed"),
        (["check", "--video", "x.mp4", "--against", "instagram", "--pages", "-3"], "--pages -3 is out of range"),
        (["detect", "--video", "x.mp4", "--region", "-5,0,4,4"], "--region '-5,0,4,4' is not allowed"),
        (["layout", "--style", "cosine", "--pages", "3", "--width", "9000"], "width = 9000 is not allowed"),
        (["layout", "--style", "worm", "--pages", "30", "--set", "maxDots=2"], "maxDots = 2 is not allowed"),
        (["render", "--scenario", "SHORT", "--size", "4096x2304", "--out", "OUT.mp4"], "at most 8192 a side and 3686400 in all (2560x1440)"),
        (["render", "--scenario", "SHORT", "--size", "2560x1440", "--out", "OUT.gif"], "(1920x1080)"),
    ])
    func messagesSayWhatIsAllowed(args: [String], expected: String) throws {
        let out = dir.appendingPathComponent("o").path
        let short = try write("short.yaml", Self.short)
        let r = try CommandRunner.run(args.map { $0.replacingOccurrences(of: "OUT", with: out).replacingOccurrences(of: "SHORT", with: short) })
        expectOneLine(r, args.joined(separator: " "), contains: expected)
    }

    @Test(arguments: [
        ("pages: 1e12\nsteps: []\n", ":1: pages 1000000000000 is not allowed"),
        ("pages: 5\nsteps:\n  - wait: 3600\n  - wait: 0.1\n", "the steps last 3600.1 s; at most 3600 s"),
        ("- a\n- b\n", "not a list"),
        ("pages: 3\nsteps: {wait: 1}\n", "steps must be a list, not a mapping"),
        ("pages: 3\nsteps:\n", "steps must be a list"),
        ("pages: 3\nstyles: instagram\nsteps: []\n", "styles must be a list"),
        ("pages: 3\nsteps:\n  - drag: {by: 1e7, duration: 1}\n", "out of range: -1000000 to 1000000"),
        ("pages: 3\nsteps: []\npages: 4\n", ":3: the key 'pages' appears twice"),
        ("pages: 0x4\nsteps: []\n", ":1: pages '0x4' is not a decimal number"),
        ("pages: 3\nsteps:\n  - flick: { velocity: 1_0 }\n", ":3: velocity '1_0' is not a decimal number"),
        ("pages: 3\nrows:\n  - worm\n  - { style: worm, maxDots: 3, maxDots: 5 }\nsteps: []\n", ":4: the key 'maxDots' appears twice"),
        ("pages: 3\nrows:\n  - style: flutter-custom\nsteps: []\n", ":3: 'flutter-custom' is a preset: write preset: flutter-custom"),
        ("pages: 3\nsteps:\n  - press: jump\n", "not a key a scenario can press"),
        ("pages: 3\nsteps:\n  - scrub: { style: system, to: 9, duration: 1 }\n", "beyond the 3 pages"),
        ("pages: 3\nsteps: " + String(repeating: "[", count: 4000) + String(repeating: "]", count: 4000) + "\n", ".yaml:"),
        ("pages: 3\u{0}\nsteps: []\n", ".yaml:"),
        ("pages: 3\nsteps:\n  - wait: .nan\n", ":3: wait '.nan' is not a finite number"),
        ("pages: 3\nsteps:\n  - set: {tracking: discrete}\n", ":3: tracking must be a number or a list of numbers (a row's parameter is set as ROW.PARAMETER"),
        ("pages: 3\ninstagram: {foo: 1}\nsteps: []\n", ":2: instagram has no parameter 'foo': it has diameter"),
        ("pages: 3\nsteps:\n" + String(repeating: "  - wait: 0\n", count: 10_001), ":3: 10001 steps; at most 10000"),
        ("pages: 3\nsteps: []\n#" + String(repeating: "x", count: 1 << 20), "larger than 1 MB"),
    ])
    func scenarioMessages(text: String, expected: String) throws {
        let s = try write("s.yaml", text)
        expectOneLine(try CommandRunner.run(["trace", "--scenario", s]), text.prefix(60).description, contains: expected)
    }

    // 12. Cosine keeps its width whatever the parameters.
    @Test(arguments: [20.0, 40, 60])
    func cosineKeepsItsWidth(width: Double) throws {
        let r = try CommandRunner.run(["layout", "--style", "cosine", "--pages", "30", "--position", "12.5", "--width", String(width), "--json"])
        let o = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as! [String: Any]
        #expect(abs((o["width"] as! Double) - width) < 1e-9)
    }

    // 2. A signal mid-render removes the temporary output and nothing is left.
    @Test func aSignalMidRenderLeavesNothing() throws {
        let s = try write("long.yaml", "size: 320x180\npages: 12\nsteps:\n  - wait: 600\n")
        for (out, signal) in [("x.mp4", SIGSEGV), ("frames", SIGHUP), ("y.gif", SIGTERM), ("z.gif", SIGHUP), ("w.mp4", SIGHUP)] {
            let process = Process()
            process.executableURL = CommandRunner.binary
            process.arguments = ["render", "--scenario", s, "--out", dir.appendingPathComponent(out).path]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            // Wait (up to 20 s) for the temporary output to appear, then signal.
            let deadline = Date().addingTimeInterval(20)
            while try leftovers(except: ["long.yaml"]).isEmpty && Date() < deadline { usleep(10_000) }
            kill(process.processIdentifier, signal)
            process.waitUntilExit()
            #expect(process.terminationStatus != 0)
            // Ended by the signal, as a shell reports it: 128 + its number once the render
            // has stopped itself, or the signal itself.
            let status = process.terminationReason == .exit ? process.terminationStatus - 128 : process.terminationStatus
            #expect(status == signal, "\(out) after signal \(signal): \(process.terminationReason == .exit ? "exit" : "signal") \(process.terminationStatus)")
            #expect(try leftovers(except: ["long.yaml"]).isEmpty, "\(out) after signal \(signal)")
        }
    }

    /// Defaults that depend on another parameter follow it: instagram `maxDots` 3 needs no
    /// `allFullUpTo`; scenario whole numbers may be written 1e9.
    @Test func defaultsFollowWhatTheyDependOn() throws {
        let r = try CommandRunner.run(["layout", "--style", "instagram", "--pages", "30", "--max-dots", "3"])
        #expect(r.status == 0, "\(r.stderr)")
        let s = try write("big.yaml", "pages: 1e9\nsteps:\n  - goto: 5\n    duration: 0\n")
        let t = try CommandRunner.run(["check", "--scenario", s])
        #expect(t.status == 0, "\(t.stderr)")
    }

    /// An endless or huge scenario costs no more than a small one; so does a huge trace line.
    @Test func hugeInputsAreRefusedCheaply() throws {
        expectOneLine(try CommandRunner.run(["check", "--scenario", "/dev/zero"]), "/dev/zero", contains: "larger than 1 MB")
        let long = try write("long.jsonl", "{" + String(repeating: "\"a\":1,", count: 3_000_000) + "}\n")
        expectOneLine(try CommandRunner.run(["check", "--trace", long]), "long line", contains: "long.jsonl:1: line longer than 16 MB")
    }

    /// A trace is read as it is checked, and names only styles that exist.
    @Test func tracesAreStreamedAndStrict() throws {
        let s = try write("s.yaml", Self.short)
        let trace = try CommandRunner.run(["trace", "--json", "--scenario", s])
        let good = try write("t.jsonl", trace.stdout)
        #expect(try CommandRunner.run(["check", "--trace", good]).status == 0)
        let bad = try write("u.jsonl", trace.stdout.replacingOccurrences(of: "\"style\":\"cosine\"", with: "\"style\":\"foo\""))
        expectOneLine(try CommandRunner.run(["check", "--trace", bad]), "unknown style", contains: "u.jsonl:1: unknown style 'foo'")
    }

    /// Output that cannot be written is an error, not a short file and exit 0.
    @Test(arguments: ["layout --style system --pages 5", "trace --scenario SHORT", "check --scenario SHORT"])
    func aFailedStandardOutputIsOneLine(command: String) throws {
        let short = try write("short.yaml", Self.short)
        let line = command.replacingOccurrences(of: "SHORT", with: "'\(short)'")
        let r = try CommandRunner.run(["-c", "exec '\(CommandRunner.binary.path)' \(line) > /dev/full"], executable: "/bin/sh")
        expectOneLine(r, command, contains: "cannot write to standard output: no space left on device")
    }
}

/// Found by a hostile review: each case is one line and exit 2 (or, for a signal, nothing
/// left behind).
final class ReviewFindingsTests {
    /// Each test's folder, gone when the test is done.
    let folder = TestFolder("review")
    var dir: URL { folder.url }

    func write(_ name: String, _ text: String) throws -> String { try folder.write(name, text) }

    @Test func badInputWithStderrClosedOrFullIsStillExitTwo() throws {
        for redirect in ["2>&-", "2>/dev/full"] {
            let r = try CommandRunner.run(["-c", "exec '\(CommandRunner.binary.path)' layout --style system --pages abc \(redirect)"], executable: "/bin/sh")
            #expect(r.status == 2, "\(redirect): \(r.status)")
        }
    }

    @Test(arguments: [
        ("pages: 3\nsteps:\n  - press: solo9\n", ":3: press solo9 names row 9; there are 3 rows"),
        ("steps: []\n", ":1: missing key 'pages'"),
        ("pages: 3\nsteps:\n  - scrub: { row: 1, duration: 1 }\n", "missing key 'to'"),
    ])
    func scenarioFindings(text: String, expected: String) throws {
        let s = try write("s.yaml", text)
        let r = try CommandRunner.run(["trace", "--scenario", s])
        #expect(r.status == 2 && r.stderr.contains(expected) && r.stderr.split(separator: "\n").count == 1, "\(r.stderr)")
    }

    @Test func optionFindings() throws {
        let file = try write("t.sh", "not a folder")
        let fifo = dir.appendingPathComponent("f.yaml").path
        #expect(mkfifo(fifo, 0o644) == 0)
        let cases: [([String], String)] = [
            (["snapshot", "--out", file + "/a.png"], "is a file, not a folder"),
            (["snapshot", "--out", ".png"], "has no name before its extension"),
            (["trace", "--scenario", dir.path], "it is a folder"),
            (["trace", "--scenario", fifo], "pipe or socket"),
            (["snapshot", "--config", dir.path, "--out", dir.appendingPathComponent("a.png").path], "playground file"),
            (["play", "--easing", "spring(0,0)"], "dampingRatio in (0, 1]"),
            (["check", "--trace", file, "--set", "instagram.maxDots=9"], "give --scenario FILE"),
            (["snapshot", "--config", file, "--preset", "ios", "--out", dir.appendingPathComponent("a.png").path], "--config or --preset"),
        ]
        for (args, expected) in cases {
            let r = try CommandRunner.run(args)
            #expect(r.status == 2 && r.stderr.contains(expected) && r.stderr.split(separator: "\n").count == 1, "\(args): \(r.stderr)")
        }
    }

    /// Any catchable signal that ends a render removes its temporary output.
    @Test(arguments: [SIGUSR1, SIGALRM, SIGPROF])
    func signalsThatEndARenderLeaveNothing(signal: Int32) throws {
        let s = try write("long.yaml", "size: 320x180\npages: 12\nsteps:\n  - wait: 600\n")
        let process = Process()
        process.executableURL = CommandRunner.binary
        process.arguments = ["render", "--scenario", s, "--out", dir.appendingPathComponent("x.mp4").path]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(20)
        while (try FileManager.default.contentsOfDirectory(atPath: dir.path)).count < 2 && Date() < deadline { usleep(10_000) }
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["long.yaml"])
    }
}
