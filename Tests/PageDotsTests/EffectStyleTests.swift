import Foundation
import Testing
@testable import PageDots

/// each effect style's worked example from docs/styles.md, continuity over the
/// position, and windowing at any page count.
struct EffectStyleTests {
    static let effects: [StyleKind] = [.worm, .expanding, .jumping, .scale, .color, .swap]
    static let all: [StyleKind] = effects + [.progress, .fraction, .bar]

    func elements(_ kind: StyleKind, pages: Int = 8, at x: Double, settings: [(name: String, value: ParameterValue)] = []) throws -> [Element] {
        try PageIndicator(kind, settings: settings).layout(position: x, pages: pages).elements.filter(\.isVisible)
    }

    func expectClose(_ a: Double, _ b: Double, _ what: String) {
        #expect(abs(a - b) < 1e-9, "\(what): \(a) is not \(b)")
    }

    /// (page, x, y, width, height, highlight) of the elements the docs name, at 8 pages and
    /// position 2.25; every other element is a fixed 8 pt dot on the 16 pt grid.
    static let worked: [StyleKind: [(Int, Double, Double, Double, Double, Double)]] = [
        .worm: [(2, -20, 0, 16, 8, 1), (0, -56, 0, 8, 8, 0), (3, -8, 0, 8, 8, 0)],
        .expanding: [(2, -26, 0, 20, 8, 0.75), (3, -2, 0, 12, 8, 0.25), (0, -64, 0, 8, 8, 0), (4, 16, 0, 8, 8, 0), (7, 64, 0, 8, 8, 0)],
        .jumping: [(2, -24 + 16 * (1 - cos(Double.pi / 4)) / 2, -8 * sin(Double.pi / 4), 9.6, 9.6, 1)],
        .scale: [(2, -24, 0, 10.4, 10.4, 0.75), (3, -8, 0, 8.8, 8.8, 0.25), (4, 8, 0, 8, 8, 0)],
        .color: [(2, -24, 0, 8, 8, 0.75), (3, -8, 0, 8, 8, 0.25), (1, -40, 0, 8, 8, 0)],
        .swap: [(2, -20, 0, 8, 8, 1), (3, -12, 8 * sin(Double.pi / 4), 8, 8, 0)],
    ]

    @Test(arguments: effects)
    func theWorkedExampleHolds(kind: StyleKind) throws {
        let dots = try elements(kind, at: 2.25)
        #expect(dots.map(\.page) == Array(0..<8))
        #expect(dots.filter(\.current).map(\.page) == [2])
        for (page, x, y, width, height, highlight) in Self.worked[kind]! {
            let d = try #require(dots.first { $0.page == page })
            expectClose(d.x, x, "\(kind) page \(page) x")
            expectClose(d.y, y, "\(kind) page \(page) y")
            expectClose(d.width, width, "\(kind) page \(page) width")
            expectClose(d.height, height, "\(kind) page \(page) height")
            expectClose(d.highlight, highlight, "\(kind) page \(page) highlight")
        }
    }

    /// Moving the position by 0.001 page moves no element by more than 0.15 pt (a long page number grows 0.1 pt), whatever
    /// the page count: compared as shapes (at a page turn the indicator changes page but
    /// not place), leaving out dots hidden under the indicator (drawn last, on top).
    func shown(_ dots: [Element]) -> [Element] {
        guard let top = dots.first(where: \.current) else { return dots }
        return dots.filter { d in
            d.current || d.height <= 0.2 ? d.height > 0.2
                : !(abs(d.y - top.y) + d.height / 2 <= top.height / 2 + 0.1 && abs(d.x - top.x) + d.width / 2 <= top.width / 2 + 0.1)
        }
    }

