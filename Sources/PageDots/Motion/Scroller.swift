import Foundation

/// The pager under the dots (docs/motion.md#the-scroller): a strip of page cards moved
/// by drag, wheel and keys, settling on pages. Positions are in pages, velocities in
/// pages per second, pointer coordinates in pt; time advances only through `tick(dt)`,
/// and exactly: the position after `tick(a)` then `tick(b)` is the one after
/// `tick(a + b)`, whatever the split (a mode that ends inside a tick hands the rest of the
/// time to the next), so a scenario's film does not depend on its frame rate.
public struct Scroller: Equatable, Sendable {
    /// What the scroller is doing.
    public enum Mode: Equatable, Sendable {
        case rest
        /// Following the pointer; `anchor` is the raw position at `startX`.
        case dragging(startX: Double, anchor: Double)
        /// A critically damped spring toward a page.
        case settling(target: Int)
        /// An eased move between two positions.
        case animating(from: Double, to: Double, elapsed: Double, duration: Double, easing: Easing)
        /// Precise wheel or trackpad deltas; `idle` seconds since the last one.
        case wheeling(idle: Double)
        /// Free scroll: coasting with decaying velocity.
        case coasting
    }

    /// A flick faster than this, pages per second, turns a page in its direction (the
    /// same at any window size).
    public static let flickSpeed = 0.78125
    /// Spring for settling: angular frequency, rad/s (≈ 0.4 s response).
    public static let settleOmega = 2 * Double.pi / 0.4
    /// Seconds without a wheel event before precise scrolling snaps to a page.
    public static let wheelIdle = 0.15
    /// Free-scroll decay per millisecond.
    public static let decayPerMs = 0.998

    /// The position shown, pages (rubber-banded past the ends).
    public private(set) var position = 0.0
    /// The current velocity, pages per second.
    public private(set) var velocity = 0.0
    /// What the scroller is doing now.
    public private(set) var mode = Mode.rest
    /// The number of pages.
    public private(set) var pages: Int
    /// Width of one page card, pt.
    public var pageWidth: Double
    /// Free scroll: no paging on release or after wheel scrolling.
    public var freeScroll = false
    /// A looped carousel: no ends, no rubber band; the position runs on past the last page
    /// into the first again (it is a virtual position: page = nearest whole position mod
    /// the page count).
    public var loop = false
    /// Seconds since the scroller was made.
    public private(set) var clock = 0.0
    /// Raw (un-banded) position: what drag and wheel move.
    private var raw = 0.0
    private var samples: [Sample] = []

    /// A drag position (raw, pages) at a clock time (s).
    struct Sample: Equatable, Sendable {
        var t: Double
        var x: Double
    }

    /// Makes a scroller at rest on `page` (clamped) with cards `pageWidth` pt wide (at least 1).
    public init(pages: Int, page: Int = 0, pageWidth: Double) {
        self.pages = max(0, pages)
        self.pageWidth = max(1, pageWidth)
        position = Double(page.clamped(0, max(0, pages - 1)))
        raw = position
    }

    var last: Double { Double(max(0, pages - 1)) }

    /// The whole position nearest `x` (half up); unbounded in a loop.
    func nearest(_ x: Double) -> Int {
        loop ? (x + 0.5).rounded(.down).saturatingInt : PagePosition.currentPage(x, pages: pages)
    }

    /// `page` kept within the ends, unless the carousel loops.
    func bounded(_ page: Int) -> Int { loop ? page : page.clamped(0, Int(last)) }

    /// A drag or wheel position: rubber-banded past the ends, unless looped.
    func banded(_ raw: Double) -> Double { loop ? raw : RubberBand.position(raw, last: last, pageWidth: pageWidth) }
    /// Whether the scroller is at rest.
    public var isAtRest: Bool { mode == .rest }
    /// Whether a drag is under way.
    public var isDragging: Bool { if case .dragging = mode { return true } else { return false } }

    /// The page the scroller is heading for: an animation's or spring's target, else the
    /// nearest page.
    public var targetPage: Int {
        switch mode {
        case .settling(let t): return t
        case .animating(_, let to, _, _, _): return to.rounded().saturatingInt
        default: return nearest(position)
        }
    }

    /// Changes the page count. A position beyond the new last page is clamped at once (a
    /// jump, not an animation: no blank strip); a drag goes on from there, and an
    /// animation or spring heading beyond the end heads for the last page instead.
    public mutating func setPages(_ n: Int) {
        pages = max(0, n)
        guard !loop else { return }   // a loop has no end to pass
        let end = last
        switch mode {
        case .dragging(let startX, let anchor):
            if raw > end {
                let back = raw - end
                raw = end
                mode = .dragging(startX: startX, anchor: anchor - back)
                samples.removeAll(keepingCapacity: true)
                samples.append(Sample(t: clock, x: raw))
            }
            position = RubberBand.position(raw, last: end, pageWidth: pageWidth)
        case .animating(_, let to, let elapsed, let duration, let easing):
            guard position > end || to > end else { break }
            position = min(position, end)
            raw = position
            finishOrAnimate(to: min(to, end), remaining: max(0, duration - elapsed), easing: easing)
        case .settling(let target):
            if position > end { position = end; raw = end; velocity = 0 }
            if target > Int(end) { mode = .settling(target: Int(end)) }
        default:
            if position > end { position = end; raw = end; velocity = 0; mode = .rest }
            raw = min(raw, end + 1)
        }
    }

