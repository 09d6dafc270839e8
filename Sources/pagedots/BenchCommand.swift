import ArgumentParser
import Foundation
import PageDots
import PageDotsRender

/// `pagedots bench`: runs frames headless through the real model, scene builder and
/// canvas and reports the cost of each stage.
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
            let result = try ExportBench.run(s, rounds: rounds)
            try StandardOutput.line(json ? result.json.text : result.table)
            return
        }
        let processStart = ProcessTimes.sinceStart()
        let size = try WindowSize.option(self.size)
        try ArgumentCheck.movingPixels(width: size.width, height: size.height, what: "--size")
        guard Limits.benchFrames.contains(frames) else {
            throw UsageError("--frames \(frames) is out of range: \(Limits.benchFrames.lowerBound) to \(Limits.benchFrames.upperBound)")
        }
        let setup = try StateOptions.setup(config: config, style: styles, pages: pages, tracking: nil, rowOptions: rowOptions)
        let pages = setup.pages
        var model = PlaygroundModel(pages: pages, page: setup.page, width: Double(size.width), height: Double(size.height),
                                    rows: setup.rows, tracking: setup.tracking)
        let canvas = try Canvas(pixelWidth: size.width, pixelHeight: size.height)
        let copy = UnsafeMutableRawPointer.allocate(byteCount: canvas.stride * canvas.pixelHeight, alignment: 64)
        defer { copy.deallocate() }
        let yuv = YUVFrame(pixelWidth: canvas.pixelWidth, pixelHeight: canvas.pixelHeight)
        var times = StageTimes()
        var firstFrame: Double?
        let inputs = BenchDrag(width: Double(size.width), y: model.layout.strip.height / 2)
        let wall = Clock.now()
        for f in 0..<frames {
            var t = Clock.now()
            for e in inputs.events(frame: f) { try model.handle(e) }
            model.tick(PlaygroundModel.frameTime)
            t = times.lap(.model, since: t)
            for track in model.tracks {
                _ = track.style.layout(position: model.tracking.trackedPosition(model.scroller.position, pages: model.pages), pages: model.pages)
            }
            t = times.lap(.layout, since: t)
            for track in model.tracks { var t = track.transition; _ = t?.frames(to: track.layout, scroller: model.scroller.position) }
            t = times.lap(.transitions, since: t)
            let scene = SceneBuilder.build(model, hud: SceneBuilder.HUD(fps: 60))
            t = times.lap(.scene, since: t)
            let damage = canvas.draw(scene, scale: 1)
            t = times.lap(.draw, since: t)
            copy.copyMemory(from: canvas.pixels, byteCount: canvas.stride * canvas.pixelHeight)
            t = times.lap(.copyOut, since: t)
            yuv.update(from: canvas, damage)
            _ = times.lap(.videoFrame, since: t)
            if firstFrame == nil { firstFrame = processStart + (Clock.now() - wall) }
        }
        let elapsed = Clock.now() - wall
        let report = times.report(frames: frames, elapsed: elapsed, firstFrame: firstFrame ?? 0,
                                  peakMB: ProcessTimes.peakResidentMB(), size: size, pages: pages)
        try StandardOutput.line(json ? report.json.text : report.table)
    }
}

/// A back-and-forth drag across two pages: press, 40 moves, release, settle, repeat.
struct BenchDrag {
    var width: Double
    var y: Double
    func events(frame: Int) -> [InputEvent] {
        let cycle = frame % 120, forward = (frame / 120) % 2 == 0
        let x0 = forward ? width * 0.9 : width * 0.1
        let dx = (forward ? -1.0 : 1.0) * width * 0.8 / 40
        switch cycle {
        case 0: return [.pointerDown(x: x0, y: y)]
        case 1...40: return [.pointerMove(x: x0 + dx * Double(cycle), y: y)]
        case 41: return [.pointerUp(x: x0 + dx * 40, y: y)]
        default: return []
        }
    }
}
