/// How a jump's dot transition pairs the dots on screen with the new layout's.
public enum ElementMatching: Equatable, Sendable {
    /// Each dot keeps its page: a small change (a page more, a new parameter).
    case page
    /// Each dot on screen becomes the new dot at its place: a jump farther than the
    /// visible window morphs in place instead of sweeping dots across the row.
    case place
}

/// A jump's animation (docs/motion.md): from the dots on screen to a layout that may itself move
/// every frame (it follows the scroller), in one step.
///
/// Each dot on screen is given the page it becomes (`ElementMatching`) and rides on that
/// page's dot in the live layout with an offset that eases away — so when the layout
/// moves on, the dots move with it instead of being pulled back to where the jump began.
/// A new dot grows from 0 and slides in with the strip; an old dot with no place in the
/// new layout shrinks where it is (marked by `Element.fade`: it is no longer its page's dot),
/// and a page the moving layout drops shrinks where it was last drawn. The highlight moves at once (the colour changes first), so
/// exactly one dot is current in every frame, and the current dot is never drawn below
/// `PageIndicator.minimumCurrentScale` of full size. A new transition always starts from
/// the frames on screen, so nothing jumps after the jump itself.
public struct ElementTransition: Equatable, Sendable {
    /// Seconds since the start.
    public private(set) var elapsed = 0.0
    /// Seconds each dot's change takes.
    public let duration: Double
    /// The easing of each dot's change.
    public let easing: Easing
    /// Dots riding on the live layout, by page, sorted.
    private var riders: [Rider]
    /// Old dots shrinking where they are.
    private var fading: [Fader]
    /// How far the scroller has moved since the start, pages.
    private var moved = 0.0
    /// The scroller's position last frame, pages.
    private var lastPosition: Double?
    /// How far the strip moved with the jump, pt (new dots slide in by it).
    private let shift: Double
    /// Farthest from the centre a dot may be drawn, pt.
    private let reach: Double
    /// The style's pitch, pt.
    private let pitch: Double
    /// Most dots drawn at once; nil for no limit.
    private let maxVisible: Int?
    /// The largest full diameter since the jump began, pt: what a frame's change of size
    /// is measured against.
    private let sizes: Double
    /// When the last dot's change began, s: the transition ends `duration` later.
    private var lastStart = 0.0
    /// Shrinking dots made so far (each gets its own `fade` number, above a turning row's).
    private var fadersMade = Portal.turnFades
    /// A dot was kept from changing more than a frame may this frame.
    private var lagging = false
    /// The size a frame's change was last measured against (a full dot), pt.
    private var lastFull = Double.infinity

    /// The offset a page's dot carries from the live layout, eased from 1 to 0 over
    /// `duration` from `start`.
    struct Rider: Equatable, Sendable {
        var page: Int
        /// Grows from nothing (a page the old picture did not show).
        var grows: Bool
        /// A growing dot not drawn yet: it waits while another dot covers its place.
        var waiting = true
        /// It waited: it grows in place, without the strip's slide.
        var waited = false
        var dx = 0.0, dy = 0.0, dd = 0.0, ds = 0.0, dw = 0.0
        var start = 0.0
        /// `moved` when it began.
        var from = 0.0
        /// The dot as last drawn, and what was left of its change then: where it starts
        /// shrinking if the layout drops its page.
        var last: Element?
        var lastRest = 1.0
        /// Whether the layout's own dot for the page was visible when last drawn (what
        /// was shown was not only the ride's offset).
        var lastShown = false
    }

    /// An old dot shrinking from `dot` to nothing over `duration` from `start`.
    struct Fader: Equatable, Sendable {
        var dot: Element
        var start: Double
        /// `moved` when it began.
        var from = 0.0
        /// Its footprint as last drawn (the larger of it and its still dot), pt.
        var drawn: Double
        /// A page the live layout dropped (not a dot the jump left over): the layout may
        /// bring the page back.
        var departed = false
        init(dot: Element, start: Double, from: Double = 0) {
            self.dot = dot
            self.start = start
            self.from = from
            drawn = dot.footprint
        }
    }

