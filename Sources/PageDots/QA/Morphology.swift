/// Grey-level morphology on a plane of bytes (docs/qa.md#finding-the-rows): the smallest
/// and largest value over a square, in time that does not depend on the square's size
/// (van Herk / Gil–Werman: running minima from both ends of each block).
enum Morphology {
    /// `plane` (w × h) with each pixel replaced by the least (`largest` false) or largest
    /// value within `size` pixels of it along x, then along y (a square `size` wide; odd).
    /// Outside the plane counts as neither.
    static func filter(_ plane: [UInt8], _ w: Int, _ h: Int, size: Int, largest: Bool) -> [UInt8] {
        var rows = [UInt8](repeating: 0, count: w * h)
        var line = [UInt8](repeating: 0, count: max(w, h)), out = line
        for y in 0..<h {
            for x in 0..<w { line[x] = plane[y * w + x] }
            run(&line, &out, w, size, largest)
            for x in 0..<w { rows[y * w + x] = out[x] }
        }
        var result = [UInt8](repeating: 0, count: w * h)
        for x in 0..<w {
            for y in 0..<h { line[y] = rows[y * w + x] }
            run(&line, &out, h, size, largest)
            for y in 0..<h { result[y * w + x] = out[y] }
        }
        return result
    }

    /// The running minimum (or maximum) of the first `n` values of `v` over a window of
    /// `size` centred on each, into `out`.
    static func run(_ v: inout [UInt8], _ out: inout [UInt8], _ n: Int, _ size: Int, _ largest: Bool) {
        let r = size / 2
        let neutral: UInt8 = largest ? 0 : 255
        // Padded by r each side; blocks of `size`.
        let m = n + 2 * r
        var padded = [UInt8](repeating: neutral, count: m)
        for i in 0..<n { padded[i + r] = v[i] }
        var forward = padded, backward = padded
        for i in 0..<m {
            if i % size != 0 { forward[i] = largest ? max(forward[i - 1], padded[i]) : min(forward[i - 1], padded[i]) }
        }
        for i in stride(from: m - 1, through: 0, by: -1) {
            if (i + 1) % size != 0 && i + 1 < m { backward[i] = largest ? max(backward[i + 1], padded[i]) : min(backward[i + 1], padded[i]) }
        }
        // The window [i, i + size − 1] of the padded line is centred on value i.
        for i in 0..<n {
            let a = backward[i], b = forward[min(i + size - 1, m - 1)]
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
