/// The background behind one row in one frame (docs/qa.md#how-elements-are-measured),
/// column by column: the median of each column of the row's band. A row's band is at
/// least three elements thick and its elements fill at most a third of any column, so the
/// median is what lies behind them — a page colour sliding in behind the dots, a gradient
/// along the row or a photo is followed column by column, where one colour for the whole
/// band would not.
public struct BandBackground: Equatable, Sendable {
    /// Per column of the band (x): luma; per chroma column: blue and red difference.
    public var luma: [Float]
    public var cb: [Float]
    public var cr: [Float]
    /// How much the background's pixels differ from their column's median: a robust
    /// standard deviation (luma levels) of the band, elements and all (they are outliers).
    public var noise: Double

    /// The background of a band turned to run along x.
    public init(_ f: PlanarFrame) {
        let w = f.width, h = f.height, cw = f.chromaWidth, ch = f.chromaHeight
        var luma = [Float](repeating: 0, count: w)
        var cb = [Float](repeating: 128, count: cw), cr = cb
        var column = [UInt8](repeating: 0, count: max(h, ch))
        var deviations: [UInt8] = []
        deviations.reserveCapacity(w * h)
        f.luma.withUnsafeBufferPointer { l in
            for x in 0..<w {
                for y in 0..<h { column[y] = l[y * w + x] }
                let m = Self.median(&column, h)
                luma[x] = Float(m)
                for y in 0..<h { deviations.append(UInt8(min(255, abs(Int(l[y * w + x]) - m)))) }
            }
        }
        f.cb.withUnsafeBufferPointer { u in
            f.cr.withUnsafeBufferPointer { v in
                for x in 0..<cw {
                    for y in 0..<ch { column[y] = u[y * cw + x] }
                    cb[x] = Float(Self.median(&column, ch))
                    for y in 0..<ch { column[y] = v[y * cw + x] }
                    cr[x] = Float(Self.median(&column, ch))
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
