/// Equidistant slots with a window over them (the system control's, docs/geometry.md#system): with more
/// pages than slots, a window of `slots` slides over the pages, keeping `edgeSlots` slots
/// between the position and either edge, and the slots at a clipped edge shrink. The
/// system style and every effect style that windows its dots share it.
public struct SlotWindow: Equatable, Sendable {
    /// Slots in the window.
    public let slots: Int
    /// Shrinking slots at a clipped edge, and the margin the position keeps from an edge.
    public let edgeSlots: Int
    /// The first page in the window; real, so it can slide continuously.
    public private(set) var start = 0.0

    /// Makes a window of `slots` slots (at least one) starting at page 0, with edge slots to suit.
    public init(slots: Int) {
        self.slots = max(1, slots)
        edgeSlots = ((self.slots - 2) / 2).clamped(0, 2)
    }

    /// The window start once it follows `position`: the least move that keeps `edgeSlots`
    /// slots between the position and either edge.
    public func start(for position: Double, pages: Int) -> Double {
        guard pages > slots else { return 0 }
        let x = PagePosition.clamp(position, pages: pages)
        let n = Double(slots), k = Double(edgeSlots)
        return start.clamped(x - (n - 1 - k), x - k).clamped(0, Double(pages - slots))
    }

    /// Moves the window start to follow `position`.
    public mutating func follow(_ position: Double, pages: Int) { start = start(for: position, pages: pages) }

    /// The window start that keeps `position` in the middle slot (clamped at the ends):
    /// no history, so it moves exactly as smoothly as the position.
    public func centred(on position: Double, pages: Int) -> Double {
        guard pages > slots else { return 0 }
        return (position - Double(slots - 1) / 2).clamped(0, Double(pages - slots))
    }

    /// At rest the window starts on a page: the nearest whole start inside its clamp range.
    public mutating func settle(at position: Double, pages: Int) {
        guard pages > slots else { start = 0; return }
        let x = PagePosition.clamp(position, pages: pages)
        let n = Double(slots), k = Double(edgeSlots)
        let lo = max(0, x - (n - 1 - k)).rounded(.up), hi = min(Double(pages - slots), x - k).rounded(.down)
        start = lo <= hi ? start.rounded().clamped(lo, hi) : start.rounded()
    }

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

    /// Window starts for which the page current at `position` keeps at least the minimum
    /// current scale.
    public func range(position: Double, pages: Int) -> ClosedRange<Double> {
        guard pages > slots else { return 0...0 }
        let x = PagePosition.clamp(position, pages: pages)
        let n = Double(slots), top = Double(pages - slots)
        let e = Self.edgeDistance(forScale: PageIndicator.minimumCurrentScale, edgeSlots: edgeSlots)
        let lo = (x + 0.5 - n + e).clamped(0, top), hi = (x + 0.5 - e).clamped(0, top)
        return lo...max(lo, hi)
    }

    /// The pages drawn with the window at `w`: the window's and one hidden neighbour slot on
    /// each side (all pages when they fit).
    public func pages(at w: Double, pages: Int) -> ClosedRange<Int>? {
        guard pages > 0 else { return nil }
        guard pages > slots else { return 0...(pages - 1) }
        let w = Self.clampedStart(w, pages: pages, slots: slots)
        return max(0, (w - 1).rounded(.up).saturatingInt)...min(pages - 1, (w + Double(slots)).rounded(.down).saturatingInt)
    }

    static func clampedStart(_ w: Double, pages: Int, slots: Int) -> Double {
        w.isFinite ? w.clamped(0, Double(max(0, pages - slots))) : 0
    }

    /// Where (real) page `p` sits with the window at `w`, in pitches from the control's
    /// centre, and its scale; all pages centred and full when they fit.
    public func place(_ p: Double, at w: Double, pages: Int) -> (offset: Double, scale: Double) {
        guard pages > slots else { return (p - Double(pages - 1) / 2, 1) }
        let w = Self.clampedStart(w, pages: pages, slots: slots)
        let n = Double(slots), u = p - w
        let clipLeft = min(w, 1), clipRight = min(Double(pages - slots) - w, 1)
        let left = 1 - clipLeft * (1 - Self.edgeScale(u + 1, edgeSlots: edgeSlots))
        let right = 1 - clipRight * (1 - Self.edgeScale(n - u, edgeSlots: edgeSlots))
        return (u - (n - 1) / 2, max(0, min(left, right)))
    }
}
