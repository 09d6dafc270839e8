/// Measures one row's elements in every frame of a recording (docs/qa.md#how-elements-are-measured).
/// Frames (the row's region, cut from the recording) are added one at a time; elements and
/// profiles come out once all are in, because the two colours (ordinary and current) are
/// learnt from the whole recording.
public struct RowMeasurer: Sendable {
    /// Which way the row runs.
    public let axis: RowAxis
    /// What each frame added so far shows, in order.
    public internal(set) var bands: [BlobFinder.Band] = []
    /// What the row looked like where it was found, when it was: each frame's blobs are
    /// then those on the row's line, followed from frame to frame (a row that moves as the
    /// screen scrolls; anything else that passes through its region is left out).
    public let shape: RowShape?
    /// The line followed in each frame (the coordinate across the row), when one is.
    public private(set) var lines: [Double?] = []
    /// Whether something larger than the row's elements covers its line, frame by frame.
    public private(set) var hidden: [Bool] = []
    /// Frames hidden only because the page behind the row changed wholesale since the
    /// frame before (nothing covered the row, nor did it move across its line).
    private var turnedOnly: [Bool] = []
    /// The last band's middle background colour.
    private var lastBackdrop: [Float]?
    /// Frame by frame, the stretches along the row where something larger than its
    /// elements, standing off its line, reaches across it: an element there merged with it.
    private var mergedAway: [[ClosedRange<Double>]] = []
    /// The tallest blob on the line in the last frame where nothing covered it (px across).
    private var tallestSeen: Double?
    /// The last frame where the row moved across its own line.
    private var lastCrossed: Int?

    /// The middle colour (luma, blue, red) of a band's background, column by column.
    static func backdrop(_ bg: BandBackground?) -> [Float] {
        guard let bg, !bg.luma.isEmpty else { return [0, 128, 128] }
        func middle(_ v: [Float]) -> Float { v.sorted()[v.count / 2] }
        return [middle(bg.luma), middle(bg.cb), middle(bg.cr)]
    }

    /// The share of the band's strongest contrast a pixel needs to start an element: low
    /// enough for faint ordinary dots beside a strong current one (a light theme's pale
    /// grey, white at a fifth of its opacity).
    public static let share = 0.15

    /// The share an element apart from every other needs: white at a tenth of its opacity
    /// over a yellow page, beside a white current dot over blue.
    public static let faintShare = 0.06

    /// Elements smaller than this across (px) are not reported: too small to measure, and
    /// no use to the invariants.
    public static let smallest = 0.5

    /// The last frame measured: a frame equal to it (a still screen) is not measured again.
    private var last: PlanarFrame?

    /// How many times smaller each frame is measured: elements 24 px thick or more are
    /// measured at a half, a third or a quarter of their size (12 px or more across still),
    /// for a fraction of the work. 1 in a region given.
    public let factor: Int

    /// The recording's frame size (px), when known: where the row's region meets the
    /// frame's edge, a dot two pixels inside it is whole (its fringe reaches the edge).
    public let frameSize: (width: Int, height: Int)?

    /// Makes a measurer for a row along `axis`, following `shape` when the row was found by search.
    public init(axis: RowAxis, shape: RowShape? = nil, frameSize: (width: Int, height: Int)? = nil) {
        self.axis = axis
        self.shape = shape
        self.frameSize = frameSize
        factor = shape.map { $0.thickness >= 24 ? max(2, min(4, Int($0.thickness / 16))) : 1 } ?? 1
    }

    /// The lowest threshold for a band whose background wobbles by `noise` (levels).
    public static func floor(noise: Double) -> Double { 4 + 2.5 * noise }

