import Foundation

/// Finds the rows (and columns) of page-indicator elements in one whole frame
/// (docs/qa.md#finding-the-rows): small details that stand out from what surrounds them —
/// a morphological top-hat, so a page colour sliding in, a gradient or a card's edge is
/// not contrast — that are solid (a disc, a pill, a dash) or rings, grouped into lines of
/// like elements evenly spaced.
public enum RowSearch {
    /// One element-like detail of a frame, in the frame's pixels.
    public struct Spot: Equatable, Sendable {
        /// Its centre, px.
        public var x: Double, y: Double
        /// Its box, px.
        public var width: Int, height: Int
        /// Mean luma contrast of its pixels against what surrounds it (signed: darker
        /// details are negative).
        public var contrast: Double
        /// Whether it is an outline around background rather than solid.
        public var ring: Bool
        /// One colour inside (a dot), not a picture (a button with an icon).
        public var flat = true
        /// Its colour (luma, blue, red) at its centre; a ring's, on its outline.
        public var colour: [Double] = []
        /// Found over the narrow square only (a tiny dot over a photo).
        public var narrow = false
    }

    /// A line of like elements in one frame.
    public struct Candidate: Equatable, Sendable {
        /// Which way the line runs.
        public var axis: RowAxis
        /// Where the line is across (px), and the extent of its elements along it.
        public var line: Double
        /// The extent of the line's elements along it, px.
        public var from: Double, to: Double
        /// Distance between neighbouring elements, px.
        public var pitch: Double
        /// The largest element's extent across and along the line.
        public var thickness: Double
        /// The largest element's extent along the line, px.
        public var length: Double
        /// The elements on the line.
        public var spots: [Spot]
        /// How strongly it looks like a row: its elements, more when evenly spaced.
        public var score: Double
    }

    /// The smallest and largest element a row may have (px across).
    public static let smallest = 2, largest = 90

    /// Frames larger than this (pixels) are searched at half their size: a screen recording
    /// that large draws its page control larger than the smallest dots of a small GIF.
    public static let halved = 2_000_000

    /// Every row and column of like elements in `f` (a whole frame), best first, none
    /// sharing an element; a frame over `halved` pixels searched at half its size.
    /// With `colour`, spots that only colour shows are sought too.
    public static func candidates(_ f: PlanarFrame, colour: Bool = false) -> [Candidate] {
        guard f.width * f.height > halved else { return candidates(whole: f, colour: colour) }
        return candidates(whole: f.reduced(by: 2), colour: colour).map { $0.scaled(by: 2, originX: f.originX, originY: f.originY) }
    }

