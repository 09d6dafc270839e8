import ArgumentParser
import Foundation
import PageDots
import PageDotsRender

/// `pagedots render`: a scenario to MP4, GIF or a folder of numbered PNG frames.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a scenario to .mp4, .gif or a folder of PNG frames."
    )

    @Option(parsing: .unconditional, help: "The scenario file (YAML).")
    var scenario: String
    @Option(parsing: .unconditional, help: "Output: NAME.mp4, NAME.gif, NAME.mov, NAME.webm, NAME.apng, or a folder for PNG frames.")
    var out: String
    @Option(parsing: .unconditional, help: "Override the scenario's size, WIDTHxHEIGHT, each side 16 to 8192; at most 2560x1440 pixels in all (a GIF 1920x1080).")
    var size: String?
    @Option(parsing: .unconditional, help: "Override the scenario's frames per second, 1 to 240.")
    var fps: Int?
    @Option(parsing: .unconditional, help: "Render one row's control only (its widest extent plus padding), the row by style name when one row has it or by number from 1, e.g. --crop system.")
    var crop: String?
    @Option(parsing: .unconditional, help: "Pixels per pt, 0.25 to 4 (3 for a crisp HiDPI clip); the frame stays within the moving-pixel limits.")
    var scale: Double = 1
    @Option(help: "opaque (the playground's colours) or transparent (no page or row background, for compositing): .mov (ProRes 4444), .webm (VP9), .apng or PNG frames.")
    var background: Backdrop = .opaque
    @OptionGroup var view: ViewOptions
    @OptionGroup var rowOptions: RowOptions
    @Flag(help: "Show everything ffmpeg says when it fails, not only its last line.")
    var verbose = false

    func run() throws {
        var loaded = try ScenarioLoader.load(scenario, sets: try rowOptions.settings())
        if let size {
            let s = try WindowSize.option(size)
            (loaded.width, loaded.height) = (s.width, s.height)
        }
        view.apply(to: &loaded.setup)
        if let fps {
            guard Limits.fps.contains(fps) else { throw UsageError("--fps \(fps) is out of range: \(Limits.fps.lowerBound) to \(Limits.fps.upperBound)") }
            loaded.fps = fps
        }
        let gif = out.lowercased().hasSuffix(".gif")
        try ArgumentCheck.scale(scale)
        var framing = Renderer.Framing(scale: scale, gif: gif, backdrop: background)
        if let crop {
            let ref: RowRef
            if let n = Int(crop) { ref = .number(n) } else if let k = StyleKind(rawValue: crop) { ref = .style(k) } else {
                throw UsageError("--crop '\(Quoted(crop))' is not a row: give a style name the scenario shows or a row number from 1")
            }
            do { framing.crop = try RowNames.index(of: ref, in: loaded.rows) } catch { throw UsageError("--crop \(error)") }
        }
        if framing.crop == nil {
            try ArgumentCheck.movingPixels(width: Int((Double(loaded.width) * scale).rounded()), height: Int((Double(loaded.height) * scale).rounded()),
                                           what: scale == 1 ? "the size" : "the size × --scale", gif: gif)
        }
        let view = try Renderer.View(loaded, try ScenarioPlayer(loaded).model, framing)
        let target = try RenderTarget(out)
        if case .video(let path) = target, background == .transparent, !RenderTarget.alphaExtensions.contains(URL(fileURLWithPath: path).pathExtension.lowercased()) {
            throw UsageError("--background transparent needs a format with alpha: NAME.mov, NAME.webm, NAME.apng or a folder for PNG frames")
        }
        // (Before the GIF's note on its rate: a render that cannot start says one line.)
        if case .video(let path) = target, VideoWriter.ffmpeg == nil {
            throw RenderError("ffmpeg not found on PATH: install it (apt-get install ffmpeg) to write \(path)")
        }
        if case .video(let path) = target, path.lowercased().hasSuffix(".gif") {
            let rate = Self.gifRate(loaded.fps)
            if rate != loaded.fps {
                try StandardOutput.line("\(out): GIF frame delays are in 1/100 s, so \(loaded.fps) fps cannot play at its speed: writing \(rate) fps")
                loaded.fps = rate
            }
        }
        Interrupt.install()
        let frames = try Renderer.render(loaded, to: target, label: "render \(out)", verbose: verbose, framing: framing)
        try StandardOutput.line("\(out): \(frames) frames, \(view.pixelWidth)x\(view.pixelHeight), \(loaded.fps) fps")
    }
}

