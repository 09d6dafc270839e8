import Foundation
import Testing
import TestSupport
@testable import PageDots

struct CosineStyleTests {
    func cellsOf(_ l: ElementLayout, fill: Double = 0.6) -> [Double] { l.elements.map { $0.height / fill } }

    @Test func fewPagesKeepTheFullCell() throws {
        let l = try CosineStyle().layout(position: 3, pages: 5)   // 5 × 16 ≤ 160
        #expect(cellsOf(l).allSatisfy { abs($0 - 16) < 1e-12 })
        #expect(l.width == 80)
        #expect(l.elements.map(\.x) == [-32, -16, 0, 16, 32])
    }

    @Test func twentyPagesFillExactly160() throws {
        let s = try CosineStyle()
        for x in [0.0, 7.3, 9.5, 19] {
            let l = s.layout(position: x, pages: 20)
            #expect(l.elements.count == 20)
            #expect(abs(l.width - 160) < 1e-9)
            #expect(abs(cellsOf(l).reduce(0, +) - 160) < 1e-9)
            // Cells are laid edge to edge and centred.
            #expect(abs((l.elements.first!.x - 0.8 * l.elements.first!.height / 0.6 / 1.6) + 80) < 1e-9)
        }
        let l = s.layout(position: 7.3, pages: 20)
        let largest = l.elements.max { $0.height < $1.height }!
        #expect(largest.page == 7)
        // Far pages share the smallest cell b − D: D = (320 − 160) / Σk.
        #expect(abs(cellsOf(l)[0] - cellsOf(l)[19]) < 1e-12)
    }

    @Test func integerPositionGetsTheFullCell() throws {
        let l = try CosineStyle().layout(position: 12, pages: 30)
        let current = l.elements.first(where: \.current)!
        #expect(current.page == 12 && abs(current.height - 9.6) < 1e-12 && abs(current.scale - 1) < 1e-12)
    }

    @Test func aSinglePageWiderThanTheControl() throws {
        var p = CosineParameters()
        p.width = 10
        let l = try CosineStyle(p).layout(position: 0, pages: 1)
        #expect(l.width == 10 && l.elements.count == 1 && l.elements[0].height == 6)
    }

    @Test func aMillionPagesCostsTheWaveNotThePages() throws {
        let s = try CosineStyle()
        let l = s.layout(position: 500_000.5, pages: 1_000_000)
        #expect(l.elements.count <= 12)
        #expect(abs(l.width - 160) < 160 * 1e-9)
        let current = l.elements.first(where: \.current)!
        #expect(current.page == 500_001)
        // The wave is symmetric about the half-page position: equal cells, edge to edge.
        let a = l.elements.first { $0.page == 500_000 }!, b = l.elements.first { $0.page == 500_001 }!
        #expect(abs(a.height - b.height) < 1e-9 && abs((b.x - a.x) - a.height / 0.6) < 1e-9)
    }

    @Test(arguments: [("width", 0.0), ("cell", -1), ("halfWave", 1), ("fill", 1.5), ("fill", 0), ("minCell", 20)])
    func rejectsBadParameters(name: String, value: Double) {
        #expect(throws: ParameterError.self) { _ = try PageIndicator(.cosine, settings: [(name, .number(value))]) }
    }

    /// The cosine style's invariants (docs/geometry.md#cosine) over random page counts, parameters and positions.
    @Test func invariantsHoldForRandomStates() throws {
        var rng = SeededRandom(seed: 5)
        for _ in 0..<3000 {
            var p = CosineParameters()
            p.width = Double(Int.random(in: 60...400, using: &rng))
            p.cell = Double(Int.random(in: 4...24, using: &rng))
            p.halfWave = Int.random(in: 2...9, using: &rng)
            p.fill = Double.random(in: 0.2...1, using: &rng)
            let s = try CosineStyle(p)
            let pages = Int.random(in: 1...300, using: &rng)
            let x = Bool.random(using: &rng) ? Double(Int.random(in: 0..<pages, using: &rng)) : Double.random(in: 0...Double(pages - 1), using: &rng)
            let l = s.layout(position: x, pages: pages)
            #expect(allFinite(l))
            let c = s.cells(position: x, pages: pages)
            let cells = l.elements.map { $0.height / p.fill }
            let clamps = c.far <= p.minCell || c.near.contains { $0 <= p.minCell }
            if Double(pages) * p.cell > p.width && !clamps {
                #expect(abs(l.width - p.width) <= p.width * 1e-9)
                if l.elements.count == pages { #expect(abs(cells.reduce(0, +) - p.width) <= p.width * 1e-9) }
            }
            if x == x.rounded() { #expect(abs(l.elements.first(where: \.current)!.height - p.cell * p.fill) < 1e-9) }
            // Cells never grow with distance from x.
            let ordered = l.elements.sorted { abs(Double($0.page) - x) < abs(Double($1.page) - x) }
            for (a, b) in zip(ordered, ordered.dropFirst()) { #expect(b.height <= a.height + 1e-9) }
            // Laid edge to edge.
            for (a, b) in zip(l.elements, l.elements.dropFirst()) where b.page == a.page + 1 {
                #expect(abs((b.x - a.x) - (a.height + b.height) / (2 * p.fill)) < 1e-9)
            }
        }
    }

    @Test func continuousInPosition() throws {
        var rng = SeededRandom(seed: 6)
        for _ in 0..<2000 {
            var p = CosineParameters()
            p.halfWave = Int.random(in: 2...9, using: &rng)
            let s = try CosineStyle(p)
            let pages = Int.random(in: 1...200, using: &rng)
            let x = Double.random(in: 0...Double(pages - 1), using: &rng)
            let eps = 1e-6
            let a = s.layout(position: x, pages: pages)
            let b = s.layout(position: min(x + eps, Double(pages - 1)), pages: pages)
            let change = largestChange(a, b)
            #expect(change.move < 1e-3 && change.size < 1e-3)
        }
    }

    /// far pages cost nothing for any parameters — a billion pages with every
    /// cell held at full size lists only the dots in the control's window.
    @Test func aBillionPagesWithMinCellAtCellStaysSmall() throws {
        var p = CosineParameters()
        p.minCell = p.cell
        let s = try CosineStyle(p)
        let l = s.layout(position: 500_000_000, pages: 1_000_000_000)
        #expect(l.elements.count <= 16)
        let current = l.elements.first(where: \.current)
        #expect(current?.page == 500_000_000 && current?.scale == 1)
        #expect(l.elements.allSatisfy { abs($0.x) <= p.width / 2 + p.cell })
    }

    /// cells held up by minCell (0 by default) no longer widen the row.
    @Test(arguments: [20.0, 40, 60, 100])
    func keepsItsWidthWhenCellsWouldGoBelowMinCell(width: Double) throws {
        var p = CosineParameters()
        p.width = width
        let s = try CosineStyle(p)
        for x in stride(from: 0.0, through: 29, by: 0.37) {
            #expect(abs(s.cells(position: x, pages: 30).total - width) < 1e-9, "x \(x)")
        }
        p.minCell = 1
        let held = try CosineStyle(p)
        for x in stride(from: 0.0, through: 29, by: 0.37) {
            let c = held.cells(position: x, pages: 30)
            // The width is kept when it can be; when even every cell at minCell is wider,
            // the cells sit at minCell (the row grows: "unless minCell clamps").
            #expect(abs(c.total - width) < 1e-9 || (c.total > width && c.far == 1 && c.reduction == p.cell - 1), "x \(x): \(c.total)")
            #expect(c.far >= 1 && c.near.allSatisfy { $0 >= 1 })
        }
    }
}
