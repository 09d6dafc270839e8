import ArgumentParser
import PageDots

/// `pagedots` with no subcommand: the live playground window.
struct PlayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "play",
        abstract: "Open the playground window (the default command)."
    )

    @Option(parsing: .unconditional, help: "Page count, 0 to 1000000000.")
    var pages: Int = 12
    @Option(parsing: .unconditional, help: "Starting page, from 0.")
    var page: Int = 0
    @Option(help: "all, instagram, system or cosine.")
    var style: String = "all"
    @Option(parsing: .unconditional, help: "Window size in pt, WIDTHxHEIGHT, each side 16 to 8192.")
    var size: String = "1280x720"
    @Option(help: "discrete or continuous (default continuous).")
    var tracking: Tracking = .continuous
    @Option(name: .customLong("time-scale"), parsing: .unconditional, help: "Slow motion or fast: 0.1, 0.25, 0.5, 1 or 2.")
    var timeScale: Double = 1
    @Option(name: .customLong("quit-after"), parsing: .unconditional, help: "Close after this many seconds (automation).")
    var quitAfter: Double?
    @Option(name: .customLong("location-page"), parsing: .unconditional, help: "Draw this page's dot as a location arrow (HIG custom indicator).")
    var locationPage: Int?
    @Flag(help: "On exit print one JSON line: frames presented and late, work time per frame, average fps.")
    var stats = false

    func run() throws {
        let size = try WindowSize(parsing: self.size)
        _ = try ArgumentCheck.pixels(width: Double(size.width), height: Double(size.height), scale: 1, what: "--size")
        try ArgumentCheck.pages(pages)
        guard pages == 0 ? page == 0 : (0..<pages).contains(page) else {
            throw UsageError(ArgumentCheck.notAPage("--page", String(page), pages: pages))
        }
        guard PlaygroundModel.timeScales.contains(timeScale) else {
            throw UsageError("--time-scale \(NumberText.short(timeScale)) is not allowed: use 0.1, 0.25, 0.5, 1 or 2")
        }
        if let quitAfter, !(quitAfter.isFinite && quitAfter > 0) {
            throw UsageError("--quit-after \(quitAfter) must be a positive number of seconds")
        }
        if let locationPage, !(0..<max(1, pages)).contains(locationPage) {
            throw UsageError(ArgumentCheck.notAPage("--location-page", String(locationPage), pages: pages))
        }
        let styles = try StateOptions.kinds(style).map { try PageIndicator($0) }
        var model = try PlaygroundModel(pages: pages, page: page, width: Double(size.width), height: Double(size.height),
                                        styles: styles, tracking: tracking)
        model.setTimeScale(timeScale)
        model.locationPage = locationPage
        let window = try PlaygroundWindow(model: model)
        let result = try window.run(quitAfter: quitAfter)
        if stats { print(result.json.text) }
    }
}