    /// Measures one frame: `f` is the row's region, as in the recording.
    public mutating func add(_ f: PlanarFrame) {
        if let last, Self.same(last.luma, f.luma, within: Self.unchanged), Self.same(last.cb, f.cb, within: Self.unchanged),
           Self.same(last.cr, f.cr, within: Self.unchanged), let b = bands.last {
            // (The same picture again: what it holds is settled with it by the next frame
            // measured.)
            copies += 1
            bands.append(b)
            lines.append(lines.last ?? nil)
            guideLines.append(guideLines.last ?? nil)
            mergedAway.append(mergedAway.last ?? [])
            // (Still covered if it was; but the page behind did not change again.)
            hidden.append((hidden.last ?? false) && !(turnedOnly.last ?? false))
            turnedOnly.append(false)
            return
        }
        last = f
        let band = axis == .vertical ? f.turned() : f
        // (The band's sides the frame's edges are: top, bottom, left, right as it runs.)
        var edges: BlobFinder.Sides = []
        if let frameSize {
            let sides: [(Bool, BlobFinder.Sides)] = [(f.originY == 0, axis == .vertical ? .left : .top),
                                                   (f.originY + f.height >= frameSize.height, axis == .vertical ? .right : .bottom),
                                                   (f.originX == 0, axis == .vertical ? .top : .left),
                                                   (f.originX + f.width >= frameSize.width, axis == .vertical ? .bottom : .right)]
            for (meets, side) in sides where meets { edges.insert(side) }
        }
        // (A dot whose cap the frame's top clips is cut all the same: what a screen's top
        // cuts is a status bar or a header, or a current dot jumping out of sight.)
        let capped = edges.subtracting(axis == .vertical ? .left : .top)
        // The background without the rows where the elements stand: where the row was
        // followed to last, or, in a region given, where the first look finds them.
        var found: BlobFinder.Band
        if let line = lines.last(where: { $0 != nil }).flatMap({ $0 }) ?? shape?.line, let t = shape?.thickness ?? guide?.thickness {
            found = Self.blobs(band, factor: factor, elements: Self.rows(around: line, thickness: t, in: band), thickness: t, frameEdges: edges, capped: capped)
        } else {
            found = Self.blobs(band, factor: factor, elements: nil, thickness: nil, frameEdges: edges, capped: capped)
        }
        if shape == nil, let g = Self.guide(found.blobs, band: band) {
            // (Found again without those rows when they were not left out yet.)
            if guide == nil { found = Self.blobs(band, factor: factor, elements: Self.rows(around: g.line, thickness: g.thickness, in: band), thickness: g.thickness, frameEdges: edges, capped: capped) }
            guide = g
        }
        if let shape {
            // (Hidden where something covers the row's line — a touch's circle over the
            // dots, a card's edge merging them: blobs on the line, or the line before, more
            // than twice as thick as the elements, together wider than one and a half. Not
            // blank: not seen. A current element drawn tall across the row, no wider than
            // the others, covers nothing. Nor is it seen where a blob on the line is half
            // as tall again as anything there in the last frame seen and as the elements —
            // half an element wide at least, or over the row (within a pitch and a half of
            // its ends): a page's edge sliding through the current dot, merged with it (a
            // hairline further off hides nothing). Nor where what reaches the elements from
            // the band's side runs its whole length: a page's edge sliding up under the
            // dots, merged with those it touches — not the edge alone, even along its
            // length, beside a row that blanked.)
            func onLine(_ line: Double) -> [Blob] { found.blobs.filter { abs($0.y - line) <= Double($0.spanY) / 2 } }
            // (The row at its strongest in the frame before: what covers it is seen — 8
            // levels and a quarter of that at its strongest; a gradient's faint streaks,
            // which the band's threshold picks up where the row blanked, cover nothing.)
            let was = bands.last?.blobs.filter { !$0.isHeld }.map(\.peak).max()
            let seen = max(8, 0.25 * (was ?? 0))
            // (What is more than twice as thick as the elements and stands clear of where
            // the search saw the row — half a pitch beyond its ends — covers none of it: a
            // photo's dark post beside the dots. It is no element either, and what it covers
            // is not seen.)
            let extent: (Double, Double)? = shape.own.map { axis == .vertical ? ($0.box[1], $0.box[3]) : ($0.box[0], $0.box[2]) }
            func besideTheRow(_ b: Blob) -> Bool {
                guard let (from, to) = extent, Double(b.spanY) > 2 * shape.thickness + 2 else { return false }
                return b.x + Double(b.spanX) / 2 < from - 0.5 * shape.pitch || b.x - Double(b.spanX) / 2 > to + 0.5 * shape.pitch
            }
            func covered(_ line: Double) -> Bool {
                let here = onLine(line).filter { $0.peak >= seen && !besideTheRow($0) }
                let edge = found.blobs.contains { $0.cut && $0.peak >= seen && $0.spanX >= band.width - 2 && abs($0.y - line) <= Double($0.spanY + 1) / 2 + shape.thickness / 2 && Self.holds($0) }
                if edge { return true }
                // (The row's extent in the frame before.)
                func overRow(_ b: Blob) -> Bool {
                    let before = (bands.last?.blobs ?? []).filter { !$0.isHeld }
                    guard let from = before.map({ $0.x - Double($0.spanX) / 2 }).min(), let to = before.map({ $0.x + Double($0.spanX) / 2 }).max() else { return true }
                    return b.x >= from - 1.5 * shape.pitch && b.x <= to + 1.5 * shape.pitch
                }
                let sprang = tallestSeen.map { seen in here.contains { Double($0.spanY) > 1.5 * max(seen, shape.thickness) && (Double($0.spanX) >= 0.5 * shape.thickness || overRow($0)) } } ?? false
                let tall = here.filter { Double($0.spanY) > 2 * shape.thickness + 2 }
                guard let lo = tall.map({ $0.x - Double($0.spanX) / 2 }).min(), let hi = tall.map({ $0.x + Double($0.spanX) / 2 }).max() else { return sprang }
                return hi - lo > 1.5 * shape.thickness + 2 || sprang
            }
            let before = lines.last(where: { $0 != nil }) ?? shape.line
            // (Followed among the blobs no other row holds: a row that blanks beside
            // another does not leap onto it.)
            let turned = axis == .vertical
            let mine = found.blobs.filter { !shape.othersHold(x: turned ? $0.y : $0.x, y: turned ? $0.x : $0.y) }
            var line = shape.follow(mine, after: before)
            // (Not onto what is less than half as strong as the row was in the frame before,
            // at its strongest: where the row blanked over a gradient, the band's threshold
            // picks up the gradient's faint streaks, and the row did not move to them.)
            if let l = line, let b = before, abs(l - b) > max(1, 0.1 * shape.thickness), let was {
                let now = mine.filter { abs($0.y - l) <= Double($0.spanY) / 2 }.map(\.peak).max() ?? 0
                if now < 0.5 * was { line = nil }
            }
            // (Hidden too where the page behind the row changed wholesale since the frame
            // before — a card sliding away with what was taken for the row on it: a row
            // that leaves with its page did not blank.)
            let backdrop = Self.backdrop(found.background), turnedOver = zip(backdrop, lastBackdrop ?? backdrop).contains { abs($0 - $1) > 24 }
            lastBackdrop = backdrop
            // (Hidden as well while the row moves across its own line — a screen that
            // scrolls carries it past, a fling bounces it — and for three frames after:
            // a row carried out of its region did not blank, and what passes through the
            // region as it goes is no element of it.)
            if let line, let last = lines.last ?? nil, abs(line - last) > max(1, 0.1 * shape.thickness) { lastCrossed = lines.count }
            let crossing = lastCrossed.map { lines.count - $0 <= 3 } ?? false
            let coveredHere = (line ?? before).map(covered) ?? false
            hidden.append(turnedOver || crossing || coveredHere)
            turnedOnly.append(turnedOver && !crossing && !coveredHere)
            if ObservedChecker.debugging && hidden.last! { print("hidden frame \(lines.count): turned over \(turnedOver) crossing \(crossing) covered \(coveredHere)") }
            if !hidden.last!, let at = line ?? before, let tallest = onLine(at).map({ Double($0.spanY) }).max() { tallestSeen = tallest }
            lines.append(line)
            // (What stands off the line is an element that left it — a dot that jumps,
            // drops or swaps, keeping its size and shape — only when no wider than two
            // pitches and no thinner than two fifths of the elements, nor, by its moments
            // (its box holds the rim), both longer along the row than half again its height
            // and under three fifths of the elements' height: a button or a bar just under
            // the dots is none, nor what an edge sliding past them leaves, nor a word above
            // them; a dot stretched by its motion keeps its height.)
            func leftTheLine(_ b: Blob) -> Bool {
                let word = b.varianceX > 2.25 * b.varianceY + 1 && 12 * b.varianceY < 0.36 * shape.thickness * shape.thickness
                return Double(b.spanX) <= 2 * shape.pitch && Double(min(b.spanX, b.spanY)) >= 0.4 * shape.thickness && !word
            }
            // (Where something off the line and larger than two elements reaches across it
            // — its box does, though its centre leans away — an element there merged with
            // it: a page's edge sliding under a column joins its dot to the frame's dark
            // border. Nothing is seen there, and nothing vanished.)
            mergedAway.append(line.map { l in
                Self.mergedAway(mine, before: bands.last?.blobs ?? [], line: l, thickness: shape.thickness, seen: seen)
                    + mine.filter { abs($0.y - l) <= Double($0.spanY) / 2 && besideTheRow($0) }.map { ($0.x - Double($0.spanX) / 2)...($0.x + Double($0.spanX) / 2) }
            } ?? [])
            found.blobs = line.map { l in
                Self.together(mine.filter { !besideTheRow($0) && abs($0.y - l) <= shape.reach && (abs($0.y - l) <= Double($0.spanY) / 2 || leftTheLine($0)) }, pitch: shape.pitch, before: bands.last?.blobs ?? [])
            } ?? []
            // (Where everything on the line is thinner than three fifths of the elements
            // and some of it a word's length, a line of text stands where the control was —
            // one hidden for a single page says so there: no element, and the row is not
            // seen.)
            if Self.words(found.blobs, thickness: shape.thickness) {
                found.blobs = []
                hidden[hidden.count - 1] = true
                turnedOnly[turnedOnly.count - 1] = false
            }
        } else {
            lines.append(nil)
            hidden.append(false)
            turnedOnly.append(false)
            mergedAway.append([])
        }
        // (Nothing is held in a frame where the row is not seen.)
        if let before = bands.last?.blobs, hidden.last != true {
            found.blobs += Self.held(band, before: before, found: found.blobs)
        }
        guideLines.append(shape == nil ? Self.guide(found.blobs, band: band)?.line : nil)
        settleHeld(by: found.blobs)
        bands.append(found)
    }

