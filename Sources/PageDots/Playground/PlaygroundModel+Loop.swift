extension PlaygroundModel {
    /// Which copy of the pages the scroller's current page is in (0 for pages 0…N − 1).
    var loopIndex: Int {
        guard wrap != nil, pages > 0 else { return 0 }
        return ((scroller.position + 0.5) / Double(pages)).rounded(.down).saturatingInt
    }

    /// Where page `page` is nearest the scroller: the page itself, or in a loop its copy
    /// nearest the virtual position (a loop never runs the long way round).
    func nearestVirtual(_ page: Int) -> Int {
        guard wrap != nil, pages > 0 else { return page }
        let here = scroller.nearest(scroller.position)
        let base = here - here.modulo(pages)
        return [base - pages, base, base + pages].map { $0 + page }.min { abs($0 - here) < abs($1 - here) } ?? page
    }

    /// How a style sees the pages: the position it follows and the page count; in a
    /// continuous loop, when its window is narrower than the pages, a long run of copies of
    /// the pages with the scroller in the middle (nothing ever wraps) and `repeating` the
    /// real count its elements' pages are told by.
    /// `current` is the current page in that view, told in whole numbers (a position far
    /// from 0 rounds again differently at a half page).
    public func view(of style: PageIndicator) -> (position: Double, current: Int, pages: Int, repeating: Int?) {
        guard wrap == .continuous, pages > 2, style.repeats(pages: pages) else { return (stylePosition, currentPage, pages, nil) }
        let copies = max(2, min(2_000_000, 1_000_000_000 / pages) & ~1)
        let offset = pages * (copies / 2)
        return (scroller.position + Double(offset), offset + scroller.nearest(scroller.position), pages * copies, pages)
    }

    /// The position shown in the HUD: within the pages in a loop.
    public var displayPosition: Double {
        guard wrap != nil, pages > 0 else { return scroller.position }
        let n = Double(pages), x = scroller.position
        return x - (x / n).rounded(.down) * n
    }
}
