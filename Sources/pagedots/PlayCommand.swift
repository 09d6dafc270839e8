import ArgumentParser
import PageDots
import PageDotsRender

/// `pagedots` with no subcommand: the live playground window.
struct PlayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "play",
        abstract: "Open the playground window (the default command)."
    )

    @OptionGroup var playground: PlaygroundOptions
    @OptionGroup var compare: ComparisonOptions
    @Option(parsing: .unconditional, help: "Starting page, from 0.", transform: { try PageIndex.parse($0) })
    var page: PageIndex?
    @Option(parsing: .unconditional, help: "Play a scenario file in the window, then hand it to you.")
    var scenario: String?
    @Flag(help: "With --scenario: play it again and again.")
    var loop = false
    @OptionGroup var size: SizeOptions
    @Option(name: .customLong("quit-after"), parsing: .unconditional, help: "Close after this many seconds (automation).", transform: { try Number<SecondsRange>.parse($0) })
    var quitAfter: Number<SecondsRange>?
    @Flag(help: "On exit print one JSON line: frames presented and late, work time per frame, average fps.")
    var stats = false
    @Option(name: .customLong("last-frame"), parsing: .unconditional, help: "On exit write the last presented frame to this PNG (automation).")
    var lastFrame: String?
    @Option(name: .customLong("out-dir"), parsing: .unconditional, help: "The folder for what S, R and W write: screenshots, recordings, playground files (default: the current folder).")
    var outDir: String?

    func validate() throws {
        let rows = playground.rows
        if scenario != nil && rows.config != nil { throw UsageError.conflict("--scenario", "--config") }
        if loop && scenario == nil { throw UsageError.needs("--loop", give: "--scenario FILE", why: "plays a scenario again") }
        if scenario != nil && (rows.style != nil || rows.preset != nil) { throw UsageError.conflict("--scenario", "--style/--preset") }
        if compare.video != nil {
            for (other, given) in [("--scenario", scenario != nil), ("--config", rows.config != nil), ("--preset", rows.preset != nil)] where given {
                throw UsageError.conflict("--video", other)
            }
            try ComparisonOptions.refuseUnused(playground.unusedWithVideo + [("--loop", loop), ("--out-dir", false)])
        }
    }

    /// `--video`: the recording beside the style in the window (docs/compare.md).
    func playRecording() throws {
        let size = size.size.map { (Double($0.width), Double($0.height)) } ?? (1280, 720)
        try PixelLimit.moving(width: Int(size.0), height: Int(size.1), what: "--size")
        let (player, pictures, name) = try compare.load(pages: playground.pages?.value, page: page?.value, styles: playground.rows.style,
                                                        sets: playground.rows.rowOptions, width: size.0, height: size.1)
        let session = ComparisonSession(player, pictures: pictures, name: name)
        if let outDir { session.folder = outDir }
        let window = try PlaygroundWindow(session, lastFrame: lastFrame)
        let result = try window.run(quitAfter: quitAfter?.value, watching: nil)
        if stats { try StandardOutput.line(result.json.text) }
    }

    func run() throws {
        if let lastFrame { try OutputPath.option(lastFrame, ["png"], name: "--last-frame") }
        if let outDir { try OutputPath.folderOption(outDir, name: "--out-dir") }
        if compare.video != nil { return try playRecording() }
        // The setup: a scenario's, a playground file's, or the options'.
        var played: Scenario?
        var setup: PlaygroundSetup
        if let scenario {
            let s = try ScenarioLoader.load(scenario, sets: playground.rows.rowOptions.sets)
            if let pages = playground.pages, pages.value != s.pages {
                throw UsageError.setByFile("--pages", what: "the scenario sets its own page count (\(s.pages))")
            }
            setup = s.setup
            try playground.apply(to: &setup)
            played = s
        } else {
            setup = try playground.setup()
        }
        if let page { setup.page = page.value }
        if let size = size.size { (setup.width, setup.height) = (size.width, size.height) }
        try PixelLimit.moving(width: setup.width, height: setup.height, what: "--size")
        guard setup.pages == 0 ? setup.page == 0 : (0..<setup.pages).contains(setup.page) else {
            throw UsageError.notAPage("--page", value: String(setup.page), pages: setup.pages)
        }
        // The scenario plays from the setup as the options made it (page, size, view).
        if let s = played { played = Scenario(setup, fps: s.fps, steps: s.steps) }
        let model = setup.makeModel()
        let driver = try played.map { try ScenarioDriver($0, loop: loop) }
        let watcher = playground.rows.config.map { ConfigWatcher(path: $0, sets: playground.rows.rowOptions.sets) }
        let session = PlaygroundSession(model: model, driver: driver, watcher: watcher)
        if let outDir { session.folder = outDir }
        let window = try PlaygroundWindow(session, lastFrame: lastFrame)
        let result = try window.run(quitAfter: quitAfter?.value, watching: watcher?.path)
        if stats { try StandardOutput.line(result.json.text) }
    }
}
