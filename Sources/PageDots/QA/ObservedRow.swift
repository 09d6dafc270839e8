/// One row of a control seen from outside, ready to be judged: its frames, each frame's
/// profile (measured from the pixels, or drawn from a trace's elements when asked for),
/// and what was learnt from them (docs/qa.md).
public struct ObservedRow: Sendable {
    /// The frames, in order.
    public let frames: [ObservedFrame]
    /// Which way the row runs.
    public let axis: RowAxis
    /// What was learnt from the frames: pitch, full size, noise.
    public private(set) var measures: RowMeasures
    /// Where drawn profiles start along the row, their bin width and count.
    let start: Double, step: Double, bins: Int

    /// Bins a drawn profile has at most.
    public static let mostBins = 512

    /// Prepares frames for judging, on the given axis or the one their elements show.
    public init(_ frames: [ObservedFrame], axis given: RowAxis? = nil) {
        let axis = given ?? RowAxis.of(frames)
        self.frames = frames
        self.axis = axis
        // Drawn profiles span every element with a pitch to spare, about eight bins a pitch.
        var lo = Double.infinity, hi = -Double.infinity
        var spacings: [Double] = []
        for f in frames where f.profile == nil || spacings.count < 4096 {
            let e = f.elements.filter(\.isFinite).sorted { axis.along($0) < axis.along($1) }
            if f.profile == nil {
                for x in e {
                    lo = min(lo, axis.along(x) - axis.length(x) / 2)
                    hi = max(hi, axis.along(x) + axis.length(x) / 2)
                }
            }
            for k in e.indices.dropFirst() where spacings.count < 4096 { spacings.append(axis.along(e[k]) - axis.along(e[k - 1])) }
        }
        let pitch = max(RowMeasures.median(spacings.filter { $0 > 0 }) ?? 1, 1e-9)
        // Measured profiles (a bin a pixel) are merged to about a twentieth of a pitch a bin:
        // what the invariants look at is a share of an element, never a pixel.
        let measured = frames.first { $0.profile != nil }?.profile?.step ?? 1
        merge = max(1, Int(pitch / 20 / measured))
        if lo.isFinite {
            lo -= pitch
            hi += pitch
            step = max(pitch / 8, (hi - lo) / Double(Self.mostBins))
            start = lo
            bins = max(1, min(Self.mostBins, Int(((hi - lo) / step).rounded(.up))))
        } else {
            start = 0; step = 1; bins = 1
        }
        measures = RowMeasures(axis: axis, pitch: 1, fullThickness: 0, fullLength: 0, ordinaryLength: 0, centreNoise: 0, sizeNoise: 0,
                               resting: [], knowsCurrent: false, elementInk: 1, restHighlight: nil, profileNoise: 0, evenAtRest: true, line: 0)
        let row = self
        measures = RowMeasures.learn(frames, axis: axis) { row.profile($0) }
        // (A recording's pixels measure an edge to about 0.6 px; a trace's numbers are exact.)
        if frames.contains(where: { $0.profile != nil }) { measures.measurementLimit = 0.6 }
    }

    /// How many measured bins make one.
    let merge: Int

    /// Frame `i`'s profile: measured (bins merged), or drawn from its elements.
    public func profile(_ i: Int) -> RowProfile {
        frames[i].profile.map { $0.merged(merge) } ?? RowProfile.drawn(frames[i].elements, axis: axis, start: start, step: step, count: bins)
    }
}

extension ObservedRow {
    /// Whether the row can be judged, and why not (docs/qa.md#what-is-judged-and-what-is-not): a
    /// design the invariants do not model is reported as such rather than guessed at.
    public var judgement: (judged: Bool, reason: String?) {
        let shown = frames.filter { $0.elements.count >= 2 }.count
        if shown * 10 < frames.count {
            // (One shape, long and as thick as a row's elements or thicker, in most frames:
            // elements standing on a track drawn behind them, measured as one with it.)
            let long = frames.filter { f in f.elements.count == 1 && f.elements.allSatisfy { axis.length($0) >= 2 * axis.thickness($0) } }.count
            if 5 * long >= 4 * frames.count { return (false, "it shows one long shape where its elements stand in most frames (a track or platter drawn behind them, measured as one with them)") }
            return (false, "it shows fewer than two elements in most frames")
        }
        let (bend, tilt) = line
        if bend > 0.15 * measures.fullThickness + 1 { return (false, "its elements stand on a curve, not on a line") }
        if tilt > 0.1 { return (false, "its elements stand on a slant, not along the recording's rows or columns") }
        // (Three-pixel dots stand five pixels apart at least; what stands closer — a
        // speaker's grille, a texture — is no control's row, and too fine to judge.)
        if measures.pitch < 4 { return (false, "its elements stand less than 4 px apart, too close to judge") }
        if busy { return (false, "the picture behind it is too busy to measure its elements") }
        return (true, nil)
    }

    /// Whether the picture behind the row has detail a fifth of the elements' contrast or
    /// more, in most frames: it makes and unmakes elements, and what is measured there is
    /// the picture.
    public var busy: Bool {
        let clutter = frames.compactMap(\.clutter).sorted()
        return !clutter.isEmpty && clutter[clutter.count / 2] > Self.busiest
    }

    /// The most a background may wobble for the row to be judged, as a share of its
    /// elements' contrast (in most frames).
    static let busiest = 0.2

    /// How far a control's elements stand off one straight line at rest (px), and how
    /// steeply that line runs across the row (its slope): in each resting frame of four
    /// or more elements of half the full thickness or more, the second farthest off the
    /// line fitted through them; the middle over three such frames or more. A page
    /// control's elements rest on a line along the recording's rows or columns (a dot
    /// that jumps or swaps leaves it only in motion); an arc of dots does not, and a part
    /// of one is a slant.
    var line: (bend: Double, tilt: Double) {
        var offs: [Double] = [], slopes: [Double] = []
        for (i, f) in frames.enumerated() where i < measures.resting.count && measures.resting[i] {
            let e = f.elements.filter { $0.isFinite && axis.thickness($0) >= 0.5 * measures.fullThickness }
            guard e.count >= 4 else { continue }
            let a = e.map { axis.along($0) }, c = e.map { axis.across($0) }
            let n = Double(e.count), ma = a.reduce(0, +) / n, mc = c.reduce(0, +) / n
            let saa = zip(a, a).map { ($0 - ma) * ($1 - ma) }.reduce(0, +), sac = zip(a, c).map { ($0 - ma) * ($1 - mc) }.reduce(0, +)
            let slope = saa > 1e-9 ? sac / saa : 0
            // (The second farthest: one element of its own shape, a current one turned
            // on its end, may sit off the line by its design; an arc's two ends both do.)
            let off = zip(a, c).map { abs($1 - (mc + slope * ($0 - ma))) }.sorted(by: >)
            offs.append(off[1])
            slopes.append(abs(slope))
        }
        // (Three such frames at least: one is no pattern.)
        guard offs.count >= 3 else { return (0, 0) }
        return (RowMeasures.median(offs) ?? 0, RowMeasures.median(slopes) ?? 0)
    }
}
