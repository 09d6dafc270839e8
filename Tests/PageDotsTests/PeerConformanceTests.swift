import Testing
@testable import PageDots

/// PageDots' effects against independent references of the peers' painters
/// (`PeerReferences/`: smooth_page_indicator 2.0.1 and dotsindicator's Compose types,
/// each formula citing its file and line), at every state of a grid: page counts 1–12
/// and 30, positions 0…N−1 in steps of 0.05. What is compared is what shows: every
/// rounded rectangle not hidden under a later one (centre, width, height, corner radius,
/// outline and how much it wears the active colour), to 1e-3 pt; for the compositing
/// types (slideUnder, the underground worms), what is painted along the row's centre line.
struct PeerConformanceTests {
    static let counts = Array(1...12) + [30]

    static func positions(_ pages: Int) -> [Double] { (0...((pages - 1) * 20)).map { Double($0) / 20 } }

    /// One visible shape, relative to the row's centre (y: from the dots' centre line).
    struct Seen: CustomStringConvertible {
        var cx, cy, width, height, radius: Double
        /// Share of the active colour; nil when the peer has no active colour.
        var active: Double?
        var outline: Double
        var filled: Bool { outline == 0 }
        var description: String {
            "(\(r(cx)), \(r(cy))) \(r(width))×\(r(height)) r\(r(radius))" + (active.map { " a\(r($0))" } ?? "") + (outline > 0 ? " o\(r(outline))" : "")
        }
        func r(_ v: Double) -> String { NumberText.short((v * 1000).rounded() / 1000) }
    }

    /// The shapes that show: those with an area, not inside a later filled shape whose
    /// corners are no rounder.
    static func visible(_ shapes: [Seen]) -> [Seen] {
        let e = 1e-9
        return shapes.enumerated().filter { i, a in
            guard a.width > e, a.height > e else { return false }
            return !shapes[(i + 1)...].contains { b in
                b.filled && b.cx - b.width / 2 <= a.cx - a.width / 2 + e && b.cx + b.width / 2 >= a.cx + a.width / 2 - e
                    && b.cy - b.height / 2 <= a.cy - a.height / 2 + e && b.cy + b.height / 2 >= a.cy + a.height / 2 - e
                    && b.radius <= a.radius + e
            }
        }.map(\.1)
    }

    /// PageDots' shapes in paint order: the still dots (those beneath indicators too),
    /// then the current page's element.
    static func seen(_ layout: ElementLayout) -> [Seen] {
        func shape(_ e: Element) -> Seen {
            Seen(cx: e.x, cy: e.y, width: e.width, height: e.height, radius: e.cornerRadius, active: e.highlight, outline: e.outline)
        }
        let dots = layout.elements.filter { $0.isVisible && !$0.underground }
        let beneath = dots.compactMap { d in d.stillDot.map { $0.element(page: d.page) } }
        return (beneath + dots.filter { !$0.current } + dots.filter(\.current)).map(shape)
    }

    /// The peer's shapes relative to its canvas's centre.
    static func seen(_ painted: [PaintedRRect], canvas: (width: Double, height: Double)) -> [Seen] {
        painted.map { p in
            let active: Double
            switch p.color {
            case .inactive: active = 0
            case .active: active = 1
            case .blend(let s): active = s
            default: active = .nan
            }
            return Seen(cx: p.cx - canvas.width / 2, cy: p.cy - canvas.height / 2, width: p.width, height: p.height,
                        radius: p.effectiveRadius, active: active, outline: p.strokeWidth ?? 0)
        }
    }

    /// The largest difference between two sets of shapes (paired left to right), or
    /// infinity when they do not pair.
    static func difference(_ a: [Seen], _ b: [Seen]) -> Double {
        guard a.count == b.count else { return .infinity }
        // (Places rounded to 1e-6 pt: a box and its ring share a centre, up to rounding.)
        func key(_ s: Seen) -> (Double, Double, Double) { ((s.cx * 1e6).rounded(), (s.cy * 1e6).rounded(), s.width) }
        let order: (Seen, Seen) -> Bool = { key($0) < key($1) }
        return zip(a.sorted(by: order), b.sorted(by: order)).map { x, y in
            var d = max(abs(x.cx - y.cx), abs(x.cy - y.cy), abs(x.width - y.width), abs(x.height - y.height),
                        abs(x.radius - y.radius), abs(x.outline - y.outline))
            if let p = x.active, let q = y.active { d = max(d, abs(p - q)) }
            return d
        }.max() ?? 0
    }

