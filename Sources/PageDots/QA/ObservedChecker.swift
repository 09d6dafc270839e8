/// The frame invariants in forms that need no knowledge of the app (docs/qa.md#invariants),
/// checked over one observed row: what a person looking at the frames would call a glitch,
/// and nothing a correct control does at any frame rate.
///
/// - **the row never blanks**: its elements do not all vanish for a few frames and come
///   back;
/// - **nothing vanishes or appears at once**: no element's worth of the row goes (or comes)
///   for a few frames between two frames that agree;
/// - **continuous motion**: the highlight does not flash to another place for a few
///   frames and come back;
/// - **one current element**: the highlight is never in two places apart, nor missing for a
///   few frames; at rest exactly one element carries it;
/// - **even at rest**: a resting row is evenly spaced, when the control's rests are.
public enum ObservedChecker {
    /// The longest departure (frames) judged as one: a glitch lasts a frame or a few; what
    /// lasts longer is the control's new state.
    public static let longest = 3
    /// The share of one element's area that must go, come or move for a departure to count.
    public static let elementShare = 0.55
    /// The share of the resting highlight that must move or be added.
    public static let highlightShare = 0.45

    /// Every finding in `row`, in frame order.
    public static func check(_ row: ObservedRow) -> [ObservedFinding] {
        var out: [ObservedFinding] = []
        let m = row.measures
        let frames = row.frames
        guard !frames.isEmpty else { return [] }
        var cache = ProfileCache(row)
        func find(_ i: Int, _ invariant: ObservedInvariant, _ detail: String, at place: Double? = nil) {
            let f = frames[i]
            let (x, y) = place.map { m.axis == .horizontal ? ($0, m.line) : (m.line, $0) } ?? (nil, nil)
            out.append(ObservedFinding(frame: f.frame, time: f.time, invariant: invariant, detail: detail, x: x, y: y))
        }
        for (i, f) in frames.enumerated() where f.elements.contains(where: { !$0.isFinite }) {
            let bad = f.elements.first { !$0.isFinite }!
            find(i, .finite, "an element at x \(bad.x), y \(bad.y), \(bad.width) × \(bad.height)")
        }
        // (Not kept: a long trace's profiles would all be held at once.)
        let ink = frames.indices.map { row.profile($0).totalInk }
        let typical = RowMeasures.median(ink.filter { $0 > 0.05 * (ink.max() ?? 0) }) ?? 0
        func present(_ i: Int) -> Bool { ink[i] >= 0.5 * typical && typical > 0 }
        let quiet = 0.05 * min(m.elementInk, m.restHighlight ?? m.elementInk)
        if debugging { print("hidden frames: \(frames.indices.filter { frames[$0].hidden })") }
        var i = 1
        while i < frames.count {
            cache.forget(before: i - 1)
            var skip = 1
            // Departures of 1 to `longest` frames from two neighbours that agree (a frame
            // that differs from the one before by next to nothing starts none).
            if present(i - 1) && cache.profile(i - 1).difference(cache.profile(i)) >= quiet {
                for k in 1...longest where i + k < frames.count && present(i + k) {
                    // (Not through a frame where the row is hidden.)
                    guard !((i - 1)...(i + k)).contains(where: { frames[$0].hidden }) else { break }
                    if let d = departure(i, k, cache: &cache, ink: ink, m) {
                        // Each frame of it is a glitch: reported frame by frame.
                        for t in d.frame..<(i + k) {
                            find(t, d.invariant, t == d.frame ? d.detail : d.detail + " (frame \(t - d.frame + 1) of it)", at: d.place)
                        }
                        // (The next departure is judged from the first frame after this one.)
                        skip = k + 1
                        break
                    }
                }
            }
            if skip == 1, !frames[i].hidden, !frames[i].currentUnclear, !Self.oneCurrent(frames[i].elements), let (detail, place) = twoHighlights(cache.profile(i), m) {
                find(i, .oneCurrent, detail, at: place)
            }
            i += skip
        }
        // At rest: the elements the control shows when it stands still, once a rest.
        for i in frames.indices where m.resting[i] && (i == 0 || !m.resting[i - 1]) && !frames[i].hidden {
            if let (invariant, detail) = atRest(frames[i].elements, profile: cache.profile(i), m, judgeCurrent: !frames[i].currentUnclear, unseen: frames[i].unseen) { find(i, invariant, detail) }
        }
        return out.sorted { $0.frame < $1.frame }
    }

    /// The shift (bins, `from ... to`) that best puts `a` on `b`.
    static func bestShift(_ a: RowProfile, _ b: RowProfile, from: Int, to: Int) -> Int {
        var best = (0, a.difference(b))
        for s in from...max(from, to) where s != 0 {
            let d = a.shiftedDifference(s, b)
            if d < best.1 { best = (s, d) }
        }
        return best.0
    }

