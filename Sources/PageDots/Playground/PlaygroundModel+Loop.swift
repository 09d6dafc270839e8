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

    /// How a style sees the pages: the position it follows, the current page in that
    /// view and the page count.
    /// - In a continuous loop (and a portal loop), when the style's window is narrower than
    ///   the pages, a long run of copies of the pages with the scroller in the middle
    ///   (nothing ever wraps), its elements' pages told mod the real count; `current` is
    ///   told in whole numbers (a position far from 0 rounds again differently at a half
    ///   page).
    /// - In a portal loop, for a style that shows its portal, the scroller's own position:
    ///   it runs on with no ends, taken mod the pages.
    public func view(of style: PageIndicator) -> (position: Double, current: Int, pages: Int, looping: PlaygroundRow.Looping) {
        if wrap == .portal, style.showsPortal(pages: pages) { return (scroller.position, currentPage, pages, .portal) }
        guard wrap == .continuous || wrap == .portal, pages > 2, style.repeats(pages: pages) else { return (stylePosition, currentPage, pages, .none) }
        // (At least four, so that a loop of up to a billion pages still runs on past its
        // last page and back before its first.)
        let copies = max(4, min(2_000_000, 1_000_000_000 / pages) & ~1)
        let offset = pages * (copies / 2)
        // Far from 0 a position a hair below a half page rounds to the half: kept on the
        // side of the current page it is told, by more than the motion's slack.
        let current = offset + scroller.nearest(scroller.position)
        let x = (scroller.position + Double(offset)).clamped(Double(current) - 0.5, Double(current) + 0.5 - 1e-6)
        return (x, current, pages * copies, .repeating(pages))
    }

    /// The position shown in the HUD: within the pages in a loop.
    public var displayPosition: Double {
        guard wrap != nil, pages > 0 else { return scroller.position }
        let n = Double(pages), x = scroller.position
        return x - (x / n).rounded(.down) * n
    }
}
