/// Fixtures (docs/qa.md#following-a-row): what stands beside a row in its band, off its
/// line, in the same place frame after frame — a label above the dots, a caption, an icon.
/// Elements that leave the line (a dot that jumps, drops or swaps round another) move; a
/// fixture does not. Left out of the elements, the colours and the profile.
extension RowMeasurer {
    /// The share of the frames showing the row in which a blob off the line must stand,
    /// unchanged, to be a fixture (a label at the band's edge is cut off in some): an
    /// element passing by, however often it passes, stands there far less often.
    static let fixtureShare = 0.2

    /// Leaves out every blob off the row's line that stands in the same place, of the same
    /// size, in a fifth of the frames or more.
    public mutating func leaveOutFixtures() {
        let thickness = shape?.thickness ?? guide?.thickness
        guard let thickness, thickness > 0, bands.count >= 4 else { return }
        // Off the frame's own line, or where it was lost for a moment, off the line the
        // row keeps most (a row that moves with the page — a screen that scrolls — keeps
        // its dots on its own line wherever it stands: they are no fixtures).
        let own = zip(lines, guideLines).map { $0 ?? $1 }
        let followed = own.compactMap { $0 }.sorted()
        guard let line = followed.isEmpty ? shape?.line ?? guide?.line : followed[followed.count / 2] else { return }
        func off(_ b: Blob, _ i: Int) -> Bool { !b.cut && abs(b.y - ((i < own.count ? own[i] : nil) ?? line)) > 0.75 * thickness }
        // A blob's place and size, to two pixels.
        struct Key: Hashable { var x, y, w, h: Int }
        func key(_ b: Blob) -> Key { Key(x: Int((b.x / 2).rounded()), y: Int((b.y / 2).rounded()), w: b.spanX / 2, h: b.spanY / 2) }
        var counts: [Key: Int] = [:]
        var shown = 0
        for (i, band) in bands.enumerated() where !band.blobs.isEmpty {
            shown += 1
            for k in Set(band.blobs.filter { off($0, i) }.map(key)) { counts[k, default: 0] += 1 }
        }
        let fixed = Set(counts.filter { Double($0.value) >= max(4, Self.fixtureShare * Double(shown)) }.keys)
        guard !fixed.isEmpty else { return }
        for i in bands.indices {
            bands[i].blobs.removeAll { off($0, i) && fixed.contains(key($0)) }
        }
    }
}