    /// The shift (bins, within ±`reach`) that best puts `a` on `b`, and how far they are
    /// apart then. No shift is tried first: most rows stand still.
    static func bestShift(_ a: RowProfile, _ b: RowProfile, within reach: Int) -> (Int, Double) {
        let still = a.difference(b)
        var best = (0, still)
        let total = max(a.totalInk, b.totalInk)
        // Only a row that changed by more than a little may have slid.
        guard still > 0.05 * total, reach > 0 else { return best }
        for s in stride(from: -reach, through: reach, by: 1) where s != 0 {
            let d = a.shiftedDifference(s, b)
            if d < best.1 { best = (s, d) }
        }
        return best
    }

    /// Whether a frame's elements, told one by one, show one current element plainly: three
    /// or more, one current, every other well short of it. Two highlights in the profile
    /// (columns unmixed one by one, where a page colour behind the row can make ordinary
    /// elements read part current) are then not a second current element.
    static func oneCurrent(_ e: [ObservedElement]) -> Bool {
        let h = e.compactMap(\.highlight)
        guard h.count == e.count, e.count >= 3 else { return false }
        return h.filter { $0 >= 0.5 }.count == 1 && h.filter { $0 >= 0.25 }.count == 1
    }

    /// Two highlights far apart in one profile.
    static func twoHighlights(_ p: RowProfile, _ m: RowMeasures) -> (String, Double)? {
        guard let h = p.highlight, let rest = m.restHighlight, rest > 0 else { return nil }
        let bumps = Self.bumps(h)
        // Two at least a quarter of a current element each, apart, and more highlight than
        // one current element and a half in all: a highlight that flows between neighbours,
        // stretches (a worm) or leaves one end as it comes in at the other (a loop) keeps
        // its total or its place.
        let big = bumps.filter { $0.mass >= 0.25 * rest }
        guard big.count >= 2, bumps.map(\.mass).reduce(0, +) >= 1.4 * rest else { return nil }
        let centres = big.map { p.start + $0.centre * p.step }.sorted()
        guard centres.last! - centres.first! >= 1.5 * m.pitch else { return nil }
        return ("\(big.count) current elements, at \(m.axis.letter) " + centres.map { fixed($0) }.joined(separator: ", "), centres.last!)
    }

    /// The highlight's bumps: runs of bins above a tenth of the highest, each with its
    /// mass and middle (bins).
    static func bumps(_ h: [Float]) -> [(mass: Double, centre: Double)] {
        let peak = h.max() ?? 0
        guard peak > 0 else { return [] }
        var out: [(mass: Double, centre: Double)] = []
        var mass = 0.0, moment = 0.0
        for u in 0...h.count {
            if u < h.count && h[u] > 0.1 * peak {
                mass += Double(h[u]); moment += Double(h[u]) * (Double(u) + 0.5)
            } else if mass > 0 {
                out.append((mass, moment / mass))
                mass = 0; moment = 0
            }
        }
        return out
    }

