import Foundation

/// `scale` (dotsindicator's ScaleIndicator; smooth_page_indicator ScaleEffect): fixed dots;
/// the dots near the position grow by up to `activeScale`, and take the current colour,
/// both in proportion to how near they are.
public struct ScaleStyle: EffectStyle {
    /// The parameters: shaped dots plus `activeScale`.
    public enum Table: ParameterTable {
        /// The `scale` style.
        public static let style = StyleKind.scale
        /// The shaped-dot parameters and how much the nearest dot grows (key).
        public static let table = ParameterSpec.shapedDots + [ParameterSpec("activeScale", 1.4, 1...2, .fraction, key: true)]
        /// Throws when grown dots would overlap their neighbours.
        public static func check(_ p: TableParameters<Self>) throws {
            if p["diameter"] * p["activeScale"] > 2 * p["diameter"] + p["spacing"] {
                throw p.fail("activeScale", "grown dots would overlap: at most (2 × diameter + spacing) / diameter")
            }
        }
    }

    /// The checked parameters and the window of slots.
    public let base: EffectBase<Table>

    /// Makes the style; throws the first invalid parameter.
    public init(_ parameters: TableParameters<Table>) throws { base = try EffectBase(parameters) }

    /// A fully grown dot: the diameter times `activeScale`.
    public var roundFullDiameter: Double { parameters["diameter"] * parameters["activeScale"] }

    /// Fixed dots grown and coloured in proportion to their nearness to the position.
    public func effect(position: Double, current: Int, pages: Int, window w: Double) -> [Element] {
        let grow = parameters["activeScale"] - 1
        return range(w, pages).map { p in
            var d = base(p, w, pages)
            d.height *= 1 + grow * Self.nearness(p, position)
            d.scale = d.height / roundFullDiameter
            d.highlight = Self.highlight(p, current: current, position: position)
            return d
        }
    }
}

/// `color` (smooth_page_indicator ColorTransitionEffect): fixed dots whose colour flows
/// toward the current colour as the position nears them.
public struct ColorStyle: EffectStyle {
    /// The parameters: shaped dots only.
    public enum Table: ParameterTable {
        /// The `color` style.
        public static let style = StyleKind.color
        /// The shaped-dot parameters.
        public static let table = ParameterSpec.shapedDots
    }

    /// The checked parameters and the window of slots.
    public let base: EffectBase<Table>

    /// Makes the style; throws the first invalid parameter.
    public init(_ parameters: TableParameters<Table>) throws { base = try EffectBase(parameters) }

    /// Fixed dots coloured by their nearness to the position.
    public func effect(position: Double, current: Int, pages: Int, window w: Double) -> [Element] {
        range(w, pages).map { p in
            var d = base(p, w, pages)
            d.highlight = Self.highlight(p, current: current, position: position)
            return d
        }
    }
}
