import Foundation

/// `jumping` (smooth_page_indicator JumpingDotEffect): fixed dots; the indicator travels
/// to the next dot along an arc `jumpHeight` high, eased as the peer eases it (a half
/// cosine), growing by up to `jumpScale` at the top and back (a triangle, as the peer's),
/// over every page's still dot, its own page's too; it stays centred on its way where the
/// peer grows it from its left edge (docs/styles.md#jumping).
public struct JumpingStyle: EffectStyle {
    /// The parameters: shaped dots plus the jump's height and scale.
    public enum Table: ParameterTable {
        /// The `jumping` style.
        public static let style = StyleKind.jumping
        /// The shaped-dot parameters, `jumpHeight` (pt) and `jumpScale`.
        public static let table = ParameterSpec.shapedDots + [
            ParameterSpec("jumpHeight", 8, 0...400, .length, key: true),
            ParameterSpec("jumpScale", 1.4, 1...1.5, .fraction, key: true),
        ]
        /// Throws when the jump is higher than twice the diameter.
        public static func check(_ p: TableParameters<Self>) throws {
            if p["jumpHeight"] > 2 * p["diameter"] { throw p.fail("jumpHeight", "must be at most 2 × diameter (\(NumberText.short(2 * p["diameter"])))") }
        }
    }

    /// The checked parameters and the window of slots.
    public let base: EffectBase<Table>

    /// Neighbours are up to 1.5 slots apart: the jumping dot sits up to half a slot past its page's.
    public var pitch: Double { 1.5 * slotPitch }

    /// Makes the style; throws the first invalid parameter.
    public init(_ parameters: TableParameters<Table>) throws { base = try EffectBase(parameters) }

    /// The indicator shrinks away over the last dot as it grows over the first.
    public var portal: Portal? { .travel }

    /// The still dots, with the indicator jumping along its arc above its own page's dot.
    public func effect(position: Double, current: Int, pages: Int, window w: Double) -> [Element] {
        let (p0, t) = Self.split(position)
        let arc = sin(Double.pi * t)
        // Across: (1 − cos πt)/2 of the way; size: up to jumpScale at mid-turn, linearly.
        let at = place(Double(p0) + (1 - cos(Double.pi * t)) / 2, w, pages)
        let size = diameter * at.scale * (1 + (parameters["jumpScale"] - 1) * (1 - abs(1 - 2 * t)))
        var jumper = Element(page: current, x: at.x, y: -parameters["jumpHeight"] * arc, height: size, scale: size / roundFullDiameter, highlight: 1)
        jumper.stillDot = StillDot(base(current, w, pages))
        var dots = range(w, pages).filter { $0 != current }.map { base($0, w, pages) }
        dots.insert(jumper, at: dots.firstIndex { $0.page > current } ?? dots.endIndex)
        return dots
    }
}

/// `swap` (smooth_page_indicator SwapEffect): the indicator trades places with its
/// neighbour as the page turns; the neighbour passes below along an arc `swapDepth` deep.
/// `rotation` 1 is the peer's yRotation (both travel half circles, eased, the indicator
/// over the top), 2 its zRotation (the indicator grows and the neighbour shrinks by up
/// to a tenth of a dot on each side halfway).
public struct SwapStyle: EffectStyle {
    /// The parameters: shaped dots plus the swap's depth and rotation.
    public enum Table: ParameterTable {
        /// The `swap` style.
        public static let style = StyleKind.swap
        /// The shaped-dot parameters, `swapDepth` (pt) and `rotation` (0, 1 or 2).
        public static let table = ParameterSpec.shapedDots + [ParameterSpec("swapDepth", 8, 0...400, .length, key: true),
                                                                ParameterSpec("rotation", 0, 0...2, .count)]
        /// Throws when the swap is deeper than twice the diameter.
        public static func check(_ p: TableParameters<Self>) throws {
            if p["swapDepth"] > 2 * p["diameter"] { throw p.fail("swapDepth", "must be at most 2 × diameter (\(NumberText.short(2 * p["diameter"])))") }
        }
    }

    /// The checked parameters and the window of slots.
    public let base: EffectBase<Table>

    /// Neighbours are up to 1.5 slots apart: the swapping dots sit up to half a slot past their pages'.
    public var pitch: Double { 1.5 * slotPitch }

    /// Makes the style; throws the first invalid parameter.
    public init(_ parameters: TableParameters<Table>) throws { base = try EffectBase(parameters) }

    /// The row turns: the indicator leaves past the last slot as it comes in before the first.
    public var portal: Portal? { .turn }

    /// The dots, with the indicator and its neighbour trading places as the page turns.
    public func effect(position: Double, current: Int, pages: Int, window w: Double) -> [Element] {
        let (p0, t) = Self.split(position)
        let other = current == p0 ? p0 + 1 : p0
        let rotation = Int(parameters["rotation"])
        // Across: linearly, or eased along half circles (y rotation).
        let way = rotation == 1 ? (1 - cos(Double.pi * t)) / 2 : t
        let arc = sin(Double.pi * t)
        // z rotation: the indicator grows and its neighbour shrinks, by up to 0.1 dot a side.
        let grow = rotation == 2 ? 2 * 0.2 * diameter * min(t, 1 - t) : 0
        var dots: [Element] = []
        for p in range(w, pages) {
            if p == current {
                let at = place(rotation == 1 ? Double(p0) + way : position, w, pages)
                let size = max(0, diameter + grow) * at.scale
                let y = rotation == 1 ? -arc * slotPitch / 2 : 0
                dots.append(Element(page: p, x: at.x, y: y, height: size, scale: size / diameter, highlight: 1))
            } else if p == other && other < pages {
                let at = place(Double(p0) + 1 - way, w, pages)
                let size = max(0, diameter - grow) * at.scale
                let y = rotation == 1 ? arc * slotPitch / 2 : parameters["swapDepth"] * arc
                dots.append(Element(page: p, x: at.x, y: y, height: size, scale: size / diameter, highlight: 0))
            } else {
                dots.append(base(p, w, pages))
            }
        }
        return dots
    }
}
