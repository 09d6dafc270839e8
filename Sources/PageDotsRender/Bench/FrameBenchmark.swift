import PageDots

/// `pagedots bench`: frames run headless through the real model, scene builder and
/// canvas (and the export's copy and YUV conversion), each stage timed.
public enum FrameBenchmark {
    /// Runs `frames` frames of `setup` at `size` (pt, drawn at 1 px per pt) under a
    /// back-and-forth drag; `processStart`: seconds from the process's start to now.
    public static func run(_ setup: PlaygroundSetup, size: WindowSize, frames: Int, processStart: Double) throws -> StageTimes.Report {
        var model = PlaygroundModel(pages: setup.pages, page: setup.page, width: Double(size.width), height: Double(size.height),
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
            for track in model.rows {
                _ = track.style.layout(position: model.tracking.trackedPosition(model.scroller.position, pages: model.pages), pages: model.pages)
            }
            t = times.lap(.layout, since: t)
            for track in model.rows { var t = track.transition; _ = t?.frames(to: track.layout, scroller: model.scroller.position) }
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
        return times.report(frames: frames, elapsed: Clock.now() - wall, firstFrame: firstFrame ?? 0,
                            peakMB: ProcessTimes.peakResidentMB(), size: size, pages: setup.pages)
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