    /// The stretches along a row (its `line` across, its elements `thickness` across)
    /// where an element of the frame before (`before`) now lies inside the box of one of
    /// `blobs` — its centre along the row, its whole thickness across — that is at least
    /// `seen` strong, larger than two elements and reaches across the line while its
    /// centre stands off it: the element merged with it. A
    /// tooltip whose tip only reaches the line between two dots holds neither of them, and
    /// a dot painted out under it is found.
    static func mergedAway(_ blobs: [Blob], before: [Blob], line l: Double, thickness: Double, seen: Double) -> [ClosedRange<Double>] {
        let large = blobs.filter { b in
            guard let top = b.boxY, b.boxX != nil, b.peak >= seen, top <= l, l <= top + Double(b.spanY) else { return false }
            return Double(max(b.spanX, b.spanY)) > 2 * thickness && abs(b.y - l) > Double(b.spanY) / 2
        }
        guard !large.isEmpty else { return [] }
        return before.compactMap { e -> ClosedRange<Double>? in
            guard !e.isHeld, let ex = e.boxX, let ey = e.boxY else { return nil }
            let inside = large.contains { b in
                e.x >= b.boxX! && e.x <= b.boxX! + Double(b.spanX)
                    && ey >= b.boxY! && ey + Double(e.spanY) <= b.boxY! + Double(b.spanY)
            }
            return inside ? ex...(ex + Double(e.spanX)) : nil
        }
    }

