import ArgumentParser
import PageDots

/// Which way the pages run and whether they loop: the same two options on `play`,
/// `render` and the headless state commands, over what a file says.
struct ViewOptions: ParsableArguments {
    @Option(help: "Which way the pages run: ltr, rtl, ttb or btt (default ltr, or the file's direction:).")
    var direction: Direction?
    @Option(help: "A looped carousel (no ends) whose styles wrap this way: continuous, morph, sweep or portal (default: ends, or the file's loop:).")
    var wrap: Wrap?

    /// `scenario` with these options over its own.
    func apply(to scenario: inout PlaygroundSetup) {
        if let direction { scenario.direction = direction }
        if let wrap { scenario.wrap = wrap }
    }
}
