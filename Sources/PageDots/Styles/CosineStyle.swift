import Foundation

/// The cosine size wave (docs/geometry.md#cosine): every page has a cell, largest at the position and
/// falling off along a cosine half-wave; cells are reduced so that they fill exactly the
/// control's width, which never changes.
///
/// Pages beyond the half-wave all share one cell, so a layout costs O(half-wave + dots
/// large enough to see), never O(pages).
public struct CosineStyle: PageIndicatorStyle {
    /// The style's parameters, as validated.
    public let parameters: CosineParameters
    /// Dots smaller than this diameter, pt, beyond the wave are left out of a snapshot.
    public static let smallestDot = 0.25

    /// Makes a cosine style; throws the first invalid parameter.
    public init(_ parameters: CosineParameters = .init()) throws {
        try parameters.validate()
        self.parameters = parameters
    }

    /// The largest cell: `cell`, or the whole width when that is smaller (a cell never
    /// outgrows the control; docs/geometry.md#cosine: one page wider than W gets the cell W).
    public var largestCell: Double { min(parameters.cell, parameters.width) }
    /// The largest cell's dot: the largest cell times `fill`.
    public var fullDiameter: Double { largestCell * parameters.fill }
    /// The largest cell, which no two neighbouring centres exceed.
    public var pitch: Double { largestCell }
    /// No limit: every page may be visible.
    public var maxVisibleDots: Int? { nil }

    /// `W`: fewer pages make a narrower row, and a row that `minCell` makes wider than
    /// `W` shows only a `W`-wide window of itself.
    public func widestRow(pages: Int) -> Double { parameters.width }

    /// Keeps no history: the wave is placed from the motion value alone.
    public mutating func follow(_ position: Double, pages: Int) {}

    /// No pitch grid (cells differ); a ruler of the width `W` against the cells' sum.
    public func debugGuides(_ layout: ElementLayout) -> DebugGuides {
        DebugGuides(pitchGrid: false, rulers: [.init(width: layout.width, label:
            "W \(NumberText.short(parameters.width)) pt · Σ cells \(NumberText.fixed(layout.width, 2)) pt")])
    }

    /// The wave's centre is the tracked position itself.
    public func motionTarget(position: Double, pages: Int) -> Double { PagePosition.clamp(position, pages: pages) }

    /// How far the wave's centre may be from `position` while the current page's cell stays
    /// at least the minimum current scale of `cell`: the wave's reduction `D` shrinks a
    /// cell by `D · k(δ)`, so `k(δ) ≤ (1 − minimum) · b / D` bounds `δ`.
    public func motionRange(position: Double, pages: Int) -> ClosedRange<Double> {
        guard pages > 1 else { return 0...0 }
        let x = PagePosition.clamp(position, pages: pages)
        let b = largestCell
        let d = cells(position: x.rounded(), pages: pages).reduction
        let kMax = d > 0 ? 0.95 * (1 - PageIndicator.minimumCurrentScale) * b / d : 1
        let reach = kMax >= 1 ? Double.infinity : Double(parameters.halfWave - 1) * acos(1 - 2 * kMax) / .pi
        let lag = min(1, max(0, reach - 0.5))
        return max(0, x - lag)...min(Double(pages - 1), x + lag)
    }

    /// The pages inside the wave around `x`: those closer than the half-wave.
    func wave(_ x: Double, pages: Int) -> (first: Int, last: Int) {
        let span = Double(parameters.halfWave - 1)
        return (max(0, (x - span).rounded(.up).saturatingInt), min(pages - 1, (x + span).rounded(.down).saturatingInt))
    }

    /// The wave's weight at distance `delta` pages: 0 at the position, 1 from the end of
    /// the half-wave on.
    public func weight(_ delta: Double) -> Double {
        let span = Double(parameters.halfWave - 1)
        if delta >= span { return 1 }
        return (1 - cos(delta * .pi / span)) / 2
    }

    /// Every cell's size as a function of page distance: the near cells one by one, the
    /// far cell they all share beyond the wave, and the sum of all cells, pt.
    public struct Cells: Equatable, Sendable {
        /// First page inside the wave.
        public var nearFirst: Int
        /// Cells of pages `nearFirst …`, pt.
        public var near: [Double]
        /// The cell of every page outside the wave, pt.
        public var far: Double
        /// Sum of all cells, pt: `width` unless the pages fit at full size, or `minCell`
        /// makes the row wider.
        public var total: Double
        /// The reduction `D`: how much a cell at the end of the wave is smaller than
        /// `cell` before `minCell`, pt.
        public var reduction: Double
    }

