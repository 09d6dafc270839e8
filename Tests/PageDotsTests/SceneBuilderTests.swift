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
            #expect(text.width(of: s, size: size, bold: bold) <= max(60, dotsLeft - 40) + 1e-9, "\(s)")
        }
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
