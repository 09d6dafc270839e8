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

    @Option(parsing: .unconditional, help: "Frame size in pt, WIDTHxHEIGHT, each side 16 to 8192, at most 2560x1440 pixels in all.")
    var size: String = "1280x720"
    @Option(parsing: .unconditional, help: "Page count, 0 to 1000000000 (default 12, or the file's).")
    var pages: Int?
    @Option(help: "Styles, one row each: all, or a comma-separated list (default instagram,system,cosine).")
    var styles: String?
    @Option(parsing: .unconditional, help: "A playground file (YAML): its rows (up to 12; the same style may repeat) and pages.")
    var config: String?
    @OptionGroup var rowOptions: RowOptions
    @Option(parsing: .unconditional, help: "Frames to run, 1 to 1000000.")
    var frames: Int = 600
    @Flag(help: "Print one JSON object.")
    var json = false
    @Flag(help: "Measure MP4 export instead: render, our side alone and ffmpeg alone on the same frames (--scenario, default the demo).")
    var export = false
    @Option(parsing: .unconditional, help: "With --export: the scenario to export (default Assets/Scenarios/demo.yaml).")
    var scenario: String?
    @Option(parsing: .unconditional, help: "With --export: rounds of render and ffmpeg alone, 1 to 20, default 5 (the medians are reported).")
    var rounds: Int?

    func run() throws {
        if export || scenario != nil || rounds != nil {
            guard export else { throw UsageError("--scenario and --rounds go with --export") }
            let rounds = self.rounds ?? 5
            guard Limits.exportRounds.contains(rounds) else {
                throw UsageError("--rounds \(rounds) is out of range: \(Limits.exportRounds.lowerBound) to \(Limits.exportRounds.upperBound)")
            }
            guard frames == 600, size == "1280x720", styles == nil, pages == nil, config == nil else {
                throw UsageError("--export measures a scenario's frames: give --scenario FILE (its size, pages and rows), not --frames, --size, --styles, --pages or --config")
            }
            guard let path = scenario ?? Assets.path("Scenarios/demo.yaml") else {
                throw UsageError("no demo scenario found (set PAGEDOTS_ASSETS or give --scenario FILE)")
            }
            let s = try ScenarioLoader.load(path, sets: try rowOptions.settings())
            Interrupt.install()
            let result = try Progress.showing(total: ScenarioRenderer.estimatedFrames(s), label: "bench --export") { control in
                try ExportBenchmark.run(s, rounds: rounds, control: control)
            }
            try StandardOutput.line(json ? result.json.text : result.table)
            return
        }
        let processStart = ProcessTimes.sinceStart()
        let size = try WindowSize.option(self.size)
        try PixelLimit.moving(width: size.width, height: size.height, what: "--size")
        guard Limits.benchFrames.contains(frames) else {
            throw UsageError("--frames \(frames) is out of range: \(Limits.benchFrames.lowerBound) to \(Limits.benchFrames.upperBound)")
        }
        let setup = try StateOptions.setup(config: config, style: styles, pages: pages, tracking: nil, rowOptions: rowOptions)
        let report = try FrameBenchmark.run(setup, size: size, frames: frames, processStart: processStart)
        try StandardOutput.line(json ? report.json.text : report.table)
    }
}
