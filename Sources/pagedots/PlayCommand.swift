import ArgumentParser
import PageDots
import PageDotsRender

/// `pagedots` with no subcommand: the live playground window.
struct PlayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "play",
        abstract: "Open the playground window (the default command)."
    )

    @Option(parsing: .unconditional, help: "Page count, 0 to 1000000000 (default 12, or the file's).")
    var pages: Int?
    @Option(parsing: .unconditional, help: "Starting page, from 0.")
    var page: Int?
    @Option(help: ArgumentHelp(StateOptions.styleHelp))
    var style: String?
    @Option(help: ArgumentHelp(StateOptions.presetHelp))
    var preset: String?
    @OptionGroup var view: ViewOptions
    @Option(parsing: .unconditional, help: "A playground file (YAML, `rows:` and the scenario header): opened and watched; saving it applies it.")
    var config: String?
    @OptionGroup var rowOptions: RowOptions
    @Option(parsing: .unconditional, help: "Play a scenario file in the window, then hand it to you.")
    var scenario: String?
    @Flag(help: "With --scenario: play it again and again.")
    var loop = false
    @Option(parsing: .unconditional, help: "Window size in pt, WIDTHxHEIGHT, each side 16 to 8192, at most 2560x1440 pixels in all (default 1280x720, or the file's).")
    var size: String?
    @Option(help: "discrete or continuous (default continuous, or the file's).")
    var tracking: Tracking?
    @Option(name: .customLong("time-scale"), parsing: .unconditional, help: "Slow motion or fast: 0.1, 0.25, 0.5, 1 or 2.")
    var timeScale: Double = 1
    @Option(name: .customLong("quit-after"), parsing: .unconditional, help: "Close after this many seconds (automation).")
    var quitAfter: Double?
    @Option(name: .customLong("location-page"), parsing: .unconditional, help: "Draw this page's dot as a location arrow (HIG custom indicator).")
    var locationPage: Int?
    @Flag(help: "On exit print one JSON line: frames presented and late, work time per frame, average fps.")
    var stats = false
    @Option(name: .customLong("last-frame"), parsing: .unconditional, help: "On exit write the last presented frame to this PNG (automation).")
    var lastFrame: String?

    func run() throws {
        if scenario != nil && config != nil { throw UsageError("give either --scenario or --config, not both") }
        if loop && scenario == nil { throw UsageError("--loop plays a scenario again: give --scenario FILE") }
        if let lastFrame { try OutputPath.option(lastFrame, ["png"], name: "--last-frame") }
        // The setup: a scenario's, a playground file's, or the options'.
        var setup: Scenario
        if let scenario {
            if style != nil || preset != nil { throw UsageError("give either --scenario or --style/--preset, not both") }
            setup = try ScenarioLoader.load(scenario, sets: try rowOptions.settings())
            if let pages, pages != setup.pages { throw UsageError("--pages: the scenario sets its own page count (\(setup.pages))") }
        } else {
            setup = Scenario(try StateOptions.setup(config: config, style: try StateOptions.joined(style, preset), pages: pages, tracking: nil, rowOptions: rowOptions), steps: [])
        }
        if let tracking { setup.tracking = tracking }
        view.apply(to: &setup.setup)
        if let page { setup.page = page }
        if let text = self.size {
            let s = try WindowSize.option(text)
            (setup.width, setup.height) = (s.width, s.height)
        }
        let size = WindowSize(width: setup.width, height: setup.height)
        try PixelLimit.moving(width: size.width, height: size.height, what: "--size")
        let pages = setup.pages, page = setup.page
        try ArgumentCheck.pages(pages)
        guard pages == 0 ? page == 0 : (0..<pages).contains(page) else {
            throw UsageError(FileValue.notAPage("--page", String(page), pages: pages))
        }
        guard PlaygroundModel.timeScales.contains(timeScale) else {
            throw UsageError("--time-scale \(NumberText.short(timeScale)) is not allowed: use 0.1, 0.25, 0.5, 1 or 2")
        }
        if let quitAfter, !(quitAfter.isFinite && quitAfter > 0) {
            throw UsageError("--quit-after \(quitAfter) must be a positive number of seconds")
        }
        if let locationPage, !(0..<max(1, pages)).contains(locationPage) {
            throw UsageError(FileValue.notAPage("--location-page", String(locationPage), pages: pages))
        }
        var model = PlaygroundModel(pages: pages, page: page, width: Double(size.width), height: Double(size.height),
                                    rows: setup.rows, tracking: setup.tracking, direction: setup.direction, wrap: setup.wrap)
        model.place(at: Double(page))
        model.setTimeScale(timeScale)
        model.locationPage = locationPage
        var driver: ScenarioDriver?
        if scenario != nil {
            var d = try ScenarioDriver(setup, loop: loop)
            try d.setUp { $0.setTimeScale(timeScale); $0.locationPage = locationPage }
            driver = d
        }
        let watcher = try config.map { ConfigWatcher(path: $0, sets: try rowOptions.settings()) }
        let window = try PlaygroundWindow(model: model, watcher: watcher, driver: driver, lastFrame: lastFrame)
        let result = try window.run(quitAfter: quitAfter)
        if stats { try StandardOutput.line(result.json.text) }
    }
}
