/// Plays a scenario into a playground model, feeding the same input events a person
/// would. A scenario is a function of time: each step starts and ends at its exact time
/// (the model is advanced to it, however it falls between frames), scripted pointers
/// are where their paths put them at that instant, and frames — every `1 / fps` s — are
/// samples of it. Frame `i` shows the model at `i / fps` s.
public struct ScenarioPlayer: Sendable {
    /// The scenario being played.
    public let scenario: Scenario
    /// The playground the steps act on.
    public internal(set) var model: PlaygroundModel
    /// Frames played so far.
    public private(set) var frame = 0
    /// Scenario seconds played.
    public private(set) var now = 0.0
    private var stepIndex = 0
    /// When the step at `stepIndex` starts, s.
    private var stepStart = 0.0
    /// The timed step under way (it keeps what it needs between frames), and when it ends.
    private var current: (any ScenarioStep)?
    private var currentEnd = 0.0
    /// Longest the model may take to come to rest after the last step, s.
    public static let settleLimit = 30.0
    /// Instants closer than this are one, s.
    static let tolerance = 1e-9

    /// A step that failed while playing, with its index (from 0).
    public struct StepError: Error, CustomStringConvertible {
        /// The failing step's index, from 0.
        public var step: Int
        /// The error the step threw.
        public var underlying: Error
        /// The underlying error's description.
        public var description: String { "\(underlying)" }
    }

    /// A person's event on the playing model (keys that change the view, not the script).
    public mutating func handle(_ event: InputEvent) throws { try model.handle(event) }

    /// Starts playing `scenario` on a playground made from its setup.
    public init(_ scenario: Scenario) throws {
        self.scenario = scenario
        model = scenario.makeModel()
    }

    /// Seconds per frame.
    public var frameTime: Double { 1 / Double(scenario.fps) }
    /// Whether every step has played and the model has come to rest (or settling ran too long).
    public var isFinished: Bool { stepIndex >= scenario.steps.count && current == nil && (model.isAtRest || settledTooLong) }
    private var settledTooLong: Bool { now > scenario.stepSeconds + Self.settleLimit }

    /// Advances one frame: the steps due up to the frame's instant, at their own
    /// instants, then the frame's sample. Returns false once done.
    public mutating func advance() throws -> Bool {
        if isFinished { return false }
        let end = Double(frame + 1) / Double(scenario.fps)
        try play(until: end)
        model.sampleFrame(end - Double(frame) / Double(scenario.fps))
        frame += 1
        return true
    }

    /// Plays the steps until scenario time `end`: each starts and finishes at its time.
    private mutating func play(until end: Double) throws {
        while true {
            // Start the steps due now; an instant one finishes at once.
            while current == nil, stepIndex < scenario.steps.count, stepStart <= now + Self.tolerance {
                var step = scenario.steps[stepIndex]
                do { try step.start(&self) } catch { throw StepError(step: stepIndex, underlying: error) }
                if step.duration > 0 {
                    current = step
                    currentEnd = stepStart + step.duration
                } else {
                    try step.finish(&self)
                    stepIndex += 1
                }
            }
            let next = current != nil ? currentEnd : stepIndex < scenario.steps.count ? stepStart : .infinity
            guard next <= end + Self.tolerance else {
                model.advance(end - now)
                now = end
                if var step = current {
                    current = nil
                    try step.during(&self, progress: (now - (currentEnd - step.duration)) / step.duration)
                    current = step
                }
                return
            }
            model.advance(max(0, next - now))
            now = max(now, next)
            if var step = current {
                current = nil
                try step.during(&self, progress: 1)
                try step.finish(&self)
                stepIndex += 1
                stepStart = currentEnd
            }
        }
    }

    /// The track of the row at index `row`.
    func rowTrack(_ row: Int) -> PlaygroundRow? { model.rows.indices.contains(row) ? model.rows[row] : nil }

    /// Where a row's current dot is on screen, pt; a dot the row's room cuts off (a zoom
    /// too large for the window) is pressed at the room's edge, as a person would.
    func currentDot(_ row: Int) -> (Double, Double)? {
        guard let track = rowTrack(row), let place = model.layout.row(for: track.id),
              let dot = track.shown.first(where: \.current) else { return nil }
        let area = model.layout.dotAreaLeft...model.layout.dotAreaRight
        let x = place.centerX + dot.x * model.layout.zoom
        return (area.lowerBound < area.upperBound - 2 ? x.clamped(area.lowerBound + 1, area.upperBound - 1) : x, place.centerY)
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
    /// each shown row's visible dots and current dot.
    public var traceLine: String {
        var s = "frame \(frame)  t \(NumberText.fixed(Double(frame) / Double(scenario.fps), 3))  x \(NumberText.fixed(model.scroller.position, 3))"
        for t in model.visibleRows {
            let c = t.shown.first(where: \.current)
            s += "  \(t.kind.rawValue): \(t.shown.filter(\.isVisible).count) dots, current \(c.map { "\($0.page) at \(NumberText.fixed($0.x, 2))" } ?? "-")"
        }
        return s
    }
}
