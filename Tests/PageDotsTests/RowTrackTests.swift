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
}
