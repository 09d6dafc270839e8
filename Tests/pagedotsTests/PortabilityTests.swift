import Foundation
import Testing

/// What runs on every system runs here too: the export's portable pipe (plain writes, as
/// on macOS) makes the same file as Linux's zero-copy one.
final class PortabilityTests {
    let folder = TestFolder("portable")

    @Test func thePortablePipeWritesTheSameMP4() throws {
        let s = try folder.write("s.yaml", "size: 320x180\nfps: 30\npages: 12\nsteps:\n  - goto: 7\n    duration: 0.6\n  - drag: { by: -1.5, duration: 0.4 }\n")
        var environment = ProcessInfo.processInfo.environment
        let spliced = try CommandRunner.run(["render", "--scenario", s, "--out", folder.path("spliced.mp4")], environment: environment)
        environment["PAGEDOTS_PORTABLE_PIPE"] = "1"
        let portable = try CommandRunner.run(["render", "--scenario", s, "--out", folder.path("portable.mp4")], environment: environment)
        #expect(spliced.status == 0 && portable.status == 0, "\(spliced.stderr) \(portable.stderr)")
        let a = try Data(contentsOf: URL(fileURLWithPath: folder.path("spliced.mp4")))
        let b = try Data(contentsOf: URL(fileURLWithPath: folder.path("portable.mp4")))
        #expect(a.count > 1000 && a == b)
    }

    /// Recordings decoded in the process by FFmpeg's libraries measure the same, byte for
    /// byte, as through the ffmpeg command (the way every other machine reads them): rows
    /// found and measured, a region given, a GIF (always the command), a file cut short.
    @Test func theLibraryDecoderReadsWhatTheCommandReads() throws {
        let (whole, cut) = try UntrustedRecordingTests.wholeAndCut(in: folder)
        let gif = folder.path("demo.gif")
        let s = try folder.write("d.yaml", "size: 480x200\nfps: 12\npages: 7\nstyles: [worm, expanding]\nsteps:\n  - goto: 5\n    duration: 0.8\n  - wait: 0.3\n")
        let rendered = try CommandRunner.run(["render", "--scenario", s, "--out", gif])
        #expect(rendered.status == 0, "\(rendered.stderr)")
        // (This machine has the libraries: CI installs them.)
        var debug = ProcessInfo.processInfo.environment
        debug["PAGEDOTS_QA_DEBUG"] = "1"
        let seen = try CommandRunner.run(["detect", "--video", whole], environment: debug)
        #expect(seen.stdout.contains("decoded in this process"), "\(seen.stdout.prefix(300))")
        // A raw H.264 stream cut short (its last frames' errors come back only as the
        // decoder is drained); a clip trimmed without re-encoding (its edit list leaves
        // the first second's packets out: not cut short); a file named like one of
        // FFmpeg's protocols (read as the file it is).
        let raw = folder.path("raw.h264"), rawCut = folder.path("raw-cut.h264"), trimmed = folder.path("trimmed.mp4")
        let protocolName = folder.path("concat:\(URL(fileURLWithPath: whole).lastPathComponent)|\(URL(fileURLWithPath: cut).lastPathComponent)")
        for (args, out) in [(["-i", UntrustedRecordingTests.qa, "-c:v", "libx264", "-f", "h264"], raw), (["-ss", "1.0", "-i", whole, "-c", "copy"], trimmed)] {
            let made = try CommandRunner.run(["-v", "error", "-y"] + args + [out], executable: "/usr/bin/ffmpeg")
            #expect(made.status == 0, "\(made.stderr)")
        }
        let rawData = try Data(contentsOf: URL(fileURLWithPath: raw))
        try rawData.prefix(rawData.count * 2 / 5).write(to: URL(fileURLWithPath: rawCut))
        try FileManager.default.copyItem(atPath: whole, toPath: protocolName)
        let shortened = try CommandRunner.run(["check", "--video", rawCut])
        #expect(shortened.status == 2 && shortened.stderr.contains("cut short or damaged"), "\(shortened.status) \(shortened.stderr)")
        let kept = try CommandRunner.run(["check", "--video", trimmed, "--json"])
        // (Status 1: the recording's own findings.)
        #expect(kept.status == 1 && !kept.stderr.contains("cut short") && kept.stdout.contains("\"framesRead\":140}"), "\(kept.stdout.suffix(300)) \(kept.stderr)")
        // A MOV whose edit list starts half a second in, the frames before it left out of
        // the packets altogether (a screen recording trimmed in a player): fewer frames
        // than its sample table counts, reaching the end it declares — not cut short.
        let mov = folder.path("start-trimmed.mov")
        let remuxed = try CommandRunner.run(["-v", "error", "-y", "-i", whole, "-c:v", "libx264", "-bf", "0", "-g", "30", "-an", mov], executable: "/usr/bin/ffmpeg")
        #expect(remuxed.status == 0, "\(remuxed.stderr)")
        try Self.trimStart(mov, frames: 30, rate: 60)
        let edited = try CommandRunner.run(["check", "--video", mov, "--json"])
        #expect(!edited.stderr.contains("cut short") && edited.stdout.contains("\"framesDeclared\":200,\"framesRead\":170}"), "\(edited.stdout.suffix(300)) \(edited.stderr)")
        let named = try CommandRunner.run(["check", "--video", protocolName, "--json"])
        #expect(named.status == 1 && named.stdout.contains("\"framesDeclared\":200,\"framesRead\":200}"), "\(named.stdout.suffix(300)) \(named.stderr)")
        var command = ProcessInfo.processInfo.environment
        command["PAGEDOTS_DECODER"] = "command"
        for args in [["detect", "--video", whole, "--json"], ["detect", "--video", UntrustedRecordingTests.qa, "--region", "40,140,360,100", "--json"],
                     ["check", "--video", cut, "--json"], ["detect", "--video", gif, "--json"], ["check", "--video", rawCut, "--json"],
                     ["detect", "--video", trimmed, "--json"], ["check", "--video", protocolName, "--json"]] {
            let library = try CommandRunner.run(args)
            let ffmpeg = try CommandRunner.run(args, environment: command)
            let same = library.status == ffmpeg.status && library.stdout == ffmpeg.stdout && library.stderr == ffmpeg.stderr
            #expect(same, "\(args): \(library.status) \(library.stderr) | \(ffmpeg.status) \(ffmpeg.stderr)")
            let long = library.stdout.count > 200
            #expect(long, "\(args): \(library.stdout.prefix(300))")
        }
    }

