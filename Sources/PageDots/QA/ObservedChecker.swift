/// The frame invariants in forms that need no knowledge of the app (docs/qa.md#invariants),
/// checked over a whole observed recording or trace: one current element; nothing of half
/// the full size or more vanishing or appearing in one frame; nothing moving several
/// pitches or changing size by more than half in one frame; at rest, equal spacing.
public enum ObservedChecker {
    /// Farthest an element may move in one frame, in pitches.
    public static let mostMove = 2.0
    /// Most an element's size may change in one frame, as a share of the full size.
    public static let mostResize = 0.5

    /// Every finding in `frames`, in frame order, judged with what `measures` learnt.
    public static func check(_ frames: [ObservedFrame], _ measures: RowMeasures) -> [ObservedFinding] {
        let axis = measures.axis
        var out: [ObservedFinding] = []
        var previous: [ObservedElement]?
        // How far the row moved in the last frame: the next frame's elements are expected
        // that much further on (a strip running fast moves most of a pitch a frame).
        var shift = 0.0
        var restReported = false
        for (i, f) in frames.enumerated() {
            func find(_ invariant: ObservedInvariant, _ detail: String, at e: ObservedElement? = nil) {
                out.append(ObservedFinding(frame: f.frame, time: f.time, invariant: invariant, detail: detail, x: e?.x, y: e?.y))
            }
            if let bad = f.elements.first(where: { !$0.isFinite }) {
                find(.finite, "an element at x \(bad.x), y \(bad.y), \(bad.width) × \(bad.height)")
                previous = nil
                shift = 0
                continue
            }
            let now = f.elements.sorted { axis.along($0) < axis.along($1) }
            if measures.knowsCurrent {
                let current = now.filter { $0.isCurrent == true }
                if current.count != 1 {
                    find(.oneCurrent, current.isEmpty ? "no current element"
                         : "\(current.count) current elements, at " + current.map { "\(axis.letter) \(fixed(axis.along($0)))" }.joined(separator: ", "))
                }
            }
            if let previous {
                let (found, moved) = changes(previous, now, measures, expecting: shift)
                for (invariant, detail, e) in found { find(invariant, detail, at: e) }
                shift = moved
            }
            if measures.resting.indices.contains(i) && measures.resting[i] {
                if !restReported, let detail = unevenRest(now, measures) {
                    find(.rest, detail)
                    restReported = true
                }
            } else {
                restReported = false
            }
            previous = now
        }
        return out
    }

    /// What broke between two consecutive frames (elements in row order), the elements
    /// of the first expected `expecting` further along; and how far the row moved (the
    /// median move of the elements paired).
    static func changes(_ a: [ObservedElement], _ b: [ObservedElement], _ m: RowMeasures, expecting: Double) -> ([(ObservedInvariant, String, ObservedElement?)], Double) {
        let axis = m.axis
        let pitch = max(m.pitch, 1e-9)
        // The whole row moved together, far.
        if a.count == b.count, a.count > 0 {
            let shifts = zip(a, b).map { axis.along($1) - axis.along($0) }
            let least = shifts.map(abs).min()!
            if least > mostMove * pitch && (shifts.allSatisfy { $0 > 0 } || shifts.allSatisfy { $0 < 0 }) {
                let mean = shifts.reduce(0, +) / Double(shifts.count)
                return ([(ObservedInvariant.motion, "the whole row moved \(fixed(mean / pitch)) pitches (\(fixed(mean)) \(axis.letter)) in one frame", nil)], 0)
            }
        }
        var out: [(ObservedInvariant, String, ObservedElement?)] = []
        let full = max(m.fullThickness, 1e-9)
        let (pairs, expected, moved) = pair(a, b, m, expecting: expecting)
        var matchedA = Set<Int>(), matchedB = Set<Int>()
        for (i, j) in pairs {
            matchedA.insert(i)
            matchedB.insert(j)
            let p = a[i], q = b[j]
            let move = axis.along(q) - axis.along(p)
            if abs(move) > mostMove * pitch {
                out.append((.motion, "the element at \(axis.letter) \(fixed(axis.along(p))) moved \(fixed(move / pitch)) pitches in one frame", q))
            }
            let dt = axis.thickness(q) - axis.thickness(p), dl = axis.length(q) - axis.length(p)
            if abs(dt) > mostResize * full + m.stillSize {
                out.append((.motion, "the element at \(axis.letter) \(fixed(axis.along(p))) changed size from \(fixed(axis.thickness(p))) to \(fixed(axis.thickness(q))) in one frame (full size \(fixed(full)))", q))
            } else if abs(dl) > mostResize * max(m.fullLength, full) + m.stillSize {
                out.append((.motion, "the element at \(axis.letter) \(fixed(axis.along(p))) changed length from \(fixed(axis.length(p))) to \(fixed(axis.length(q))) in one frame", q))
            }
        }
        for (i, p) in a.enumerated() where !matchedA.contains(i) && axis.thickness(p) >= 0.5 * full - m.stillSize {
            if !covered(p, by: b, m) && !covered(expected[i], by: b, m) {
                out.append((.vanishing, "the element at \(axis.letter) \(fixed(axis.along(p))) (\(fixed(axis.thickness(p))) of full \(fixed(full))) vanished in one frame", p))
            }
        }
        for (j, q) in b.enumerated() where !matchedB.contains(j) && axis.thickness(q) >= 0.5 * full - m.stillSize {
            if !covered(q, by: a, m) && !covered(q, by: expected, m) {
                out.append((.vanishing, "an element appeared at \(axis.letter) \(fixed(axis.along(q))) at \(fixed(axis.thickness(q))) of full \(fixed(full)) in one frame", q))
            }
        }
        return (out, moved)
    }

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

