import Foundation
import Testing

/// Files from someone else: each costs what it is worth, is refused in one line when it
/// would cost more, and what it holds reaches the terminal escaped.
final class UntrustedInputTests {
    let folder = TestFolder("untrusted")

    /// A bound no refusal comes near: a run killed by it fails the test (status −1).
    static let bound = 20.0

    func expectRefused(_ r: CommandRunner.Result, _ what: String, saying: String) {
        #expect(r.status == 2, "\(what): status \(r.status): \(r.stderr.prefix(300))")
        #expect(r.stderr.split(separator: "\n").count == 1 && r.stderr.contains(saying), "\(what): \(r.stderr.prefix(300))")
    }

    /// Ten lines whose aliases of aliases would expand to ten billion values.
    static var laughs: String {
        var lines = ["pages: 5", "a0: &a0 [0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5]"]
        for i in 1..<10 { lines.append("a\(i): &a\(i) [" + Array(repeating: "*a\(i - 1)", count: 10).joined(separator: ", ") + "]") }
        lines.append("steps: [ {wait: 0.1} ]")
        return lines.joined(separator: "\n") + "\n"
    }

    @Test func aliasesOfAliasesAreRefusedByEveryCommand() throws {
        let f = try folder.write("laughs.yaml", Self.laughs)
        for args in [["trace", "--scenario", f], ["render", "--scenario", f, "--out", folder.path("x.mp4")], ["check", "--scenario", f],
                     ["snapshot", "--config", f, "--out", folder.path("x.png")], ["bench", "--export", "--scenario", f]] {
            let r = try CommandRunner.run(args, timeout: Self.bound)
            expectRefused(r, args[0], saying: "laughs.yaml:5: its aliases expand to more than")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.path("x.mp4")) && !FileManager.default.fileExists(atPath: folder.path("x.png")))
        // Aliases that stay within what the file could spell out are read.
        let fine = try folder.write("fine.yaml", "pages: 12\nshort: &s { goto: 3, duration: 0.1 }\nsteps:\n  - *s\n  - *s\n  - wait: 0.1\n")
        let r = try CommandRunner.run(["check", "--scenario", fine], timeout: Self.bound)
        #expect(r.status == 0 || r.stderr.contains("short"), "\(r.stderr)")
    }

    @Test func aTraceOfTooManyDotsIsRefusedBeforeItIsRead() throws {
        var text = ""
        for frame in 0..<2 {
            text += "{\"frame\":\(frame),\"dots\":[" + (0..<100_000).map { "{\"x\":\($0 * 3),\"diameter\":2}" }.joined(separator: ",") + "]}\n"
        }
        let f = try folder.write("many.jsonl", text)
        expectRefused(try CommandRunner.run(["check", "--trace", f], timeout: Self.bound), "100,000 dots", saying: "many.jsonl:1: more than 10000 dots in one frame")
    }

    static let minimal = (0..<20).map { "{\"frame\": \($0), \"dots\": [{\"x\": 10, \"diameter\": 8, \"current\": \($0 < 10)}, {\"x\": 30, \"diameter\": 8, \"current\": \($0 >= 10)}]}" }.joined(separator: "\n") + "\n"

    @Test func aTraceIsReadFromStandardInputOrAPipe() throws {
        for name in ["-", "/dev/stdin"] {
            let r = try CommandRunner.run(["check", "--trace", name], timeout: Self.bound, input: Data(Self.minimal.utf8))
            #expect(r.stdout.contains("20 frames"), "\(name): \(r.status) \(r.stderr)")
        }
        let empty = try CommandRunner.run(["check", "--trace", "-"], timeout: Self.bound, input: Data())
        expectRefused(empty, "empty stdin", saying: "(standard input): no frames")
        // A named pipe: read as it is written, with a word that it waits.
        let fifo = folder.path("trace.fifo")
        #expect(mkfifo(fifo, 0o600) == 0)
        let text = Self.minimal
        DispatchQueue.global().async {
            if let h = FileHandle(forWritingAtPath: fifo) { h.write(Data(text.utf8)); try? h.close() }
        }
        let r = try CommandRunner.run(["check", "--trace", fifo], timeout: Self.bound)
        #expect(r.stdout.contains("20 frames") && r.stderr.contains("waiting for a writer"), "\(r.status) \(r.stderr)")
    }

    @Test func textFromFilesReachesTheTerminalEscaped() throws {
        let name = "odd\u{202E}name\u{9B}31m\nx.yaml"
        let f = try folder.write(name, "pages: 5\nsteps: [{wait: 0.1}]\n")
        let missing = try CommandRunner.run(["trace", "--scenario", f + "z"], timeout: Self.bound)
        expectRefused(missing, "missing file", saying: "odd\\u{202E}name\\x9B31m\\nx.yamlz")
        let key = try folder.write("key.yaml", "pages: 5\nwe\u{202E}ird: 3\nsteps: [{wait: 0.1}]\n")
        let r = try CommandRunner.run(["trace", "--scenario", key], timeout: Self.bound)
        #expect(r.status == 2 && r.stderr.contains("we\\u{202E}ird") && !r.stderr.unicodeScalars.contains { $0.value == 0x202E }, "\(r.stderr)")
        // A name printed on stdout too.
        let out = folder.path("sn\u{9B}ap\nshot.png")
        let s = try CommandRunner.run(["snapshot", "--size", "160x90", "--out", out], timeout: Self.bound)
        #expect(s.status == 0 && s.stdout.contains("sn\\x9Bap\\nshot.png") && s.stdout.split(separator: "\n").count == 1, "\(s.stdout)")
        for r in [missing, r, s] {
            #expect(!(r.stdout + r.stderr).unicodeScalars.contains { (0x80...0x9F).contains($0.value) || (0x202A...0x202E).contains($0.value) })
        }
    }
}

