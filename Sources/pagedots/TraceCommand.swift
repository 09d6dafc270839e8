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
        let s = try ScenarioLoader.load(scenario, sets: try rowOptions.settings())
        var player = try ScenarioPlayer(s)
        repeat {
            try StandardOutput.line(json ? Self.json(player).text : Self.line(player))
        } while try player.advance()
    }

    static func json(_ p: ScenarioPlayer) -> JSONValue {
        p.model.frameRecord().json
    }

    static func line(_ p: ScenarioPlayer) -> String {
        let m = p.model
        var s = "frame \(p.frame)  t \(NumberText.fixed(Double(p.frame) / Double(p.scenario.fps), 3))  x \(NumberText.fixed(m.scroller.position, 3))"
        for t in m.tracks {
            let c = t.shown.first(where: \.current)
            s += "  \(t.kind.rawValue): \(t.shown.filter(\.isVisible).count) dots, current \(c.map { "\($0.page) at \(NumberText.fixed($0.x, 2))" } ?? "-")"
        }
        return s
    }
}
