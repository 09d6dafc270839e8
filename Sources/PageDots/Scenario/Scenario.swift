/// A scripted demo: a playground setup, a frame rate and the steps a person would take.
/// Read from a file with `Decodable` (see `Scenario+Decodable`); every step kind is one
/// type listed in `ScenarioSteps.kinds`.
@dynamicMemberLookup
public struct Scenario: Sendable {
    /// What the playground starts from.
    public var setup: PlaygroundSetup
    /// Frames per second of a render (and of the scenario's timeline in the window).
    public var fps = 60
    /// The steps, in the order they play.
    public var steps: [any ScenarioStep]

    /// Makes a scenario from a setup, a frame rate and steps.
    public init(_ setup: PlaygroundSetup, fps: Int = 60, steps: [any ScenarioStep]) {
        self.setup = setup
        self.fps = fps
        self.steps = steps
    }

    /// A scenario of `pages` pages with these rows (the three styles by default).
    public init(pages: Int, rows: [RowSpec]? = nil, steps: [any ScenarioStep]) {
        self.init(PlaygroundSetup(pages: pages, rows: rows), steps: steps)
    }

    /// The setup's fields, read and written through the scenario (`scenario.pages`).
    public subscript<T>(dynamicMember key: WritableKeyPath<PlaygroundSetup, T>) -> T {
        get { setup[keyPath: key] }
        set { setup[keyPath: key] = newValue }
    }

    /// The same scenario starting on `page`.
    public func with(page: Int) -> Scenario {
        var s = self
        s.setup.page = page
        return s
    }

    /// Seconds the steps take one after another (coming to rest not counted).
    public var stepSeconds: Double { steps.reduce(0) { $0 + $1.duration } }

    /// A model at the scenario's start.
    public func makeModel() -> PlaygroundModel { setup.makeModel() }
}