    /// `reach`: how far from the control's centre a dot may be, pt; `maxVisible`: how many
    /// dots may show at once (the smallest shrinking dots give way first); `sizes`: the
    /// largest full diameter the row has had since its jump began, pt (by default the new
    /// layout's): a dot's size changes by at most half of it a frame.
    public init(from: [Element], to layout: ElementLayout, pitch: Double, reach: Double = .infinity, maxVisible: Int? = nil,
                sizes: Double? = nil, duration: Double, easing: Easing, matching: ElementMatching? = nil) {
        var old = from.filter(\.isVisible)
        let new = layout.elements.filter(\.isVisible)
        self.sizes = max(sizes ?? 0, layout.fullDiameter)
        self.duration = max(0, duration)
        self.easing = easing
        self.reach = reach
        self.pitch = pitch
        self.maxVisible = maxVisible
        let destination: [Int?]
        let how = matching ?? Self.matching(from: old, to: new, pitch: pitch)
        // Morphing in place, never more dots than the row showed before or shows after (by
        // page, a dot may leave one edge while another comes in at the other).
        let mostShown = how == .place ? max(old.count, new.count) : .max
        if how == .place, let top = old.first(where: { $0.current && !$0.underground }) {
            // Dots the current element covers (a worm passing over them) are not seen:
            // morphing in place, they go at once instead of coming out from under it.
            old.removeAll { !$0.current && abs($0.x - top.x) < top.width / 2 && abs($0.y - top.y) < top.height / 2 }
        }
        switch how {
        case .page: destination = old.map(\.page)
        case .place: destination = Self.byPlace(old, new, pitch: pitch)
        }
        // Pair each new dot with the old dot that becomes it.
        var starts: [(page: Int, from: Int)] = []
        for (i, p) in destination.enumerated() { if let p { starts.append((p, i)) } }
        starts.sort { $0.page < $1.page }
        var riders: [Rider] = [], paired = Set<Int>(), moved = 0.0
        var s = 0
        for b in new {
            while s < starts.count && starts[s].page < b.page { s += 1 }
            if s < starts.count && starts[s].page == b.page {
                let a = old[starts[s].from]
                paired.insert(starts[s].from)
                moved += b.x - a.x
                // A dot that becomes another page's (by place) takes that page's length at
                // once — an old worm or pill is no ghost on a plain dot — and eases its
                // place and size.
                riders.append(Rider(page: b.page, grows: false, dx: a.x - b.x, dy: a.y - b.y,
                                    dd: a.height - b.height, ds: a.scale - b.scale, dw: how == .page ? a.stretch - b.stretch : 0))
            } else {
                riders.append(Rider(page: b.page, grows: true))
            }
        }
        self.riders = riders
        shift = paired.isEmpty ? 0 : moved / Double(paired.count)
        // Old dots with no place shrink where they are, unless their page is on screen
        // elsewhere or a new dot covers them: the jump lets those go at once (no ghost of
        // a dot inside another).
        // Nor do those a new dot passes over on its way (a dot sliding to its place, a
        // new one sliding in with the strip).
        fading = []
        let shown = Set(new.map(\.page))
        var paths: [(lo: Double, hi: Double)] = []
        var k = 0
        for b in new {
            let start = k < riders.count && !riders[k].grows ? b.x + riders[k].dx : b.x - shift
            let half = max(b.width, k < riders.count ? b.width + riders[k].dd + riders[k].dw : 0) / 2
            paths.append((min(start, b.x) - half, max(start, b.x) + half))
            k += 1
        }
        for i in old.indices where !paired.contains(i) && !shown.contains(old[i].page) {
            let a = old[i]
            if paths.contains(where: { $0.lo < a.x + a.width / 2 && $0.hi > a.x - a.width / 2 }) { continue }
            addFader(a, start: 0)
        }
        if new.count + fading.count > mostShown {
            // The smallest shrinking dots give way.
            let room = max(0, mostShown - new.count)
            fading = Array(fading.sorted { ($0.dot.height, -$0.dot.fade) > ($1.dot.height, -$1.dot.fade) }.prefix(room))
                .sorted { $0.dot.fade < $1.dot.fade }
        }
    }

    /// Done once its time is up and nothing lags — nor is an old dot still too large to
    /// go in one frame (a frame longer than the change ends it before its dots were drawn
    /// shrinking: they then shrink on at the most a frame may take).
    public var isFinished: Bool {
        elapsed >= lastStart + duration - 1e-9 && !lagging && !fading.contains { $0.drawn > Self.fastestShrink * lastFull }
    }

