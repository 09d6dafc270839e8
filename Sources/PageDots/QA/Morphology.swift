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
        let r = size / 2
        // (Plain pointers. Along x each row runs through one set of scratch lines; along y
        // whole rows are taken at once, so the running values over x vectorise.)
        var result = [UInt8](repeating: 0, count: n)
        let rows = UnsafeMutablePointer<UInt8>.allocate(capacity: n)
        let longest = w + 2 * r
        let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: 3 * longest)
        let m = h + 2 * r
        let forward = UnsafeMutablePointer<UInt8>.allocate(capacity: m * w), backward = UnsafeMutablePointer<UInt8>.allocate(capacity: m * w)
        defer { rows.deallocate(); scratch.deallocate(); forward.deallocate(); backward.deallocate() }
        plane.withUnsafeBufferPointer { p in
            let p = p.baseAddress!
            for y in 0..<h {
                if largest {
                    run(p + y &* w, rows + y &* w, w, size, scratch, scratch + longest, max, 0)
                } else {
                    run(p + y &* w, rows + y &* w, w, size, scratch, scratch + longest, min, 255)
                }
            }
        }
        result.withUnsafeMutableBufferPointer { d in
            if largest {
                columns(rows, d.baseAddress!, w, h, size, forward, backward, max, 0)
            } else {
                columns(rows, d.baseAddress!, w, h, size, forward, backward, min, 255)
            }
        }
        return result
    }

    /// The running `pick` (least or largest) of the first `n` values of `v` over a window
    /// of `size` centred on each, into `out`; `forward` and `backward` are scratch lines of
    /// `n + size` values or more. `neutral` stands for what lies outside.
    @inline(__always)
    static func run(_ v: UnsafePointer<UInt8>, _ out: UnsafeMutablePointer<UInt8>, _ n: Int, _ size: Int,
                    _ forward: UnsafeMutablePointer<UInt8>, _ backward: UnsafeMutablePointer<UInt8>,
                    _ pick: (UInt8, UInt8) -> UInt8, _ neutral: UInt8) {
        let r = size / 2
        // Padded by r each side; blocks of `size`: the running value from each block's
        // start (forward) and from its end (backward).
        let m = n + 2 * r
        @inline(__always) func padded(_ i: Int) -> UInt8 { i >= r && i < r &+ n ? v[i &- r] : neutral }
        var start = 0
        while start < m {
            let end = min(start + size, m)
            forward[start] = padded(start)
            for i in (start + 1)..<end { forward[i] = pick(forward[i &- 1], padded(i)) }
            backward[end - 1] = padded(end - 1)
            for i in stride(from: end - 2, through: start, by: -1) { backward[i] = pick(backward[i &+ 1], padded(i)) }
            start = end
        }
        // The window [i, i + size − 1] of the padded line is centred on value i.
        for i in 0..<n { out[i] = pick(backward[i], forward[min(i &+ size &- 1, m &- 1)]) }
    }

    /// `run` down the columns of `v` (w × h) into `out`, whole rows at a time: `forward`
    /// and `backward` hold (h + size − 1) rows.
    @inline(__always)
    static func columns(_ v: UnsafePointer<UInt8>, _ out: UnsafeMutablePointer<UInt8>, _ w: Int, _ h: Int, _ size: Int,
                        _ forward: UnsafeMutablePointer<UInt8>, _ backward: UnsafeMutablePointer<UInt8>,
                        _ pick: (UInt8, UInt8) -> UInt8, _ neutral: UInt8) {
        let r = size / 2, m = h + 2 * r
        /// Padded row `i` into `to`, or taken with the row before by `pick`.
        @inline(__always) func take(_ i: Int, _ to: UnsafeMutablePointer<UInt8>, _ with: UnsafePointer<UInt8>?) {
            if i >= r && i < r &+ h {
                let row = v + (i &- r) &* w
                if let with { for x in 0..<w { to[x] = pick(with[x], row[x]) } } else { to.update(from: row, count: w) }
            } else if let with {
                for x in 0..<w { to[x] = pick(with[x], neutral) }
            } else {
                to.update(repeating: neutral, count: w)
            }
        }
        var start = 0
        while start < m {
            let end = min(start + size, m)
            take(start, forward + start &* w, nil)
            for i in (start + 1)..<end { take(i, forward + i &* w, forward + (i &- 1) &* w) }
            take(end - 1, backward + (end - 1) &* w, nil)
            for i in stride(from: end - 2, through: start, by: -1) { take(i, backward + i &* w, backward + (i &+ 1) &* w) }
            start = end
        }
        for y in 0..<h {
            let a = backward + y &* w, b = forward + min(y &+ size &- 1, m &- 1) &* w, o = out + y &* w
            for x in 0..<w { o[x] = pick(a[x], b[x]) }
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
        plane.withUnsafeBufferPointer { p in opened.withUnsafeBufferPointer { o in closed.withUnsafeBufferPointer { c in
            bright.withUnsafeMutableBufferPointer { b in dark.withUnsafeMutableBufferPointer { d in
                for i in 0..<(w * h) {
                    b[i] = p[i] &- o[i]
                    d[i] = c[i] &- p[i]
                }
            } }
        } } }
        return (bright, dark)
    }

    /// The plane averaged over 3 × 3 pixels (edges over what is inside).
    static func smoothed(_ a: [UInt8], _ w: Int, _ h: Int) -> [UInt8] {
        guard w > 0, h > 0 else { return [] }
        var out = [UInt8](repeating: 0, count: w * h)
        let rows = UnsafeMutablePointer<UInt16>.allocate(capacity: w * h)
        defer { rows.deallocate() }
        a.withUnsafeBufferPointer { a in
            let a = a.baseAddress!
            for y in 0..<h {
                let p = a + y &* w, s = rows + y &* w
                if w == 1 { s[0] = 3 &* UInt16(p[0]); continue }
                s[0] = UInt16(p[0]) &+ UInt16(p[0]) &+ UInt16(p[1])
                for x in 1..<(w - 1) { s[x] = UInt16(p[x &- 1]) &+ UInt16(p[x]) &+ UInt16(p[x &+ 1]) }
                s[w - 1] = UInt16(p[w - 2]) &+ UInt16(p[w - 1]) &+ UInt16(p[w - 1])
            }
        }
        out.withUnsafeMutableBufferPointer { o in
            let o = o.baseAddress!
            for y in 0..<h {
                let up = rows + (y > 0 ? y - 1 : y) &* w, mid = rows + y &* w, down = rows + (y < h - 1 ? y + 1 : y) &* w
                let d = o + y &* w
                for x in 0..<w { d[x] = UInt8(truncatingIfNeeded: (UInt32(up[x]) &+ UInt32(mid[x]) &+ UInt32(down[x]) &+ 4) / 9) }
            }
        }
        return out
    }
}
