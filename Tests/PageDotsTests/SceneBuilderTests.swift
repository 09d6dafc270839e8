import Testing
@testable import PageDots

/// What the scene builder puts in a frame, as plain data: rows, labels fitted to the room
/// measured, the HUD's fields, the style's debug guides and the keymap's help.
struct SceneBuilderTests {
    let text = MonospacedText()

    func scene(_ m: PlaygroundModel, hud: SceneBuilder.HUD = .init(fps: 60)) -> Scene {
        SceneBuilder.build(m, hud: hud, backdrop: .opaque, text: text)
    }

    func texts(_ items: [SceneItem]) -> [(String, Double, Double, Bool)] {
        items.compactMap { if case .text(let s, _, _, let size, _, _, let bold) = $0 { return (s, size, 0, bold) }; return nil }
    }

    @Test func oneBandPerVisibleRowAndTheSoloedAlone() throws {
        var m = try PlaygroundModel(pages: 12, width: 1280, height: 720)
        #expect(texts(scene(m).items).filter { ["instagram", "system", "cosine"].contains($0.0) }.count == 3)
        try m.handle(.command(.solo(2)))
        let names = texts(scene(m).items).map(\.0)
        #expect(names.contains("system") && !names.contains("instagram") && !names.contains("cosine"))
    }

    @Test func labelsAreCutWhereTheMeasuredTextOverflows() throws {
        let long = try PageIndicator(.instagram, settings: [("maxDots", .number(9)), ("fullDots", .number(5)), ("sideScales", .numbers([0.7, 0.4]))])
        let m = PlaygroundModel(pages: 12, width: 480, height: 320, rows: [RowSpec(long, label: "a rather long label for a narrow window")])
        let labels = texts(scene(m).items).filter { $0.0.hasSuffix("…") }
        #expect(!labels.isEmpty)
        let row = try #require(m.layout.rows.first)
        // The dots start where the row is drawn from: its widest extent, or where a row
        // too wide for its room is cut.
        let widest = row.centerX - long.widestRow(pages: 12) * m.layout.zoom / 2
        let track = try #require(m.rows.first)
        let dotsLeft = SceneBuilder.isWide(track, m) ? max(widest, SceneBuilder.cutArea(track, row, m.layout).x) : widest
        for (s, size, _, bold) in labels {
            #expect(text.width(of: s, size: size, bold: bold) <= dotsLeft - 40 + 1e-9, "\(s)")
        }
    }

    /// In any window, down to ones far too small for them, a row's labels stay inside
    /// their row and left of its dots (or are not drawn): never over a neighbour's.
    @Test(arguments: [(40, 30), (80, 60), (120, 90), (200, 300), (480, 320), (1280, 720)])
    func labelsStayInTheirRowsBesideTheDots(size: (Int, Int)) throws {
        let rows = try StyleKind.allCases.map { RowSpec(try PageIndicator($0)) }
        let m = PlaygroundModel(pages: 12, width: Double(size.0), height: Double(size.1), rows: rows)
        var shown = 0
        for item in scene(m).items {
            guard case .text(let s, 24, let y, let size, _, .left, let bold) = item else { continue }
            let i = try #require(m.layout.rows.firstIndex { $0.rect.y <= y && y <= $0.rect.maxY }, "\(s) at \(y) is in no row")
            let row = m.layout.rows[i], track = m.rows[i]
            #expect(y - 0.75 * size >= row.rect.y - 1e-9 && y + 0.25 * size <= row.rect.maxY + 1e-9, "\(s) at \(y), size \(size), leaves \(row.rect)")
            let widest = row.centerX - track.style.widestRow(pages: 12) * m.layout.zoom / 2
            let dotsLeft = SceneBuilder.isWide(track, m) ? max(widest, SceneBuilder.cutArea(track, row, m.layout).x) : widest
            #expect(24 + text.width(of: s, size: size, bold: bold) <= dotsLeft + 1e-9, "\(s) reaches the dots at \(dotsLeft)")
            shown += 1
        }
        #expect((shown > 0) == (size.0 >= 200), "\(shown) labels at \(size)")
    }

