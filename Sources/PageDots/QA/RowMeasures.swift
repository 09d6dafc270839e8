/// What a recording or trace teaches about its own control (docs/qa.md#what-is-learnt):
/// the axis, the pitch, the full size, which frames rest, what one element and the
/// highlight weigh, and how much the measurements themselves wobble. Tolerances come from
/// these, never from fixed pixel counts.
public struct RowMeasures: Equatable, Sendable {
    /// Which way the row runs.
    public var axis: RowAxis
    /// Distance between neighbouring centres at rest (median).
    public var pitch: Double
    /// A full element's extent across the row (a dot's diameter), the longest along it,
    /// and an ordinary one's length.
    public var fullThickness: Double
    /// A full element's longest extent along the row.
    public var fullLength: Double
    /// An ordinary element's extent along the row.
    public var ordinaryLength: Double
    /// How much a still element's centre wobbles from frame to frame (standard
    /// deviation of one measurement), and its size.
    public var centreNoise: Double
    /// How much a still element's measured size wobbles from frame to frame.
    public var sizeNoise: Double
    /// Frames (by index in the list) where the control stands still.
    public var resting: [Bool]
    /// Whether any element says whether it is current.
    public var knowsCurrent: Bool
    /// The area one full ordinary element covers (profile units: px², or the trace's
    /// unit²).
    public var elementInk: Double
    /// The current colour's ink at rest: the current element's area (nil when the current
    /// one is not told by colour).
    public var restHighlight: Double?
    /// How much two still frames' profiles differ (Σ over bins, ink units): the
    /// measurement's own wobble.
    public var profileNoise: Double
    /// Whether the control's resting states are evenly spaced (most of them are: a cosine
    /// wave's are not, and need not be).
    public var evenAtRest: Bool
    /// Where the row's line is across it (the middle of its resting elements).
    public var line: Double

    /// Two measurements of a still element differ by at most this (centre).
    public var stillCentre: Double { max(5 * centreNoise * 2.0.squareRoot(), 1e-9 * max(pitch, 1)) }
    /// Two measurements of a still element's size differ by at most this.
    public var stillSize: Double { max(5 * sizeNoise * 2.0.squareRoot(), 1e-9 * max(fullThickness, 1)) }
    /// The least size difference a recording can show (px, or the trace's unit): in pixels,
    /// an element's edge is a guess of coverage, so sizes closer than 0.6 px are the same;
    /// a trace's numbers are exact.
    public var measurementLimit: Double = 0

    /// How far apart two spacings at rest may be and still be called equal: what the
    /// noise allows, and never less than 3 % of the pitch (a difference no one sees).
    public var restTolerance: Double { max(4 * stillCentre, 0.03 * pitch) }

    /// Learns the measures from every frame of a recording or trace along `axis`, each
    /// frame's profile given by `profile` (see `ObservedRow`).
    public static func learn(_ frames: [ObservedFrame], axis: RowAxis, profile: (Int) -> RowProfile) -> RowMeasures {
        let sorted = frames.map { f in f.elements.filter(\.isFinite).sorted { axis.along($0) < axis.along($1) } }
        let knowsCurrent = frames.contains { $0.elements.contains { $0.isCurrent != nil } }
        // A first pitch and element from every frame, to scale what "still" means.
        var spacings: [Double] = [], thick: [Double] = [], long: [Double] = []
        for e in sorted where !e.isEmpty {
            for k in e.indices.dropFirst() { spacings.append(axis.along(e[k]) - axis.along(e[k - 1])) }
            let t = e.map(axis.thickness).max()!
            thick.append(t)
            long += e.filter { axis.thickness($0) >= 0.8 * t }.map(axis.length)
        }
        let roughPitch = median(spacings) ?? 1
        let roughInk = capsuleArea(thickness: median(thick) ?? 1, length: median(long) ?? 1)
        // How much each frame's profile differs from the one before.
        var change = [Double](repeating: .infinity, count: frames.count)
        var previous = frames.isEmpty ? nil : profile(0)
        var highlights = [Double?](repeating: nil, count: frames.count)
        if !frames.isEmpty { highlights[0] = previous?.totalHighlight }
        for i in frames.indices.dropFirst() {
            let now = profile(i)
            if let previous { change[i] = previous.difference(now) }
            highlights[i] = now.totalHighlight
            previous = now
        }
        // The quietest tenth of the changes that are not zero shows the measurement's own
        // wobble; a pair is still when it changes no more than a few times that, and less
        // than 4 % of an element (so slow motion is not taken for rest).
        let moving = change.filter { $0.isFinite && $0 > 0 }.sorted()
        let floor = moving.isEmpty ? 0 : moving[moving.count / 10]
        let still = min(max(4 * floor, 1e-9 * roughInk), 0.04 * roughInk)
        var pairStill = change.map { $0 <= still }
        if !pairStill.isEmpty { pairStill[0] = false }
        // A frame rests when it is still with its neighbours on both sides (or with the one
        // it has at an end of the recording).
        var resting = [Bool](repeating: false, count: frames.count)
        for i in frames.indices {
            let before = i > 0 && pairStill[i]
            let after = i + 1 < frames.count && pairStill[i + 1]
            resting[i] = (before && after) || (before && i == frames.count - 1) || (after && i == 0)
        }
        // Noise: differences between consecutive still frames, per element.
        var centreDiffs: [Double] = [], sizeDiffs: [Double] = [], profileDiffs: [Double] = []
        for i in frames.indices.dropFirst() where pairStill[i] {
            profileDiffs.append(change[i])
            guard sorted[i - 1].count == sorted[i].count else { continue }
            for (a, b) in zip(sorted[i - 1], sorted[i]) {
                centreDiffs.append(axis.along(b) - axis.along(a))
                centreDiffs.append(axis.across(b) - axis.across(a))
                sizeDiffs.append(b.width - a.width)
                sizeDiffs.append(b.height - a.height)
            }
        }
        // One measurement's deviation: the pairs' RMS difference over √2.
        func deviation(_ d: [Double]) -> Double {
            d.isEmpty ? 0 : (d.map { $0 * $0 }.reduce(0, +) / Double(d.count) / 2).squareRoot()
        }
        // Pitch and sizes from resting frames (all frames when none rests).
        let restFrames = sorted.indices.filter { resting[$0] && !sorted[$0].isEmpty }
        let source = restFrames.isEmpty ? sorted.indices.filter { !sorted[$0].isEmpty } : restFrames
        var restSpacings: [Double] = [], fullThick: [Double] = [], fullLong: [Double] = [], ordinary: [Double] = []
        var restHighlights: [Double] = [], across: [Double] = []
        var even = 0, runs = 0
        for i in source {
            let e = sorted[i]
            for k in e.indices.dropFirst() { restSpacings.append(axis.along(e[k]) - axis.along(e[k - 1])) }
            // (A current element drawn far thicker than the others, a pill standing across
            // the row, is no measure of the elements' full size: the others are.)
            let others = e.filter { $0.isCurrent == false }.map(axis.thickness)
            let thickest = e.map(axis.thickness).max()!
            let t = others.count >= 2 && thickest > 1.5 * others.max()! ? others.max()! : thickest
            fullThick.append(t)
            across += e.map(axis.across)
            fullLong.append(e.map(axis.length).max()!)
            ordinary += e.filter { axis.thickness($0) >= 0.8 * t && $0.isCurrent != true }.map(axis.length)
            if let h = highlights[i] { restHighlights.append(h) }
            if i == 0 || !resting[i - 1] {
                runs += 1
                if evenlySpaced(e, axis, tolerance: 0.08 * max(roughPitch, 1e-9)) { even += 1 }
            }
        }
        let fullThickness = median(fullThick) ?? 0
        let ordinaryLength = median(ordinary) ?? fullThickness
        return RowMeasures(axis: axis, pitch: median(restSpacings) ?? roughPitch,
                           fullThickness: fullThickness, fullLength: median(fullLong) ?? 0, ordinaryLength: ordinaryLength,
                           centreNoise: deviation(centreDiffs), sizeNoise: deviation(sizeDiffs),
                           resting: resting, knowsCurrent: knowsCurrent,
                           elementInk: max(capsuleArea(thickness: fullThickness, length: ordinaryLength), 1e-12),
                           restHighlight: median(restHighlights), profileNoise: median(profileDiffs) ?? 0,
                           evenAtRest: runs == 0 || Double(even) >= 0.6 * Double(runs), line: median(across) ?? 0)
    }

