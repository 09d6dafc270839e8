import ArgumentParser
import PageDots
import PageDotsRender

/// `pagedots sheet`: a contact sheet of states in one PNG.
struct SheetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sheet",
        abstract: "Render a labelled grid of states (styles × page counts × positions) to one PNG."
    )

    @Option(parsing: .unconditional, help: "The PNG file to write.")
    var out: String
    @Option(parsing: .unconditional, help: "Page counts, comma-separated, each 0 to 1000000000; page counts × positions at most 2000.")
    var pages: String = "1,2,3,5,6,7,10,12,30"
    @Option(parsing: .unconditional, help: "Positions in pages from 0, comma-separated.")
    var positions: String = "0,1,2.5,4,6,9,11"
    @Option(help: "Styles: all, or a comma-separated list.")
    var styles: String?
    @Option(parsing: .unconditional, help: "A playground file (YAML): its rows.")
    var config: String?
    @OptionGroup var rowOptions: RowOptions
    @Option(help: "opaque (the playground's colours) or transparent (no page or row background, for compositing).")
    var background: Backdrop = .opaque
    @Option(help: "discrete or continuous (default continuous, or the playground file's).")
    var tracking: Tracking?
    @Option(parsing: .unconditional, help: "Pixels per pt, 0.25 to 4; at most 8192 pixels a side.")
    var scale: Double = 1

    func run() throws {
        try OutputPath.option(out, ["png"])
        let counts = try NumberList.parse(pages, option: "--pages").map { v -> Int in
            guard v == v.rounded(), (0...Double(Limits.maxPages)).contains(v) else { throw UsageError("--pages: \(NumberText.short(v)) is not a page count from 0 to \(Limits.maxPages)") }
            return Int(v)
        }
        let xs = try NumberList.parse(positions, option: "--positions")
        guard xs.allSatisfy({ $0 >= 0 }) else { throw UsageError("--positions must be ≥ 0") }
        guard counts.count * xs.count <= Limits.maxSheetCells else {
            throw UsageError("--pages × --positions makes \(counts.count * xs.count) cells; at most \(Limits.maxSheetCells)")
        }
        try ArgumentCheck.scale(scale)
        if config == nil { _ = try StateOptions.kinds(styles ?? "all", option: "--styles") }
        let setup = try StateOptions.setup(config: config, style: styles, pages: nil, tracking: tracking, rowOptions: rowOptions)
        let scene = SheetBuilder.build(rows: setup.rows, pages: counts, positions: xs, tracking: setup.tracking, backdrop: background)
        let (pw, ph) = try PixelLimit.pixels(width: scene.width, height: scene.height, scale: scale, what: "the sheet")
        let canvas = try Canvas(pixelWidth: pw, pixelHeight: ph)
        canvas.draw(scene, scale: scale)
        try canvas.writePNG(to: out)
        try StandardOutput.line(out)
    }
}