/// Recordings from someone else: no recording is read past what it is worth, a file that
/// is not one is refused, one cut short never passes, and a signal stops its readers too.
final class UntrustedRecordingTests {
    let folder = TestFolder("untrusted-video")
    static let qa = RecordingQATests.root.appendingPathComponent("Assets/QA/strip-two-current.mp4").path

    @Test func aStillImageATextAndAHugeFrameAreRefused() throws {
        let png = folder.path("image.mp4")
        try FileManager.default.copyItem(atPath: RecordingQATests.root.appendingPathComponent("docs/qa-rows.png").path, toPath: png)
        let text = try folder.write("text.mp4", "hello\n")
        // A GIF whose screen is 16000 × 16000 pixels, holding one pixel: only its header
        // says how large it is.
        let huge = folder.path("huge.gif")
        let bytes: [UInt8] = Array("GIF89a".utf8) + [0x80, 0x3E, 0x80, 0x3E, 0x80, 0, 0, 0, 0, 0, 0xFF, 0xFF, 0xFF,
                                                     0x2C, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44, 1, 0, 0x3B]
        #expect(FileManager.default.createFile(atPath: huge, contents: Data(bytes)))
        // An animated WebP (which ffmpeg 5 reads as its first frame alone) is named as such.
        let webp = folder.path("anim.webp")
        let made = try CommandRunner.run(["-v", "error", "-y", "-f", "lavfi", "-i", "testsrc=size=64x32:rate=10:duration=0.5",
                                          "-c:v", "libwebp_anim", "-loop", "0", webp], executable: "/usr/bin/ffmpeg")
        #expect(made.status == 0, "\(made.stderr)")
        for (file, saying) in [(png, "is a still image (png), not a recording"), (text, "is not a video ffmpeg can read"), (huge, "has 16000x16000 frames"),
                               (webp, "is an animated WebP, which this ffmpeg cannot decode")] {
            for command in ["detect", "check"] {
                let r = try CommandRunner.run([command, "--video", file], timeout: UntrustedInputTests.bound)
                #expect(r.status == 2 && r.stderr.contains(saying) && r.stderr.split(separator: "\n").count == 1, "\(command) \(file): \(r.status) \(r.stderr)")
            }
        }
    }

