/// SplitMix64: a small seeded generator so property tests see the same cases every run.
struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

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
