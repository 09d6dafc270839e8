import Testing
@testable import PageDots

struct ScenarioPlayerTests {
    func play(_ s: Scenario, each: (ScenarioPlayer) -> Void = { _ in }) throws -> ScenarioPlayer {
        var p = try ScenarioPlayer(s)
        repeat { each(p) } while try p.advance()
        return p
    }

    @Test func dragThenWheelThenGoto() throws {
        let s = Scenario(pages: 12, steps: [
            WaitStep(0.2), DragStep(pages: 1.3, duration: 1.0), WaitStep(0.5),
            WheelStep(dx: 0.8, dy: 0, duration: 0.3), WaitStep(0.5), GotoStep(page: 9, duration: 0.5, easing: .linear),
        ])
        var pages: [Int] = []
        let p = try play(s) { pages.append($0.model.currentPage) }
        #expect(p.model.currentPage == 9 && p.model.isAtRest)
        #expect(pages.contains(1) && pages.contains(2))
        // Frames = steps + coming to rest, at exactly 1/60 s each.
        #expect(p.frame >= Int(3.0 * 60))
    }

    @Test func tapAndScrubMoveThePage() throws {
        let s = Scenario(pages: 12, steps: [
            TapStep(row: 1, trailing: true), WaitStep(0.5),
            ScrubStep(row: 0, to: 9, duration: 1), WaitStep(0.3),
            TapStep(row: 2, trailing: false), WaitStep(0.5),
        ])
        var seen: Set<Int> = []
        let p = try play(s) { seen.insert($0.model.currentPage) }
        #expect(seen.isSuperset(of: [1, 5, 9]))
        #expect(p.model.currentPage == 8)
    }

    @Test func setChangesPagesAndParameters() throws {
        let s = Scenario(pages: 12, steps: [SetStep([.pages(30), .parameter(row: 2, ParameterSetting("width", .number(200)))]), GotoStep(page: 25, duration: 0.4, easing: .easeOutCubic)])
        let p = try play(s)
        #expect(p.model.pages == 30 && p.model.currentPage == 25)
        #expect(abs(p.model.row(.cosine)!.layout.width - 200) < 1e-9)
    }

    /// The demo's motion: every dot finite, and no dot jumps more than a pitch per frame
    /// while the scenario moves page by page.
    @Test func motionIsContinuousFrameToFrame() throws {
        let s = Scenario(pages: 12, steps: [
            DragStep(pages: 2.4, duration: 1.2), WaitStep(0.8), FlickStep(velocity: -3), WaitStep(0.8),
            WheelStep(dx: 1.6, dy: 0, duration: 0.8), WaitStep(0.6), GotoStep(page: 6, duration: 1.5, easing: .easeInOutCubic), WaitStep(0.5),
        ])
        var previous: [StyleKind: [Int: Element]] = [:]
        _ = try play(s) { p in
            for t in p.model.rows {
                var now: [Int: Element] = [:]
                for d in t.shown where d.isVisible {
                    #expect(d.x.isFinite && d.y.isFinite && d.height.isFinite)
                    now[d.page] = d
                    if let before = previous[t.kind]?[d.page] {
                        #expect(abs(d.x - before.x) <= t.style.pitch + 1e-9, "\(t.kind) page \(d.page) frame \(p.frame)")
                    }
                }
                previous[t.kind] = now
            }
        }
    }
}
