import Foundation
import PageDots
import PageDotsRender

/// Plays a scenario in the window on the same timeline as `render` (one scenario frame
/// per presented frame, scaled by the time scale; Space pauses, `.` steps), then hands
/// the playground to the person. `R` plays it again from its start while recording
/// exactly the frames `render` writes.
struct ScenarioDriver {
    let scenario: Scenario
    let loop: Bool
    private(set) var player: ScenarioPlayer
    private(set) var paused = false
    private var owed = 0.0
    private var pendingStep = false
    private var recorder: VideoWriter?
    private var recordCanvas: Canvas?

    init(_ scenario: Scenario, loop: Bool) throws {
        self.scenario = scenario
        self.loop = loop
        player = try ScenarioPlayer(scenario)
    }

    var model: PlaygroundModel { player.model }

    /// View settings (time scale, location page) on the playing model.
    mutating func setUp(_ change: (inout PlaygroundModel) -> Void) throws {
        try player.setUp(change)
    }
    var isRecording: Bool { recorder != nil }

    /// Keys that act on the playing scenario (true), or that take the playground over.
    mutating func takes(_ event: InputEvent) throws -> Bool {
        guard case .key(let key) = event else { return false }
        switch key {
        case .pause: paused.toggle()
        case .stepFrame: if paused { pendingStep = true }
        case .slower, .faster, .help, .debug, .background, .easing: try player.handle(event)
        default: return false
        }
        return true
    }

    /// Advances by this frame's share; false once the scenario is over (and not looping).
    mutating func advance() throws -> Bool {
        if paused {
            guard pendingStep else { return true }
            pendingStep = false
            owed = 1
        } else {
            owed += model.timeScale
        }
        while owed >= 1 {
            owed -= 1
            if try !player.advance() {
                try finishRecording()
                guard loop else { return false }
                player = try ScenarioPlayer(scenario)
            }
            try record()
        }
        return true
    }

    /// Starts again from the first frame, recording to `path` what `render` writes.
    mutating func restartRecording(to path: String) throws {
        player = try ScenarioPlayer(scenario)
        owed = 0
        recordCanvas = try Canvas(pixelWidth: scenario.width, pixelHeight: scenario.height)
        recorder = try VideoWriter(path: path, pixelWidth: scenario.width, pixelHeight: scenario.height, fps: scenario.fps)
        try record()
    }

    /// The recording's name once it is complete.
    private(set) var finishedRecording: String?

    private mutating func record() throws {
        guard let recorder, let recordCanvas else { return }
        let damage = recordCanvas.draw(SceneBuilder.build(player.model, hud: Renderer.hud(player.scenario)), scale: 1)
        try recorder.write(recordCanvas, damage: damage)
    }

    mutating func finishRecording() throws {
        guard let r = recorder else { return }
        recorder = nil
        recordCanvas = nil
        try r.finish()
        finishedRecording = r.path
    }

    mutating func cancelRecording() {
        recorder?.cancel()
        recorder = nil
    }
}
