import Testing
import TestSupport
@testable import PageDots

struct PlaygroundModelTests {
    let frame = PlaygroundModel.frameTime

    func rest(_ m: inout PlaygroundModel) {
        for _ in 0..<2000 where !m.isAtRest { m.tick(frame) }
    }

    @Test func titleCountsFromOne() throws {
        var m = try PlaygroundModel(pages: 12)
        #expect(m.title == "PageDots — page 1/12")
        try m.handle(.command(.arrow(.right))); rest(&m)
        #expect(m.title == "PageDots — page 2/12")
        try m.handle(.command(.last)); rest(&m)
        #expect(m.currentPage == 11)
        try m.handle(.command(.first)); rest(&m)
        #expect(m.currentPage == 0)
    }

    @Test func dragOnTheStripTurnsThePageAndEveryStyleFollows() throws {
        var m = try PlaygroundModel(pages: 12)
        try m.handle(.pointerDown(x: 1200, y: 100))
        for i in 1...60 { m.tick(frame); try m.handle(.pointerMove(x: 1200 - 1.3 * 1280 * Double(i) / 60, y: 100)) }
        for _ in 0..<12 { m.tick(frame) }
        try m.handle(.pointerUp(x: 1200 - 1.3 * 1280, y: 100))
        rest(&m)
        #expect(m.currentPage == 1)
        for t in m.rows { #expect(t.shown.first(where: \.current)?.page == 1) }
    }

    @Test func tapOnAControlSideTurnsAPage() throws {
        var m = try PlaygroundModel(pages: 12, page: 3)
        rest(&m)
        let row = m.layout.row(for: m.row(.system)!.id)!
        let current = m.row(.system)!.shown.first(where: \.current)!
        let dotX = row.centerX + current.x * m.layout.zoom
        try m.handle(.pointerDown(x: dotX + 20, y: row.centerY))
        try m.handle(.pointerUp(x: dotX + 20, y: row.centerY))
        rest(&m)
        #expect(m.currentPage == 4)
        try m.handle(.pointerDown(x: dotX - 10, y: row.centerY))
        try m.handle(.pointerUp(x: dotX - 10, y: row.centerY))
        rest(&m)
        #expect(m.currentPage == 3)
    }

    @Test func scrubbingFollowsThePointerAndPastTheEndGoesToTheLastPage() throws {
        var m = try PlaygroundModel(pages: 12)
        let row = m.layout.row(for: m.row(.system)!.id)!
        let pitch = 16 * m.layout.zoom
        let first = row.centerX + m.row(.system)!.shown.first!.x * m.layout.zoom
        try m.handle(.pointerDown(x: first, y: row.centerY))
        try m.handle(.pointerMove(x: first + 3 * pitch, y: row.centerY))
        m.tick(frame)
        #expect(m.currentPage == 3 && m.scroller.position == 3)   // no scroll animation
        try m.handle(.pointerMove(x: m.layout.width - 1, y: row.centerY))
        m.tick(frame)
        #expect(m.currentPage == 11)
        try m.handle(.pointerUp(x: m.layout.width - 1, y: row.centerY))
        rest(&m)
        #expect(m.currentPage == 11)
    }

    @Test func keysDoWhatTheySay() throws {
        var m = try PlaygroundModel(pages: 12)
        try m.handle(.command(.solo(2))); #expect(m.visibleRows.map(\.kind) == [.system] && m.layout.rows.count == 1)
        try m.handle(.command(.solo(0))); #expect(m.visibleRows.count == 3)
        try m.handle(.command(.morePages)); #expect(m.pages == 13)
        try m.handle(.command(.fewerPages)); try m.handle(.command(.fewerPages)); #expect(m.pages == 11)
        try m.handle(.command(.tracking)); #expect(m.tracking == .discrete)
        try m.handle(.command(.easing)); #expect(m.easing == Easing.cycle[0])
        try m.handle(.command(.slower)); #expect(m.timeScale == 0.5)
        for _ in 0..<5 { try m.handle(.command(.slower)) }
        #expect(m.timeScale == 0.1)
        try m.handle(.command(.faster)); #expect(m.timeScale == 0.25)
        try m.handle(.command(.debug)); #expect(m.showDebug)
        try m.handle(.command(.background)); #expect(m.background == .prominent)
        try m.handle(.command(.help)); #expect(m.showHelp)
        try m.handle(.command(.freeScroll)); #expect(m.scroller.freeScroll)
        #expect(try m.handle(.command(.screenshot)) == [.screenshot])
        #expect(try m.handle(.command(.record)) == [.toggleRecording])
        #expect(try m.handle(.command(.quit)) == [.quit])
    }

    @Test func pauseFreezesAndDotStepsOneFrame() throws {
        var m = try PlaygroundModel(pages: 12)
        try m.handle(.command(.arrow(.right)))
        try m.handle(.command(.pause))
        let before = m.scroller.position
        m.tick(0.5)
        #expect(m.scroller.position == before)
        try m.handle(.command(.stepFrame))
        m.tick(0.5)
        let stepped = m.scroller.position
        #expect(stepped > before)
        m.tick(0.5)
        #expect(m.scroller.position == stepped)
    }

    @Test func slowMotionSlowsTime() throws {
        var m = try PlaygroundModel(pages: 12)
        for _ in 0..<3 { try m.handle(.command(.slower)) }   // 0.1×
        try m.handle(.command(.arrow(.right)))
        for _ in 0..<30 { m.tick(frame) }   // half a second of wall time
        #expect(abs(m.time - 0.05) < 1e-9 && m.scroller.position < 0.5)
    }

    /// A storm of random input never leaves a NaN, and at rest the current dot is full size.
    @Test func randomInputStormEndsFiniteAndAtRest() throws {
        var rng = SeededRandom(seed: 7)
        for trial in 0..<4 {
            var m = try PlaygroundModel(pages: [1, 6, 12, 40][trial], tracking: trial % 2 == 0 ? .continuous : .discrete)
            for _ in 0..<1000 {
                let x = Double.random(in: -200...1500, using: &rng), y = Double.random(in: 0...720, using: &rng)
                let events: [InputEvent] = [
                    .pointerDown(x: x, y: y), .pointerMove(x: x, y: y), .pointerUp(x: x, y: y),
                    .scroll(pages: Double.random(in: -2...2, using: &rng)), .wheelTicks(Int.random(in: -3...3, using: &rng)),
                    .command(.arrow(.left)), .command(.arrow(.right)), .command(.first), .command(.last), .command(.tracking), .command(.easing),
                    .command(.morePages), .command(.fewerPages), .flick(velocity: Double.random(in: -20...20, using: &rng)),
                    .goto(page: Int.random(in: -5...50, using: &rng), duration: Double.random(in: 0...0.5, using: &rng), easing: .easeOutBack),
                    .resize(width: Double.random(in: 200...2000, using: &rng), height: Double.random(in: 200...1200, using: &rng)),
                ]
                try m.handle(events.randomElement(using: &rng)!)
                if Int.random(in: 0..<3, using: &rng) == 0 { m.tick(Double.random(in: 0...0.05, using: &rng)) }
                for t in m.rows { #expect(t.shown.allSatisfy { $0.x.isFinite && $0.height.isFinite && $0.highlight.isFinite }) }
            }
            if case .control = m.pointer { try m.handle(.pointerUp(x: 0, y: 0)) }
            if m.pointer == .strip { try m.handle(.pointerUp(x: 0, y: 0)) }
            rest(&m)
            #expect(m.isAtRest)
            #expect(m.scroller.position >= 0 && m.scroller.position <= Double(max(0, m.pages - 1)))
            for t in m.visibleRows where m.pages > 0 {
                let current = t.shown.filter(\.current)
                #expect(current.count == 1 && current[0].scale == 1 && current[0].page == m.currentPage)
            }
        }
    }

    @Test func sceneShowsCardsRowsAndHUD() throws {
        let m = try PlaygroundModel(pages: 12)
        let scene = SceneBuilder.build(m, hud: .init(fps: 60), backdrop: .opaque, text: MonospacedText())
        let texts = scene.items.compactMap { if case .text(let s, _, _, _, _, _, _) = $0 { return s } else { return nil } }
        #expect(texts.contains("1") && texts.contains("instagram") && texts.contains("system") && texts.contains("cosine"))
        #expect(texts.contains { $0.hasPrefix("60 fps") && $0.contains("page 1 of 12") })
        let circles = scene.items.filter { if case .circle = $0 { return true } else { return false } }
        #expect(circles.count == 5 + 10 + 12)
    }

    /// a trackpad nudge that springs back leaves the system window
    /// on a whole page, its dots equal to the style's own snapshot at rest.
    @Test func aNudgeThatSpringsBackLeavesTheSystemWindowOnAPage() throws {
        var m = try PlaygroundModel(pages: 30, page: 15, tracking: .continuous)
        m.place(at: 15)
        for _ in 0..<6 { try m.handle(.scroll(pages: 0.4 / 6)); m.tick(frame) }
        rest(&m)
        #expect(m.currentPage == 15 && m.isAtRest)
        let shown = m.row(.system)!.shown.filter(\.isVisible)
        #expect(shown.map(\.scale) == [0.25, 0.5, 1, 1, 1, 1, 1, 1, 0.5, 0.25])
        #expect(shown.map(\.x) == stride(from: -72.0, through: 72, by: 16).map { $0 })
        let snapshot = try PageIndicator(.system).settled(at: 15, pages: 30, tracking: .continuous).layout
        #expect(shown == snapshot.visible)
    }

    /// A scrub lands on the page it was asked for, one page at a time, however far.
    @Test func scrubbingFarLandsOnThePageStepByStep() throws {
        for (from, to) in [(10, 25), (10, 3), (0, 29), (29, 0)] {
            var p = try ScenarioPlayer(Scenario(pages: 30, steps: [WaitStep(0.1), ScrubStep(row: 1, to: to, duration: 1), WaitStep(0.5)]).with(page: from))
            var pages: [Int] = []
            repeat { pages.append(p.model.currentPage) } while try p.advance()
            #expect(p.model.currentPage == to, "\(from) → \(to)")
            for (a, b) in zip(pages, pages.dropFirst()) { #expect(abs(b - a) <= 1, "\(from) → \(to): \(a) to \(b)") }
        }
    }

    /// The automatic background shows on a control a person touches, not while the strip
    /// is dragged, and fades after they let go.
    @Test func automaticBackgroundOnlyForTheTouchedControl() throws {
        var m = try PlaygroundModel(pages: 12, page: 3)
        try m.handle(.pointerDown(x: 600, y: 100))
        try m.handle(.pointerMove(x: 400, y: 100))
        m.tick(frame)
        #expect(m.rows.allSatisfy { m.interaction($0.id) == 0 })
        try m.handle(.pointerUp(x: 400, y: 100))
        rest(&m)
        let row = m.layout.row(for: m.row(.system)!.id)!
        let dot = m.row(.system)!.shown.first(where: \.current)!
        try m.handle(.pointerDown(x: row.centerX + dot.x * m.layout.zoom + 12, y: row.centerY))
        #expect(m.interaction(1) == 1 && m.interaction(0) == 0)
        try m.handle(.pointerUp(x: row.centerX + dot.x * m.layout.zoom + 12, y: row.centerY))
        m.tick(frame)
        #expect(m.interaction(1) > 0 && m.interaction(1) < 1)
        rest(&m)
        for _ in 0..<60 { m.tick(frame) }
        #expect(m.interaction(1) == 0)
    }

    /// A page count below the position clamps the scroller at once: no blank strip.
    @Test func fewerPagesThanThePositionClampsAtOnce() throws {
        var m = try PlaygroundModel(pages: 30, page: 20)
        try m.handle(.pointerDown(x: 600, y: 100))
        try m.handle(.pointerMove(x: 500, y: 100))
        try m.handle(.setPages(8))
        #expect(m.scroller.position <= 7)
        m.tick(frame)
        #expect(m.currentPage == 7 && m.scroller.position <= 7)
        try m.handle(.pointerMove(x: 800, y: 100))
        m.tick(frame)
        #expect(m.scroller.position < 7)
    }
}
