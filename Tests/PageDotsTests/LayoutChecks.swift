import PageDots

/// Checks every dot of a snapshot is finite and sane.
func allFinite(_ layout: DotLayout) -> Bool {
    layout.width.isFinite && layout.dots.allSatisfy {
        $0.x.isFinite && $0.y.isFinite && $0.diameter.isFinite && $0.scale.isFinite
            && $0.diameter >= 0 && $0.scale >= 0 && $0.scale <= 1 + 1e-12
    }
}

/// The largest change of any dot's position or diameter between two snapshots, matching
/// dots by page (a dot missing from one counts as diameter 0 at the same place).
func largestChange(_ a: DotLayout, _ b: DotLayout) -> (move: Double, size: Double) {
    var byPage: [Int: Dot] = [:]
    for d in b.dots { byPage[d.page] = d }
    var move = 0.0, size = 0.0
    for d in a.dots {
        if let e = byPage.removeValue(forKey: d.page) {
            if d.isVisible || e.isVisible { move = max(move, abs(d.x - e.x)) }
            size = max(size, abs(d.diameter - e.diameter))
        } else {
            size = max(size, d.diameter)
        }
    }
    for e in byPage.values { size = max(size, e.diameter) }
    return (move, size)
}
