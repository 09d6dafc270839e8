import Testing
import Yams
@testable import PageDots

/// the tuning panel changes a row's parameters by their natural steps.
struct TuningPanelTests {
    @Test func twoStepsOnCosinesHalfWaveGiveItsLayout() throws {
        var m = PlaygroundModel(pages: 30, page: 9, rows: [RowSpec(try PageIndicator(.instagram)), RowSpec(try PageIndicator(.cosine))])
        m.place(at: 9)
        try m.handle(.command(.panel))
        let row = m.layout.rows[1]
        try m.handle(.pointerDown(x: 40, y: row.rect.y + 10))   // a click on the cosine row selects it
        try m.handle(.pointerUp(x: 40, y: row.rect.y + 10))
        #expect(m.panel?.row == 1)
        try m.handle(.command(.arrow(.down))); try m.handle(.command(.arrow(.down)))     // width, cell, halfWave
        try m.handle(.command(.arrow(.right))); try m.handle(.command(.arrow(.right)))
        for _ in 0..<120 { m.tick(PlaygroundModel.frameTime) }
        var p = CosineParameters()
        p.halfWave = 7
        let expected = try CosineStyle(p).layout(position: 9, pages: 30)
        let shown = m.rows[1].shown
        #expect(shown.count == expected.elements.count)
        for (a, b) in zip(shown, expected.elements) {
            #expect(a.page == b.page && abs(a.x - b.x) < 1e-9 && abs(a.height - b.height) < 1e-9)
        }
    }

    @Test func stepsKeepOddCountsOddAndRefuseInvalidOnes() throws {
        var m = PlaygroundModel(pages: 30, rows: [RowSpec(try PageIndicator(.instagram))])
        try m.handle(.command(.panel))
        try m.handle(.command(.arrow(.down))); try m.handle(.command(.arrow(.down)))     // maxDots
        try m.handle(.command(.arrow(.right)))
        #expect(m.rows[0].style.value("maxDots") == .number(9))
        // fullDots 3 → 1 is fine, → −1 is refused with the reason, nothing changes.
        try m.handle(.command(.arrow(.down)))
        try m.handle(.command(.arrow(.left)))
        let refused = try m.handle(.command(.arrow(.left)))
        #expect(m.rows[0].style.value("fullDots") == .number(1))
        #expect(refused.count == 1 && "\(refused[0])".contains("fullDots"))
        // Without the panel, ← → turn pages.
        try m.handle(.command(.panel))
        try m.handle(.command(.arrow(.right)))
        #expect(m.scroller.targetPage == 1)
    }

    @Test func aChangeSaysWhatItDidToParametersThatFollowAndTheSavedFileRecordsIt() throws {
        var m = PlaygroundModel(pages: 30, rows: [RowSpec(try PageIndicator(.instagram))])
        try m.handle(.command(.panel))
        try m.handle(.command(.arrow(.down))); try m.handle(.command(.arrow(.down)))     // maxDots
        try m.handle(.command(.arrow(.right)))
        #expect(m.panel?.note == "sideScales follows maxDots and fullDots: [0.75, 0.5, 0.25]")
        let saved = PlaygroundFile.text(m)
        #expect(saved.contains("maxDots: 9 }\n    # sideScales follows maxDots and fullDots: [0.75, 0.5, 0.25]\n"), "\(saved)")
        #expect(!saved.contains("allFullUpTo"))
        // The comment does not change what the file restores.
        let back = try YAMLDecoder().decode(Scenario.self, from: saved, userInfo: PlaygroundFile.reading().userInfo).setup
        #expect(back.rows[0].style == m.rows[0].style.restarted)
        // fullDots up to 9 leaves no side levels.
        try m.handle(.command(.arrow(.down)))
        for _ in 0..<3 { try m.handle(.command(.arrow(.right))) }
        #expect(m.panel?.note == "sideScales follows maxDots and fullDots: none")
        // A change that moves nothing else says nothing.
        try m.handle(.command(.arrow(.up))); try m.handle(.command(.arrow(.up))); try m.handle(.command(.arrow(.up)))   // diameter
        try m.handle(.command(.arrow(.right)))
        #expect(m.panel?.note == nil)
    }

    /// At the smallest window, for every row of the whole catalogue, the panel stays clear of the
    /// selected row and inside the window above the HUD, and shows the chosen line.
    @Test(arguments: [Direction.ltr, .ttb])
    func thePanelStaysClearOfTheSelectedRow(direction: Direction) throws {
        let rows = try StyleKind.allCases.map { RowSpec(try PageIndicator($0)) }
        var setup = PlaygroundSetup(pages: 12, rows: rows)
        (setup.width, setup.height, setup.direction) = (480, 320, direction)
        var m = setup.makeModel()
        try m.handle(.command(.panel))
        for i in rows.indices {
            m.selectPanelRow(i)
            for _ in 0..<2 { try m.handle(.command(.arrow(.down))) }
            let scene = SceneBuilder.build(m, hud: .init(), backdrop: .opaque, text: MonospacedText())
            let box = try #require(panelBox(scene))
            let row = try #require(SceneBuilder.selectedRowOnScreen(m))
            let apart = box.maxY <= row.y || box.y >= row.maxY || box.maxX <= row.x || box.x >= row.maxX
            #expect(apart, "row \(i + 1): panel \(box) over \(row)")
            #expect(box.x >= 0 && box.y >= 0 && box.maxX <= 480 && box.maxY <= 320 - PlaygroundLayout.hudHeight)
        }
    }
}

