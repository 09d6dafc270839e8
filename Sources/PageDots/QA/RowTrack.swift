/// One row followed through the frames searched (docs/qa.md#finding-the-rows): the lines
/// of like elements found in each frame that are the same row, and the region that holds
/// it wherever it went (a row that moves as the screen scrolls is followed).
public struct RowTrack: Equatable, Sendable {
    /// Which way the row runs.
    public var axis: RowAxis
    /// (frame searched, the line found there).
    public var found: [(frame: Int, candidate: RowSearch.Candidate)]

    /// Equal when the axis and every frame and line found are the same.
    public static func == (a: RowTrack, b: RowTrack) -> Bool {
        a.axis == b.axis && a.found.map(\.frame) == b.found.map(\.frame) && a.found.map(\.candidate) == b.found.map(\.candidate)
    }

    var last: RowSearch.Candidate { found.last!.candidate }
    /// The median pitch of the lines found (1 when none).
    public var pitch: Double { RowMeasures.median(found.map(\.candidate.pitch)) ?? 1 }
    /// The thickest the row's elements were seen (1 when none).
    public var thickness: Double { found.map(\.candidate.thickness).max() ?? 1 }

    /// The region to measure: every place the row was seen, with room along it for two
    /// pitches and an element more each side (a strip slides, dots come and go) and across
    /// it for two elements and more each side (a dot that jumps or swaps leaves the line;
    /// the band's median is then still its background), inside a frame `width` × `height`.
    public func region(width: Int, height: Int) -> PixelRegion {
        var r: PixelRegion?
        for (_, c) in found {
            let a0 = c.from - 2 * c.pitch - c.length, a1 = c.to + 2 * c.pitch + c.length
            let c0 = c.line - 2.2 * c.thickness - 3, c1 = c.line + 2.2 * c.thickness + 3
            let one = axis == .horizontal
                ? PixelRegion(x: Int(a0.rounded(.down)), y: Int(c0.rounded(.down)), width: Int((a1 - a0).rounded(.up)), height: Int((c1 - c0).rounded(.up)))
                : PixelRegion(x: Int(c0.rounded(.down)), y: Int(a0.rounded(.down)), width: Int((c1 - c0).rounded(.up)), height: Int((a1 - a0).rounded(.up)))
            r = r.map { $0.union(one) } ?? one
        }
        return (r ?? PixelRegion(x: 0, y: 0, width: 2, height: 2)).even(within: width, height)
    }

    /// Whether `c` is this row a little later: the same way, like pitch and size, near
    /// where it was last.
    func continues(with c: RowSearch.Candidate) -> Bool {
        let l = last
        guard c.axis == axis, c.pitch <= 1.3 * l.pitch + 1, l.pitch <= 1.3 * c.pitch + 1,
              c.thickness <= 1.7 * l.thickness + 1, l.thickness <= 1.7 * c.thickness + 1 else { return false }
        let overlap = min(c.to, l.to) - max(c.from, l.from)
        return overlap > -2 * l.pitch && abs(c.line - l.line) <= max(2 * l.thickness, 8)
    }

    /// The rows in `found` (each frame searched, the lines found in it), in the order the
    /// frames were searched. A line seen once when several frames were searched, or
    /// twice when twenty or more were, is left out (a chance alignment: a page's words
    /// lining up), as are rows another row's region mostly holds.
    public static func join(_ found: [(frame: Int, candidates: [RowSearch.Candidate])]) -> [RowTrack] {
        var tracks: [RowTrack] = []
        for (frame, candidates) in found {
            // (The nearest across, then along, first: two controls side by side on one
            // line are two rows, and of two lines near one row the nearer continues it,
            // whichever the search found first.)
            func distance(_ t: RowTrack, _ c: RowSearch.Candidate) -> Double {
                abs(t.last.line - c.line) + abs((t.last.from + t.last.to) - (c.from + c.to)) / 2
            }
            var pairs: [(candidate: Int, track: Int, distance: Double)] = []
            for (k, c) in candidates.enumerated() {
                for t in tracks.indices where tracks[t].continues(with: c) { pairs.append((k, t, distance(tracks[t], c))) }
            }
            pairs.sort { ($0.distance, $0.candidate, $0.track) < ($1.distance, $1.candidate, $1.track) }
            var taken = [Int?](repeating: nil, count: candidates.count), used = Set<Int>()
            for p in pairs where taken[p.candidate] == nil && !used.contains(p.track) {
                taken[p.candidate] = p.track
                used.insert(p.track)
            }
            for (k, c) in candidates.enumerated() {
                if let t = taken[k] { tracks[t].found.append((frame, c)) } else { tracks.append(RowTrack(axis: c.axis, found: [(frame, c)])) }
            }
        }
        let searched = found.count
        let least = searched < 4 ? 1 : searched < 20 ? 2 : 3
        return unhopped(tracks).filter { $0.found.count >= least }
    }