    @Test(arguments: all)
    func smallMovesMoveLittle(kind: StyleKind) throws {
        for pages in [3, 8, 10, 11, 30, 10_000] {
            let last = Double(pages - 1) - 0.001
            let step = pages > 100 ? 0.137 : 0.0437
            let near = stride(from: 0.0, to: min(40, last), by: step)
            let far = pages > 100 ? Array(stride(from: Double(pages) - 41.5, to: last, by: step)) : []
            for x in Array(near) + far {
                let a = try elements(kind, pages: pages, at: x)
                let b = try elements(kind, pages: pages, at: x + 0.001)
                for (one, other) in [(a, b), (b, a)] {
                    for d in shown(one) where d.height > 0.3 {
                        let nearest = other.map { max(abs($0.x - d.x), abs($0.y - d.y), abs($0.width - d.width), abs($0.height - d.height)) }.min() ?? .infinity
                        #expect(nearest <= 0.15, "\(kind), \(pages) pages, position \(x): page \(d.page) has no match within 0.15 pt (\(nearest))")
                    }
                }
            }
        }
    }

    /// At any page count at most maxDots + 2 elements are laid out, and at 10,000 pages as
    /// many as at 12.
    @Test(arguments: all)
    func windowedAtAnyPageCount(kind: StyleKind) throws {
        for x in [0, 0.5, 5.3] {
            let few = try elements(kind, pages: 12, at: x).count
            let many = try elements(kind, pages: 10_000, at: x).count
            #expect(few <= 12 && many <= 12 && few == many, "\(kind) at \(x): \(few) and \(many)")
        }
        let far = try elements(kind, pages: 1_000_000_000, at: 500_000_000.4)
        #expect(far.count <= 12 && far.contains { $0.current && $0.page == 500_000_000 })
    }

    /// `progress`: the pills of `expanding`, as tracks; the current one fills with the
    /// timer; `bars 1` makes every page a segment, those before the current one full.
    @Test func progressWorkedExample() throws {
        var style = try PageIndicator(.progress, settings: [("duration", .number(4))])
        style.wind(1)
        let dots = style.layout(position: 2.25, pages: 8).elements
        let pill = try #require(dots.first { $0.page == 2 })
        #expect(dots.allSatisfy { $0.shape == .track })
        expectClose(pill.x, -26, "pill x"); expectClose(pill.width, 20, "pill width"); expectClose(pill.fill, 0.25, "fill")
        #expect(dots.filter { $0.page != 2 }.allSatisfy { $0.fill == 0 })
        var bars = try PageIndicator(.progress, settings: [("duration", .number(4)), ("bars", .number(1))])
        bars.wind(3)
        let segments = bars.layout(position: 2.25, pages: 8).elements
        #expect(segments.map(\.fill) == [1, 1, 0.75, 0, 0, 0, 0, 0])
        #expect(segments.allSatisfy { $0.width == 24 && $0.height == 8 })
        expectClose(segments[0].x, -112, "first segment")
    }

    /// `fraction`: the page at θ's floor and the next, rolling; `bar`: one track filled to
    /// (θ + 1) / N.
    @Test func fractionAndBarWorkedExamples() throws {
        let text = try elements(.fraction, at: 2.25)
        #expect(text.map(\.page) == [2, 3] && text.allSatisfy { $0.shape == .pageText })
        for (d, (y, size, width)) in zip(text, [(-4.2, 10.5, 31.5), (12.6, 3.5, 10.5)]) {
            expectClose(d.y, y, "page \(d.page) y"); expectClose(d.height, size, "size"); expectClose(d.width, width, "width")
        }
        let bar = try elements(.bar, at: 2.25)
        #expect(bar.count == 1 && bar[0].page == 2 && bar[0].current && bar[0].shape == .track)
        expectClose(bar[0].width, 120, "bar width"); expectClose(bar[0].height, 4, "bar height"); expectClose(bar[0].fill, 3.25 / 8, "bar fill")
        #expect(PageText.string(page: 2, pages: 12) == "3 / 12")
    }

    /// The page timer: runs at rest, turns the page at the duration, pauses while the
    /// pointer is pressed, restarts on a new page and stops full on the last page.
    @Test func progressTurnsThePagesByItself() throws {
        var model = PlaygroundModel(pages: 3, rows: [RowSpec(try PageIndicator(.progress, settings: [("duration", .number(1))]))])
        func run(_ seconds: Double) { for _ in 0..<Int((seconds * 60).rounded()) { model.tick(1.0 / 60) } }
        run(0.5)
        #expect(model.currentPage == 0 && abs(model.pageTime - 0.5) < 1e-9)
        try model.handle(.pointerDown(x: 10, y: 10))
        run(2)
        #expect(model.currentPage == 0 && abs(model.pageTime - 0.5) < 1e-9, "paused while pressed")
        try model.handle(.pointerUp(x: 10, y: 10))
        run(1)
        #expect(model.currentPage == 1 && model.pageTime < 0.6)
        run(3)
        #expect(model.currentPage == 2 && model.pageTime == 1)
        let shown = model.rows[0].shown
        #expect(shown.filter(\.current).map(\.fill) == [1])
    }

