extension RowMeasurer {
    /// In how many frames where the row is seen one of its elements is cut by the start,
    /// and by the end, of its region (`from`, `length` px along the row): a blob on the
    /// line followed, as thick as the row's elements, no longer than three of them, in a
    /// colour they show (`colours`: at any share of either of theirs), with two whole
    /// elements of the row beside it, each about a pitch from the one before (a half to
    /// one and a half; from the cut one's visible part, half an element less) — not a
    /// word of text beside the row, or a page's edge passing by.
    /// (docs/qa.md#finding-the-rows)
    public func cutAtEnds(colours: ElementColours, from start: Double, length: Double) -> (start: Int, end: Int) {
        guard let shape, colours.typical > 0 else { return (0, 0) }
        let slack = Double(factor) + 0.5, t = shape.thickness
        func wears(_ b: Blob) -> Bool { !colours.foreign(b) }
        var atStart = 0, atEnd = 0
        let p = shape.pitch
        for (i, band) in bands.enumerated() where !hidden[i] {
            guard let line = lines[i] else { continue }
            let alike = band.blobs.filter { b in
                abs(b.y - line) <= 0.5 * t + 2 && Double(b.spanY) >= 0.5 * t && Double(b.spanY) <= 1.5 * t + 2
                    && Double(b.spanX) <= 3 * t + 2 && wears(b)
            }
            // (Cut, and the row goes on from it at its pitch: two elements of it whole.)
            let whole = alike.filter { !$0.cut }.map(\.x), cut = alike.filter(\.cut)
            func goesOn(from x: Double, _ sign: Double) -> Bool {
                guard let a = whole.filter({ sign * ($0 - x) > 0 }).min(by: { abs($0 - x) < abs($1 - x) }),
                      abs(a - x) >= 0.5 * p - 0.5 * t - 1, abs(a - x) <= 1.5 * p,
                      let b = whole.filter({ sign * ($0 - a) > 0 }).min(by: { abs($0 - a) < abs($1 - a) }) else { return false }
                return abs(b - a) >= 0.5 * p && abs(b - a) <= 1.5 * p
            }
            if cut.contains(where: { b in b.x - Double(b.spanX) / 2 <= start + slack && goesOn(from: b.x, 1) }) { atStart += 1 }
            if cut.contains(where: { b in b.x + Double(b.spanX) / 2 >= start + length - slack && goesOn(from: b.x, -1) }) { atEnd += 1 }
        }
        return (atStart, atEnd)
    }
}
