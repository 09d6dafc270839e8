/// A contact sheet: a labelled grid of states, one row per style and page count, one
/// column per position, for reviewing everything at a glance. Each cell shows the control
/// as the playground would in its direction (mirrored right to left, standing upright top
/// to bottom and bottom to top). Pure: same input, same scene.
public enum SheetBuilder {
    /// Sizes and positions of the sheet's parts, pt.
    public struct Layout: Equatable, Sendable {
        /// Width of the label column on the left.
        public var labelWidth = 190.0
        /// Where the page count starts, after the longest row name.
        public var pagesX = 110.0
        /// Height of the header with the positions.
        public var headerHeight = 56.0
        /// The least height of a sheet row, pt; a row is taller when its elements reach
        /// farther across (a jump, a rolling page number).
        public var rowHeight = 44.0
        /// Each sheet row's height (one per style and page count), pt.
        public var rowHeights: [Double] = []
        /// pt on the sheet per pt of layout in the cells.
        public var zoom = 1.6
        /// Each sheet row's cells' logical frame before the direction turns them: the
        /// length along the control and the depth across it.
        public var along: [Double] = []
        /// Each sheet row's cells' depth across the control, before the direction turns them.
        public var across: [Double] = []
        /// Which way the cells show the pages running.
        public var direction = Direction.ltr
        /// Width of each position's column.
        public var cellWidth: Double
        /// The sheet's total width.
        public var width: Double
        /// The sheet's total height.
        public var height: Double
    }

    /// The elements of each cell, sheet row by sheet row (nil: a dash or a hidden row). In
    /// a loop (`wrap`), each is the row as the playground shows it at rest there.
    static func cells(rows: [RowSpec], pages: [Int], positions: [Double], tracking: Tracking, wrap: Wrap? = nil) -> [[[Element]?]] {
        rows.flatMap { row in
            pages.map { n in
                positions.map { x -> [Element]? in
                    guard shows(x, pages: n, looped: wrap != nil), !SceneBuilder.hidesDots(pages: n) else { return nil }
                    guard let wrap else { return row.style.settled(at: x, pages: n, tracking: tracking).layout.elements }
                    var model = PlaygroundModel(pages: n, rows: [row], tracking: tracking, wrap: wrap)
                    model.place(at: x)
                    return model.rows[0].shown
                }
            }
        }
    }

    /// A sheet row's page count as labelled.
    static func pagesLabel(_ n: Int) -> String { n == 1 ? "1 page" : "\(n) pages" }

    /// Whether a cell at position `x` of `n` pages shows the control: up to the last page,
    /// and in a loop on to the first page again (not included).
    static func shows(_ x: Double, pages n: Int, looped: Bool) -> Bool {
        n > 0 && (looped ? x < Double(n) : x <= Double(n - 1))
    }

    /// The sheet's geometry for these styles, page counts and positions (`cells`: their
    /// elements), pt.
    static func layout(rows: [RowSpec], pages: [Int], positions: [Double], cells: [[[Element]?]], direction: Direction = .ltr) -> Layout {
        let widest = PlaygroundModel.widestRow(rows.map(\.style), pages: pages.max() ?? 1)
        var l = Layout(cellWidth: 0, width: 0, height: 0)
        l.direction = direction
        // Room for the longest name (bold 14 pt: under 9.5 pt a character) before the
        // page count, and for the page count before the first cell.
        let longest = rows.map { ($0.label ?? $0.style.kind.rawValue).count }.max() ?? 0
        l.pagesX = max(110, 16 + 9.5 * Double(longest) + 12)
        // …and for the longest page count's label (13 pt: under 7.5 pt a character).
        let count = pages.map { Self.pagesLabel($0).count }.max() ?? 0
        l.labelWidth = max(190, l.pagesX + max(84, 7.5 * Double(count) + 12))
        // Along: room for the widest control of the sheet (cells share their column's
        // width), or when the controls stand, for this row's own.
        let sharedAlong = max(120, widest * l.zoom + 36)
        l.along = rows.flatMap { row in
            pages.map { n in direction.isVertical ? max(l.rowHeight, row.style.widestRow(pages: max(1, n)) * l.zoom + 36) : sharedAlong }
        }
        // Deep enough for the farthest an element reaches across (text: its ink).
        l.across = cells.map { row -> Double in
            var reach = 0.0
            for cell in row { for e in cell ?? [] where e.isVisible {
                let half: Double = e.shape == .pageText ? 0.75 * e.height : 0.5 * e.height
                reach = max(reach, abs(e.y) + half)
            } }
            return max(l.rowHeight, (2 * reach * l.zoom + 12).rounded(.up))
        }
        if direction.isVertical {
            // Standing controls: every cell as high as the control is long, the columns
            // as wide as the deepest row.
            l.cellWidth = max(120, l.across.max() ?? 0)
            l.rowHeights = l.along
        } else {
            l.cellWidth = sharedAlong
            l.rowHeights = l.across
        }
        // Room for the title line too.
        l.width = max(560, l.labelWidth + Double(positions.count) * l.cellWidth + 16)
        l.height = l.headerHeight + l.rowHeights.reduce(0, +) + 16
        return l
    }

