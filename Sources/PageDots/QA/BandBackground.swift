/// The background behind one row in one frame (docs/qa.md#how-elements-are-measured),
/// column by column: the median of each column of the row's band, the rows where the
/// elements stand left out when it is known where they stand. What is left is what lies
/// behind them even in a band barely thicker than its elements (a README GIF cut close
/// round its dots, a dot that grows as it jumps) — a page colour sliding in behind the
/// dots, a gradient along the row or a photo is followed column by column, where one
/// colour for the whole band would not.
public struct BandBackground: Equatable, Sendable {
    /// Per column of the band (x): luma; per chroma column: blue and red difference.
    public var luma: [Float]
    public var cb: [Float]
    public var cr: [Float]
    /// How much the background's pixels differ from their column's median: a robust
    /// standard deviation (luma levels) of the band, elements and all (they are outliers).
    public var noise: Double

    /// The background of a band turned to run along x; `elements` are the band's rows
    /// (pixels from its top) where the elements are expected, left out when enough rows
    /// remain.
    public init(_ f: PlanarFrame, elements: Range<Int>? = nil) {
        let w = f.width, h = f.height, cw = f.chromaWidth, ch = f.chromaHeight
        let rows = Self.rows(h, leaving: elements)
        let chromaRows = Self.rows(ch, leaving: elements.map { ($0.lowerBound / 2)..<(($0.upperBound + 1) / 2) })
        var luma = [Float](repeating: 0, count: w)
        var cb = [Float](repeating: 128, count: cw), cr = cb
        var column = [UInt8](repeating: 0, count: max(h, ch))
        var deviations: [UInt8] = []
        deviations.reserveCapacity(w * rows.count)
        f.luma.withUnsafeBufferPointer { l in
            for x in 0..<w {
                for (k, y) in rows.enumerated() { column[k] = l[y * w + x] }
                let m = Self.median(&column, rows.count)
                luma[x] = Float(m)
                for y in rows { deviations.append(UInt8(min(255, abs(Int(l[y * w + x]) - m)))) }
            }
        }
        f.cb.withUnsafeBufferPointer { u in
            f.cr.withUnsafeBufferPointer { v in
                for x in 0..<cw {
                    for (k, y) in chromaRows.enumerated() { column[k] = u[y * cw + x] }
                    cb[x] = Float(Self.median(&column, chromaRows.count))
                    for (k, y) in chromaRows.enumerated() { column[k] = v[y * cw + x] }
                    cr[x] = Float(Self.median(&column, chromaRows.count))
                }
            }
        }
        self.luma = luma
        self.cb = cb
        self.cr = cr
        // 1.4826 × the median absolute deviation: a standard deviation that ignores the
        // elements.
        noise = deviations.isEmpty ? 0 : 1.4826 * Double(Self.median(&deviations, deviations.count))
    }

    /// The rows of `0..<h` outside `elements`, or all of them when fewer than four (or a
    /// quarter of the band) would remain.
    static func rows(_ h: Int, leaving elements: Range<Int>?) -> [Int] {
        guard let e = elements else { return Array(0..<h) }
        let kept = (0..<h).filter { !e.contains($0) }
        return kept.count >= max(4, h / 4) ? kept : Array(0..<h)
    }

    /// The median of the first `n` bytes of `v` (which it reorders), by counting.
    static func median(_ v: inout [UInt8], _ n: Int) -> Int {
        guard n > 0 else { return 0 }
        var counts = [Int](repeating: 0, count: 256)
        for i in 0..<n { counts[Int(v[i])] += 1 }
        var seen = 0
        let half = (n + 1) / 2
        for level in 0..<256 {
            seen += counts[level]
            if seen >= half { return level }
        }
        return 255
    }
}
