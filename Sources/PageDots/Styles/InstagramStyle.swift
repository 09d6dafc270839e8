/// Instagram's scrolling dots (docs/geometry.md#instagram): a band of `fullDots` full-size dots that moves
/// the least distance needed to hold the current page, with shrinking side levels.
///
/// The motion value is the band start, real while the strip slides: a dot's scale is a
/// piecewise-linear function of its distance from the band (1 inside, `sideScales` at
/// whole levels, 0 one level beyond the last), so every frame of a slide is on one pitch
/// grid and never shows more than `maxDots + 1` dots.
public struct InstagramStyle: PageIndicatorStyle {
    /// The style's parameters, as validated.
    public let parameters: InstagramParameters
    /// The first full-size page of the band.
    public private(set) var bandStart = 0
    /// Scale at whole level distances from the band: 1, the side scales, then 0.
    private let levelScales: [Double]

    /// Makes an Instagram style with the band at the first page; throws the first invalid parameter.
    public init(_ parameters: InstagramParameters = .init()) throws {
        try parameters.validate()
        self.parameters = parameters
        self.levelScales = [1] + parameters.resolvedSideScales + [0]
    }

    /// The full dot diameter.
    public var fullDiameter: Double { parameters.diameter }
    /// Diameter plus spacing.
    public var pitch: Double { parameters.pitch }
    /// `maxDots` plus one vanishing dot at each end during a slide.
    public var maxVisibleDots: Int? { parameters.maxDots + 2 }
    /// `maxDots` pitches.
    public func widestRow(pages: Int) -> Double { Double(parameters.maxDots) * pitch }
    /// Like Instagram, the colour changes first and the strip slides a frame later.
    public var alwaysSteps: Bool { true }
    /// The slide takes 0.2 s, easeInOutCubic (docs/motion.md).
    public var stepAnimation: StepAnimation { StepAnimation(duration: 0.2, easing: .easeInOutCubic) }

    /// Whether `pages` pages use the band (otherwise every dot is full size, centred).
    public func isBanded(pages: Int) -> Bool { pages > parameters.allFullUpTo && pages > parameters.fullDots }

    /// The band start once `page` is current: the least move that puts `page` in the band.
    public func band(for page: Int, pages: Int) -> Int {
        let full = parameters.fullDots
        return bandStart.clamped(page - full + 1, page).clamped(0, max(0, pages - full))
    }

    /// Moves the band the least needed to hold the page current at `position`.
    public mutating func follow(_ position: Double, pages: Int) {
        bandStart = band(for: PagePosition.currentPage(position, pages: pages), pages: pages)
    }

    /// The band start for the page current at `position`; 0 when the row has no band.
    public func motionTarget(position: Double, pages: Int) -> Double {
        isBanded(pages: pages) ? Double(band(for: PagePosition.currentPage(position, pages: pages), pages: pages)) : 0
    }

    /// Scale of a dot `d` levels (real) outside the band.
    public func scale(atLevel d: Double) -> Double {
        if d <= 0 { return 1 }
        let last = levelScales.count - 1
        if d >= Double(last) { return 0 }
        let i = Int(d), f = d - Double(i)
        return levelScales[i] + (levelScales[i + 1] - levelScales[i]) * f
    }

    /// The farthest level distance at which a dot keeps the minimum current scale.
    var levelForMinimumScale: Double {
        let m = PageIndicator.minimumCurrentScale
        for i in 0..<(levelScales.count - 1) where levelScales[i + 1] < m {
            return Double(i) + (levelScales[i] - m) / (levelScales[i] - levelScales[i + 1])
        }
        return Double(levelScales.count - 1)
    }

    /// Band starts that keep the current page's dot at least the minimum current scale.
    public func motionRange(position: Double, pages: Int) -> ClosedRange<Double> {
        guard isBanded(pages: pages) else { return 0...0 }
        let x = PagePosition.clamp(position, pages: pages)
        // The current page is within half a page of x; keep it within reach of the band.
        let lag = min(1, max(0, levelForMinimumScale - 0.5))
        let top = Double(pages - parameters.fullDots)
        let lo = max(0, x - Double(parameters.fullDots - 1) - lag), hi = min(top, x + lag)
        return lo...max(lo, hi)
    }

    /// The row with the band starting at `motion`, or every dot full size when there is no band.
    public func layout(motion: Double, current: Int, pages: Int) -> ElementLayout {
        let d = parameters.diameter, pitch = parameters.pitch
        guard pages > 0 else { return .empty(fullDiameter: d) }
        var dots: [Element] = []
        guard isBanded(pages: pages) else {
            dots.reserveCapacity(pages)
            let mid = Double(pages - 1) / 2
            for p in 0..<pages {
                dots.append(Element(page: p, x: (Double(p) - mid) * pitch, height: d, scale: 1, current: p == current))
            }
            return ElementLayout(elements: dots, width: ElementLayout.span(of: dots), fullDiameter: d)
        }
        let full = Double(parameters.fullDots), levels = levelScales.count - 2
        let s = motion.isFinite ? motion.clamped(0, Double(pages - parameters.fullDots)) : 0
        let end = s + full - 1, middle = s + (full - 1) / 2
        let first = max(0, s.rounded(.down).saturatingInt - levels - 1)
        let last = min(pages - 1, end.rounded(.up).saturatingInt + levels + 1)
        dots.reserveCapacity(last - first + 1)
        for p in first...last {
            let q = Double(p)
            let scale = self.scale(atLevel: max(s - q, q - end, 0))
            dots.append(Element(page: p, x: (q - middle) * pitch, height: d * scale, scale: scale, current: p == current))
        }
        return ElementLayout(elements: dots, width: ElementLayout.span(of: dots), fullDiameter: d)
    }
}
