/// Departures (docs/qa.md#invariants): what frames `i ..< i + k` show that neither frame
/// `i − 1` nor frame `i + k` explains — a blank row, an element gone or come, the highlight
/// elsewhere, added or gone — judged where it happens: there the two neighbours agree (up
/// to the row sliding between them), the row around moves less than it departs, the
/// departed state is not one the row shows a frame or two away (motion the frame rate
/// aliases), and a departure of several frames shows one wrong state.
import Foundation

extension ObservedChecker {
    /// Whether `PAGEDOTS_QA_DEBUG` is set, to print the departure checks' workings.
    public static let debugging = ProcessInfo.processInfo.environment["PAGEDOTS_QA_DEBUG"] != nil

    /// A departure of frames `i ..< i + k`: the frame where it shows, what it breaks,
    /// in words, and where along the row.
    typealias Departure = (frame: Int, invariant: ObservedInvariant, detail: String, place: Double?)

    static func departure(_ i: Int, _ k: Int, cache: inout ProfileCache, ink: [Double], _ m: RowMeasures) -> Departure? {
        let span = k == 1 ? "one frame" : "\(k) frames"
        // The whole row gone.
        let around = min(ink[i - 1], ink[i + k])
        // (Not where the current element still stands and the rest of the row is washed
        // out: faint dots a GIF dropped as the page's colour changed behind them.)
        let washed = (i..<(i + k)).allSatisfy { t in
            let f = cache.row.frames[t]
            return !f.washedOut.isEmpty && f.elements.contains { ($0.highlight ?? 0) >= 0.5 && m.onLine($0) }
        }
        if !washed && (i..<(i + k)).allSatisfy({ ink[$0] < 0.3 * around }) {
            let least = (i..<(i + k)).map { ink[$0] }.min()!
            return (i, .vanishing, "the whole row went blank for \(span) (\(fixed(least / max(around, 1e-9) * 100))% of its elements left)", nil)
        }
        return quietDeparture(i, k, cache: &cache, ink: ink, m) ?? wholeDeparture(i, k, cache: &cache, ink: ink, m)
    }

    /// Whether the highlight travels through a departure of several frames, more than a
    /// pitch from its first frame to its last: that is no one wrong state shown for a
    /// moment (a scrolling window carrying a far page's dot back to its middle).
    static func highlightTravels(_ i: Int, _ k: Int, cache: inout ProfileCache, _ m: RowMeasures) -> Bool {
        guard k > 1 else { return false }
        let centres = (i..<(i + k)).compactMap { cache.profile($0).highlightCentre }
        return centres.count == k && centres.max()! - centres.min()! > m.pitch
    }

