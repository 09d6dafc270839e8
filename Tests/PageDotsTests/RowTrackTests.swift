import Testing
@testable import PageDots

/// Which lines found in the frames searched make rows (docs/qa.md#finding-the-rows).
struct RowTrackTests {
    /// A line of four 8 px dots 16 px apart at height `y`.
    static func line(_ y: Double) -> RowSearch.Candidate {
        let spots = (0..<4).map { k in RowSearch.Spot(x: 100 + 16 * Double(k), y: y, width: 8, height: 8, contrast: 80, ring: false) }
        return RowSearch.Candidate(axis: .horizontal, line: y, from: 96, to: 156, pitch: 16, thickness: 8, length: 8, spots: spots, score: 4)
    }

    /// Of 24 frames searched, a control seen in all of them is a row; a line seen in two
    /// of them only (words of a page lining up while it fades in) is not, while one seen
    /// in three is. Of eight searched, two are enough.
    @Test func aLineSeenInTwoOfManyFramesIsChance() {
        func rows(searched: Int, seen: Set<Int>) -> [Double] {
            let found = (0..<searched).map { i in (frame: i, candidates: [Self.line(300)] + (seen.contains(i) ? [Self.line(100)] : [])) }
            return RowTrack.join(found).map { $0.found[0].candidate.line }.sorted()
        }
        #expect(rows(searched: 24, seen: [5, 17]) == [300])
        #expect(rows(searched: 24, seen: [5, 11, 17]) == [100, 300])
        #expect(rows(searched: 8, seen: [2, 5]) == [100, 300])
    }

    /// A size wave at one end of a row of small dots (cosine at 40 pages) is found as two
    /// lines, its big dots a pitch of their own apart: one row, as thick as its big dots.
    @Test func aWaveBesideItsSmallDotsIsOneRow() {
        func spots(_ xs: [Double], _ size: Int) -> [RowSearch.Spot] { xs.map { RowSearch.Spot(x: $0, y: 636, width: size, height: size, contrast: 80, ring: false) } }
        let wave = RowSearch.Candidate(axis: .horizontal, line: 636, from: 423, to: 585, pitch: 54, thickness: 38, length: 38, spots: spots([442, 502, 550], 34), score: 3)
        let small = RowSearch.Candidate(axis: .horizontal, line: 636, from: 592, to: 1048, pitch: 10.9, thickness: 7, length: 7, spots: spots(Array(stride(from: 596.0, through: 1044, by: 10.9)), 7), score: 40)
        let found = (0..<3).map { i in (frame: 250 * i, candidates: [small, wave]) }
        let regions = RowTrack.regions(RowTrack.join(found), width: 1280, height: 720)
        #expect(regions.count == 1)
        #expect(regions.first?.shape.thickness == 38)
        #expect((regions.first?.region.x ?? 1000) < 423)
        // Two controls side by side, more than either's pitch apart, are two rows.
        var beside = small
        beside.from = 585 + 60
        beside.to = beside.from + 300
        let two = RowTrack.regions(RowTrack.join((0..<3).map { i in (frame: i, candidates: [beside, wave]) }), width: 1280, height: 720)
        #expect(two.count == 2)
    }
}
