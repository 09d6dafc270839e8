import ArgumentParser
import PageDots
import PageDotsRender

/// `pagedots snapshot`: one frame to PNG, the same pixels the window shows in that state.
struct SnapshotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "snapshot",
        abstract: "Render one state of the playground (or one row's control) to a PNG, SVG or PDF."
    )

    @OptionGroup var playground: PlaygroundOptions
    @OptionGroup var compare: ComparisonOptions
    @Option(parsing: .unconditional, help: "With --video: the recorded frame to draw, from 0 (as detect counts them).", transform: { try FrameIndex.parse($0) })
    var frame: FrameIndex?
    @OptionGroup var at: PositionOptions
    @OptionGroup var size: SizeOptions
    @OptionGroup var scale: ScaleOptions
    @Option(parsing: .unconditional, help: "The file to write: .png, or .svg or .pdf (vector shapes).")
    var out: String
    @Option(help: "opaque (the playground's colours) or transparent (no page or row background, for compositing).")
    var background: Backdrop = .opaque
    @Flag(help: "Draw the playground's HUD line (frame rate, position, …) too.")
    var hud = false
    @Option(parsing: .unconditional, help: "Draw one row's control only, at its own size (the box `lottie` draws it in): the row by style name or number from 1.")
    var crop: String?

    func validate() throws {
        if compare.video == nil, frame != nil { throw UsageError.needs("--frame", give: "--video FILE", why: "names a recorded frame") }
        if compare.video != nil && (at.position != nil || at.visit != nil) { throw UsageError.conflict("--video", at.position != nil ? "--position" : "--visit") }
        if compare.video != nil {
            try ComparisonOptions.refuseUnused(playground.unusedWithVideo + [("--hud", hud), ("--background", background != .opaque),
                                                                           ("--preset", playground.rows.preset != nil), ("--config", playground.rows.config != nil)])
        }
        if crop != nil && (compare.video != nil || hud || size.size != nil) {
            throw UsageError.conflict("--crop", compare.video != nil ? "--video" : hud ? "--hud" : "--size")
        }
    }

    /// `--video`: one recorded frame of the recording beside the style (docs/compare.md).
    func snapshotRecording() throws {
        try OutputPath.option(out, ["png"])
        try compare.refuseWritingOver(out)
        let scale = self.scale.scale.value
        let (w, h) = size.size.map { (Double($0.width), Double($0.height)) } ?? (1280, 720)
        _ = try PixelLimit.pixels(width: w, height: h, scale: scale, what: "--size × --scale")
        let (player, pictures, name) = try compare.load(pages: playground.pages?.value, page: at.page?.value, styles: playground.rows.style,
                                                        sets: playground.rows.rowOptions, width: w, height: h)
        let k = frame?.value ?? 0
        guard k < player.recording.count else {
            throw UsageError.plain("--frame \(k): \(name) has \(player.recording.count) frames (give --frame 0…\(player.recording.count - 1))")
        }
        try ComparisonRender.snapshot(player, pictures, name: name, frame: k, to: out, scale: scale)
        try StandardOutput.line(out)
    }

    func run() throws {
        if compare.video != nil { return try snapshotRecording() }
        var setup = try playground.setup()
        if let size = size.size { (setup.width, setup.height) = (size.width, size.height) }
        let (pw, ph) = try PixelLimit.pixels(width: Double(setup.width), height: Double(setup.height), scale: scale.scale.value, what: "--size × --scale")
        try OutputPath.option(out, ["png", "svg", "pdf"])
        var model = setup.makeModel()
        try at.place(&model)
        if let crop {
            // The control alone, in its own box at zoom 1.
            guard let ref = RowRef(crop) else { throw UsageError.notARow("--crop", crop) }
            let index: Int
            do { index = try RowNames.index(of: ref, in: setup.rows) } catch { throw UsageError.row("--crop", error) }
            let id = model.rows[index].id
            guard let box = SceneBuilder.controlSize(model, row: id) else { throw UsageError.notARow("--crop", crop) }
            let (w, h) = (LottieExport.even(box.width), LottieExport.even(box.height))
            let (cw, ch) = try PixelLimit.pixels(width: w, height: h, scale: scale.scale.value, what: "--crop × --scale")
            let canvas = try Canvas(pixelWidth: cw, pixelHeight: ch)
            try canvas.write(SceneBuilder.buildControl(model, row: id, width: w, height: h, backdrop: background), scale: scale.scale.value, to: out)
            try StandardOutput.line(out)
            return
        }
        let canvas = try Canvas(pixelWidth: pw, pixelHeight: ph)
        try canvas.write(SceneBuilder.build(model, hud: hud ? SceneBuilder.HUD(fps: 60) : nil, backdrop: background), scale: scale.scale.value, to: out)
        try StandardOutput.line(out)
    }
}