    /// A departure from two neighbours that agree, in a row that moves less around it than
    /// it departs: anything of an element's worth or more that goes, comes or moves.
    static func quietDeparture(_ i: Int, _ k: Int, cache: inout ProfileCache, ink: [Double], _ m: RowMeasures) -> Departure? {
        let a = cache.profile(i - 1), b = cache.profile(i + k)
        let span = k == 1 ? "one frame" : "\(k) frames"
        let element = m.elementInk
        let highlight = m.restHighlight ?? element
        let reach = Int((3 * m.pitch / a.step).rounded(.up))
        // The two neighbours must agree, the second slid by `shift` bins at most.
        let (whole, apart) = cache.shift(i - 1, i + k, within: reach)
        let shift = Double(whole)
        guard apart <= max(0.3 * element, 3 * m.profileNoise + 0.1 * element) else { return nil }
        // The motion just outside the departure, less a slide of the whole row: a glitch
        // has a quiet side (the row at rest, or moving slowly) at least.
        let before = i >= 2 ? cache.shift(i - 2, i - 1, within: reach).1 : 0
        let after = i + k + 1 < ink.count ? cache.shift(i + k, i + k + 1, within: reach).1 : 0
        let moving = min(before, after)
        let aliases = Array(max(0, i - 3)..<(i - 1)) + Array((i + k + 1)..<min(ink.count, i + k + 3))
        let window = max(2, Int(((m.ordinaryLength + 2 * a.step) / a.step).rounded(.up)))
        // A departure of several frames shows one wrong state: its frames alike, unlike
        // the frames around.
        if k > 1 {
            let size = a.difference(cache.profile(i))
            for t in (i + 1)..<(i + k) where cache.profile(t - 1).difference(cache.profile(t)) > 0.3 * size { return nil }
        }
        let travels = highlightTravels(i, k, cache: &cache, m)
        var previous: RowProfile?
        for j in 0..<k {
            defer { previous = cache.profile(i + j) }
            let now = cache.profile(i + j)
            // Where the row stands now: `a` slid part of the way to `b` (a quarter pitch
            // either side), as well as it fits — a glitch is a small part of a row.
            let q = 0.25 * m.pitch / a.step
            let slid = bestShift(a, now, from: Int((min(0, shift) - q).rounded(.down)), to: Int((max(0, shift) + q).rounded(.up)))
            var f = shift == 0 ? 0.5 : min(1, max(0, Double(slid) / shift))
            var expected = RowProfile.between(a, b, shift: shift, at: f)
            // (A slide of a bin or two is found to a quarter of a bin: a row that starts to
            // move is half a bin along in its first frame.)
            if shift != 0 && abs(shift) <= 2 {
                for g in stride(from: 0.0, through: 1.0, by: 0.25 / abs(shift)) where g != f {
                    let e = RowProfile.between(a, b, shift: shift, at: g)
                    if now.difference(e) < now.difference(expected) { expected = e; f = g }
                }
            }
            // A row that lags and catches up slides by a pitch and back in a frame or two
            // (a strip retargeted on every page of a fast scroll): a slide of the whole row
            // by less than one and a half pitches is motion.
            let wobble = Int((1.5 * m.pitch / a.step).rounded(.down))
            let slide = bestShift(expected, now, from: -wobble, to: wobble)
            var slidAlong = false
            if slide != 0 {
                let slidden = expected.shifted(by: Double(slide))
                if now.difference(slidden) <= 0.35 * now.difference(expected) { expected = slidden; slidAlong = true }
            }
            let departed = now.difference(expected)
            let least = max(2.5 * apart, 2 * m.profileNoise)
            // A glitch stands out from the motion around it; one of several frames shows
            // one wrong state, where motion shows a new one each frame; and a state the
            // row shows again a frame or two away is motion the frame rate aliases.
            if debugging { print("dep i \(i) k \(k) j \(j) departed \(departed) moving \(moving) apart \(apart) prev \(previous.map { $0.difference(now) } ?? -1)") }
            // (A departure starts where the run starts: a later start is another run's.)
            guard moving <= 0.5 * departed else { if j == 0 { return nil }; continue }
            if let previous, previous.difference(now) > 0.5 * departed { continue }
            if aliases.contains(where: { cache.profile($0).difference(now) <= 0.5 * departed }) { if j == 0 { return nil }; continue }
            func place(_ at: Int) -> Double { a.start + (Double(at) + Double(window) / 2) * a.step }
            // (Whether the frame cannot show an element within `within` of bins `at ..< at + window`.)
            func unseen(_ at: Int, within: Double) -> Bool { cache.row.frames[i + j].unseen(near: place(at), within: within * m.pitch) }
            // (Or where an element faint against a page's colour that changes behind it can be
            // missing without having vanished.)
            func outOfSight(_ at: Int, within: Double) -> Bool { cache.row.frames[i + j].lostFromSight(near: place(at), within: within * m.pitch) }
            // (The row on its way between its page and a neighbour's, as an easing that
            // overshoots swings it back for a frame or two: no glitch of any kind.)
            lazy var passing = Self.inPassing(i + j, around: [i - 1, i + k], cache.row.frames, m)
            // The highlight: moved far, added, or gone.
            var steppedBeside = false
            if let e = expected.highlight, let h = now.highlight {
                let (lost, lostAt) = windowed(e, h, window)
                let (gained, gainedAt) = windowed(h, e, window)
                let far = abs(Double(gainedAt - lostAt)) * a.step
                let big = max(highlightShare * highlight, least)
                if debugging { print("  hl lost \(lost) at \(lostAt) gained \(gained) at \(gainedAt) big \(big) total \(h.reduce(0, { $0 + Double($1) })) H \(highlight)") }
                // (A current element moved far is measured against the highlight there
                // was: one on a window's small end dot holds a fraction of a rest's.)
                let there = min(highlight, max(e.reduce(0, { $0 + Double($1) }), 0.2 * highlight))
                let moved = max(highlightShare * there, least)
                steppedBeside = lost >= moved && gained >= moved && far < 1.5 * m.pitch
                if lost >= moved && gained >= moved && far >= 1.5 * m.pitch && !travels {
                    return (i + j, .motion, "the current element showed \(fixed(far / m.pitch)) pitches away for \(span) and came back", place(gainedAt))
                }
                // (Not the current element a slot along, alone: off a window's smaller end
                // dot onto a full one, it holds more highlight than it left.)
                let alone = steppedBeside && Self.oneCurrent(cache.row.frames[i + j].elements)
                if gained >= big && lost < 0.5 * gained && !alone && !passing {
                    return (i + j, .oneCurrent, "a second current element showed for \(span)", place(gainedAt))
                }
                // (A current element may shrink far as a strip lags: only none at all is
                // a glitch.)
                if lost >= big && gained < 0.5 * lost && h.reduce(0, { $0 + Double($1) }) < 0.25 * highlight && !overlapping(now, a, b, element)
                    && !unseen(lostAt, within: 0.5) {
                    return (i + j, .oneCurrent, "no current element for \(span)", place(lostAt))
                }
            }
            let (lost, lostAt) = windowed(expected.ink, now.ink, window)
            let (gained, gainedAt) = windowed(now.ink, expected.ink, window)
            let big = max(elementShare * element, least)
            // (Not where the frame shows an element on the row's line: one that only grew
            // fainter — a page cross-fading behind translucent dots — did not vanish.)
            let shown = cache.row.frames[i + j].elements.contains {
                m.onLine($0) && abs(m.axis.along($0) - place(lostAt)) <= 0.35 * m.pitch
                    && m.axis.thickness($0) >= 0.5 * m.fullThickness
            }
            // (Nor where the current element stood in the neighbours and still stands,
            // only shorter: a worm or a pill that shrinks for a frame as a flick reverses.)
            func current(_ e: ObservedElement) -> Bool { (e.highlight ?? 0) >= 0.5 && m.onLine(e) }
            func shrank() -> Bool {
                cache.row.frames[i + j].elements.contains { now in
                    current(now) && [i - 1, i + k].allSatisfy { n in
                        cache.row.frames[n].elements.contains { e in
                            current(e) && abs(m.axis.along(e) - place(lostAt)) <= m.axis.length(e) / 2
                                && abs(m.axis.along(e) - m.axis.along(now)) <= (m.axis.length(e) - m.axis.length(now)) / 2 + 0.25 * m.pitch
                        }
                    }
                }
            }
            if lost >= big && !shown && !shrank() && !outOfSight(lostAt, within: 0.25) && !passing {
                return (i + j, .vanishing, "an element (\(fixed(lost / element)) of a full one) vanished for \(span) and came back", place(lostAt))
            }
            if gained >= big && !stray(at: place(gainedAt), in: i + j, besides: [i - 1, i + k], cache.row.frames, m) && !passing {
                return (i + j, .vanishing, "an element (\(fixed(gained / element)) of a full one) appeared for \(span) and went", place(gainedAt))
            }
            // Anything else as large: the row showed another state (sizes, colours) between
            // two frames that agree, while it stood still or nearly.
            // (Not when what it lacks stood where nothing could be seen; nor when all it
            // shows is the current element a pitch along, its elements in their places: a
            // flick reversed within a frame passes the next page and comes back. Twice as
            // large where the whole row slid: a window's end dots grow and shrink as it
            // slides, an element's worth over both ends.)
            let stepped = steppedBeside && lost < big && gained < big
            if departed >= max(slidAlong ? 2 * element : element, 2 * least) && moving <= 0.25 * departed && !stepped && !passing && !sameReading(i, k, cache.row.frames, m)
                && !(lost >= big && outOfSight(lostAt, within: 0.25)) {
                return (i + j, .motion, "the row showed another state for \(span) (\(fixed(departed / element)) elements' worth of difference) and came back", nil)
            }
        }
        return nil
    }