    /// A stream that does not start as a recording does (endless zeros, text piped in) is
    /// refused from its first bytes, in one line, before anything is held or decoded; a
    /// recording piped in is read.
    @Test func aStreamThatIsNoRecordingIsRefusedAtOnce() throws {
        for (args, input) in [(["check", "--video", "/dev/zero"], nil), (["detect", "--video", "-"], Data("hello, this is text\n".utf8))] as [([String], Data?)] {
            let r = try CommandRunner.run(args, timeout: 20, input: input)
            #expect(r.status == 2 && r.stderr.contains("is not a video ffmpeg can read: it does not start as a recording does")
                    && r.stderr.split(separator: "\n").count == 1, "\(args): \(r.status) \(r.stderr)")
        }
        let piped = try CommandRunner.run(["check", "--video", "-"], timeout: 60, input: try Data(contentsOf: URL(fileURLWithPath: Self.qa)))
        #expect(piped.status == 1 && piped.stdout.contains("200 frames"), "\(piped.status) \(piped.stderr)")
    }

    /// The tests' recording with its header first (as phones write them) in `folder`, and a
    /// copy cut to its first half: the cut file still declares 200 frames.
    static func wholeAndCut(in folder: TestFolder) throws -> (whole: String, cut: String) {
        let whole = folder.path("whole.mp4"), cut = folder.path("cut.mp4")
        let made = try CommandRunner.run(["-v", "error", "-y", "-i", qa, "-c", "copy", "-movflags", "+faststart", whole], executable: "/usr/bin/ffmpeg")
        #expect(made.status == 0, "\(made.stderr)")
        let data = try Data(contentsOf: URL(fileURLWithPath: whole))
        try data.prefix(data.count / 2).write(to: URL(fileURLWithPath: cut))
        return (whole, cut)
    }

    @Test func aRecordingCutShortNeverPasses() throws {
        let (whole, cut) = try Self.wholeAndCut(in: folder)
        let r = try CommandRunner.run(["check", "--video", cut, "--json"], timeout: 60)
        #expect(r.status == 2 && r.stderr.contains("cut short or damaged: read ") && r.stderr.contains("of the 200 frames it declares"), "\(r.status) \(r.stderr)")
        let summary = r.stdout.split(separator: "\n").last.map(String.init) ?? ""
        #expect(summary.contains("\"framesDeclared\":200") && summary.contains("\"cutShort\""), "\(summary)")
        let d = try CommandRunner.run(["detect", "--video", cut], timeout: 60)
        #expect(d.status == 2 && d.stderr.contains("cut short"), "\(d.status) \(d.stderr)")
        // The whole file is read whole.
        let w = try CommandRunner.run(["check", "--video", whole, "--json"], timeout: 60)
        #expect(w.stdout.contains("\"framesDeclared\":200,\"framesRead\":200}") && !w.stderr.contains("cut short"), "\(w.stdout.suffix(400))")
    }

    /// The processes whose parent is `pid`.
    static func children(of pid: pid_t) -> [pid_t] {
        let all = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return all.compactMap { Int32($0) }.filter { p in
            guard let stat = try? String(contentsOfFile: "/proc/\(p)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { return false }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            return fields.count > 2 && Int32(fields[1]) == pid
        }
    }

    /// Starts `check --video path`, waits until `ready` holds for it (or 20 s), sends
    /// `signal`; returns what it said, the children it had then, and the process.
    func interrupt(_ path: String, _ signal: Int32, when ready: (pid_t) -> Bool) throws -> (String, [pid_t], Process) {
        let process = Process()
        process.executableURL = CommandRunner.binary
        process.arguments = ["check", "--video", path]
        let err = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = err
        try process.run()
        let deadline = Date().addingTimeInterval(20)
        while !ready(process.processIdentifier) && Date() < deadline { usleep(20_000) }
        let kids = Self.children(of: process.processIdentifier)
        kill(process.processIdentifier, signal)
        let said = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (said, kids, process)
    }

    @Test(arguments: [SIGTERM, SIGINT, SIGHUP])
    func aSignalStopsItsReadersToo(signal: Int32) throws {
        // A named pipe nobody writes: it waits for a writer, and says so.
        let fifo = folder.path("rec-\(signal).mp4")
        #expect(mkfifo(fifo, 0o600) == 0)
        let (said, _, process) = try interrupt(fifo, signal) { pid in
            let wait = (try? String(contentsOfFile: "/proc/\(pid)/wchan", encoding: .utf8)) ?? ""
            return wait.contains("partner") || wait.contains("fifo")
        }
        #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == signal, "\(process.terminationReason) \(process.terminationStatus)")
        #expect(said.contains("pagedots: interrupted"), "\(said)")
        // A long recording being decoded: ffmpeg and ffprobe stop with it.
        let long = folder.path("long.mp4")
        if !FileManager.default.fileExists(atPath: long) {
            let made = try CommandRunner.run(["-v", "error", "-y", "-f", "lavfi", "-i", "testsrc2=size=640x360:rate=60", "-t", "40",
                                              "-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", long], executable: "/usr/bin/ffmpeg")
            #expect(made.status == 0, "\(made.stderr)")
        }
        let (busy, kids, decoding) = try interrupt(long, signal) { !Self.children(of: $0).isEmpty }
        #expect(!kids.isEmpty, "no reader started")
        #expect(decoding.terminationReason == .uncaughtSignal && decoding.terminationStatus == signal)
        #expect(busy.contains("pagedots: interrupted"), "\(busy)")
        for kid in kids {
            #expect(kill(kid, 0) != 0, "child \(kid) outlived it")
        }
    }
}

