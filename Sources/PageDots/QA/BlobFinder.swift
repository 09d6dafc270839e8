/// Finds the blobs of one row's band in one frame (docs/qa.md#how-elements-are-measured):
/// pixels whose colour stands out from the column's background, joined with their
/// neighbours, each blob with the faint rim around it. Each blob also sums, column by
/// column, the contrast of its pixels: the row's profile before the colours are known.
public enum BlobFinder {
    /// Pixels around the pixels over the threshold that are measured too (the faint
    /// anti-aliased rim and the blur of compression).
    public static let rim = 2

    /// What one band shows in one frame: its blobs (those its edge cuts included, marked
    /// `cut`), and its width.
    public struct Band: Equatable, Sendable {
        /// The blobs found, cut ones included.
        public var blobs: [Blob]
        /// The band's width, px.
        public var width: Int
        /// What lies behind the row, column by column (nil when nothing was measured).
        public var background: BandBackground?
    }

    /// Sides of a band, as it runs along x.
    public struct Sides: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let top = Sides(rawValue: 1), bottom = Sides(rawValue: 2), left = Sides(rawValue: 4), right = Sides(rawValue: 8)
    }

    /// The colour distance of a pixel's contrast (luma, blue, red levels).
    @inline(__always) static func distance(_ y: Float, _ u: Float, _ v: Float) -> Float { (y * y + u * u + v * v).squareRoot() }

    /// The blobs of `f` (a band turned to run along x) against `bg`, seeded where the
    /// colour distance, averaged over 3 × 3 pixels (a GIF's dithering and a video's grain
    /// average out), passes `share` of the strongest such distance in the band, and never
    /// less than `floor`: elements keep their contrast to each other over any background,
    /// not to the background. Blobs touching the band's edge are marked cut; where that
    /// edge is the frame's (`frameEdges`), only when it meets them at three quarters of
    /// their strongest contrast, not only with their fringe (a dot two pixels from the
    /// bottom of a screen, a GIF cut close round its dots).
    /// Elements apart from the others, of 3 × 3 pixels or more, need only `faint` of the
    /// strongest distance (the others' blobs stay as `share` makes them). In a band
    /// `tight` round its elements (they fill its height but for a few rows), a column of
    /// seeds its whole height is an element's middle, not a page's edge.
    public static func band(_ f: PlanarFrame, background bg: BandBackground, share: Double, faint: Double, floor: Double, tight: Bool = false, frameEdges: Sides = [],
                            capped: Sides? = nil) -> Band {
        // (The frame's edges that may clip a dot's cap and leave it whole: all, unless told.)
        let capped = capped ?? frameEdges
        let w = f.width, h = f.height
        let n = w * h
        guard w > 2, h > 2, f.luma.count >= n else { return Band(blobs: [], width: w, background: bg) }
        // Contrast planes at full size (chroma repeated over its 2 × 2 pixels).
        let (dy, du, dv) = Self.contrast(f, bg)
        // Seeds: the 3 × 3 mean contrast's distance over the threshold.
        let smooth = Self.smoothDistance(dy, du, dv, w, h)
        // (Each row's strongest distance: the scans below pass over the rows where nothing
        // reaches their threshold.)
        let rowTop = smooth.withUnsafeBufferPointer { p in (0..<h).map { Self.largest(p.baseAddress! + $0 * w, w) } }
        let strongest = rowTop.max() ?? 0
        // Never below the background's own texture (a GIF's dither, a video's grain, a
        // photo's detail): its rows' middle distance and six robust deviations more, so
        // that a label or another row in those rows does not count; up to 30 % of the
        // strongest.
        // (Every third pixel of every other row tells as much.)
        var texture = [Float]()
        texture.reserveCapacity(bg.rows.count * w / 6 + 1)
        for y in bg.rows where y < h && y % 2 == 0 { for x in stride(from: y % 3, to: w, by: 3) { texture.append(smooth[y * w + x]) } }
        var rough: Float = 0
        if !texture.isEmpty {
            let middle = Self.percentile(&texture, 0.5)
            for k in texture.indices { texture[k] = abs(texture[k] - middle) }
            rough = middle + 6 * 1.4826 * Self.percentile(&texture, 0.5)
        }
        let least = max(Float(floor), min(rough, 0.3 * strongest))
        let t = max(least, Float(share) * strongest)
        let low = max(least, Float(faint) * strongest)
        // Rows that can hold a seed (every seed passes half the threshold, or the faint
        // one), and rows a blob's rim can reach.
        let lit = rowTop.map { $0 > (low < t ? min(t / 2, low) : t / 2) }
        let reached = (0..<h).map { y in lit[max(0, y - rim)...min(h - 1, y + rim)].contains(true) }
        // (The pixel loops below use plain pointers: no bounds checks, no copies. Every
        // flood visits its neighbours in the same order, so what it sums is summed in the
        // same order.)
        let seedBuffer = UnsafeMutableBufferPointer<Bool>.allocate(capacity: n)
        let labelBuffer = UnsafeMutableBufferPointer<Int32>.allocate(capacity: n)
        defer { seedBuffer.deallocate(); labelBuffer.deallocate() }
        seedBuffer.initialize(repeating: false)
        labelBuffer.initialize(repeating: 0)
        let seed = seedBuffer.baseAddress!, label = labelBuffer.baseAddress!
        var members: [[Int]] = []
        var acc: [Sums] = []
        var measures: [[Float]] = [], hues: [[Float]] = []
        smooth.withUnsafeBufferPointer { sp in dy.withUnsafeBufferPointer { yp in du.withUnsafeBufferPointer { up in dv.withUnsafeBufferPointer { vp in
        let smooth = sp.baseAddress!, dy = yp.baseAddress!, du = up.baseAddress!, dv = vp.baseAddress!
        // Seeds over the threshold, grown into their neighbours over half of it (a faint
        // element's dithered pixels dip below the threshold here and there).
        var grow: [Int] = []
        for y in 0..<h where rowTop[y] > t {
            for p in (y &* w)..<(y &* w &+ w) where smooth[p] > t { seed[p] = true; grow.append(p) }
        }
        let half = t / 2
        while let p = grow.popLast() {
            let px = p % w, py = p / w
            for qy in max(0, py - 1)...min(h - 1, py + 1) {
                var q = qy &* w &+ max(0, px - 1)
                for _ in max(0, px - 1)...min(w - 1, px + 1) {
                    if !seed[q] && smooth[q] > half { seed[q] = true; grow.append(q) }
                    q &+= 1
                }
            }
        }
        // A column of seeds the band's whole height is the edge of a page sliding behind the
        // row, not an element (elements fill at most part of the band): left out, so a dot
        // beside it stays a dot of its own.
        var counts = [Int32](repeating: 0, count: w)
        func dropEdges() {
            guard h >= 12, !tight else { return }
            counts.withUnsafeMutableBufferPointer { c in
                let c = c.baseAddress!
                for x in 0..<w { c[x] = 0 }
                for y in 0..<h where lit[y] {
                    let row = seed + y &* w
                    for x in 0..<w where row[x] { c[x] &+= 1 }
                }
                for x in 0..<w where Int(c[x]) >= h - 2 { for y in 0..<h { seed[y &* w &+ x] = false } }
            }
        }
        dropEdges()
        /// Whether a seed lies within `r` pixels of pixel `p` (across and down).
        func seedNear(_ p: Int, within r: Int) -> Bool {
            let px = p % w, py = p / w
            for qy in max(0, py - r)...min(h - 1, py + r) {
                let row = seed + qy &* w
                for qx in max(0, px - r)...min(w - 1, px + r) where row[qx] { return true }
            }
            return false
        }
        // Faint elements: runs over the low threshold, 3 × 3 or more, with no seed within
        // three pixels (a strong element's rim and its colour's bleed are its own).
        if low < t {
            let seenBuffer = UnsafeMutableBufferPointer<Bool>.allocate(capacity: n)
            defer { seenBuffer.deallocate() }
            seenBuffer.initialize(repeating: false)
            let seen = seenBuffer.baseAddress!
            var stack: [Int] = [], list: [Int] = []
            for y in 0..<h where rowTop[y] > low {
                for start in (y &* w)..<(y &* w &+ w) where smooth[start] > low && !seed[start] && !seen[start] {
                    seen[start] = true
                    stack.append(start)
                    list.removeAll(keepingCapacity: true)
                    var touches = false
                    var x0 = w, x1 = -1, y0 = h, y1 = -1
                    while let p = stack.popLast() {
                        list.append(p)
                        let px = p % w, py = p / w
                        x0 = min(x0, px); x1 = max(x1, px); y0 = min(y0, py); y1 = max(y1, py)
                        for qy in max(0, py - 1)...min(h - 1, py + 1) {
                            var q = qy &* w &+ max(0, px - 1)
                            for _ in max(0, px - 1)...min(w - 1, px + 1) {
                                if !seed[q] && !seen[q] && smooth[q] > low { seen[q] = true; stack.append(q) }
                                q &+= 1
                            }
                        }
                        if !touches { touches = seedNear(p, within: 3) }
                    }
                    if !touches && x1 - x0 >= 2 && y1 - y0 >= 2 { for p in list { seed[p] = true } }
                    if touches {
                        // (A faint dot a few pixels from a strong one, its run joined to the
                        // strong one's halo: its core — the pixels with no seed within three —
                        // is an element when 4 × 4 or more and round enough; the halo stays
                        // out, so the two stay apart.)
                        var core: [Int] = []
                        var cx0 = w, cx1 = -1, cy0 = h, cy1 = -1
                        var peak = -1
                        for p in list where !seedNear(p, within: 3) {
                            let px = p % w, py = p / w
                            core.append(p)
                            if peak < 0 || smooth[p] > smooth[peak] { peak = p }
                            cx0 = min(cx0, px); cx1 = max(cx1, px); cy0 = min(cy0, py); cy1 = max(cy1, py)
                        }
                        // (A dot of its own peaks inside its core, clear of the strong element;
                        // a halo or an edge's blur peaks where it meets the strong one. Round
                        // enough to be a dot — half its box or more, no more than twice as long
                        // as it is wide: a letter's stroke beside a bold one is none.)
                        let cw = cx1 - cx0 + 1, ch = cy1 - cy0 + 1
                        if peak >= 0 && !seedNear(peak, within: 4) && cw >= 4 && ch >= 4 && 2 * core.count >= cw * ch && max(cw, ch) <= 2 * min(cw, ch) {
                            for p in core { seed[p] = true }
                        }
                    }
                }
            }
            dropEdges()
        }
        // Blobs of seeds (8-connected).
        var stack: [Int] = []
        for y in 0..<h where lit[y] {
            for start in (y &* w)..<(y &* w &+ w) where seed[start] && label[start] == 0 {
                let id = Int32(members.count + 1)
                label[start] = id
                stack.append(start)
                var list: [Int] = []
                while let p = stack.popLast() {
                    list.append(p)
                    let px = p % w, py = p / w
                    for qy in max(0, py - 1)...min(h - 1, py + 1) {
                        var q = qy &* w &+ max(0, px - 1)
                        for _ in max(0, px - 1)...min(w - 1, px + 1) {
                            if seed[q] && label[q] == 0 { label[q] = id; stack.append(q) }
                            q &+= 1
                        }
                    }
                }
                members.append(list)
            }
        }
        // Each blob's colour: the direction of its seeds' summed contrast. It is measured
        // along its luma when that says enough (luma has every pixel, chroma one in four),
        // else along its colour.
        hues = members.map { list in
            var a: Float = 0, b: Float = 0, c: Float = 0
            for p in list { a += dy[p]; b += du[p]; c += dv[p] }
            let norm = max(distance(a, b, c), 1e-6)
            return [a / norm, b / norm, c / norm]
        }
        measures = hues.map { abs($0[0]) >= 0.35 ? [$0[0] > 0 ? 1 : -1, 0, 0] : $0 }
        // The rim around each blob, ring by ring, first come first served.
        var edge = members.flatMap { $0 }
        var next: [Int] = []
        for _ in 0..<rim {
            next.removeAll(keepingCapacity: true)
            for p in edge {
                let id = label[p]
                let px = p % w, py = p / w
                for qy in max(0, py - 1)...min(h - 1, py + 1) {
                    var q = qy &* w &+ max(0, px - 1)
                    for _ in max(0, px - 1)...min(w - 1, px + 1) {
                        if label[q] == 0 { label[q] = id; next.append(q) }
                        q &+= 1
                    }
                }
            }
            swap(&edge, &next)
        }
        // Sums over every blob's pixels: its moments along its own colour, and its column
        // sums of raw contrast.
        // (Flat: six sums a blob — mass, x, y, x², y², peak — and every blob's columns,
        // four values each, one after another.)
        let count = members.count
        var firsts = [Int](repeating: 0, count: count), starts = [Int](repeating: 0, count: count + 1)
        for (k, list) in members.enumerated() {
            var x0 = w, x1 = -1
            for p in list { x0 = min(x0, p % w); x1 = max(x1, p % w) }
            // (The rim reaches `rim` pixels further.)
            firsts[k] = max(0, x0 - rim)
            starts[k + 1] = starts[k] + 4 * (min(w - 1, x1 + rim) - firsts[k] + 1)
        }
        var sums = [Double](repeating: 0, count: 6 * count)
        var columns = [Float](repeating: 0, count: starts[count])
        var atEdge = [Double](repeating: 0, count: count), touching = [Bool](repeating: false, count: count)
        let m0 = measures.map { $0[0] }, m1 = measures.map { $0[1] }, m2 = measures.map { $0[2] }
        sums.withUnsafeMutableBufferPointer { sp in columns.withUnsafeMutableBufferPointer { cp in
        let sums = sp.baseAddress!, columns = cp.baseAddress!
        for y in 0..<h where reached[y] {
            let row = label + y &* w
            let fy = Double(y) + 0.5
            for x in 0..<w where row[x] != 0 {
                let p = y &* w &+ x
                let k = Int(row[x]) &- 1
                let d = Double(max(0, dy[p] * m0[k] + du[p] * m1[k] + dv[p] * m2[k]))
                let fx = Double(x) + 0.5
                let s = sums + 6 &* k
                s[0] += d; s[1] += d * fx; s[2] += d * fy; s[3] += d * fx * fx; s[4] += d * fy * fy
                s[5] = max(s[5], d)
                if x == 0 || y == 0 || x == w - 1 || y == h - 1 {
                    let frame = (y == 0 && frameEdges.contains(.top)) || (y == h - 1 && frameEdges.contains(.bottom))
                        || (x == 0 && frameEdges.contains(.left)) || (x == w - 1 && frameEdges.contains(.right))
                    if frame { atEdge[k] = max(atEdge[k], d) } else { touching[k] = true }
                }
                let i = 4 &* (x &- firsts[k])
                if i >= 0 && i &+ 3 < starts[k &+ 1] &- starts[k] {
                    let c = columns + (starts[k] &+ i)
                    c[0] += dy[p]; c[1] += du[p]; c[2] += dv[p]
                    c[3] = max(c[3], distance(dy[p], du[p], dv[p]))
                }
            }
        }
        } }
        acc = (0..<count).map { k in
            Sums(m: sums[6 * k], sx: sums[6 * k + 1], sy: sums[6 * k + 2], sxx: sums[6 * k + 3], syy: sums[6 * k + 4], peak: sums[6 * k + 5],
                 touches: touching[k], strongAtFrameEdge: 4 * atEdge[k] >= 3 * sums[6 * k + 5], first: firsts[k], columns: Array(columns[starts[k]..<starts[k + 1]]))
        }
        } } } }
        var blobs: [Blob] = []
        for (k, list) in members.enumerated() {
            let s = acc[k]
            guard s.m > 0 else { continue }
            var minX = Int.max, maxX = -1, minY = Int.max, maxY = -1
            var inner: [Double] = []
            let c = measures[k]
            for p in list {
                let x = p % w, y = p / w
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
                guard x > 0, y > 0, x < w - 1, y < h - 1 else { continue }
                var surrounded = true
                neighbours: for qy in (y - 1)...(y + 1) {
                    for qx in (x - 1)...(x + 1) where !seed[qy * w + qx] || label[qy * w + qx] != label[p] {
                        surrounded = false
                        break neighbours
                    }
                }
                if surrounded { inner.append(Double(max(0, dy[p] * c[0] + du[p] * c[1] + dv[p] * c[2]))) }
            }
            inner.sort()
            let cx = s.sx / s.m, cy = s.sy / s.m
            // Sampling by whole pixels adds a pixel's own variance, 1/12.
            var blob = Blob(mass: s.m, x: cx + Double(f.originX), y: cy + Double(f.originY),
                            varianceX: s.sxx / s.m - cx * cx - 1.0 / 12, varianceY: s.syy / s.m - cy * cy - 1.0 / 12,
                            peak: s.peak, plateau: inner.isEmpty ? s.peak : inner[inner.count / 2], innerPixels: inner.count,
                            hue: hues[k].map(Double.init), spanX: maxX - minX + 1, spanY: maxY - minY + 1)
            blob.boxX = Double(minX + f.originX)
            blob.boxY = Double(minY + f.originY)
            let id = Int32(k + 1)
            blob.ring = Self.surroundsBackground(minX, maxX, minY, maxY) { x, y in seed[y * w + x] && label[y * w + x] == id }
            let column = min(w - 1, max(0, Int(cx)))
            blob.background = [Double(bg.luma[column]), Double(bg.cb[column / 2]), Double(bg.cr[column / 2])]
            blob.measure = c.map(Double.init)
            // (Cut where the frame's edge meets it at its strength — unless it only clips
            // its cap: a recording cropped tight round a screen's bottom row of dots.)
            blob.cut = s.touches
            if s.strongAtFrameEdge && !s.touches {
                // (The frame's edges its rim reaches; where one may not clip a cap, it is cut.)
                var meets: Sides = []
                if minY <= rim { meets.insert(.top) }
                if maxY >= h - 1 - rim { meets.insert(.bottom) }
                if minX <= rim { meets.insert(.left) }
                if maxX >= w - 1 - rim { meets.insert(.right) }
                meets.formIntersection(frameEdges)
                let half = Float(s.peak / 2)
                blob.cut = !meets.isSubset(of: capped) || !Self.onlyCapped(max(0, minX - rim), min(w - 1, maxX + rim), max(0, minY - rim), min(h - 1, maxY + rim), width: w, height: h,
                                                                            edges: (meets.contains(.top), meets.contains(.bottom), meets.contains(.left), meets.contains(.right))) { x, y in
                    let p = y * w + x
                    return label[p] == id && dy[p] * c[0] + du[p] * c[1] + dv[p] * c[2] >= half
                }
            }
            blob.firstColumn = s.first
            blob.columns = s.columns
            blobs.append(blob)
        }
        return Band(blobs: blobs, width: w, background: bg)
    }

    /// Whether a shape in the box `x0...x1` × `y0...y1` of a `width` × `height` picture,
    /// which the picture's `edges` (those its box reaches) meet, loses only its cap to
    /// them: along each such edge, the runs of its `strong` pixels (half its peak or more)
    /// parallel to the edge widen from its far side and narrow again towards the edge —
    /// the widest two pixels or more inside, the runs at both ends no more than 0.85 of
    /// it. A round dot a pixel or two past the edge keeps most of itself; one cut through
    /// its middle is widest at the edge; the page between two such dots, widest away from
    /// it.
    static func onlyCapped(_ x0: Int, _ x1: Int, _ y0: Int, _ y1: Int, width w: Int, height h: Int,
                           edges: (top: Bool, bottom: Bool, left: Bool, right: Bool), strong: (Int, Int) -> Bool) -> Bool {
        guard x0 <= x1, y0 <= y1 else { return false }
        /// Whether `runs` (from the far side to the edge) close in at both ends.
        func capped(_ runs: [Int]) -> Bool {
            let shown = Array(runs.drop { $0 == 0 })
            guard let widest = shown.max(), widest > 0, let at = shown.firstIndex(of: widest) else { return false }
            return at <= shown.count - 3 && 20 * shown.first! <= 17 * widest && 20 * shown.last! <= 17 * widest
        }
        func rows(_ y: Int) -> Int { (x0...x1).filter { strong($0, y) }.count }
        func columns(_ x: Int) -> Int { (y0...y1).filter { strong(x, $0) }.count }
        if edges.top && y0 == 0 && !capped((y0...y1).reversed().map(rows)) { return false }
        if edges.bottom && y1 == h - 1 && !capped((y0...y1).map(rows)) { return false }
        if edges.left && x0 == 0 && !capped((x0...x1).reversed().map(columns)) { return false }
        if edges.right && x1 == w - 1 && !capped((x0...x1).map(columns)) { return false }
        return true
    }

    /// Whether a blob in the box `x0...x1` × `y0...y1` (its pixels told by `mine`) is a
    /// ring: it encloses pixels that are not its own (pixels inside its box that cannot
    /// reach the box's edge), `least` of the box or more (an eighth), in the middle of the
    /// box (a letter's hole, as in e, a or p, is off to a side).
    static func surroundsBackground(_ x0: Int, _ x1: Int, _ y0: Int, _ y1: Int, least: Double = 0.12, mine: (Int, Int) -> Bool) -> Bool {
        let bw = x1 - x0 + 1, bh = y1 - y0 + 1
        guard bw >= 5, bh >= 5 else { return false }
        var reached = [Bool](repeating: false, count: bw * bh)
        var stack: [(Int, Int)] = []
        for x in 0..<bw { for y in [0, bh - 1] where !mine(x0 + x, y0 + y) && !reached[y * bw + x] { reached[y * bw + x] = true; stack.append((x, y)) } }
        for y in 0..<bh { for x in [0, bw - 1] where !mine(x0 + x, y0 + y) && !reached[y * bw + x] { reached[y * bw + x] = true; stack.append((x, y)) } }
        while let (x, y) = stack.popLast() {
            for (qx, qy) in [(x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)] where qx >= 0 && qy >= 0 && qx < bw && qy < bh {
                let i = qy * bw + qx
                if !reached[i] && !mine(x0 + qx, y0 + qy) { reached[i] = true; stack.append((qx, qy)) }
            }
        }
        var hole = 0, sx = 0.0, sy = 0.0
        for y in 0..<bh { for x in 0..<bw where !reached[y * bw + x] && !mine(x0 + x, y0 + y) { hole += 1; sx += Double(x) + 0.5; sy += Double(y) + 0.5 } }
        guard Double(hole) >= least * Double(bw * bh) else { return false }
        return abs(sx / Double(hole) - Double(bw) / 2) <= 0.12 * Double(bw) + 0.5 && abs(sy / Double(hole) - Double(bh) / 2) <= 0.12 * Double(bh) + 0.5
    }

    /// The largest of `n` values from `p`, and never below 0 (four running at once).
    @inline(__always) static func largest(_ p: UnsafePointer<Float>, _ n: Int) -> Float {
        var a: Float = 0, b: Float = 0, c: Float = 0, d: Float = 0
        var i = 0
        while i &+ 4 <= n {
            let e = p[i], f = p[i &+ 1], g = p[i &+ 2], h = p[i &+ 3]
            a = e > a ? e : a; b = f > b ? f : b; c = g > c ? g : c; d = h > d ? h : d
            i &+= 4
        }
        while i < n { if p[i] > a { a = p[i] }; i &+= 1 }
        return max(max(a, b), max(c, d))
    }

    /// The value below which a share `q` of `v` lies (reorders `v`).
    static func percentile(_ v: inout [Float], _ q: Double) -> Float {
        guard !v.isEmpty else { return 0 }
        let k = min(v.count - 1, Int(Double(v.count - 1) * q))
        var lo = 0, hi = v.count - 1
        // Quickselect.
        while lo < hi {
            let pivot = v[(lo + hi) / 2]
            var i = lo, j = hi
            while i <= j {
                while v[i] < pivot { i += 1 }
                while v[j] > pivot { j -= 1 }
                if i <= j { v.swapAt(i, j); i += 1; j -= 1 }
            }
            if k <= j { hi = j } else if k >= i { lo = i } else { break }
        }
        return v[k]
    }

    /// The contrast of every pixel of `f` with its column's background `bg` (luma, blue,
    /// red levels; chroma repeated over the 2 × 2 pixels it covers), as three planes.
    static func contrast(_ f: PlanarFrame, _ bg: BandBackground) -> ([Float], [Float], [Float]) {
        let w = f.width, h = f.height, cw = f.chromaWidth, n = w * h
        var dy = [Float](repeating: 0, count: n), du = dy, dv = dy
        f.luma.withUnsafeBufferPointer { l in f.cb.withUnsafeBufferPointer { u in f.cr.withUnsafeBufferPointer { v in
            bg.luma.withUnsafeBufferPointer { bl in bg.cb.withUnsafeBufferPointer { bu in bg.cr.withUnsafeBufferPointer { bv in
                dy.withUnsafeMutableBufferPointer { py in du.withUnsafeMutableBufferPointer { pu in dv.withUnsafeMutableBufferPointer { pv in
                    // (Plain pointers: no bounds or overflow checks, so the loops vectorise.)
                    let l = l.baseAddress!, bl = bl.baseAddress!, py = py.baseAddress!
                    let u = u.baseAddress!, v = v.baseAddress!, bu = bu.baseAddress!, bv = bv.baseAddress!
                    let pu = pu.baseAddress!, pv = pv.baseAddress!
                    let pairs = w / 2
                    for y in 0..<h {
                        let row = y &* w, crow = (y >> 1) &* cw
                        for x in 0..<w { py[row &+ x] = Float(l[row &+ x]) - bl[x] }
                        for k in 0..<pairs {
                            let a = Float(u[crow &+ k]) - bu[k], b = Float(v[crow &+ k]) - bv[k]
                            pu[row &+ 2 &* k] = a; pu[row &+ 2 &* k &+ 1] = a
                            pv[row &+ 2 &* k] = b; pv[row &+ 2 &* k &+ 1] = b
                        }
                        if w % 2 == 1 {
                            pu[row &+ w &- 1] = Float(u[crow &+ pairs]) - bu[pairs]
                            pv[row &+ w &- 1] = Float(v[crow &+ pairs]) - bv[pairs]
                        }
                    }
                } } }
            } } }
        } } }
        return (dy, du, dv)
    }

    /// The colour distance of the 3 × 3 mean of three contrast planes, pixel by pixel
    /// (edges averaged over what is inside).
    static func smoothDistance(_ a: [Float], _ b: [Float], _ c: [Float], _ w: Int, _ h: Int) -> [Float] {
        let n = w * h
        var out = [Float](repeating: 0, count: n)
        guard w >= 2, h >= 1 else { return out }
        var rows = [Float](repeating: 0, count: 3 * n)
        // Sums of three along each row, the three planes side by side.
        rows.withUnsafeMutableBufferPointer { r in
            for (k, plane) in [a, b, c].enumerated() {
                plane.withUnsafeBufferPointer { p in
                    let p = p.baseAddress!, r = r.baseAddress! + k * n
                    for y in 0..<h {
                        let base = y &* w
                        r[base] = p[base] + p[base] + p[base &+ 1]
                        for x in 1..<(w - 1) { r[base &+ x] = p[base &+ x &- 1] + p[base &+ x] + p[base &+ x &+ 1] }
                        r[base &+ w &- 1] = p[base &+ w &- 2] + p[base &+ w &- 1] + p[base &+ w &- 1]
                    }
                }
            }
        }
        rows.withUnsafeBufferPointer { r in
            out.withUnsafeMutableBufferPointer { d in
                let r = r.baseAddress!, d = d.baseAddress!
                for y in 0..<h {
                    let up = (y > 0 ? y - 1 : y) &* w, mid = y &* w, down = (y < h - 1 ? y + 1 : y) &* w
                    for x in 0..<w {
                        let sy = (r[up &+ x] + r[mid &+ x] + r[down &+ x]) / 9
                        let su = (r[n &+ up &+ x] + r[n &+ mid &+ x] + r[n &+ down &+ x]) / 9
                        let sv = (r[2 &* n &+ up &+ x] + r[2 &* n &+ mid &+ x] + r[2 &* n &+ down &+ x]) / 9
                        d[mid &+ x] = (sy * sy + su * su + sv * sv).squareRoot()
                    }
                }
            }
        }
        return out
    }

    /// A blob's sums as its pixels are taken.
    struct Sums {
        var m = 0.0, sx = 0.0, sy = 0.0, sxx = 0.0, syy = 0.0, peak = 0.0
        var touches = false
        var strongAtFrameEdge = false
        var first = 0
        var columns: [Float] = []
    }
}