    private mutating func finishOrAnimate(to: Double, remaining: Double, easing: Easing) {
        if position == to || remaining <= 0 { finish(at: to) }
        else { mode = .animating(from: position, to: to, elapsed: 0, duration: remaining, easing: easing) }
    }

    // MARK: Drag

    /// Starts a drag with the pointer at `x`, pt, from the current position.
    public mutating func beginDrag(at x: Double) {
        raw = position
        mode = .dragging(startX: x, anchor: position)
        velocity = 0
        samples = [Sample(t: clock, x: raw)]
    }

    /// Moves the strip with the pointer at `x`, pt (leftward advances); does nothing outside a drag.
    public mutating func drag(to x: Double) {
        guard case .dragging(let startX, let anchor) = mode else { return }
        raw = anchor + (startX - x) / pageWidth
        position = banded(raw)
        samples.append(Sample(t: clock, x: raw))
        if samples.count > 64 { samples.removeFirst(samples.count - 64) }
    }

    /// Releases the drag with the velocity of its last ~100 ms.
    public mutating func endDrag() {
        guard isDragging else { return }
        release(velocity: releaseVelocity())
    }

    /// Velocity over the last 100 ms of drag samples, pages/s; 0 after a pause.
    func releaseVelocity() -> Double {
        guard let newest = samples.last else { return 0 }
        let window = samples.filter { $0.t >= clock - 0.1 }
        guard var oldest = window.first else { return 0 }
        if oldest.t >= newest.t, let before = samples.last(where: { $0.t < newest.t }), clock - before.t <= 0.2 {
            oldest = before
        }
        let dt = max(clock - oldest.t, newest.t - oldest.t)
        return dt > 0 ? (newest.x - oldest.x) / dt : 0
    }

    /// Lets go with `velocity` pages/s: a fast flick turns one page in its direction,
    /// otherwise the nearest page; free scroll coasts instead.
    public mutating func release(velocity v: Double) {
        velocity = v.isFinite ? v : 0
        samples.removeAll(keepingCapacity: true)
        if freeScroll { mode = .coasting; return }
        let target: Int
        if abs(velocity) > Self.flickSpeed {
            target = velocity > 0 ? position.rounded(.down).saturatingInt + 1 : position.rounded(.up).saturatingInt - 1
        } else {
            target = nearest(position)
        }
        mode = .settling(target: bounded(target))
    }

    // MARK: Wheel, keys, jumps

    /// Precise scrolling by `delta` pages (trackpad); snaps to a page once idle.
    public mutating func scroll(by delta: Double) {
        guard delta.isFinite else { return }
        if case .wheeling = mode {} else { raw = position; velocity = 0 }
        raw = loop ? raw + delta : min(max(raw + delta, -1), last + 1)
        position = banded(raw)
        mode = .wheeling(idle: 0)
    }

    /// One page per wheel tick or arrow key, animated from wherever it is heading.
    public mutating func step(by pages: Int, duration: Double = 0.3, easing: Easing = .easeInOutCubic) {
        animate(to: targetPage + pages, duration: duration, easing: easing)
    }

    /// An eased move to `page` (clamped) from the position on screen.
    public mutating func animate(to page: Int, duration: Double, easing: Easing) {
        let to = Double(bounded(page))
        velocity = 0
        if duration <= 0 { position = to; raw = to; mode = .rest; return }
        mode = .animating(from: position, to: to, elapsed: 0, duration: duration, easing: easing)
    }

    /// Puts the scroller on `page` at once (scrubbing a control: no scroll animation).
    public mutating func jump(to page: Int) {
        position = Double(bounded(page))
        raw = position
        velocity = 0
        mode = .rest
    }

    /// Puts the scroller at `x` pages (clamped), at rest.
    public mutating func place(at x: Double) {
        position = loop && x.isFinite ? x : PagePosition.clamp(x, pages: pages)
        raw = position
        velocity = 0
        mode = .rest
    }

    /// Springs to `page` from where it is.
    public mutating func settle(to page: Int) {
        mode = .settling(target: bounded(page))
    }

    // MARK: Time

    /// Advances `dt` seconds, exactly: a mode that ends within them (an animation, the
    /// wheel's idle wait, a spring, a coast) hands the rest to the mode after it.
    public mutating func tick(_ dt: Double) {
        var left = max(0, dt.isFinite ? dt : 0)
        clock += left
        // A few mode changes at most (wheel → spring → rest; coast → bounce → rest); a mode
        // due to end now ends even in no time.
        var changes = 0
        repeat {
            left = advance(left)
            changes += 1
        } while left > 0 && changes < 8
    }

