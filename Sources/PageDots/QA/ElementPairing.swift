/// Pairs the elements of two consecutive frames in row order (docs/qa.md#against-a-style):
/// how `--against` follows the current element from frame to frame.
enum ElementPairing {
    /// The elements of two consecutive frames paired (`align`), the first frame's placed
    /// `expecting` further along the row; those placed elements; and how far the row moved
    /// (the median move of the pairs).
    static func pair(_ a: [ObservedElement], _ b: [ObservedElement], _ m: RowMeasures, expecting: Double)
        -> (pairs: [(Int, Int)], expected: [ObservedElement], moved: Double) {
        let axis = m.axis
        let expected = a.map { e -> ObservedElement in
            var e = e
            if axis == .horizontal { e.x += expecting } else { e.y += expecting }
            return e
        }
        let pairs = align(expected, b, m)
        let moves = pairs.map { axis.along(b[$0.1]) - axis.along(a[$0.0]) }.sorted()
        return (pairs, expected, moves.isEmpty ? 0 : moves[moves.count / 2])
    }

    /// What a pairing costs, as `align` counts it: each pair's move from where it was
    /// expected (pitches) and size change (full sizes), each element left unpaired more the
    /// bigger it is.
    static func cost(_ pairs: [(Int, Int)], _ expected: [ObservedElement], _ b: [ObservedElement], _ m: RowMeasures) -> Double {
        let axis = m.axis, pitch = max(m.pitch, 1e-9), full = max(m.fullThickness, 1e-9)
        var c = 0.0
        for (i, j) in pairs {
            c += abs(axis.along(b[j]) - axis.along(expected[i])) / pitch + abs(axis.thickness(b[j]) - axis.thickness(expected[i])) / full
        }
        let a = Set(pairs.map(\.0)), k = Set(pairs.map(\.1))
        for i in expected.indices where !a.contains(i) { c += 0.5 + axis.thickness(expected[i]) / full }
        for j in b.indices where !k.contains(j) { c += 0.5 + axis.thickness(b[j]) / full }
        return c
    }

    /// Pairs elements of two consecutive frames in row order at the least cost: moving
    /// costs its distance in pitches plus its size change in full sizes; leaving an element
    /// unpaired costs more the bigger it is.
    static func align(_ a: [ObservedElement], _ b: [ObservedElement], _ m: RowMeasures) -> [(Int, Int)] {
        let axis = m.axis
        let pitch = max(m.pitch, 1e-9), full = max(m.fullThickness, 1e-9)
        func gap(_ e: ObservedElement) -> Double { 0.5 + axis.thickness(e) / full }
        func pair(_ p: ObservedElement, _ q: ObservedElement) -> Double {
            abs(axis.along(q) - axis.along(p)) / pitch + abs(axis.thickness(q) - axis.thickness(p)) / full
        }
        let n = a.count, k = b.count
        // cost[i][j]: the best for a[..<i] and b[..<j]; step: 0 pair, 1 skip a, 2 skip b.
        var cost = [[Double]](repeating: [Double](repeating: 0, count: k + 1), count: n + 1)
        var step = [[UInt8]](repeating: [UInt8](repeating: 0, count: k + 1), count: n + 1)
        for i in 1...max(n, 1) where i <= n { cost[i][0] = cost[i - 1][0] + gap(a[i - 1]); step[i][0] = 1 }
        for j in 1...max(k, 1) where j <= k { cost[0][j] = cost[0][j - 1] + gap(b[j - 1]); step[0][j] = 2 }
        if n > 0 && k > 0 {
            for i in 1...n {
                for j in 1...k {
                    let options = [cost[i - 1][j - 1] + pair(a[i - 1], b[j - 1]), cost[i - 1][j] + gap(a[i - 1]), cost[i][j - 1] + gap(b[j - 1])]
                    let best = options[0] <= options[1] ? (options[0] <= options[2] ? 0 : 2) : (options[1] <= options[2] ? 1 : 2)
                    cost[i][j] = options[best]
                    step[i][j] = UInt8(best)
                }
            }
        }
        var pairs: [(Int, Int)] = []
        var i = n, j = k
        while i > 0 || j > 0 {
            switch step[i][j] {
            case 0: pairs.append((i - 1, j - 1)); i -= 1; j -= 1
            case 1: i -= 1
            default: j -= 1
            }
        }
        return pairs.reversed()
    }
}