/// One way of reading numbers: an option, a file and a trace accept and refuse the same
/// spellings with the same words.
final class NumberSpellingTests {
    let folder = TestFolder("numbers")

    /// (written, what the refusal says; nil: accepted)
    static let spellings: [(String, String?)] = [
        ("3", nil), ("+3", nil), ("3.0", nil), ("3e0", nil),
        ("1e400", "'1e400' is too large a number"),
        ("1e-400", "'1e-400' is too small a number to tell from 0: write 0"),
        ("NaN", "'NaN' is not a finite number"), ("-Infinity", "'-Infinity' is not a finite number"),
    ]

    @Test func optionsFilesAndTracesAgree() throws {
        for (written, refusal) in Self.spellings {
            let option = try CommandRunner.run(["layout", "--style", "cosine", "--pages", "5", "--position", written])
            // (YAML spells infinity and NaN its own way.)
            let yamlWritten = written == "NaN" ? ".nan" : written == "-Infinity" ? "-.inf" : written
            let file = try folder.write("s.yaml", "pages: 5\nsteps:\n  - goto: \(yamlWritten)\n    duration: 0.1\n")
            let yaml = try CommandRunner.run(["trace", "--scenario", file])
            let trace = try folder.write("t.jsonl", "{\"frame\": 0, \"dots\": [{\"x\": \(written == "+3" ? "3" : written), \"diameter\": 8, \"current\": true}, {\"x\": 20, \"diameter\": 8}]}\n")
            let json = try CommandRunner.run(["check", "--trace", trace])
            for (r, what) in [(option, "option"), (yaml, "file"), (json, "trace")] {
                if let refusal {
                    let expected = what == "file" ? refusal.replacingOccurrences(of: written, with: yamlWritten) : refusal
                    #expect(r.status == 2 && r.stderr.contains(expected) && r.stderr.split(separator: "\n").count == 1, "\(what) \(written): \(r.stderr)")
                } else {
                    #expect(r.status != 2, "\(what) \(written): \(r.stderr)")
                }
            }
        }
    }

