import Foundation

/// The cosine size wave (spec §2.3): every page has a cell, largest at the position and
/// falling off along a cosine half-wave; cells are reduced so that they fill exactly the
/// control's width, which never changes.
///
/// Pages beyond the half-wave all share one cell, so a layout costs O(half-wave + dots
/// large enough to see), never O(pages).
public struct CosineStyle: PageIndicatorStyle {
    public let parameters: CosineParameters
    /// Dots smaller than this diameter, pt, beyond the wave are left out of a snapshot.
    public static let smallestDot = 0.25

    public init(_ parameters: CosineParameters = .init()) throws {
        try parameters.validate()
        self.parameters = parameters
    }

    public var fullDiameter: Double { parameters.cell * parameters.fill }
    public var pitch: Double { parameters.cell }
    public var maxVisibleDots: Int? { nil }

    /// `W` (fewer pages make a narrower row); more only when `minCell` clamps.
    public func widestRow(pages: Int) -> Double {
        let n = Double(pages), b = parameters.cell, w = parameters.width
        let wave = Double(2 * parameters.halfWave - 1)
        return max(w, min(n * b, n * parameters.minCell + wave * b))
    }

    public mutating func follow(_ position: Double, pages: Int) {}

    /// The wave's centre is the tracked position itself.
    public func motionTarget(position: Double, pages: Int) -> Double { PagePosition.clamp(position, pages: pages) }

    /// How far the wave's centre may be from `position` while the current page's cell stays
    /// at least the minimum current scale of `cell`: the wave's reduction `D` shrinks a
    /// cell by `D · k(δ)`, so `k(δ) ≤ (1 − minimum) · b / D` bounds `δ`.
    public func motionRange(position: Double, pages: Int) -> ClosedRange<Double> {
        guard pages > 1 else { return 0...0 }
        let x = PagePosition.clamp(position, pages: pages)
        let b = parameters.cell
        let d = reduction(position: x.rounded(), pages: pages)
        let kMax = d > 0 ? 0.95 * (1 - PageIndicator.minimumCurrentScale) * b / d : 1
        let reach = kMax >= 1 ? Double.infinity : Double(parameters.halfWave - 1) * acos(1 - 2 * kMax) / .pi
        let lag = min(1, max(0, reach - 0.5))
        return max(0, x - lag)...min(Double(pages - 1), x + lag)
    }

    /// The pages inside the wave around `x`, and Σk over all pages (= N − Σ(1 − k) over
    /// the pages inside the wave).
    func wave(_ x: Double, pages: Int) -> (first: Int, last: Int, sumK: Double) {
        let span = Double(parameters.halfWave - 1)
        let first = max(0, Int((x - span).rounded(.up)))
        let last = min(pages - 1, Int((x + span).rounded(.down)))
        var inWave = 0.0
        if last >= first {
            for p in first...last { inWave += 1 - weight(abs(Double(p) - x)) }
        }
        return (first, last, Double(pages) - inWave)
    }

    /// The reduction `D` at `position`: how much a cell at the end of the wave is smaller
    /// than `cell`, pt; 0 when the pages fit at full size.
    func reduction(position x: Double, pages: Int) -> Double {
        let b = parameters.cell, n = Double(pages)
        guard n * b > parameters.width else { return 0 }
        let sumK = wave(x, pages: pages).sumK
        return sumK > 0 ? (n * b - parameters.width) / sumK : 0
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
        /// Sum of all cells, pt.
        public var total: Double
    }

    /// The cells at `position` for `pages` pages (at least one).
    public func cells(position x: Double, pages: Int) -> Cells {
        let b = parameters.cell, w = parameters.width
        let n = Double(pages)
        let (nearFirst, nearLast, sumK) = wave(x, pages: pages)
        var near: [Double] = []
        near.reserveCapacity(max(0, nearLast - nearFirst + 1))
        if n * b <= w {
            near = Array(repeating: b, count: max(0, nearLast - nearFirst + 1))
            return Cells(nearFirst: nearFirst, near: near, far: b, total: n * b)
        }
        let clampCell = { (c: Double) in min(w, max(c, self.parameters.minCell)) }
        guard sumK > 0 else {
            // A single page wider than the control.
            near = Array(repeating: w, count: max(0, nearLast - nearFirst + 1))
            return Cells(nearFirst: nearFirst, near: near, far: w, total: w)
        }
        let reduction = (n * b - w) / sumK
        var total = 0.0
        if nearLast >= nearFirst {
            for p in nearFirst...nearLast {
                let c = clampCell(b - reduction * weight(abs(Double(p) - x)))
                near.append(c)
                total += c
            }
        }
        let far = clampCell(b - reduction)
        total += Double(pages - near.count) * far
        return Cells(nearFirst: nearFirst, near: near, far: far, total: total)
    }

    public func layout(motion: Double, current: Int, pages: Int) -> DotLayout {
        let full = fullDiameter
        guard pages > 0 else { return .empty(fullDiameter: full) }
        let x = PagePosition.clamp(motion, pages: pages)
        let c = cells(position: x, pages: pages)
        let fill = parameters.fill
        let left = -c.total / 2
        let nearLast = c.nearFirst + c.near.count - 1
        let showFar = c.far * fill >= Self.smallestDot
        var dots: [Dot] = []
        dots.reserveCapacity(c.near.count + (showFar ? min(pages, 4096) : 2))

        func add(_ p: Int, cellLeft: Double, cell: Double) {
            let diameter = cell * fill
            dots.append(Dot(page: p, x: cellLeft + cell / 2, diameter: diameter,
                            scale: diameter / full, current: p == current))
        }
        // Far pages left of the wave.
        if c.nearFirst > 0 {
            let from = showFar ? 0 : c.nearFirst - 1
            for p in from..<c.nearFirst { add(p, cellLeft: left + Double(p) * c.far, cell: c.far) }
        }
        // The wave.
        var edge = left + Double(c.nearFirst) * c.far
        for (i, cell) in c.near.enumerated() {
            add(c.nearFirst + i, cellLeft: edge, cell: cell)
            edge += cell
        }
        // Far pages right of the wave.
        if nearLast < pages - 1 {
            let to = showFar ? pages - 1 : nearLast + 1
            for p in (nearLast + 1)...to {
                add(p, cellLeft: edge + Double(p - nearLast - 1) * c.far, cell: c.far)
            }
        }
        return DotLayout(dots: dots, width: c.total, fullDiameter: full)
    }
}