    /// Whether frame `t` shows the row on its way between its page and a neighbouring one,
    /// as the frames `around` show it at rest: its highlight one current element's worth
    /// (within a third), centred within a pitch of where the current element stands in
    /// them; every element of theirs further than a pitch from its ends in its place and
    /// size, each nearer one still covered by an element, and none of the frame's where
    /// they show none (a worm stretched over its neighbour, a pill half expanded on each,
    /// two dots half swapped, a dot sliding over another). A second current element, an
    /// element gone, a flash further off or a blank row is none of these
    /// (docs/qa.md#invariants).
    static func inPassing(_ t: Int, around: [Int], _ frames: [ObservedFrame], _ m: RowMeasures) -> Bool {
        let now = frames[t].elements.filter(m.onLine)
        guard !now.isEmpty, now.allSatisfy({ $0.highlight != nil }) else { return false }
        let total = now.map { $0.highlight! }.reduce(0, +)
        guard abs(total - 1) <= 1.0 / 3 else { return false }
        let centre = now.map { m.axis.along($0) * $0.highlight! }.reduce(0, +) / total
        return around.allSatisfy { n in
            guard n >= 0, n < frames.count else { return false }
            let before = frames[n].elements.filter(m.onLine)
            let lit = before.filter { ($0.highlight ?? 0) >= 0.5 }
            guard lit.count == 1, abs(centre - m.axis.along(lit[0])) <= m.pitch else { return false }
            let c = m.axis.along(lit[0]), reach = m.axis.length(lit[0]) / 2 + m.pitch
            // (Nothing where they show nothing: an element come from nowhere is a glitch.)
            let placed = now.allSatisfy { x in
                before.contains { e in abs(m.axis.along(x) - m.axis.along(e)) <= max(m.axis.length(x), m.axis.length(e)) / 2 + 0.25 * m.pitch }
            }
            return placed && before.allSatisfy { e in
                let near = abs(m.axis.along(e) - c) <= reach
                return now.contains { x in
                    let d = abs(m.axis.along(x) - m.axis.along(e))
                    return near ? d <= m.axis.length(x) / 2 + 0.25 * m.pitch
                        : d <= 0.25 * m.pitch && abs(m.axis.length(x) - m.axis.length(e)) <= 0.25 * m.pitch
                }
            }
        }
    }

