import Testing
@testable import PageDots

/// A contact sheet of a looped carousel: positions run on past the last page, each cell
/// the row as the playground shows it there.
struct SheetLoopTests {
    @Test func aPortalCellShowsBothEndsAndPastTheLastPageIsADashWithoutALoop() throws {
        let rows = [RowSpec(try PageIndicator(.worm))]
        let ends = SheetBuilder.cells(rows: rows, pages: [5], positions: [4.5], tracking: .continuous)
        #expect(ends[0][0] == nil)
        let looped = SheetBuilder.cells(rows: rows, pages: [5], positions: [4.5, 5], tracking: .continuous, wrap: .portal)
        let lit = try #require(looped[0][0]).filter { $0.highlight > 0 }
        #expect(Set(lit.map(\.page)) == [0, 4])
        #expect(lit.allSatisfy { abs($0.highlight - 0.5) <= 0.01 + 1e-9 }, "each its share, the one not current under half")
        #expect(looped[0][1] == nil, "a loop's positions stop under the page count")
        // The same as the playground at rest there.
        var m = PlaygroundModel(pages: 5, rows: rows, wrap: .portal)
        m.place(at: 4.5)
        #expect(looped[0][0] == m.rows[0].shown)
    }
}