    /// What is wrong with a resting state: not one current element (when `judgeCurrent`),
    /// or (when the control's rests are even) not evenly spaced. Where an element could
    /// not be seen (`unseen` stretches along the row: its colour is the background's
    /// there), a gap or a missing current element is no finding.
    static func atRest(_ all: [ObservedElement], profile p: RowProfile, _ m: RowMeasures, judgeCurrent: Bool = true, unseen: [ClosedRange<Double>] = []) -> (ObservedInvariant, String)? {
        let e = all.filter { $0.isFinite && abs(m.axis.across($0) - m.line) <= 0.8 * max(m.fullThickness, 1e-9) }
            .sorted { m.axis.along($0) < m.axis.along($1) }
        // One current element, seen both ways: element by element (a small current dot at
        // a window's end is a current element however little of it there is) and by the
        // profile (a current element drawn over or under an ordinary one — a slide's
        // indicator on its dot — is one element of two colours). Only what both see wrong is.
        // (A row not shown yet, or no longer — a second carousel's control before it is
        // scrolled in — has nothing to judge; nor one fading away, none of its elements
        // half its full size: the last page's dot shrinking as the pages fall to none.)
        guard e.contains(where: { m.axis.thickness($0) >= 0.5 * m.fullThickness }) else { return nil }
        if m.knowsCurrent && judgeCurrent {
            let h = e.map { $0.highlight ?? ($0.current == true ? 1 : 0) }
            let sum = h.reduce(0, +)
            let carrying = h.indices.filter { h[$0] >= 0.25 }
            let total = p.totalHighlight.flatMap { t in m.restHighlight.map { t / max($0, 1e-9) } }
            let centres = p.highlight.map { bumps($0).filter { $0.mass >= 0.25 * (m.restHighlight ?? 0) }.map { p.start + $0.centre * p.step } } ?? []
            // (Where a stretch of the row cannot show an element, the current one may be
            // there.)
            let hideable = unseen.contains { r in r.upperBound >= m.axis.along(e.first!) - m.pitch && r.lowerBound <= m.axis.along(e.last!) + m.pitch }
            if sum < 0.5 && (total ?? 0) < 0.5 && !hideable {
                return (.oneCurrent, "at rest no element is current")
            }
            let several = sum > 1.6 || (carrying.count >= 2 && carrying.last! - carrying.first! > 1)
            let spread = total.map { $0 > 1.6 || (centres.count >= 2 && centres.max()! - centres.min()! >= 1.5 * m.pitch) } ?? true
            if several && spread {
                let at = carrying.map { "\(m.axis.letter) \(fixed(m.axis.along(e[$0])))" }.joined(separator: ", ")
                return (.oneCurrent, "at rest \(carrying.count) elements are current, at \(at)")
            }
        }
        // Evenly spaced: the ordinary elements of like size, each beside another (a current
        // element of another shape or size — a diamond, a ring, a Pac-Man — may sit off
        // their pitch by its own design).
        if m.evenAtRest, e.count > 2 {
            let thick = e.map { m.axis.thickness($0) }.sorted()[e.count / 2], long = e.map { m.axis.length($0) }.sorted()[e.count / 2]
            let plain = e.map { x in
                (x.highlight ?? (x.current == true ? 1 : 0)) < 0.25 && abs(m.axis.thickness(x) - thick) <= 0.25 * thick && abs(m.axis.length(x) - long) <= 0.25 * long
            }
            // (Two a gap apart where an element between could not be seen are no pair.)
            let pairs = (1..<e.count).filter { k in
                let a = m.axis.along(e[k - 1]) + m.axis.length(e[k - 1]) / 2, b = m.axis.along(e[k]) - m.axis.length(e[k]) / 2
                return plain[k] && plain[k - 1] && !unseen.contains { $0.upperBound > a && $0.lowerBound < b && b - a > 0.5 * m.pitch }
            }
            let spacings = pairs.map { m.axis.along(e[$0]) - m.axis.along(e[$0 - 1]) }
            let sizes = pairs.map { (m.axis.length(e[$0]) + m.axis.length(e[$0 - 1])) / 2 }
            // (In a recording, spacings closer than the measurement's limit are equal, as
            // sizes are: centres of small dots drawn on whole pixels alternate by a part of
            // one. So are spacings within a tenth of the pitch of each other, or within a
            // third of the elements' thickness: a dot a twentieth of a pitch, or a sixth of
            // its size, off its place is no glitch anyone sees, and a photo or a page
            // passing behind small dots pulls their measured centres that far.)
            let seen = m.measurementLimit > 0 ? max(0.1 * m.pitch, 0.35 * thick) : 0
            if spacings.count >= 2, !RowMeasures.even(spacings: spacings, sizes: sizes, tolerance: max(m.restTolerance + 2 * m.stillSize, m.measurementLimit, seen)) {
                return (.rest, "at rest the elements are not evenly spaced: centres \(spacings.map { fixed($0) }.joined(separator: ", ")) apart (pitch \(fixed(m.pitch)))")
            }
        }
        return nil
    }

    static func fixed(_ v: Double) -> String { NumberText.fixed(v, 2) }
}

/// The profiles the checker looks at, kept while it looks near them.
struct ProfileCache {
    let row: ObservedRow
    private var kept: [Int: RowProfile] = [:]
    init(_ row: ObservedRow) { self.row = row }

    mutating func profile(_ i: Int) -> RowProfile {
        if let p = kept[i] { return p }
        let p = row.profile(i)
        if row.frames[i].profile == nil && i >= from { kept[i] = p }
        return p
    }

    /// Frames below this have no profile kept.
    private var from = 0

    /// `ObservedChecker.bestShift(profile(i), profile(j), within: reach)`, worked out once
    /// for each pair of frames (the departures of 1, 2 and 3 frames from one place share
    /// their neighbours).
    mutating func shift(_ i: Int, _ j: Int, within reach: Int) -> (Int, Double) {
        let key = Pair(i: i, j: j, reach: reach)
        if let s = shifts[key] { return s }
        let s = ObservedChecker.bestShift(profile(i), profile(j), within: reach)
        if i >= from { shifts[key] = s }
        return s
    }
    private struct Pair: Hashable { var i: Int, j: Int, reach: Int }
    private var shifts: [Pair: (Int, Double)] = [:]

    /// Lets go of the profiles of frames before `i` (each frame let go of once: linear
    /// over a whole row).
    mutating func forget(before i: Int) {
        guard i > from, kept.count > 16 else { return }
        for k in from..<i { kept[k] = nil }
        shifts = shifts.filter { $0.key.i >= i }
        from = i
    }
}

