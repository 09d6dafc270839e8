/// One style in the playground: its state, the motion of its layout and the dots on
/// screen (docs/motion.md). Motion lives here and nowhere else:
///
/// - the style's **motion value** (band start, window start, wave centre) either follows
///   the scroller every frame (continuous tracking) or steps toward the value the current
///   page asks for with an additive, velocity-keeping animation (Instagram always,
///   every style in discrete tracking);
/// - it is kept inside the style's motion range, so the current page's dot is on screen
///   and at least `PageIndicator.minimumCurrentScale` of full size however far the
///   scroller runs ahead;
/// - **jumps** — events of the model, never inferred from speed — slide the motion value
///   when they are short and otherwise morph the dots in place (`ElementTransition`).
public struct PlaygroundRow: Equatable, Sendable {
    /// The row's identity for its whole life (rows may be added and removed around it).
    public let id: Int
    /// The row's style and its state.
    public private(set) var style: PageIndicator
    /// The row's label and colours (`RowSpec`).
    public private(set) var label: String?
    /// The row's own colours.
    public private(set) var colors: RowColors
    /// The row's own direction (`RowSpec.direction`).
    public private(set) var direction: Direction?
    /// The platform preset the row was made from, if any.
    public private(set) var preset: Preset?
    /// Dots as drawn this frame, sorted by page.
    public private(set) var shown: [Element]
    /// The style's layout at this frame's motion value (what `shown` is, once no jump
    /// transition plays).
    public private(set) var layout: ElementLayout
    /// The style's motion value, animated.
    public private(set) var motion: AdditiveMotion
    /// A jump's dot transition, while it plays.
    public private(set) var transition: ElementTransition?
    /// Whether the last update began with a jump (frame invariant 4 does not apply).
    public private(set) var jumped = false
    /// How the row sees a looped carousel's pages.
    public var looping = Looping.none
    /// In a continuous loop: the real page count, while the style is given a long run of
    /// copies of the pages (so that nothing wraps) and its elements are told mod this.
    public var repeating: Int? {
        if case .repeating(let n) = looping { return n }
        return nil
    }
    /// In a portal loop, for a style that shows its portal: positions run on with no ends
    /// and the motion value with them, taken mod the pages (`PageIndicator.portalLayout`).
    var portal: Bool { looping == .portal }
    /// The bounds frame invariant 3 holds this row to.
    public private(set) var bounds: Bounds
    private var pendingJump: Jump?
    /// Seconds left of a naive wrap's sweep, during which the motion is not held near the
    /// current page (that is what the sweep shows).
    private var sweeping = 0.0
    /// The scroller position at the last update, pages.
    private var lastPosition = 0.0
    /// The motion value at the last update.
    private var lastMotion = Double.nan

    /// How a row sees a looped carousel's pages (docs/motion.md#loops).
    public enum Looping: Equatable, Sendable {
        /// As they are: pages with ends, or a loop that morphs or sweeps at its wrap.
        case none
        /// A long run of copies of this many pages (a continuous loop).
        case repeating(Int)
        /// With no ends, through the style's portal from the last page to the first.
        case portal
    }

    /// A discontinuity of the model (docs/motion.md: jumps).
    public enum Jump: Int, Comparable, Sendable {
        /// A looped carousel went past its last page into its first (or back), with the
        /// naive `sweep` wrap: the indicator slides back through every dot. Not exempt
        /// from the frame invariants.
        case sweep
        /// The same with the `morph` wrap: the dots morph in place, a jump in one step
        /// (like a long goto's) that sweeps nothing.
        case wrap
        /// The position was set without animation (a `goto` of duration 0, a scrub step) or
        /// the tracking changed.
        case position
        /// The page count or a parameter changed: the layout itself is another.
        case structure
        /// Orders jumps as their cases are declared.
        public static func < (a: Jump, b: Jump) -> Bool { a.rawValue < b.rawValue }
    }

