/// `drag: { by: PAGES, duration: SECONDS }`: a press on the strip, moved by `by` pages
/// (`+` forward: the strip moves left), released into the scroller's physics at the end.
public struct DragStep: ScenarioStep {
    /// The step's key in a file.
    public static let name = "drag"
    /// How far to drag, pages; positive moves forward.
    public var pages: Double
    /// How long the drag takes, s.
    public var seconds: Double
    /// Where the press started, pt (logical frame).
    private var from = (x: 0.0, y: 0.0)

    /// A drag by `pages` pages over `duration` seconds.
    public init(pages: Double, duration: Double) {
        self.pages = pages
        seconds = duration
    }

    /// Reads `by` and `duration` from the step's mapping.
    public init(decoding c: KeyedDecodingContainer<AnyKey>) throws {
        let d = try c.stepFields(Self.name, ["by", "duration"])
        self.init(pages: try d.distance("by"), duration: try d.seconds("duration"))
    }

    /// The drag's length in time.
    public var duration: Double { seconds }

    /// Presses the pointer at the middle of the strip.
    public mutating func start(_ player: inout ScenarioPlayer) throws {
        from = (player.model.layout.width * 0.5, player.model.layout.strip.height / 2)
        try player.touch(.pointerDown, from.x, from.y)
    }

    /// Moves the pointer its share of the way.
    public func during(_ player: inout ScenarioPlayer, progress t: Double) throws {
        try player.touch(.pointerMove, from.x - pages * player.model.layout.width * t, from.y)
    }

    /// Releases the pointer at the end of the way.
    public func finish(_ player: inout ScenarioPlayer) throws {
        try player.touch(.pointerUp, from.x - pages * player.model.layout.width, from.y)
    }
}