    /// Standing columns too, at sizes from far too small to roomy: no text over another,
    /// every column's texts inside their column, its labels above its dots.
    @Test(arguments: [(150, 150), (300, 100), (360, 240), (480, 320), (250, 250), (1280, 720)])
    func standingColumnsKeepTheirTextsApart(size: (Int, Int)) throws {
        for direction in [Direction.ttb, .btt] {
            let rows = try StyleKind.allCases.map { RowSpec(try PageIndicator($0)) }
            for rows in [rows, Array(rows.prefix(3))] {
                let m = PlaygroundModel(pages: 12, width: Double(size.0), height: Double(size.1), rows: rows, direction: direction)
                let boxes = SceneBuilder.build(m, hud: nil, backdrop: .opaque, text: text).items.compactMap { item -> (String, Rect)? in
                    guard case .text(let s, let x, let y, let size, _, let align, let bold) = item else { return nil }
                    let w = text.width(of: s, size: size, bold: bold)
                    let left = align == .left ? x : align == .center ? x - w / 2 : x - w
                    return (s, Rect(x: left, y: y - 0.75 * size, width: w, height: size))
                }
                for (i, a) in boxes.enumerated() {
                    for b in boxes[(i + 1)...] {
                        let apart = a.1.maxX <= b.1.x + 1e-9 || b.1.maxX <= a.1.x + 1e-9 || a.1.maxY <= b.1.y + 1e-9 || b.1.maxY <= a.1.y + 1e-9
                        #expect(apart, "\(direction) \(size) \(rows.count) rows: '\(a.0)' \(a.1) over '\(b.0)' \(b.1)")
                    }
                }
            }
        }
    }

    /// A page number across a narrow standing column drops its spaces before it goes.
    @Test func aNarrowColumnsPageNumberDropsItsSpaces() throws {
        let rows = try StyleKind.allCases.map { RowSpec(try PageIndicator($0)) }
        var m = PlaygroundModel(pages: 12, width: 640, height: 360, rows: rows, direction: .ttb)
        m.place(at: 9)
        let texts = scene(m, hud: .init()).items.compactMap { item -> String? in if case .text(let s, _, _, _, _, _, _) = item { return s } else { return nil } }
        #expect(texts.contains("10/12"), "\(texts)")
    }

    /// A message naming a long path, in the narrowest window: cut to its room, never over
    /// the fields.
    @Test func theHUDMessageNeverRunsOverTheFields() throws {
        let m = try PlaygroundModel(pages: 12, width: 480, height: 320)
        let hud = SceneBuilder.HUD(fps: 60, message: "saved /tmp/a/rather/long/folder/name/for/the/files/pagedots-config-1.yaml")
        let line = scene(m, hud: hud).items.compactMap { item -> (Double, Double)? in
            guard case .text(let s, let x, let y, let size, _, let align, let bold) = item, y > 300 else { return nil }
            let w = text.width(of: s, size: size, bold: bold)
            return align == .right ? (x - w, x) : (x, x + w)
        }.sorted { $0.0 < $1.0 }
        #expect(line.count == 2 && line[0].1 <= line[1].0, "\(line)")
    }

    @Test func theHUDShortensItsFieldsBeforeItDropsThem() throws {
        let wide = try PlaygroundModel(pages: 12, width: 1280, height: 720)
        let narrow = try PlaygroundModel(pages: 12, width: 480, height: 320)
        let hudWide = texts(scene(wide).items).map(\.0).first { $0.contains("position") }
        let hudNarrow = texts(scene(narrow).items).map(\.0).first { $0.hasPrefix("x ") }
        #expect(hudWide?.contains("page 1 of 12") == true && hudWide?.contains("60 fps") == true)
        #expect(hudNarrow?.contains("1/12") == true)
    }

    @Test func theDebugOverlayDrawsTheStylesGuides() throws {
        var m = try PlaygroundModel(pages: 20, width: 1280, height: 720)
        try m.handle(.command(.debug))
        let all = texts(scene(m).items).map(\.0)
        #expect(all.contains { $0.hasPrefix("W 160 pt · Σ cells 160.00 pt") })
        // Cosine has no pitch grid; the system row has one.
        #expect(try PageIndicator(.cosine).debugGuides(m.row(.cosine)!.layout).pitchGrid == false)
        #expect(try PageIndicator(.system).debugGuides(m.row(.system)!.layout) == DebugGuides())
    }

    @Test func helpShowsTheKeymap() throws {
        var m = try PlaygroundModel(pages: 12, width: 1280, height: 720)
        try m.handle(.key(.character("?")))
        let all = texts(scene(m).items).map(\.0)
        for b in Keymap.bindings { #expect(all.contains(b.label) && all.contains(b.help), "\(b.label)") }
    }
}
