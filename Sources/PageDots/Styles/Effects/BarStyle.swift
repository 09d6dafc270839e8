/// `bar`: a plain progress bar, for comparison — one track `length` long that fills to
/// `(θ + 1) / N`, so the last page fills it.
public struct BarStyle: EffectStyle {
    /// The bar's parameters: its length and thickness.
    public enum Table: ParameterTable {
        /// The `bar` style.
        public static let style = StyleKind.bar
        /// One element: a window of one slot.
        public static func slots(_ p: TableParameters<Self>) -> Int { 1 }
        /// `length` (the key parameter) and `thickness`, pt.
        public static let table = [
            ParameterSpec("length", 120, 8...2000, .length, key: true),
            ParameterSpec("thickness", 4, 0.5...100, .length),
        ]
        /// Throws when the bar is thicker than it is long.
        public static func check(_ p: TableParameters<Self>) throws {
            if p["thickness"] > p["length"] { throw p.fail("thickness", "at most the length") }
        }
    }

    /// The checked parameters and the one-slot window.
    public let base: EffectBase<Table>

    /// No portal: it morphs from the last page to the first.
    public var portal: Portal? { nil }

    /// Makes a bar; throws the first invalid parameter.
    public init(_ parameters: TableParameters<Table>) throws { base = try EffectBase(parameters) }

    var length: Double { parameters["length"] }
    /// The bar's thickness.
    public var fullDiameter: Double { parameters["thickness"] }
    /// The bar does not move; a tenth of its length is a page's worth of travel for
    /// scrubbing and checks.
    public var slotPitch: Double { length / 10 }
    /// The bar's length, whatever the page count.
    public func widestRow(pages: Int) -> Double { length }
    /// A bar fills to the page: it has no window to run on.
    public func repeats(pages: Int) -> Bool { false }

    /// One track, the bar's length, filled to `(position + 1) / pages`.
    public func effect(position: Double, current: Int, pages: Int, window w: Double) -> [Element] {
        let h = fullDiameter
        var d = Element(page: current, x: 0, height: h, scale: 1, current: true)
        d.stretch = length - h
        d.shape = .track
        d.fill = (position + 1) / Double(pages)
        return [d]
    }
}