    /// Whether two frames' elements on the row's line differ: another count, or one a
    /// tenth of a pitch or more elsewhere or of another length.
    static func moves(_ a: ObservedFrame, _ b: ObservedFrame, _ m: RowMeasures) -> Bool {
        let x = a.elements.filter(m.onLine), y = b.elements.filter(m.onLine)
        guard x.count == y.count else { return true }
        return zip(x, y).contains { abs(m.axis.along($0) - m.axis.along($1)) >= 0.1 * m.pitch || abs(m.axis.length($0) - m.axis.length($1)) >= 0.1 * m.pitch }
    }

    /// How far the current element on the line stands from its nearer neighbour there
    /// (infinity when the frame shows none, or no neighbour).
    static func spacing(_ f: ObservedFrame, _ m: RowMeasures) -> Double {
        let line = f.elements.filter(m.onLine)
        guard let c = line.indices.max(by: { (line[$0].highlight ?? 0) < (line[$1].highlight ?? 0) }), (line[c].highlight ?? 0) >= 0.5 else { return .infinity }
        let here = m.axis.along(line[c])
        return line.indices.filter { $0 != c }.map { abs(m.axis.along(line[$0]) - here) }.min() ?? .infinity
    }

    /// Whether what frame `t` shows at `place` (along the row) stands off the row's line
    /// and more than a pitch beyond the ends of the line in frames `around`: a touch's
    /// ripple on a button beside the row, not an element of the control.
    static func stray(at place: Double, in t: Int, besides around: [Int], _ frames: [ObservedFrame], _ m: RowMeasures) -> Bool {
        let there = frames[t].elements.filter { abs(m.axis.along($0) - place) <= 0.5 * m.pitch }
        guard !there.isEmpty, !there.contains(where: m.onLine) else { return false }
        let line = around.flatMap { frames[$0].elements.filter(m.onLine) }
        guard let first = line.map({ m.axis.along($0) - m.axis.length($0) / 2 }).min(),
              let last = line.map({ m.axis.along($0) + m.axis.length($0) / 2 }).max() else { return false }
        return place < first - m.pitch || place > last + m.pitch
    }

