import Foundation

/// Finds the rows (and columns) of page-indicator elements in one whole frame
/// (docs/qa.md#finding-the-rows): small details that stand out from what surrounds them —
/// a morphological top-hat, so a page colour sliding in, a gradient or a card's edge is
/// not contrast — that are solid (a disc, a pill, a dash) or rings, grouped into lines of
/// like elements evenly spaced.
public enum RowSearch {
    /// One element-like detail of a frame, in the frame's pixels.
    public struct Spot: Equatable, Sendable {
        public var x: Double, y: Double
        /// Its box, px.
        public var width: Int, height: Int
        /// Mean luma contrast of its pixels against what surrounds it (signed: darker
        /// details are negative).
        public var contrast: Double
        public var ring: Bool
    }

    /// A line of like elements in one frame.
    public struct Candidate: Equatable, Sendable {
        public var axis: RowAxis
        /// Where the line is across (px), and the extent of its elements along it.
        public var line: Double
        public var from: Double, to: Double
        public var pitch: Double
        /// The largest element's extent across and along the line.
        public var thickness: Double
        public var length: Double
        public var spots: [Spot]
        /// How strongly it looks like a row: its elements, more when evenly spaced.
        public var score: Double
    }

    /// The smallest and largest element a row may have (px across).
    public static let smallest = 2, largest = 90

    /// Every row and column of like elements in `f` (a whole frame), best first, none
    /// sharing an element.
    public static func candidates(_ f: PlanarFrame) -> [Candidate] {
        let w = f.width, h = f.height
        guard w >= 8, h >= 8 else { return [] }
        // Details up to the largest element: the square must be wider than any.
        var size = min(2 * largest + 1, max(15, Int(0.45 * Double(min(w, h))))) | 1
        if size > 2 * max(w, h) { size = (2 * max(w, h)) | 1 }
        let (bright, dark) = Morphology.details(f.luma, w, h, size: size)
        var spots: [Spot] = []
        for (plane, sign) in [(bright, 1.0), (dark, -1.0)] {
            spots += Self.spots(plane, w, h, sign: sign, origin: (f.originX, f.originY))
        }
        if let band = ProcessInfo.processInfo.environment["PAGEDOTS_QA_SPOTS"].flatMap({ Double($0) }) {
            for s in spots where abs(s.y - band) < 10 { print("spot \(s)") }
        }
        // Rows first, best first; an element belongs to one line only. Columns come from
        // what rows leave: in a grid (rows of dots above each other) the columns are not
        // controls.
        var taken = Set<Int>()
        var kept: [Candidate] = []
        for axis in [RowAxis.horizontal, .vertical] {
            let free = spots.filter { !taken.contains(Self.key($0)) }
            for c in lines(free, axis).sorted(by: { $0.score > $1.score }) {
                let ids = c.spots.map { Self.key($0) }
                guard ids.allSatisfy({ !taken.contains($0) }) else { continue }
                ids.forEach { taken.insert($0) }
                kept.append(c)
            }
        }
        return kept
    }

    static func key(_ s: Spot) -> Int { Int(s.x * 4) &* 100_003 &+ Int(s.y * 4) }

    /// The element-like details of a plane of contrast: seeded over a threshold above the
    /// plane's own noise, grown over half of it.
    static func spots(_ plane: [UInt8], _ w: Int, _ h: Int, sign: Double, origin: (Int, Int)) -> [Spot] {
        // The plane's noise: most pixels are background, near 0.
        var counts = [Int](repeating: 0, count: 256)
        for v in plane { counts[Int(v)] += 1 }
        var seen = 0, median = 0
        for level in 0..<256 { seen += counts[level]; if seen * 2 >= plane.count { median = level; break } }
        let seedLevel = max(12, 6 * max(median, 1)), growLevel = max(6, seedLevel / 2)
        var label = [Int32](repeating: 0, count: w * h)
        var out: [Spot] = []
        var stack: [Int] = []
        var next: Int32 = 1
        for start in 0..<(w * h) where Int(plane[start]) >= seedLevel && label[start] == 0 {
            label[start] = next
            stack.append(start)
            var pixels: [Int] = []
            var x0 = Int.max, x1 = -1, y0 = Int.max, y1 = -1
            var mass = 0.0, sx = 0.0, sy = 0.0
            var tooBig = false
            while let p = stack.popLast() {
                pixels.append(p)
                let px = p % w, py = p / w
                x0 = min(x0, px); x1 = max(x1, px); y0 = min(y0, py); y1 = max(y1, py)
                if x1 - x0 > largest + 4 || y1 - y0 > largest + 4 { tooBig = true }
                let v = Double(plane[p])
                mass += v; sx += v * (Double(px) + 0.5); sy += v * (Double(py) + 0.5)
                for qy in max(0, py - 1)...min(h - 1, py + 1) {
                    for qx in max(0, px - 1)...min(w - 1, px + 1) {
                        let q = qy * w + qx
                        if label[q] == 0 && Int(plane[q]) >= growLevel { label[q] = next; stack.append(q) }
                    }
                }
            }
            let id = next
            next += 1
            let bw = x1 - x0 + 1, bh = y1 - y0 + 1
            guard !tooBig, min(bw, bh) >= smallest, max(bw, bh) >= 3, max(bw, bh) <= largest, mass > 0 else { continue }
            // A frame's edge cuts what touches it.
            guard x0 > 0, y0 > 0, x1 < w - 1, y1 < h - 1 else { continue }
            let fill = Double(pixels.count) / Double(bw * bh)
            let ring = fill < 0.6 && BlobFinder.surroundsBackground(x0, x1, y0, y1) { x, y in label[y * w + x] == id }
            // Solid (a disc fills π/4 of its box, a pill or a dash more; letters' strokes
            // far less), or a ring.
            guard fill >= 0.6 || (ring && fill >= 0.2) else { continue }
            out.append(Spot(x: sx / mass + Double(origin.0), y: sy / mass + Double(origin.1), width: bw, height: bh,
                            contrast: sign * mass / Double(pixels.count), ring: ring))
        }
        return out
    }

