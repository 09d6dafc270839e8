/// Apple's system page control, iOS 14+ (docs/geometry.md#system): equidistant dots; with too many
/// pages a window of `n` slots slides over them and the slots at a clipped edge shrink.
/// The motion value is the window start.
public struct SystemStyle: PageIndicatorStyle {
    /// The style's parameters, as validated.
    public let parameters: SystemParameters
    /// The window over the slots (its start is the motion value).
    public private(set) var window: SlotWindow

    /// Makes a system style with its window at the first page; throws the first invalid parameter.
    public init(_ parameters: SystemParameters = .init()) throws {
        try parameters.validate()
        self.parameters = parameters
        window = SlotWindow(slots: parameters.slots)
    }

    /// The first page in the window; real, so it can slide continuously.
    public var windowStart: Double { window.start }
    /// Slots in the window.
    public var slots: Int { window.slots }
    /// Shrinking slots at a clipped edge.
    public var edgeSlots: Int { window.edgeSlots }

    /// The full dot diameter.
    public var fullDiameter: Double { parameters.diameter }
    /// Diameter plus spacing.
    public var pitch: Double { parameters.pitch }
    /// `maxDots` plus a hidden neighbour slot on each side.
    public var maxVisibleDots: Int? { parameters.maxDots + 2 }
    /// One pitch per slot.
    public func widestRow(pages: Int) -> Double { Double(slots) * pitch }
    /// `availableWidth` unset: the row as wide as its slots make it.
    public func unsetValue(_ name: String, pages: Int) -> ParameterValue { .number(name == "availableWidth" ? widestRow(pages: pages) : 0) }

    /// The window start once the window follows `position`.
    public func window(for position: Double, pages: Int) -> Double { window.start(for: position, pages: pages) }
    /// Slides the window the least needed to follow `position`.
    public mutating func follow(_ position: Double, pages: Int) { window.follow(position, pages: pages) }
    /// Brings the window to rest on a whole page.
    public mutating func settle(at position: Double, pages: Int) { window.settle(at: position, pages: pages) }
    /// The window start that follows `position`.
    public func motionTarget(position: Double, pages: Int) -> Double { window.start(for: position, pages: pages) }
    /// Window starts that keep the current page's dot at least the minimum current scale.
    public func motionRange(position: Double, pages: Int) -> ClosedRange<Double> { window.range(position: position, pages: pages) }

    /// The scale of a slot at distance `e` from a clipped edge (see `SlotWindow.edgeScale`).
    public static func edgeScale(_ e: Double, edgeSlots k: Int) -> Double { SlotWindow.edgeScale(e, edgeSlots: k) }

    /// The window's dots, placed and scaled with the window starting at `motion`.
    public func layout(motion: Double, current: Int, pages: Int) -> ElementLayout {
        let d = parameters.diameter, pitch = parameters.pitch
        guard let range = window.pages(at: motion, pages: pages) else { return .empty(fullDiameter: d) }
        var dots: [Element] = []
        dots.reserveCapacity(range.count)
        for p in range {
            let (offset, scale) = window.place(Double(p), at: motion, pages: pages)
            dots.append(Element(page: p, x: offset * pitch, height: d * scale, scale: scale, current: p == current))
        }
        return ElementLayout(elements: dots, width: ElementLayout.span(of: dots), fullDiameter: d)
    }
}