    @Test func aQuotedOrTaggedNumberIsText() throws {
        for written in ["\"3\"", "'3'", "!!str 3"] {
            let file = try folder.write("s.yaml", "pages: \(written)\nsteps:\n  - wait: 0.1\n")
            let r = try CommandRunner.run(["trace", "--scenario", file])
            #expect(r.status == 2 && r.stderr.contains("s.yaml:1: pages must be a whole number from 0 to 1000000000, not the text '3' (a number is written without quotes)"), "\(written): \(r.stderr)")
        }
        let tagged = try CommandRunner.run(["trace", "--scenario", try folder.write("f.yaml", "pages: !!float 3\nsteps:\n  - wait: !!str 0.1\n")])
        #expect(tagged.status == 2 && tagged.stderr.contains("wait must be a number, not the text '0.1'"), "\(tagged.stderr)")
        let trace = try folder.write("t.jsonl", "{\"frame\": 0, \"dots\": [{\"x\": \"3\", \"diameter\": 8}]}\n")
        let json = try CommandRunner.run(["check", "--trace", trace])
        #expect(json.status == 2 && json.stderr.contains("'x' must be a number, not the text '3' (a number is written without quotes)"), "\(json.stderr)")
        // A whole number written 1e18 is a whole number out of range, in a file and a trace.
        let big = try CommandRunner.run(["trace", "--scenario", try folder.write("b.yaml", "pages: 1e18\nsteps:\n  - wait: 0.1\n")])
        #expect(big.stderr.contains("pages 1000000000000000000 is not allowed: a whole number"), "\(big.stderr)")
        let far = try folder.write("far.jsonl", "{\"frame\": 1e18, \"dots\": [{\"x\": 3, \"diameter\": 8}]}\n")
        #expect(try CommandRunner.run(["check", "--trace", far]).stderr.contains("'frame' 1000000000000000000 is not allowed: a whole number"))
    }
}

/// Found by a hostile review of the above: each is one line and exit 2 (or read whole).
final class UntrustedReviewTests {
    let folder = TestFolder("untrusted-review")

    @Test func keysThatAreNotNamesAreRefusedAtOnce() throws {
        var text = "pages: 12\na0: &a0 [x]\n"
        for i in 1..<30 { text += "a\(i): &a\(i) [*a\(i - 1), *a\(i - 1)]\n" }
        for (key, saying) in [("k: {? *a29 : 1}\n", "explicit keys ('? …') are not read"), ("k: {*a29 : 1}\n", "an alias ('*a29') cannot be a key"),
                              ("y: {<<: {? *a29 : 1}}\n", "explicit keys")] {
            let f = try folder.write("k.yaml", text + key + "steps: []\n")
            let r = try CommandRunner.run(["check", "--scenario", f], timeout: UntrustedInputTests.bound)
            #expect(r.status == 2 && r.stderr.contains("k.yaml:32: a key is a plain name: " + saying.prefix(20)), "\(key): \(r.stderr)")
        }
        // A question mark or a star inside a value or quoted text is no key.
        let fine = try folder.write("fine.yaml", "pages: 12\nrows: [{style: instagram, label: \"what? *x : y\"}, {style: worm, label: why? yes}]\nsteps: [{wait: 0.1}]\n")
        #expect(try CommandRunner.run(["trace", "--scenario", fine]).status == 0)
    }

    @Test func containersCutShortOfEveryKindNeverPass() throws {
        for (ext, args) in [("mkv", ["-c", "copy"]), ("gif", ["-vf", "scale=220:-1"])] {
            let whole = folder.path("whole.\(ext)"), cut = folder.path("cut.\(ext)")
            let made = try CommandRunner.run(["-v", "error", "-y", "-i", UntrustedRecordingTests.qa] + args + [whole], executable: "/usr/bin/ffmpeg")
            #expect(made.status == 0, "\(made.stderr)")
            let data = try Data(contentsOf: URL(fileURLWithPath: whole))
            try data.prefix(data.count * 6 / 10).write(to: URL(fileURLWithPath: cut))
            for command in ["detect", "check"] {
                let r = try CommandRunner.run([command, "--video", cut], timeout: 60)
                // (2, or 1 where what was read shows the recording's own glitch.)
                #expect((r.status == 2 || (command == "check" && r.status == 1 && r.stdout.contains("violation"))) && r.stderr.contains("cut short or damaged") && r.stderr.split(separator: "\n").count == 1, "\(ext) \(command): \(r.status) \(r.stderr)")
            }
            #expect(!(try CommandRunner.run(["check", "--video", whole], timeout: 60)).stderr.contains("cut short"), "\(ext) whole")
        }
    }