    /// How many dots a row may show and how far from its centre (docs/motion.md#frame-invariants, invariant 3).
    public struct Bounds: Equatable, Sendable {
        /// Most visible dots; nil for no limit.
        public var maxVisibleDots: Int?
        /// Farthest a dot's centre may be from the control's centre, pt: half the widest
        /// row plus one pitch.
        public var reach: Double
        /// The largest pitch and full diameter, pt: what a frame's moves and size changes
        /// are measured against (invariant 4).
        public var largestPitch: Double
        /// The largest full diameter, pt.
        public var largestDot: Double

        /// The bounds of `style` showing `pages` pages.
        public init(_ style: PageIndicator, pages: Int) {
            maxVisibleDots = style.maxVisibleDots
            reach = style.widestRow(pages: pages) / 2 + style.pitch
            largestPitch = style.pitch
            largestDot = style.fullDiameter
        }

        /// Room for both: while a jump's transition morphs one layout into another.
        func union(_ o: Bounds) -> Bounds {
            var u = self
            u.maxVisibleDots = maxVisibleDots.flatMap { a in o.maxVisibleDots.map { max(a, $0) } }
            u.reach = max(reach, o.reach)
            u.largestPitch = max(largestPitch, o.largestPitch)
            u.largestDot = max(largestDot, o.largestDot)
            return u
        }
    }

    /// Pages a frame from which the scroller counts as running fast (frame invariant 4
    /// lets dots change as fast as it moves).
    public static let fastScroll = 0.5

    /// Pages the motion value may move in a frame beyond the scroller's move: what the
    /// elements of any style may then change in a frame (docs/motion.md, invariant 4).
    public static let fastestMotion = 0.4

    /// A position jump at most this far, in motion-value units (pages), slides; a longer
    /// one morphs in place.
    public static let longestSlide = 1.0

    /// A track at rest at scroller position `x`.
    public init(_ style: PageIndicator, position x: Double, pages: Int, tracking: Tracking = .continuous) {
        self.init(RowSpec(style), id: 0, position: x, pages: pages, tracking: tracking)
    }

    /// The track of `row`, at rest at scroller position `x`.
    public init(_ row: RowSpec, id: Int, position x: Double, pages: Int, tracking: Tracking = .continuous, looping: Looping = .none) {
        self.id = id
        self.looping = looping
        self.style = row.style
        label = row.label
        colors = row.colors
        direction = row.direction
        preset = row.preset
        motion = AdditiveMotion(0)
        layout = .empty(fullDiameter: style.fullDiameter)
        shown = []
        bounds = Bounds(style, pages: pages)
        place(position: x, pages: pages, tracking: tracking)
    }

    /// The row's style kind.
    public var kind: StyleKind { style.kind }
    /// Whether the motion value is still moving or a jump transition is playing.
    public var isAnimating: Bool { motion.isMoving || transition != nil }

    /// Swaps in a style with new parameters; the dots animate to its layout.
    public mutating func replace(_ style: PageIndicator) {
        self.style = style
        note(.structure)
    }

    /// A new row: its dots grow in from nothing.
    public mutating func growIn() {
        transition = ElementTransition(from: [], to: layout, pitch: style.pitch, reach: bounds.reach, maxVisible: bounds.maxVisibleDots,
                                   duration: style.stepAnimation.duration, easing: style.stepAnimation.easing, matching: .page)
        shown = []
    }

    /// The row as set up: style, label and colours.
    public var spec: RowSpec { RowSpec(style, label: label, colors: colors, direction: direction, preset: preset) }

    /// Takes `row`'s label and colours, and its style when its parameters differ (the
    /// dots animate to the new layout, history restarts at `position`).
    public mutating func update(to row: RowSpec, position: Double, pages: Int) {
        label = row.label
        colors = row.colors
        direction = row.direction
        preset = row.preset
        guard row.style != style.restarted else { return }
        var next = row.style
        next.follow(position, pages: pages)
        replace(next)
    }

    /// How long the current page has shown with nobody interacting, s: a timer style's
    /// fill follows on the next update.
    public mutating func wind(_ seconds: Double) { style.wind(seconds) }

    /// Records a jump; the next update animates it.
    public mutating func note(_ jump: Jump) { pendingJump = max(pendingJump ?? jump, jump) }

