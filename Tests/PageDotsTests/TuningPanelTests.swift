import Testing
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
}