    /// The area of a capsule `thickness` across and `length` along.
    static func capsuleArea(thickness t: Double, length l: Double) -> Double {
        let t = max(t, 0), l = max(l, t)
        return (l - t) * t + Double.pi * t * t / 4
    }

    /// Whether `e` (in order along the row) stand evenly: centres on one pitch, or equal
    /// gaps (pills of different lengths), or gaps in proportion to the elements beside them
    /// (a size wave laid edge to edge), within `tolerance`.
    static func evenlySpaced(_ e: [ObservedElement], _ axis: RowAxis, tolerance: Double) -> Bool {
        guard e.count > 2 else { return true }
        let spacings = (1..<e.count).map { axis.along(e[$0]) - axis.along(e[$0 - 1]) }
        let sizes = (1..<e.count).map { (axis.length(e[$0]) + axis.length(e[$0 - 1])) / 2 }
        return even(spacings: spacings, sizes: sizes, tolerance: tolerance)
    }

    /// Whether neighbours `spacings` apart, of `sizes` (the mean length of each pair),
    /// stand evenly: equal spacings, equal gaps or gaps in proportion, within `tolerance`.
    static func even(spacings: [Double], sizes: [Double], tolerance: Double) -> Bool {
        guard spacings.count > 1 else { return true }
        let gaps = zip(spacings, sizes).map { $0 - $1 }
        func within(_ v: [Double], _ slack: Double) -> Bool { v.max()! - v.min()! <= slack }
        if within(spacings, tolerance) || within(gaps, tolerance) { return true }
        // Gaps in proportion to sizes: spacing / size the same everywhere.
        let ratios = zip(spacings, sizes).map { $0 / max($1, 1e-9) }
        let meanSize = sizes.reduce(0, +) / Double(sizes.count)
        return within(ratios, tolerance / max(meanSize, 1e-9))
    }

    static func median(_ values: [Double]) -> Double? {
        guard !values.isEmpty else { return nil }
        let s = values.sorted()
        return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
    }

    /// Whether `e` stands on the row's line (within 0.8 of a full element's thickness).
    public func onLine(_ e: ObservedElement) -> Bool { abs(axis.across(e) - line) <= 0.8 * fullThickness }
}

extension RowProfile {
    /// How much two profiles of the same row differ: Σ |ink − ink′| + Σ |highlight −
    /// highlight′| over the bins both have.
    public func difference(_ o: RowProfile) -> Double {
        var d: Float = 0
        let n = min(ink.count, o.ink.count)
        for i in 0..<n { d += abs(ink[i] - o.ink[i]) }
        if let a = highlight, let b = o.highlight { for i in 0..<n { d += abs(a[i] - b[i]) } }
        return Double(d)
    }
}
