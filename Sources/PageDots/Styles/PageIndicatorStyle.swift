/// A page-indicator style: parameters, history-dependent state and a layout function.
///
/// Every style lays its dots out as a function of one real **motion value** — Instagram's
/// band start, the system window's start, the cosine wave's centre — and the current
/// page. Motion (docs/motion.md) lives in one place, `PlaygroundRow`: it moves the motion value
/// toward `motionTarget` (following the scroller or stepping with an easing) and keeps it
/// inside `motionRange`, so every frame is a real layout of the style.
///
/// `layout(position:pages:)` is pure: the snapshot the style would show if it followed
/// `position` now, without committing the move. `follow(_:pages:)` commits it, so history
/// (Instagram's band, the system window) advances.
public protocol PageIndicatorStyle: Equatable, Sendable {
    associatedtype Parameters: StyleParameters
    /// The validated parameters.
    var parameters: Parameters { get }
    /// Makes a style at its initial state; throws the first invalid parameter.
    init(_ parameters: Parameters) throws
    /// Diameter of a full-size dot, pt.
    var fullDiameter: Double { get }
    /// Largest distance between neighbouring dot centres at full size, pt (for bounds).
    var pitch: Double { get }
    /// Most dots visible in any frame, or nil when every page may be visible.
    var maxVisibleDots: Int? { get }
    /// The widest row the style draws for `pages` pages, pt.
    func widestRow(pages: Int) -> Double
    /// Whether the style steps from page to page even in continuous tracking (Instagram's
    /// strip slides after the page changes); otherwise it follows the scroller.
    var alwaysSteps: Bool { get }
    /// How a step, and a jump's transition, animates by default.
    var stepAnimation: StepAnimation { get }
    /// Advances the state to follow the tracked `position` (pages; clamped).
    mutating func follow(_ position: Double, pages: Int)
    /// Brings history to its resting form once the scroller rests at `position` (the
    /// system window moves to a whole page). Most styles have nothing to do.
    mutating func settle(at position: Double, pages: Int)
    /// The motion value the state asks for at the tracked `position`, without committing.
    func motionTarget(position: Double, pages: Int) -> Double
    /// Motion values for which the dot of the page current at scroller position
    /// `position` is at least `PageIndicator.minimumCurrentScale` of full size: the
    /// farthest a lagging animation may fall behind.
    func motionRange(position: Double, pages: Int) -> ClosedRange<Double>
    /// The snapshot with the motion value at `motion` and page `current` highlighted.
    func layout(motion: Double, current: Int, pages: Int) -> ElementLayout
    /// Whether a loop of `pages` pages can be shown as if the pages repeated: the style
    /// shows a window of fewer dots than pages, the same wherever it is far from the ends.
    func repeats(pages: Int) -> Bool
    /// How the style passes from the last page to the first in a portal loop; nil for a
    /// style with no portal (it morphs there, as in a continuous loop).
    var portal: Portal? { get }
    /// Seconds a page shows before the playground turns to the next by itself (a timer
    /// style); nil for none.
    var pageDuration: Double? { get }
    /// Tells a timer style how long the current page has shown with nobody interacting,
    /// s. Other styles ignore it.
    mutating func wind(_ seconds: Double)
    /// What the debug overlay draws for the style's `layout` besides the elements' bounds.
    func debugGuides(_ layout: ElementLayout) -> DebugGuides
    /// Where the tuning panel starts an optional parameter left unset, for `pages` pages
    /// (what the style does without it).
    func unsetValue(_ name: String, pages: Int) -> ParameterValue
}

/// The duration and easing of a style's animated steps.
public struct StepAnimation: Equatable, Sendable {
    /// Seconds.
    public var duration: Double
    /// The easing curve the step follows.
    public var easing: Easing
    /// Makes an animation lasting `duration` seconds with the given easing.
    public init(duration: Double, easing: Easing) { self.duration = duration; self.easing = easing }
    /// Discrete steps take 0.25 s, easeOutCubic (docs/motion.md).
    public static let standard = StepAnimation(duration: 0.25, easing: .easeOutCubic)
}

extension PageIndicatorStyle {
    /// By default, settling leaves the state as it is.
    public mutating func settle(at position: Double, pages: Int) {}
    /// By default, a style follows the scroller in continuous tracking.
    public var alwaysSteps: Bool { false }
    /// By default, steps use the standard animation.
    public var stepAnimation: StepAnimation { .standard }
    /// By default, a style is not a timer and never turns pages itself.
    public var pageDuration: Double? { nil }
    /// By default, a style has no portal.
    public var portal: Portal? { nil }
    /// By default, a loop repeats when fewer dots show than there are pages.
    public func repeats(pages: Int) -> Bool { maxVisibleDots.map { $0 < pages } ?? false }
    /// By default, the time a page has shown is ignored.
    public mutating func wind(_ seconds: Double) {}
    /// By default, the overlay draws no guides beyond the elements' bounds.
    public func debugGuides(_ layout: ElementLayout) -> DebugGuides { DebugGuides() }
    /// By default, an unset optional parameter starts at zero in the tuning panel.
    public func unsetValue(_ name: String, pages: Int) -> ParameterValue { .number(0) }

    /// The snapshot at the tracked `position` (pages; clamped) for `pages` pages.
    public func layout(position: Double, pages: Int) -> ElementLayout {
        layout(motion: motionTarget(position: position, pages: pages),
               current: PagePosition.currentPage(position, pages: pages), pages: pages)
    }

    /// The same kind of style with more parameters set (checked together, once all are
    /// applied), at its initial state.
    func setting(_ settings: [ParameterSetting]) throws -> Self {
        var p = parameters
        for s in settings { try p.set(s.name, s.value) }
        return try Self(p)
    }

    /// Whether `other` is the same kind of style in the same state.
    func isEqual(to other: any PageIndicatorStyle) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