    /// `tracks` with every leap undone: a track that leapt more than its thickness across,
    /// to a line near it, while another track goes on where it was (a row that went
    /// unseen in one frame searched, and its neighbour was taken for it) is two rows: what
    /// it found before the leap joins the one that goes on there.
    static func unhopped(_ tracks: [RowTrack]) -> [RowTrack] {
        var tracks = tracks
        var k = 0
        while k < tracks.count {
            let f = tracks[k].found
            guard let leap = f.indices.dropFirst().first(where: { abs(f[$0].candidate.line - f[$0 - 1].candidate.line) > f[$0 - 1].candidate.thickness }) else {
                k += 1
                continue
            }
            let before = f[leap - 1].candidate, after = f[leap].frame
            let earlier = Set(f[..<leap].map(\.frame))
            let goesOn = tracks.indices.first { o in
                o != k && tracks[o].axis == tracks[k].axis
                    && tracks[o].found.contains { $0.frame > after && abs($0.candidate.line - before.line) <= 0.5 * before.thickness + 1 }
                    && !tracks[o].found.contains { earlier.contains($0.frame) }
            }
            guard let o = goesOn else { k += 1; continue }
            tracks[o].found = (Array(f[..<leap]) + tracks[o].found).sorted { $0.frame < $1.frame }
            tracks[k].found = Array(f[leap...])
        }
        return tracks
    }

    /// The regions of `tracks` in a frame `width` × `height`, one per row: tracks on the
    /// same line whose extents overlap or touch, less than the larger pitch apart (one
    /// row found as two lines in different frames; a size wave's big dots beside its small
    /// ones), are one, as thick as the thicker.
    public static func regions(_ tracks: [RowTrack], width: Int, height: Int) -> [(region: PixelRegion, axis: RowAxis, shape: RowShape)] {
        var out: [(region: PixelRegion, axis: RowAxis, shape: RowShape, from: Double, to: Double)] = []
        for t in tracks.sorted(by: { $0.found.count > $1.found.count }) {
            let r = t.region(width: width, height: height), shape = t.shape
            let from = t.found.map(\.candidate.from).min()!, to = t.found.map(\.candidate.to).max()!
            func sameRow(_ o: (region: PixelRegion, axis: RowAxis, shape: RowShape, from: Double, to: Double)) -> Bool {
                let apart: Double = abs((o.shape.line ?? 0) - (shape.line ?? 0))
                let thick: Double = max(o.shape.thickness, shape.thickness)
                let overlap: Double = min(o.to, to) - max(o.from, from)
                return o.axis == t.axis && apart <= 0.5 * thick + 1 && overlap > -max(o.shape.pitch, shape.pitch)
            }
            var same: Int?
            for k in out.indices where same == nil && sameRow(out[k]) { same = k }
            if let k = same {
                out[k].region = out[k].region.union(r)
                out[k].shape.thickness = max(out[k].shape.thickness, shape.thickness)
                out[k].from = min(out[k].from, from)
                out[k].to = max(out[k].to, to)
            } else {
                out.append((r, t.axis, shape, from, to))
            }
        }
        // A column that crosses two rows or more, through their elements, is a grid's
        // column (controls stacked in a demo line up), not a control of its own.
        let all = out
        out.removeAll { c in
            guard c.axis == .vertical, let x = c.shape.line else { return false }
            let crossed = all.filter { r in
                guard r.axis == .horizontal, let y = r.shape.line else { return false }
                return x >= r.from && x <= r.to && y >= c.from - c.shape.pitch / 2 && y <= c.to + c.shape.pitch / 2
            }
            return crossed.count >= 2
        }
        // Where each row's elements stand; a row keeps out of the others'.
        let places: [RowShape.Place] = out.map { o in
            let a0 = o.from - 0.25 * o.shape.pitch, a1 = o.to + 0.25 * o.shape.pitch
            let line = o.shape.line ?? 0, half = o.shape.reach
            let box = o.axis == .horizontal ? [a0, line - half, a1, line + half] : [line - half, a0, line + half, a1]
            return RowShape.Place(box: box, line: line, horizontal: o.axis == .horizontal)
        }
        return out.indices.map { k in
            var shape = out[k].shape
            shape.own = places[k]
            shape.others = places.indices.filter { $0 != k }.map { places[$0] }
            return (out[k].region, out[k].axis, shape)
        }
    }

    /// How the row looked where it was first found.
    public var shape: RowShape {
        RowShape(thickness: RowMeasures.median(found.map(\.candidate.thickness)) ?? 1, pitch: pitch, line: found.first?.candidate.line)
    }
}
