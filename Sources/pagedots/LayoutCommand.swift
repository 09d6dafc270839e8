import ArgumentParser
import Foundation
import PageDots

/// `pagedots layout`: one style's layout snapshot, as a table or as JSON.
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Print one style's dot layout for a state, as a table or JSON."
    )

    @Option(help: "The style; its parameters beyond the options below with --set STYLE.PARAMETER=VALUE (docs/styles.md).")
    var style: StyleKind
    @Option(parsing: .unconditional, help: "Page count, 0 to 1000000000.")
    var pages: Int
    @Option(parsing: .unconditional, help: "Scroller position in pages, from 0 (2.5 is halfway from page 2 to 3).")
    var position: Double?
    @Option(parsing: .unconditional, help: "Pages made current in turn, comma-separated, from 0; the layout is the one after the last.")
    var visit: String?
    @Option(help: "discrete or continuous (default continuous).")
    var tracking: Tracking = .continuous
    @Option(help: "Which way the pages run: ltr, rtl, ttb or btt; the JSON adds each element's screenX, screenY.")
    var direction: Direction = .ltr
    @Flag(help: "Print one JSON object instead of a table.")
    var json = false
    @OptionGroup(title: "Style parameters")
    var parameters: StyleOptions
    @OptionGroup var rowOptions: RowOptions

    func run() throws {
        let state = try resolve()
        let output = json ? state.report.json.text : LayoutOutput.table(state.report)
        try StandardOutput.line(output)
    }

    /// The style and position after following the requested history.
    func resolve() throws -> (style: PageIndicator, report: LayoutReport) {
        try ArgumentCheck.pages(pages)
        if position != nil && visit != nil { throw UsageError("give either --position or --visit, not both") }
        var initial = try PageIndicator(self.style, settings: parameters.settings(for: self.style))
        // `--set maxDots=9` (or instagram.maxDots=9, 1.maxDots=9): the one row is this style.
        let sets = rowOptions.sets.map { $0.split(separator: "=", maxSplits: 1).first?.contains(".") == true ? $0 : "1." + $0 }
        initial = try RowOptions.apply(try RowOptions.settings(sets), to: [RowSpec(initial)])[0].style
        let settled: (style: PageIndicator, layout: DotLayout)
        var x = 0.0
        if let visit {
            var style = initial
            let list = try NumberList.pages(visit, option: "--visit", pages: pages)
            for p in list { style.follow(Double(p), pages: pages) }
            x = Double(list.last ?? 0)
            let tracked = tracking.trackedPosition(x, pages: pages)
            style.follow(tracked, pages: pages)
            settled = (style, style.layout(position: tracked, pages: pages))
        } else {
            if let position { try ArgumentCheck.position(position, pages: pages); x = position }
            settled = initial.settled(at: x, pages: pages, tracking: tracking)
        }
        let style = settled.style, layout = settled.layout
        return (style, LayoutReport(style: self.style, pages: pages, position: x, layout: layout, direction: direction))
    }
}

/// How `layout` prints a report.
enum LayoutOutput {
    static func table(_ r: LayoutReport) -> String {
        var lines = [
            "\(r.style.rawValue): \(r.pages) page\(r.pages == 1 ? "" : "s"), position \(NumberText.short(r.position)), current page \(r.currentPage) (pages count from 0)",
            "width \(NumberText.fixed(r.width, 3)) pt, \(r.dots.count) visible dots",
            pad(["page", "x", "y", "diameter", "width", "scale", "highlight", "current"]),
        ]
        for d in r.dots {
            lines.append(pad([String(d.page), NumberText.fixed(d.x, 3), NumberText.fixed(d.y, 3),
                              NumberText.fixed(d.diameter, 3), NumberText.fixed(d.width, 3), NumberText.fixed(d.scale, 3),
                              NumberText.fixed(d.highlight, 3), d.current ? "*" : ""]))
        }
        return lines.joined(separator: "\n")
    }

    private static func pad(_ cells: [String]) -> String {
        cells.map { String(repeating: " ", count: max(0, 10 - $0.count)) + $0 }.joined()
    }
}
