import ArgumentParser
import PageDots

/// `pagedots trace`: every frame's dots as drawn, after transitions.
struct TraceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trace",
        abstract: "Print every frame's dots of a scenario, as a table or JSON lines."
    )

    @Option(parsing: .unconditional, help: "The scenario file (YAML).")
    var scenario: String
    @OptionGroup var rowOptions: RowOptions
    @Flag(help: "One JSON object per frame.")
    var json = false

    func run() throws {
        let s = try ScenarioLoader.load(scenario, sets: rowOptions.sets)
        var player = try ScenarioPlayer(s)
        repeat {
            try StandardOutput.line(json ? player.model.frameRecord().json.text : player.traceLine)
        } while try player.advance()
    }
}
