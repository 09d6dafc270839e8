/// A real value that moves to its target by additive eased segments (docs/motion.md: "retargets
/// from where it is on screen, keeping its velocity").
///
/// Each change of target adds a segment for the difference while the earlier segments
/// keep running, so the value never jumps and keeps its velocity however often the target
/// changes; a single change plays exactly the segment's easing curve. Time advances only
/// through `tick(dt)`; the value is a pure function of the segments.
public struct AdditiveMotion: Equatable, Sendable {
    /// Where the value is heading.
    public private(set) var target: Double
    private var segments: [Segment] = []

    /// One change still playing: the value lags the target by `delta · (1 − eased progress)`.
    struct Segment: Equatable, Sendable {
        var delta: Double
        var elapsed: Double
        var duration: Double
        var easing: Easing
        var remaining: Double { delta * (1 - easing(elapsed / duration)) }
    }

    /// More segments than this are folded into one (a fast scroller adds one a frame).
    public static let maxSegments = 48

    /// Makes a motion resting at `value`.
    public init(_ value: Double) { target = value }

    /// Whether any segment is still playing.
    public var isMoving: Bool { !segments.isEmpty }

    /// The value now.
    public var value: Double {
        var v = target
        for s in segments { v -= s.remaining }
        return v
    }

    /// Puts value and target at `v`, with no animation.
    public mutating func set(_ v: Double) {
        target = v
        segments.removeAll(keepingCapacity: true)
    }

    /// Moves the target and the value together (a style that follows the scroller);
    /// segments still playing keep playing on top.
    public mutating func follow(_ newTarget: Double) { target = newTarget }

    /// Animates from the value on screen to `newTarget` over `duration` seconds.
    public mutating func move(to newTarget: Double, duration: Double, easing: Easing) {
        let delta = newTarget - target
        target = newTarget
        guard delta != 0, duration > 0 else { return }
        add(Segment(delta: delta, elapsed: 0, duration: duration, easing: easing))
    }

    /// Keeps the value inside `range`. When the target is inside, the segments still to
    /// play are scaled down so that the value sits on the nearest bound: the motion keeps
    /// its shape and never adds a segment. Otherwise a segment holds the value at the
    /// bound now and eases off (easeInOutCubic, which never overshoots). Deviations under
    /// `slack` are let be.
    public mutating func keep(in range: ClosedRange<Double>, duration: Double, slack: Double = 1e-9) {
        let v = value
        guard v.isFinite else {
            set(target.isFinite ? target.clamped(range.lowerBound, range.upperBound) : range.lowerBound)
            return
        }
        let c = v.clamped(range.lowerBound, range.upperBound)
        guard abs(c - v) > slack else { return }
        if range.contains(target) {
            let f = (target - c) / (target - v)
            for i in segments.indices { segments[i].delta *= f }
            segments.removeAll { abs($0.delta) < 1e-12 }
        } else if duration > 0 {
            add(Segment(delta: v - c, elapsed: 0, duration: duration, easing: .easeInOutCubic))
        } else {
            set(c)
        }
    }

    /// Advances every segment by `dt` seconds; finished ones are dropped.
    public mutating func tick(_ dt: Double) {
        guard !segments.isEmpty else { return }
        let dt = max(0, dt.isFinite ? dt : 0)
        for i in segments.indices { segments[i].elapsed += dt }
        segments.removeAll { $0.elapsed >= $0.duration - 1e-9 }
    }

    private mutating func add(_ s: Segment) {
        segments.append(s)
        if segments.count > Self.maxSegments {
            // Fold everything into one segment with what is still to go.
            let rest = segments.reduce(0) { $0 + $1.remaining }
            segments = [Segment(delta: rest, elapsed: 0, duration: s.duration, easing: s.easing)]
        }
    }
}
