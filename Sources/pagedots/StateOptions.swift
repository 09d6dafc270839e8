import ArgumentParser
import PageDots

/// The playground state a headless command draws: rows, pages, position or history.
struct StateOptions: ParsableArguments {
    @Option(help: "Styles shown, comma-separated (default instagram,system,cosine; all: every style). Styles: instagram, system, cosine, worm, expanding, jumping, scale, color, swap.")
    var style: String?
    @Option(parsing: .unconditional, help: "A playground file (YAML, `rows:` and the scenario header): its rows, pages, page and tracking.")
    var config: String?
    @OptionGroup var rowOptions: RowOptions
    @Option(parsing: .unconditional, help: "Page count, 0 to 1000000000 (default 12, or the playground file's).")
    var pages: Int?
    @Option(parsing: .unconditional, help: "Scroller position in pages, from 0.")
    var position: Double?
    @Option(parsing: .unconditional, help: "Pages made current in turn, comma-separated, from 0.")
    var visit: String?
    @Option(help: "discrete or continuous (default continuous, or the playground file's).")
    var tracking: Tracking?

    /// The styles `--style` names.
    static func kinds(_ text: String, option: String = "--style") throws -> [StyleKind] {
        let allowed = "allowed all, or a comma-separated list of " + StyleKind.allCases.map(\.rawValue).joined(separator: ", ")
        if text == "all" { return StyleKind.allCases }
        guard !text.trimmingCharacters(in: .whitespaces).isEmpty else { throw UsageError("\(option) is empty: \(allowed)") }
        var kinds: [StyleKind] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            let name = part.trimmingCharacters(in: .whitespaces)
            guard !name.isEmpty else { throw UsageError("\(option) '\(Quoted(text))' has an empty name: \(allowed)") }
            guard let k = StyleKind(rawValue: name) else { throw UsageError("\(option) '\(Quoted(name))' is unknown: \(allowed)") }
            guard !kinds.contains(k) else { throw UsageError("\(option) names \(name) twice: each style at most once") }
            kinds.append(k)
        }
        return kinds
    }

    /// The rows, pages, page and tracking asked for: a playground file's, or `--style`'s
    /// rows at their defaults; options given win; `--set` on top.
    static func setup(config: String?, style: String?, pages: Int?, tracking: Tracking?, rowOptions: RowOptions) throws -> Scenario {
        var s: Scenario
        if let config {
            if style != nil { throw UsageError("give either --config or --style, not both") }
            s = try ScenarioLoader.load(config, requireSteps: false, sets: rowOptions.sets)
            s.steps = []
        } else {
            s = Scenario(pages: 12, rows: try (style.map { try kinds($0) } ?? StyleKind.seeds).map { RowSpec(try PageIndicator($0)) }, steps: [])
        }
        if let pages {
            try ArgumentCheck.pages(pages)
            s.pages = pages
            if s.page >= pages { s.page = 0 }
        }
        if let tracking { s.tracking = tracking }
        if config == nil { s.rows = try rowOptions.apply(to: s.rows) }
        return s
    }

    /// The playground file's size, when one is given and says so.
    func fileSize() throws -> WindowSize? {
        guard let config else { return nil }
        let s = try ScenarioLoader.load(config, requireSteps: false, sets: rowOptions.sets)
        return WindowSize(width: s.width, height: s.height)
    }

    /// A model of `size` at rest in the requested state.
    func model(size: WindowSize) throws -> PlaygroundModel {
        let setup = try Self.setup(config: config, style: style, pages: pages, tracking: tracking, rowOptions: rowOptions)
        let pages = setup.pages
        if position != nil && visit != nil { throw UsageError("give either --position or --visit, not both") }
        var model = PlaygroundModel(pages: pages, page: setup.page, width: Double(size.width), height: Double(size.height),
                                    rows: setup.rows, tracking: setup.tracking)
        model.place(at: Double(setup.page))
        if let visit {
            for p in try NumberList.pages(visit, option: "--visit", pages: pages) { model.place(at: Double(p)) }
        } else if let position {
            try ArgumentCheck.position(position, pages: pages)
            model.place(at: Double(PagePosition.currentPage(position, pages: pages)))
            model.place(at: position)
        }
        return model
    }
}