    /// The scene; positions beyond a page count's last page show a dash.
    public static func build(rows: [RowSpec], pages: [Int], positions: [Double], tracking: Tracking, direction: Direction = .ltr,
                             wrap: Wrap? = nil, backdrop: Backdrop = .opaque) -> Scene {
        let cells = cells(rows: rows, pages: pages, positions: positions, tracking: tracking, wrap: wrap)
        let l = layout(rows: rows, pages: pages, positions: positions, cells: cells, direction: direction)
        var scene = Scene(width: l.width, height: l.height, background: backdrop.paint(Palette.background))
        let way = (direction == .ltr ? "" : " · \(direction.rawValue)") + (wrap.map { " · \($0.rawValue) loop" } ?? "")
        scene.items.append(.text("PageDots contact sheet · \(tracking.rawValue) tracking\(way) · positions in pages from 0",
                                 x: 16, y: 24, size: 14, Palette.secondaryLabel, align: .left, bold: false))
        for (i, x) in positions.enumerated() {
            scene.items.append(.text("x = \(NumberText.short(x))", x: l.labelWidth + (Double(i) + 0.5) * l.cellWidth,
                                     y: l.headerHeight - 12, size: 14, Palette.label, align: .center, bold: true))
        }
        var rowIndex = 0, top = l.headerHeight
        for row in rows {
            let style = row.style
            let other = row.colors.other ?? Palette.dot, current = row.colors.current ?? Palette.currentDot
            for n in pages {
                let height = l.rowHeights[rowIndex], cy = top + height / 2
                if rowIndex % 2 == 0 && backdrop == .opaque {
                    scene.items.append(.rect(Rect(x: 0, y: top, width: l.width, height: height), Palette.rowBackground, radius: 0))
                }
                scene.items.append(.text(row.label ?? style.kind.rawValue, x: 16, y: cy + 5, size: 14, Palette.label, align: .left, bold: true))
                scene.items.append(.text(Self.pagesLabel(n), x: l.pagesX, y: cy + 5, size: 13, Palette.secondaryLabel, align: .left, bold: false))
                for (i, x) in positions.enumerated() {
                    let cx = l.labelWidth + (Double(i) + 0.5) * l.cellWidth
                    guard shows(x, pages: n, looped: wrap != nil) else {
                        scene.items.append(.text("—", x: cx, y: cy + 5, size: 13, Palette.rowDivider, align: .center, bold: false))
                        continue
                    }
                    if SceneBuilder.hidesDots(pages: n) {
                        scene.items.append(.text("hidden (1 page)", x: cx, y: cy + 5, size: 12, Palette.secondaryLabel, align: .center, bold: false))
                        continue
                    }
                    var control: [SceneItem] = []
                    let (lw, lh) = (l.along[rowIndex], l.across[rowIndex])
                    SceneBuilder.elements(cells[rowIndex][i] ?? [], x: lw / 2, y: lh / 2, zoom: l.zoom,
                                          other: other, current: current, pages: n, into: &control)
                    let (sw, sh) = direction.isVertical ? (lh, lw) : (lw, lh)
                    if row.isReversed(in: direction) { control = control.map { $0.mirrored(width: lw) } }
                    scene.items += viewed(control, direction, width: lw, height: lh)
                        .map { $0.moved(dx: cx - sw / 2, dy: cy - sh / 2) }
                }
                rowIndex += 1
                top += height
            }
        }
        return scene
    }

    /// A cell's control, drawn along x in a `width × height` frame, as the screen shows it
    /// in `direction` (text upright).
    static func viewed(_ items: [SceneItem], _ direction: Direction, width: Double, height: Double) -> [SceneItem] {
        switch direction {
        case .ltr: return items
        case .rtl: return items.map { $0.mirrored(width: width) }
        case .ttb, .btt: return SceneBuilder.viewed(items, direction, width: width, height: height, hud: 0, background: Color(0, 0, 0, 0))
        }
    }
}