    /// Follows scroller position `x` at once, with no animation (headless states,
    /// `--visit` histories); at a whole page the style is at rest. `current`: the current
    /// page as the playground tells it (by default `x` rounded half up).
    public mutating func place(position x: Double, current given: Int? = nil, pages: Int, tracking: Tracking) {
        let current = given ?? PagePosition.currentPage(x, pages: pages)
        let tracked = self.tracked(x, current: current, pages: pages, tracking: tracking)
        if !portal { style.follow(tracked, pages: pages) }
        if x == x.rounded() && !portal { style.settle(at: x, pages: pages) }
        motion.set(target(tracked, pages: pages))
        layout = snapshot(current: current, pages: pages)
        shown = layout.elements
        relabel()
        transition = nil
        pendingJump = nil
        jumped = false
        bounds = Bounds(style, pages: pages)
        lastPosition = x
        lastMotion = motion.value
    }

    /// Follows scroller position `x` and advances the animation by `dt` seconds.
    /// `scrollerAtRest`: the scroller has stopped (the system window then settles on a
    /// page); `easing` replaces the style's own easing when set. `current`: the current
    /// page as the playground tells it (by default `x` rounded half up): in a loop's long
    /// run of copies the position is far from 0, and rounding it again could disagree at
    /// a half page.
    public mutating func update(position x: Double, current given: Int? = nil, pages: Int, tracking: Tracking, dt: Double,
                                easing: Easing?, scrollerAtRest: Bool) {
        // A naive sweep is no jump for the frame invariants: the check shows what it does.
        jumped = pendingJump.map { $0 > .sweep } ?? false
        motion.tick(dt)
        transition?.tick(dt)
        // A scroller that runs half a page a frame or more has moved on from the jump: the
        // old dots still fading out are no longer on the way (as large as it lets go).
        // (A wrap moves the position the styles see by a whole loop: that is no run.)
        let run = pendingJump == .wrap || pendingJump == .sweep ? 0 : abs(x - lastPosition)
        if !jumped && run >= Self.fastScroll {
            transition?.dropFading(smallerThan: style.fullDiameter * (0.5 + run) * 0.999)
        }
        lastPosition = x
        let current = given ?? PagePosition.currentPage(x, pages: pages)
        let tracked = self.tracked(x, current: current, pages: pages, tracking: tracking)
        if !portal { style.follow(tracked, pages: pages) }
        // What following the scroller gives, and then what rest asks for (the system
        // window moves to a whole page: animated, like a step).
        let followed = self.target(tracked, pages: pages)
        if scrollerAtRest && !portal { style.settle(at: x, pages: pages) }
        let target = self.target(tracked, pages: pages)
        let follows = tracking == .continuous && !style.alwaysSteps
        let step = StepAnimation(duration: style.stepAnimation.duration, easing: easing ?? style.stepAnimation.easing)
        var matching: ElementMatching?

        switch pendingJump {
        case .sweep?:
            motion.move(to: target, duration: step.duration, easing: step.easing)
            sweeping = step.duration
        case .wrap?:
            motion.set(target)
            matching = .place
        case .structure?:
            motion.set(target)
            matching = nil   // chosen from how far the dots move
        case .position?:
            if abs(target - motion.target) <= Self.longestSlide {
                motion.move(to: target, duration: step.duration, easing: step.easing)
            } else {
                motion.set(target)
                matching = .place
            }
        case nil:
            if follows { motion.follow(followed) }
            if target != motion.target { motion.move(to: target, duration: step.duration, easing: step.easing) }
        }
        if sweeping > 0 && pendingJump != .sweep { sweeping -= dt }
        if sweeping <= 0 {
            // (In discrete tracking also around the page shown: a free scroll may rest
            // between pages, and the range must hold the resting target. Not through a
            // portal, whose range around the scroller always holds the current page.)
            let near = range(x, pages: pages), onPage = portal ? near : range(tracked, pages: pages)
            let range = min(near.lowerBound, onPage.lowerBound)...max(near.upperBound, onPage.upperBound)
            motion.keep(in: range, duration: step.duration)
            // However its moves add up (overshooting easings on a fast run), the value goes
            // at most `fastestMotion` pages a frame beyond the scroller's own move — while
            // that keeps it in its range.
            let most = Self.fastestMotion + run
            let lo = max(range.lowerBound, lastMotion - most), hi = min(range.upperBound, lastMotion + most)
            if pendingJump == nil, lastMotion.isFinite, lo <= hi { motion.keep(in: lo...hi, duration: step.duration) }
        }
        lastMotion = motion.value
        layout = snapshot(current: current, pages: pages)

        let own = Bounds(style, pages: pages)
        let transits = pendingJump.map { $0 == .structure || matching != nil } ?? false
        if transits && step.duration <= dt {
            // A transition no longer than a frame would all be drawn in the next frame, no
            // jump there: the jump's own frame shows where it ends.
            transition = nil
        } else if transits {
            // Old dots still shrinking from an earlier jump are let go: a jump may drop them.
            var onScreen = shown.filter { !$0.isFading }
            if let n = repeating, n > 0 {
                // Back to the run of copies: each page told mod n is the copy nearest here.
                onScreen = onScreen.map { var d = $0; d.page += n * ((x - Double(d.page)) / Double(n)).rounded().saturatingInt; return d }
                    .sorted { ($0.page, $0.fade) < ($1.page, $1.fade) }
            }
            bounds = bounds.union(own)
            transition = ElementTransition(from: onScreen, to: layout, pitch: style.pitch, reach: bounds.reach, maxVisible: bounds.maxVisibleDots, sizes: bounds.largestDot,
                                       duration: step.duration, easing: step.easing, matching: matching)
        }
        pendingJump = nil
        if transition != nil, !transition!.isFinished {
            shown = transition!.frames(to: layout, scroller: x)
        } else {
            transition = nil
            shown = layout.elements
            bounds = own
        }
        relabel()
    }