    /// A departure however the row moves: compared with each neighbour slid to fit it, a
    /// frame lacks an element both show (not a smaller one: nothing, or next to nothing,
    /// where it was), shows one neither does, or shows the highlight where neither does
    /// while keeping it where they do. A state the row shows again a frame or two away is
    /// motion the frame rate aliases, not a glitch.
    static func wholeDeparture(_ i: Int, _ k: Int, cache: inout ProfileCache, ink: [Double], _ m: RowMeasures) -> Departure? {
        let a = cache.profile(i - 1), b = cache.profile(i + k)
        let span = k == 1 ? "one frame" : "\(k) frames"
        let element = m.elementInk
        let highlight = m.restHighlight ?? element
        let reach = Int((3 * m.pitch / a.step).rounded(.up))
        let window = max(2, Int(((m.ordinaryLength + 2 * a.step) / a.step).rounded(.up)))
        let travels = highlightTravels(i, k, cache: &cache, m)
        let aliases = Array(max(0, i - 3)..<(i - 1)) + Array((i + k + 1)..<min(ink.count, i + k + 3))
        func sum(_ v: [Float], _ at: Int) -> Double {
            var t: Float = 0
            for u in max(0, at)..<min(v.count, at + window) { t += v[u] }
            return Double(t)
        }
        // No current element at all, between two that have one.
        if let ha = a.totalHighlight, let hb = b.totalHighlight, min(ha, hb) >= 0.6 * highlight,
           (i..<(i + k)).allSatisfy({ (cache.profile($0).totalHighlight ?? highlight) < 0.25 * highlight && !overlapping(cache.profile($0), a, b, element) }),
           // (Not where the current element stood, or went, and could not be seen.)
           !(i..<(i + k)).contains(where: { t in [a.highlightCentre, b.highlightCentre].compactMap { $0 }.contains { cache.row.frames[t].unseen(near: $0, within: m.pitch) } }) {
            return (i, .oneCurrent, "no current element for \(span)", nil)
        }
        // The whole row somewhere else for a moment: its ends and its middle further from
        // where the two neighbours put them than a row that lags and catches up goes (a
        // pitch and a half), its length the same.
        let (a0, a1, am) = a.extent, (b0, b1, bm) = b.extent
        if abs((a1 - a0) - (b1 - b0)) <= m.pitch {
            var off = 0.0
            for j in 0..<k {
                let (n0, n1, nm) = cache.profile(i + j).extent
                // (Beyond where either neighbour stands, not only away from between them.)
                func beyond(_ n: Double, _ x: Double, _ y: Double) -> Double { n > max(x, y) ? n - max(x, y) : n < min(x, y) ? n - min(x, y) : 0 }
                let moves = [beyond(n0, a0, b0), beyond(n1, a1, b1), beyond(nm, am, bm)]
                guard abs((n1 - n0) - (a1 - a0)) <= m.pitch, moves.allSatisfy({ abs($0) >= 1.5 * m.pitch }),
                      moves.allSatisfy({ ($0 > 0) == (moves[0] > 0) }) else { off = 0; break }
                off = moves[2]
            }
            if off != 0 {
                return (i, .motion, "the whole row stood \(fixed(abs(off) / m.pitch)) pitches away for \(span) and came back", nil)
            }
        }
        // The highlight somewhere else for a moment: further beyond where either neighbour
        // has it than two pitches (a highlight that moves passes between them; one that
        // wraps round a loop or morphs in place is split between its two places).
        // (Each neighbour shows a current element: half of one in one place, not a little
        // on every dot of a strip that scrolls with its current one out of sight.)
        // (Pitches where the current element stands in the neighbours while the row
        // moves: a size wave's big dots stand several small pitches apart, and the current
        // one jumps among them as fast motion aliases.)
        func shown(_ p: RowProfile) -> Bool { (p.highlight.map { bumps($0).map(\.mass).max() ?? 0 } ?? 0) >= 0.5 * highlight }
        if let ca = a.highlightCentre, let cb = b.highlightCentre, let ta = a.totalHighlight, let tb = b.totalHighlight,
           min(ta, tb) >= 0.5 * highlight, shown(a), shown(b) {
            let frames = cache.row.frames
            let local = moves(frames[i - 1], frames[i + k], m) ? min(spacing(frames[i - 1], m), spacing(frames[i + k], m)) : m.pitch
            let pitch = local.isFinite ? max(m.pitch, local) : m.pitch
            var away = 0.0, centres: [Double] = []
            for t in i..<(i + k) {
                let p = cache.profile(t)
                guard let c = p.highlightCentre, let total = p.totalHighlight, total >= 0.5 * min(ta, tb) else { away = 0; break }
                let beyond = c > max(ca, cb) ? c - max(ca, cb) : c < min(ca, cb) ? c - min(ca, cb) : 0
                guard abs(beyond) >= 2 * pitch, away == 0 || (beyond > 0) == (away > 0) else { away = 0; break }
                away = beyond
                centres.append(c)
            }
            // (One wrong state, not one that travels: its frames' highlights within a
            // pitch of each other, and the frame after it nearer where the highlight was
            // before than where it went. A scrolling window that jumps to a far page's dot
            // and scrolls it back to its middle travels back over several frames.)
            // (Nor one the highlight travels to and back in steps no longer than its last
            // step before, or a pitch: a page control whose easing overshoots the page it
            // goes to — a back easing, a spring — carries its current element past it and
            // back, while a flash leaps there from where it stood.)
            let before = i >= 2 ? cache.profile(i - 2).highlightCentre.map { abs(ca - $0) } ?? 0 : 0
            let path = [ca] + centres + [cb]
            let travelled = zip(path, path.dropFirst()).allSatisfy { abs($1 - $0) <= 1.5 * max(pitch, before) }
            if away != 0, !travelled, let last = centres.last, centres.max()! - centres.min()! <= pitch, abs(cb - ca) < abs(cb - last) {
                return (i, .motion, "the current element showed \(fixed(abs(away) / pitch)) pitches beyond where it was and went to for \(span)", nil)
            }
        }
        // An element gone, element by element: one of nearly full size before and after
        // (where the row's slide puts it), and nothing at all where it should be between —
        // unless the row slid and that place lies beyond its ends there (a strip scrolling
        // under a window that clips it: the element left the row at its end).
        let frames = cache.row.frames
        let ab = Double(rowSlide(a, b, within: reach)) * a.step
        let line = frames[i - 1].elements.filter(m.onLine)
        // (Each frame's slide found once, and its elements looked up by place: the cost
        // stays linear in the elements however many a frame holds.)
        let after = AlongIndex(frames[i + k].elements, m.axis)
        var between: [(slide: Double, index: AlongIndex)] = []
        for e in line where m.axis.thickness(e) >= 0.6 * m.fullThickness {
            let back = after.any(near: m.axis.along(e) + ab, within: 0.35 * m.pitch) { o, _ in m.axis.thickness(o) >= 0.6 * m.fullThickness }
            guard back else { continue }
            if between.isEmpty {
                between = (i..<(i + k)).map { t in (Double(rowSlide(a, cache.profile(t), within: reach)) * a.step, AlongIndex(frames[t].elements, m.axis)) }
            }
            let gone = between.allSatisfy { s, index in
                let at = m.axis.along(e) + s, reachOf = m.axis.length(e) / 2 + 0.3 * m.pitch
                if abs(s) >= 0.15 * m.pitch, let ends = index.ends, at < ends.first - 0.3 * m.pitch || at > ends.last + 0.3 * m.pitch { return false }
                return !index.any(near: at, within: reachOf + index.longest / 2) { o, x in abs(x - at) <= reachOf + m.axis.length(o) / 2 }
            }
            if gone && !(i..<(i + k)).contains(where: { frames[$0].lostFromSight(near: m.axis.along(e), within: 0.25 * m.pitch) }) {
                return (i, .vanishing, "an element (\(fixed(m.axis.thickness(e) / max(m.fullThickness, 1e-9))) of full size) vanished for \(span) and came back", m.axis.along(e))
            }
        }
        // A second current element, element by element: one wearing the current colour far
        // from another that does, where both neighbours show an ordinary element. Only a
        // whole one, at least about as long as it is thick (a dot, a pill): a dot cut short
        // by a page's edge passing beside it takes on the edge's colour, and is no second
        // current element to see; nor is one of little more than half the size of the
        // ordinary element both neighbours show there (a translucent dot's pixels a GIF's
        // dither whitens while the page's colour fades behind it) — a window's small end
        // dot lit whole is one.
        func lit(_ e: ObservedElement) -> Double { e.highlight ?? (e.current == true ? 1 : 0) }
        func onLine(_ t: Int) -> [ObservedElement] { frames[t].elements.filter(m.onLine) }
        func whole(_ e: ObservedElement) -> Bool { m.axis.length(e) >= 0.85 * m.axis.thickness(e) }
        if m.knowsCurrent {
            let starts = onLine(i).filter { lit($0) >= 0.8 && whole($0) }
            if starts.count >= 2, let first = starts.first, let last = starts.last, m.axis.along(last) - m.axis.along(first) >= 1.5 * m.pitch {
                let s1 = Double(rowSlide(a, cache.profile(i), within: reach)) * a.step, s2 = Double(rowSlide(b, cache.profile(i), within: reach)) * a.step
                for e in starts {
                    func ordinary(_ t: Int, _ slide: Double) -> Bool {
                        let near = onLine(t).filter { abs(m.axis.along($0) + slide - m.axis.along(e)) <= 0.35 * m.pitch }
                        return !near.isEmpty && near.allSatisfy { lit($0) <= 0.3 && m.axis.thickness(e) >= 0.6 * m.axis.thickness($0) }
                    }
                    if ordinary(i - 1, s1) && ordinary(i + k, s2) && (i..<(i + k)).allSatisfy({ t in onLine(t).filter { lit($0) >= 0.8 }.count >= 2 }) {
                        return (i, .oneCurrent, "a second current element showed for \(span), at \(m.axis.letter) \(fixed(m.axis.along(e)))", m.axis.along(e))
                    }
                }
            }
        }
        var previous: RowProfile?
        for j in 0..<k {
            defer { previous = cache.profile(i + j) }
            let now = cache.profile(i + j)
            let before = a.shifted(by: Double(rowSlide(a, now, within: reach))), after = b.shifted(by: Double(rowSlide(b, now, within: reach)))
            func place(_ at: Int) -> Double { a.start + (Double(at) + Double(window) / 2) * a.step }
            // Whether a change of `amount` at bins `at ..< at + window` is a state of its
            // own: the row does not show it a frame or two away, and a departure of several
            // frames shows it in each.
            func stands(_ at: Int, _ amount: Double, highlight channel: Bool) -> Bool {
                let lo = at - window, hi = at + 2 * window
                if let previous, previous.difference(now, from: lo, to: hi, highlight: channel) > 0.5 * amount { return false }
                return !aliases.contains { cache.profile($0).difference(now, from: lo, to: hi, highlight: channel) <= 0.5 * amount }
            }
            // Whether the two neighbours, each slid to fit, agree at bins `at ..< at +
            // window` (and a window either side): what is there stood still, or moved with
            // the row; an indicator that stretches, jumps or swaps does not.
            func agree(_ at: Int, _ amount: Double, highlight channel: Bool) -> Bool {
                before.difference(after, from: at - window, to: at + 2 * window, highlight: channel) <= 0.25 * amount
                    && (channel || before.difference(after, from: at - window, to: at + 2 * window, highlight: true) <= 0.25 * amount)
            }
            // An element gone: what both neighbours show there, it shows at most a fifth of;
            // not beside the highlight, where an indicator swaps or jumps past the dots
            // (the element-by-element look above judges there); not where it shows a
            // smaller element in its place (a window's end dot: shrunk, not gone); and not
            // where only their slide brings it, neither showing anything there as it
            // stands (a strip that jumps several pages under a window that stays: what
            // slid past the window's end left the row).
            let lit = [now, before, after].compactMap { p in p.highlight.map { windowed($0, [Float](repeating: 0, count: $0.count), window).1 } }
            for (lost, at) in [windowed(before.ink, now.ink, window), windowed(after.ink, now.ink, window)] where lost >= elementShare * element {
                guard !lit.contains(where: { abs(Double($0 - at)) * a.step <= 1.2 * m.pitch }) else { continue }
                let here = sum(now.ink, at), there = min(sum(before.ink, at), sum(after.ink, at))
                guard max(sum(a.ink, at), sum(b.ink, at)) >= 0.2 * there,
                      !onLine(i + j).contains(where: { abs(m.axis.along($0) - place(at)) <= 0.35 * m.pitch && m.axis.thickness($0) >= 0.2 * m.fullThickness })
                else { continue }
                if debugging { print("  whole i \(i) k \(k) lost \(lost) at \(at) here \(here) there \(there) agree \(agree(at, there, highlight: false)) stands \(stands(at, there - here, highlight: false))") }
                if there >= elementShare * element && here <= 0.2 * there && agree(at, there, highlight: false) && stands(at, there - here, highlight: false)
                    && !cache.row.frames[i + j].lostFromSight(near: place(at), within: 0.25 * m.pitch) {
                    return (i + j, .vanishing, "an element (\(fixed(there / element)) of a full one) vanished for \(span) and came back", place(at))
                }
            }
            // A highlight of its own far from the others, more highlight in all than either
            // neighbour shows, and none there in either.
            if let h = now.highlight, let hb = before.highlight, let ha = after.highlight,
               let total = now.totalHighlight, let ta = a.totalHighlight, let tb = b.totalHighlight, total >= 1.3 * max(ta, tb) {
                let found = bumps(h)
                for x in found where x.mass >= 0.25 * highlight {
                    let others = found.filter { abs($0.centre - x.centre) * a.step >= 1.5 * m.pitch && $0.mass >= 0.25 * highlight }
                    let at = Int(x.centre) - window / 2
                    guard !others.isEmpty, max(sum(hb, at), sum(ha, at)) <= 0.2 * x.mass, stands(at, x.mass, highlight: true) else { continue }
                    return (i + j, .oneCurrent, "a second current element showed for \(span)", place(at))
                }
            }
            // The highlight where neither neighbour has it, on an element both show: moved
            // there for a moment, or a second one besides where they have it.
            // (Nor where either has it as it stands: a window that scrolls its small end dots
            // from one end to the other fits best slid by whole pitches, yet its current dot
            // arrived where the frame after has it.)
            guard let h = now.highlight, let hb = before.highlight, let ha = after.highlight else { continue }
            for (_, at) in [windowed(h, hb, window), windowed(h, ha, window)] {
                // (A small element in the current colour is a current element too: all of
                // its ink wears the colour.)
                let here = sum(h, at), there = max(sum(hb, at), sum(ha, at), a.highlight.map { sum($0, at) } ?? 0, b.highlight.map { sum($0, at) } ?? 0)
                let whole = here >= highlightShare * highlight || (here >= 0.6 * sum(now.ink, at) && sum(now.ink, at) >= 0.15 * element && here >= 0.12 * highlight)
                guard whole, there <= 0.2 * here, agree(at, sum(now.ink, at), highlight: false), stands(at, here - there, highlight: true) else { continue }
                // Where the neighbours have it: kept (a second one) or left (moved away).
                let (_, from) = windowed(hb, h, window)
                let was = min(sum(hb, from), sum(ha, from)), kept = sum(h, from)
                let far = abs(Double(at - from)) * a.step
                guard far >= 1.5 * m.pitch, agree(from, was, highlight: true) else { continue }
                if was >= highlightShare * highlight && kept <= 0.2 * was && !travels {
                    return (i + j, .motion, "the current element showed \(fixed(far / m.pitch)) pitches away for \(span) and came back", place(at))
                }
                if kept >= 0.5 * was {
                    return (i + j, .oneCurrent, "a second current element showed for \(span)", place(at))
                }
            }
        }
        return nil
    }

