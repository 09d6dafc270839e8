import PageDots

/// Plays a scenario in the window on the same timeline as `render` (one scenario frame
/// per presented frame, scaled by the time scale; Space pauses, `.` steps), then hands
/// the playground to the person. `R` plays it again from its start while recording
/// exactly the frames `render` writes (through the same `ScenarioRenderer`).
public struct ScenarioDriver {
    public let scenario: Scenario
    public let loop: Bool
    public private(set) var player: ScenarioPlayer
    public private(set) var paused = false
    private var owed = 0.0
    private var pendingStep = false
    private var recorder: ScenarioRenderer?

    public init(_ scenario: Scenario, loop: Bool) throws {
        self.scenario = scenario
        self.loop = loop
        player = try ScenarioPlayer(scenario)
    }

    public var model: PlaygroundModel { player.model }

    public var isRecording: Bool { recorder != nil }

    /// Keys that act on the playing scenario (true), or that take the playground over.
    public mutating func takes(_ event: InputEvent) throws -> Bool {
        guard let command = event.command else { return false }
        switch command {
        case .pause: paused.toggle()
        case .stepFrame: if paused { pendingStep = true }
        case .slower, .faster, .help, .debug, .background, .easing: try player.handle(.command(command))
        default: return false
        }
        return true
    }

    /// Advances by this frame's share; false once the scenario is over (and not looping).
    public mutating func advance() throws -> Bool {
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
            try recorder?.add(player.model)
        }
        return true
    }

    /// Starts again from the first frame, recording to `path` what `render` writes.
    public mutating func restartRecording(to path: String) throws {
        player = try ScenarioPlayer(scenario)
        owed = 0
        recorder = try ScenarioRenderer(scenario, to: .video(path, ExportFormat.of(path: path) ?? .mp4))
        try recorder?.add(player.model)
    }

    /// The recording's name once it is complete.
    public private(set) var finishedRecording: String?

    public mutating func finishRecording() throws {
        guard let r = recorder else { return }
        recorder = nil
        try r.finish()
        finishedRecording = r.path
    }

    public mutating func cancelRecording() {
        recorder?.cancel()
        recorder = nil
    }
}
