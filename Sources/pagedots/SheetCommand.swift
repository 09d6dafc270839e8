import ArgumentParser
import PageDots
import PageDotsRender

/// `pagedots sheet`: a contact sheet of states in one PNG.
struct SheetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sheet",
        abstract: "Render a labelled grid of states (styles × page counts × positions) to one PNG, SVG or PDF."
    )

    @Option(parsing: .unconditional, help: "The file to write: .png, or .svg or .pdf (vector shapes).")
    var out: String
    @Option(parsing: .unconditional, help: "Page counts, comma-separated, each 0 to 1000000000; page counts × positions at most 2000 (default 1,2,3,5,6,7,10,12,30, or the --config file's pages).", transform: { try NumberListValue.parse($0) })
    var pages: NumberListValue?
    @Option(parsing: .unconditional, help: "Positions in pages from 0, comma-separated.", transform: { try NumberListValue.parse($0) })
    var positions = NumberListValue(values: [0, 1, 2.5, 4, 6, 9, 11])
    @OptionGroup var rows: SetupOptions
    @Option(help: "discrete or continuous (default continuous, or the playground file's).")
    var tracking: Tracking?
    @Option(help: "Which way the pages run in each cell: ltr, rtl, ttb or btt (default ltr, or the file's direction:).")
    var direction: Direction?
    @Option(help: "A looped carousel whose styles wrap this way: continuous, morph, sweep or portal; positions then run on to the first page again, under the page count (default: ends, or the file's loop:).")
    var wrap: Wrap?
    @Option(help: "opaque (the playground's colours) or transparent (no page or row background, for compositing).")
    var background: Backdrop = .opaque
    @OptionGroup var scale: ScaleOptions

    func run() throws {
        try OutputPath.option(out, ["png", "svg", "pdf"])
        var setup = try rows.setup()
        let given = pages?.values ?? (rows.config != nil ? [Double(setup.pages)] : [1, 2, 3, 5, 6, 7, 10, 12, 30])
        let counts = try given.map { v -> Int in
            guard v == v.rounded(), (0...Double(Limits.maxPages)).contains(v) else {
                throw UsageError.value("--pages", .outOfRange(NumberText.short(v), allowed: "a page count from 0 to \(Limits.maxPages)"))
            }
            return Int(v)
        }
        let xs = positions.values
        if let x = xs.first(where: { $0 < 0 }) { throw UsageError.value("--positions", .outOfRange(NumberText.short(x), allowed: "positions from 0")) }
        guard counts.count * xs.count <= Limits.maxSheetCells else {
            throw UsageError.tooMuch("--pages × --positions", count: counts.count * xs.count, unit: "cells", most: Limits.maxSheetCells)
        }
        if let tracking { setup.tracking = tracking }
        if let direction { setup.direction = direction }
        if let wrap { setup.wrap = wrap }
        let scene = SheetBuilder.build(rows: setup.rows, pages: counts, positions: xs, tracking: setup.tracking, direction: setup.direction,
                                       wrap: setup.wrap, backdrop: background)
        let (pw, ph) = try PixelLimit.pixels(width: scene.width, height: scene.height, scale: scale.scale.value, what: "the sheet")
        let canvas = try Canvas(pixelWidth: pw, pixelHeight: ph)
        try canvas.write(scene, scale: scale.scale.value, to: out)
        try StandardOutput.line(out)
    }
}
extension NumberListValue: CustomStringConvertible {
    var description: String { values.map(NumberText.short).joined(separator: ",") }
}
