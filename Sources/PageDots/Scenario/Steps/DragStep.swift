/// `drag: { by: PAGES, duration: SECONDS }`: a press on the strip, moved by `by` pages
/// (`+` forward: the strip moves left), released into the scroller's physics at the end.
public struct DragStep: ScenarioStep {
    public static let name = "drag"
    public var pages: Double
    public var seconds: Double
    /// Where the press started, pt (logical frame).
    private var from = (x: 0.0, y: 0.0)

    public init(pages: Double, duration: Double) {
        self.pages = pages
        seconds = duration
    }

    public init(decoding c: KeyedDecodingContainer<AnyKey>) throws {
        let d = try c.stepFields(Self.name, ["by", "duration"])
        self.init(pages: try d.distance("by"), duration: try d.seconds("duration"))
    }

    public var duration: Double { seconds }

    public mutating func start(_ player: inout ScenarioPlayer) throws {
        from = (player.model.layout.width * 0.5, player.model.layout.strip.height / 2)
        try player.touch(.pointerDown, from.x, from.y)
    }

    public func during(_ player: inout ScenarioPlayer, progress t: Double) throws {
        try player.touch(.pointerMove, from.x - pages * player.model.layout.width * t, from.y)
    }

    public func finish(_ player: inout ScenarioPlayer) throws {
        try player.touch(.pointerUp, from.x - pages * player.model.layout.width, from.y)
    }
}
