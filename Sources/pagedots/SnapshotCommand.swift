import ArgumentParser
import PageDots
import PageDotsRender

/// `pagedots snapshot`: one frame to PNG, the same pixels the window shows in that state.
struct SnapshotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "snapshot",
        abstract: "Render one state of the playground to a PNG."
    )

    @OptionGroup var state: StateOptions
    @Option(parsing: .unconditional, help: "Window size in pt, WIDTHxHEIGHT, each side 16 to 8192 (default 1280x720, or the playground file's).")
    var size: String?
    @Option(parsing: .unconditional, help: "Pixels per pt (2 for HiDPI), 0.25 to 4; at most 8192 pixels a side.")
    var scale: Double = 1
    @Option(parsing: .unconditional, help: "The PNG file to write.")
    var out: String
    @Option(help: "opaque (the playground's colours) or transparent (no page or row background, for compositing).")
    var background: Backdrop = .opaque

    func run() throws {
        let size = try self.size.map { try WindowSize.option($0) } ?? state.fileSize() ?? WindowSize(width: 1280, height: 720)
        try ArgumentCheck.scale(scale)
        let (pw, ph) = try PixelLimit.pixels(width: Double(size.width), height: Double(size.height), scale: scale, what: "--size × --scale")
        try OutputPath.option(out, ["png"])
        let model = try state.model(size: size)
        let canvas = try Canvas(pixelWidth: pw, pixelHeight: ph)
        canvas.draw(SceneBuilder.build(model, hud: SceneBuilder.HUD(fps: 60), backdrop: background), scale: scale)
        try canvas.writePNG(to: out)
        try StandardOutput.line(out)
    }
}
