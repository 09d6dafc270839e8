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
    @OptionGroup var view: ViewOptions
    @OptionGroup var playback: PlaybackOptions
    @Flag(help: "One JSON object per frame.")
    var json = false
    @Option(parsing: .unconditional, help: "pt on screen per pt of every row, 0.25 to 16 (default: fitted, or the file's zoom:).", transform: { try Number<ZoomRange>.parse($0) })
    var zoom: Number<ZoomRange>?

    func run() throws {
        var s = try ScenarioLoader.load(scenario, sets: rowOptions.sets)
        if let zoom { s.zoom = zoom.value }
        playback.apply(to: &s)
        try view.apply(to: &s.setup)
        var player = try ScenarioPlayer(s)
        var first = true
        repeat {
            // (The first JSON line says which PageDots wrote the trace.)
            let line = json ? (first ? player.model.frameRecord().json.adding("pagedots", .string(PageDotsVersion.current)) : player.model.frameRecord().json).text : player.traceLine
            try StandardOutput.line(line)
            first = false
        } while try player.advance()
    }
}
