/// `wheel: { dx, dy, duration }`: precise trackpad scrolling of `dx + dy` pages, spread
/// evenly over the step's time.
public struct WheelStep: ScenarioStep {
    /// The step's key in a file.
    public static let name = "wheel"
    /// Horizontal scroll, pages.
    public var dx: Double
    /// Vertical scroll, pages.
    public var dy: Double
    /// How long the scrolling takes, s.
    public var seconds: Double
    /// The share of the scroll done so far.
    private var done = 0.0

    /// Scrolling of `dx` and `dy` pages spread over `duration` seconds.
    public init(dx: Double, dy: Double, duration: Double) {
        self.dx = dx
        self.dy = dy
        seconds = duration
    }

    /// Reads `dx` and `dy` (0 unless given) and `duration`.
    public init(decoding c: KeyedDecodingContainer<AnyKey>) throws {
        let d = try c.stepFields(Self.name, ["dx", "dy", "duration"])
        self.init(dx: d.contains("dx") ? try d.distance("dx") : 0, dy: d.contains("dy") ? try d.distance("dy") : 0,
                  duration: try d.seconds("duration"))
    }

    /// The scrolling's length in time.
    public var duration: Double { seconds }

    /// Scrolling starts at the step's own instant: whatever the scroller was doing (a
    /// flick's momentum, an eased move) stops then, not at the next frame.
    public mutating func start(_ player: inout ScenarioPlayer) throws {
        try player.model.handle(.scroll(pages: 0))
    }

    /// Scrolls what the time since the last frame asks for (the rest at the step's end).
    public mutating func during(_ player: inout ScenarioPlayer, progress: Double) throws {
        let share = min(1, progress) - done
        guard share > 0 else { return }
        done += share
        try player.model.handle(.scroll(pages: (dx + dy) * share))
    }
}
