import ArgumentParser
import Foundation
import PageDots
import PageDotsRender

/// `pagedots bench`: the cost of each stage of a frame, or of an export.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure the cost of each stage of a frame, headless."
    )

    @OptionGroup var playground: PlaygroundOptions
    @OptionGroup var size: SizeOptions
    @Option(parsing: .unconditional, help: "Frames to run, 1 to 1000000.", transform: { try Whole<BenchFramesRange>.parse($0) })
    var frames: Whole<BenchFramesRange>?
    @Flag(help: "Print one JSON object.")
    var json = false
    @Flag(help: "Measure MP4 export instead: render, our side alone and ffmpeg alone on the same frames (--scenario, default the demo).")
    var export = false
    @Option(parsing: .unconditional, help: "With --export: the scenario to export (default Assets/Scenarios/demo.yaml).")
    var scenario: String?
    @Option(parsing: .unconditional, help: "With --export: rounds of render and ffmpeg alone, 1 to 20, default 5 (the medians are reported).", transform: { try Whole<RoundsRange>.parse($0) })
    var rounds: Whole<RoundsRange>?

    func validate() throws {
        if !export && (scenario != nil || rounds != nil) { throw UsageError.needs("--scenario and --rounds", give: nil, why: "go with --export") }
        let p = playground
        if export && (frames != nil || size.size != nil || p.rows.style != nil || p.rows.preset != nil || p.pages != nil || p.rows.config != nil
                      || p.tracking != nil || p.view.direction != nil || p.view.wrap != nil || p.view.locationPage != nil
                      || p.timeScale != nil || p.easing != nil || p.zoom != nil) {
            throw UsageError.notWith("--export", ["--frames", "--size", "--styles", "--pages", "--config", "--tracking", "--direction", "--wrap",
                                                  "--location-page", "--time-scale", "--easing", "--zoom"],
                                     instead: "measures a scenario's frames: give --scenario FILE (its size, pages and rows)")
        }
    }

    func run() throws {
        if export {
            guard let path = scenario ?? Assets.path("Scenarios/demo.yaml") else { throw UsageError.noAssets("demo scenario") }
            let s = try ScenarioLoader.load(path, sets: playground.rows.rowOptions.sets)
            let rounds = self.rounds?.value ?? 5
            Interrupt.install()
            let result = try Progress.showing(total: ScenarioRenderer.estimatedFrames(s), label: "bench --export") { control in
                try ExportBenchmark.run(s, rounds: rounds, control: control)
            }
            try StandardOutput.block(json ? result.json.text : result.table)
            return
        }
        let processStart = ProcessTimes.sinceStart()
        let size = self.size.size ?? WindowSize(width: 1280, height: 720)
        try PixelLimit.moving(width: size.width, height: size.height, what: "--size")
        let report = try FrameBenchmark.run(try playground.setup(), size: size, frames: frames?.value ?? 600, processStart: processStart)
        try StandardOutput.block(json ? report.json.text : report.table)
    }
}