    /// Whether a blob holds something standing out of it: its strongest column half as
    /// strong again as its middle one (an edge merged with a dot it touches; an edge
    /// alone is even along its length).
    static func holds(_ b: Blob) -> Bool {
        let c = b.columns
        var sums: [Float] = []
        for k in stride(from: 0, to: c.count - 3, by: 4) {
            let y = c[k], u = c[k + 1], v = c[k + 2]
            sums.append((y * y + u * u + v * v).squareRoot())
        }
        sums.sort()
        guard sums.count >= 3 else { return false }
        return sums[sums.count - 1] >= 1.5 * sums[sums.count / 2]
    }

    /// Whether `blobs` (one frame's on a row's line, `thickness` its elements' across) are
    /// a line of text: all thinner than three fifths of the elements, one longer than two
    /// and a half times its own thickness (each told by its spread of contrast, as a bar's:
    /// √12 standard deviations; a box is wider by what was grown round it).
    static func words(_ blobs: [Blob], thickness: Double) -> Bool {
        func across(_ b: Blob) -> Double { (12 * b.varianceY).squareRoot() }
        func along(_ b: Blob) -> Double { (12 * b.varianceX).squareRoot() }
        return !blobs.isEmpty && blobs.allSatisfy { across($0) < 0.6 * thickness } && blobs.contains { along($0) > 2.5 * across($0) + 2 }
    }

    /// The held elements of the last band measured (and of the copies of it that
    /// followed, the same picture) kept only where `next` (the frame after's) shows one in
    /// the same place (within a quarter of its size), found or held again: a gap of a few
    /// frames under the threshold is bridged when the element is found again, and a held
    /// element `next` lacks is dropped from every frame that held it — an element that
    /// left is not held longer.
    mutating func settleHeld(by next: [Blob]) {
        defer { copies = 0 }
        func same(_ a: Blob, _ b: Blob) -> Bool { abs(a.x - b.x) <= 0.25 * Double(max(a.spanX, b.spanX)) && abs(a.y - b.y) <= 0.25 * Double(max(a.spanY, b.spanY)) }
        for k in bands.indices.suffix(copies + 1) where bands[k].blobs.contains(where: \.isHeld) {
            let gone = bands[k].blobs.filter { b in b.isHeld && !next.contains { same($0, b) } }
            guard !gone.isEmpty else { continue }
            bands[k].blobs.removeAll { b in gone.contains { same($0, b) && b.isHeld } }
            // (And from the frames before that held it too.)
            for b in gone {
                var j = k - 1
                while j >= 0, bands[j].blobs.contains(where: { $0.isHeld && same($0, b) }) {
                    bands[j].blobs.removeAll { $0.isHeld && same($0, b) }
                    j -= 1
                }
            }
        }
    }
    /// Frames since the last one measured, each the same picture as it.
    private var copies = 0
    /// The most frames in a row an element is held.
    static let longestHeld = 3

    /// The elements of the frame before (found there at the band's threshold) whose box
    /// nothing in `found` overlaps now, held where they were when their place still
    /// shows them: the middle half of the element's box differs from the background
    /// around it (its ring two to four pixels out, other elements left out) by half the
    /// element's full contrast or more, on average. A faint dot over a gradient or a GIF's
    /// dither falls under the whole band's threshold in one frame and not in the next;
    /// where an element went, the background is left. An element held may be held again
    /// in the frame after, `longestHeld` pictures at most (a repeat of the same picture
    /// holds what it held). (Kept only when a frame after finds it again, the frames
    /// between holding it: see `settleHeld`.)
    static func held(_ band: PlanarFrame, before: [Blob], found: [Blob]) -> [Blob] {
        var held: [Blob] = []
        let w = band.width, h = band.height, cw = band.chromaWidth, ch = band.chromaHeight
        func box(_ b: Blob, _ grow: Double) -> (x0: Int, x1: Int, y0: Int, y1: Int) {
            let cx = b.x - Double(band.originX), cy = b.y - Double(band.originY)
            let hw = Double(b.spanX) / 2 + grow, hh = Double(b.spanY) / 2 + grow
            return (Int((cx - hw).rounded(.down)), Int((cx + hw).rounded(.up)) - 1, Int((cy - hh).rounded(.down)), Int((cy + hh).rounded(.up)) - 1)
        }
        func pixel(_ x: Int, _ y: Int) -> (Double, Double, Double) {
            let c = min(ch - 1, y / 2) * cw + min(cw - 1, x / 2)
            return (Double(band.luma[y * w + x]), Double(band.cb[c]), Double(band.cr[c]))
        }
        for p in before where !p.cut && !p.ring && p.full > 0 && p.heldFrames < Self.longestHeld {
            // (Nothing found now overlaps its box: a row that moved brings another
            // element over the place, and that one is what the place shows.)
            let overlaps = found.contains { abs($0.x - p.x) < 0.5 * Double(p.spanX + $0.spanX) && abs($0.y - p.y) < 0.5 * Double(p.spanY + $0.spanY) }
            guard !overlaps else { continue }
            let inner = box(p, -Double(min(p.spanX, p.spanY)) / 4), outer = box(p, 4), near = box(p, 2)
            guard outer.x0 >= 0, outer.y0 >= 0, outer.x1 < w, outer.y1 < h, inner.x0 <= inner.x1, inner.y0 <= inner.y1 else { continue }
            let others = (before + found).filter { $0 != p }.map { box($0, 1) }
            var ys: [Double] = [], us: [Double] = [], vs: [Double] = []
            for y in outer.y0...outer.y1 {
                for x in outer.x0...outer.x1 where x < near.x0 || x > near.x1 || y < near.y0 || y > near.y1 {
                    guard !others.contains(where: { x >= $0.x0 && x <= $0.x1 && y >= $0.y0 && y <= $0.y1 }) else { continue }
                    let (a, b, c) = pixel(x, y)
                    ys.append(a); us.append(b); vs.append(c)
                }
            }
            guard ys.count >= 8 else { continue }
            func middle(_ v: [Double]) -> Double { v.sorted()[v.count / 2] }
            let by = middle(ys), bu = middle(us), bv = middle(vs)
            var sy = 0.0, su = 0.0, sv = 0.0, n = 0.0
            for y in inner.y0...inner.y1 { for x in inner.x0...inner.x1 {
                let (a, b, c) = pixel(x, y)
                sy += a - by; su += b - bu; sv += c - bv; n += 1
            } }
            let shows = (sy * sy + su * su + sv * sv).squareRoot() / n
            guard shows >= 0.5 * p.full else { continue }
            var b = p
            b.isHeld = true
            b.heldFrames = p.heldFrames + 1
            held.append(b)
        }
        return held
    }

