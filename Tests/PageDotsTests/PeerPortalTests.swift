import Testing
@testable import PageDots

/// The portal loop against the peer's painters (`PeerReferences/`): at page counts 2–12
/// and 30, every position from the last page toward the first in steps of 0.05, each
/// effect's shapes are the peer's to 1e-3 pt. Colours are compared apart: the peer
/// paints both portal dots in the current colour, PageDots gives each its share of the
/// current look (one current page: the nearer one, at least ½).
struct PeerPortalTests {
    typealias C = PeerConformanceTests
    static let counts = Array(2...12) + [30]

    /// The worst state of `style` through the portal against `peer`, shapes alone.
    static func worst(_ style: PageIndicator, counts: [Int] = counts, _ peer: (Int, Double) -> [C.Seen]) -> (error: Double, state: String) {
        var worst = (0.0, "")
        for n in counts {
            for k in 1..<20 {
                let x = Double(n - 1) + Double(k) / 20
                let ours = C.visible(C.seen(style.portalLayout(position: x, pages: n, tracking: .continuous))).map(Self.shape)
                let theirs = C.visible(peer(n, x)).map(Self.shape)
                let d = C.difference(ours, theirs)
                if d > worst.0 { worst = (d, "\(n) pages at \(x):\n  ours \(ours)\n  peer \(theirs)") }
            }
        }
        return worst
    }

    static func shape(_ s: C.Seen) -> C.Seen { var s = s; s.active = nil; return s }

    @Test(arguments: C.shapes.indices)
    func slidePortalIsThePeers(shape: Int) throws {
        let b = C.shapes[shape]
        let s = try C.style(.slide, C.settings(b))
        let p = SlideParams(basic: b)
        let worst = Self.worst(s) { n, x in C.seen(SmoothRef.slide(count: n, offset: x, p: p), canvas: SmoothRef.slideSize(count: n, p: p)) }
        #expect(worst.error <= 1e-3, "\(worst.state)")
    }

    @Test(arguments: [WormType.normal, .thin], C.shapes.indices)
    func wormPortalIsThePeers(type: WormType, shape: Int) throws {
        let b = C.shapes[shape]
        let s = try C.style(.worm, C.settings(b) + [("thickness", type == .thin ? 0.5 : 1)])
        let p = WormParams(basic: b, type: type)
        let worst = Self.worst(s) { n, x in C.seen(SmoothRef.worm(count: n, offset: x, p: p), canvas: SmoothRef.wormSize(count: n, p: p)) }
        #expect(worst.error <= 1e-3, "\(worst.state)")
    }

    @Test(arguments: C.shapes.indices)
    func jumpingPortalIsThePeers(shape: Int) throws {
        let b = C.shapes[shape]
        let s = try C.style(.jumping, C.settings(b) + [("jumpHeight", 0), ("jumpScale", 1.4)])
        let p = JumpingParams(basic: b)
        let worst = Self.worst(s) { n, x in C.seen(SmoothRef.jumping(count: n, offset: x, p: p), canvas: SmoothRef.jumpingSize(count: n, p: p)) }
        #expect(worst.error <= 1e-3, "\(worst.state)")
    }

    @Test(arguments: [SwapType.normal, .yRotation], C.shapes.indices)
    func swapPortalIsThePeers(type: SwapType, shape: Int) throws {
        let b = C.shapes[shape]
        let s = try C.style(.swap, C.settings(b) + [("swapDepth", 0), ("rotation", type == .normal ? 0 : 1)])
        let p = SwapParams(basic: b, type: type)
        let worst = Self.worst(s) { n, x in C.seen(SmoothRef.swap(count: n, offset: x, p: p), canvas: SmoothRef.swapSize(count: n, p: p)) }
        #expect(worst.error <= 1e-3, "\(worst.state)")
    }