    /// Advances the transition by `dt` seconds (ignoring negative or non-finite steps).
    public mutating func tick(_ dt: Double) { elapsed += max(0, dt.isFinite ? dt : 0) }

    /// Lets go of the shrinking dots last drawn smaller than `size`, pt (the scroller has
    /// run on).
    public mutating func dropFading(smallerThan size: Double) {
        fading.removeAll { $0.drawn < size }
    }

    /// What is left of a change that began at `start` when the scroller had moved `from`:
    /// 1 at the start, 0 once `duration` has passed — or once the scroller has moved on by
    /// a page, so that little of the old picture is left when the layout moves its pages
    /// away (and no faster than the scroller moves).
    func rest(since start: Double, from: Double, easing: Easing? = nil) -> Double {
        let curve = easing ?? self.easing
        let timeLeft = duration <= 0 ? 0 : 1 - curve(min(1, max(0, (elapsed - start) / duration)))
        return timeLeft * max(0, 1 - (moved - from))
    }

    /// By page when the pages on screen are mostly still there and none moves more than
    /// 1.25 pitch (what a dot may move in a frame); otherwise by place.
    static func matching(from: [Element], to: [Element], pitch: Double) -> ElementMatching {
        var i = 0, common = 0, farthest = 0.0
        for b in to {
            while i < from.count && from[i].page < b.page { i += 1 }
            if i < from.count && from[i].page == b.page { common += 1; farthest = max(farthest, abs(b.x - from[i].x)) }
        }
        guard common > 0, common * 2 >= min(from.count, to.count) else { return .place }
        return farthest <= 1.25 * pitch ? .page : .place
    }

    /// Pairs dots in order along the row when they are within 0.6 pitch of each other,
    /// each with the nearest it can have (a few large dots among many small new ones
    /// become the small ones at their places).
    static func byPlace(_ from: [Element], _ to: [Element], pitch: Double) -> [Int?] {
        var out = [Int?](repeating: nil, count: from.count)
        // Along the row, not by page: dots still shrinking from an earlier jump sit among
        // pages that are not theirs.
        let a = from.indices.sorted { (from[$0].x, $0) < (from[$1].x, $1) }
        let b = to.sorted { ($0.x, $0.page) < ($1.x, $1.page) }
        var i = 0, j = 0
        let near = 0.6 * max(pitch, 1e-9)
        while i < a.count && j < b.count {
            let d = b[j].x - from[a[i]].x
            if abs(d) <= near {
                // A nearer partner next along either row goes first.
                if j + 1 < b.count && abs(b[j + 1].x - from[a[i]].x) < abs(d) { j += 1; continue }
                if i + 1 < a.count && abs(b[j].x - from[a[i + 1]].x) < abs(d) { i += 1; continue }
                out[a[i]] = b[j].page; i += 1; j += 1
            }
            else if d > 0 { i += 1 } else { j += 1 }
        }
        return out
    }

