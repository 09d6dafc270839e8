/// A scripted demo (spec §6): the playground's setup and the steps a person would take.
/// Decoded from YAML by the executable; validated while decoding, so that an error can
/// name the line it comes from.
public struct Scenario: Sendable {
    public var width = 1280
    public var height = 720
    public var fps = 60
    public var pages: Int
    public var page = 0
    public var styles: [StyleKind] = StyleKind.allCases
    public var tracking: Tracking = .continuous
    /// Parameters per style, applied over the defaults (sorted by name).
    public var parameters: [StyleKind: [(name: String, value: ParameterValue)]] = [:]
    public var steps: [ScenarioStep]

    public init(pages: Int, steps: [ScenarioStep]) {
        self.pages = pages
        self.steps = steps
    }

    /// The same scenario starting on `page`.
    public func with(page: Int) -> Scenario {
        var s = self
        s.page = page
        return s
    }

    /// The styles with their parameters; throws the first invalid parameter.
    public func makeStyles() throws -> [PageIndicator] {
        try styles.map { try PageIndicator($0, settings: parameters[$0] ?? []) }
    }

    /// A model at the scenario's start.
    public func makeModel() throws -> PlaygroundModel {
        var m = try PlaygroundModel(pages: pages, page: page, width: Double(width), height: Double(height),
                                    styles: makeStyles(), tracking: tracking)
        m.place(at: Double(page))
        return m
    }
}

/// One scenario step. Durations in seconds, distances in pages (`+` is forward).
public enum ScenarioStep: Sendable {
    case wait(Double)
    case goto(page: Int, duration: Double, easing: Easing)
    /// Press on the strip, move by `pages` over `duration`, release into the physics.
    case drag(pages: Double, duration: Double)
    case flick(velocity: Double)
    /// Precise trackpad scrolling spread over `duration`.
    case wheel(dx: Double, dy: Double, duration: Double)
    case tap(style: StyleKind, trailing: Bool)
    /// A playground key, as a person would press it (instant).
    case press(Key)
    case scrub(style: StyleKind, to: Int, duration: Double)
    /// `pages` or `style.parameter` settings, applied at once.
    case set([(key: String, value: ParameterValue)])

    /// Seconds the step takes before the next one starts.
    public var duration: Double {
        switch self {
        case .wait(let d): return d
        case .goto(_, let d, _), .drag(_, let d), .wheel(_, _, let d), .scrub(_, _, let d): return d
        case .flick, .tap, .press, .set: return 0
        }
    }
}
