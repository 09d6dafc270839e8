/// One of the three styles, held by value: what the playground, the command line and
/// scenarios work with.
public enum PageIndicator: Equatable, Sendable {
    case instagram(InstagramStyle)
    case system(SystemStyle)
    case cosine(CosineStyle)

    /// A style of `kind` at its initial state, with `settings` applied in order over the
    /// defaults; throws the first unknown or invalid parameter.
    public init(_ kind: StyleKind, settings: [(name: String, value: ParameterValue)] = []) throws {
        switch kind {
        case .instagram: self = .instagram(try InstagramStyle(Self.apply(settings, to: InstagramParameters())))
        case .system: self = .system(try SystemStyle(Self.apply(settings, to: SystemParameters())))
        case .cosine: self = .cosine(try CosineStyle(Self.apply(settings, to: CosineParameters())))
        }
    }

    private static func apply<P: StyleParameters>(_ settings: [(name: String, value: ParameterValue)], to p: P) throws -> P {
        var p = p
        for s in settings { try p.set(s.name, s.value) }
        return p
    }

    public var kind: StyleKind {
        switch self {
        case .instagram: return .instagram
        case .system: return .system
        case .cosine: return .cosine
        }
    }

    /// Full dot diameter, pt.
    public var fullDiameter: Double {
        switch self {
        case .instagram(let s): return s.fullDiameter
        case .system(let s): return s.fullDiameter
        case .cosine(let s): return s.fullDiameter
        }
    }

    /// Distance between neighbouring full dots, pt.
    public var pitch: Double {
        switch self {
        case .instagram(let s): return s.pitch
        case .system(let s): return s.pitch
        case .cosine(let s): return s.pitch
        }
    }

    /// Key parameters, for labels.
    public var summary: String {
        switch self {
        case .instagram(let s): return s.parameters.summary
        case .system(let s): return s.parameters.summary
        case .cosine(let s): return s.parameters.summary
        }
    }

    /// Advances history-dependent state to follow the tracked position.
    public mutating func follow(_ position: Double, pages: Int) {
        switch self {
        case .instagram(var s): s.follow(position, pages: pages); self = .instagram(s)
        case .system(var s): s.follow(position, pages: pages); self = .system(s)
        case .cosine(var s): s.follow(position, pages: pages); self = .cosine(s)
        }
    }

    /// The snapshot at the tracked position.
    public func layout(position: Double, pages: Int) -> DotLayout {
        switch self {
        case .instagram(let s): return s.layout(position: position, pages: pages)
        case .system(let s): return s.layout(position: position, pages: pages)
        case .cosine(let s): return s.layout(position: position, pages: pages)
        }
    }

    /// The same kind of style with one more parameter set, restarted from its initial
    /// state and brought to `position`; throws if the result is invalid.
    public func setting(_ name: String, _ value: ParameterValue, position: Double, pages: Int) throws -> PageIndicator {
        var next: PageIndicator
        switch self {
        case .instagram(let s):
            var p = s.parameters; try p.set(name, value); next = .instagram(try InstagramStyle(p))
        case .system(let s):
            var p = s.parameters; try p.set(name, value); next = .system(try SystemStyle(p))
        case .cosine(let s):
            var p = s.parameters; try p.set(name, value); next = .cosine(try CosineStyle(p))
        }
        next.follow(position, pages: pages)
        return next
    }

    /// The style brought to `position` as if pages 0 and the current page had been visited,
    /// then following the tracked position: the state `layout --position` and the contact
    /// sheet show.
    public func settled(at position: Double, pages: Int, tracking: Tracking) -> (style: PageIndicator, layout: DotLayout) {
        var s = self
        s.follow(0, pages: pages)
        s.follow(Double(PagePosition.currentPage(position, pages: pages)), pages: pages)
        let tracked = tracking.trackedPosition(position, pages: pages)
        s.follow(tracked, pages: pages)
        return (s, s.layout(position: tracked, pages: pages))
    }
}