    /// The dots to draw now on the way to `layout` (the live layout this frame), sorted by
    /// page, shrinking old dots after the page's own. Pages the layout gains later are
    /// drawn as they are; a page it drops starts shrinking from where it was last drawn.
    public mutating func frames(to layout: ElementLayout, scroller x: Double) -> [Element] {
        // The scroller's move since the last frame, pages (none on the first).
        let run = lastPosition.map { x.isFinite ? abs(x - $0) : 0 }
        moved += run ?? 0
        lastPosition = x
        lagging = false
        let floor = PageIndicator.minimumCurrentScale * layout.fullDiameter
        // What a frame's change of size is measured against.
        let full = max(sizes, layout.fullDiameter)
        lastFull = full
        var out: [Element] = []
        out.reserveCapacity(layout.elements.count + fading.count)
        var kept: [Rider] = []
        kept.reserveCapacity(riders.count)
        var r = 0
        var growing: [(out: Int, kept: Int)] = []
        for b in layout.elements {
            while r < riders.count && riders[r].page < b.page { depart(riders[r], full: full); r += 1 }
            var rider: Rider
            if r < riders.count && riders[r].page == b.page {
                rider = riders[r]
                r += 1
            } else if let f = fading.firstIndex(where: { $0.departed && $0.dot.page == b.page && abs($0.dot.x - b.x) <= pitch }) {
                // The layout brings back a page whose dot is still shrinking at its edge:
                // that dot rides on it again from where it is. (Brought back elsewhere — the
                // strip ran on and back — the old dot shrinks on and the page's comes anew.)
                var a = lastDrawn(fading.remove(at: f))
                a.fade = 0
                rider = Rider(page: b.page, grows: false, dx: a.x - b.x, dy: a.y - b.y,
                              dd: a.height - b.height, ds: a.scale - b.scale, dw: a.stretch - b.stretch, start: elapsed, from: moved)
                lastStart = elapsed
            } else if maxVisible == nil && b.isVisible {
                // A page the layout gains later rides too (with nothing to ease), so that if
                // it leaves again before the end it shrinks instead of vanishing (a bar
                // whose page changes back and forth) — where nothing limits the dots.
                rider = Rider(page: b.page, grows: false, start: elapsed, from: moved)
            } else {
                out.append(b)
                continue
            }
            let rest = self.rest(since: rider.start, from: rider.from)
            var d = b
            if rider.grows {
                d = d.resized(by: max(0, 1 - rest))
                if !rider.waited { d.x -= shift * rest }
            } else {
                d.x += rider.dx * rest
                d.y += rider.dy * rest
                d.height = max(0, d.height + rider.dd * rest)
                d.scale = max(0, d.scale + rider.ds * rest)
                d.stretch = max(-d.height, d.stretch + rider.dw * rest)
                // The still dot beneath comes with it, as much smaller as its element, never
                // larger than its own size (the indicator may be far smaller: a portal's).
                d.stillDot = b.stillDot?.carried(from: (b.x, b.y), to: (d.x, d.y), scale: b.height > 0 ? min(1, d.height / b.height) : 1)
            }
            if let was = rider.last, let run { keepPace(&d, was: was, run: run, full: full) }
            if d.current && d.height < floor && b.height >= floor { d.height = floor }
            d.scale = layout.fullDiameter > 0 ? d.height / layout.fullDiameter : 0
            if reach.isFinite { d.x = d.x.clamped(-reach, reach) }
            rider.last = d
            rider.lastRest = rest
            rider.lastShown = b.isVisible
            if rider.grows && rider.waiting {
                // (The current page's dot never waits: it is drawn from the start.)
                if d.current { rider.waiting = false } else { growing.append((out.count, kept.count)) }
            }
            kept.append(rider)
            out.append(d)
        }
        while r < riders.count { depart(riders[r], full: full); r += 1 }
        wait(&out, &kept, growing)
        riders = kept
        if !fading.isEmpty {
            // However few frames the shrink gets (a low frame rate), a dot loses at most
            // `fastestShrink` of a full dot a frame — and the transition lasts until it
            // has shrunk away (`lagging`).
            var drawn: [Element] = []
            drawn.reserveCapacity(fading.count)
            for i in fading.indices {
                var d = shrunk(fading[i])
                let least = fading[i].drawn - Self.fastestShrink * full
                if d.footprint < least, fading[i].dot.footprint > 0 {
                    d = fading[i].dot.resized(by: least / fading[i].dot.footprint)
                    d.highlight = 0
                    lagging = true
                }
                fading[i].drawn = d.footprint
                drawn.append(d)
            }
            var keep = fading.map { $0.drawn > 0 }
            fading = zip(fading, keep).filter(\.1).map(\.0)
            drawn = zip(drawn, keep).filter(\.1).map(\.0)
            // Room only for so many: the smallest shrinking dots give way for good.
            let room = max(0, (maxVisible ?? .max) - out.lazy.filter(\.isVisible).count)
            if fading.count > room {
                let order = fading.indices.sorted { (fading[$0].drawn, fading[$0].dot.page, fading[$0].dot.fade) > (fading[$1].drawn, fading[$1].dot.page, fading[$1].dot.fade) }
                keep = [Bool](repeating: false, count: fading.count)
                for i in order.prefix(room) { keep[i] = true }
                fading = zip(fading, keep).filter(\.1).map(\.0)
                drawn = zip(drawn, keep).filter(\.1).map(\.0)
            }
            out += drawn
            out.sort { ($0.page, $0.fade) < ($1.page, $1.fade) }
        }
        return out
    }

