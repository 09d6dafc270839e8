import Foundation
import PageDots

/// Draws a scenario's frames — the model's scene for each frame, through the one canvas —
/// into a render target: a video in any `ExportFormat`, a folder of PNG frames, raw YUV
/// frames, or the stream an MP4 render hands ffmpeg. `render`, `bench --export` and
/// recordings in the window all go through it, so they write the same frames. Nothing is
/// left under the target's name if it fails or is cancelled.
public final class ScenarioRenderer {
    public let view: FrameView
    let canvas: Canvas
    private let sink: Sink
    /// A format with a palette keeps its palette file until the video is done.
    private let palette: VideoWriter?
    /// Frames written so far.
    public private(set) var frames = 0
    /// The output's name (a video's or a folder's; the raw or stream file's).
    public let path: String

    /// What frames become.
    private enum Sink {
        case video(VideoWriter)
        case frames(FrameFolder)
        case raw(FileHandle, YUVFrame)
        case stream(StreamFile)
    }

    /// How a long render reports and stops: `progress` after each frame written,
    /// `interrupted` checked before each frame is drawn.
    public struct Control {
        public var progress: (Int) -> Void
        public var interrupted: () -> Bool
        public init(progress: @escaping (Int) -> Void = { _ in }, interrupted: @escaping () -> Bool = { false }) {
            self.progress = progress
            self.interrupted = interrupted
        }
    }

    /// Starts a render of `scenario` into `target` (a format with a palette plays the
    /// scenario once first to make it). `verbose`: ffmpeg's own lines on failure.
    public init(_ scenario: Scenario, to target: Target, framing: Framing = Framing(), verbose: Bool = false,
                control: Control = Control()) throws {
        view = try FrameView(scenario, scenario.makeModel(), framing, format: target.format)
        path = target.path
        canvas = try Canvas(pixelWidth: view.pixelWidth, pixelHeight: view.pixelHeight)
        switch target {
        case .video(let path, let format):
            let palette = format.palette ? try Self.makePalette(scenario, view, canvas, for: path, format: format, verbose: verbose, control: control) : nil
            do {
                let writer = try VideoWriter(path: path, format: format, pixelWidth: view.pixelWidth, pixelHeight: view.pixelHeight,
                                             fps: scenario.fps, pass: .frames(palette: palette?.paletteFile))
                writer.verbose = verbose
                sink = .video(writer)
            } catch { palette?.discard(); throw error }
            self.palette = palette
        case .frames(let folder, let existing):
            sink = .frames(try FrameFolder(folder, existing: existing))
            palette = nil
        case .rawYUV(let path):
            guard FileManager.default.createFile(atPath: path, contents: nil), let out = FileHandle(forWritingAtPath: path) else {
                throw RenderError("cannot write \(path)")
            }
            sink = .raw(out, YUVFrame(pixelWidth: view.pixelWidth, pixelHeight: view.pixelHeight))
            palette = nil
        case .stream(let path):
            sink = .stream(try StreamFile(path: path, pixelWidth: view.pixelWidth, pixelHeight: view.pixelHeight, fps: scenario.fps))
            palette = nil
        }
    }

    /// Where a render goes: `RenderTarget`'s files, every frame as raw YUV 4:2:0 in one
    /// file, or the stream an MP4 render hands ffmpeg, in one file (for measuring the
    /// encoder alone on the same bytes).
    public enum Target {
        case video(String, ExportFormat)
        case frames(String, existing: Bool)
        case rawYUV(String)
        case stream(String)

        public init(_ target: RenderTarget) {
            switch target {
            case .video(let p, let f): self = .video(p, f)
            case .frames(let p, let e): self = .frames(p, existing: e)
            }
        }

        var format: ExportFormat? {
            if case .video(_, let f) = self { return f }
            return nil
        }

        var path: String {
            switch self {
            case .video(let p, _), .frames(let p, _), .rawYUV(let p), .stream(let p): return p
            }
        }
    }

