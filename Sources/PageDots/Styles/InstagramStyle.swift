/// Instagram's scrolling dots (spec §2.1): a band of `fullDots` full-size dots that moves
/// the least distance needed to hold the current page, with shrinking side levels.
public struct InstagramStyle: PageIndicatorStyle {
    public let parameters: InstagramParameters
    /// The first full-size page of the band.
    public private(set) var bandStart = 0
    private let sideScales: [Double]

    public init(_ parameters: InstagramParameters = .init()) throws {
        try parameters.validate()
        self.parameters = parameters
        self.sideScales = parameters.resolvedSideScales
    }

    public var fullDiameter: Double { parameters.diameter }
    public var pitch: Double { parameters.pitch }

    /// The band start once `page` is current: the least move that puts `page` in the band.
    public func band(for page: Int, pages: Int) -> Int {
        let full = parameters.fullDots
        return bandStart.clamped(page - full + 1, page).clamped(0, max(0, pages - full))
    }

    public mutating func follow(_ position: Double, pages: Int) {
        bandStart = band(for: PagePosition.currentPage(position, pages: pages), pages: pages)
    }

    public func layout(position: Double, pages: Int) -> DotLayout {
        let d = parameters.diameter, pitch = parameters.pitch
        guard pages > 0 else { return .empty(fullDiameter: d) }
        let current = PagePosition.currentPage(position, pages: pages)
        var dots: [Dot] = []
        if pages <= parameters.allFullUpTo {
            dots.reserveCapacity(pages)
            let mid = Double(pages - 1) / 2
            for p in 0..<pages {
                dots.append(Dot(page: p, x: (Double(p) - mid) * pitch, diameter: d, scale: 1, current: p == current))
            }
            return DotLayout(dots: dots, width: DotLayout.span(of: dots), fullDiameter: d)
        }
        let full = parameters.fullDots, levels = sideScales.count
        let s = band(for: current, pages: pages)
        let middle = s + (full - 1) / 2
        let first = max(0, s - levels - 1), last = min(pages - 1, s + full - 1 + levels + 1)
        dots.reserveCapacity(last - first + 1)
        for p in first...last {
            let level = p < s ? s - p : max(0, p - (s + full - 1))
            let scale = level == 0 ? 1 : (level <= levels ? sideScales[level - 1] : 0)
            dots.append(Dot(page: p, x: Double(p - middle) * pitch, diameter: d * scale,
                            scale: scale, current: p == current))
        }
        return DotLayout(dots: dots, width: DotLayout.span(of: dots), fullDiameter: d)
    }
}
