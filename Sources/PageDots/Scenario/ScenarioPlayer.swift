/// Plays a scenario into a playground model at exactly `1 / fps` per frame, feeding the
/// same input events a person would. Frame `i` shows the model after `i` ticks.
public struct ScenarioPlayer: Sendable {
    public let scenario: Scenario
    public internal(set) var model: PlaygroundModel
    /// Frames played so far.
    public private(set) var frame = 0
    private var stepIndex = 0
    private var stepFrame = 0
    /// Frames the step under way takes.
    public private(set) var stepFrames = 0
    /// The timed step under way (it keeps what it needs between frames).
    private var current: (any ScenarioStep)?
    /// Longest the model may take to come to rest after the last step, s.
    public static let settleLimit = 30.0

    /// A step that failed while playing, with its index (from 0).
    public struct StepError: Error, CustomStringConvertible {
        public var step: Int
        public var underlying: Error
        public var description: String { "\(underlying)" }
    }

    /// A person's event on the playing model (keys that change the view, not the script).
    public mutating func handle(_ event: InputEvent) throws { try model.handle(event) }

    /// Changes the playing model's view settings (time scale, location page).
    public mutating func setUp(_ change: (inout PlaygroundModel) -> Void) throws { change(&model) }

    public init(_ scenario: Scenario) throws {
        self.scenario = scenario
        model = scenario.makeModel()
    }

    public var frameTime: Double { 1 / Double(scenario.fps) }
    public var isFinished: Bool { stepIndex >= scenario.steps.count && (model.isAtRest || settledTooLong) }
    private var settledTooLong: Bool { Double(frame) * frameTime > scenario.stepSeconds + Self.settleLimit }

    /// Frames of a step's duration.
    func frames(_ seconds: Double) -> Int { Int((seconds * Double(scenario.fps)).rounded()) }

    /// Advances one frame: this frame's events, then one tick. Returns false once done.
    public mutating func advance() throws -> Bool {
        if isFinished { return false }
        // Start steps until one takes time.
        while stepIndex < scenario.steps.count && stepFrame >= stepFrames {
            if var step = current {
                current = nil
                try step.finish(&self)
                stepIndex += 1
            }
            stepFrames = 0
            stepFrame = 0
            guard stepIndex < scenario.steps.count else { break }
            var step = scenario.steps[stepIndex]
            do { try step.start(&self) } catch { throw StepError(step: stepIndex, underlying: error) }
            stepFrames = frames(step.duration)
            if stepFrames == 0 {
                try step.finish(&self)
                stepIndex += 1
            } else {
                current = step
            }
        }
        if var step = current {
            stepFrame += 1
            current = nil
            try step.during(&self, progress: Double(stepFrame) / Double(stepFrames))
            current = step
        }
        // Exactly one frame of model time, whatever the time scale (the window plays
        // slow motion by advancing less often).
        model.tick(frameTime / model.timeScale)
        frame += 1
        return true
    }

    /// The track of the row at index `row`.
    func rowTrack(_ row: Int) -> PlaygroundRow? { model.rows.indices.contains(row) ? model.rows[row] : nil }

    /// Where a row's current dot is on screen, pt.
    func currentDot(_ row: Int) -> (Double, Double)? {
        guard let track = rowTrack(row), let place = model.layout.row(for: track.id),
              let dot = track.shown.first(where: \.current) else { return nil }
        return (place.centerX + dot.x * model.layout.zoom, place.centerY)
    }
}

extension ScenarioPlayer {
    enum Touch { case pointerDown, pointerMove, pointerUp }

    /// A pointer event at logical point (x, y) (the frame scenarios are written in),
    /// handed to the model where it is on screen in the playground's direction.
    mutating func touch(_ kind: Touch, _ x: Double, _ y: Double) throws {
        let l = model.layout
        let p = model.direction.toScreen(x, y, logicalWidth: l.width, logicalHeight: l.height)
        switch kind {
        case .pointerDown: try model.handle(.pointerDown(x: p.x, y: p.y))
        case .pointerMove: try model.handle(.pointerMove(x: p.x, y: p.y))
        case .pointerUp: try model.handle(.pointerUp(x: p.x, y: p.y))
        }
    }
}

extension ScenarioPlayer {
    /// This frame as `pagedots trace` prints it without `--json`: time, position, and
    /// each row's visible dots and current dot.
    public var traceLine: String {
        var s = "frame \(frame)  t \(NumberText.fixed(Double(frame) / Double(scenario.fps), 3))  x \(NumberText.fixed(model.scroller.position, 3))"
        for t in model.rows {
            let c = t.shown.first(where: \.current)
            s += "  \(t.kind.rawValue): \(t.shown.filter(\.isVisible).count) dots, current \(c.map { "\($0.page) at \(NumberText.fixed($0.x, 2))" } ?? "-")"
        }
        return s
    }
}
