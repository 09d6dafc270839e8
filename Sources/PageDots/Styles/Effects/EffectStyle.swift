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
    /// Elements around the window at `w`, with the indicator at `position` (pages), as
    /// round dots `diameter` wide (the dots' shape is applied after).
    func effect(position: Double, current: Int, pages: Int, window w: Double) -> [Element]
    /// The largest element's height as `effect` lays it out (round dots), pt.
    var roundFullDiameter: Double { get }
}

/// What every effect style holds: its parameters, checked, its window of slots and the
/// shape of its dots.
public struct EffectBase<Table: ParameterTable>: Equatable, Sendable {
    /// The style's parameters, as validated.
    public let parameters: TableParameters<Table>
    /// The window of slots the dots sit in.
    public let window: SlotWindow
    /// Nil for round, filled dots (or a style without the shape parameters).
    public let shape: DotShape?

    /// Validates the parameters and sets up the window and dot shape; throws the first invalid parameter.
    public init(_ parameters: TableParameters<Table>) throws {
        try parameters.validate()
        self.parameters = parameters
        window = SlotWindow(slots: Table.slots(parameters))
        shape = DotShape(parameters)
    }
}

/// The shape of a style's dots, applied to the layout it makes with round dots as wide
/// as its `diameter`: every element keeps its width and place along the row, its height
/// is `aspect` × its width's (dots `diameter` wide and `aspect × diameter` high), its
/// corners have `radius` × its size (at most half the shorter side) and the still dots
/// are outlines `outline` pt wide (the current page's indicator stays filled).
public struct DotShape: Equatable, Sendable {
    /// Width of a full dot as laid out round, pt.
    public var diameter: Double
    /// Height as a multiple of width.
    public var aspect: Double
    /// Corner radius for a full dot, pt (capped at half the shorter side).
    public var radius: Double
    /// Outline width of the still dots, pt; 0 for filled ones.
    public var outline: Double

    /// The style's shape, nil when its dots are round and filled.
    init?<T: ParameterTable>(_ p: TableParameters<T>) {
        guard TableParameters<T>.has("aspect") else { return nil }
        diameter = p["diameter"]
        aspect = p["aspect"]
        radius = p["radius"]
        outline = p["outline"]
        if aspect == 1 && radius >= diameter / 2 && outline == 0 { return nil }
    }

    /// `e` with this shape; `still`: a dot beneath an indicator, outlined like the others
    /// whatever its colour.
    func apply(_ e: Element, still: Bool = false) -> Element {
        guard e.shape == .capsule else { return e }
        var d = e
        // Its size relative to a full dot, as laid out (round, `diameter` high).
        let size = diameter > 0 ? e.height / diameter : 0
        let width = e.width
        d.height = e.height * aspect
        d.stretch = width - d.height
        let half = min(width, d.height) / 2
        d.rounding = half > 0 ? min(1, radius * size / half) : 1
        if !e.current || still { d.outline = outline }
        // The still dot beneath is a plain dot: shaped, and an outline like the others.
        if let s = e.stillDot { d.stillDot = StillDot(apply(s.element(page: e.page), still: true)) }
        return d
    }
}

extension EffectStyle {
    /// The style's parameters, as validated.
    public var parameters: TableParameters<Table> { base.parameters }
    var window: SlotWindow { base.window }
    var diameter: Double { parameters["diameter"] }
    /// Diameter plus spacing.
    public var slotPitch: Double { parameters["diameter"] + parameters["spacing"] }
    /// The slot pitch.
    public var pitch: Double { slotPitch }
    /// The `diameter` parameter.
    public var roundFullDiameter: Double { diameter }
    /// The largest element's height once shaped.
    public var fullDiameter: Double { roundFullDiameter * (base.shape?.aspect ?? 1) }
    /// No cap: the frame invariants limit only instagram's and system's counts, and a cross-fading jump
    /// shows the old elements shrinking beside the new ones growing.
    public var maxVisibleDots: Int? { nil }
    /// The current look passes from the last dot to the first (the indicator travels in
    /// slide, worm and jumping; swap's row turns).
    public var portal: Portal? { .blend }
    /// One slot pitch per slot the pages fill.
    public func widestRow(pages: Int) -> Double { Double(shownSlots(pages)) * slotPitch }

    /// Slots the row can fill with `pages` pages (a window of 1000 shows 5 pages in 5).
    func shownSlots(_ pages: Int) -> Int { max(1, min(window.slots, pages)) }
    /// A window (its slots and the two shrinking in at its edges) narrower than the pages.
    public func repeats(pages: Int) -> Bool { window.slots + 2 < pages }

    /// Keeps no history: the window is centred on the motion value.
    public mutating func follow(_ position: Double, pages: Int) {}
    /// The indicator's position is the tracked position itself.
    public func motionTarget(position: Double, pages: Int) -> Double { PagePosition.clamp(position, pages: pages) }

    /// The indicator stays within half a page of the scroller, so it never leaves the
    /// current page's neighbourhood.
    public func motionRange(position: Double, pages: Int) -> ClosedRange<Double> {
        let x = PagePosition.clamp(position, pages: pages)
        return max(0, x - 0.5)...min(Double(max(0, pages - 1)), x + 0.5)
    }

    /// The style's effect with the window centred on the indicator at `motion`, then shaped.
    public func layout(motion: Double, current: Int, pages: Int) -> ElementLayout {
        guard pages > 0 else { return .empty(fullDiameter: fullDiameter) }
        let theta = PagePosition.clamp(motion, pages: pages)
        var dots = effect(position: theta, current: current, pages: pages, window: window.centred(on: theta, pages: pages))
        if let shape = base.shape { dots = dots.map { shape.apply($0) } }
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
