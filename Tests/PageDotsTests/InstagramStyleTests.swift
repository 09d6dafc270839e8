import Testing
import TestSupport
@testable import PageDots

struct InstagramStyleTests {
    func walk(_ pages: Int, _ visits: [Int], _ p: InstagramParameters = .init()) throws -> (InstagramStyle, ElementLayout) {
        var s = try InstagramStyle(p)
        for v in visits { s.follow(Double(v), pages: pages) }
        return (s, s.layout(position: Double(visits.last ?? 0), pages: pages))
    }

    func scales(_ l: ElementLayout) -> [Double] { l.visible.map(\.scale) }
    func pagesShown(_ l: ElementLayout) -> [Int] { l.visible.map(\.page) }

    @Test func fivePagesAreAllFullAndCentred() throws {
        let (_, l) = try walk(5, [0, 1, 2, 3, 4])
        #expect(scales(l) == [1, 1, 1, 1, 1])
        #expect(l.visible.map(\.x) == [-20, -10, 0, 10, 20])
        #expect(l.visible.filter(\.current).map(\.page) == [4])
        #expect(l.width == 46)
    }

    @Test func sixPagesUseTheBandFromTheStart() throws {
        let (s, l) = try walk(6, [0])
        #expect(s.bandStart == 0)
        #expect(pagesShown(l) == [0, 1, 2, 3, 4])
        #expect(scales(l) == [1, 1, 1, 0.66, 0.33])
        // The band is centred, not the visible group: page 1 (the band's middle) at 0.
        #expect(l.visible.map(\.x) == [-10, 0, 10, 20, 30])
        // Hidden neighbour for the slide.
        #expect(l.elements.contains { $0.page == 5 && $0.height == 0 })
    }

    @Test func forwardWalkMovesTheBandOnlyWhenLeavingIt() throws {
        let expectBands = [0, 0, 0, 1, 2, 3]   // after visiting 0…5 of 6 pages
        var s = try InstagramStyle()
        for (p, band) in expectBands.enumerated() {
            s.follow(Double(p), pages: 6)
            #expect(s.bandStart == band, "after page \(p)")
        }
        let l = s.layout(position: 5, pages: 6)
        #expect(pagesShown(l) == [1, 2, 3, 4, 5])
        #expect(scales(l) == [0.33, 0.66, 1, 1, 1])
        #expect(l.visible.last?.current == true)
    }

    @Test func backwardWalkMakesThePageTheBandsFirst() throws {
        var s = try InstagramStyle()
        for p in [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] { s.follow(Double(p), pages: 10) }
        #expect(s.bandStart == 7)
        let expectBands = [7, 7, 6, 5, 4]   // visiting 8, 7, 6, 5, 4
        for (i, p) in [8, 7, 6, 5, 4].enumerated() {
            s.follow(Double(p), pages: 10)
            #expect(s.bandStart == expectBands[i], "after page \(p)")
        }
        let l = s.layout(position: 4, pages: 10)
        #expect(pagesShown(l) == [2, 3, 4, 5, 6, 7, 8])
        #expect(scales(l) == [0.33, 0.66, 1, 1, 1, 0.66, 0.33])
        #expect(l.visible.first(where: \.current)?.page == 4)
    }

    @Test func theIssueExampleTenPages() throws {
        let (s, l) = try walk(10, [0, 1, 2, 3, 4, 5, 4, 3, 2])
        #expect(s.bandStart == 2)
        #expect(pagesShown(l) == [0, 1, 2, 3, 4, 5, 6])
        #expect(scales(l) == [0.33, 0.66, 1, 1, 1, 0.66, 0.33])
        #expect(l.visible.map(\.x) == [-30, -20, -10, 0, 10, 20, 30])
        #expect(l.width == 61.98)
    }

    @Test func aLongJumpIsOneStep() throws {
        let (s, l) = try walk(100, [0, 57])
        #expect(s.bandStart == 55)
        #expect(l.visible.first(where: \.current)?.x == 10)
        let (back, _) = try walk(100, [0, 57, 3])
        #expect(back.bandStart == 3)
    }

    @Test func derivedSideScales() {
        var p = InstagramParameters()
        #expect(p.resolvedSideScales == [0.66, 0.33])
        p.maxDots = 9
        #expect(p.resolvedSideScales == [0.75, 0.5, 0.25])
        p.maxDots = 5
        #expect(p.resolvedSideScales == [0.5])
        p.maxDots = 3
        #expect(p.resolvedSideScales == [])
    }

    @Test(arguments: [
        ("maxDots", ParameterValue.number(6)), ("maxDots", .number(1)), ("maxDots", .number(101)),
        ("fullDots", .number(2)), ("fullDots", .number(9)), ("diameter", .number(0)),
        ("diameter", .number(.nan)), ("spacing", .number(-1)), ("allFullUpTo", .number(8)),
        ("sideScales", .numbers([0.5])), ("sideScales", .numbers([0.3, 0.6])),
        ("sideScales", .numbers([1, 0.5])), ("maxDots", .number(7.5)), ("nope", .number(1)),
    ])
    func rejectsBadParameters(name: String, value: ParameterValue) {
        #expect(throws: ParameterError.self) { _ = try PageIndicator(.instagram, settings: [(name, value)]) }
    }