    /// The position the style follows for scroller position `x`: the scroller's, or its
    /// current page in discrete tracking; clamped to the pages unless the loop is a portal.
    private func tracked(_ x: Double, current: Int, pages: Int, tracking: Tracking) -> Double {
        if portal { return tracking == .discrete ? (x + 0.5).rounded(.down) : x }
        return tracking == .discrete ? Double(current) : tracking.trackedPosition(x, pages: pages)
    }

    /// The motion value the style asks for at `tracked`. A style through a portal has no
    /// history: its motion value is its indicator's position, with no ends.
    private func target(_ tracked: Double, pages: Int) -> Double {
        portal ? tracked : style.motionTarget(position: tracked, pages: pages)
    }

    /// Where the motion value may be while the scroller is at `x` (the current page's
    /// element at least `PageIndicator.minimumCurrentScale` of full size).
    /// (Through a portal, within half a page of the current page — its element's size is
    /// its share of the current look — and narrowing to the half page as the scroller
    /// nears it, so that a lagging indicator is drawn along as the scroller goes over the
    /// half, never pulled there in one frame.)
    private func range(_ x: Double, pages: Int) -> ClosedRange<Double> {
        guard portal else { return style.motionRange(position: x, pages: pages) }
        let page = (x + 0.5).rounded(.down), past = x - page
        return (page - 0.5 + max(0, 2 * past))...(page + 0.5 + min(0, 2 * past))
    }

    /// The style's layout at the motion value now.
    private func snapshot(current: Int, pages: Int) -> ElementLayout {
        portal ? style.portalLayout(motion: motion.value, current: current, pages: pages)
               : style.layout(motion: motion.value, current: current, pages: pages)
    }

    /// In a continuous loop, the elements' pages told mod the real page count (the window
    /// is narrower than the pages, so no page shows twice).
    private mutating func relabel() {
        guard let n = repeating, n > 0 else { return }
        shown = Self.relabelled(shown, n)
        layout.elements = Self.relabelled(layout.elements, n)
    }

    static func relabelled(_ dots: [Element], _ n: Int) -> [Element] {
        dots.map { var d = $0; d.page = d.page.modulo(n); return d }.sorted { ($0.page, $0.fade) < ($1.page, $1.fade) }
    }
}