    /// Draws `model`'s frame and writes it (only what changed since the last is drawn
    /// and converted again).
    public func add(_ model: PlaygroundModel) throws {
        let damage = canvas.draw(view.scene(model), scale: view.scale)
        let changed = frames == 0 ? .all : damage
        switch sink {
        case .video(let writer): try writer.write(canvas, damage: changed)
        case .frames(let folder): try folder.write(canvas, damage: changed)
        case .raw(let out, let yuv):
            yuv.update(from: canvas, changed)
            try out.write(contentsOf: UnsafeRawBufferPointer(start: yuv.bytes, count: yuv.count))
        case .stream(let file): try file.write(canvas, damage: changed)
        }
        frames += 1
    }

    /// Completes the output under its name; returns the frames written.
    @discardableResult
    public func finish() throws -> Int {
        defer { palette?.discard() }
        switch sink {
        case .video(let writer): try writer.finish()
        case .frames(let folder): try folder.finish()
        case .raw(let out, _): try out.close()
        case .stream(let file): try file.finish()
        }
        return frames
    }

    /// Stops and removes what was written.
    public func cancel() {
        switch sink {
        case .video(let writer): writer.cancel()
        case .frames(let folder): folder.cancel()
        case .raw(let out, _): try? out.close()
        case .stream(let file): file.cancel()
        }
        palette?.discard()
    }

    /// Plays `scenario` from its start and writes every frame: frame 0 is the start, each
    /// later frame follows one tick, until the scenario ends. Returns the frames written.
    @discardableResult
    public static func render(_ scenario: Scenario, to target: Target, framing: Framing = Framing(), verbose: Bool = false,
                              control: Control = Control()) throws -> Int {
        try play(scenario, to: target, framing: framing, verbose: verbose, control: control).frames
    }

    /// `render`, also saying who waited on whom between us and ffmpeg (zero when no
    /// video was fed through the ring).
    public static func play(_ scenario: Scenario, to target: Target, framing: Framing = Framing(), verbose: Bool = false,
                            control: Control = Control()) throws -> (frames: Int, waits: PipeWaits) {
        var player = try ScenarioPlayer(scenario)
        let renderer = try ScenarioRenderer(scenario, to: target, framing: framing, verbose: verbose, control: control)
        do {
            repeat {
                if control.interrupted() { throw RenderError.interrupted }
                try renderer.add(player.model)
                control.progress(renderer.frames)
            } while try player.advance()
            let frames = try renderer.finish()
            return (frames, renderer.waits)
        } catch {
            renderer.cancel()
            throw error
        }
    }

    /// Who waited on whom so far (see `PipeWaits`).
    public var waits: PipeWaits {
        if case .video(let writer) = sink { return writer.waits }
        return PipeWaits()
    }

    /// Frames a scenario is expected to take (its steps and a little rest), for progress.
    public static func estimatedFrames(_ s: Scenario) -> Int {
        Int((s.stepSeconds + 0.6) * Double(s.fps))
    }

    /// How many sample frames make a palette: about this many, spread over the scenario.
    static let paletteSamples = 120

    /// A palette from sample frames of the whole scenario, through ffmpeg's generator.
    static func makePalette(_ scenario: Scenario, _ view: FrameView, _ canvas: Canvas, for path: String, format: ExportFormat,
                            verbose: Bool, control: Control) throws -> VideoWriter {
        var player = try ScenarioPlayer(scenario)
        let writer = try VideoWriter(path: path, format: format, pixelWidth: view.pixelWidth, pixelHeight: view.pixelHeight,
                                     fps: scenario.fps, pass: .palette)
        writer.verbose = verbose
        let every = max(1, estimatedFrames(scenario) / paletteSamples)
        var frame = 0
        do {
            repeat {
                if control.interrupted() { throw RenderError.interrupted }
                if frame % every == 0 {
                    canvas.draw(view.scene(player.model), scale: view.scale)
                    try writer.write(canvas)
                }
                frame += 1
            } while try player.advance()
            try writer.finish()
        } catch { writer.cancel(); throw error }
        return writer
    }
}

extension RenderError {
    /// A render stopped by Ctrl-C, a termination or a hang-up.
    public static let interrupted = RenderError("interrupted; no output written")
}
