import Foundation

/// `scale` (dotsindicator's ScaleIndicator; smooth_page_indicator ScaleEffect): fixed dots;
/// the dots near the position grow by up to `activeScale`, and take the current colour,
/// both in proportion to how near they are.
public struct ScaleStyle: EffectStyle {
    public enum Table: ParameterTable {
        public static let style = StyleKind.scale
        public static let table = ParameterSpec.shapedDots + [ParameterSpec("activeScale", 1.4, 1...2, .fraction, key: true)]
        public static func check(_ p: TableParameters<Self>) throws {
            if p["diameter"] * p["activeScale"] > 2 * p["diameter"] + p["spacing"] {
                throw p.fail("activeScale", "grown dots would overlap: at most (2 × diameter + spacing) / diameter")
            }
        }
    }

    public let base: EffectBase<Table>

    public init(_ parameters: TableParameters<Table>) throws { base = try EffectBase(parameters) }

    public var roundFullDiameter: Double { parameters["diameter"] * parameters["activeScale"] }

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
    public enum Table: ParameterTable {
        public static let style = StyleKind.color
        public static let table = ParameterSpec.shapedDots
    }

    public let base: EffectBase<Table>

    public init(_ parameters: TableParameters<Table>) throws { base = try EffectBase(parameters) }

    public func effect(position: Double, current: Int, pages: Int, window w: Double) -> [Element] {
        range(w, pages).map { p in
            var d = base(p, w, pages)
            d.highlight = Self.highlight(p, current: current, position: position)
            return d
        }
    }
}
