/// `scrolling` (smooth_page_indicator ScrollingDotsEffect): at most `maxDots` dots; the
/// current one is `activeScale` × as large and hands its size to the next as the page
/// turns, while the dots at the window's edges shrink to `smallScale` and out. The row
/// stays put near its ends and scrolls in between. With `fixedCenter 1` the position is
/// always the row's centre, marked by a ring `ring` pt thick, and the dots scroll under it.
public struct ScrollingStyle: EffectStyle {
    /// The parameters: dots, shape, the edge and active scales and the fixed-centre ring.
    public enum Table: ParameterTable {
        /// The `scrolling` style.
        public static let style = StyleKind.scrolling
        /// Dot size, spacing and an odd `maxDots`, the shape, then `smallScale`, `activeScale`, `fixedCenter` and `ring`.
        public static let table = [
            ParameterSpec("diameter", 8, 0.5...200, .length),
            ParameterSpec("spacing", 8, 0...400, .length),
            ParameterSpec("maxDots", 5, 3...99, .odd, key: true),
        ] + ParameterSpec.shape + [
            ParameterSpec("smallScale", 0.66, 0...1, .fraction),
            ParameterSpec("activeScale", 1.3, 1...2, .fraction, key: true),
            ParameterSpec("fixedCenter", 0, 0...1, .count),
            ParameterSpec("ring", 1.5, 0...20, .length),
        ]
        /// Throws for an even `maxDots` or an active scale that would make dots overlap.
        public static func check(_ p: TableParameters<Self>) throws {
            if Int(p["maxDots"]) % 2 == 0 { throw p.fail("maxDots", "must be odd, from 3 to 99") }
            if p["diameter"] * p["activeScale"] > 2 * p["diameter"] + p["spacing"] {
                throw p.fail("activeScale", "grown dots would overlap: at most (2 × diameter + spacing) / diameter")
            }
        }
    }

    /// The checked parameters and the window of slots.
    public let base: EffectBase<Table>

    /// Makes the style; throws the first invalid parameter.
    public init(_ parameters: TableParameters<Table>) throws { base = try EffectBase(parameters) }

    var visibleDots: Int { Int(parameters["maxDots"]) }
    var small: Double { parameters["smallScale"] }
    var active: Double { parameters["activeScale"] }
    var fixedCenter: Bool { parameters["fixedCenter"] == 1 }

    /// The current dot at full size: the diameter times `activeScale`.
    public var roundFullDiameter: Double { diameter * active }

    /// The row as the peer sizes it (all pages, or the window), and a slot for the dot
    /// scrolling in or out.
    public func widestRow(pages: Int) -> Double {
        let n = max(1, pages)
        let slots = fixedCenter && n <= visibleDots ? 2 * n - 1 : min(n, visibleDots) + (n > visibleDots ? 1 : 0)
        return Double(slots) * slotPitch
    }

    /// The scrolling row, or with `fixedCenter` the dots passing under the centred ring.
    public func effect(position: Double, current: Int, pages: Int, window w: Double) -> [Element] {
        fixedCenter ? centred(position, current: current, pages: pages) : moving(position, current: current, pages: pages)
    }

    /// A dot of page `p` at `slots` from the control's centre, `scale` × the diameter.
    func dot(_ p: Int, at slots: Double, scale: Double, current: Int, position: Double) -> Element {
        Element(page: p, x: slots * slotPitch, y: 0, height: diameter * scale, scale: scale / active,
                highlight: Self.highlight(p, current: current, position: position))
    }

    /// The row scrolls with the position between its ends (the peer's moving painter).
    func moving(_ x: Double, current: Int, pages n: Int) -> [Element] {
        let mv = visibleDots, half = mv / 2
        let (c, t) = Self.split(x)
        let first = c < half || n - 1 < mv ? 0 : min(c - half, n - mv)
        let last = min(first + mv, n - 1)
        let beforeScrolling = c < half, afterScrolling = c >= n - 1 - half
        // Where slot 0 of the row is, in slots from the row's left edge, which is the
        // window's width (or all the pages') left of its centre.
        let anchor = beforeScrolling || afterScrolling ? -Double(first) : -(x - Double(half))
        let left = Double(min(n, mv)) / 2
        return (first...last).map { i in
            var s = 1.0
            if i == c { s = active - (active - 1) * t }
            else if i == c + 1 { s = 1 + (active - 1) * t }
            else if n - 1 < mv { s = 1 }
            else if i == first {
                if c == half { s = 1 - t } else if afterScrolling { s = small } else if !beforeScrolling { s = small * (1 - t) }
            } else if i == first + 1 && !(beforeScrolling || afterScrolling) { s = 1 - t * (1 - small) }
            else if i == last - 1 {
                if beforeScrolling { s = small } else if !afterScrolling { s = small + (1 - small) * t }
            } else if i == last {
                if beforeScrolling { s = 0 } else if c + 1 == n - 1 - half { s = t } else if !afterScrolling { s = small * t }
            }
            return dot(i, at: anchor + Double(i) + 0.5 - left, scale: s, current: current, position: x)
        }
    }

    /// The position stays at the centre under a fixed ring (the peer's fixed-centre
    /// painter); the current page's dot lies beneath the ring.
    func centred(_ x: Double, current: Int, pages n: Int) -> [Element] {
        let (c, t) = Self.split(x)
        let side = Double(visibleDots - 1) / 2
        let windowed = n > visibleDots
        let range = windowed ? max(0, c - Int(side))...min(n - 1, c + Int(side) + 1) : 0...(n - 1)
        return range.map { i in
            var s = 1.0
            if windowed {
                let d = Double(i - c)
                if d == side { s = small + (1 - small) * t }
                else if d == -(side - 1) { s = 1 - (1 - small) * t }
                else if d == -side { s = small * (1 - t) }
                else if d == side + 1 { s = small * t }
            }
            let still = dot(i, at: Double(i) - x, scale: s, current: current, position: x)
            guard i == current else { return still }
            var ring = Element(page: i, x: 0, y: 0, height: roundFullDiameter, scale: 1, highlight: 1)
            ring.outline = parameters["ring"]
            ring.stillDot = StillDot(still)
            return ring
        }
    }
}
