import Foundation
import PageDots
import PageDotsRender

/// `pagedots bench --export`: how close an MP4 export comes to the encoder's own speed.
/// In one run, for the same frames: the whole `render` to MP4; our side alone (frames
/// drawn and converted to YUV, written to a raw file); and ffmpeg encoding that raw file
/// with the same settings. The ratio render ÷ ffmpeg is what matters.
enum ExportBench {
    struct Result {
        var frames: Int
        var render, ours, ffmpeg: Double

        var ratio: Double { render / max(ffmpeg, 1e-9) }

        var table: String {
            """
            export  \(frames) frames
            render to MP4       \(NumberText.fixed(render, 2)) s
            our side alone      \(NumberText.fixed(ours, 2)) s  (draw and YUV conversion, to a raw file)
            ffmpeg alone        \(NumberText.fixed(ffmpeg, 2)) s  (the same frames from the raw file, same settings)
            render ÷ ffmpeg     \(NumberText.fixed(ratio, 2))
            """
        }

        var json: JSONValue {
            .object([("frames", .int(frames)), ("renderSeconds", .number(render)), ("oursSeconds", .number(ours)),
                     ("ffmpegSeconds", .number(ffmpeg)), ("ratio", .number(ratio))])
        }
    }

    static func run(_ scenario: Scenario) throws -> Result {
        guard let ffmpeg = VideoWriter.ffmpeg else { throw UsageError("ffmpeg not found on PATH: install it (apt-get install ffmpeg) to measure export") }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("pagedots-export-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        // Everything made here goes at the end, and on Ctrl-C (the files before the folder).
        let files = ["render.mp4", "frames.yuv", "ffmpeg.mp4"].map { TemporaryPaths.register(file: dir.appendingPathComponent($0).path) }
        let folder = TemporaryPaths.register(folder: dir.path, removeFolder: true)
        defer {
            for f in files { TemporaryPaths.remove(f) }
            TemporaryPaths.remove(folder)
        }

        var t = Clock.now()
        let frames = try Renderer.render(scenario, to: .video(dir.appendingPathComponent("render.mp4").path), label: "bench render")
        let render = Clock.now() - t

        let raw = dir.appendingPathComponent("frames.yuv").path
        t = Clock.now()
        let size = try writeRaw(scenario, to: raw)
        let ours = Clock.now() - t

        let p = Process()
        p.executableURL = URL(fileURLWithPath: ffmpeg)
        p.arguments = ["-hide_banner", "-loglevel", "error", "-y"] + VideoWriter.rawYUV(width: size.width, height: size.height, fps: scenario.fps)
            + ["-i", raw] + VideoWriter.h264 + [dir.appendingPathComponent("ffmpeg.mp4").path]
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        t = Clock.now()
        try p.run()
        p.waitUntilExit()
        let encode = Clock.now() - t
        guard p.terminationStatus == 0 else { throw RenderError("ffmpeg could not encode the raw frames") }
        return Result(frames: frames, render: render, ours: ours, ffmpeg: encode)
    }

    /// The scenario's frames drawn and converted exactly as `render` does (the same frame
    /// loop), appended to a raw YUV file; returns the planes' size.
    static func writeRaw(_ scenario: Scenario, to path: String) throws -> (width: Int, height: Int) {
        var player = try ScenarioPlayer(scenario)
        let view = try Renderer.View(scenario, player.model, Renderer.Framing())
        let canvas = try Canvas(pixelWidth: view.pixelWidth, pixelHeight: view.pixelHeight)
        let yuv = YUVFrame(pixelWidth: view.pixelWidth, pixelHeight: view.pixelHeight)
        guard FileManager.default.createFile(atPath: path, contents: nil), let out = FileHandle(forWritingAtPath: path) else {
            throw RenderError("cannot write \(path)")
        }
        defer { try? out.close() }
        var progress = Progress(total: Renderer.estimatedFrames(scenario), label: "bench raw frames")
        defer { progress.finish() }
        try Renderer.drawFrames(&player, view, canvas, &progress) { damage in
            yuv.update(from: canvas, damage)
            try out.write(contentsOf: UnsafeRawBufferPointer(start: yuv.bytes, count: yuv.count))
        }
        return (yuv.width, yuv.height)
    }
}
