import ArgumentParser
import Foundation
import PageDots

/// `pagedots check`: plays scenarios headless (or reads recorded traces) and verifies the
/// frame invariants (docs/motion.md) on every frame of every style.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Verify the frame invariants on every frame of scenarios or traces; exit 1 on any violation.",
        discussion: """
            Invariants: 1 finite numbers; 2 exactly one current dot, the current page's, \
            at least 0.45 of full size; 3 no more dots than the style shows and none beyond its row; \
            4 outside jumps, no dot moves more than pitch × (1.25 + the scroller's move), grows or \
            shrinks by more than half a dot, or vanishes from half size in one frame; 5 at rest \
            nothing animates and the dots equal the style's layout.
            """
    )

    @Option(parsing: .upToNextOption, help: "Scenario files (YAML) to play and check.")
    var scenario: [String] = []
    @Option(parsing: .upToNextOption, help: "Traces written by `pagedots trace --json` to check.")
    var trace: [String] = []
    @Option(help: "Also check these styles (all, or a comma-separated list): rows the files lack are added after theirs.", transform: RowList.parse)
    var styles: RowList?
    @OptionGroup var rowOptions: RowOptions

    func validate() throws {
        guard !scenario.isEmpty || !trace.isEmpty else { throw UsageError.nothingGiven("one --scenario FILE or --trace FILE") }
        if scenario.isEmpty && (styles != nil || !rowOptions.sets.isEmpty) {
            throw UsageError.needs("--styles and --set", give: "--scenario FILE", why: "change the rows of scenarios (a trace is checked as it was recorded)")
        }
    }

    func run() throws {
        // Read every input first: a bad file is exit 2 before anything is checked.
        let extra = styles?.kinds ?? []
        let scenarios = try scenario.map { name -> (String, Scenario) in
            var s = try ScenarioLoader.load(name, sets: extra.isEmpty ? rowOptions.sets : [])
            guard !extra.isEmpty else { return (name, s) }
            // At most one row per style is added: a check is never drawn, so the window's
            // row limit does not apply. `--set` then applies to those rows too.
            for kind in extra where !s.rows.contains(where: { $0.style.kind == kind }) {
                s.rows.append(RowSpec(try PageIndicator(kind)))
            }
            s.rows = try rowOptions.apply(to: s.rows)
            return (name, s)
        }
        for name in trace { try TraceReader.forEach(name) { _ in } }
        var total = CheckTally()
        for (name, s) in scenarios {
            var player = try ScenarioPlayer(s)
            var checker = FrameChecker()
            repeat {
                for line in total.add(checker.check(player.model.frameRecord()), in: name) { try StandardOutput.line(line) }
            } while try player.advance()
            total.files += 1
        }
        // Traces are read again as they are checked: one line in memory at a time.
        for name in trace {
            var checker = FrameChecker()
            try TraceReader.forEach(name) { for line in total.add(checker.check($0), in: name) { try StandardOutput.line(line) } }
            total.files += 1
        }
        try StandardOutput.line(total.summary)
        if total.violations > 0 { throw ExitCode(1) }
    }
}