    /// Another element stands where `e` is, within half a pitch (it takes its place as a
    /// strip slides on, or they merge).
    static func covered(_ e: ObservedElement, by others: [ObservedElement], _ m: RowMeasures) -> Bool {
        let axis = m.axis
        return others.contains { o in
            abs(axis.along(o) - axis.along(e)) <= max(axis.length(o) / 2, 0.5 * m.pitch) + m.stillCentre
                && axis.thickness(o) >= 0.5 * axis.thickness(e)
        }
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

    /// Why a resting frame's elements are not evenly spaced, or nil: their centres are
    /// on one pitch, or (for pills of different lengths) the gaps between them are equal.
    static func unevenRest(_ e: [ObservedElement], _ m: RowMeasures) -> String? {
        guard e.count > 2 else { return nil }
        let axis = m.axis
        let tolerance = m.restTolerance
        let spacings = (1..<e.count).map { axis.along(e[$0]) - axis.along(e[$0 - 1]) }
        let gaps = (1..<e.count).map { spacings[$0 - 1] - (axis.length(e[$0]) + axis.length(e[$0 - 1])) / 2 }
        func even(_ v: [Double], _ slack: Double) -> Bool { v.max()! - v.min()! <= slack }
        if even(spacings, tolerance) || even(gaps, tolerance + 2 * m.stillSize) { return nil }
        return "at rest the elements are not evenly spaced: centres \(spacings.map { fixed($0) }.joined(separator: ", ")) apart (pitch \(fixed(m.pitch)))"
    }

    static func fixed(_ v: Double) -> String { NumberText.fixed(v, 2) }
}

extension RowAxis {
    /// The coordinate's name along the row, for messages.
    var letter: String { self == .horizontal ? "x" : "y" }
}

/// What an observed check can find (docs/qa.md#invariants).
public enum ObservedInvariant: String, CaseIterable, Sendable {
    case finite = "finite numbers"
    case oneCurrent = "one current element"
    case vanishing = "nothing vanishes at once"
    case motion = "continuous motion"
    case rest = "even at rest"
    case against = "the style's layout at rest"
}

/// One thing wrong in one frame of an observed control.
public struct ObservedFinding: Equatable, Sendable, CustomStringConvertible {
    public var frame: Int
    public var time: Double?
    public var invariant: ObservedInvariant
    public var detail: String
    /// Where the offending element is (or was), when one is.
    public var x: Double?
    public var y: Double?

    public init(frame: Int, time: Double?, invariant: ObservedInvariant, detail: String, x: Double? = nil, y: Double? = nil) {
        self.frame = frame
        self.time = time
        self.invariant = invariant
        self.detail = detail
        self.x = x
        self.y = y
    }

    public var description: String {
        "frame \(frame)" + (time.map { " (\(NumberText.fixed($0, 3)) s)" } ?? "") + " · \(invariant.rawValue): \(detail)"
    }
}
