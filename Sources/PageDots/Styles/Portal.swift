/// How a style passes from the last page to the first in a `portal` loop (docs/motion.md#loops),
/// as smooth_page_indicator draws a looped PageView: between the last page and the first
/// the row is made from the style's two resting layouts — at the last page (`from`) and
/// at the first (`to`) — `t` of the way (0…1). The look of the current page passes from
/// the last page's element to the first's; each wears the current colour by its share
/// (one current page: the nearer one, at least ½).
public enum Portal: Sendable {
    /// Every page's element blends from its look at the last page to its look at the
    /// first: the current look passes straight from the last dot to the first (expanding,
    /// colour, scale, customizable, scrolling dots showing every page).
    case blend
    /// The indicator shrinks away over the last page's still dot as it grows over the
    /// first's, each about its own centre (slide, worm, jumping).
    case travel
    /// The row turns one slot on: every other dot moves a slot on, the indicator leaves
    /// past the last slot, shrinking, as it comes in before the first, growing (swap).
    /// Its elements are not their pages' own dots while it turns (`Element.fade` 1 for the
    /// indicators, 2 for the dots), so no page's dot has to change place as it ends.
    case turn

    /// The highest `Element.fade` a turning row uses: an old dot shrinking away after a
    /// jump is numbered above it, so that it is never taken for a turning element.
    static let turnFades = 2

    /// The layout `t` of the way from `a` (at rest on the last page) to `b` (at rest on
    /// the first), with page `current` current.
    func layout(from a: ElementLayout, to b: ElementLayout, t: Double, current: Int, pages: Int) -> ElementLayout {
        let last = pages - 1
        let blended = Self.blend(a.elements, b.elements, t)
        var out: [Element]
        switch self {
        case .blend:
            out = blended
        case .travel:
            out = blended.map { e in
                switch e.page {
                case last: return Self.indicator(a.elements, b.elements, page: last, at: e, scale: 1 - t)
                case 0: return Self.indicator(b.elements, a.elements, page: 0, at: e, scale: t)
                default: return e
                }
            }
        case .turn:
            out = Self.turn(a.elements, b.elements, t: t, pages: pages) ?? blended
        }
        // (Each element's highlight is its share of the current look by now.)
        out = out.map { e in
            var e = e
            e.highlight = e.page == current && e.highlight > 0 ? max(0.5, e.highlight) : min(0.49, e.highlight)
            return e
        }.sorted { ($0.page, $0.fade) < ($1.page, $1.fade) }
        // (The row's width counts the still dots beneath the indicators.)
        let still = out.compactMap { e in e.stillDot.map { $0.element(page: e.page) } }
        return ElementLayout(elements: out, width: ElementLayout.span(of: out + still), fullDiameter: a.fullDiameter)
    }

    /// Each page's element `t` of the way from its look in `a` to its look in `b`; a page
    /// in one only grows from (or shrinks to) nothing where it is.
    static func blend(_ a: [Element], _ b: [Element], _ t: Double) -> [Element] {
        let from = Dictionary(a.filter { !$0.isFading }.map { ($0.page, $0) }, uniquingKeysWith: { x, _ in x })
        let to = Dictionary(b.filter { !$0.isFading }.map { ($0.page, $0) }, uniquingKeysWith: { x, _ in x })
        let pages = (Array(from.keys) + to.keys.filter { from[$0] == nil }).sorted()
        return pages.map { p in
            let x = from[p] ?? hidden(to[p]!), y = to[p] ?? hidden(from[p]!)
            return mix(x, y, t)
        }
    }

    /// `e` with no size, where it is.
    static func hidden(_ e: Element) -> Element {
        var h = e
        h.height = 0
        h.stretch = 0
        h.scale = 0
        h.stillDot = nil
        return h
    }

    static func mix(_ a: Element, _ b: Element, _ t: Double) -> Element {
        func m(_ u: Double, _ v: Double) -> Double { u + (v - u) * t }
        var e = t < 0.5 ? a : b
        e.x = m(a.x, b.x)
        e.y = m(a.y, b.y)
        e.height = m(a.height, b.height)
        e.stretch = m(a.stretch, b.stretch)
        e.scale = m(a.scale, b.scale)
        e.highlight = m(a.highlight, b.highlight)
        e.rounding = m(a.rounding, b.rounding)
        e.outline = m(a.outline, b.outline)
        e.fill = m(a.fill, b.fill)
        if a.stillDot != nil || b.stillDot != nil {
            let s = a.stillDot ?? StillDot(a), u = b.stillDot ?? StillDot(b)
            e.stillDot = StillDot(x: m(s.x, u.x), y: m(s.y, u.y), width: m(s.width, u.width), height: m(s.height, u.height),
                                  rounding: m(s.rounding, u.rounding), outline: m(s.outline, u.outline), highlight: m(s.highlight, u.highlight))
        }
        return e
    }

    /// Page `page`'s indicator from `own` (the layout where it is current) scaled by `s`
    /// about the place `at` has, over the page's still dot (its plain look in `other`).
    static func indicator(_ own: [Element], _ other: [Element], page: Int, at: Element, scale s: Double) -> Element {
        guard let mine = own.first(where: { $0.page == page && !$0.isFading }) else { return at }
        var e = scaled(mine, s)
        e.highlight = at.highlight
        e.x = at.x
        e.y = at.y
        e.underground = false
        let plain = other.first { $0.page == page && !$0.isFading }.map(StillDot.init)
        e.stillDot = (mine.stillDot ?? plain)?.carried(from: (mine.x, mine.y), to: (at.x, at.y), scale: 1)
        return e
    }

    /// `e` scaled by `s` about its centre (its corners with it).
    static func scaled(_ e: Element, _ s: Double) -> Element {
        var d = e
        d.height = e.height * s
        d.stretch = e.stretch * s
        d.scale = e.scale * s
        return d
    }

    /// The turning row, or nil when `a` and `b` do not show every page (a window).
    static func turn(_ a: [Element], _ b: [Element], t: Double, pages n: Int) -> [Element]? {
        let from = a.filter { !$0.isFading && $0.isVisible }, to = b.filter { !$0.isFading && $0.isVisible }
        guard n >= 2, from.count == n, to.count == n else { return nil }
        let step = to[1].x - to[0].x
        var out: [Element] = []
        for i in 0..<(n - 1) {
            // The dot in slot i moves to slot i + 1, taking that page's plain look there.
            var d = mix(from[i], to[i + 1], t)
            d.page = i
            d.fade = 2
            d.highlight = 0
            out.append(d)
        }
        var leaving = scaled(from[n - 1], 1 - t)
        leaving.x += t * step
        leaving.fade = 1
        leaving.highlight = 1 - t
        var coming = scaled(to[0], t)
        coming.x -= (1 - t) * step
        coming.fade = 1
        coming.highlight = t
        return out + [leaving, coming]
    }
}
