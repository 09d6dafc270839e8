import Testing
@testable import PageDots

/// One zoom for every row, fitted at the start and then the person's; hidden rows paused;
/// every row can be soloed.
struct ZoomAndSoloTests {
    func rest(_ m: inout PlaygroundModel, seconds: Double = 1) { for _ in 0..<Int(seconds * 60) { m.tick(1.0 / 60) } }

    /// As docs/window.md says: fitted to the window (again on a resize) until chosen; a
    /// chosen zoom survives a resize and is saved by W; a fitted one is not saved.
    @Test func theZoomIsFittedUntilChosenThenKeptAndSaved() throws {
        var m = try PlaygroundModel(pages: 12)
        let big = m.layout.zoom
        try m.handle(.resize(width: 480, height: 320))
        #expect(m.layout.zoom < big)
        #expect(!PlaygroundFile.text(m).contains("zoom:"))
        try m.handle(.resize(width: 1280, height: 720))
        #expect(m.layout.zoom == big)
        try m.handle(.command(.zoomIn))
        let chosen = m.layout.zoom
        #expect(chosen > big)
        try m.handle(.resize(width: 480, height: 320))
        #expect(m.layout.zoom == chosen)
        #expect(PlaygroundFile.text(m).contains("zoom: \(NumberText.short(chosen))"))
    }

    /// `+` at the most pages says so instead of doing nothing.
    @Test func morePagesAtTheLimitIsRefusedAloud() throws {
        var m = try PlaygroundModel(pages: Limits.maxPages)
        #expect(try m.handle(.command(.morePages)) == [.refused("at most \(Limits.maxPages) pages")])
        #expect(m.pages == Limits.maxPages)
    }

    @Test func aParameterChangeNeverRescalesTheOtherRows() throws {
        var m = try PlaygroundModel(pages: 12)
        let zoom = m.layout.zoom
        try m.handle(.setParameters(row: 2, [ParameterSetting("width", .number(400))]))
        rest(&m)
        #expect(m.layout.zoom == zoom)
        // A row the zoom makes too wide is cut to its room, with marks.
        let scene = SceneBuilder.build(m, hud: nil, backdrop: .opaque, text: MonospacedText())
        #expect(scene.items.contains { if case .clipped = $0 { true } else { false } })
        #expect(scene.items.contains { if case .text("▶", _, _, _, _, _, _) = $0 { true } else { false } })
    }

    /// A preset's rows are fitted at its own numbers (flutter's are 16 pt, twice the
    /// styles' defaults): nothing is cut at the start, and a preset row beside a plain
    /// one makes both smaller, at one zoom.
    @Test func presetRowsFitAtTheirOwnNumbers() throws {
        let presets: [Preset] = [.flutterWorm, .flutterScale, .flutterCustom, .dotsBalloon]
        for p in presets {
            // (In a narrow window too: the zoom goes down to its least, 0.25, before a row
            // is cut.)
            for (w, h) in [(1280.0, 720.0), (200, 300)] {
                var m = PlaygroundModel(pages: 12, width: w, height: h, rows: [RowSpec(try PageIndicator(p.kind)), try p.row()])
                rest(&m)
                let scene = SceneBuilder.build(m, hud: nil, backdrop: .opaque, text: MonospacedText())
                #expect(!scene.items.contains { if case .clipped = $0 { true } else { false } }, "\(p.rawValue) at \(w)x\(h)")
            }
            let both = PlaygroundModel(pages: 12, width: 1280, height: 720, rows: [RowSpec(try PageIndicator(p.kind)), try p.row()])
            let plain = PlaygroundModel(pages: 12, width: 1280, height: 720, rows: [RowSpec(try PageIndicator(p.kind))])
            #expect(both.layout.zoom < plain.layout.zoom, "\(p.rawValue)")
        }
    }

    @Test func theZoomIsThePersonsOnceChosen() throws {
        var m = try PlaygroundModel(pages: 12, width: 1280, height: 720)
        let fitted = m.layout.zoom
        try m.handle(.key(.character("<")))
        #expect(m.layout.zoom < fitted && m.chosenZoom == m.layout.zoom)
        try m.handle(.resize(width: 800, height: 600))
        #expect(m.layout.zoom == m.chosenZoom)
        try m.handle(.key(.character("z")))
        #expect(m.layout.zoom == m.fittingZoom(width: 800, height: 600, asSet: true))
        var s = PlaygroundSetup(pages: 12)
        s.zoom = 2.5
        #expect(s.makeModel().layout.zoom == 2.5 && s.makeModel().frameRecord().zoom == 2.5)
    }

    @Test func aHiddenTimerRowIsPaused() throws {
        var m = PlaygroundModel(pages: 6, rows: [RowSpec(try PageIndicator(.instagram)), RowSpec(try PageIndicator(.progress))])
        // 2 s of the page's 5 s (the default), then hidden for 12 s: the page stays.
        rest(&m, seconds: 2)
        try m.handle(.command(.solo(1)))
        rest(&m, seconds: 12)
        #expect(m.currentPage == 0)
        // Shown again, its timer goes on from where it paused: the page turns 3 s later.
        try m.handle(.command(.solo(0)))
        rest(&m, seconds: 2.9)
        #expect(m.currentPage == 0)
        rest(&m, seconds: 0.2)
        #expect(m.scroller.targetPage == 1)
        #expect(m.frameRecord().rows.count == 2)
    }

    @Test func everyRowCanBeSoloed() throws {
        let rows = try StyleKind.allCases.map { RowSpec(try PageIndicator($0)) }
        var m = PlaygroundModel(pages: 12, rows: rows)
        var soloed: [Int] = []
        for _ in 0..<rows.count {
            try m.handle(.key(.tab))
            soloed.append(try #require(m.solo))
            #expect(m.frameRecord().rows.map(\.id) == [m.solo!])
        }
        #expect(soloed == m.rows.map(\.id))
        try m.handle(.key(.tab))
        #expect(m.solo == nil)
        // A click on a row's label solos it; another click shows all.
        let row = m.layout.rows[10]
        try m.handle(.pointerDown(x: 30, y: row.centerY))
        #expect(m.solo == row.id)
        let shown = try #require(m.layout.rows.first)
        try m.handle(.pointerDown(x: 30, y: shown.centerY))
        #expect(m.solo == nil)
    }
}