    /// Compares PageDots' `style` with `peer` over the grid; the worst state, described.
    static func worst(_ style: PageIndicator, counts: [Int] = counts, colours: Bool = true,
                      _ peer: (Int, Double) -> [Seen]) -> (error: Double, state: String) {
        var worst = (0.0, "")
        for pages in counts {
            for x in positions(pages) {
                var ours = visible(seen(style.layout(position: x, pages: pages)))
                if !colours { ours = ours.map { var s = $0; s.active = nil; return s } }
                let theirs = visible(peer(pages, x))
                let d = difference(ours, theirs)
                if d > worst.0 { worst = (d, "\(pages) pages at \(x):\n  ours \(ours)\n  peer \(theirs)") }
            }
        }
        return worst
    }

    static func style(_ kind: StyleKind, _ settings: [(String, Double)]) throws -> PageIndicator {
        try PageIndicator(kind, settings: [("maxDots", .number(1000))] + settings.map { ($0.0, .number($0.1)) })
    }

    /// The peer's parameters as PageDots parameters: dotWidth → diameter, dotHeight →
    /// aspect, radius → radius, paintStyle stroke with strokeWidth → outline.
    static func settings(_ b: BasicParams) -> [(String, Double)] {
        [("diameter", b.dotWidth), ("spacing", b.spacing), ("aspect", b.dotHeight / b.dotWidth), ("radius", min(100, b.radius)),
         ("outline", b.paintStyle == .stroke ? b.strokeWidth : 0)]
    }

    /// The peer's defaults, bars (16 × 8, square corners) and outlined rounded squares.
    static let shapes: [BasicParams] = [
        BasicParams(),
        BasicParams(dotWidth: 16, dotHeight: 8, spacing: 6, radius: 0),
        BasicParams(dotWidth: 10, dotHeight: 14, spacing: 8, radius: 3, strokeWidth: 1.5, paintStyle: .stroke),
    ]

    @Test(arguments: shapes.indices)
    func slideIsThePeers(shape: Int) throws {
        let b = Self.shapes[shape]
        let s = try Self.style(.slide, Self.settings(b))
        let p = SlideParams(basic: b)
        let worst = Self.worst(s) { n, x in Self.seen(SmoothRef.slide(count: n, offset: x, p: p), canvas: SmoothRef.slideSize(count: n, p: p)) }
        #expect(worst.error <= 1e-3, "\(worst.state)")
    }

    @Test(arguments: [SwapType.normal, .yRotation, .zRotation], shapes.indices)
    func swapIsThePeers(type: SwapType, shape: Int) throws {
        let b = Self.shapes[shape]
        // z rotation grows a dot by the same length each way and its corners with it
        // (swap_painter.dart:83–91); PageDots grows it in proportion: the same for round dots.
        guard type != .zRotation || shape == 0 else { return }
        let rotation = type == .normal ? 0.0 : type == .yRotation ? 1 : 2
        let s = try Self.style(.swap, Self.settings(b) + [("swapDepth", 0), ("rotation", rotation)])
        let p = SwapParams(basic: b, type: type)
        let worst = Self.worst(s) { n, x in Self.seen(SmoothRef.swap(count: n, offset: x, p: p), canvas: SmoothRef.swapSize(count: n, p: p)) }
        #expect(worst.error <= 1e-3, "\(worst.state)")
    }

    @Test(arguments: [WormType.normal, .thin], shapes.indices)
    func wormIsThePeers(type: WormType, shape: Int) throws {
        let b = Self.shapes[shape]
        // The thin worm's corners follow its height here, the peer keeps its radius: compared round.
        guard type == .normal || b.radius >= b.dotHeight / 2 else { return }
        let s = try Self.style(.worm, Self.settings(b) + [("thickness", type == .thin ? 0.5 : 1)])
        let p = WormParams(basic: b, type: type)
        let worst = Self.worst(s) { n, x in Self.seen(SmoothRef.worm(count: n, offset: x, p: p), canvas: SmoothRef.wormSize(count: n, p: p)) }
        #expect(worst.error <= 1e-3, "\(worst.state)")
    }

