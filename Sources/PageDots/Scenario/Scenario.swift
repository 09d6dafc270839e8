/// A scripted demo (spec §6), or the setup of a playground file: the playground's setup
/// and the steps a person would take. Decoded from YAML by the executable; validated while
/// decoding, so that an error can name the line it comes from.
public struct Scenario: Sendable {
    public var width = 1280
    public var height = 720
    public var fps = 60
    public var pages: Int
    public var page = 0
    public var tracking: Tracking = .continuous
    /// Which way the pages run on screen.
    public var direction: Direction = .ltr
    /// A looped carousel and how its styles wrap; nil: the carousel has ends.
    public var wrap: Wrap?
    /// The rows, in order (by default the three styles at their defaults).
    public var rows: [RowSpec]
    public var steps: [ScenarioStep]

    public init(pages: Int, rows: [RowSpec]? = nil, steps: [ScenarioStep]) {
        self.pages = pages
        self.rows = rows ?? Self.defaultRows
        self.steps = steps
    }

    /// One row per style, at its defaults.
    public static var defaultRows: [RowSpec] {
        StyleKind.seeds.compactMap { (try? PageIndicator($0)).map { RowSpec($0) } }
    }

    /// The same scenario starting on `page`.
    public func with(page: Int) -> Scenario {
        var s = self
        s.page = page
        return s
    }

    /// A model at the scenario's start.
    public func makeModel() -> PlaygroundModel {
        var m = PlaygroundModel(pages: pages, page: page, width: Double(width), height: Double(height), rows: rows, tracking: tracking,
                                direction: direction, wrap: wrap)
        m.place(at: Double(page))
        return m
    }
}

/// One scenario step. Durations in seconds, distances in pages (`+` is forward); rows by
/// index from 0.
public enum ScenarioStep: Sendable {
    case wait(Double)
    case goto(page: Int, duration: Double, easing: Easing)
    /// Press on the strip, move by `pages` over `duration`, release into the physics.
    case drag(pages: Double, duration: Double)
    case flick(velocity: Double)
    /// Precise trackpad scrolling spread over `duration`.
    case wheel(dx: Double, dy: Double, duration: Double)
    case tap(row: Int, trailing: Bool)
    case scrub(row: Int, to: Int, duration: Double)
    /// A playground key, as a person would press it (instant).
    case press(Key)
    /// Page count and row parameters, applied at once (a row's parameters together).
    case set([ScenarioSetting])

    /// Seconds the step takes before the next one starts.
    public var duration: Double {
        switch self {
        case .wait(let d): return d
        case .goto(_, let d, _), .drag(_, let d), .wheel(_, _, let d), .scrub(_, _, let d): return d
        case .flick, .tap, .press, .set: return 0
        }
    }
}

/// One thing a `set` step sets.
public enum ScenarioSetting: Equatable, Sendable {
    case pages(Int)
    /// A parameter of the row at index `row` (from 0).
    case parameter(row: Int, ParameterSetting)
}
