import Foundation
import PageDots

/// `pagedots bench --export`: how close an MP4 export comes to the encoder's own speed.
/// In one run, for the same frames: our side alone (frames drawn and converted to YUV,
/// written to a file as the stream a render hands ffmpeg), then rounds of the whole
/// `render` to MP4 and ffmpeg encoding that file — the very bytes the render sends — with
/// the same settings, back to back (in turn first). The ratio
/// render ÷ ffmpeg is what matters; CPU seconds say where the time went on a busy machine.
public enum ExportBenchmark {
    /// One round: the render and ffmpeg alone, one after the other.
    public struct Round: Sendable {
        /// Wall seconds of the whole render to MP4 and of ffmpeg alone.
        var render, ffmpeg: Double
        /// CPU seconds (user + system) during the render: ours, and ffmpeg's under it.
        var renderOurCPU, renderEncoderCPU: Double
        /// CPU seconds of ffmpeg alone.
        var ffmpegCPU: Double
        /// Who waited on whom during the render.
        var waits: PipeWaits
        var pipeFull: Double { waits.pipeFull }
        var writerIdle: Double { waits.writerIdle }
        var drawingWaited: Double { waits.drawingWaited }
        var ratio: Double { render / max(ffmpeg, 1e-9) }
    }

    public struct Result: Sendable {
        var frames: Int
        /// Wall and CPU seconds of our side alone (draw and conversion, the stream written to a file).
        var ours, oursCPU: Double
        var rounds: [Round]

        func median(_ k: KeyPath<Round, Double>) -> Double { Percentile.of(rounds.map { $0[keyPath: k] }.sorted(), 0.5) }
        /// The median of the rounds' ratios: each round's render and ffmpeg ran back to
        /// back, so a ratio is fair even when the machine's speed drifts.
        var ratio: Double { median(\.ratio) }
        /// The fastest render ÷ the fastest ffmpeg alone: on a shared machine, other work
        /// only ever adds time, so each side's best round is closest to its own cost.
        var bestRatio: Double { rounds.map(\.render).min()! / max(rounds.map(\.ffmpeg).min()!, 1e-9) }

        public var table: String {
            func s(_ x: Double) -> String { NumberText.fixed(x, 2) }
            return """
            export  \(frames) frames, median of \(rounds.count) round\(rounds.count == 1 ? "" : "s") (render and ffmpeg alone back to back)
                                wall       cpu
            render to MP4       \(s(median(\.render))) s     \(s(median(\.renderOurCPU))) s ours + \(s(median(\.renderEncoderCPU))) s ffmpeg
            ffmpeg alone        \(s(median(\.ffmpeg))) s     \(s(median(\.ffmpegCPU))) s  (the same stream from a file, same settings)
            our side alone      \(s(ours)) s     \(s(oursCPU)) s  (draw and YUV conversion, the stream to a file)
            render ÷ ffmpeg     \(s(ratio))  (rounds: \(rounds.map { s($0.ratio) }.joined(separator: ", ")))
            fastest ÷ fastest   \(s(bestRatio))  (\(s(rounds.map(\.render).min()!)) s ÷ \(s(rounds.map(\.ffmpeg).min()!)) s)
            during the render   \(s(median(\.pipeFull))) s handing frames to a full pipe (we waited on ffmpeg)
                                \(s(median(\.writerIdle))) s with no frame to hand over (the pipe drained: ffmpeg waited on us)
                                \(s(median(\.drawingWaited))) s drawing waited for a free buffer (ffmpeg a whole ring behind)
            """
        }

        public var json: JSONValue {
            .object([("frames", .int(frames)), ("rounds", .int(rounds.count)),
                     ("renderSeconds", .number(median(\.render))), ("renderOurCPUSeconds", .number(median(\.renderOurCPU))),
                     ("renderFfmpegCPUSeconds", .number(median(\.renderEncoderCPU))),
                     ("ffmpegSeconds", .number(median(\.ffmpeg))), ("ffmpegCPUSeconds", .number(median(\.ffmpegCPU))),
                     ("oursSeconds", .number(ours)), ("oursCPUSeconds", .number(oursCPU)),
                     ("ratio", .number(ratio)), ("ratios", .array(rounds.map { .number($0.ratio) })),
                     ("bestRatio", .number(bestRatio)),
                     ("pipeFullSeconds", .number(median(\.pipeFull))), ("writerIdleSeconds", .number(median(\.writerIdle))),
                     ("drawingWaitedSeconds", .number(median(\.drawingWaited)))])
        }
    }