    @Test(arguments: [2.0, 3, 4.5])
    func expandingPortalIsThePeers(factor: Double) throws {
        for b in C.shapes where b.paintStyle == .fill {
            let s = try C.style(.expanding, C.settings(b) + [("expansionFactor", factor)])
            let p = ExpandingParams(basic: b, expansionFactor: factor)
            let worst = Self.worst(s) { n, x in C.seen(SmoothRef.expanding(count: n, offset: x, p: p), canvas: SmoothRef.expandingSize(count: n, p: p)) }
            #expect(worst.error <= 1e-3, "\(b.dotWidth)×\(b.dotHeight): \(worst.state)")
        }
    }

    /// Expanding away from the portal too: the same reference over the usual grid.
    @Test func expandingIsThePeers() throws {
        for b in C.shapes where b.paintStyle == .fill {
            let s = try C.style(.expanding, C.settings(b) + [("expansionFactor", 3)])
            let p = ExpandingParams(basic: b)
            let worst = C.worst(s, colours: false) { n, x in C.seen(SmoothRef.expanding(count: n, offset: x, p: p), canvas: SmoothRef.expandingSize(count: n, p: p)) }
            #expect(worst.error <= 1e-3, "\(b.dotWidth)×\(b.dotHeight): \(worst.state)")
        }
    }

    @Test(arguments: C.decorations.indices)
    func customizablePortalIsThePeers(_ index: Int) throws {
        let p = C.decorations[index]
        // (Rings left out: their room and corners differ by design, PeerConformanceTests.)
        guard p.dotDecoration.border.type == .none && p.activeDotDecoration.border.type == .none else { return }
        let s = try C.style(.customizable, C.settings(p))
        let worst = Self.worst(s, counts: Array(2...10)) { n, x in
            let painted = SmoothRef.customizable(count: n, offset: x, p: p).enumerated().filter { $0.offset % 2 == 0 }.map(\.element)
            let height = SmoothRef.customizableSize(count: n, p: p).height
            let right = (painted.last.map { $0.cx + $0.width / 2 } ?? 0) + p.spacing / 2
            return painted.map { r in
                C.Seen(cx: r.cx - right / 2, cy: r.cy - height / 2, width: r.width, height: r.height,
                       radius: max(0, min(r.corners![0].x, r.width / 2, r.height / 2)), active: nil, outline: 0)
            }
        }
        #expect(worst.error <= 1e-3, "decoration \(index): \(worst.state)")
    }

    /// Scrolling dots showing every page (at most `maxDots`); with more, the peer keeps its
    /// last window and lights its first dot, PageDots' window runs on (docs/styles.md).
    @Test(arguments: [5, 7])
    func scrollingPortalIsThePeers(window: Int) throws {
        for b in C.shapes where b.paintStyle == .fill {
            let s = try C.style(.scrolling, C.settings(b) + [("maxDots", Double(window))])
            let p = ScrollingParams(basic: b, maxVisibleDots: window)
            let worst = Self.worst(s, counts: Array(2...window)) { n, x in
                C.seen(SmoothRef.scrollingDots(count: n, offset: x, p: p), canvas: SmoothRef.scrollingSize(count: n, p: p))
            }
            #expect(worst.error <= 1e-3, "\(b.dotWidth)×\(b.dotHeight): \(worst.state)")
        }
    }

    /// Each portal element wears its share of the current look, and exactly one page is
    /// current: the last until half way, then the first.
    @Test(arguments: [StyleKind.slide, .worm, .jumping, .swap, .expanding, .color, .scale, .customizable, .scrolling])
    func onePageIsCurrentThroughThePortal(kind: StyleKind) throws {
        let s = try PageIndicator(kind, settings: [])
        for k in 1..<20 {
            let t = Double(k) / 20, n = 5
            let layout = s.portalLayout(position: Double(n - 1) + t, pages: n, tracking: .continuous)
            let current = layout.visible.filter(\.current)
            #expect(current.count == 1 && current[0].page == (t < 0.5 ? n - 1 : 0), "\(kind) at \(t): \(current.map(\.page))")
            let lit = layout.visible.filter { $0.highlight > 0 }.map(\.highlight).sorted()
            #expect(lit.count == 2 && abs(lit[0] - min(t, 1 - t)) <= 0.011 && abs(lit[1] - max(0.5, max(t, 1 - t))) <= 1e-9, "\(kind) at \(t): \(lit)")
        }
    }
}
