import ArgumentParser
import PageDots

/// Which way the pages run, whether they loop and which page is the location page: the
/// same options on `play`, `render` and the headless state commands, over what a file says.
struct ViewOptions: ParsableArguments {
    @Option(help: "Which way the pages run: ltr, rtl, ttb or btt (default ltr, or the file's direction:).")
    var direction: Direction?
    @Option(help: "A looped carousel (no ends) whose styles wrap this way: continuous, morph, sweep or portal (default: ends, or the file's loop:).")
    var wrap: Wrap?
    @Option(name: .customLong("location-page"), parsing: .unconditional,
            help: "Draw this page's dot as a location arrow (HIG custom indicator), from 0 (default none, or the file's locationPage:).",
            transform: { try PageIndex.parse($0) })
    var locationPage: PageIndex?

    /// `scenario` with these options over its own (its page count final).
    func apply(to scenario: inout PlaygroundSetup) throws {
        if let direction { scenario.direction = direction }
        if let wrap { scenario.wrap = wrap }
        if let locationPage {
            guard (0..<max(1, scenario.pages)).contains(locationPage.value) else {
                throw UsageError.notAPage("--location-page", value: String(locationPage.value), pages: scenario.pages)
            }
            scenario.locationPage = locationPage.value
        }
    }
}
