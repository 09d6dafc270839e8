import ArgumentParser
import PageDots

/// The playground state a headless command draws: rows, pages, position or history.
struct StateOptions: ParsableArguments {
    @Option(help: ArgumentHelp(StateOptions.styleHelp))
    var style: String?
    @Option(help: ArgumentHelp(StateOptions.presetHelp))
    var preset: String?
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
    @OptionGroup var view: ViewOptions

    /// `--style`'s help: every style and preset by name.
    static let styleHelp = "Rows shown, comma-separated styles or platform presets (default instagram,system,cosine; all: every style). Styles: "
        + StyleKind.allCases.map(\.rawValue).joined(separator: ", ") + ". Presets: " + Preset.allCases.map(\.rawValue).joined(separator: ", ") + "."
    static let presetHelp = "Platform presets as rows, comma-separated, after --style's rows: " + Preset.allCases.map(\.rawValue).joined(separator: ", ") + "."

    /// The styles `--style` names.
    static func kinds(_ text: String, option: String = "--style") throws -> [StyleKind] {
        try rows(text, option: option).map(\.style.kind)
    }

    /// `--style`'s and `--preset`'s lists together (either may be missing).
    static func joined(_ style: String?, _ preset: String?) throws -> String? {
        guard let preset else { return style }
        let allowed = "allowed a comma-separated list of " + Preset.allCases.map(\.rawValue).joined(separator: ", ")
        var seen: [String] = []
        for part in preset.split(separator: ",", omittingEmptySubsequences: false) {
            let name = part.trimmingCharacters(in: .whitespaces)
            guard Preset(rawValue: name) != nil else {
                throw UsageError(name.isEmpty ? "--preset '\(Quoted(preset))' has an empty name: \(allowed)" : "--preset '\(Quoted(name))' is unknown: \(allowed)")
            }
            guard !seen.contains(name) else { throw UsageError("--preset names \(name) twice: each preset at most once") }
            seen.append(name)
        }
        return (style ?? StyleKind.seeds.map(\.rawValue).joined(separator: ",")) + "," + preset
    }

    /// The rows a list names: styles at their defaults, `all` for every style, and presets
    /// (labelled rows). A style or preset at most once.
    static func rows(_ text: String, option: String = "--style") throws -> [RowSpec] {
        let allowed = "allowed all, or a comma-separated list of " + StyleKind.allCases.map(\.rawValue).joined(separator: ", ")
            + " or the presets " + Preset.allCases.map(\.rawValue).joined(separator: ", ")
        guard !text.trimmingCharacters(in: .whitespaces).isEmpty else { throw UsageError("\(option) is empty: \(allowed)") }
        var names: [String] = [], rows: [RowSpec] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            let name = part.trimmingCharacters(in: .whitespaces)
            guard !name.isEmpty else { throw UsageError("\(option) '\(Quoted(text))' has an empty name: \(allowed)") }
            let entries = name == "all" ? StyleKind.allCases.map(\.rawValue) : [name]
            for entry in entries {
                guard !names.contains(entry) else { throw UsageError("\(option) names \(entry) twice: each style at most once") }
                names.append(entry)
                if let k = StyleKind(rawValue: entry) {
                    rows.append(RowSpec(try PageIndicator(k)))
                } else if let p = Preset(rawValue: entry) {
                    rows.append(try p.row())
                } else {
                    throw UsageError("\(option) '\(Quoted(name))' is unknown: \(allowed)")
                }
            }
        }
        guard rows.count <= Limits.maxRows else { throw UsageError("\(option) names \(rows.count) rows; at most \(Limits.maxRows)") }
        return rows
    }

    /// The rows, pages, page and tracking asked for: a playground file's, or `--style`'s
    /// rows at their defaults; options given win; `--set` on top.
    static func setup(config: String?, style: String?, pages: Int?, tracking: Tracking?, rowOptions: RowOptions) throws -> PlaygroundSetup {
        var s: PlaygroundSetup
        if let config {
            if style != nil { throw UsageError("give either --config or --style, not both") }
            s = try ScenarioLoader.load(config, requireSteps: false, sets: try rowOptions.settings()).setup
        } else {
            s = PlaygroundSetup(pages: 12, rows: try style.map { try rows($0) } ?? StyleKind.seeds.map { RowSpec(try PageIndicator($0)) })
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
        let s = try ScenarioLoader.load(config, requireSteps: false, sets: try rowOptions.settings())
        return WindowSize(width: s.width, height: s.height)
    }

    /// A model of `size` at rest in the requested state.
    func model(size: WindowSize) throws -> PlaygroundModel {
        let setup = try Self.setup(config: config, style: try Self.joined(style, preset), pages: pages, tracking: tracking, rowOptions: rowOptions)
        let pages = setup.pages
        if position != nil && visit != nil { throw UsageError("give either --position or --visit, not both") }
        var model = PlaygroundModel(pages: pages, page: setup.page, width: Double(size.width), height: Double(size.height),
                                    rows: setup.rows, tracking: setup.tracking, direction: view.direction ?? setup.direction,
                                    wrap: view.wrap ?? setup.wrap)
        model.place(at: Double(setup.page))
        if let visit {
            for p in try NumberList.pages(visit, option: "--visit", pages: pages) { model.place(at: Double(p)) }
        } else if let position {
            try ArgumentCheck.position(position, pages: pages, looped: model.wrap != nil)
            model.place(at: position.rounded())
            model.place(at: position)
        }
        return model
    }
}