extension RenderCommand {
    /// Frame rates a GIF plays exactly (a whole number of 1/100 s per frame).
    /// (100 fps is left out: players treat delays under 2/100 s as 10/100 s.)
    static let gifRates = [50, 25, 20, 10, 5, 4, 2, 1]

    /// The GIF rate nearest to `fps` (the higher on a tie).
    static func gifRate(_ fps: Int) -> Int {
        gifRates.min { a, b in abs(a - fps) != abs(b - fps) ? abs(a - fps) < abs(b - fps) : a > b } ?? 50
    }
}

/// Where a render goes.
enum RenderTarget {
    /// Video files by extension; those with alpha take `--background transparent`.
    static let videoExtensions = ["mp4", "gif", "mov", "webm", "apng"]
    static let alphaExtensions = ["mov", "webm", "apng"]

    case video(String)
    /// A folder of PNG frames; `existing`: an empty folder that was already there (filled
    /// in place, never replaced).
    case frames(String, existing: Bool)

    init(_ out: String) throws {
        guard !out.isEmpty else { throw UsageError("--out is empty: give NAME.mp4, NAME.gif or a new folder for PNG frames") }
        let ext = URL(fileURLWithPath: out).pathExtension.lowercased()
        if Self.videoExtensions.contains(ext) {
            try OutputPath.check(out, extensions: [ext])
            self = .video(out)
        } else if ext.isEmpty && !URL(fileURLWithPath: out).lastPathComponent.contains(".") {
            var isDir: ObjCBool = false
            if FileManager.default.fileExists(atPath: out, isDirectory: &isDir) {
                guard isDir.boolValue else { throw UsageError("--out '\(out)' is a file; give NAME.mp4, NAME.gif or a folder") }
                let contents = (try? FileManager.default.contentsOfDirectory(atPath: out)) ?? []
                guard contents.isEmpty else { throw UsageError("--out folder '\(out)' is not empty; give a new or empty folder") }
                guard FileManager.default.isWritableFile(atPath: out) else { throw UsageError("--out folder '\(out)' is not writable") }
                self = .frames(out, existing: true)
            } else {
                try OutputPath.checkFolder(of: URL(fileURLWithPath: out).standardizedFileURL.path)
                self = .frames(out, existing: false)
            }
        } else {
            throw UsageError("--out '\(out)' must end in .mp4, .gif, .mov, .webm or .apng, or name a folder for PNG frames (a folder name without a dot)")
        }
    }
}

/// Plays a scenario through the model, scene builder and canvas into a target.
enum Renderer {
    /// Returns the number of frames written. Nothing is left under the target's name
    /// if it fails or is interrupted.
    static func render(_ scenario: Scenario, to target: RenderTarget, label: String, verbose: Bool = false,
                       framing: Framing = Framing()) throws -> Int {
        var player = try ScenarioPlayer(scenario)
        let view = try View(scenario, player.model, framing)
        let canvas = try Canvas(pixelWidth: view.pixelWidth, pixelHeight: view.pixelHeight)
        var progress = Progress(total: estimatedFrames(scenario), label: label)
        defer { progress.finish() }
        switch target {
        case .video(let path):
            var palette: VideoWriter?
            if path.lowercased().hasSuffix(".gif") {
                palette = try makePalette(scenario, view, canvas: canvas, for: path, verbose: verbose)
            }
            defer { palette?.discard() }
            let writer = try VideoWriter(path: path, pixelWidth: view.pixelWidth, pixelHeight: view.pixelHeight, fps: scenario.fps,
                                         kind: .video(palette: palette?.paletteFile))
            writer.verbose = verbose
            do {
                try drawFrames(&player, view, canvas, &progress) { damage in try writer.write(canvas, damage: damage) }
                try writer.finish()
            } catch { writer.cancel(); throw error }
            return writer.frames
        case .frames(let folder, let existing):
            return try renderFrames(&player, view, canvas, &progress, into: folder, existing: existing)
        }
    }