    /// A new dot not drawn yet whose centre another dot (not a new one) still covers waits:
    /// it is drawn at nothing and its growth starts again, in place, so that no dot grows
    /// inside another (many new dots among a few large old ones that shrink). Its
    /// neighbours by page are the dots that can cover it. It waits no longer than the
    /// transition's own duration: dots that overlap for good (a packed wave) never free
    /// its place.
    private mutating func wait(_ out: inout [Element], _ kept: inout [Rider], _ growing: [(out: Int, kept: Int)]) {
        guard !growing.isEmpty else { return }
        var isNew = [Bool](repeating: false, count: out.count)
        for g in growing { isNew[g.out] = true }
        for g in growing {
            let d = out[g.out]
            let near = max(0, g.out - 3)...min(out.count - 1, g.out + 3)
            let covered = near.contains { n in
                !isNew[n] && out[n].isVisible && abs(out[n].x - d.x) < out[n].width / 2 && abs(out[n].y - d.y) < out[n].height / 2
            }
            if covered && elapsed < duration {
                out[g.out].height = 0
                out[g.out].scale = 0
                out[g.out].stretch = 0
                kept[g.kept].start = elapsed
                kept[g.kept].from = moved
                kept[g.kept].waited = true
                kept[g.kept].last = out[g.out]
                lastStart = elapsed
            } else if d.isVisible {
                kept[g.kept].waiting = false
            }
        }
    }

    /// A dot's change in one frame kept within what a frame may show (docs/motion.md,
    /// invariant 4): its offset easing away and the live layout under it
    /// moving with the scroller can add up to more; the dot then follows a frame behind
    /// (`lagging`), and the transition lasts until it has caught up.
    private mutating func keepPace(_ d: inout Element, was: Element, run: Double, full: Double) {
        let most = full * (0.5 + run), far = pitch * (1.25 + run)
        if abs(d.height - was.height) > most {
            let h = was.height + (d.height > was.height ? most : -most)
            if d.height > 0 { d.stretch *= h / d.height }
            d.height = h
            lagging = true
        }
        if abs(d.x - was.x) > far {
            d.x = was.x + (d.x > was.x ? far : -far)
            lagging = true
        }
    }

    /// The most of a full dot a shrinking dot loses in one frame.
    static let fastestShrink = 0.45

    /// A shrinking dot as it is now (before the per-frame limit): it shrinks with easeOutCubic whatever the easing
    /// (an overshooting curve has nothing to overshoot to).
    private func shrunk(_ f: Fader) -> Element {
        var d = f.dot.resized(by: max(0, rest(since: f.start, from: f.from, easing: .easeOutCubic)))
        d.highlight = 0
        return d
    }

    /// A shrinking dot as last drawn (the per-frame limit may have kept it larger).
    private func lastDrawn(_ f: Fader) -> Element {
        var d = shrunk(f)
        if d.footprint < f.drawn, f.dot.footprint > 0 {
            d = f.dot.resized(by: f.drawn / f.dot.footprint)
            d.highlight = 0
        }
        return d
    }

    /// A page the live layout no longer has: its dot shrinks from where it was drawn.
    private mutating func depart(_ rider: Rider, full: Double) {
        guard var last = rider.last, last.isVisible else { return }
        // Leaving over the layout's edge, it becomes a dot of its own (the layout may bring
        // the page back elsewhere). Its page's dot
        // there was hidden: what it still shows is its offset, which has eased since. A
        // page that leaves while its dot was shown (a progress bar changing page) shrinks
        // from there at the usual pace, where nothing limits the dots on screen.
        let now = rest(since: rider.start, from: rider.from)
        let eased = rider.lastRest > 0 ? min(1, max(0, now / rider.lastRest)) : 0
        let kept = rider.lastShown && maxVisible == nil ? max(eased, 1 - Self.fastestShrink * full / last.height) : eased
        last = last.resized(by: kept)
        guard last.isVisible else { return }
        last.highlight = 0
        fadersMade += 1
        last.fade = fadersMade
        var f = Fader(dot: last, start: elapsed, from: moved)
        f.departed = true
        fading.append(f)
        lastStart = elapsed
    }

    /// Starts `dot` shrinking, marked as a dot of its own.
    private mutating func addFader(_ dot: Element, start: Double) {
        var d = dot
        d.highlight = 0
        fadersMade += 1
        d.fade = fadersMade
        fading.append(Fader(dot: d, start: start))
    }
}
