/// `bar`: a plain progress bar, for comparison — one track `length` long that fills to
/// `(θ + 1) / N`, so the last page fills it.
public struct BarStyle: EffectStyle {
    public enum Table: ParameterTable {
        public static let style = StyleKind.bar
        /// One element: a window of one slot.
        public static func slots(_ p: TableParameters<Self>) -> Int { 1 }
        public static let table = [
            ParameterSpec("length", 120, 8...2000, .length, key: true),
            ParameterSpec("thickness", 4, 0.5...100, .length),
        ]
        public static func check(_ p: TableParameters<Self>) throws {
            if p["thickness"] > p["length"] { throw p.fail("thickness", "at most the length") }
        }
    }

    public let base: EffectBase<Table>

    /// No portal: it morphs from the last page to the first.
    public var portal: Portal? { nil }

    public init(_ parameters: TableParameters<Table>) throws { base = try EffectBase(parameters) }

    var length: Double { parameters["length"] }
    public var fullDiameter: Double { parameters["thickness"] }
    /// The bar does not move; a tenth of its length is a page's worth of travel for
    /// scrubbing and checks.
    public var slotPitch: Double { length / 10 }
    public func widestRow(pages: Int) -> Double { length }
    /// A bar fills to the page: it has no window to run on.
    public func repeats(pages: Int) -> Bool { false }

    public func effect(position: Double, current: Int, pages: Int, window w: Double) -> [Element] {
        let h = fullDiameter
        var d = Element(page: current, x: 0, height: h, scale: 1, current: true)
        d.stretch = length - h
        d.shape = .track
        d.fill = (position + 1) / Double(pages)
        return [d]
    }
}