/// At the smallest window, a change that moves other parameters (a note of three lines)
/// and a refusal (a banner at the top): the panel stays clear of the selected row and of
/// the banner, and says in short what the change did.
struct PanelNoteTests {
    /// Below the least window too (333x211, which `--size` allows): the row stays in sight.
    @Test func aWindowUnderTheLeastSizeStillShowsTheRow() throws {
        var setup = PlaygroundSetup(pages: 12)
        (setup.width, setup.height) = (333, 211)
        var m = setup.makeModel()
        try m.handle(.command(.panel))
        let scene = SceneBuilder.build(m, hud: .init(), backdrop: .opaque, text: MonospacedText())
        let box = try #require(panelBox(scene))
        let row = try #require(SceneBuilder.selectedRowOnScreen(m))
        #expect(box.maxY <= row.y || box.y >= row.maxY, "panel \(box) over \(row)")
    }

    @Test func aLongNoteAndABannerStillLeaveTheRowInSight() throws {
        var setup = PlaygroundSetup(pages: 12)
        (setup.width, setup.height) = (480, 320)
        var m = setup.makeModel()
        try m.handle(.command(.panel))
        try m.handle(.command(.arrow(.down))); try m.handle(.command(.arrow(.down)))     // maxDots
        for (lefts, banner) in [(2, false), (4, true)] {
            // (A refusal is shown as the window shows it: as the banner.)
            for _ in 0..<lefts {
                for case .refused(let why) in try m.handle(.command(.arrow(.left))) { m.banner = why }
            }
            #expect((m.banner != nil) == banner, "\(m.banner ?? "no banner")")
            let scene = SceneBuilder.build(m, hud: .init(), backdrop: .opaque, text: MonospacedText())
            let box = try #require(panelBox(scene))
            let row = try #require(SceneBuilder.selectedRowOnScreen(m))
            #expect(box.maxY <= row.y || box.y >= row.maxY, "panel \(box) over \(row)")
            #expect(box.y >= (banner ? SceneBuilder.bannerHeight : 0), "panel \(box) under the banner")
            let texts = scene.items.compactMap { item -> String? in if case .text(let t, _, _, _, _, _, _) = item { return t } else { return nil } }
            #expect(texts.contains("sideScales: none · allFullUpTo: 3"), "\(texts)")
        }
    }
}

/// A solo while the panel is open: the panel edits the row shown alone, never one the
/// solo hides.
struct PanelSoloTests {
    @Test func aSoloSelectsTheRowThePanelEdits() throws {
        var m = PlaygroundSetup(pages: 12).makeModel()
        try m.handle(.command(.panel))
        m.selectPanelRow(1)
        try m.handle(.command(.solo(3)))
        #expect(m.panel?.row == 2)
        try m.handle(.command(.soloNext))
        try m.handle(.command(.soloNext))
        #expect(m.panel?.row == 0 && m.solo == m.rows[0].id)   // past the last every row, then the first
    }
}

/// The card's page number stays inside its card at the smallest window with every row.
struct CardTextTests {
    /// Also in windows far too small for it (the text goes rather than leave its card)
    /// and with a number as wide as a million pages gives.
    @Test(arguments: [(480, 320, 12), (1280, 720, 12), (333, 211, 12), (40, 30, 12), (120, 90, 12), (300, 400, 1_000_000), (200, 300, 1_000_000)])
    func theCardsTextStaysOnTheCard(size: (Int, Int, Int)) throws {
        let rows = try StyleKind.allCases.map { RowSpec(try PageIndicator($0)) }
        var setup = PlaygroundSetup(pages: size.2, rows: rows)
        (setup.width, setup.height) = (size.0, size.1)
        setup.page = size.2 - 2
        let m = setup.makeModel()
        var items: [SceneItem] = []
        SceneBuilder.cards(m, MonospacedText(), into: &items)
        let cards = items.compactMap { item -> Rect? in if case .rect(let r, _, 22) = item { return r } else { return nil } }
        let texts = items.compactMap { item -> (Double, [SceneItem])? in if case .upright(_, let y, let t) = item { return (y, t) } else { return nil } }
        let card = try #require(cards.first)
        // (From the window's least size up, the number shows.)
        #expect(texts.isEmpty == (size.0 < 200), "\(texts.count) numbers")
        for (cy, list) in texts {
            for case .text(let s, _, let y, let size, _, _, _) in list {
                // Ink from about 0.75 em above the baseline to 0.25 em below it.
                #expect(cy + y - 0.75 * size >= card.y - 1e-9 && cy + y + 0.25 * size <= card.maxY + 1e-9, "\(size): text at \(cy + y) size \(size) on \(card)")
                #expect(MonospacedText().width(of: s, size: size, bold: true) <= card.width + 1e-9, "\(s) at \(size) is wider than \(card)")
                #expect(size >= SceneBuilder.minimumTextSize)
            }
        }
    }
}

/// The tuning panel's box in a scene (the overlay's rounded rectangle), if it is drawn.
func panelBox(_ scene: Scene) -> Rect? {
    scene.items.lazy.compactMap { item -> Rect? in
        if case .rect(let r, let c, 12) = item, c == Palette.overlay.withAlpha(1) { return r }
        return nil
    }.first
}
