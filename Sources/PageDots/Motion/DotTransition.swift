/// An animation from the dots on screen to a target snapshot (spec §3).
///
/// Dots are matched by page; position, diameter and highlight are interpolated. A dot in
/// only one of the two slides with the strip and grows from or shrinks to 0. The target
/// may be replaced mid-way (`retarget`), and a new transition always starts from the
/// frames on screen, so nothing ever jumps.
public struct DotTransition: Equatable, Sendable {
    /// Dots as they were on screen when the transition started.
    public private(set) var from: [Dot]
    /// The snapshot it moves to.
    public private(set) var to: DotLayout
    /// Seconds since the start.
    public private(set) var elapsed = 0.0
    /// Seconds the geometry takes, after `delay`.
    public let duration: Double
    /// Seconds before the geometry starts moving (Instagram: one frame).
    public let delay: Double
    public let easing: Easing
    /// When true the highlight switches at once instead of fading with the geometry.
    public let highlightFirst: Bool

    public init(from: [Dot], to: DotLayout, duration: Double, easing: Easing, delay: Double = 0, highlightFirst: Bool = false) {
        self.from = from
        self.to = to
        self.duration = max(0, duration)
        self.delay = max(0, delay)
        self.easing = easing
        self.highlightFirst = highlightFirst
    }

    public var isFinished: Bool { elapsed >= delay + duration }

    public mutating func tick(_ dt: Double) { elapsed += max(0, dt) }

    /// Moves the target without restarting (a target that itself moves every frame).
    public mutating func retarget(_ layout: DotLayout) { to = layout }

    /// Eased progress of the geometry, 0…1 (may overshoot for overshooting curves).
    public var progress: Double {
        if duration <= 0 { return elapsed >= delay ? 1 : 0 }
        return easing((elapsed - delay) / duration)
    }

    /// The dots to draw now, sorted by page.
    public func frames() -> [Dot] {
        if isFinished { return to.dots }
        let k = progress
        let h = highlightFirst ? 1 : min(max(k, 0), 1)
        let shift = Self.stripShift(from: from, to: to.dots)
        var out: [Dot] = []
        out.reserveCapacity(from.count + to.dots.count)
        var i = 0, j = 0
        while i < from.count || j < to.dots.count {
            let a = i < from.count ? from[i] : nil
            let b = j < to.dots.count ? to.dots[j] : nil
            var start: Dot, end: Dot
            if let a, let b, a.page == b.page {
                start = a; end = b; i += 1; j += 1
            } else if let a, b == nil || a.page < b!.page {
                start = a; i += 1
                end = a; end.x += shift; end.diameter = 0; end.scale = 0; end.highlight = 0
            } else {
                end = b!; j += 1
                start = end; start.x -= shift; start.diameter = 0; start.scale = 0; start.highlight = 0
            }
            out.append(Dot(page: end.page,
                           x: start.x + (end.x - start.x) * k,
                           y: start.y + (end.y - start.y) * k,
                           diameter: max(0, start.diameter + (end.diameter - start.diameter) * k),
                           scale: max(0, start.scale + (end.scale - start.scale) * k),
                           highlight: start.highlight + (end.highlight - start.highlight) * h))
        }
        return out
    }

    /// How far the strip moves: the mean move of the dots present in both, pt.
    static func stripShift(from: [Dot], to: [Dot]) -> Double {
        var i = 0, j = 0, sum = 0.0, n = 0
        while i < from.count && j < to.count {
            if from[i].page == to[j].page { sum += to[j].x - from[i].x; n += 1; i += 1; j += 1 }
            else if from[i].page < to[j].page { i += 1 } else { j += 1 }
        }
        return n > 0 ? sum / Double(n) : 0
    }
}
