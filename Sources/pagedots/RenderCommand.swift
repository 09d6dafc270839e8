import ArgumentParser
import Foundation
import PageDots
import PageDotsRender

/// `pagedots render`: a scenario to a video or a folder of numbered PNG frames.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a scenario to " + ExportFormat.all.map { "." + $0.name }.joined(separator: ", ") + ", a folder of PNG frames or a Lottie .json (or a recording beside a style: --video)."
    )

    @Option(parsing: .unconditional, help: "The scenario file (YAML).")
    var scenario: String?
    @OptionGroup var compare: ComparisonOptions
    @Option(parsing: .unconditional, help: "With --video: the page count of the control compared with --against.", transform: { try PageCount.parse($0) })
    var pages: PageCount?
    @Option(parsing: .unconditional, help: "With --video: the page the recording starts on (default 0).", transform: { try PageIndex.parse($0) })
    var page: PageIndex?
    @Option(name: [.customLong("style"), .customLong("styles")], parsing: .unconditional, help: "With --video: more rows under the style compared with.", transform: { try RowList.parse($0) })
    var styles: RowList?
    @Option(parsing: .unconditional, help: ArgumentHelp("Output: \(ExportFormat.names()), a folder for PNG frames, or NAME.json for a Lottie animation."))
    var out: String
    @OptionGroup var playback: PlaybackOptions
    @Option(parsing: .unconditional, help: "Render one row's control only (its widest extent plus padding), the row by style name when one row has it or by number from 1, e.g. --crop system.")
    var crop: String?
    @OptionGroup var scale: ScaleOptions
    @Option(help: ArgumentHelp("opaque (the playground's colours) or transparent (no page or row background, for compositing): \(ExportFormat.names(alpha: true)) or PNG frames."))
    var background: Backdrop = .opaque
    @OptionGroup var view: ViewOptions
    @OptionGroup var rowOptions: RowOptions
    @Flag(help: "Draw the playground's HUD line (frame rate, position, …) in the frames too.")
    var hud = false
    @Option(parsing: .unconditional, help: "pt on screen per pt of every row, 0.25 to 16 (default: the playground's fitted zoom, or the file's zoom:; a --crop is the control at its own size unless this magnifies it).", transform: { try Number<ZoomRange>.parse($0) })
    var zoom: Number<ZoomRange>?
    @Flag(help: "Show everything ffmpeg says when it fails, not only its last line.")
    var verbose = false

    func validate() throws {
        if compare.video != nil {
            if scenario != nil { throw UsageError.conflict("--scenario", "--video") }
            if crop != nil { throw UsageError.conflict("--crop", "--video") }
            try ComparisonOptions.refuseUnused([("--fps", playback.fps != nil), ("--zoom", zoom != nil), ("--hud", hud),
                                                ("--background", background != .opaque), ("--direction", view.direction != nil),
                                                ("--wrap", view.wrap != nil), ("--location-page", view.locationPage != nil)])
        } else {
            guard scenario != nil else { throw UsageError.nothingGiven("--scenario FILE (or --video FILE with --against STYLE --pages N)") }
            for (name, given) in [("--pages", pages != nil), ("--page", page != nil), ("--style", styles != nil)] where given {
                throw UsageError.needs(name, give: "--video FILE", why: "goes with a recording (a scenario sets its own)")
            }
        }
    }

    /// `--video`: the recording beside the style, every recorded frame as the window shows
    /// it (docs/compare.md).
    func renderRecording() throws {
        let target: RenderTarget
        do { target = try RenderTarget(out) } catch { throw UsageError.output("--out", error) }
        try compare.refuseWritingOver(out)
        let scale = self.scale.scale.value
        let (w, h) = playback.size.size.map { (Double($0.width), Double($0.height)) } ?? (1280, 720)
        try PixelLimit.moving(width: Int((w * scale).rounded()), height: Int((h * scale).rounded()), what: "the size × --scale", format: target.format ?? .mp4)
        if case .video(let path, _) = target, VideoWriter.ffmpeg == nil { throw RenderError("ffmpeg not found on PATH: install it (apt-get install ffmpeg) to write \(path)") }
        let (player, pictures, name) = try compare.load(pages: pages?.value, page: page?.value, styles: styles, sets: rowOptions, width: w, height: h)
        Interrupt.install()
        let frames = try Progress.showing(total: player.recording.count, label: "render \(out)") { control in
            try ComparisonRender.render(player, pictures, name: name, to: target, scale: scale, verbose: verbose, control: control)
        }
        try StandardOutput.line("\(out): \(frames) frames, \(Int((w * scale).rounded()))x\(Int((h * scale).rounded()))")
    }

    /// `--out NAME.json`: the scenario as a Lottie animation (docs/lottie.md).
    func renderLottie(_ loaded: Scenario) throws {
        try OutputPath.option(out, ["json"])
        if background == .transparent || hud || scale.scale.value != 1 {
            throw UsageError.notWith("--out \(out)", ["--background transparent", "--hud", "--scale"].enumerated().filter { [background == .transparent, hud, scale.scale.value != 1][$0.offset] }.map(\.element),
                                     instead: "is a Lottie animation in pt (its player scales it; no HUD; drop the background by hiding its bottom layer)")
        }
        var loaded = loaded
        if let zoom { loaded.zoom = zoom.value }
        var framing = Framing(scale: 1, backdrop: .opaque, hud: false, cropZoom: zoom?.value ?? 1)
        if let crop {
            guard let ref = RowRef(crop) else { throw UsageError.notARow("--crop", crop) }
            do { framing.crop = try RowNames.index(of: ref, in: loaded.rows) } catch { throw UsageError.row("--crop", error) }
        }
        Interrupt.install()
        let name = URL(fileURLWithPath: scenario ?? out).deletingPathExtension().lastPathComponent
        let text = try Progress.showing(total: ScenarioRenderer.estimatedFrames(loaded), label: "render \(out)") { control in
            try LottieExport.json(loaded, framing: framing, name: name, control: control)
        }
        // (Asked to stop while the file was being made: nothing is written.)
        if Interrupt.wasRequested { throw RenderError.interrupted }
        try AtomicFile.write(Data(text.utf8), to: out)
        try StandardOutput.line("\(out): Lottie, \(text.utf8.count) bytes, \(loaded.fps) fps")
    }

    func run() throws {
        guard let scenario else { return try renderRecording() }
        var loaded = try ScenarioLoader.load(scenario, sets: rowOptions.sets)
        playback.apply(to: &loaded)
        try view.apply(to: &loaded.setup)
        if URL(fileURLWithPath: out).pathExtension.lowercased() == "json" { return try renderLottie(loaded) }
        let format = ExportFormat.of(path: out)
        let scale = self.scale.scale.value
        if let zoom { loaded.zoom = zoom.value }
        var framing = Framing(scale: scale, backdrop: background, hud: hud, cropZoom: zoom?.value ?? 1)
        if let crop {
            guard let ref = RowRef(crop) else { throw UsageError.notARow("--crop", crop) }
            do { framing.crop = try RowNames.index(of: ref, in: loaded.rows) } catch { throw UsageError.row("--crop", error) }
        }
        if framing.crop == nil {
            try PixelLimit.moving(width: Int((Double(loaded.width) * scale).rounded()), height: Int((Double(loaded.height) * scale).rounded()),
                                  what: scale == 1 ? "the size" : "the size × --scale", format: format ?? .mp4)
        }
        let view = try FrameView(loaded, loaded.makeModel(), framing, format: format)
        let target: RenderTarget
        do { target = try RenderTarget(out) } catch { throw UsageError.output("--out", error) }
        if let format = target.format, background == .transparent, !format.alpha { throw UsageError.needsAlpha }
        // The note on a format's rate is said once the file is written: a render that
        // fails says one line, its failure.
        var rateNote: String?
        if case .video(let path, let format) = target {
            if VideoWriter.ffmpeg == nil { throw RenderError("ffmpeg not found on PATH: install it (apt-get install ffmpeg) to write \(path)") }
            let rate = format.playableRate(loaded.fps)
            if rate != loaded.fps {
                rateNote = "\(out): \(format.ratesReason), so \(loaded.fps) fps cannot play at its speed: written at \(rate) fps"
                loaded.fps = rate
            }
        }
        Interrupt.install()
        let frames = try Progress.showing(total: ScenarioRenderer.estimatedFrames(loaded), label: "render \(out)") { control in
            try ScenarioRenderer.render(loaded, to: .init(target), framing: framing, verbose: verbose, control: control)
        }
        // YUV 4:2:0 has even sides: an odd frame is padded by its last column and row.
        let even = target.format?.input == .yuv420
        let (w, h) = even ? ((view.pixelWidth + 1) & ~1, (view.pixelHeight + 1) & ~1) : (view.pixelWidth, view.pixelHeight)
        let padded = (w, h) != (view.pixelWidth, view.pixelHeight) ? " (\(view.pixelWidth)x\(view.pixelHeight) padded to even sides)" : ""
        if let rateNote { StandardError.line(rateNote) }
        try StandardOutput.line("\(out): \(frames) frames, \(w)x\(h)\(padded), \(loaded.fps) fps")
    }
}
