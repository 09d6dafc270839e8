/// Plays a scenario into a playground model at exactly `1 / fps` per frame, feeding the
/// same input events a person would. Frame `i` shows the model after `i` ticks.
public struct ScenarioPlayer: Sendable {
    public let scenario: Scenario
    public private(set) var model: PlaygroundModel
    /// Frames played so far.
    public private(set) var frame = 0
    private var stepIndex = 0
    private var stepFrame = 0
    private var stepFrames = 0
    private var pointer: (x: Double, y: Double) = (0, 0)
    private var scrubStart: (x: Double, page: Int) = (0, 0)
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
    private var settledTooLong: Bool { Double(frame) * frameTime > totalStepSeconds + Self.settleLimit }
    private var totalStepSeconds: Double { scenario.steps.reduce(0) { $0 + $1.duration } }

    /// Frames of a step's duration (at least one for a timed step).
    func frames(_ seconds: Double) -> Int { Int((seconds * Double(scenario.fps)).rounded()) }

    /// Advances one frame: this frame's events, then one tick. Returns false once done.
    public mutating func advance() throws -> Bool {
        if isFinished { return false }
        // Start steps until one takes time.
        while stepIndex < scenario.steps.count && stepFrame >= stepFrames {
            if stepFrames > 0 { try finish(scenario.steps[stepIndex]); stepIndex += 1 }
            stepFrames = 0
            stepFrame = 0
            guard stepIndex < scenario.steps.count else { break }
            let step = scenario.steps[stepIndex]
            do { try start(step) } catch { throw StepError(step: stepIndex, underlying: error) }
            stepFrames = frames(step.duration)
            if stepFrames == 0 { try finish(step); stepIndex += 1 }
        }
        if stepIndex < scenario.steps.count {
            stepFrame += 1
            try during(scenario.steps[stepIndex], progress: Double(stepFrame) / Double(stepFrames))
        }
        // Exactly one frame of model time, whatever the time scale (the window plays
        // slow motion by advancing less often).
        model.tick(frameTime / model.timeScale)
        frame += 1
        return true
    }

    private mutating func start(_ step: ScenarioStep) throws {
        switch step {
        case .wait, .wheel: break
        case .goto(let page, let duration, let easing):
            try model.handle(.goto(page: page, duration: duration, easing: easing))
        case .drag:
            pointer = (model.layout.width * 0.5, model.layout.strip.height / 2)
            try touch(.pointerDown, pointer.x, pointer.y)
        case .flick(let v): try model.handle(.flick(velocity: v))
        case .press(let key): try model.handle(.key(key))
        case .tap(let row, let trailing):
            guard let (x, y) = currentDot(row) else { return }
            let offset = (rowTrack(row)?.style.pitch ?? 10) * model.layout.zoom * 0.5
            let tx = x + (trailing ? offset : -offset)
            try touch(.pointerDown, tx, y)
            try touch(.pointerUp, tx, y)
        case .scrub(let row, _, _):
            guard let (x, y) = currentDot(row) else { return }
            pointer = (x, y)
            scrubStart = (x, model.currentPage)
            try touch(.pointerDown, x, y)
        case .set(let settings):
            var byRow: [(Int, [ParameterSetting])] = []
            for s in settings {
                switch s {
                case .pages(let n): try model.handle(.setPages(n))
                case .parameter(let row, let setting):
                    if let i = byRow.firstIndex(where: { $0.0 == row }) { byRow[i].1.append(setting) } else { byRow.append((row, [setting])) }
                }
            }
            // A row's parameters in one step are applied together.
            for (row, list) in byRow { try model.handle(.setParameters(row: row, list)) }
        }
    }

    private mutating func during(_ step: ScenarioStep, progress t: Double) throws {
        switch step {
        case .drag(let pages, _):
            try touch(.pointerMove, pointer.x - pages * model.layout.width * t, pointer.y)
        case .wheel(let dx, let dy, _):
            let n = Double(max(1, stepFrames))
            try model.handle(.scroll(pages: (dx + dy) / n))
        case .scrub(let row, let to, _):
            let page = Double(scrubStart.page) + Double(to - scrubStart.page) * t
            try touch(.pointerMove, scrubPointer(row, page: page), pointer.y)
        default: break
        }
    }

    private mutating func finish(_ step: ScenarioStep) throws {
        switch step {
        case .drag(let pages, _):
            try touch(.pointerUp, pointer.x - pages * model.layout.width, pointer.y)
        case .scrub(let row, let to, _):
            try touch(.pointerUp, scrubPointer(row, page: Double(to)), pointer.y)
        default: break
        }
    }

    /// Where the pointer is when the scrub under way shows `page`, pt.
    private func scrubPointer(_ row: Int, page: Double) -> Double {
        guard let id = rowTrack(row)?.id else { return pointer.x }
        return model.scrubPointer(id, startX: scrubStart.x, startPage: scrubStart.page, page: page)
    }

    /// The track of the row at index `row`.
    private func rowTrack(_ row: Int) -> StyleTrack? { model.tracks.indices.contains(row) ? model.tracks[row] : nil }

    /// Where a row's current dot is on screen, pt.
    private func currentDot(_ row: Int) -> (Double, Double)? {
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
