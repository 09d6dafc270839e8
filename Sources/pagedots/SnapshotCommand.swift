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
    @Option(help: "Window size in pt, WIDTHxHEIGHT.")
    var size: String = "1280x720"
    @Option(parsing: .unconditional, help: "Pixels per pt (2 for HiDPI), 0.25 to 4.")
    var scale: Double = 1
    @Option(help: "The PNG file to write.")
    var out: String

    func run() throws {
        let size = try WindowSize(parsing: self.size)
        guard scale.isFinite, (0.25...4).contains(scale) else { throw UsageError("--scale \(NumberText.short(scale)) is out of range: 0.25 to 4") }
        try OutputPath.check(out, extensions: ["png"])
        let model = try state.model(size: size)
        let canvas = try Canvas(pixelWidth: Int((Double(size.width) * scale).rounded()),
                                pixelHeight: Int((Double(size.height) * scale).rounded()))
        canvas.draw(SceneBuilder.build(model, hud: SceneBuilder.HUD(fps: 60)), scale: scale)
        try canvas.writePNG(to: out)
        print(out)
    }
}