    @Test func aRecordingFromAStreamAndTheOverlay() throws {
        let video = try Data(contentsOf: URL(fileURLWithPath: UntrustedRecordingTests.qa))
        let r = try CommandRunner.run(["check", "--video", "-"], timeout: 60, input: video)
        #expect(r.status == 1 && r.stdout.contains("(standard input): row 1: frame 110"), "\(r.stderr)")
        // The overlay never replaces the recording; with no row there is nothing to draw.
        let copy = folder.path("in.mp4")
        try video.write(to: URL(fileURLWithPath: copy))
        let same = try CommandRunner.run(["detect", "--video", copy, "--overlay", copy])
        #expect(same.status == 2 && same.stderr.contains("would replace the recording itself"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: copy)) == video)
        let still = folder.path("still.mp4")
        #expect(try CommandRunner.run(["-v", "error", "-y", "-f", "lavfi", "-i", "color=c=gray:s=160x90:r=10", "-t", "1", "-pix_fmt", "yuv420p", still], executable: "/usr/bin/ffmpeg").status == 0)
        let none = try CommandRunner.run(["detect", "--video", still, "--overlay", folder.path("o.mp4")])
        #expect(none.status == 3 && none.stderr.contains("no row of page-indicator elements") && !FileManager.default.fileExists(atPath: folder.path("o.mp4")), "\(none.stderr)")
    }

    @Test func tracesHoldTheirLimitsAndTypes() throws {
        func dots(_ n: Int) -> String { (0..<n).map { "{\"x\": \($0 * 3), \"diameter\": 2}" }.joined(separator: ", ") }
        let over = try folder.write("over.jsonl", "{\"frame\": 0, \"dots\": [\(dots(10_001))]}\n")
        #expect(try CommandRunner.run(["check", "--trace", over]).stderr.contains("more than 10000 dots in one frame"))
        for (line, saying) in [("{\"frame\": true, \"dots\": [{\"x\": 1, \"diameter\": 8}]}", "'frame' must be a whole number, not true"),
                               ("{\"frame\": 0, \"dots\": [{\"x\": false, \"diameter\": 8}]}", "'x' must be a number, not false"),
                               ("{\"frame\": 0, \"dots\": [{\"x\": 1, \"diameter\": 8, \"current\": 1}]}", "'current' is not true or false"),
                               ("{\"frame\": 0, \"dots\": [{\"x\": 0x10, \"diameter\": 8}]}", "'x' '0x10' is not a decimal number"),
                               ("{\"frame\": 0, \"dots\": [{\"x\": \"1\u{2028}\", \"diameter\": 8}]}", "'x' must be a number, not the text '1\\u{2028}'")] {
            let f = try folder.write("t.jsonl", line + "\n")
            let r = try CommandRunner.run(["check", "--trace", f])
            #expect(r.status == 2 && r.stderr.contains(saying) && !r.stderr.unicodeScalars.contains { $0.value == 0x2028 }, "\(line): \(r.stderr)")
        }
        let twice = try CommandRunner.run(["check", "--trace", "-", "--trace", "-"], input: Data(UntrustedInputTests.minimal.utf8))
        #expect(twice.status == 2 && twice.stderr.contains("reads standard input, which can be read once"), "\(twice.stderr)")
        let zero = try CommandRunner.run(["check", "--trace", "/dev/zero"], timeout: 60)
        #expect(zero.status == 2 && zero.stderr.contains("line longer than 16 MB"), "\(zero.stderr)")
    }
}
