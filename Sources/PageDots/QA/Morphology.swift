/// Grey-level morphology on a plane of bytes (docs/qa.md#finding-the-rows): the smallest
/// and largest value over a square, in time that does not depend on the square's size
/// (van Herk / Gil–Werman: running minima from both ends of each block).
enum Morphology {
    /// `plane` (w × h) with each pixel replaced by the least (`largest` false) or largest
    /// value within `size` pixels of it along x, then along y (a square `size` wide; odd).
    /// Outside the plane counts as neither.
    static func filter(_ plane: [UInt8], _ w: Int, _ h: Int, size: Int, largest: Bool) -> [UInt8] {
        let n = w * h
        guard n > 0 else { return [] }
        let r = size / 2, longest = max(w, h) + 2 * r
        // (Plain pointers and one set of scratch lines for the whole plane: the rows, then
        // the columns, each run through the same three lines.)
        var result = [UInt8](repeating: 0, count: n)
        let rows = UnsafeMutablePointer<UInt8>.allocate(capacity: n)
        let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: 4 * longest)
        defer { rows.deallocate(); scratch.deallocate() }
        let line = scratch, forward = scratch + longest, backward = scratch + 2 * longest, out = scratch + 3 * longest
        plane.withUnsafeBufferPointer { p in
            let p = p.baseAddress!
            for y in 0..<h {
                (line).update(from: p + y &* w, count: w)
                run(line, out, w, size, largest, forward, backward)
                (rows + y &* w).update(from: out, count: w)
            }
        }
        result.withUnsafeMutableBufferPointer { d in
            let d = d.baseAddress!
            for x in 0..<w {
                for y in 0..<h { line[y] = rows[y &* w &+ x] }
                run(line, out, h, size, largest, forward, backward)
                for y in 0..<h { d[y &* w &+ x] = out[y] }
            }
        }
        return result
    }

    /// The running minimum (or maximum) of the first `n` values of `v` over a window of
    /// `size` centred on each, into `out`; `forward` and `backward` are scratch lines of
    /// `n + size` values or more.
    static func run(_ v: UnsafePointer<UInt8>, _ out: UnsafeMutablePointer<UInt8>, _ n: Int, _ size: Int, _ largest: Bool,
                    _ forward: UnsafeMutablePointer<UInt8>, _ backward: UnsafeMutablePointer<UInt8>) {
        let r = size / 2
        let neutral: UInt8 = largest ? 0 : 255
        // Padded by r each side; blocks of `size`: the running value from each block's
        // start (forward) and from its end (backward).
        let m = n + 2 * r
        @inline(__always) func padded(_ i: Int) -> UInt8 { i >= r && i < r &+ n ? v[i &- r] : neutral }
        for i in 0..<m {
            let a = padded(i)
            forward[i] = i % size == 0 ? a : (largest ? max(forward[i &- 1], a) : min(forward[i &- 1], a))
        }
        for i in stride(from: m - 1, through: 0, by: -1) {
            let a = padded(i)
            backward[i] = (i + 1) % size != 0 && i + 1 < m ? (largest ? max(backward[i &+ 1], a) : min(backward[i &+ 1], a)) : a
        }
        // The window [i, i + size − 1] of the padded line is centred on value i.
        for i in 0..<n {
            let a = backward[i], b = forward[min(i &+ size &- 1, m &- 1)]
            out[i] = largest ? max(a, b) : min(a, b)
        }
    }

    /// The bright details of `plane` smaller than `size` (the plane less its opening) and
    /// the dark ones (its closing less the plane), both of the plane averaged over 3 × 3
    /// first: a single stray pixel (a GIF's dither, a video's grain) would otherwise reach
    /// far in a largest or least value.
    static func details(_ raw: [UInt8], _ w: Int, _ h: Int, size: Int) -> (bright: [UInt8], dark: [UInt8]) {
        let plane = smoothed(raw, w, h)
        let opened = filter(filter(plane, w, h, size: size, largest: false), w, h, size: size, largest: true)
        let closed = filter(filter(plane, w, h, size: size, largest: true), w, h, size: size, largest: false)
        var bright = [UInt8](repeating: 0, count: w * h), dark = bright
        for p in 0..<(w * h) {
            bright[p] = plane[p] &- opened[p]
            dark[p] = closed[p] &- plane[p]
        }
        return (bright, dark)
    }

    /// The plane averaged over 3 × 3 pixels (edges over what is inside).
    static func smoothed(_ a: [UInt8], _ w: Int, _ h: Int) -> [UInt8] {
        var rows = [UInt16](repeating: 0, count: w * h)
        for y in 0..<h {
            let r = y * w
            for x in 0..<w {
                let l = x > 0 ? a[r + x - 1] : a[r + x], q = x < w - 1 ? a[r + x + 1] : a[r + x]
                rows[r + x] = UInt16(l) + UInt16(a[r + x]) + UInt16(q)
            }
        }
        var out = [UInt8](repeating: 0, count: w * h)
        for y in 0..<h {
            let up = (y > 0 ? y - 1 : y) * w, mid = y * w, down = (y < h - 1 ? y + 1 : y) * w
            for x in 0..<w { out[mid + x] = UInt8((UInt32(rows[up + x]) + UInt32(rows[mid + x]) + UInt32(rows[down + x]) + 4) / 9) }
        }
        return out
    }
}
