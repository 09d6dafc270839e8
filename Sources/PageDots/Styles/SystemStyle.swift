/// Apple's system page control, iOS 14+ (spec §2.2): equidistant dots; with too many
/// pages a window of `n` slots slides over them and the slots at a clipped edge shrink.
/// The motion value is the window start.
public struct SystemStyle: PageIndicatorStyle {
    public let parameters: SystemParameters
    /// The first page in the window; real, so it can slide continuously.
    public private(set) var windowStart = 0.0
    /// Slots in the window.
    public let slots: Int
    /// Shrinking slots at a clipped edge, and the margin the position keeps from an edge.
    public let edgeSlots: Int

    public init(_ parameters: SystemParameters = .init()) throws {
        try parameters.validate()
        self.parameters = parameters
        self.slots = parameters.slots
        self.edgeSlots = ((slots - 2) / 2).clamped(0, 2)
    }

    public var fullDiameter: Double { parameters.diameter }
    public var pitch: Double { parameters.pitch }
    public var maxVisibleDots: Int? { parameters.maxDots + 2 }
    public func widestRow(pages: Int) -> Double { Double(slots) * pitch }

    /// The window start once the window follows `position`: the least move that keeps
    /// `edgeSlots` slots between the position and either edge.
    public func window(for position: Double, pages: Int) -> Double {
        guard pages > slots else { return 0 }
        let x = PagePosition.clamp(position, pages: pages)
        let n = Double(slots), k = Double(edgeSlots)
        return windowStart.clamped(x - (n - 1 - k), x - k).clamped(0, Double(pages - slots))
    }

    public mutating func follow(_ position: Double, pages: Int) {
        windowStart = window(for: position, pages: pages)
    }

    /// At rest the window starts on a page: the nearest whole start inside its clamp range.
    public mutating func settle(at position: Double, pages: Int) {
        guard pages > slots else { windowStart = 0; return }
        let x = PagePosition.clamp(position, pages: pages)
        let n = Double(slots), k = Double(edgeSlots)
        let lo = max(0, x - (n - 1 - k)).rounded(.up), hi = min(Double(pages - slots), x - k).rounded(.down)
        windowStart = lo <= hi ? windowStart.rounded().clamped(lo, hi) : windowStart.rounded()
    }

    public func motionTarget(position: Double, pages: Int) -> Double { window(for: position, pages: pages) }

    /// Scale at distance `e` from a fully clipped edge (outermost slot `e = 1`): piecewise
    /// linear through (0, 0), (1, ¼), (2, ½), (3, 1) for two edge slots; (0, 0), (1, ½),
    /// (2, 1) for one; (0, 0), (1, 1) for none.
    public static func edgeScale(_ e: Double, edgeSlots k: Int) -> Double {
        if e <= 0 { return 0 }
        if e >= Double(k + 1) { return 1 }
        switch k {
        case 2: return e <= 2 ? e * 0.25 : 0.5 + (e - 2) * 0.5
        case 1: return e <= 1 ? e * 0.5 : 0.5 + (e - 1) * 0.5
        default: return e
        }
    }

    /// The edge distance at which `edgeScale` reaches `scale` (≤ ½).
    static func edgeDistance(forScale scale: Double, edgeSlots k: Int) -> Double {
        switch k {
        case 2: return scale / 0.25
        case 1: return scale / 0.5
        default: return scale
        }
    }

    public func motionRange(position: Double, pages: Int) -> ClosedRange<Double> {
        guard pages > slots else { return 0...0 }
        let x = PagePosition.clamp(position, pages: pages)
        let n = Double(slots), top = Double(pages - slots)
        // The current page is within half a page of x; keep it this far from either edge.
        let e = Self.edgeDistance(forScale: PageIndicator.minimumCurrentScale, edgeSlots: edgeSlots)
        let lo = (x + 0.5 - n + e).clamped(0, top), hi = (x + 0.5 - e).clamped(0, top)
        return lo...max(lo, hi)
    }

    public func layout(motion: Double, current: Int, pages: Int) -> DotLayout {
        let d = parameters.diameter, pitch = parameters.pitch
        guard pages > 0 else { return .empty(fullDiameter: d) }
        var dots: [Dot] = []
        if pages <= slots {
            dots.reserveCapacity(pages)
            let mid = Double(pages - 1) / 2
            for p in 0..<pages {
                dots.append(Dot(page: p, x: (Double(p) - mid) * pitch, diameter: d, scale: 1, current: p == current))
            }
            return DotLayout(dots: dots, width: DotLayout.span(of: dots), fullDiameter: d)
        }
        let w = motion.isFinite ? motion.clamped(0, Double(pages - slots)) : 0
        let n = Double(slots)
        let clipLeft = min(w, 1), clipRight = min(Double(pages - slots) - w, 1)
        // The window's slots and one hidden neighbour slot on each side (u in [−1, n]).
        let first = max(0, (w - 1).rounded(.up).saturatingInt)
        let last = min(pages - 1, (w + n).rounded(.down).saturatingInt)
        dots.reserveCapacity(last - first + 1)
        for p in first...last {
            let u = Double(p) - w
            let left = 1 - clipLeft * (1 - Self.edgeScale(u + 1, edgeSlots: edgeSlots))
            let right = 1 - clipRight * (1 - Self.edgeScale(n - u, edgeSlots: edgeSlots))
            let scale = min(left, right)
            dots.append(Dot(page: p, x: (u - (n - 1) / 2) * pitch, diameter: d * scale,
                            scale: scale, current: p == current))
        }
        return DotLayout(dots: dots, width: DotLayout.span(of: dots), fullDiameter: d)
    }
}
