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
    @OptionGroup var at: PositionOptions
    @OptionGroup var size: SizeOptions
    @OptionGroup var scale: ScaleOptions
    @Option(parsing: .unconditional, help: "The PNG file to write.")
    var out: String
    @Option(help: "opaque (the playground's colours) or transparent (no page or row background, for compositing).")
    var background: Backdrop = .opaque
    @Flag(help: "Draw the playground's HUD line (frame rate, position, …) too.")
    var hud = false

    func run() throws {
        var setup = try playground.setup()
        if let size = size.size { (setup.width, setup.height) = (size.width, size.height) }
        let (pw, ph) = try PixelLimit.pixels(width: Double(setup.width), height: Double(setup.height), scale: scale.scale.value, what: "--size × --scale")
        try OutputPath.option(out, ["png"])
        var model = setup.makeModel()
        try at.place(&model)
        let canvas = try Canvas(pixelWidth: pw, pixelHeight: ph)
        canvas.draw(SceneBuilder.build(model, hud: hud ? SceneBuilder.HUD(fps: 60) : nil, backdrop: background), scale: scale.scale.value)
        try canvas.writePNG(to: out)
        try StandardOutput.line(out)
    }
}
