import Testing
import TestSupport
@testable import PageDots

struct SystemStyleTests {
    func follow(_ pages: Int, _ positions: [Double], _ p: SystemParameters = .init()) throws -> (SystemStyle, ElementLayout) {
        var s = try SystemStyle(p)
        for x in positions { s.follow(x, pages: pages) }
        return (s, s.layout(position: positions.last ?? 0, pages: pages))
    }

    @Test func fewPagesAreCentredAndFull() throws {
        let (_, l) = try follow(4, [2])
        #expect(l.visible.map(\.x) == [-24, -8, 8, 24])
        #expect(l.visible.allSatisfy { $0.scale == 1 })
        #expect(l.width == 55)
    }

    @Test func twentyPagesBothEdgesClipped() throws {
        let (s, l) = try follow(20, [0, 10])
        #expect(s.windowStart == 3)
        let v = l.visible
        #expect(v.map(\.page) == Array(3...12))
        #expect(v.map(\.scale) == [0.25, 0.5, 1, 1, 1, 1, 1, 1, 0.5, 0.25])
        #expect(v.map(\.x) == stride(from: -72.0, through: 72, by: 16).map { $0 })
        #expect(v.first(where: \.current)?.page == 10)
        // Hidden neighbours one slot outside the window.
        #expect(l.elements.first?.page == 2 && l.elements.first?.height == 0)
        #expect(l.elements.last?.page == 13 && l.elements.last?.height == 0)
    }

    @Test func firstPageClipsOnlyTheRightEdge() throws {
        let (s, l) = try follow(20, [0])
        #expect(s.windowStart == 0)
        #expect(l.visible.map(\.scale) == [1, 1, 1, 1, 1, 1, 1, 1, 0.5, 0.25])
    }

    @Test func lastPageClipsOnlyTheLeftEdge() throws {
        let (s, l) = try follow(20, [0, 19])
        #expect(s.windowStart == 10)
        #expect(l.visible.map(\.scale) == [0.25, 0.5, 1, 1, 1, 1, 1, 1, 1, 1])
        #expect(l.visible.last?.current == true)
    }

    @Test func windowMovesTheLeastDistance() throws {
        var s = try SystemStyle()
        s.follow(7, pages: 20)   // slot 7 is the last unshrunk slot: no move yet
        #expect(s.windowStart == 0)
        s.follow(8, pages: 20)
        #expect(s.windowStart == 1)
        s.follow(3, pages: 20)   // back: page 3 becomes slot 2
        #expect(s.windowStart == 1)
        s.follow(2, pages: 20)
        #expect(s.windowStart == 0)
    }

    @Test func availableWidthLimitsTheSlots() throws {
        var p = SystemParameters()
        p.availableWidth = 100   // ⌊(100 + 9) / 16⌋ = 6
        let s = try SystemStyle(p)
        #expect(s.slots == 6 && s.edgeSlots == 2)
        p.availableWidth = 60    // 4 slots: one shrinking slot
        let four = try SystemStyle(p)
        #expect(four.slots == 4 && four.edgeSlots == 1)
        var f = four
        f.follow(5, pages: 12)
        #expect(f.layout(position: 5, pages: 12).visible.map(\.scale) == [0.5, 1, 1, 0.5])
    }

    @Test func edgeScaleBreakpoints() {
        let k2 = [0.0, 0.5, 1, 2, 2.5, 3, 4].map { SystemStyle.edgeScale($0, edgeSlots: 2) }
        #expect(k2 == [0, 0.125, 0.25, 0.5, 0.75, 1, 1])
        let k1 = [0.0, 1, 1.5, 2].map { SystemStyle.edgeScale($0, edgeSlots: 1) }
        #expect(k1 == [0, 0.5, 0.75, 1])
    }

    @Test(arguments: [("maxDots", 0.0), ("diameter", -1), ("spacing", -0.5), ("availableWidth", 3)])
    func rejectsBadParameters(name: String, value: Double) {
        #expect(throws: ParameterError.self) { _ = try PageIndicator(.system, settings: [(name, .number(value))]) }
    }

    /// The system style's invariants (docs/geometry.md#system) over random page counts, parameters and discrete visits.
    @Test func invariantsHoldForRandomVisits() throws {
        var rng = SeededRandom(seed: 3)
        for _ in 0..<3000 {
            var p = SystemParameters()
            p.maxDots = Int.random(in: 1...14, using: &rng)
            p.diameter = Double(Int.random(in: 2...10, using: &rng))
            p.spacing = Double(Int.random(in: 0...10, using: &rng))
            if Bool.random(using: &rng) { p.availableWidth = Double(Int.random(in: Int(p.diameter)...300, using: &rng)) }
            let pages = Int.random(in: 0...60, using: &rng)
            var s = try SystemStyle(p)
            for _ in 0..<Int.random(in: 1...20, using: &rng) {
                let page = pages == 0 ? 0 : Int.random(in: 0..<pages, using: &rng)
                s.follow(Double(page), pages: pages)
                let l = s.layout(position: Double(page), pages: pages)
                #expect(allFinite(l))
                let v = l.visible
                guard pages > 0 else { #expect(v.isEmpty); continue }
                #expect(v.count == min(pages, s.slots))
                for (a, b) in zip(v, v.dropFirst()) {
                    #expect(b.page == a.page + 1 && abs(b.x - a.x - p.pitch) < 1e-9)
                }
                // Centred window, current never on a shrunk slot at rest.
                #expect(abs(v.first!.x + v.last!.x) < 1e-9)
                let current = v.filter(\.current)
                #expect(current.count == 1 && current[0].page == page && current[0].scale == 1)
                if s.slots == 10 && s.windowStart >= 1 && s.windowStart <= Double(pages - 10 - 1) {
                    #expect(v.map(\.scale) == [0.25, 0.5, 1, 1, 1, 1, 1, 1, 0.5, 0.25])
                }
            }
        }
    }

    /// Continuous tracking: a small move of the position never makes a dot jump.
    @Test func continuousTrackingIsContinuous() throws {
        var rng = SeededRandom(seed: 4)
        for _ in 0..<2000 {
            var p = SystemParameters()
            p.maxDots = Int.random(in: 1...12, using: &rng)
            let pages = Int.random(in: 1...40, using: &rng)
            var s = try SystemStyle(p)
            var x = Double.random(in: 0...Double(pages - 1), using: &rng)
            s.follow(x, pages: pages)
            for _ in 0..<20 {
                let eps = Double.random(in: -1e-4...1e-4, using: &rng)
                let before = s.layout(position: x, pages: pages)
                x = (x + eps).clamped(0, Double(pages - 1))
                s.follow(x, pages: pages)
                let after = s.layout(position: x, pages: pages)
                let change = largestChange(before, after)
                #expect(change.move <= 2 * p.pitch * abs(eps) + 1e-12)
                #expect(change.size <= 2 * p.diameter * abs(eps) + 1e-12)
                #expect(allFinite(after))
            }
        }
    }
}
