/// The background behind one row in one frame (docs/qa.md#how-elements-are-measured),
/// column by column: the median of each column of the row's band, the rows where the
/// elements stand left out when it is known where they stand. What is left is what lies
/// behind them even in a band barely thicker than its elements (a README GIF cut close
/// round its dots, a dot that grows as it jumps) — a page colour sliding in behind the
/// dots, a gradient along the row or a photo is followed column by column, where one
/// colour for the whole band would not. Where elements fill a column even so (two dots
/// that swap round each other, one above and one below the line) its pixels disagree: a
/// running median along the row, three elements wide, puts the background of the columns
/// either side there. A column whose pixels agree keeps its own value, so a page's edge
/// and a gradient stay as they are.
public struct BandBackground: Equatable, Sendable {
    /// Per column of the band (x): luma; per chroma column: blue and red difference.
    public var luma: [Float]
    /// Blue difference, per chroma column.
    public var cb: [Float]
    /// Red difference, per chroma column.
    public var cr: [Float]
    /// The band's rows the background was read from (those outside the elements).
    public var rows: [Int]
    /// How much the background's pixels differ from their column's median: a robust
    /// standard deviation (luma levels) of the band, elements and all (they are outliers).
    public var noise: Double

    /// The background of a band turned to run along x; `elements` are the band's rows
    /// (pixels from its top) where the elements are expected, left out when enough rows
    /// remain; `thickness` how thick they are (px; the band's height when not known).
    /// Read from the rows within a thickness of the elements; where those disagree by
    /// far more than the rows within a third of it (an edge runs along the row just
    /// beside it: a strip the dots stand on between a page and a margin), from the nearer
    /// rows: what touches the elements is what they are seen against.
    public static func behind(_ f: PlanarFrame, elements: Range<Int>?, thickness: Double?) -> BandBackground {
        let wide = BandBackground(f, elements: elements, thickness: thickness)
        guard elements != nil, let t = thickness, wide.noise > 6 else { return wide }
        let close = BandBackground(f, elements: elements, thickness: t, near: max(3, Int((t / 3).rounded(.up))), least: 4)
        return close.noise < 0.5 * wide.noise ? close : wide
    }

    public init(_ f: PlanarFrame, elements: Range<Int>? = nil, thickness: Double? = nil) {
        self.init(f, elements: elements, thickness: thickness, near: thickness.map { max(3, Int($0.rounded(.up))) }, least: nil)
    }

    /// The background from the rows within `near` of the elements (all when not given),
    /// when at least `least` of them are there (by default four, or a quarter of the band).
    init(_ f: PlanarFrame, elements: Range<Int>?, thickness: Double?, near given: Int?, least: Int?) {
        let w = f.width, h = f.height, cw = f.chromaWidth, ch = f.chromaHeight
        let near = given ?? h
        let rows = Self.rows(h, leaving: elements, within: near, least: least)
        let chromaRows = Self.rows(ch, leaving: elements.map { ($0.lowerBound / 2)..<(($0.upperBound + 1) / 2) }, within: (near + 1) / 2, least: least.map { ($0 + 1) / 2 })
        var luma = [Float](repeating: 0, count: w)
        var cb = [Float](repeating: 128, count: cw), cr = cb
        var deviations: [UInt8] = []
        deviations.reserveCapacity(w * rows.count)
        // Per column: how many of its pixels lie within a few levels of its median.
        var agreeing = [Int](repeating: 0, count: w)
        // (One count of levels serves every column: emptied again of what it counted.)
        var counts = [Int32](repeating: 0, count: 256)
        counts.withUnsafeMutableBufferPointer { counts in
            let counts = counts.baseAddress!
            func median(_ plane: UnsafePointer<UInt8>, _ x: Int, _ stride: Int, _ rows: [Int]) -> Int {
                // (Counted from the least level there: none lies below it.)
                var least: UInt8 = 255
                for y in rows { let v = plane[y &* stride &+ x]; counts[Int(v)] &+= 1; least = min(least, v) }
                let level = Self.level(reaching: Int32((rows.count + 1) / 2), in: counts, from: Int(least))
                for y in rows { counts[Int(plane[y &* stride &+ x])] = 0 }
                return level
            }
            f.luma.withUnsafeBufferPointer { l in
                let l = l.baseAddress!
                for x in 0..<w {
                    let m = rows.isEmpty ? 0 : median(l, x, w, rows)
                    luma[x] = Float(m)
                    for y in rows {
                        let d = abs(Int(l[y &* w &+ x]) &- m)
                        deviations.append(UInt8(min(255, d)))
                        if d <= 3 { agreeing[x] &+= 1 }
                    }
                }
            }
            f.cb.withUnsafeBufferPointer { u in
                f.cr.withUnsafeBufferPointer { v in
                    for x in 0..<cw {
                        cb[x] = chromaRows.isEmpty ? 0 : Float(median(u.baseAddress!, x, cw, chromaRows))
                        cr[x] = chromaRows.isEmpty ? 0 : Float(median(v.baseAddress!, x, cw, chromaRows))
                    }
                }
            }
        }
        // Columns where most pixels disagree with their median: elements fill them.
        let filled = agreeing.map { 10 * $0 < 7 * rows.count }
        if filled.contains(true) {
            let radius = max(2, Int((1.5 * (thickness ?? Double(h))).rounded()))
            let l = Self.runningMedian(luma, radius: radius)
            let u = Self.runningMedian(cb, radius: (radius + 1) / 2), v = Self.runningMedian(cr, radius: (radius + 1) / 2)
            for x in 0..<w where filled[x] {
                luma[x] = l[x]
                cb[x / 2] = u[x / 2]
                cr[x / 2] = v[x / 2]
            }
        }
        self.luma = luma
        self.cb = cb
        self.cr = cr
        self.rows = rows
        // 1.4826 × the median absolute deviation: a standard deviation that ignores the
        // elements.
        noise = deviations.isEmpty ? 0 : 1.4826 * Double(Self.median(&deviations, deviations.count))
    }