    /// Whether `colours` fail to tell the current element among `blobs` (one frame's): of
    /// three or more elements big enough to show their colour, all or all but one read as
    /// current, or none does while one stands out from the others by its colour — a page
    /// colour that turns the learnt colours around (light ordinary dots and a dark current
    /// one over a dark page), a current element drawn black on one page and white on the
    /// others — or all but one read alike as part current, a quarter or more, and that one
    /// clearly more: the whole screen's light changed (a dialog that dims it, a fade), and
    /// every colour with it. A person sees the one odd element there, not a glitch.
    static func currentUnclear(_ blobs: [Blob], colours: ElementColours) -> Bool {
        let usable = blobs.filter { !$0.cut && !$0.ring && $0.spanX >= 3 && $0.spanY >= 3 }
        guard usable.count >= 3, colours.current != nil else { return false }
        let current = usable.filter { (colours.highlight($0) ?? 0) >= 0.5 }.count
        if current >= max(3, usable.count - 1) { return true }
        let h = usable.map { colours.highlight($0) ?? 0 }.sorted(), rest = h.dropLast()
        if rest.first! >= 0.25, rest.last! - rest.first! <= 0.15, h.last! - rest.last! >= 0.3 { return true }
        guard current == 0 else { return false }
        let absolute = usable.map(\.absolute)
        let middle = ElementColours.median(absolute)
        let far = absolute.map { ElementColours.length(ElementColours.minus($0, middle)) }.sorted(by: >)
        return far[0] >= 2.5 * far[1] && far[0] >= 0.25 * colours.typical
    }

    /// Whether one of `blobs`, as thick as half the middle one or more and not of an
    /// element's size and shape (a pointer, or a pointer merged with a dot: a dot that
    /// flashes another colour is the row's own glitch, and is judged), shows a colour
    /// none of the row's elements do, strongly enough to be seen.
    static func anyForeign(_ blobs: [Blob], colours: ElementColours) -> Bool {
        let whole = blobs.filter { !$0.cut && !$0.isHeld && !$0.ring }
        guard whole.count >= 2, colours.typical > 0 else { return false }
        let wide = whole.map { Double($0.spanX) }.sorted()[whole.count / 2], tall = whole.map { Double($0.spanY) }.sorted()[whole.count / 2]
        func elementLike(_ b: Blob) -> Bool { abs(Double(b.spanX) - wide) <= 0.3 * wide + 1 && abs(Double(b.spanY) - tall) <= 0.3 * tall + 1 }
        // (Only what a person sees pass: 8 levels at its strongest and a quarter of the
        // elements' typical contrast. A gradient's faint streaks, which the band's threshold
        // picks up where the row blanked, pass nothing.)
        let seen = max(8, 0.25 * colours.typical)
        return whole.contains { Double(min($0.spanX, $0.spanY)) >= max(3, 0.5 * min(wide, tall)) && $0.peak >= seen && !elementLike($0) && colours.foreign($0) }
    }

