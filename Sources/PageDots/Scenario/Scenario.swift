/// A scripted demo (spec §6): the playground's setup and the steps a person would take.
/// Decoded from YAML by the executable; validated while decoding, so that an error can
/// name the line it comes from.
public struct Scenario: Equatable, Sendable {
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

    public static func == (a: Scenario, b: Scenario) -> Bool {
        a.width == b.width && a.height == b.height && a.fps == b.fps && a.pages == b.pages && a.page == b.page
            && a.styles == b.styles && a.tracking == b.tracking && a.steps == b.steps
            && StyleKind.allCases.allSatisfy { k in
                (a.parameters[k] ?? []).map { "\($0.name)=\($0.value.text)" } == (b.parameters[k] ?? []).map { "\($0.name)=\($0.value.text)" }
            }
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
public enum ScenarioStep: Equatable, Sendable {
    case wait(Double)
    case goto(page: Int, duration: Double, easing: Easing)
    /// Press on the strip, move by `pages` over `duration`, release into the physics.
    case drag(pages: Double, duration: Double)
    case flick(velocity: Double)
    /// Precise trackpad scrolling spread over `duration`.
    case wheel(dx: Double, dy: Double, duration: Double)
    case tap(style: StyleKind, trailing: Bool)
    case scrub(style: StyleKind, to: Int, duration: Double)
    /// `pages` or `style.parameter` settings, applied at once.
    case set([(key: String, value: ParameterValue)])

    public static func == (a: ScenarioStep, b: ScenarioStep) -> Bool {
        switch (a, b) {
        case let (.wait(x), .wait(y)): return x == y
        case let (.goto(p, d, e), .goto(q, f, g)): return p == q && d == f && e == g
        case let (.drag(p, d), .drag(q, f)): return p == q && d == f
        case let (.flick(v), .flick(w)): return v == w
        case let (.wheel(a1, a2, a3), .wheel(b1, b2, b3)): return a1 == b1 && a2 == b2 && a3 == b3
        case let (.tap(s, t), .tap(u, v)): return s == u && t == v
        case let (.scrub(s, p, d), .scrub(u, q, f)): return s == u && p == q && d == f
        case let (.set(x), .set(y)): return x.map { "\($0.key)=\($0.value.text)" } == y.map { "\($0.key)=\($0.value.text)" }
        default: return false
        }
    }

    /// Seconds the step takes before the next one starts.
    public var duration: Double {
        switch self {
        case .wait(let d): return d
        case .goto(_, let d, _), .drag(_, let d), .wheel(_, _, let d), .scrub(_, _, let d): return d
        case .flick, .tap, .set: return 0
        }
    }
}