    /// Whether elements overlap in `now` where they stand apart in `a` and `b` (a quarter
    /// of an element's ink or more hidden): the current element may then be behind another
    /// (two dots that swap), which is its design, not its absence.
    static func overlapping(_ now: RowProfile, _ a: RowProfile, _ b: RowProfile, _ element: Double) -> Bool {
        min(a.totalInk, b.totalInk) - now.totalInk >= 0.25 * element
    }

    /// How far (bins, within ±`reach`) the whole row slid from `a` to `b`: the shift of its
    /// ink that halves what differs and leaves little — or none, when the row did not slide
    /// as a whole (an indicator that moves over still dots is not the row sliding).
    static func rowSlide(_ a: RowProfile, _ b: RowProfile, within reach: Int) -> Int {
        let still = a.difference(b, from: 0, to: a.ink.count, highlight: false)
        guard still > 0.05 * max(a.totalInk, b.totalInk), reach > 0 else { return 0 }
        // (The row's middle moves with it: a row of like dots fits itself a pitch away.)
        let moved = (b.extent.2 - a.extent.2) / a.step, slack = Double(reach) / 6
        var best = (0, still)
        for s in stride(from: -reach, through: reach, by: 1) where s != 0 && abs(Double(s) - moved) <= slack {
            let d = a.shiftedDifference(s, b, inkOnly: true)
            if d < best.1 { best = (s, d) }
        }
        if debugging { print("  slide \(best.0) from \(still) to \(best.1) of \(max(a.totalInk, b.totalInk))") }
        return best.1 <= 0.5 * still && best.1 <= 0.35 * max(a.totalInk, b.totalInk) ? best.0 : 0
    }