    /// `blobs` without one standing apart at either end of the row, more than 1.2 pitches
    /// of background between it and the next (a free slot or more) and more than 1.5 times the
    /// background between the next two, and not on the row's
    /// slots where it stood in the frame `before`: a pointer or a touch passing by, not an
    /// element — a page control's elements stand together.
    static func together(_ blobs: [Blob], pitch: Double, before: [Blob] = []) -> [Blob] {
        let whole = blobs.filter { !$0.cut }.sorted { $0.x < $1.x }
        guard whole.count >= 3 else { return blobs }
        func gap(_ a: Blob, _ b: Blob) -> Double { (b.x - Double(b.spanX) / 2) - (a.x + Double(a.spanX) / 2) }
        // (Not one that stood there in the frame before too and stands two or three
        // pitches on from the next, to a fifth of one: an end element whose neighbour was
        // too faint to be seen in this frame. A pointer passes.)
        func slots(_ a: Blob, _ b: Blob) -> Bool {
            let k = ((b.x - a.x) / pitch).rounded()
            let end = a.x < whole[1].x ? a : b
            let stood = before.contains { abs($0.x - end.x) <= 0.25 * pitch && abs($0.y - end.y) <= 0.25 * pitch }
            return stood && k >= 2 && k <= 3 && abs(b.x - a.x - k * pitch) <= 0.2 * pitch
        }
        // (Nor one whose gap is less than one and a half times the next gap in: a size
        // wave's big dots stand further apart the bigger they are, its end dot among them.)
        func stands(_ a: Blob, _ b: Blob, inner: Double) -> Bool { gap(a, b) > 1.2 * pitch && gap(a, b) > 1.5 * inner && !slots(a, b) }
        var apart: [Blob] = []
        let n = whole.count
        if stands(whole[0], whole[1], inner: gap(whole[1], whole[2])) { apart.append(whole[0]) }
        if stands(whole[n - 2], whole[n - 1], inner: gap(whole[n - 3], whole[n - 2])) { apart.append(whole[n - 1]) }
        return apart.isEmpty ? blobs : blobs.filter { b in !apart.contains(b) }
    }

    /// Where the elements of a region given stand across it (the band's coordinates, as
    /// blobs have them) and how thick they are, once seen.
    private(set) var guide: (line: Double, thickness: Double)?
    /// In a region given, where the elements stood across it in each frame, when any did.
    public private(set) var guideLines: [Double?] = []

    /// The blobs of a band whose elements stand in `elements` (its rows), measured `f`
    /// times smaller (placed back in the recording's pixels); `frameEdges` its sides that
    /// are the recording's edges.
    static func blobs(_ band: PlanarFrame, factor f: Int, elements: Range<Int>?, thickness: Double?, frameEdges: BlobFinder.Sides = [],
                      capped: BlobFinder.Sides? = nil) -> BlobFinder.Band {
        let small = band.reduced(by: f)
        let rows = elements.map { ($0.lowerBound / f)..<(($0.upperBound + f - 1) / f) }
        let bg = BandBackground.behind(small, elements: rows, thickness: thickness.map { $0 / Double(f) })
        let tight = rows.map { small.height - $0.count < 4 } ?? false
        var found = BlobFinder.band(small, background: bg, share: share, faint: faintShare, floor: floor(noise: bg.noise), tight: tight, frameEdges: frameEdges, capped: capped)
        if f > 1 { found.blobs = found.blobs.map { $0.scaled(by: f, originX: band.originX, originY: band.originY) } }
        return found
    }

    /// The band's rows within half a thickness (and two pixels, or half a pixel when that
    /// would leave fewer than four: a band cut close round its dots) of `line`.
    static func rows(around line: Double, thickness t: Double, in band: PlanarFrame) -> Range<Int> {
        let y = line - Double(band.originY)
        func within(_ half: Double) -> Range<Int> {
            let lo = max(0, Int((y - half).rounded(.down))), hi = min(band.height, Int((y + half).rounded(.up)))
            return lo < hi ? lo..<hi : 0..<0
        }
        let padded = within(0.5 * t + 2)
        return band.height - padded.count >= 4 ? padded : within(0.5 * t + 0.5)
    }

    /// The line (the middle of the blobs, by mass) and the typical thickness of the blobs
    /// in a band, when it shows any not cut by its edge.
    static func guide(_ blobs: [Blob], band: PlanarFrame) -> (line: Double, thickness: Double)? {
        let whole = blobs.filter { !$0.cut && $0.spanY * 2 <= band.height }
        guard !whole.isEmpty else { return nil }
        let mass = whole.map(\.mass).reduce(0, +)
        let line = whole.map { $0.y * $0.mass }.reduce(0, +) / max(mass, 1e-9)
        let spans = whole.map { Double($0.spanY) }.sorted()
        return (line, spans[spans.count / 2])
    }

    /// How many levels a frame may differ from the last one measured, anywhere in the
    /// band, and still be that frame again (a video's encoder redraws a still picture a
    /// level or two off): it is not measured again.
    static let unchanged = 1

    /// Whether two planes hold the same bytes, each within `within` levels (compared eight
    /// bytes at a time where they are equal).
    static func same(_ a: [UInt8], _ b: [UInt8], within: Int = 0) -> Bool {
        guard a.count == b.count else { return false }
        return a.withUnsafeBytes { x in
            b.withUnsafeBytes { y in
                let words = a.count / 8
                for i in 0..<words where x.loadUnaligned(fromByteOffset: 8 * i, as: UInt64.self) != y.loadUnaligned(fromByteOffset: 8 * i, as: UInt64.self) {
                    for k in (8 * i)..<(8 * i + 8) where abs(Int(x[k]) - Int(y[k])) > within { return false }
                }
                for i in (8 * words)..<a.count where abs(Int(x[i]) - Int(y[i])) > within { return false }
                return true
            }
        }
    }