    static func candidates(whole f: PlanarFrame, colour: Bool = false) -> [Candidate] {
        let w = f.width, h = f.height
        guard w >= 8, h >= 8 else { return [] }
        // Details up to the largest element: the square must be wider than any.
        var size = min(2 * largest + 1, max(15, Int(0.45 * Double(min(w, h))))) | 1
        if size > 2 * max(w, h) { size = (2 * max(w, h)) | 1 }
        let (bright, dark) = Morphology.details(f.luma, w, h, size: size)
        // (Each plane's levels told once: the narrow square's look reads them too.)
        let levels = [seedLevels(bright, w, h), seedLevels(dark, w, h)]
        var spots: [Spot] = []
        for ((plane, sign), level) in zip([(bright, 1.0), (dark, -1.0)], levels) {
            spots += Self.spots(plane, w, h, sign: sign, origin: (f.originX, f.originY), levels: level)
        }
        spots += smallSpots(f, size: size, wide: [bright, dark], wideLevels: levels, besides: spots)
        if colour { spots += chromaSpots(f, besides: spots) }
        for k in spots.indices {
            let y = min(h - 1, max(0, Int(spots[k].y) - f.originY))
            var x = min(w - 1, max(0, Int(spots[k].x) - f.originX))
            if spots[k].ring {
                // (A ring's colour is on its outline: its most contrasting pixel right of
                // its centre.)
                let bright = spots[k].contrast > 0
                var best = x
                for q in x...min(w - 1, x + spots[k].width / 2 + 1) {
                    let v = Int(f.luma[y * w + q]), b = Int(f.luma[y * w + best])
                    if bright ? v > b : v < b { best = q }
                }
                x = best
            }
            let c = (y / 2) * f.chromaWidth + x / 2
            spots[k].colour = [Double(f.luma[y * w + x]), Double(f.cb[c]), Double(f.cr[c])]
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
                guard ids.allSatisfy({ !taken.contains($0) }), crowd(c, spots) < max(6, 3 * c.spots.count), !lattice(c, spots) else { continue }
                ids.forEach { taken.insert($0) }
                kept.append(c)
            }
        }
        return kept
    }

    /// The details of `spots` that are not `c`'s own, each with where it stands along
    /// `c`'s line and across it.
    static func others(_ c: Candidate, _ spots: [Spot]) -> [(spot: Spot, along: Double, across: Double)] {
        let horizontal = c.axis == .horizontal
        let own = Set(c.spots.map(key))
        return spots.filter { !own.contains(key($0)) }.map { ($0, horizontal ? $0.x : $0.y, horizontal ? $0.y : $0.x) }
    }

    /// How many details stand beside `c`, off its line but within one and a half of its
    /// elements across and a pitch of its ends along: a page control stands clear (a photo
    /// behind it shows a few), while the specks a title's letters leave line up among
    /// three times as many more.
    static func crowd(_ c: Candidate, _ spots: [Spot]) -> Int {
        let n = others(c, spots).filter { o in
            let off = abs(o.across - c.line)
            return off > 0.5 * c.thickness && off <= 1.5 * c.thickness + 2 && o.along >= c.from - c.pitch && o.along <= c.to + c.pitch
        }.count
        if ObservedChecker.debugging { print("crowd \(c.axis) line \(Int(c.line)) \(Int(c.from))...\(Int(c.to)) t \(Int(c.thickness)) n \(c.spots.count): \(n)") }
        return n
    }

    /// Whether `c` is one line of a dither's or a halftone's lattice: pitched 8 px or less
    /// (an ordered dither repeats every 2, 4 or 8 pixels), most of its elements with one
    /// of their size standing straight across from them, about a pitch away (0.8 to 1.25
    /// of it), or half a pitch along and across (a halftone's grid turned by 45°) — as
    /// regular across as along. (Controls stacked in a demo may line up as closely, but
    /// their dots are larger and further apart.)
    static func lattice(_ c: Candidate, _ spots: [Spot]) -> Bool {
        guard c.pitch <= 8.5 else { return false }
        func size(_ s: Spot) -> Double { Double(max(s.width, s.height)) }
        let horizontal = c.axis == .horizontal
        let near = others(c, spots).filter { abs($0.across - c.line) <= 1.25 * c.pitch + 1 }
        let partnered = c.spots.filter { s in
            let along = horizontal ? s.x : s.y, across = horizontal ? s.y : s.x
            return near.contains { o in
                let d = abs(o.across - across), a = abs(o.along - along)
                let straight = a <= 0.25 * c.pitch && d >= 0.8 * c.pitch && d <= 1.25 * c.pitch
                let staggered = abs(a - c.pitch / 2) <= 0.25 * c.pitch && d >= 0.35 * c.pitch && d <= 0.8 * c.pitch
                return (straight || staggered) && abs(size(o.spot) - size(s)) <= 0.4 * max(size(o.spot), size(s))
            }
        }.count
        if ObservedChecker.debugging { print("lattice \(c.axis) line \(Int(c.line)) n \(c.spots.count): \(partnered) partnered") }
        return partnered * 5 >= c.spots.count * 3
    }

    /// The side of the squares a plane's noise is told in (px).
    static let noiseTile = 64
    /// The lowest level a core must reach anywhere (what most pixels fail at once,
    /// before their square's level is looked up).
    static let leastLevel = 12

    /// The level a core must reach in each `noiseTile` square of a plane of contrast (row
    /// by row, `columns` a row): six times the middle value over a block of two by two
    /// squares holding it (128 px across, the quietest of the four such blocks: dots on
    /// a plain strip under a photo are told against the strip, and an element never
    /// fills half a block to set its own), at least 12, and never above that over the
    /// whole plane — a gradient or a busy picture in one part of a frame does not hide
    /// dots on a plain part of it.
    static func seedLevels(_ plane: [UInt8], _ w: Int, _ h: Int) -> (levels: [Int], columns: Int) {
        let t = noiseTile, columns = (w + t - 1) / t, rows = (h + t - 1) / t
        var counts = [Int](repeating: 0, count: columns * rows * 256)
        plane.withUnsafeBufferPointer { p in
            for y in 0..<h {
                let base = (y / t) * columns * 256
                for x in 0..<w { counts[base + (x / t) * 256 + Int(p[y * w + x])] += 1 }
            }
        }
        func level(_ histogram: [Int]) -> Int {
            let n = histogram.reduce(0, +)
            var seen = 0
            for v in 0..<256 { seen += histogram[v]; if seen * 2 >= n { return max(leastLevel, 6 * max(v, 1)) } }
            return leastLevel
        }
        var whole = [Int](repeating: 0, count: 256)
        for k in counts.indices { whole[k % 256] += counts[k] }
        let most = level(whole)
        var levels = [Int](repeating: most, count: columns * rows)
        // Each block's level, by its top left square (a block at the frame's edge holds
        // the squares there are).
        var blocks = [Int](repeating: most, count: columns * rows)
        for by in 0..<rows {
            for bx in 0..<columns {
                var around = [Int](repeating: 0, count: 256)
                for y in by...min(rows - 1, by + 1) {
                    for x in bx...min(columns - 1, bx + 1) {
                        let base = (y * columns + x) * 256
                        for v in 0..<256 { around[v] += counts[base + v] }
                    }
                }
                blocks[by * columns + bx] = level(around)
            }
        }
        for ty in 0..<rows {
            for tx in 0..<columns {
                var least = most
                for by in max(0, ty - 1)...ty {
                    for bx in max(0, tx - 1)...tx { least = min(least, blocks[by * columns + bx]) }
                }
                levels[ty * columns + tx] = least
            }
        }
        return (levels, columns)
    }

    /// Spots that only colour shows (grey dots on a page of the same lightness), sought
    /// only where lightness shows no row at all (a colourful picture holds many more
    /// chance lines of colour than of lightness): sought the same way in the blue and red
    /// difference planes, at their own half size, where a
    /// plane holds colours at all; what the luma plane found already is not found again.
    static func chromaSpots(_ f: PlanarFrame, besides found: [Spot]) -> [Spot] {
        let w = f.chromaWidth, h = f.chromaHeight
        guard w >= 8, h >= 8 else { return [] }
        var size = min(largest + 1, max(9, Int(0.45 * Double(min(w, h))))) | 1
        if size > 2 * max(w, h) { size = (2 * max(w, h)) | 1 }
        var out: [Spot] = []
        for plane in [f.cb, f.cr] {
            guard let lo = plane.min(), let hi = plane.max(), Int(hi) - Int(lo) >= 24 else { continue }
            let (bright, dark) = Morphology.details(plane, w, h, size: size)
            for (detail, sign) in [(bright, 1.0), (dark, -1.0)] {
                for var s in Self.spots(detail, w, h, sign: sign, origin: (0, 0)) {
                    s.x = Double(f.originX) + 2 * s.x
                    s.y = Double(f.originY) + 2 * s.y
                    s.width *= 2
                    s.height *= 2
                    if !Self.seen(s, among: found + out) { out.append(s) }
                }
            }
        }
        return out
    }

    /// The narrower squares dots are sought in again, each with the spots it may find
    /// (px across): over a photo, or where bright details crowd round the dots (a title
    /// above, a button beside, the page's corners below), a wide square's top-hat holds
    /// all of that detail, which hides the dots; a narrower one holds only what is about
    /// as small as they are. A spot larger than half its square is cut by it; a 3 px
    /// dot, smoothed, is 5 (what is smaller is the gap between tiny dots packed close).
    static let narrowSquares: [(square: Int, spots: ClosedRange<Int>)] = [(15, 4...7), (41, 8...19)]

    /// Round spots (as tall as wide, within a pixel: a small letter is taller than it is
    /// wide) that a narrower square shows where the wide one (`size`; its planes `wide`
    /// and their levels `wideLevels`, bright then dark) was blind to them and did not find
    /// them: its level there raised by the picture's detail (twice its least or more)
    /// above their contrast, or the dots standing on a plateau of it (what surrounds them
    /// in the wide square's detail is itself detail: bright things crowding round the
    /// dots closer than the square lift all between them). Elsewhere (a plain page, a
    /// title's letters) the wide square sees all there is, and what it left out stays out.
    static func smallSpots(_ f: PlanarFrame, size: Int, wide: [[UInt8]], wideLevels levels: [(levels: [Int], columns: Int)], besides found: [Spot]) -> [Spot] {
        let w = f.width, h = f.height
        // (Nowhere raised and no plateau, nothing to look for: a plain screen costs no
        // second look.)
        func lifted(_ plane: [UInt8]) -> Bool { 20 * plane.reduce(0) { $0 + ($1 >= UInt8(leastLevel) ? 1 : 0) } >= w * h }
        guard levels.contains(where: { $0.levels.contains { $0 >= 2 * leastLevel } }) || wide.contains(where: lifted) else { return [] }
        var out: [Spot] = []
        for (square, sizes) in narrowSquares where size > 2 * square {
            let (bright, dark) = Morphology.details(f.luma, w, h, size: square)
            for (((plane, sign), (levels, columns)), widePlane) in zip(zip([(bright, 1.0), (dark, -1.0)], levels), wide) {
                for s in Self.spots(plane, w, h, sign: sign, origin: (f.originX, f.originY)) where sizes.contains(max(s.width, s.height)) && min(s.width, s.height) >= 4 && abs(s.width - s.height) <= 1 {
                    let x = min(w - 1, max(0, Int(s.x) - f.originX)), y = min(h - 1, max(0, Int(s.y) - f.originY))
                    let level = levels[(y / noiseTile) * columns + x / noiseTile]
                    let hidden = level >= 2 * leastLevel && Double(level) > abs(s.contrast)
                    guard hidden || (square > narrowSquares[0].square && onPlateau(s, wide: widePlane, narrow: plane, w, h, origin: (f.originX, f.originY))) else { continue }
                    if !Self.seen(s, among: found + out) { var s = s; s.narrow = square == narrowSquares[0].square; out.append(s) }
                }
            }
        }
        return out
    }

    /// Whether `s`, found in a narrower square's `narrow` plane, stands on a plateau of
    /// the wide square's `wide` plane: lifted round most of it, while in the narrow plane all
    /// round it is background (a picture's texture — stripes, windows — is not clear round
    /// its specks).
    static func onPlateau(_ s: Spot, wide: [UInt8], narrow: [UInt8], _ w: Int, _ h: Int, origin: (Int, Int)) -> Bool {
        let lifted = around(s, in: wide, w, h, origin: origin), clear = around(s, in: narrow, w, h, origin: origin)
        guard !lifted.isEmpty else { return false }
        let c = abs(s.contrast), n = lifted.count
        return Double(lifted[n / 2]) >= max(Double(leastLevel), c / 3)
            && Double(clear[clear.count - 1 - clear.count / 5]) <= max(Double(leastLevel) / 2, c / 5)
    }

    /// The values of `plane` on the outline just outside `s`'s box (two pixels out), least first.
    static func around(_ s: Spot, in plane: [UInt8], _ w: Int, _ h: Int, origin: (Int, Int)) -> [Int] {
        let x0 = Int((s.x - Double(s.width) / 2).rounded()) - origin.0 - 2, x1 = x0 + s.width + 3
        let y0 = Int((s.y - Double(s.height) / 2).rounded()) - origin.1 - 2, y1 = y0 + s.height + 3
        var values: [Int] = []
        for y in y0...y1 where y >= 0 && y < h {
            for x in x0...x1 where x >= 0 && x < w && (y == y0 || y == y1 || x == x0 || x == x1) { values.append(Int(plane[y * w + x])) }
        }
        return values.sorted()
    }

    /// Whether `s` lies on one of `others` already (within half of either's box).
    static func seen(_ s: Spot, among others: [Spot]) -> Bool {
        others.contains { o in abs(o.x - s.x) <= Double(max(o.width, s.width)) / 2 && abs(o.y - s.y) <= Double(max(o.height, s.height)) / 2 }
    }

    static func key(_ s: Spot) -> Int { Int(s.x * 4) &* 100_003 &+ Int(s.y * 4) }

    /// The element-like details of a plane of contrast: cores over a threshold above the
    /// plane's own noise, each grown over its neighbours that reach two fifths of its own
    /// strongest (so two dots joined by a faint bridge of background stay two).
    /// `levels`: the plane's `seedLevels`, when told already.
    static func spots(_ plane: [UInt8], _ w: Int, _ h: Int, sign: Double, origin: (Int, Int), levels told: (levels: [Int], columns: Int)? = nil) -> [Spot] {
        // The plane's noise, part by part: most pixels are background, near 0.
        let (levels, columns) = told ?? seedLevels(plane, w, h)
        func level(_ p: Int) -> Int { levels[(p / w) / noiseTile * columns + (p % w) / noiseTile] }
        // Cores, each with its strongest value and the level it grows down to.
        var label = [Int32](repeating: 0, count: w * h)
        var peaks: [Int] = [0], grows: [Int] = [0]
        var stack: [Int] = [], frontier: [Int] = []
        for start in 0..<(w * h) where Int(plane[start]) >= leastLevel && Int(plane[start]) >= level(start) && label[start] == 0 {
            let id = Int32(peaks.count)
            let peak = core(plane, w, h, from: start, id: id, label: &label, stack: &stack, frontier: &frontier) { now, q in
                now == 0 && Int(plane[q]) >= leastLevel && Int(plane[q]) >= level(q)
            }
            peaks.append(peak)
            grows.append(max(6, level(start) / 2))
        }
        // Grown, ring by ring, first come first served.
        grow(plane, w, h, label: &label, frontier: &frontier, free: 0) { id in max(grows[Int(id)], 2 * peaks[Int(id)] / 5) }
        // What grew wider than any element is looked into (docs/qa.md#finding-the-rows).
        var textured = Set<Int>()
        peel(plane, w, h, label: &label, peaks: &peaks, grows: &grows, textured: &textured, level: level)
        // Each blob's box, mass and centre.
        let n = peaks.count
        var x0 = [Int](repeating: Int.max, count: n), x1 = [Int](repeating: -1, count: n)
        var y0 = x0, y1 = x1, pixels = [Int](repeating: 0, count: n)
        var mass = [Double](repeating: 0, count: n), sx = mass, sy = mass
        var atEdge = [Int](repeating: 0, count: n)
        for p in 0..<(w * h) where label[p] != 0 {
            let k = Int(label[p]), px = p % w, py = p / w
            x0[k] = min(x0[k], px); x1[k] = max(x1[k], px); y0[k] = min(y0[k], py); y1[k] = max(y1[k], py)
            let v = Double(plane[p])
            pixels[k] += 1; mass[k] += v; sx[k] += v * (Double(px) + 0.5); sy[k] += v * (Double(py) + 0.5)
            if px == 0 || py == 0 || px == w - 1 || py == h - 1 { atEdge[k] = max(atEdge[k], Int(plane[p])) }
        }
        var out: [Spot] = []
        for k in 1..<n {
            let bw = x1[k] - x0[k] + 1, bh = y1[k] - y0[k] + 1
            guard min(bw, bh) >= smallest, max(bw, bh) >= 3, max(bw, bh) <= largest, mass[k] > 0 else { continue }
            // A frame's edge cuts what it meets at the detail's strength along most of its
            // width; a dot two or three pixels inside it only reaches it with its blurred
            // fringe, one a pixel or so past it with its cap (but the top edge's: what a
            // screen's top cuts is a status bar or a header, or a dot jumping out of sight).
            guard 4 * atEdge[k] < 3 * peaks[k] || y0[k] > 0 && BlobFinder.onlyCapped(x0[k], x1[k], y0[k], y1[k], width: w, height: h, edges: (true, true, true, true), strong: { x, y in
                label[y * w + x] == Int32(k) && 2 * Int(plane[y * w + x]) >= peaks[k]
            }) else { continue }
            // (What stood out of a texture is a dot only if round, and 4 px or more: a
            // texture's specks are smaller.)
            guard !textured.contains(k) || (abs(bw - bh) <= max(1, max(bw, bh) / 5) && min(bw, bh) >= 4) else { continue }
            let fill = Double(pixels[k]) / Double(bw * bh)
            let id = Int32(k)
            // A ring: round (its box's corners outside it: an outlined rectangle is a
            // panel's or a window's button), its middle background or a dot centred there
            // (a current ring with a dot inside; a circle round an icon or a glyph is a
            // toolbar's button), and a hole in its middle — a twentieth of its box is
            // enough: a small thin ring blurred by the search's smoothing keeps little.
            let cx = (x0[k] + x1[k]) / 2, cy = (y0[k] + y1[k]) / 2
            func dotInside(_ o: Int) -> Bool {
                let ow = x1[o] - x0[o], oh = y1[o] - y0[o]
                return abs(ow - oh) <= 1 && abs(x0[o] + x1[o] - 2 * cx) <= 2 && abs(y0[o] + y1[o] - 2 * cy) <= 2
            }
            func round() -> Bool {
                [(x0[k], y0[k]), (x1[k], y0[k]), (x0[k], y1[k]), (x1[k], y1[k])].filter { label[$0.1 * w + $0.0] != id }.count >= 3
            }
            func clean() -> Bool {
                (cy - 1...cy + 1).allSatisfy { y in (cx - 1...cx + 1).allSatisfy { x in let l = Int(label[y * w + x]); return l == 0 || l == k || dotInside(l) } }
            }
            // (Or a small outlined square, as square as it is small — an outlined
            // rectangle larger than the largest element, or longer than it is tall, is a
            // button or a panel: a row of them that never changes is no control either.)
            func square() -> Bool { abs(bw - bh) <= max(1, max(bw, bh) / 8) && max(bw, bh) <= 24 }
            // (A square's outline fills more of its box than a circle's: up to seven
            // eighths, its hole blurred smaller.)
            let ring = (fill < 0.75 && round() || fill < 0.875 && square()) && clean()
                && BlobFinder.surroundsBackground(x0[k], x1[k], y0[k], y1[k], least: 0.05) { x, y in label[y * w + x] == id }
            // Solid (a disc fills π/4 of its box, a pill or a dash more; letters' strokes
            // far less), or a ring.
            guard fill >= 0.6 || (ring && fill >= 0.2) else { continue }
            // Convex (a dot, a pill, a dash: one run of pixels on every line across it; a
            // letter has two here and there) unless a ring.
            if !ring {
                var convex = true
                check: for y in y0[k]...y1[k] {
                    var runs = 0, inside = false
                    for x in x0[k]...x1[k] { let now = label[y * w + x] == id; if now && !inside { runs += 1 }; inside = now }
                    if runs > 1 { convex = false; break check }
                }
                if convex {
                    check: for x in x0[k]...x1[k] {
                        var runs = 0, inside = false
                        for y in y0[k]...y1[k] { let now = label[y * w + x] == id; if now && !inside { runs += 1 }; inside = now }
                        if runs > 1 { convex = false; break check }
                    }
                }
                guard convex else { continue }
            }
            // Flat inside or not: a dot is one colour; a button with an icon in it is not.
            var flat = true
            if !ring && min(bw, bh) >= 7 {
                var inside: [Int] = []
                for y in (y0[k] + 2)...(y1[k] - 2) {
                    for x in (x0[k] + 2)...(x1[k] - 2) where label[y * w + x] == id {
                        var all = true
                        check: for qy in (y - 2)...(y + 2) { for qx in (x - 2)...(x + 2) where label[qy * w + qx] != id { all = false; break check } }
                        if all { inside.append(Int(plane[y * w + x])) }
                    }
                }
                if inside.count >= 4 {
                    inside.sort()
                    let middle = Double(inside[inside.count / 2])
                    let off = inside.filter { Double($0) < 0.7 * middle || Double($0) > 1.3 * middle }.count
                    flat = Double(off) <= 0.15 * Double(inside.count)
                }
            }
            out.append(Spot(x: sx[k] / mass[k] + Double(origin.0), y: sy[k] / mass[k] + Double(origin.1), width: bw, height: bh,
                            contrast: sign * mass[k] / Double(pixels[k]), ring: ring, flat: flat))
        }
        return out
    }

    /// Labels `id` on every pixel joined to `start` (eight neighbours) that `joins` (given
    /// its label now and its place), into
    /// `frontier` (`stack` is scratch); its strongest value.
    @inline(__always)
    static func core(_ plane: [UInt8], _ w: Int, _ h: Int, from start: Int, id: Int32, label: inout [Int32],
                     stack: inout [Int], frontier: inout [Int], joins: (Int32, Int) -> Bool) -> Int {
        var peak = 0
        label[start] = id
        stack.append(start)
        while let p = stack.popLast() {
            frontier.append(p)
            peak = max(peak, Int(plane[p]))
            let px = p % w, py = p / w
            for qy in max(0, py - 1)...min(h - 1, py + 1) {
                for qx in max(0, px - 1)...min(w - 1, px + 1) {
                    let q = qy * w + qx
                    if joins(label[q], q) { label[q] = id; stack.append(q) }
                }
            }
        }
        return peak
    }

    /// Grows the labels of `frontier`, ring by ring, first come first served, over pixels
    /// still labelled `free` that reach the `floor` of the label growing into them.
    @inline(__always)
    static func grow(_ plane: [UInt8], _ w: Int, _ h: Int, label: inout [Int32], frontier: inout [Int], free: Int32, floor: (Int32) -> Int) {
        var next: [Int] = []
        while !frontier.isEmpty {
            next.removeAll(keepingCapacity: true)
            for p in frontier {
                let id = label[p], least = floor(id)
                let px = p % w, py = p / w
                for qy in max(0, py - 1)...min(h - 1, py + 1) {
                    for qx in max(0, px - 1)...min(w - 1, px + 1) {
                        let q = qy * w + qx
                        if label[q] == free && Int(plane[q]) >= least { label[q] = id; next.append(q) }
                    }
                }
            }
            swap(&frontier, &next)
        }
    }

    /// A plateau of contrast wider than any element — a plain background beside a title's
    /// dark letters, whose opening takes their darkness, stands bright all round the dots
    /// on it — holds the dots as rises above its own middle level: each such blob of
    /// `label`, flat but for them, is cored again there (a core's `level` above that middle
    /// value) and grown as a core is, within it; the rest of it is background.
    static func peel(_ plane: [UInt8], _ w: Int, _ h: Int, label: inout [Int32], peaks: inout [Int], grows: inout [Int], textured: inout Set<Int>, level: (Int) -> Int) {
        let n = peaks.count
        guard n > 1 else { return }
        var x0 = [Int](repeating: Int.max, count: n), x1 = [Int](repeating: -1, count: n)
        var y0 = x0, y1 = x1
        for p in 0..<(w * h) where label[p] != 0 {
            let k = Int(label[p]), px = p % w, py = p / w
            x0[k] = min(x0[k], px); x1[k] = max(x1[k], px); y0[k] = min(y0[k], py); y1[k] = max(y1[k], py)
        }
        let wide = (1..<n).filter { x1[$0] - x0[$0] + 1 > largest || y1[$0] - y0[$0] + 1 > largest }
        guard !wide.isEmpty else { return }
        let open: Int32 = -1
        for k in wide {
            // Its pixels, and in each square of `noiseTile` its middle level there (a
            // plateau's level follows what darkens its opening, part by part); then no
            // longer labelled.
            var pixels: [Int] = []
            let t = noiseTile, columns = (w + t - 1) / t
            var counts: [Int: [Int]] = [:]
            for y in y0[k]...y1[k] {
                for x in x0[k]...x1[k] where label[y * w + x] == Int32(k) {
                    pixels.append(y * w + x)
                    counts[(y / t) * columns + x / t, default: [Int](repeating: 0, count: 256)][Int(plane[y * w + x])] += 1
                }
            }
            // (Only where it is flat: most of it within a third of a core's level of its
            // middle. A picture's texture — a halftone, a photo — stays one wide blob.)
            // (Where it is textured instead, what stands out of the texture as a dot stands
            // out of a photo — its strongest three fifths, far above the texture's middle —
            // is cored as a spot on it, kept only if round; the texture's own highlights
            // stay in the blob.)
            var bases: [Int: Int] = [:], above: [Int: Int] = [:]
            for (tile, histogram) in counts {
                let n = histogram.reduce(0, +)
                guard n >= t else { continue }
                var seen = 0, base = 0
                while base < 255 { seen += histogram[base]; if 2 * seen >= n { break }; base += 1 }
                let tileLevel = level((tile / columns) * t * w + (tile % columns) * t)
                let slack = max(4, tileLevel / 3)
                let flat = histogram[max(0, base - slack)...min(255, base + slack)].reduce(0, +)
                if 10 * flat >= 7 * n { bases[tile] = base; continue }
                let top = histogram.lastIndex { $0 > 0 } ?? 0
                if top >= base + 4 * tileLevel { above[tile] = max(base + 2 * tileLevel, 3 * top / 5) }
            }
            for p in pixels { label[p] = open }
            func tileOf(_ q: Int) -> Int { ((q / w) / t) * columns + (q % w) / t }
            func baseOf(_ q: Int) -> Int? { bases[tileOf(q)] }
            var stack: [Int] = [], frontier: [Int] = [], floors: [Int32: Int] = [:]
            func rises(_ q: Int) -> Bool {
                if let b = baseOf(q) { return Int(plane[q]) >= b + level(q) }
                return above[tileOf(q)].map { Int(plane[q]) >= $0 } ?? false
            }
            for start in pixels where label[start] == open && rises(start) {
                let id = Int32(peaks.count)
                let peak = core(plane, w, h, from: start, id: id, label: &label, stack: &stack, frontier: &frontier) { now, q in now == open && rises(q) }
                // (Grown down to two fifths of its rise, as a core is, never onto the plateau.)
                if let base = baseOf(start) {
                    floors[id] = base + max(6, level(start) / 2, 2 * (peak - base) / 5)
                } else {
                    floors[id] = above[tileOf(start)] ?? 256
                    textured.insert(Int(id))
                }
                peaks.append(peak)
                grows.append(0)
            }
            grow(plane, w, h, label: &label, frontier: &frontier, free: open) { id in floors[id] ?? 256 }
            for p in pixels where label[p] == open { label[p] = 0 }
        }
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
            // (Of the seed's contrast, but for one round dot of the other between round
            // ones: a white current dot among dark translucent ones, on a page lighter than
            // they are and darker than it — not a speck among letters.)
            var line = usable.filter { s in
                abs(across(s) - across(seed)) <= max(1.5, 0.3 * thick(seed)) && thick(s) <= 2.2 * thick(seed) + 1 && 2.2 * thick(s) + 1 >= thick(seed)
                    && s.narrow == seed.narrow
            }.sorted { along($0) < along($1) }
            func round(_ s: Spot) -> Bool { s.flat && !s.ring && abs(long(s) - thick(s)) <= 0.2 * max(long(s), thick(s)) + 1 }
            func opposite(_ s: Spot) -> Bool { (s.contrast > 0) != (seed.contrast > 0) }
            /// Whether `line[k]` is a round dot between round ones of the seed's side,
            /// alone where it stands.
            func admits(_ k: Int) -> Bool {
                round(line[k]) && !line.indices.contains { $0 != k && abs(along(line[$0]) - along(line[k])) < 0.5 * long(line[k]) }
                    && [k - 1, k + 1].filter(line.indices.contains).allSatisfy { round(line[$0]) && !opposite(line[$0]) }
            }
            // (Letters of the other side further along the line — a vertical "Next" under
            // a column of dots — neither join it nor keep its one dot out.)
            let admitted = line.indices.filter { opposite(line[$0]) && admits($0) }
            let kept = admitted.count == 1 ? admitted[0] : nil
            line = line.indices.filter { !opposite(line[$0]) || $0 == kept }.map { line[$0] }
            func alike(_ run: [Spot]) -> Bool {
                // Most elements are one shape (a page control's ordinary dots are alike;
                // letters are not): all but two within a fifth of the middle size.
                let lengths = run.map(long).sorted(), thicks = run.map(thick).sorted()
                let l = lengths[lengths.count / 2], t = thicks[thicks.count / 2]
                let odd = run.filter { abs(long($0) - l) > 0.2 * l + 1 || abs(thick($0) - t) > 0.2 * t + 1 || !$0.flat }.count
                // (A window of dots that shrink towards its ends has few of one size: its
                // dots are all flat. Nor has a control of three pages more than its two
                // ordinary dots alike: its current one may be larger and hold an icon.)
                let iconCurrent = run.count == 3 && odd == 1 && run.contains { thick($0) >= 1.3 * t + 1 && long($0) >= 1.3 * l + 1 }
                guard (run.count - odd >= 3 && odd <= 2) || run.allSatisfy(\.flat) || iconCurrent else { return false }
                // And, in a short row, of one colour but for the current one (a window's
                // three buttons are three colours).
                guard run.count < 5 else { return true }
                func sameColour(_ a: Spot, _ b: Spot) -> Bool { zip(a.colour, b.colour).map { abs($0 - $1) }.max()! <= 24 }
                let most = run.map { a in run.filter { b in sameColour(a, b) }.count }.max()!
                guard most >= run.count - 1 else { return false }
                // Three alike in every way are a toolbar's buttons or a stepper's arrows: a
                // control of three pages shows which one is current — by colour, size, or
                // a fill among rings, which stand out less — or it stands a pitch beyond
                // either end, of another look.
                guard run.count == 3 else { return true }
                func same(_ a: Spot, _ b: Spot) -> Bool {
                    sameColour(a, b) && abs(long(a) - long(b)) <= 0.2 * max(long(a), long(b)) + 1 && abs(thick(a) - thick(b)) <= 0.2 * max(thick(a), thick(b)) + 1
                        && a.ring == b.ring && abs(a.contrast - b.contrast) <= 0.25 * max(abs(a.contrast), abs(b.contrast))
                }
                guard same(run[0], run[1]) && same(run[1], run[2]) else { return true }
                let pitch = (along(run[2]) - along(run[0])) / 2
                return usable.contains { s in
                    abs(across(s) - across(run[1])) <= max(1.5, 0.3 * thick(run[1]))
                        && [along(run[0]) - pitch, along(run[2]) + pitch].contains { abs(along(s) - $0) <= 0.25 * pitch }
                }
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
                // (Rows up to four times: some animated controls space small dots widely.
                // Columns closer: rows of dots above each other line up in columns, about
                // three elements apart.)
                let widest = axis == .horizontal ? 4.0 : 2.6
                guard spacing <= widest * max(typical, thickest) + 2, spacing >= 0.9 * typical else { continue }
                // (Tiny dots found over the narrow square only line up among themselves,
                // four at least and close — within two and a half of their size: a line of
                // small text holds three round specks, or four far apart, by chance.)
                if seed.narrow { guard run.count >= 4, spacing <= 2.5 * max(typical, thickest) + 1 else { continue } }
                let lineAt = run.map(across).reduce(0, +) / Double(run.count)
                let (first, last) = waveEnds(run, of: usable, along: along, across: across, long: long, thick: thick)
                out.append(Candidate(axis: axis, line: lineAt, from: along(first) - long(first) / 2, to: along(last) + long(last) / 2,
                                     pitch: spacing, thickness: thickest, length: longest, spots: run,
                                     score: Double(run.count)))
            }
        }
        return out
    }

    /// The elements that end the row `run` (in order along it) once each end takes in the
    /// round, flat elements of `spots` beyond it on its line, each larger than the last and
    /// no further from it than the larger is long: a size wave at the row's end (its big
    /// dots stand apart in proportion to their size, too unlike the small ones to be found
    /// with them).
    static func waveEnds(_ run: [Spot], of spots: [Spot], along: (Spot) -> Double, across: (Spot) -> Double,
                         long: (Spot) -> Double, thick: (Spot) -> Double) -> (Spot, Spot) {
        func round(_ s: Spot) -> Bool { s.flat && !s.ring && abs(long(s) - thick(s)) <= 0.2 * max(long(s), thick(s)) + 1 }
        func extend(_ end: Spot, _ step: Double) -> Spot {
            var end = end
            while true {
                let next = spots.filter { s in
                    let gap = step * (along(s) - along(end)) - (long(s) + long(end)) / 2
                    return round(s) && (s.contrast > 0) == (end.contrast > 0) && abs(across(s) - across(end)) <= max(1.5, 0.3 * thick(end))
                        && thick(s) > thick(end) && thick(s) <= 2 * thick(end) + 1 && gap >= 0 && gap <= max(long(s), long(end))
                }.min { step * along($0) < step * along($1) }
                guard let next else { return end }
                end = next
            }
        }
        return (extend(run.first!, -1), extend(run.last!, 1))
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

extension RowSearch.Candidate {
    /// The line found in a frame `k` times smaller, placed back in the recording at `origin`.
    func scaled(by k: Int, originX: Int, originY: Int) -> RowSearch.Candidate {
        let f = Double(k)
        let (oAlong, oAcross) = axis == .horizontal ? (Double(originX), Double(originY)) : (Double(originY), Double(originX))
        var c = self
        c.line = oAcross + f * line
        c.from = oAlong + f * from
        c.to = oAlong + f * to
        c.pitch *= f
        c.thickness *= f
        c.length *= f
        c.spots = spots.map { s in
            var t = s
            t.x = Double(originX) + f * s.x
            t.y = Double(originY) + f * s.y
            t.width *= k
            t.height *= k
            return t
        }
        return c
    }
}