    /// The cells at `position` for `pages` pages (at least one): `max(b − D·k, minCell)`,
    /// with `D` solved so that they sum to `width` (docs/geometry.md#cosine) — taking into account the
    /// cells `minCell` (0 by default) holds up, so that the row keeps its width whenever it
    /// can.
    public func cells(position x: Double, pages: Int) -> Cells {
        let b = largestCell, w = parameters.width, m = min(parameters.minCell, largestCell)
        let n = Double(pages)
        let (nearFirst, nearLast) = wave(x, pages: pages)
        let nearCount = max(0, nearLast - nearFirst + 1)
        if n * b <= w {
            return Cells(nearFirst: nearFirst, near: Array(repeating: b, count: nearCount), far: b, total: n * b, reduction: 0)
        }
        let k = (0..<nearCount).map { weight(abs(Double(nearFirst + $0) - x)) }
        let farCount = n - Double(nearCount)
        guard farCount > 0 || k.contains(where: { $0 > 0 }) else {
            // A single page wider than the control gets the control's width.
            return Cells(nearFirst: nearFirst, near: Array(repeating: w, count: nearCount), far: w, total: w, reduction: 0)
        }
        // Σ max(b − D·k, m) = W, piecewise linear in D: grow the set of cells held at m
        // until the solution holds no other cell below it.
        var held = [Bool](repeating: false, count: nearCount), farHeld = false
        var d = 0.0, feasible = true
        while true {
            var free = 0.0, weights = 0.0, fixed = 0.0
            for i in 0..<nearCount { if held[i] { fixed += m } else { free += b; weights += k[i] } }
            if farHeld { fixed += farCount * m } else { free += farCount * b; weights += farCount }
            guard weights > 0, free + fixed > w else { feasible = weights > 0; d = weights > 0 ? 0 : .infinity; break }
            d = (free + fixed - w) / weights
            var grew = false
            if !farHeld && farCount > 0 && b - d < m { farHeld = true; grew = true }
            for i in 0..<nearCount where !held[i] && b - d * k[i] < m { held[i] = true; grew = true }
            if !grew { break }
        }
        if !feasible {
            // Even every cell at minCell is wider than W: the row grows (docs/geometry.md#cosine: "unless
            // minCell clamps").
            d = b - m
        }
        var near: [Double] = []
        near.reserveCapacity(nearCount)
        var total = 0.0
        for i in 0..<nearCount {
            let c = max(b - d * k[i], m)
            near.append(c)
            total += c
        }
        let far = max(b - d, m)
        total += farCount * far
        return Cells(nearFirst: nearFirst, near: near, far: far, total: total, reduction: d)
    }

    /// The centred row of cells for the wave centred at `motion`, leaving out dots too small or too far to see.
    public func layout(motion: Double, current: Int, pages: Int) -> ElementLayout {
        let full = fullDiameter
        guard pages > 0 else { return .empty(fullDiameter: full) }
        let x = PagePosition.clamp(motion, pages: pages)
        let c = cells(position: x, pages: pages)
        let fill = parameters.fill, w = parameters.width
        let nearLast = c.nearFirst + c.near.count - 1
        // The row is centred. One that minCell makes wider than W shows the W-wide window
        // that keeps the current page in view.
        var left = -c.total / 2
        if c.total > w {
            let overflow = (c.total - w) / 2
            left -= (left + cellCentre(current, c)).clamped(-overflow, overflow)
        }
        let reach = w / 2 + largestCell
        let showFar = c.far * fill >= Self.smallestDot
        var dots: [Element] = []
        dots.reserveCapacity(c.near.count + 8)

        func add(_ p: Int, cellLeft: Double, cell: Double) {
            let centre = cellLeft + cell / 2
            guard abs(centre) <= reach else { return }
            let diameter = cell * fill
            dots.append(Element(page: p, x: centre, height: diameter, scale: diameter / full, current: p == current))
        }
        /// Far cells `0..<count` from `start`: those large enough to see whose centre is
        /// within reach (an empty range when none).
        func seen(_ count: Int, from start: Double) -> Range<Int> {
            guard showFar, c.far > 0, count > 0 else { return 0..<0 }
            let lo = max(0, ((-reach - start) / c.far - 0.5).rounded(.up).saturatingInt)
            let hi = min(count - 1, ((reach - start) / c.far - 0.5).rounded(.down).saturatingInt)
            return lo <= hi ? lo..<(hi + 1) : 0..<0
        }
        // Far pages left of the wave, the wave's neighbour always (to grow from).
        if c.nearFirst > 0 {
            let r = seen(c.nearFirst - 1, from: left)
            for p in r { add(p, cellLeft: left + Double(p) * c.far, cell: c.far) }
            add(c.nearFirst - 1, cellLeft: left + Double(c.nearFirst - 1) * c.far, cell: c.far)
        }
        // The wave.
        var edge = left + Double(c.nearFirst) * c.far
        for (i, cell) in c.near.enumerated() {
            add(c.nearFirst + i, cellLeft: edge, cell: cell)
            edge += cell
        }
        // Far pages right of the wave, its neighbour first.
        if nearLast < pages - 1 {
            add(nearLast + 1, cellLeft: edge, cell: c.far)
            let rest = edge + c.far
            for i in seen(pages - 2 - nearLast, from: rest) { add(nearLast + 2 + i, cellLeft: rest + Double(i) * c.far, cell: c.far) }
        }
        return ElementLayout(elements: dots, width: c.total, fullDiameter: full)
    }

    /// The centre of page `p`'s cell from the row's left edge, pt.
    func cellCentre(_ p: Int, _ c: Cells) -> Double {
        if p < c.nearFirst { return (Double(p) + 0.5) * c.far }
        var at = Double(c.nearFirst) * c.far
        for (i, cell) in c.near.enumerated() {
            if c.nearFirst + i == p { return at + cell / 2 }
            at += cell
        }
        return at + (Double(p - c.nearFirst - c.near.count) + 0.5) * c.far
    }
}
