import PageDots

/// Checks every dot of a snapshot is finite and sane.
func allFinite(_ layout: ElementLayout) -> Bool {
    layout.width.isFinite && layout.elements.allSatisfy {
        $0.x.isFinite && $0.y.isFinite && $0.height.isFinite && $0.scale.isFinite
            && $0.height >= 0 && $0.scale >= 0 && $0.scale <= 1 + 1e-12
    }
}

/// The largest change of any dot's position or diameter between two snapshots, matching
/// dots by page (a dot missing from one counts as diameter 0 at the same place).
func largestChange(_ a: ElementLayout, _ b: ElementLayout) -> (move: Double, size: Double) {
    var byPage: [Int: Element] = [:]
    for d in b.elements { byPage[d.page] = d }
    var move = 0.0, size = 0.0
    for d in a.elements {
        if let e = byPage.removeValue(forKey: d.page) {
            if d.isVisible || e.isVisible { move = max(move, abs(d.x - e.x)) }
            size = max(size, abs(d.height - e.height))
        } else {
            size = max(size, d.height)
        }
    }
    for e in byPage.values { size = max(size, e.height) }
    return (move, size)
}
