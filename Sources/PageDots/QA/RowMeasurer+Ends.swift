extension RowMeasurer {
    /// In how many frames where the row is seen one of its elements is cut by the start,
    /// and by the end, of its region (`from`, `length` px along the row): a blob on the
    /// line followed, as thick as the row's elements, no longer than three of them, in a
    /// colour they show (`colours`: at any share of either of theirs), with two whole
    /// elements of the row beside it, each within two pitches of the one before — not a
    /// word of text or a page's edge passing by.
    /// (docs/qa.md#finding-the-rows)
    public func cutAtEnds(colours: ElementColours, from start: Double, length: Double) -> (start: Int, end: Int) {
        guard let shape, colours.typical > 0 else { return (0, 0) }
        let slack = Double(factor) + 0.5, t = shape.thickness
        func wears(_ b: Blob) -> Bool { !colours.foreign(b) }
        var atStart = 0, atEnd = 0
        let next = 2 * shape.pitch + t
        for (i, band) in bands.enumerated() where !hidden[i] {
            guard let line = lines[i] else { continue }
            let alike = band.blobs.filter { b in
                abs(b.y - line) <= 0.5 * t + 2 && Double(b.spanY) >= 0.5 * t && Double(b.spanY) <= 1.5 * t + 2
                    && Double(b.spanX) <= 3 * t + 2 && wears(b)
            }
            // (Cut, and the row goes on from it: two elements of it whole, each within two
            // pitches of the one before.)
            let whole = alike.filter { !$0.cut }.map(\.x), cut = alike.filter(\.cut)
            func goesOn(from x: Double, _ sign: Double) -> Bool {
                guard let a = whole.filter({ sign * ($0 - x) > 0 && sign * ($0 - x) <= next }).min(by: { abs($0 - x) < abs($1 - x) }) else { return false }
                return whole.contains { sign * ($0 - a) > 0 && sign * ($0 - a) <= next }
            }
            if cut.contains(where: { b in b.x - Double(b.spanX) / 2 <= start + slack && goesOn(from: b.x, 1) }) { atStart += 1 }
            if cut.contains(where: { b in b.x + Double(b.spanX) / 2 >= start + length - slack && goesOn(from: b.x, -1) }) { atEnd += 1 }
        }
        return (atStart, atEnd)
    }
}
