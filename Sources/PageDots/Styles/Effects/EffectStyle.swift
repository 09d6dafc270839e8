/// A style of fixed dots on one pitch with an effect that shows the current page. The
/// motion value is the indicator's position in pages (the scroller's, when following
/// it). With more pages than `maxDots`, a window like the system control's (`SlotWindow`:
/// shrinking edges) keeps the indicator in its middle, as scrolling-dot effects do.
public protocol EffectStyle: PageIndicatorStyle where Parameters == TableParameters<Table> {
    associatedtype Table: ParameterTable
    /// The checked parameters and the window of slots.
    var base: EffectBase<Table> { get }
    /// Distance between neighbouring slots, pt (diameter + spacing unless the style's
    /// elements are wider).
    var slotPitch: Double { get }
    /// Elements around the window at `w`, with the indicator at `position` (pages).
    func effect(position: Double, current: Int, pages: Int, window w: Double) -> [Element]
}

/// What every effect style holds: its parameters, checked, and its window of slots.
public struct EffectBase<Table: ParameterTable>: Equatable, Sendable {
    public let parameters: TableParameters<Table>
    public let window: SlotWindow

    public init(_ parameters: TableParameters<Table>) throws {
        try parameters.validate()
        self.parameters = parameters
        window = SlotWindow(slots: Table.slots(parameters))
    }
}

extension EffectStyle {
    public var parameters: TableParameters<Table> { base.parameters }
    var window: SlotWindow { base.window }
    var diameter: Double { parameters["diameter"] }
    public var slotPitch: Double { parameters["diameter"] + parameters["spacing"] }
    public var pitch: Double { slotPitch }
    public var fullDiameter: Double { diameter }
    /// No cap: the frame invariants limit only instagram's and system's counts, and a cross-fading jump
    /// shows the old elements shrinking beside the new ones growing.
    public var maxVisibleDots: Int? { nil }
    public func widestRow(pages: Int) -> Double { Double(window.slots) * slotPitch }
    /// A window (its slots and the two shrinking in at its edges) narrower than the pages.
    public func repeats(pages: Int) -> Bool { window.slots + 2 < pages }

    public mutating func follow(_ position: Double, pages: Int) {}
    public func motionTarget(position: Double, pages: Int) -> Double { PagePosition.clamp(position, pages: pages) }

    /// The indicator stays within half a page of the scroller, so it never leaves the
    /// current page's neighbourhood.
    public func motionRange(position: Double, pages: Int) -> ClosedRange<Double> {
        let x = PagePosition.clamp(position, pages: pages)
        return max(0, x - 0.5)...min(Double(max(0, pages - 1)), x + 0.5)
    }

    public func layout(motion: Double, current: Int, pages: Int) -> ElementLayout {
        guard pages > 0 else { return .empty(fullDiameter: fullDiameter) }
        let theta = PagePosition.clamp(motion, pages: pages)
        let dots = effect(position: theta, current: current, pages: pages, window: window.centred(on: theta, pages: pages))
        return ElementLayout(elements: dots, width: ElementLayout.span(of: dots), fullDiameter: fullDiameter)
    }

    /// Page `p` (real) at window start `w`: centre, pt, and window scale.
    func place(_ p: Double, _ w: Double, _ pages: Int) -> (x: Double, scale: Double) {
        let (offset, scale) = window.place(p, at: w, pages: pages)
        return (offset * slotPitch, scale)
    }

    /// The pages drawn at window start `w`.
    func range(_ w: Double, _ pages: Int) -> ClosedRange<Int> { window.pages(at: w, pages: pages) ?? 0...0 }

    /// A fixed dot of page `p`, not current.
    func base(_ p: Int, _ w: Double, _ pages: Int) -> Element {
        let (x, s) = place(Double(p), w, pages)
        return Element(page: p, x: x, height: diameter * s, scale: s, current: false)
    }

    /// How close (0…1) page `p` is to the indicator at `position`.
    static func nearness(_ p: Int, _ position: Double) -> Double { max(0, 1 - abs(Double(p) - position)) }

    /// A colour that flows with the position yet has exactly one current page: at least ½
    /// on the current page, under ½ elsewhere.
    static func highlight(_ p: Int, current: Int, position: Double) -> Double {
        let n = nearness(p, position)
        return p == current ? max(0.5, n) : min(0.49, n)
    }

    /// The page the indicator is on, and how far it has gone toward the next (0…1).
    static func split(_ position: Double) -> (page: Int, fraction: Double) {
        let p = position.rounded(.down)
        return (p.saturatingInt, position - p)
    }
}
