/// One style in the playground: its state, its target snapshot and the dots on screen,
/// animated between targets (spec §3).
public struct StyleTrack: Equatable, Sendable {
    public private(set) var style: PageIndicator
    /// Dots as drawn this frame, sorted by page.
    public private(set) var shown: [Dot]
    /// The snapshot the dots are heading for.
    public private(set) var target: DotLayout
    public private(set) var transition: DotTransition?
    private var lastTracked: Double
    private var forceTransition = false

    /// A position change larger than this, pages, is a jump and animates even in
    /// continuous tracking.
    public static let jump = 0.5

    public init(_ style: PageIndicator, position: Double, pages: Int) {
        var s = style
        s.follow(position, pages: pages)
        self.style = s
        target = s.layout(position: position, pages: pages)
        shown = target.dots
        lastTracked = position
    }

    public var kind: StyleKind { style.kind }
    public var isAnimating: Bool { transition != nil }

    /// Swaps in a style with new parameters; the dots animate to its layout.
    public mutating func replace(_ style: PageIndicator) {
        self.style = style
        forceTransition = true
    }

    /// The next target has a new page count: animate to it.
    public mutating func pagesChanged() { forceTransition = true }

    /// Follows `x` at once, with no animation (headless states, `--visit` histories).
    public mutating func place(position x: Double, pages: Int, tracking: Tracking) {
        let tracked = tracking.trackedPosition(x, pages: pages)
        style.follow(tracked, pages: pages)
        target = style.layout(position: tracked, pages: pages)
        shown = target.dots
        transition = nil
        forceTransition = false
        lastTracked = tracked
    }

    /// Follows the scroller and advances the animation by `dt` seconds.
    public mutating func update(position x: Double, pages: Int, tracking: Tracking, dt: Double, easing: Easing?) {
        let tracked = tracking.trackedPosition(x, pages: pages)
        style.follow(tracked, pages: pages)
        let next = style.layout(position: tracked, pages: pages)
        let follows = tracking == .continuous && kind != .instagram
        if next != target || forceTransition {
            let smooth = follows && !forceTransition && abs(tracked - lastTracked) <= Self.jump
            if smooth {
                if transition != nil { transition!.retarget(next) } else { shown = next.dots }
            } else {
                transition = kind == .instagram
                    ? DotTransition(from: shown, to: next, duration: 0.2, easing: easing ?? .easeInOutCubic,
                                    delay: 1.0 / 60, highlightFirst: true)
                    : DotTransition(from: shown, to: next, duration: 0.25, easing: easing ?? .easeOutCubic)
            }
            target = next
            forceTransition = false
        }
        lastTracked = tracked
        if transition != nil {
            transition!.tick(dt)
            shown = transition!.frames()
            if transition!.isFinished { transition = nil; shown = target.dots }
        }
    }
}