    /// CustomizableEffect's decorations: the peer's defaults (8 × 8 squares), its example
    /// app's (a raised 32 × 12 pill over 24 × 12 pills), PageDots' defaults, and boxes with
    /// rings, paddings and offsets blending into each other (a ring from none, too).
    static let decorations: [CustomizableParams] = {
        func d(_ w: Double, _ h: Double, _ r: Double, vo: Double = 0, border: DotBorderRef = .none) -> DotDecorationRef {
            DotDecorationRef(borderRadius: Array(repeating: CornerRadius(x: r, y: r), count: 4), border: border, verticalOffset: vo,
                             width: w, height: h)
        }
        return [CustomizableParams(),
                CustomizableParams(dotDecoration: d(24, 12, 16), activeDotDecoration: d(32, 12, 24, vo: -10), spacing: 6),
                CustomizableParams(dotDecoration: d(8, 8, 4), activeDotDecoration: d(24, 8, 4)),
                CustomizableParams(dotDecoration: d(10, 8, 2, vo: 3, border: DotBorderRef(width: 2, padding: 1.5)),
                                   activeDotDecoration: d(14, 14, 7, vo: -4, border: DotBorderRef(width: 1, padding: 3)), spacing: 5),
                CustomizableParams(dotDecoration: d(8, 8, 0), activeDotDecoration: d(12, 8, 2, border: DotBorderRef(width: 2, padding: 2)))]
    }()

    /// The peer's decorations as PageDots parameters (a border of type none is a ring 0 wide).
    static func settings(_ p: CustomizableParams) -> [(String, Double)] {
        func one(_ prefix: String, _ d: DotDecorationRef) -> [(String, Double)] {
            let ring = d.border.type == .none ? (0.0, 0.0) : (d.border.width, d.border.padding)
            return [("width", d.width), ("height", d.height), ("radius", d.borderRadius[0].x), ("offset", d.verticalOffset),
                    ("border", ring.0), ("padding", ring.1)].map { (prefix.isEmpty ? $0.0 : prefix + $0.0.prefix(1).uppercased() + $0.0.dropFirst(), $0.1) }
        }
        return [("spacing", p.spacing)] + one("", p.dotDecoration) + one("active", p.activeDotDecoration)
    }

    /// CustomizableEffect, but for two deliberate differences: the row is centred on the
    /// room its dots take (the peer's canvas counts a ring's room a quarter of its width
    /// wider than it draws, so its dots drift left of the canvas's centre), and a ring's
    /// corners are circular, scaled along the box's shorter side (the peer scales each
    /// corner along both sides, elliptical for a box that is not square). Colours are left
    /// out (one current page at a midpoint, as for scrolling).
    @Test(arguments: decorations.indices)
    func customizableIsThePeers(_ index: Int) throws {
        let p = Self.decorations[index]
        let s = try Self.style(.customizable, Self.settings(p))
        let worst = Self.worst(s, colours: false) { n, x in
            let painted = SmoothRef.customizable(count: n, offset: x, p: p)
            let height = SmoothRef.customizableSize(count: n, p: p).height
            // The dots' room: from 0 to the last ring's box and half a spacing after it.
            let right = (painted.last.map { $0.cx + $0.width / 2 } ?? 0) + p.spacing / 2
            return painted.enumerated().compactMap { i, r in
                let ring = i % 2 == 1
                if ring && r.strokeWidth == 0 { return nil }  // a border of type none paints nothing
                let box = painted[i - i % 2]
                let shorter = box.width <= box.height ? r.corners![0].x : r.corners![0].y
                let radius = max(0, min(ring ? shorter : r.corners![0].x, r.width / 2, r.height / 2))
                return Seen(cx: r.cx - right / 2, cy: r.cy - height / 2, width: r.width, height: r.height, radius: radius, active: nil,
                            outline: ring ? r.strokeWidth! : 0)
            }
        }
        #expect(worst.error <= 1e-3, "decoration \(index): \(worst.state)")
    }