    /// The two colours elements show, learnt from every frame (from what its threshold
    /// found: an element held is a copy).
    public var colours: ElementColours { ElementColours.learn(bands.map { $0.blobs.filter { !$0.cut && !$0.isHeld } }) }

    /// The colours the elements wear: the current and ordinary ones learnt, or, when none
    /// is told apart, each colour some element wears in a tenth of the frames or more
    /// (told in steps of 16 levels: a white current dot shown only over a red card; a frame
    /// counts for a step when it shows the colour in that step or in one next to it, so a
    /// white that a video's half-size colour shades either side of a step is still white;
    /// each colour told once, in the step most frames show it in).
    static func worn(_ colours: ElementColours, _ bands: [BlobFinder.Band]) -> [[Double]] {
        let learnt = [colours.current, colours.ordinaryColour].compactMap { $0 }
        guard learnt.isEmpty else { return learnt }
        var groups: [[Int]: [[Double]]] = [:], shown: [Set<[Int]>] = []
        for band in bands {
            var here = Set<[Int]>()
            for b in band.blobs where b.spanX >= 3 && b.spanY >= 3 && !b.ring && !b.cut && !b.isHeld {
                let key = b.absolute.map { Int(($0 / 16).rounded(.down)) }
                groups[key, default: []].append(b.absolute)
                here.insert(key)
            }
            if !here.isEmpty { shown.append(here) }
        }
        func near(_ a: [Int], _ b: [Int]) -> Bool { zip(a, b).allSatisfy { abs($0 - $1) <= 1 } }
        let keys = groups.keys.sorted { $0.lexicographicallyPrecedes($1) }
        var own: [[Int]: Int] = [:]
        for here in shown { for k in here { own[k, default: 0] += 1 } }
        // (Each colour once: the step most frames show it in, among those next to it.)
        return keys.filter { k in
            keys.allSatisfy { !near($0, k) || own[$0]! <= own[k]! } && 10 * shown.filter { $0.contains { near($0, k) } }.count >= bands.count
        }.map { ElementColours.median(groups[$0]!) }
    }

    /// The stretches of a band (its columns from `start`, `step` apart along the row)
    /// whose background is within a quarter of the elements' `typical` contrast of a
    /// colour they wear: an element there cannot be seen.
    static func unseen(_ bg: BandBackground, wearing worn: [[Double]], typical: Double, start: Double, step: Double) -> [ClosedRange<Double>] {
        guard !worn.isEmpty, typical > 0 else { return [] }
        var out: [ClosedRange<Double>] = []
        var from: Int?
        let reach = 0.0625 * typical * typical
        for x in 0...bg.luma.count {
            var blind = false
            if x < bg.luma.count {
                // (Plain numbers, no arrays: this runs for every column of every frame.)
                let l = Double(bg.luma[x]), b = Double(bg.cb[min(x / 2, bg.cb.count - 1)]), r = Double(bg.cr[min(x / 2, bg.cr.count - 1)])
                blind = worn.contains { c in (c[0] - l) * (c[0] - l) + (c[1] - b) * (c[1] - b) + (c[2] - r) * (c[2] - r) < reach }
            }
            if blind && from == nil { from = x }
            if !blind, let f = from {
                out.append((start + Double(f) * step)...(start + Double(x) * step))
                from = nil
            }
        }
        return out
    }

    /// Whether the row stood where it stands through frame `i`, whose page changed
    /// wholesale behind it: the nearest frame before it and the nearest after it (within
    /// six, neither hidden nor turned over) show as many elements (`all`, each frame's, two
    /// or more) each within a quarter of their spacing of the other's. A page's colour that
    /// fades fast into the next page's leaves the row in place, and what it does there is
    /// judged; a card that slides away with what was taken for the row takes it along.
    static func stood(_ i: Int, _ all: [[ObservedElement]], hidden: [Bool], axis: RowAxis) -> Bool {
        let before = stride(from: i - 1, through: max(0, i - 6), by: -1).first { !hidden[$0] }
        let after = (i + 1..<min(all.count, i + 7)).first { !hidden[$0] }
        guard let before, let after else { return false }
        let a = all[before].map(axis.along), b = all[after].map(axis.along)
        guard a.count >= 2, a.count == b.count else { return false }
        let spacing = zip(a, a.dropFirst()).map { $1 - $0 }.min() ?? 0
        return spacing > 0 && zip(a, b).allSatisfy { abs($0 - $1) <= 0.25 * spacing }
    }

