import ArgumentParser
import Foundation
import PageDots

/// `pagedots layout`: one style's layout snapshot, as a table or as JSON.
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Print one style's dot layout for a state, as a table or JSON."
    )

    @Option(help: ArgumentHelp("The style, or a platform preset (its style with the preset's parameters): \(StyleKind.names), \(Preset.names); parameters beyond the options below with --set PARAMETER=VALUE (docs/styles.md)."),
            transform: { try StyleName.parse($0) })
    var style: StyleName
    @Option(parsing: .unconditional, help: "Page count, 0 to 1000000000 (default 12, as every command).", transform: { try PageCount.parse($0) })
    var pages = PageCount(12)
    @OptionGroup var at: PositionOptions
    @Option(help: "discrete or continuous (default continuous).")
    var tracking: Tracking = .continuous
    @Option(help: "Which way the pages run: ltr, rtl, ttb or btt; the JSON adds each element's screenX, screenY.")
    var direction: Direction = .ltr
    @Option(help: "A looped carousel whose styles wrap this way: continuous, morph, sweep or portal; --position then takes 0 to under the page count (past the last page: on the way to the first).")
    var wrap: Wrap?
    @Flag(help: "Print one JSON object instead of a table.")
    var json = false
    @OptionGroup(title: "Style parameters")
    var parameters: StyleOptions
    @OptionGroup var rowOptions: RowOptions

    func run() throws {
        let report = try resolve()
        try StandardOutput.block(json ? report.json.text : report.table)
    }

    /// The layout after following the requested history.
    func resolve() throws -> LayoutReport {
        let pages = self.pages.value
        let kind = style.kind
        var initial = try PageIndicator(kind, settings: style.settings + parameters.settings(for: kind))
        // `--set maxDots=9` (or instagram.maxDots=9, 1.maxDots=9): the one row is this style.
        var sets = rowOptions
        sets.sets = sets.sets.map { $0.key.contains(".") ? $0 : RowSetting(key: "1." + $0.key, value: $0.value) }
        initial = try sets.apply(to: [RowSpec(initial)])[0].style
        let layout: ElementLayout
        var x = 0.0
        var current: Int?
        if let visits = try at.visited(pages: pages) {
            var style = initial
            for p in visits { style.follow(Double(p), pages: pages) }
            x = Double(visits.last ?? 0)
            let tracked = tracking.trackedPosition(x, pages: pages)
            style.follow(tracked, pages: pages)
            layout = style.layout(position: tracked, pages: pages)
        } else if let wrap {
            // The row as the playground shows it at rest there.
            x = try at.checkedPosition(pages: pages, looped: true) ?? 0
            var model = PlaygroundModel(pages: pages, rows: [RowSpec(initial)], tracking: tracking, wrap: wrap)
            model.place(at: x)
            layout = model.rows[0].layout
            current = model.currentPage
        } else {
            x = try at.checkedPosition(pages: pages, looped: false) ?? 0
            layout = initial.settled(at: x, pages: pages, tracking: tracking).layout
        }
        return LayoutReport(style: kind, pages: pages, position: x, layout: layout, direction: direction, current: current)
    }
}