    /// ScrollingDotsEffect, moving and with a fixed centre (its ring included), for
    /// windows of 5 and 7. Colours are left out: PageDots keeps exactly one current page,
    /// so at a page's midpoint the two dots read 0.5 and 0.49 where the peer has 0.5 twice.
    @Test(arguments: [false, true], [5, 7])
    func scrollingIsThePeers(fixedCenter: Bool, window: Int) throws {
        for b in Self.shapes where b.paintStyle == .fill {
            let s = try Self.style(.scrolling, Self.settings(b) + [("maxDots", Double(window)), ("fixedCenter", fixedCenter ? 1 : 0)])
            let p = ScrollingParams(basic: b, maxVisibleDots: window, fixedCenter: fixedCenter)
            let worst = Self.worst(s, colours: false) { n, x in
                Self.seen(SmoothRef.scrollingDots(count: n, offset: x, p: p), canvas: SmoothRef.scrollingSize(count: n, p: p)).map {
                    var seen = $0
                    seen.active = nil
                    return seen
                }
            }
            #expect(worst.error <= 1e-3, "\(b.dotWidth)×\(b.dotHeight): \(worst.state)")
        }
    }

    /// Jumping, but for the one deliberate difference: PageDots keeps the jumping dot
    /// centred where the peer grows it from its left edge (jumping_dot_painter.dart:69–75).
    @Test(arguments: shapes.indices)
    func jumpingIsThePeersCentred(shape: Int) throws {
        let b = Self.shapes[shape]
        let s = try Self.style(.jumping, Self.settings(b) + [("jumpHeight", 0), ("jumpScale", 1.4)])
        let p = JumpingParams(basic: b)
        let worst = Self.worst(s) { n, x in
            var painted = SmoothRef.jumping(count: n, offset: x, p: p)
            if painted.count == n + 1 { painted[n].cx -= (painted[n].width - b.dotWidth) / 2 }
            return Self.seen(painted, canvas: SmoothRef.jumpingSize(count: n, p: p))
        }
        #expect(worst.error <= 1e-3, "\(worst.state)")
    }

    // MARK: Compositing along the centre line

    /// What PageDots paints along the row's centre line, as the peer's intervals (x from
    /// the row's left edge `left`): the still dots inactive, the current element active,
    /// an underground one only inside the still dots.
    static func centreLine(_ layout: ElementLayout, left: Double) -> [CentreInterval] {
        let dots = layout.elements.filter(\.isVisible)
        let beneath: [Element] = dots.compactMap { d in d.stillDot.map { $0.element(page: d.page) } }
        let plain: [Element] = dots.filter { !$0.current && !$0.underground }
        let still: [(Double, Double)] = (beneath + plain).map { e -> (Double, Double) in
            let lo: Double = e.x - e.width / 2 - left
            return (lo, lo + e.width)
        }
        var cuts = Set<Double>()
        for s in still { cuts.insert(s.0); cuts.insert(s.1) }
        let top = dots.filter(\.current)
        for t in top { cuts.insert(t.x - t.width / 2 - left); cuts.insert(t.x + t.width / 2 - left) }
        let xs = cuts.sorted()
        var out: [CentreInterval] = []
        for (a, b) in zip(xs, xs.dropFirst()) where b - a > 1e-9 {
            let m = (a + b) / 2
            let inStill = still.contains { $0.0 <= m && m <= $0.1 }
            let onTop = top.contains { t in abs(t.x - left - m) <= t.width / 2 && (!t.underground || inStill) }
            guard inStill || onTop else { continue }
            if let last = out.last, abs(last.to - a) < 1e-9, last.active == onTop { out[out.count - 1].to = b } else { out.append((a, b, onTop)) }
        }
        return out
    }

    static func merged(_ xs: [CentreInterval]) -> [CentreInterval] {
        var out: [CentreInterval] = []
        for i in xs.sorted(by: { $0.from < $1.from }) where i.to - i.from > 1e-9 {
            if let last = out.last, abs(last.to - i.from) < 1e-6, last.active == i.active { out[out.count - 1].to = i.to } else { out.append(i) }
        }
        return out
    }

    static func lineDifference(_ a: [CentreInterval], _ b: [CentreInterval]) -> Double {
        guard a.count == b.count else { return .infinity }
        return zip(a, b).map { x, y in x.active == y.active ? max(abs(x.from - y.from), abs(x.to - y.to)) : .infinity }.max() ?? 0
    }