    /// Sample frames of a GIF's scenario through ffmpeg's palette generator: about
    /// `paletteSamples` frames spread over the whole scenario.
    static func makePalette(_ scenario: Scenario, _ view: View, canvas: Canvas, for path: String, verbose: Bool) throws -> VideoWriter {
        var player = try ScenarioPlayer(scenario)
        let writer = try VideoWriter(path: path, pixelWidth: view.pixelWidth, pixelHeight: view.pixelHeight, fps: scenario.fps, kind: .palette)
        writer.verbose = verbose
        let every = max(1, estimatedFrames(scenario) / paletteSamples)
        var frame = 0
        do {
            repeat {
                if Interrupt.wasRequested { throw UsageError("interrupted; no output written") }
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

    static let paletteSamples = 120

    /// PNG frames into a new folder (written under a temporary name, renamed at the end)
    /// or into an existing empty one (filled in place). On failure, only what this render
    /// wrote is removed.
    static func renderFrames(_ player: inout ScenarioPlayer, _ view: View, _ canvas: Canvas, _ progress: inout Progress,
                             into folder: String, existing: Bool) throws -> Int {
        let dir = existing ? folder : AtomicFile.temporaryURL(for: URL(fileURLWithPath: folder)).path
        if !existing {
            guard mkdir(dir, 0o755) == 0 else { throw UsageError("cannot make folder for \(folder): \(AtomicFile.systemReason())") }
        }
        let slot = TemporaryPaths.register(folder: dir, removeFolder: !existing)
        var n = 0
        do {
            var png = Data()
            try drawFrames(&player, view, canvas, &progress) { damage in
                if damage != .none || png.isEmpty { png = try canvas.pngData() }
                n += 1
                TemporaryPaths.setFrames(slot, n)
                let name = String(format: "frame-%05d.png", n)
                do { try AtomicFile.writeAll(png, to: dir + "/" + name) } catch {
                    throw RenderError("cannot write \(name) in \(folder): \(error)")
                }
            }
            if !existing {
                guard rename(dir, folder) == 0 else { throw RenderError("cannot make folder \(folder): \(AtomicFile.systemReason())") }
            }
        } catch {
            TemporaryPaths.remove(slot)
            throw error
        }
        TemporaryPaths.unregister(slot)
        return n
    }

    /// Frame 0 is the start; each later frame follows one tick, until the scenario ends.
    /// `emit` is told what changed since the previous frame: the canvas draws again only
    /// where the scene changed.
    static func drawFrames(_ player: inout ScenarioPlayer, _ view: View, _ canvas: Canvas, _ progress: inout Progress, _ emit: (Damage) throws -> Void) throws {
        var frame = 0
        repeat {
            if Interrupt.wasRequested { throw UsageError("interrupted; no output written") }
            let damage = canvas.draw(view.scene(player.model), scale: view.scale)
            try emit(frame == 0 ? .all : damage)
            frame += 1
            progress.update(frame)
        } while try player.advance()
    }

    /// What a render shows: the whole playground, or one row's control (`--crop`), at a
    /// scale (`--scale`).
    struct Framing {
        /// The cropped row's index, from 0.
        var crop: Int?
        var scale = 1.0
        var gif = false
        var backdrop = Backdrop.opaque
    }

    /// A framing applied to a scenario: the frame's pixel size (even, for video) and how
    /// a model becomes its scene.
    struct View {
        let pixelWidth: Int, pixelHeight: Int, scale: Double
        let scene: (PlaygroundModel) -> Scene

        init(_ s: Scenario, _ model: PlaygroundModel, _ framing: Framing) throws {
            scale = framing.scale
            let hud = Renderer.hud(s)
            if let index = framing.crop, model.tracks.indices.contains(index),
               let size = SceneBuilder.controlSize(model, row: model.tracks[index].id) {
                let id = model.tracks[index].id
                pixelWidth = Self.even(size.width * scale)
                pixelHeight = Self.even(size.height * scale)
                let (w, h) = (Double(pixelWidth) / scale, Double(pixelHeight) / scale)
                let backdrop = framing.backdrop
                scene = { SceneBuilder.buildControl($0, row: id, width: w, height: h, backdrop: backdrop) }
            } else {
                pixelWidth = Int((Double(s.width) * scale).rounded())
                pixelHeight = Int((Double(s.height) * scale).rounded())
                let backdrop = framing.backdrop
                scene = { SceneBuilder.build($0, hud: hud, backdrop: backdrop) }
            }
            try ArgumentCheck.movingPixels(width: pixelWidth, height: pixelHeight, what: "the frame", gif: framing.gif)
        }

        /// The even number of pixels at or above `x` (at least 16).
        static func even(_ x: Double) -> Int { max(16, Int((x / 2).rounded(.up)) * 2) }
    }

    /// The HUD a rendered frame shows: the scenario's frame rate.
    static func hud(_ s: Scenario) -> SceneBuilder.HUD { SceneBuilder.HUD(fps: Double(s.fps)) }

    static func estimatedFrames(_ s: Scenario) -> Int {
        Int((s.steps.reduce(0) { $0 + $1.duration } + 0.6) * Double(s.fps))
    }
}
