/// What a recording or trace teaches about its own control (docs/qa.md#what-is-learnt):
/// the axis, the pitch, the full size, which frames rest, and how much the measurements
/// themselves wobble. Tolerances come from these, never from fixed pixel counts.
public struct RowMeasures: Equatable, Sendable {
    public var axis: RowAxis
    /// Distance between neighbouring centres at rest (median).
    public var pitch: Double
    /// A full element's extent across the row (a dot's diameter), and along it.
    public var fullThickness: Double
    public var fullLength: Double
    /// How much a still element's centre wobbles from frame to frame (standard
    /// deviation of one measurement), and its size.
    public var centreNoise: Double
    public var sizeNoise: Double
    /// Frames (by index in the list) where the control stands still.
    public var resting: [Bool]
    /// Whether any element says whether it is current.
    public var knowsCurrent: Bool

    /// Two measurements of a still element differ by at most this (centre).
    public var stillCentre: Double { max(5 * centreNoise * 2.0.squareRoot(), 1e-9 * max(pitch, 1)) }
    /// Two measurements of a still element's size differ by at most this.
    public var stillSize: Double { max(5 * sizeNoise * 2.0.squareRoot(), 1e-9 * max(fullThickness, 1)) }
    /// How far apart two spacings at rest may be and still be called equal: what the
    /// noise allows, and never less than 3 % of the pitch (a difference no one sees).
    public var restTolerance: Double { max(4 * stillCentre, 0.03 * pitch) }

    /// Learns the measures from every frame of a recording or trace.
    public static func learn(_ frames: [ObservedFrame]) -> RowMeasures {
        let axis = RowAxis.of(frames)
        let sorted = frames.map { f in f.elements.filter(\.isFinite).sorted { axis.along($0) < axis.along($1) } }
        let knowsCurrent = frames.contains { $0.elements.contains { $0.isCurrent != nil } }
        // A first pitch from every frame, to scale what "still" means.
        var spacings: [Double] = []
        for e in sorted where e.count > 1 {
            for k in 1..<e.count { spacings.append(axis.along(e[k]) - axis.along(e[k - 1])) }
        }
        let roughPitch = median(spacings) ?? 1
        // How much each frame differs from the one before: its largest change.
        var change = [Double](repeating: .infinity, count: frames.count)
        for i in sorted.indices.dropFirst() {
            change[i] = difference(sorted[i - 1], sorted[i], axis)
        }
        // The quietest tenth of the frame pairs shows the measurement's own wobble; a pair
        // is still when it changes no more than a few times that, and less than 2 % of a
        // pitch (so continuous slow motion is not taken for rest).
        let finite = change.filter(\.isFinite).sorted()
        let floor = finite.isEmpty ? 0 : finite[finite.count / 10]
        let still = min(max(4 * floor, 1e-9 * roughPitch), 0.02 * roughPitch)
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
        // Noise: differences between consecutive resting frames, per element.
        var centreDiffs: [Double] = [], sizeDiffs: [Double] = []
        for i in frames.indices.dropFirst() where pairStill[i] {
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
        // Pitch and full size from resting frames (all frames when none rests).
        let restFrames = sorted.indices.filter { resting[$0] }
        let source = restFrames.isEmpty ? Array(sorted.indices) : restFrames
        var restSpacings: [Double] = [], thick: [Double] = [], long: [Double] = []
        for i in source {
            let e = sorted[i]
            guard !e.isEmpty else { continue }
            for k in e.indices.dropFirst() { restSpacings.append(axis.along(e[k]) - axis.along(e[k - 1])) }
            thick.append(e.map(axis.thickness).max()!)
            long.append(e.map(axis.length).max()!)
        }
        return RowMeasures(axis: axis, pitch: median(restSpacings) ?? roughPitch,
                           fullThickness: median(thick) ?? 0, fullLength: median(long) ?? 0,
                           centreNoise: deviation(centreDiffs), sizeNoise: deviation(sizeDiffs),
                           resting: resting, knowsCurrent: knowsCurrent)
    }

    /// The largest change between two frames' elements taken in order; infinite when
    /// their counts or their current elements differ.
    static func difference(_ a: [ObservedElement], _ b: [ObservedElement], _ axis: RowAxis) -> Double {
        guard a.count == b.count else { return .infinity }
        var most = 0.0
        for (p, q) in zip(a, b) {
            if p.isCurrent != q.isCurrent { return .infinity }
            most = max(most, abs(axis.along(q) - axis.along(p)), abs(axis.across(q) - axis.across(p)),
                       abs(q.width - p.width), abs(q.height - p.height))
        }
        return most
    }

    static func median(_ values: [Double]) -> Double? {
        guard !values.isEmpty else { return nil }
        let s = values.sorted()
        return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
    }
}
