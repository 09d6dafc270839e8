extension PageIndicator {
    /// Whether a portal loop of `pages` pages shows the style's portal: it has one and it
    /// shows every page at the last one (a narrower window passes the wrap as in a
    /// continuous loop).
    public func showsPortal(pages: Int) -> Bool {
        guard base.portal != nil, pages > 1, !repeats(pages: pages) else { return false }
        return layout(motion: Double(pages - 1), current: pages - 1, pages: pages).visible.count >= pages
    }

    /// The snapshot at motion value `m` in a portal loop, where the motion value is the
    /// indicator's position in pages and runs on with no ends: taken mod `pages`, and past
    /// the last page the style's portal toward the first.
    public func portalLayout(motion m: Double, current: Int, pages: Int) -> ElementLayout {
        let n = Double(pages)
        let r = m.isFinite && pages > 0 ? m - (m / n).rounded(.down) * n : 0
        guard let portal = base.portal, pages > 1, r > n - 1 else { return layout(motion: min(r, n - 1), current: current, pages: pages) }
        let a = layout(motion: n - 1, current: pages - 1, pages: pages), b = layout(motion: 0, current: 0, pages: pages)
        return portal.layout(from: a, to: b, t: min(1, r - (n - 1)), current: current, pages: pages)
    }

    /// The snapshot a portal loop shows at scroller position `x` (any real: the loop has
    /// no ends), as `layout(position:pages:)` does for pages with ends.
    public func portalLayout(position x: Double, pages: Int, tracking: Tracking) -> ElementLayout {
        let whole = (x + 0.5).rounded(.down)
        let current = pages > 0 ? whole.saturatingInt.modulo(pages) : 0
        return portalLayout(motion: tracking == .discrete ? whole : x, current: current, pages: pages)
    }
}