    /// While a step lags (θ far from the current page), the current page's number is
    /// still the larger one.
    @Test func theCurrentPageNumberIsAlwaysTheLarger() throws {
        let style = try PageIndicator(.fraction)
        for theta in stride(from: 9.0, through: 11.0, by: 0.05) {
            for current in [Int(theta.rounded(.down)), Int(theta.rounded(.up))] {
                let dots = style.layout(motion: theta, current: current, pages: 12).elements.filter(\.isVisible)
                let mine = try #require(dots.first { $0.page == current })
                #expect(dots.allSatisfy { $0.page == current || $0.height < mine.height }, "θ \(theta), current \(current)")
            }
        }
    }

    /// Timer rows of different durations: the page turns at the shortest; on the last page
    /// every row fills.
    @Test func everyTimerRowFillsOnTheLastPage() throws {
        let rows = try [0.5, 0.7].map { RowSpec(try PageIndicator(.progress, settings: [("duration", .number($0))])) }
        var model = PlaygroundModel(pages: 2, rows: rows)
        for _ in 0..<240 { model.tick(1.0 / 60) }
        #expect(model.currentPage == 1)
        #expect(model.rows.map { $0.shown.filter(\.current).map(\.fill) } == [[1], [1]])
    }

    /// An underground worm is the same worm, seen only through the dots (its own page's
    /// still dot among them).
    @Test func undergroundWormIsSeenThroughTheDots() throws {
        let plain = try elements(.worm, at: 2.25)
        let under = try elements(.worm, at: 2.25, settings: [("underground", .number(1))])
        #expect(under.map(\.x) == plain.map(\.x) && under.map(\.width) == plain.map(\.width))
        #expect(under.filter(\.underground).map(\.page) == [2] && plain.allSatisfy { !$0.underground })
        var items: [SceneItem] = []
        SceneBuilder.elements(under, x: 0, y: 0, zoom: 1, other: Palette.dot, current: Palette.currentDot, pages: 8, into: &items)
        guard case .masked(let mask, let worm) = items.last, case .capsule(let x, _, let w, _, _) = worm.first else {
            Issue.record("the worm is not drawn last, inside the dots: \(items)"); return
        }
        expectClose(x, -20, "worm x"); expectClose(w, 16, "worm width")
        // The still dots: every page's, the worm's own (page 2, at −24) first.
        #expect(mask.count == 8 && Array(items.prefix(8)) == mask)
        guard case .circle(let home, _, _, let c) = mask.first else { Issue.record("\(mask)"); return }
        expectClose(home, -24, "page 2's still dot"); #expect(c == Palette.dot)
    }

    /// Bad parameters are refused with what is allowed.
    @Test func parametersAreChecked() throws {
        let bad: [(StyleKind, [(name: String, value: ParameterValue)])] = [
            (.expanding, [("expansionFactor", .number(0.5))]), (.worm, [("thickness", .number(2))]),
            (.jumping, [("jumpHeight", .number(17))]), (.scale, [("spacing", .number(0)), ("activeScale", .number(2.5))]),
            (.swap, [("swapDepth", .number(-1))]), (.color, [("maxDots", .number(1))]), (.color, [("maxDots", .number(2.5))]),
            (.scale, [("activeScale", .number(2.2))]),
            (.progress, [("duration", .number(0))]), (.progress, [("bars", .number(2))]), (.bar, [("thickness", .number(200))]),
            (.fraction, [("size", .number(1))]), (.worm, [("underground", .number(0.5))]),
        ]
        for (kind, settings) in bad {
            #expect(throws: ParameterError.self, "\(kind) \(settings)") { _ = try PageIndicator(kind, settings: settings) }
        }
        #expect(throws: ParameterError.self) { _ = try PageIndicator(.worm, settings: [("wiggle", .number(1))]) }
    }
}
