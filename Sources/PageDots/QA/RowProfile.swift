/// A row seen along its axis (docs/qa.md#profiles): in each bin along the row, how much of
/// it is covered by elements (fully covered pixels, or area in a trace's unit) and how much
/// of that wears the current colour. Profiles need no element to be told from another:
/// an indicator over still dots, a colour flowing between two, a GIF's speckle are all
/// measured the same way in every frame, so frames compare bin by bin.
public struct RowProfile: Equatable, Sendable {
    /// The coordinate along the row where bin 0 starts, and the width of a bin.
    public var start: Double
    /// The width of a bin.
    public var step: Double
    /// How much of each bin the elements cover.
    public var ink: [Float]
    /// The current colour's part of each bin's ink; nil when the current one is not told
    /// by colour.
    public var highlight: [Float]?

    /// Makes a profile from its bins.
    public init(start: Double, step: Double, ink: [Float], highlight: [Float]?) {
        self.start = start
        self.step = step
        self.ink = ink
        self.highlight = highlight
    }

    /// The profile with every `k` bins summed into one.
    public func merged(_ k: Int) -> RowProfile {
        guard k > 1 else { return self }
        func sum(_ v: [Float]) -> [Float] {
            var out = [Float](repeating: 0, count: (v.count + k - 1) / k)
            for (u, x) in v.enumerated() { out[u / k] += x }
            return out
        }
        return RowProfile(start: start, step: step * Double(k), ink: sum(ink), highlight: highlight.map(sum))
    }

    /// The bins from the one that holds `from` to the one that holds `to` (coordinates
    /// along the row), none before bin 0; past the last bin as many as there would be
    /// (clamp to a plane's count to read it).
    public func bins(from: Double, to: Double) -> Range<Int> {
        let lo = max(0, Int(((from - start) / step).rounded(.down)))
        return lo..<max(lo, Int(((to - start) / step).rounded(.up)))
    }

    /// The ink of every bin together.
    public var totalInk: Double { ink.reduce(0) { $0 + Double($1) } }
    /// The current colour's part of every bin together; nil when not told by colour.
    public var totalHighlight: Double? { highlight.map { $0.reduce(0) { $0 + Double($1) } } }

    /// The profile of `elements` (capsules) drawn along `axis` into `count` bins from
    /// `start`, `step` wide: each bin holds the area of the elements over it; the
    /// highlight, each element's share of it.
    public static func drawn(_ elements: [ObservedElement], axis: RowAxis, start: Double, step: Double, count: Int) -> RowProfile {
        var ink = [Float](repeating: 0, count: count)
        var highlight: [Float]? = elements.contains { $0.highlight != nil || $0.current != nil } ? ink : nil
        let samples = 4
        for e in elements where e.isFinite {
            let length = max(axis.length(e), 0), thickness = max(axis.thickness(e), 0)
            guard length > 0, thickness > 0 else { continue }
            let r = min(length, thickness) / 2, core = length / 2 - r
            let centre = axis.along(e)
            let h = Float(e.highlight ?? (e.current == true ? 1 : 0))
            let first = max(0, Int(((centre - length / 2 - start) / step).rounded(.down)))
            let last = min(count - 1, Int(((centre + length / 2 - start) / step).rounded(.down)))
            guard first <= last else { continue }
            for bin in first...last {
                var across = 0.0
                for k in 0..<samples {
                    let s = abs(start + (Double(bin) + (Double(k) + 0.5) / Double(samples)) * step - centre)
                    if s <= core { across += 2 * r } else if s < core + r { let d = s - core; across += 2 * (r * r - d * d).squareRoot() }
                }
                let area = Float(across / Double(samples) * step)
                ink[bin] += area
                highlight?[bin] += area * h
            }
        }
        return RowProfile(start: start, step: step, ink: ink, highlight: highlight)
    }
}