    /// CPU seconds (user + system) so far of this process or of its reaped children.
    static func cpu(_ who: __rusage_who_t) -> Double {
        var u = rusage()
        getrusage(who, &u)
        func s(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
        return s(u.ru_utime) + s(u.ru_stime)
    }
    static let selfUsage = __rusage_who_t(RUSAGE_SELF.rawValue), childUsage = __rusage_who_t(RUSAGE_CHILDREN.rawValue)

    /// `control`: progress of the stream's pass and the rounds' renders, and Ctrl-C.
    public static func run(_ scenario: Scenario, rounds: Int, control: ScenarioRenderer.Control = ScenarioRenderer.Control()) throws -> Result {
        guard let ffmpeg = VideoWriter.ffmpeg else { throw RenderError("ffmpeg not found on PATH: install it (apt-get install ffmpeg) to measure export") }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("pagedots-export-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        // Everything made here goes at the end, and on Ctrl-C (the files before the folder).
        let files = ["render.mp4", "stream.mkv", "ffmpeg.mp4"].map { TemporaryPaths.register(file: dir.appendingPathComponent($0).path) }
        let folder = TemporaryPaths.register(folder: dir.path, removeFolder: true)
        defer {
            for f in files { TemporaryPaths.remove(f) }
            TemporaryPaths.remove(folder)
        }

        let stream = dir.appendingPathComponent("stream.mkv").path
        let (t, c) = (Clock.now(), cpu(selfUsage))
        try ScenarioRenderer.render(scenario, to: .stream(stream), control: control)
        let ours = Clock.now() - t, oursCPU = cpu(selfUsage) - c

        var frames = 0
        var done: [Round] = []
        for n in 0..<rounds {
            func renderRound() throws -> (wall: Double, ours: Double, encoder: Double, waits: PipeWaits) {
                let (t, c, child) = (Clock.now(), cpu(selfUsage), cpu(childUsage))
                let played = try ScenarioRenderer.play(scenario, to: .video(dir.appendingPathComponent("render.mp4").path, .mp4), control: control)
                frames = played.frames
                return (Clock.now() - t, cpu(selfUsage) - c, cpu(childUsage) - child, played.waits)
            }
            func ffmpegRound() throws -> (wall: Double, cpu: Double) {
                let p = Process()
                p.executableURL = URL(fileURLWithPath: ffmpeg)
                p.arguments = ["-hide_banner", "-loglevel", "error", "-y"] + VideoWriter.stream(from: stream, fps: scenario.fps)
                    + ExportFormat.h264 + [dir.appendingPathComponent("ffmpeg.mp4").path]
                p.standardOutput = FileHandle.nullDevice
                p.standardError = FileHandle.nullDevice
                let exit = ProcessExit(p)
                let (t, child) = (Clock.now(), cpu(childUsage))
                try ChildProcesses.run(p)
                exit.wait()
                ChildProcesses.forget(p)
                guard p.terminationStatus == 0 else { throw RenderError("ffmpeg could not encode the stream's frames") }
                return (Clock.now() - t, cpu(childUsage) - child)
            }
            // Every other round runs ffmpeg first, so neither side always follows the other.
            let render: (wall: Double, ours: Double, encoder: Double, waits: PipeWaits), alone: (wall: Double, cpu: Double)
            if n % 2 == 0 { render = try renderRound(); alone = try ffmpegRound() } else { alone = try ffmpegRound(); render = try renderRound() }
            // The same frames with the same settings make the same file: anything else
            // means the render fed ffmpeg other bytes than it drew.
            guard FileManager.default.contentsEqual(atPath: dir.appendingPathComponent("render.mp4").path,
                                                    andPath: dir.appendingPathComponent("ffmpeg.mp4").path) else {
                throw RenderError("the render's MP4 differs from ffmpeg's encoding of the same frames")
            }
            done.append(Round(render: render.wall, ffmpeg: alone.wall, renderOurCPU: render.ours, renderEncoderCPU: render.encoder, ffmpegCPU: alone.cpu,
                              waits: render.waits))
            if control.interrupted() { throw RenderError.interrupted }
        }
        return Result(frames: frames, ours: ours, oursCPU: oursCPU, rounds: done)
    }
}
