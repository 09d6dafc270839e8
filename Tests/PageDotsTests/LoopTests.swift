import Testing
@testable import PageDots

/// a looped carousel has no ends — forward from the last page is the first,
/// the drag never rubber-bands, gotos take the short way round — and its wrap morphs in
/// place (checked) or sweeps (the naive way, which the checks catch).
struct LoopTests {
    func model(_ wrap: Wrap = .morph, page: Int = 7) throws -> PlaygroundModel {
        var m = PlaygroundModel(pages: 8, page: page, rows: try StyleKind.allCases.map { RowSpec(try PageIndicator($0)) }, wrap: wrap)
        m.place(at: Double(page))
        return m
    }

    func run(_ m: inout PlaygroundModel, _ checker: inout FrameChecker, seconds: Double = 0.6) -> [Violation] {
        var out: [Violation] = []
        for _ in 0..<Int(seconds * 60) {
            m.tick(1.0 / 60)
            out += checker.check(m.frameRecord())
        }
        return out
    }

    @Test func forwardFromTheLastPageIsTheFirst() throws {
        var m = try model()
        var checker = FrameChecker()
        try m.handle(.command(.arrow(.right)))
        let violations = run(&m, &checker)
        #expect(m.currentPage == 0 && m.spokenLabel == "page 1 of 8")
        #expect(violations.isEmpty, "\(violations.prefix(3))")
        // Twenty pages on through the wrap, quickly, then the long way back by goto: the
        // short way round.
        for _ in 0..<20 { try m.handle(.command(.arrow(.right))); _ = run(&m, &checker, seconds: 0.05) }
        #expect(run(&m, &checker).isEmpty)
        #expect(m.currentPage == 4)
        try m.handle(.goto(page: 1, duration: 0.3, easing: .easeInOutCubic))
        _ = run(&m, &checker)
        #expect(m.currentPage == 1 && abs(m.scroller.position - 25) < 1e-9, "\(m.scroller.position)")
    }

    @Test func theDragNeverRubberBands() throws {
        var m = try model(page: 0)
        try m.handle(.pointerDown(x: 600, y: 100))
        try m.handle(.pointerMove(x: 600 + 1280 * 0.7, y: 100))
        #expect(abs(m.scroller.position + 0.7) < 1e-9)
        try m.handle(.pointerUp(x: 600 + 1280 * 0.7, y: 100))
        var checker = FrameChecker()
        _ = run(&m, &checker, seconds: 1)
        #expect(m.currentPage == 7)
    }

    @Test func aSweepIsCaughtAMorphIsNot() throws {
        for wrap in Wrap.allCases {  // continuous and morph pass; the naive sweep does not
            var m = try model(wrap)
            var checker = FrameChecker()
            try m.handle(.command(.arrow(.right)))
            let violations = run(&m, &checker)
            #expect(violations.isEmpty == (wrap != .sweep), "\(wrap): \(violations.count) violations")
        }
    }

    /// Continuous: a style whose window is narrower than the pages runs on through the
    /// wrap (the system window shows the last pages and the first side by side, nothing
    /// jumps); one that shows every page morphs; the checks pass.
    @Test func aContinuousLoopRunsOnThroughTheWrap() throws {
        var m = PlaygroundModel(pages: 30, page: 29, rows: try [StyleKind.system, .instagram, .cosine, .worm].map { RowSpec(try PageIndicator($0)) },
                                wrap: .continuous)
        m.place(at: 29)
        var checker = FrameChecker()
        try m.handle(.command(.arrow(.right)))
        var sawBoth = false
        for _ in 0..<40 {
            m.tick(1.0 / 60)
            #expect(checker.check(m.frameRecord()).isEmpty)
            let system = m.rows[0]
            #expect(!system.jumped)
            let pages = Set(system.shown.filter(\.isVisible).map(\.page))
            if pages.contains(29) && pages.contains(0) && pages.contains(1) { sawBoth = true }
        }
        #expect(sawBoth && m.currentPage == 0)
        #expect(m.rows[0].repeating == 30 && m.rows[2].repeating == nil, "cosine shows every page: it morphs")
    }

    /// However many pages (up to the most a playground takes), the run of copies reaches
    /// past the last page: forward from it the first page is lit, and back again.
    @Test func aContinuousLoopOfAnyPageCountRunsThroughTheWrap() throws {
        for pages in [300_000_000, 500_000_000, 1_000_000_000] {
            var m = PlaygroundModel(pages: pages, page: pages - 1, rows: [RowSpec(try PageIndicator(.instagram))], wrap: .continuous)
            m.place(at: Double(pages - 1))
            var checker = FrameChecker()
            for arrow in [Command.Arrow.right, .right, .left, .left, .left] {
                try m.handle(.command(.arrow(arrow)))
                #expect(run(&m, &checker).isEmpty, "\(pages)")
                #expect(m.rows[0].shown.filter { $0.isVisible && $0.current }.count == 1, "\(pages): \(m.currentPage)")
            }
        }
    }
}