    /// The most of `a` over `b` (Σ max(0, a − b)) in any `window` bins running, and where
    /// that window starts.
    public static func windowed(_ a: [Float], _ b: [Float], _ window: Int) -> (Double, Int) {
        let n = min(a.count, b.count)
        guard n > 0 else { return (0, 0) }
        var run: Float = 0, best: Float = 0, at = 0
        var excess = [Float](repeating: 0, count: n)
        for u in 0..<n { excess[u] = max(0, a[u] - b[u]) }
        for u in 0..<n {
            run += excess[u]
            if u >= window { run -= excess[u - window] }
            if run > best { best = run; at = max(0, u - window + 1) }
        }
        return (Double(best), at)
    }

    /// Whether frames `i ..< i + k` show what the frames either side show, element for
    /// element on the row's line: as many, each within a fifth of a pitch of its place
    /// there, the same one current. Only how large or strong the elements measure
    /// changed — translucent dots over a page cross-fading behind them — and a person
    /// reads the same state.
    static func sameReading(_ i: Int, _ k: Int, _ frames: [ObservedFrame], _ m: RowMeasures) -> Bool {
        func line(_ t: Int) -> [ObservedElement] { frames[t].elements.filter(m.onLine) }
        let before = line(i - 1), after = line(i + k)
        func same(_ a: [ObservedElement], _ b: [ObservedElement]) -> Bool {
            a.count == b.count && a.count >= 2 && zip(a, b).allSatisfy { x, y in
                abs(m.axis.along(x) - m.axis.along(y)) <= 0.2 * m.pitch && (x.isCurrent ?? false) == (y.isCurrent ?? false)
            }
        }
        guard same(before, after) else { return false }
        return (i..<(i + k)).allSatisfy { same(line($0), before) }
    }
}