    /// The rows of `0..<h` outside `elements` and within `near` rows of them (what lies
    /// right behind the elements, not a card's margin or a touch's ripple further off), or
    /// all those outside the elements when fewer than four (or a quarter of the band)
    /// would remain. When fewer than two rows lie outside the elements (a band cut close
    /// round its dots, as a README GIF is), the band's two outermost rows each side: a
    /// few rows of background, or of the dots' fringe, say more than every row, the dots'
    /// own among them. All the band's rows only in a band thinner than eight.
    static func rows(_ h: Int, leaving elements: Range<Int>?, within near: Int, least: Int? = nil) -> [Int] {
        guard let e = elements else { return Array(0..<h) }
        let close = (0..<h).filter { !e.contains($0) && $0 >= e.lowerBound - near && $0 < e.upperBound + near }
        if close.count >= (least ?? max(4, h / 4)) { return close }
        let kept = (0..<h).filter { !e.contains($0) }
        if kept.count >= 2 { return kept }
        return h >= 8 ? [0, 1, h - 2, h - 1] : Array(0..<h)
    }

    /// The median of `v` (whole levels 0…255) over `radius` either side of each place (what
    /// is inside the ends), by a running count of levels.
    static func runningMedian(_ v: [Float], radius r: Int) -> [Float] {
        let n = v.count
        guard n > 2, r > 0 else { return v }
        let levels = v.map { Int(max(0, min(255, $0.rounded()))) }
        var counts = [Int](repeating: 0, count: 256)
        var out = [Float](repeating: 0, count: n)
        var lo = 0, hi = -1
        for x in 0..<n {
            let a = max(0, x - r), b = min(n - 1, x + r)
            while hi < b { hi += 1; counts[levels[hi]] += 1 }
            while lo < a { counts[levels[lo]] -= 1; lo += 1 }
            let half = (b - a + 2) / 2
            var seen = 0, level = 0
            while level < 255 { seen += counts[level]; if seen >= half { break }; level += 1 }
            out[x] = Float(level)
        }
        return out
    }

    /// The median of the first `n` bytes of `v` (which it reorders), by counting.
    static func median(_ v: inout [UInt8], _ n: Int) -> Int {
        guard n > 0 else { return 0 }
        var counts = [Int32](repeating: 0, count: 256)
        for i in 0..<n { counts[Int(v[i])] += 1 }
        return counts.withUnsafeBufferPointer { level(reaching: Int32((n + 1) / 2), in: $0.baseAddress!) }
    }

    /// The lowest level (0…255) at which `counts` of levels add up to `half` or more
    /// (counted from `least`: none lies below it).
    static func level(reaching half: Int32, in counts: UnsafePointer<Int32>, from least: Int = 0) -> Int {
        var seen: Int32 = 0, level = least
        while level < 255 { seen &+= counts[level]; if seen >= half { break }; level &+= 1 }
        return level
    }
}