    /// Rewrites a MOV's single-entry edit list (version 0 boxes) to start `frames` frames
    /// of `rate` into its track, and to end where it ended.
    static func trimStart(_ path: String, frames: Int, rate: Int) throws {
        var data = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        func box(_ name: String) -> Int? {
            let tag = Array(name.utf8)
            return (0..<(data.count - 4)).first { data[$0..<($0 + 4)].elementsEqual(tag) }
        }
        func read(_ at: Int) -> Int { data[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
        func write(_ at: Int, _ v: Int) { for k in 0..<4 { data[at + k] = UInt8((v >> (8 * (3 - k))) & 0xFF) } }
        guard let movie = box("mvhd"), let media = box("mdhd"), let edits = box("elst") else { throw CocoaError(.fileReadCorruptFile) }
        let movieScale = read(movie + 16), mediaScale = read(media + 16)
        write(edits + 12, read(edits + 12) - frames * movieScale / rate)
        write(edits + 16, frames * mediaScale / rate)
        try Data(data).write(to: URL(fileURLWithPath: path))
    }

    /// Every system call the program makes by name goes through an import that holds on
    /// Linux and macOS alike.
    @Test func noUnconditionalGlibc() throws {
        let sources = RecordingQATests.root.appendingPathComponent("Sources")
        let files = FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
        #expect(files.count > 50)
        for file in files {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            for (i, line) in lines.enumerated() where line.hasPrefix("import Glibc") || line.contains("Glibc.") {
                let guarded = i > 0 && (lines[i - 1].contains("#if canImport(Glibc)") || lines[i - 1].contains("#if os(Linux)"))
                #expect(guarded, "\(file):\(i + 1): \(line)")
            }
        }
    }
}