    /// Where frame `i`'s row (from `from` to `to` along it) is washed out: the page's colour
    /// behind it (`backdrops`, each frame's) changes by 3 levels or more from two frames
    /// before or to two frames after (a slow fade moves a level or two a frame), and an
    /// ordinary element is half as strong against it as a current one, or less — all of the row but the current elements of this frame, or
    /// of the one before where this one shows none (`currents`, their elements), which
    /// stay in sight: the dot the current one left may turn faint there, but a current
    /// one gone is found.
    func washedOut(_ i: Int, backdrops: [[Float]], colours: ElementColours, currents: [[ObservedElement]], from: Double, to: Double) -> [ClosedRange<Double>] {
        let fading = (i - 2...i + 2).contains { j in
            backdrops.indices.contains(j) && zip(backdrops[i], backdrops[j]).contains { abs($0 - $1) >= 3 }
        }
        guard fading, let (o, k) = colours.contrasts(behind: backdrops[i].map(Double.init)) else { return [] }
        guard ElementColours.length(o) <= 0.5 * ElementColours.length(k) else { return [] }
        let kept = currents.joined().filter { ($0.highlight ?? 0) >= 0.5 }.map { e -> ClosedRange<Double> in
            let reach = axis.length(e) / 2 + axis.thickness(e) / 2
            return (axis.along(e) - reach)...(axis.along(e) + reach)
        }.sorted { $0.lowerBound < $1.lowerBound }
        var out: [ClosedRange<Double>] = [], at = from
        for r in kept {
            if r.lowerBound > at { out.append(at...min(r.lowerBound, to)) }
            at = max(at, r.upperBound)
        }
        if at < to { out.append(at...to) }
        return out
    }

    /// Every frame's elements (in the recording's coordinates, in order along the row) and
    /// profile, told current by `colours` (by default the ones learnt); `times` gives each
    /// frame's time, `start` the coordinate along the row where the band starts.
    public func frames(colours given: ElementColours? = nil, start: Double, time: (Int) -> Double?) -> [ObservedFrame] {
        let colours = given ?? self.colours
        let turn = axis == .vertical
        // (Something over the row that is none of its colours — a pointer, a touch's
        // circle — hides what the row does there; in a tenth of the frames or more it is
        // the design's own look, not something passing.)
        var foreign = bands.map { Self.anyForeign($0.blobs, colours: colours) }
        if 10 * foreign.filter({ $0 }).count >= bands.count { foreign = foreign.map { _ in false } }
        let worn = Self.worn(colours, bands)
        let all: [[ObservedElement]] = bands.map { band in
            var elements: [ObservedElement] = band.blobs.filter { !$0.cut }.compactMap { b in
                let t = colours.highlight(b)
                let e = b.element(contrast: colours.contrast(t, of: b))
                guard min(e.width, e.height) >= Self.smallest else { return nil }
                return turn ? ObservedElement(x: e.y, y: e.x, width: e.height, height: e.width, highlight: t, current: t.map { $0 >= 0.5 })
                            : ObservedElement(x: e.x, y: e.y, width: e.width, height: e.height, highlight: t, current: t.map { $0 >= 0.5 })
            }
            elements.sort { axis.along($0) < axis.along($1) }
            return elements
        }
        let backdrops = bands.map { Self.backdrop($0.background) }
        return bands.enumerated().map { i, band in
            let elements = all[i]
            // The columns' sums over the blobs kept, then their coverage and highlight.
            var sums = [Float](repeating: 0, count: 4 * band.width)
            for b in band.blobs {
                for (k, v) in b.columns.enumerated() {
                    let i = 4 * b.firstColumn + k
                    guard i < sums.count else { break }
                    if k % 4 == 3 { sums[i] = max(sums[i], v) } else { sums[i] += v }
                }
            }
            let area = Float(factor * factor)
            var ink = [Float](repeating: 0, count: band.width)
            var highlight: [Float]? = colours.current == nil ? nil : ink
            for x in 0..<band.width where sums[4 * x + 3] > 0 {
                let behind: [Double] = band.background.map { [Double($0.luma[x]), Double($0.cb[x / 2]), Double($0.cr[x / 2])] } ?? [0, 128, 128]
                let (a, b) = colours.unmix([Double(sums[4 * x]), Double(sums[4 * x + 1]), Double(sums[4 * x + 2])], peak: Double(sums[4 * x + 3]), behind: behind)
                // (A column of a frame measured smaller stands for `factor`² pixels.)
                ink[x] = Float(a) * area
                if let b { highlight?[x] = Float(b) * area }
            }
            var frame = ObservedFrame(frame: i, time: time(i), elements: elements,
                                      profile: RowProfile(start: start, step: Double(factor), ink: ink, highlight: highlight),
                                      hidden: i < hidden.count && hidden[i] && !(turnedOnly[i] && Self.stood(i, all, hidden: hidden, axis: axis)),
                                      currentUnclear: Self.currentUnclear(band.blobs, colours: colours))
            if let bg = band.background, colours.typical > 0 {
                frame.clutter = bg.noise / colours.typical
                frame.unseen = Self.unseen(bg, wearing: worn, typical: colours.typical, start: start, step: Double(factor))
            }
            if let bg = band.background {
                frame.washedOut = washedOut(i, backdrops: backdrops, colours: colours, currents: all[i].contains { ($0.highlight ?? 0) >= 0.5 } || i == 0 ? [all[i]] : [all[i - 1]],
                                            from: start, to: start + Double(bg.luma.count * factor))
            }
            // (What the band's edge cuts on the row — a dot that drops out of the region,
            // merged with the one under it; a row leaving the frame — is not measured:
            // that stretch shows no element, and none vanished there.)
            frame.unseen += band.blobs.filter(\.cut).map { ($0.x - Double($0.spanX) / 2)...($0.x + Double($0.spanX) / 2) }
            if i < mergedAway.count { frame.unseen += mergedAway[i] }
            if foreign[i] { frame.hidden = true }
            return frame
        }
    }
}