extension RowProfile {
    /// `shifted(by: s).difference(o)` (the ink only with `inkOnly`), without making the
    /// shifted profile: the same sums in the same order, for the searches over shifts.
    func shiftedDifference(_ s: Int, _ o: RowProfile, inkOnly: Bool = false) -> Double {
        let n = min(ink.count, o.ink.count)
        func sum(_ a: [Float], _ b: [Float]) -> Float {
            var d: Float = 0
            a.withUnsafeBufferPointer { a in
                b.withUnsafeBufferPointer { b in
                    // (In three runs: before `a` starts, over it, after it; over it eight
                    // bins at a time, each lane summed on its own, then the lanes in order.)
                    let lo = min(n, max(0, s)), hi = max(lo, min(n, a.count + s))
                    for u in 0..<lo { d += abs(b[u]) }
                    var lanes = SIMD8<Float>()
                    var u = lo
                    let pa = UnsafeRawPointer(a.baseAddress!), pb = UnsafeRawPointer(b.baseAddress!)
                    while u &+ 8 <= hi {
                        let x = pa.loadUnaligned(fromByteOffset: (u &- s) &* 4, as: SIMD8<Float>.self)
                        let y = pb.loadUnaligned(fromByteOffset: u &* 4, as: SIMD8<Float>.self)
                        let e = x - y
                        lanes += e.replacing(with: -e, where: e .< 0)
                        u &+= 8
                    }
                    for k in 0..<8 { d += lanes[k] }
                    while u < hi { d += abs(a[u &- s] - b[u]); u &+= 1 }
                    for u in hi..<n { d += abs(b[u]) }
                }
            }
            return d
        }
        var d = sum(ink, o.ink)
        if !inkOnly, let a = highlight, let b = o.highlight { d += sum(a, b) }
        return Double(d)
    }

    /// The profile moved by `d` bins along the row (linear between bins).
    func shifted(by d: Double) -> RowProfile {
        func move(_ v: [Float]) -> [Float] {
            let n = v.count
            var out = [Float](repeating: 0, count: n)
            let whole = Int(d.rounded(.down)), part = Float(d - Double(whole))
            for u in 0..<n {
                let s = u - whole
                let a = s >= 0 && s < n ? v[s] : 0, b = s - 1 >= 0 && s - 1 < n ? v[s - 1] : 0
                out[u] = a * (1 - part) + b * part
            }
            return out
        }
        return RowProfile(start: start, step: step, ink: move(ink), highlight: highlight.map(move))
    }

    /// What the row shows a share `f` of the way from `a` to `b`, where `b` is `a` slid by
    /// `shift` bins: each moved part way and the two mixed.
    static func between(_ a: RowProfile, _ b: RowProfile, shift: Double, at f: Double) -> RowProfile {
        let pa = a.shifted(by: f * shift), pb = b.shifted(by: -(1 - f) * shift)
        func mix(_ x: [Float], _ y: [Float]) -> [Float] { zip(x, y).map { $0 * Float(1 - f) + $1 * Float(f) } }
        return RowProfile(start: a.start, step: a.step, ink: mix(pa.ink, pb.ink),
                          highlight: pa.highlight.flatMap { x in pb.highlight.map { mix(x, $0) } })
    }
}

extension RowAxis {
    /// The coordinate's name along the row, for messages.
    var letter: String { self == .horizontal ? "x" : "y" }
}

/// What an observed check can find (docs/qa.md#invariants).
public enum ObservedInvariant: String, CaseIterable, Sendable {
    case finite = "finite numbers"
    case oneCurrent = "one current element"
    case vanishing = "nothing vanishes at once"
    case motion = "continuous motion"
    case rest = "even at rest"
    case against = "the style's layout at rest"
}

/// One thing wrong in one frame of an observed control.
public struct ObservedFinding: Equatable, Sendable, CustomStringConvertible {
    /// The frame's number.
    public var frame: Int
    /// Seconds from the start, when known.
    public var time: Double?
    /// The invariant broken.
    public var invariant: ObservedInvariant
    /// What is wrong, in words.
    public var detail: String
    /// Where the offending element is (or was), when one is.
    public var x: Double?
    /// The other coordinate of that place.
    public var y: Double?

    /// Makes a finding; the place is optional.
    public init(frame: Int, time: Double?, invariant: ObservedInvariant, detail: String, x: Double? = nil, y: Double? = nil) {
        self.frame = frame
        self.time = time
        self.invariant = invariant
        self.detail = detail
        self.x = x
        self.y = y
    }

    /// One line: the frame, its time when known, the invariant and the detail.
    public var description: String {
        "frame \(frame)" + (time.map { " (\(NumberText.fixed($0, 3)) s)" } ?? "") + " · \(invariant.rawValue): \(detail)"
    }
}