    /// Compares PageDots' centre line with the peer's over the grid; the worst state.
    /// `peer`: the canvas width and the painted intervals for a page count and position.
    static func worstCentreLine(_ style: PageIndicator, _ peer: (Int, Double) -> (width: Double, line: [CentreInterval])) -> (Double, String) {
        var worst = (0.0, "")
        for n in counts {
            for x in positions(n) {
                let (width, line) = peer(n, x)
                let ours = centreLine(style.layout(position: x, pages: n), left: -width / 2)
                let theirs = merged(line)
                let d = lineDifference(ours, theirs)
                if d > worst.0 { worst = (d, "\(n) pages at \(x): ours \(ours) peer \(theirs)") }
            }
        }
        return worst
    }

    @Test(arguments: [WormType.underground, .thinUnderground])
    func undergroundWormShowsOnlyThroughTheDotsAsThePeers(type: WormType) throws {
        let b = BasicParams()
        let s = try Self.style(.worm, Self.settings(b) + [("underground", 1), ("thickness", type == .thinUnderground ? 0.5 : 1)])
        let p = WormParams(basic: b, type: type)
        let worst = Self.worstCentreLine(s) { n, x in (SmoothRef.wormSize(count: n, p: p).width, SmoothRef.centreLineWorm(count: n, offset: x, p: p)) }
        #expect(worst.0 <= 1e-3, "\(worst.1)")
    }

    @Test func slideUnderShowsOnlyThroughTheDotsAsThePeers() throws {
        let b = BasicParams()
        let s = try Self.style(.slide, Self.settings(b) + [("under", 1)])
        let p = SlideParams(basic: b, type: .slideUnder)
        let worst = Self.worstCentreLine(s) { n, x in (SmoothRef.slideSize(count: n, p: p).width, SmoothRef.centreLineSlide(count: n, offset: x, p: p)) }
        #expect(worst.0 <= 1e-3, "\(worst.1)")
    }

    // MARK: dotsindicator

    /// dotsindicator's shapes relative to the row's centre: the tight box is as wide as
    /// the dots and a spacing each side; y from the dots' centre line. `colours`: the type
    /// has a selected colour (Spring, Worm).
    static func seen(_ drawn: [DrawnShape], spacing: Double, colours: Bool, scaled: Bool = false) -> [Seen] {
        guard let first = drawn.first(where: { $0.index == 0 }) else { return [] }
        let dots = drawn.filter { $0.index >= 0 }
        // The row's middle: of the laid-out dots (Balloon scales them only as it draws).
        let middle = scaled ? ((dots.first?.cx ?? 0) + (dots.last?.cx ?? 0)) / 2
            : ((dots.map(\.left).min() ?? 0) - spacing + (dots.map(\.right).max() ?? 0) + spacing) / 2
        return drawn.map { d in
            Seen(cx: d.cx - middle, cy: d.cy - first.cy, width: d.width, height: d.height, radius: d.cornerRadius,
                 active: colours ? (d.color == "dot" ? 0 : 1) : nil, outline: 0)
        }
    }

    @Test(arguments: [Preset.dotsShift, .dotsSpring, .dotsWorm, .dotsBalloon])
    func dotsindicatorTypesAreThePeers(preset: Preset) throws {
        // Every dot shown, as the peer's row (the presets window 10).
        let style = try preset.style([("maxDots", .number(1000))])
        // The peer's positions as given (its last-page nudge of 0.0001 page is not copied).
        let worst: (error: Double, state: String)
        switch preset {
        case .dotsShift:
            worst = Self.worst(style, colours: false) { n, x in Self.seen(DotsRef.shift(count: n, position: x, rawGlobalOffset: true), spacing: 12, colours: false) }
        case .dotsSpring:
            // With one dot the peer shows no selector (a quirk, not copied): from 2 pages.
            worst = Self.worst(style, counts: Array(Self.counts.dropFirst())) { n, x in
                Self.seen(DotsRef.spring(count: n, position: x, rawGlobalOffset: true), spacing: 12, colours: true)
            }
        case .dotsWorm:
            worst = Self.worst(style, counts: Array(Self.counts.dropFirst())) { n, x in
                Self.seen(DotsRef.worm(count: n, position: x, rawGlobalOffset: true), spacing: 12, colours: true)
            }
        default:
            worst = Self.worst(style, colours: false) { n, x in Self.seen(DotsRef.balloon(count: n, position: x, rawGlobalOffset: true), spacing: 12, colours: false, scaled: true) }
        }
        #expect(worst.error <= 1e-3, "\(preset.rawValue): \(worst.state)")
    }
}
