import Testing
@testable import PageDots

/// The contact sheet shows each cell's control in the chosen direction: page 0 at the
/// left, right, top or bottom, vertical controls standing in cells as tall as they are long.
struct SheetDirectionTests {
    /// Centres of the drawn dots (circles and capsules, through turns) with whether they
    /// are the current colour.
    static func dots(_ items: [SceneItem], turn: (Int, Double, Double)? = nil) -> [(x: Double, y: Double, current: Bool)] {
        items.flatMap { item -> [(x: Double, y: Double, current: Bool)] in
            func at(_ x: Double, _ y: Double, _ c: Color) -> [(x: Double, y: Double, current: Bool)] {
                var r = Rect(x: x, y: y, width: 0, height: 0)
                if let (t, dx, dy) = turn { r = r.turned(t, dx: dx, dy: dy) }
                return [(r.x, r.y, c == Palette.currentDot)]
            }
            switch item {
            case .circle(let x, let y, _, let c): return at(x, y, c)
            case .capsule(let x, let y, _, _, let c): return at(x, y, c)
            case .turned(let t, let dx, let dy, let inner): return dots(inner, turn: (t, dx, dy))
            default: return []
            }
        }
    }

    @Test(arguments: Direction.allCases)
    func pageZeroLeadsInEveryDirection(direction: Direction) throws {
        let row = RowSpec(try PageIndicator(.instagram))
        let scene = SheetBuilder.build(rows: [row], pages: [5], positions: [0], tracking: .continuous, direction: direction)
        let dots = Self.dots(scene.items)
        #expect(dots.count == 5)
        guard let current = dots.first(where: { $0.current }) else { Issue.record("no current dot"); return }
        let xs = dots.map(\.x), ys = dots.map(\.y)
        switch direction {
        case .ltr: #expect(current.x == xs.min() && Set(ys).count == 1)
        case .rtl: #expect(current.x == xs.max() && Set(ys).count == 1)
        case .ttb: #expect(current.y == ys.min() && Set(xs).count == 1)
        case .btt: #expect(current.y == ys.max() && Set(xs).count == 1)
        }
        // Every dot inside the sheet, below its header.
        for d in dots { #expect(d.x > 0 && d.x < scene.width && d.y > 56 && d.y < scene.height, "\(d)") }
    }

    @Test func standingControlsGetCellsAsTallAsTheyAreLong() throws {
        let rows = [RowSpec(try PageIndicator(.system)), RowSpec(try PageIndicator(.worm))]
        let l = SheetBuilder.layout(rows: rows, pages: [12], positions: [0, 4], cells: SheetBuilder.cells(rows: rows, pages: [12], positions: [0, 4], tracking: .continuous),
                                    direction: .ttb)
        for (i, row) in rows.enumerated() {
            #expect(l.rowHeights[i] >= row.style.widestRow(pages: 12) * l.zoom, "\(row.style.kind)")
        }
        let across = l.across.max() ?? 0
        #expect(l.cellWidth >= across)
    }
}