    /// Lines of like spots along `axis`: centres on one line, like thickness and look,
    /// evenly spaced (by centres, by gaps, or by gaps in proportion to sizes); three or more.
    static func lines(_ spots: [Spot], _ axis: RowAxis) -> [Candidate] {
        func along(_ s: Spot) -> Double { axis == .horizontal ? s.x : s.y }
        func across(_ s: Spot) -> Double { axis == .horizontal ? s.y : s.x }
        func thick(_ s: Spot) -> Double { Double(axis == .horizontal ? s.height : s.width) }
        func long(_ s: Spot) -> Double { Double(axis == .horizontal ? s.width : s.height) }
        var out: [Candidate] = []
        var seen = Set<[Int]>()
        // Elements are no longer across the row than along it (a dash lies along it).
        let usable = spots.filter { thick($0) <= 1.25 * long($0) + 1 }
        for seed in usable {
            let line = usable.filter { s in
                abs(across(s) - across(seed)) <= max(1.5, 0.3 * thick(seed)) && thick(s) <= 2.2 * thick(seed) + 1 && 2.2 * thick(s) + 1 >= thick(seed)
                    && (s.contrast > 0) == (seed.contrast > 0)
            }.sorted { along($0) < along($1) }
            func alike(_ run: [Spot]) -> Bool {
                // Most elements are one shape (a page control's ordinary dots are alike;
                // letters are not): all but two within a fifth of the middle size.
                let lengths = run.map(long).sorted(), thicks = run.map(thick).sorted()
                let l = lengths[lengths.count / 2], t = thicks[thicks.count / 2]
                let odd = run.filter { abs(long($0) - l) > 0.2 * l + 1 || abs(thick($0) - t) > 0.2 * t + 1 }.count
                return run.count - odd >= 3 && odd <= 2
            }
            guard line.count >= 3 else { continue }
            // The longest runs of even spacing.
            var start = 0
            while start < line.count {
                var end = start + 1
                while end < line.count && even(Array(line[start...end]), along, long) { end += 1 }
                let run = Array(line[start..<end])
                start = max(start + 1, end - 1)
                guard run.count >= 3, alike(run) else { continue }
                let ids = run.map { Self.key($0) }
                guard !seen.contains(ids) else { continue }
                seen.insert(ids)
                let spacing = (along(run.last!) - along(run.first!)) / Double(run.count - 1)
                let longest = run.map(long).max()!, thickest = run.map(thick).max()!
                // Far apart for their size is not a page control (a toolbar's icons, a grid's
                // columns).
                let typical = run.map(long).sorted()[run.count / 2]
                guard spacing <= 3 * max(typical, thickest) + 2, spacing >= 0.9 * typical else { continue }
                let lineAt = run.map(across).reduce(0, +) / Double(run.count)
                out.append(Candidate(axis: axis, line: lineAt, from: along(run.first!) - long(run.first!) / 2, to: along(run.last!) + long(run.last!) / 2,
                                     pitch: spacing, thickness: thickest, length: longest, spots: run,
                                     score: Double(run.count)))
            }
        }
        return out
    }

    /// Whether `run` (in order along the row) is evenly spaced: centres or gaps within a
    /// fifth of a spacing, or gaps in proportion to the elements beside them.
    static func even(_ run: [Spot], _ along: (Spot) -> Double, _ long: (Spot) -> Double) -> Bool {
        guard run.count > 2 else { return true }
        let spacings = (1..<run.count).map { along(run[$0]) - along(run[$0 - 1]) }
        let sizes = (1..<run.count).map { (long(run[$0]) + long(run[$0 - 1])) / 2 }
        let gaps = zip(spacings, sizes).map { $0 - $1 }
        guard gaps.allSatisfy({ $0 >= 0 }) else { return false }
        func within(_ v: [Double], _ slack: Double) -> Bool { v.max()! - v.min()! <= slack }
        let typical = spacings.reduce(0, +) / Double(spacings.count)
        if within(spacings, 0.2 * typical + 1) || within(gaps, 0.2 * typical + 2) { return true }
        let ratios = zip(spacings, sizes).map { $0 / max($1, 1) }
        return within(ratios, 0.2 * ratios.min()! + 0.1)
    }
}
