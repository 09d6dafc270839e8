/// A style of any kind, with its parameters and state, held by value: what the
/// playground, the command line and scenarios work with. Everything a style can do is
/// reached through `PageIndicatorStyle`; only `StyleKind.style` names the concrete types.
public struct PageIndicator: Equatable, Sendable {
    /// The style itself.
    public private(set) var base: any PageIndicatorStyle

    /// The smallest scale the current page's dot may have in any frame (docs/motion.md,
    /// invariant 2 asks for 0.45; the motion keeps a little margin).
    public static let minimumCurrentScale = 0.46

    /// Wraps a style value (any of the types `StyleKind.style` names).
    public init(_ base: any PageIndicatorStyle) { self.base = base }

    /// A style of `kind` at its initial state, with `settings` applied in order over the
    /// defaults; throws the first unknown or invalid parameter.
    public init(_ kind: StyleKind, settings: [(name: String, value: ParameterValue)] = []) throws {
        base = try Self.make(kind.style, settings)
    }

    private static func make<S: PageIndicatorStyle>(_ type: S.Type, _ settings: [(name: String, value: ParameterValue)]) throws -> S {
        var p = S.Parameters()
        for s in settings { try p.set(s.name, s.value) }
        return try S(p)
    }

    /// The same style, parameters and state.
    public static func == (a: PageIndicator, b: PageIndicator) -> Bool { a.base.isEqual(to: b.base) }

    /// Which style it is.
    public var kind: StyleKind { Self.kind(of: base) }
    private static func kind<S: PageIndicatorStyle>(of s: S) -> StyleKind { S.Parameters.style }

    /// Full dot diameter, pt.
    public var fullDiameter: Double { base.fullDiameter }
    /// Distance between neighbouring full dots, pt.
    public var pitch: Double { base.pitch }
    /// Most dots visible in any frame; nil when every page may be.
    public var maxVisibleDots: Int? { base.maxVisibleDots }
    /// Whether the style steps even in continuous tracking.
    public var alwaysSteps: Bool { base.alwaysSteps }
    /// How its steps and jumps animate by default.
    public var stepAnimation: StepAnimation { base.stepAnimation }
    /// Key parameters, for labels.
    public var summary: String { base.parameters.summary }
    /// The style's parameter names, in the order docs/geometry.md and docs/styles.md list them.
    public var parameterNames: [String] { type(of: base.parameters).names }
    /// A parameter's value by name (nil: unknown, or optional and unset).
    public func value(_ name: String) -> ParameterValue? { base.parameters.value(name) }
    /// A parameter's value in force (derived ones included).
    public func effectiveValue(_ name: String) -> ParameterValue? { base.parameters.effectiveValue(name) }
    /// How a parameter steps in the tuning panel.
    public func step(_ name: String) -> ParameterStep? { type(of: base.parameters).steps[name] }
    /// The parameters that differ from the defaults.
    public var differences: [ParameterSetting] { base.parameters.differences }
    /// What parameters left unset took from others since `before` (the same kind):
    /// "sideScales follows maxDots and fullDots: [0.75, 0.5, 0.25]".
    public func followed(since before: PageIndicator) -> [String] { Self.followed(base.parameters, before.base.parameters) }
    /// What parameters left unset hold unlike the defaults.
    public var followedUnlikeDefaults: [String] { base.parameters.followedUnlikeDefaults }

    private static func followed<P: StyleParameters>(_ now: P, _ before: any StyleParameters) -> [String] {
        (before as? P).map { now.followed(since: $0) } ?? []
    }

    /// What differs from the defaults, for a label: `maxDots 9 · fullDots 5`, or `defaults`.
    public var differenceSummary: String {
        let d = differences
        return d.isEmpty ? "defaults" : d.map { "\($0.name) \($0.value.text)" }.joined(separator: " · ")
    }
    /// What the debug overlay draws for `layout` besides the elements' bounds.
    public func debugGuides(_ layout: ElementLayout) -> DebugGuides { base.debugGuides(layout) }
    /// Where the tuning panel starts an optional parameter left unset.
    public func unsetValue(_ name: String, pages: Int) -> ParameterValue { base.unsetValue(name, pages: pages) }
    /// The widest row for `pages` pages, pt.
    public func widestRow(pages: Int) -> Double { base.widestRow(pages: pages) }

    /// Whether a loop of `pages` pages can be shown as if the pages repeated.
    public func repeats(pages: Int) -> Bool { base.repeats(pages: pages) }
    /// Seconds a page shows before the playground turns the page (timer styles), or nil.
    public var pageDuration: Double? { base.pageDuration }
    /// How long the current page has shown with nobody interacting, s (timer styles).
    /// Lets `seconds` of time pass for styles whose look depends on time (a page timer).
    public mutating func wind(_ seconds: Double) { base.wind(seconds) }

    /// Advances history-dependent state to follow the tracked position.
    public mutating func follow(_ position: Double, pages: Int) { base.follow(position, pages: pages) }
    /// Brings history to its resting form at `position`.
    public mutating func settle(at position: Double, pages: Int) { base.settle(at: position, pages: pages) }

    /// Where the style's own motion heads at scroller `position` (docs/motion.md).
    public func motionTarget(position: Double, pages: Int) -> Double { base.motionTarget(position: position, pages: pages) }
    /// The range the style's motion may take on its way at scroller `position`.
    public func motionRange(position: Double, pages: Int) -> ClosedRange<Double> { base.motionRange(position: position, pages: pages) }
    /// The elements drawn when the style's motion stands at `motion` and `current` is the
    /// current page, of `pages` (docs/geometry.md).
    public func layout(motion: Double, current: Int, pages: Int) -> ElementLayout {
        base.layout(motion: motion, current: current, pages: pages)
    }

    /// The snapshot at the tracked position.
    public func layout(position: Double, pages: Int) -> ElementLayout { base.layout(position: position, pages: pages) }

    /// The same style and parameters at its initial state (no history).
    public var restarted: PageIndicator { (try? base.setting([])).map { PageIndicator($0) } ?? self }

    /// The snapshot the style shows once everything has come to rest at scroller
    /// position `position`, given its history.
    public func restingLayout(position: Double, pages: Int, tracking: Tracking) -> ElementLayout {
        var s = self
        let tracked = tracking.trackedPosition(position, pages: pages)
        s.follow(tracked, pages: pages)
        s.settle(at: position, pages: pages)
        return s.layout(position: tracked, pages: pages)
    }

    /// The same kind of style with more parameters set (checked together), at its initial
    /// state; throws if the result is invalid.
    public func setting(_ settings: [ParameterSetting]) throws -> PageIndicator {
        PageIndicator(try base.setting(settings))
    }

    /// The same kind of style with more parameters set, restarted from its initial state
    /// and brought to `position`; throws if the result is invalid.
    public func setting(_ settings: [ParameterSetting], position: Double, pages: Int) throws -> PageIndicator {
        var next = PageIndicator(try base.setting(settings))
        next.follow(position, pages: pages)
        return next
    }

    /// The style brought to `position` as if pages 0 and the current page had been visited,
    /// then following the tracked position: the state `layout --position` and the contact
    /// sheet show.
    public func settled(at position: Double, pages: Int, tracking: Tracking) -> (style: PageIndicator, layout: ElementLayout) {
        var s = self
        s.follow(0, pages: pages)
        s.follow(Double(PagePosition.currentPage(position, pages: pages)), pages: pages)
        let tracked = tracking.trackedPosition(position, pages: pages)
        s.follow(tracked, pages: pages)
        return (s, s.layout(position: tracked, pages: pages))
    }
}
