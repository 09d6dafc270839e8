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

    public mutating func follow(_ position: Double, pages: Int) {}

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
        let span = Double(parameters.halfWave - 1)
        let nearFirst = max(0, Int((x - span).rounded(.up)))
        let nearLast = min(pages - 1, Int((x + span).rounded(.down)))
        let n = Double(pages)
        var near: [Double] = []
        near.reserveCapacity(max(0, nearLast - nearFirst + 1))
        if n * b <= w {
            near = Array(repeating: b, count: max(0, nearLast - nearFirst + 1))
            return Cells(nearFirst: nearFirst, near: near, far: b, total: n * b)
        }
        // Σk over all pages = N − Σ(1 − k) over the pages inside the wave.
        var inWave = 0.0
        if nearLast >= nearFirst {
            for p in nearFirst...nearLast { inWave += 1 - weight(abs(Double(p) - x)) }
        }
        let sumK = n - inWave
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

    public func layout(position: Double, pages: Int) -> DotLayout {
        let full = fullDiameter
        guard pages > 0 else { return .empty(fullDiameter: full) }
        let x = PagePosition.clamp(position, pages: pages)
        let current = PagePosition.currentPage(x, pages: pages)
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