    @Test func errorNamesParameterValueAndRange() {
        do {
            _ = try PageIndicator(.instagram, settings: [("maxDots", .number(6))])
            Issue.record("expected an error")
        } catch {
            #expect("\(error)" == "instagram parameter maxDots = 6 is not allowed: must be odd, from 3 to 99")
        }
    }

    /// Every invariant of the instagram style (docs/geometry.md#instagram) over random page counts, parameters and visit sequences.
    @Test func invariantsHoldForRandomWalks() throws {
        var rng = SeededRandom(seed: 2)
        for _ in 0..<3000 {
            var p = InstagramParameters()
            p.maxDots = [3, 5, 7, 9, 11].randomElement(using: &rng)!
            p.fullDots = stride(from: 1, through: p.maxDots, by: 2).map { $0 }.randomElement(using: &rng)!
            p.allFullUpTo = Int.random(in: 0...p.maxDots, using: &rng)
            p.diameter = Double(Int.random(in: 2...12, using: &rng))
            p.spacing = Double(Int.random(in: 0...8, using: &rng))
            let pages = Int.random(in: 0...40, using: &rng)
            var s = try InstagramStyle(p)
            for _ in 0..<Int.random(in: 1...25, using: &rng) {
                let page = pages == 0 ? 0 : (Bool.random(using: &rng)
                    ? Int.random(in: 0..<pages, using: &rng)
                    : (PagePosition.currentPage(Double(s.bandStart), pages: pages) + Int.random(in: -2...2, using: &rng)).clamped(0, pages - 1))
                let before = s.bandStart
                s.follow(Double(page), pages: pages)
                let l = s.layout(position: Double(page), pages: pages)
                #expect(allFinite(l))
                let visible = l.visible
                guard pages > 0 else { #expect(visible.isEmpty); continue }
                // The current page is visible, full size and marked current.
                let current = visible.filter(\.current)
                #expect(current.count == 1 && current[0].page == page && current[0].scale == 1)
                #expect(visible.count <= max(p.maxDots, min(pages, p.allFullUpTo)))
                // One pitch grid, contiguous pages, sorted.
                for (a, b) in zip(visible, visible.dropFirst()) {
                    #expect(b.page == a.page + 1)
                    #expect(abs(b.x - a.x - p.pitch) < 1e-9)
                }
                if s.isBanded(pages: pages) {
                    // The band moved the least distance.
                    let inBand = (before...(before + p.fullDots - 1)).contains(page)
                    if inBand && before <= max(0, pages - p.fullDots) { #expect(s.bandStart == before) }
                    #expect(s.bandStart <= page && page <= s.bandStart + p.fullDots - 1)
                    // The band's middle page sits at the centre.
                    let middle = s.bandStart + (p.fullDots - 1) / 2
                    if let m = l.elements.first(where: { $0.page == middle }) { #expect(m.x == 0) }
                    // Side scales step down level by level.
                    let scales = p.resolvedSideScales
                    for d in visible where d.scale < 1 {
                        let level = d.page < s.bandStart ? s.bandStart - d.page : d.page - (s.bandStart + p.fullDots - 1)
                        #expect(d.scale == scales[level - 1])
                    }
                } else {
                    #expect(visible.allSatisfy { $0.scale == 1 } && visible.count == pages)
                }
            }
        }
    }

    /// rows with no more pages than the band are centred too.
    @Test(arguments: [(3, 0), (5, 0), (3, 2), (5, 4)])
    func fewPagesAreCentred(fullDots: Int, allFullUpTo: Int) throws {
        var p = InstagramParameters()
        p.maxDots = max(7, fullDots + 2)
        p.fullDots = fullDots
        p.allFullUpTo = allFullUpTo
        p.sideScales = nil
        for pages in 1...3 {
            let (_, l) = try walk(pages, Array(0..<pages), p)
            let xs = l.visible.map(\.x)
            #expect(xs == (0..<pages).map { (Double($0) - Double(pages - 1) / 2) * p.pitch }, "\(pages) pages")
            #expect(l.visible.allSatisfy { $0.scale == 1 })
        }
    }

    /// A differential check: ±1 swipes over random page counts never run the band
    /// past either end, and every existing page within the side levels of the band shows
    /// (the peers' bug: after a jump to an end, 3–4 dots sitting to one side).
    @Test func swipeWalksKeepTheBandInsideAndItsSidesVisible() throws {
        var rng = SeededRandom(seed: 14)
        for _ in 0..<300 {
            let pages = Int.random(in: 1...40, using: &rng)
            var s = try InstagramStyle()
            var page = 0
            s.follow(0, pages: pages)
            for _ in 0..<60 {
                page = (page + (Bool.random(using: &rng) ? 1 : -1)).clamped(0, pages - 1)
                s.follow(Double(page), pages: pages)
                let l = s.layout(position: Double(page), pages: pages)
                let visible = Set(l.visible.map(\.page))
                #expect(visible.contains(page))
                guard s.isBanded(pages: pages) else { #expect(visible.count == pages); continue }
                #expect(s.bandStart >= 0 && s.bandStart + s.parameters.fullDots <= pages)
                let levels = s.parameters.resolvedSideScales.count
                let lo = max(0, s.bandStart - levels), hi = min(pages - 1, s.bandStart + s.parameters.fullDots - 1 + levels)
                #expect(visible == Set(lo...hi), "\(pages) pages at \(page)")
            }
        }
    }
}