extension RowProfile {
    /// The middle of the highlight along the row, when there is one.
    var highlightCentre: Double? {
        guard let h = highlight else { return nil }
        var mass = 0.0, moment = 0.0
        for (u, v) in h.enumerated() { mass += Double(v); moment += Double(v) * (Double(u) + 0.5) }
        return mass > 0 ? start + moment / mass * step : nil
    }

    /// Where the row's ink starts and ends along it (a fiftieth of it either side left
    /// out), and its middle: coordinates along the row.
    var extent: (Double, Double, Double) {
        let total = totalInk
        guard total > 0 else { return (start, start, start) }
        var seen = 0.0, lo = 0, hi = ink.count - 1, moment = 0.0
        var foundLo = false
        for (u, v) in ink.enumerated() {
            seen += Double(v); moment += Double(v) * (Double(u) + 0.5)
            if !foundLo && seen >= 0.02 * total { lo = u; foundLo = true }
            if seen <= 0.98 * total { hi = u }
        }
        return (start + Double(lo) * step, start + Double(hi + 1) * step, start + moment / total * step)
    }

    /// How much two profiles differ in bins `from ..< to`: Σ |ink − ink′|, or of the
    /// highlight when `highlight`.
    func difference(_ o: RowProfile, from: Int, to: Int, highlight: Bool) -> Double {
        let lo = max(0, from), hi = min(ink.count, o.ink.count, to)
        guard lo < hi else { return 0 }
        var d: Float = 0
        if highlight {
            guard let a = self.highlight, let b = o.highlight else { return 0 }
            for u in lo..<hi { d += abs(a[u] - b[u]) }
        } else {
            for u in lo..<hi { d += abs(ink[u] - o.ink[u]) }
        }
        return Double(d)
    }
}

/// A frame's elements by their place along the row, for "is there one near x" in
/// logarithmic time.
struct AlongIndex {
    private let places: [(x: Double, element: ObservedElement)]
    /// The longest element's length along the row.
    let longest: Double
    /// Where the first and the last element stand along the row (nil when there is none).
    var ends: (first: Double, last: Double)? { places.isEmpty ? nil : (places.first!.x, places.last!.x) }
    let axis: RowAxis

    init(_ elements: [ObservedElement], _ axis: RowAxis) {
        self.axis = axis
        places = elements.map { (axis.along($0), $0) }.sorted { $0.x < $1.x }
        longest = elements.map { axis.length($0) }.max() ?? 0
    }

    /// Whether an element within `r` of `x` satisfies `test` (given it and its place).
    func any(near x: Double, within r: Double, _ test: (ObservedElement, Double) -> Bool) -> Bool {
        var lo = 0, hi = places.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if places[mid].x < x - r { lo = mid + 1 } else { hi = mid }
        }
        var u = lo
        while u < places.count, places[u].x <= x + r {
            if test(places[u].element, places[u].x) { return true }
            u += 1
        }
        return false
    }
}