    /// Advances the current mode by up to `dt` seconds; returns the time left over when
    /// the mode ended sooner (0 otherwise).
    private mutating func advance(_ dt: Double) -> Double {
        switch mode {
        case .rest, .dragging:
            return 0
        case .settling(let target):
            let rest = Self.settleTime(x: position, v: velocity, target: Double(target))
            if dt >= rest {
                finish(at: Double(target))
                return dt - rest
            }
            let next = Spring.criticallyDamped(x: position, v: velocity, target: Double(target), omega: Self.settleOmega, dt: dt)
            position = next.x
            velocity = next.v
            return 0
        case .animating(let from, let to, let elapsed, let duration, let easing):
            let t = elapsed + dt
            if t >= duration {
                finish(at: to)
                return t - duration
            }
            let before = position
            position = from + (to - from) * easing(t / duration)
            velocity = dt > 0 ? (position - before) / dt : 0
            mode = .animating(from: from, to: to, elapsed: t, duration: duration, easing: easing)
            return 0
        case .wheeling(let idle):
            let t = idle + dt
            guard t >= Self.wheelIdle else {
                mode = .wheeling(idle: t)
                return 0
            }
            if freeScroll && (loop || position >= 0 && position <= last) { mode = .rest; raw = position }
            else { mode = .settling(target: nearest(position)) }
            return t - Self.wheelIdle
        case .coasting:
            return coast(dt)
        }
    }

    /// Seconds until the mode ends by itself (an animation's end, the wheel's snap, a
    /// spring coming to rest); nil when it does not (rest, a drag, a coast).
    public var timeToChange: Double? {
        switch mode {
        case .animating(_, _, let elapsed, let duration, _): return max(0, duration - elapsed)
        case .wheeling(let idle): return max(0, Self.wheelIdle - idle)
        case .settling(let target): return Self.settleTime(x: position, v: velocity, target: Double(target))
        default: return nil
        }
    }

    /// When the settling spring from `x` (velocity `v`) comes to rest on `target`: the
    /// first instant from which it stays within 1e-4 page of it at under 0.01 page/s, s.
    static func settleTime(x: Double, v: Double, target: Double) -> Double {
        let w = settleOmega, c1 = x - target, c2 = v + w * c1
        func settled(_ t: Double) -> Bool {
            let e = exp(-w * t)
            return abs((c1 + c2 * t) * e) < 1e-4 && abs((c2 - w * (c1 + c2 * t)) * e) < 1e-2
        }
        if settled(0) { return 0 }
        // The distance and speed die away after at most one turn: step out, then bisect.
        var lo = 0.0, hi = 0.01
        while !settled(hi) && hi < 60 { lo = hi; hi *= 1.5 }
        for _ in 0..<60 where hi - lo > 1e-12 {
            let mid = (lo + hi) / 2
            if settled(mid) { hi = mid } else { lo = mid }
        }
        return hi
    }

    /// Free scroll: the velocity decays by `decayPerMs` each millisecond (the position is
    /// its integral, exactly); past an end it springs back. Returns the time left once a
    /// coast stops or crosses an end.
    private mutating func coast(_ dt: Double) -> Double {
        if !loop && (position < 0 || position > last) {
            // Bounce: spring back to the end it passed.
            let end = position < 0 ? 0.0 : last
            let next = Spring.criticallyDamped(x: position, v: velocity, target: end, omega: Self.settleOmega, dt: dt)
            position = next.x; velocity = next.v
            if abs(position - end) < 1e-4 && abs(velocity) < 1e-2 { finish(at: end) }
            return 0
        }
        // v(t) = v·r^t and x(t) = x + v·(r^t − 1)/ln r, with r the decay per second.
        let lnR = 1000 * log(Self.decayPerMs)
        let stop = 0.01
        var t = dt
        // When the speed falls below `stop`, the coast ends there.
        let untilStop = abs(velocity) > stop ? log(stop / abs(velocity)) / lnR : 0
        var stops = untilStop <= t
        if stops { t = untilStop }
        // When it reaches an end, the bounce takes over there.
        var crosses = false
        if !loop {
            let travel = velocity * (exp(lnR * t) - 1) / lnR
            let end = velocity > 0 ? last : 0
            if velocity != 0 && (velocity > 0 ? position + travel > end : position + travel < end) {
                // Solve x(t) = end: r^t = 1 + (end − x)·ln r / v.
                let u = 1 + (end - position) * lnR / velocity
                if u > 0 { t = min(t, log(u) / lnR); crosses = true; stops = false }
            }
        }
        position += velocity * (exp(lnR * t) - 1) / lnR
        velocity *= exp(lnR * t)
        if crosses {
            // Just past the end, so that the bounce springs back from there.
            position = velocity > 0 ? last + 1e-12 : -1e-12
            return dt - t
        }
        if stops {
            velocity = 0
            mode = .rest
            raw = position
            return dt - t
        }
        return 0
    }

    private mutating func finish(at x: Double) {
        position = x
        raw = x
        velocity = 0
        mode = .rest
    }
}
