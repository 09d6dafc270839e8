import ArgumentParser
import PageDots
import PageDotsRender

/// `pagedots sheet`: a contact sheet of states in one PNG.
struct SheetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sheet",
        abstract: "Render a labelled grid of states (styles × page counts × positions) to one PNG."
    )

    @Option(help: "The PNG file to write.")
    var out: String
    @Option(parsing: .unconditional, help: "Page counts, comma-separated.")
    var pages: String = "1,2,3,5,6,7,10,12,30"
    @Option(parsing: .unconditional, help: "Positions in pages from 0, comma-separated.")
    var positions: String = "0,1,2.5,4,6,9,11"
    @Option(help: "Styles: all, or a comma-separated list.")
    var styles: String = "all"
    @Option(help: "discrete or continuous (default continuous).")
    var tracking: Tracking = .continuous
    @Option(parsing: .unconditional, help: "Pixels per pt, 0.25 to 4.")
    var scale: Double = 1

    func run() throws {
        try OutputPath.check(out, extensions: ["png"])
        let counts = try NumberList.parse(pages, option: "--pages").map { v -> Int in
            guard v == v.rounded(), (0...100_000).contains(v) else { throw UsageError("--pages: \(NumberText.short(v)) is not a page count from 0 to 100000") }
            return Int(v)
        }
        let xs = try NumberList.parse(positions, option: "--positions")
        guard xs.allSatisfy({ $0 >= 0 }) else { throw UsageError("--positions must be ≥ 0") }
        guard counts.count * xs.count <= 2000 else { throw UsageError("--pages × --positions makes more than 2000 cells") }
        guard scale.isFinite, (0.25...4).contains(scale) else { throw UsageError("--scale \(NumberText.short(scale)) is out of range: 0.25 to 4") }
        let kinds = try StateOptions.kinds(styles, option: "--styles")
        let indicators = try kinds.map { try PageIndicator($0) }
        let scene = SheetBuilder.build(styles: indicators, pages: counts, positions: xs, tracking: tracking)
        let canvas = try Canvas(pixelWidth: Int((scene.width * scale).rounded()), pixelHeight: Int((scene.height * scale).rounded()))
        canvas.draw(scene, scale: scale)
        try canvas.writePNG(to: out)
        print(out)
    }
}
