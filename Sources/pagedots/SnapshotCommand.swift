import ArgumentParser
import PageDots
import PageDotsRender

/// `pagedots snapshot`: one frame to PNG, the same pixels the window shows in that state.
struct SnapshotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "snapshot",
        abstract: "Render one state of the playground to a PNG."
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

    func validate() throws {
        if compare.video == nil, frame != nil { throw UsageError.needs("--frame", give: "--video FILE", why: "names a recorded frame") }
        if compare.video != nil && (at.position != nil || at.visit != nil) { throw UsageError.conflict("--video", at.position != nil ? "--position" : "--visit") }
    }

    /// `--video`: one recorded frame of the recording beside the style (docs/compare.md).
    func snapshotRecording() throws {
        try OutputPath.option(out, ["png"])
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
        let canvas = try Canvas(pixelWidth: pw, pixelHeight: ph)
        try canvas.write(SceneBuilder.build(model, hud: hud ? SceneBuilder.HUD(fps: 60) : nil, backdrop: background), scale: scale.scale.value, to: out)
        try StandardOutput.line(out)
    }
}
