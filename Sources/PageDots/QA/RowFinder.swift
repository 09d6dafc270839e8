/// Finds the most likely page control in a whole frame (docs/qa.md#finding-the-row): small
/// blobs of like size on one line, evenly spaced (by centres, or by the gaps between
/// them for pills), the most of them; the region to measure is around them.
public enum RowFinder {
    /// A rectangle in the recording's pixels.
    public struct Region: Equatable, Sendable, CustomStringConvertible {
        public var x: Int, y: Int, width: Int, height: Int
        public init(x: Int, y: Int, width: Int, height: Int) {
            self.x = x; self.y = y; self.width = width; self.height = height
        }
        public var description: String { "\(x),\(y),\(width),\(height)" }

        /// The region grown to even edges (4:2:0 chroma is cut by pairs of pixels), inside
        /// a frame of `width` × `height`.
        public func even(within width: Int, _ height: Int) -> Region {
            let x0 = max(0, x) & ~1, y0 = max(0, y) & ~1
            let x1 = min(width, x + self.width + 1) & ~1, y1 = min(height, y + self.height + 1) & ~1
            return Region(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
        }
    }

    /// The region around the best row in `f`, or nil when it shows none (fewer than two
    /// like blobs on a line). The frame is searched in overlapping bands across and
    /// along, each against its own background: a control sits on a plain band of its
    /// own, whatever covers the rest of the screen.
    public static func find(_ f: PlanarFrame) -> Region? {
        var best: (score: Double, region: Region)?
        for axis in [RowAxis.horizontal, .vertical] {
            // (A column is looked for only when no row of three or more was found.)
            if axis == .vertical, let best, best.score >= 3 { break }
            let across = axis == .horizontal ? f.height : f.width
            let band = max(24, across / 8) & ~1
            var start = 0
            while start < across {
                let part = axis == .horizontal ? f.cut(x: 0, y: start, width: f.width, height: band)
                                               : f.cut(x: start, y: 0, width: band, height: f.height)
                if let found = Self.best(in: part, axis), found.score > (best?.score ?? 0) {
                    best = (found.score, found.region.even(within: f.width + f.originX, f.height + f.originY))
                }
                if start + band >= across { break }
                start += band / 2
            }
        }
        return best?.region
    }

    /// The best row along `axis` in `f` against its most common colour.
    static func best(in f: PlanarFrame, _ axis: RowAxis) -> (score: Double, region: Region)? {
        let bg = BlobFinder.background(f)
        let strongest = f.luma.reduce(0.0) { max($0, abs(Double($1) - bg.luma)) }
        let floor = 5 * bg.noise + 3
        guard strongest > 2 * floor else { return nil }
        // Elements are solid (a disc fills π/4 of its box, a pill more; letters' strokes
        // far less) and no longer across the row than along it.
        let blobs = BlobFinder.blobs(f, background: bg, threshold: max(floor, ElementDetector.share * strongest))
            .filter { b in
                let solid = b.mass / b.full / Double(b.spanX * b.spanY)
                let across = axis == .horizontal ? b.spanY : b.spanX, along = axis == .horizontal ? b.spanX : b.spanY
                return b.spanX >= 2 && b.spanY >= 2 && solid >= 0.6 && across <= along + 1
            }
        var best: (score: Double, region: Region)?
        for group in rows(blobs, axis) {
            let score = Double(group.count)
            guard best.map({ score > $0.score }) ?? true else { continue }
            let along = group.map { axis == .horizontal ? $0.x : $0.y }
            let across = group.map { axis == .horizontal ? $0.y : $0.x }
            let thick = Double(group.map { axis == .horizontal ? $0.spanY : $0.spanX }.max()!)
            let long = Double(group.map { axis == .horizontal ? $0.spanX : $0.spanY }.max()!)
            let pitch = (along.max()! - along.min()!) / Double(group.count - 1)
            let a0 = along.min()! - 2 * pitch - long, a1 = along.max()! + 2 * pitch + long
            let c = across.reduce(0, +) / Double(across.count)
            let c0 = c - 1.5 * thick - 3, c1 = c + 1.5 * thick + 3
            let r = axis == .horizontal
                ? Region(x: Int(a0.rounded(.down)), y: Int(c0.rounded(.down)), width: Int((a1 - a0).rounded(.up)), height: Int((c1 - c0).rounded(.up)))
                : Region(x: Int(c0.rounded(.down)), y: Int(a0.rounded(.down)), width: Int((c1 - c0).rounded(.up)), height: Int((a1 - a0).rounded(.up)))
            best = (score, r)
        }
        return best
    }

    /// Groups of blobs on one line (centres within a third of their size across it), of
    /// like thickness, evenly spaced; at least 2 in each.
    static func rows(_ blobs: [Blob], _ axis: RowAxis) -> [[Blob]] {
        func along(_ b: Blob) -> Double { axis == .horizontal ? b.x : b.y }
        func across(_ b: Blob) -> Double { axis == .horizontal ? b.y : b.x }
        func thick(_ b: Blob) -> Double { Double(axis == .horizontal ? b.spanY : b.spanX) }
        func long(_ b: Blob) -> Double { Double(axis == .horizontal ? b.spanX : b.spanY) }
        var out: [[Blob]] = []
        for seed in blobs {
            let line = blobs.filter { abs(across($0) - across(seed)) <= thick(seed) / 3 + 0.5 && thick($0) <= 2 * thick(seed) + 1 && 2 * thick($0) + 1 >= thick(seed) }
                .sorted { along($0) < along($1) }
            guard line.count >= 2 else { continue }
            // The longest run of even spacing (centres or gaps within a quarter).
            var runStart = 0
            for k in 1..<line.count {
                let run = Array(line[runStart...k])
                if !even(run, along, long) { runStart = k - 1 }
                let current = Array(line[runStart...k])
                if current.count >= 2 { out.append(current) }
            }
        }
        return out
    }

    static func even(_ run: [Blob], _ along: (Blob) -> Double, _ long: (Blob) -> Double) -> Bool {
        guard run.count > 2 else { return true }
        let spacings = (1..<run.count).map { along(run[$0]) - along(run[$0 - 1]) }
        let gaps = (1..<run.count).map { spacings[$0 - 1] - (long(run[$0]) + long(run[$0 - 1])) / 2 }
        func within(_ v: [Double], _ slack: Double) -> Bool { v.max()! - v.min()! <= slack }
        let typical = spacings.reduce(0, +) / Double(spacings.count)
        return within(spacings, 0.25 * typical + 1) || within(gaps, 0.25 * typical + 2)
    }
}
