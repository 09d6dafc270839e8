/// `--against STYLE`: each resting state of an observed control compared with what a
/// PageDots style shows at rest on the same page (docs/qa.md#against-a-style). Scale
/// (recording units per pt) and centre are fitted on the first resting state; pages are
/// followed through the recording by tracking the current element.
public struct StyleComparison: Sendable {
    /// The style to compare against.
    public var style: PageIndicator
    /// The number of pages the control shows.
    public var pages: Int
    /// The page of the first resting state.
    public var firstPage: Int
    /// Makes a comparison with `style` showing `pages` pages, starting on `firstPage`.
    public init(style: PageIndicator, pages: Int, firstPage: Int = 0) {
        self.style = style
        self.pages = pages
        self.firstPage = firstPage
    }

    /// The fit: recording units per pt, and where the control's centre is.
    public struct Fit: Equatable, Sendable {
        /// Recording units per pt.
        public var scale: Double
        /// The control's centre in the recording.
        public var x: Double
        /// The centre's other coordinate.
        public var y: Double
    }

    /// The differences at each resting state of `frames`, and the fit (nil when the first
    /// resting state cannot be fitted). The page is followed frame by frame: when the
    /// current element passes to another, the page moves by as many elements as it passed
    /// (elements paired from frame to frame as the invariants pair them), and the style
    /// follows each page in turn, so that its history is the control's.
    public func compare(_ row: ObservedRow) -> (findings: [ObservedFinding], fit: Fit?) {
        let f = follow(row)
        return (f.findings, f.fit)
    }

    /// A resting run of the recording as compared: its first and last frame (indices into
    /// the row's frames), the page it shows, and the element that differs from the
    /// style's (its place along the row, from 0), when one does.
    public struct Rest: Equatable, Sendable {
        public var first: Int
        public var last: Int
        public var page: Int
        public var differing: Int?
        public var detail: String?
    }

    /// What following the control through a recording found: the findings and the fit as
    /// `compare` gives them, the page shown at every frame (as followed), and every resting
    /// run compared.
    public struct Followed: Sendable {
        public var findings: [ObservedFinding]
        public var fit: Fit?
        public var pages: [Int]
        public var rests: [Rest]
    }

    /// Follows the control through `row`'s frames as `compare` does, keeping the page at
    /// every frame and each resting run.
    public func follow(_ row: ObservedRow) -> Followed {
        let frames = row.frames, m = row.measures
        var shown: [Int] = [], rests: [Rest] = []
        shown.reserveCapacity(frames.count)
        let axis = m.axis
        let name = style.kind.rawValue
        var s = style
        var page = min(max(firstPage, 0), max(pages - 1, 0))
        s.follow(Double(page), pages: pages)
        var out: [ObservedFinding] = []
        var fit: Fit?
        var previous: [ObservedElement]?
        var shift = 0.0
        var unfit = false
        for (i, f) in frames.enumerated() {
            let now = f.elements.filter(\.isFinite).sorted { axis.along($0) < axis.along($1) }
            if let previous, let was = previous.firstIndex(where: { $0.isCurrent == true }), let is_ = now.firstIndex(where: { $0.isCurrent == true }) {
                // The row expected to go on as it went, or to stand: whichever pairs the
                // elements closer (a row that has stopped is not carried on by its last move).
                var (pairs, expected, moved) = ElementPairing.pair(previous, now, m, expecting: shift)
                if shift != 0 {
                    let still = ElementPairing.pair(previous, now, m, expecting: 0)
                    if ElementPairing.cost(still.pairs, still.expected, now, m) <= ElementPairing.cost(pairs, expected, now, m) { (pairs, expected, moved) = still }
                }
                shift = moved
                // The earlier element the current one is now: paired, or the nearest.
                let from = pairs.first { $0.1 == is_ }?.0
                    ?? expected.indices.min { abs(axis.along(expected[$0]) - axis.along(now[is_])) < abs(axis.along(expected[$1]) - axis.along(now[is_])) }
                if let from, from != was {
                    let next = min(max(page + from - was, 0), max(pages - 1, 0))
                    Self.follow(&s, from: page, to: next, pages: pages)
                    page = next
                }
            }
            previous = now
            // The first frame of each resting run is compared.
            guard m.resting[i], i == 0 || !m.resting[i - 1] else { shown.append(page); continue }
            var last = i
            while last + 1 < frames.count && m.resting[last + 1] { last += 1 }
            // (A control the style cannot be fitted to is still followed, not compared.)
            if unfit {
                s.settle(at: Double(page), pages: pages)
                shown.append(page)
                continue
            }
            // Fast runs can fool the tracking: at rest the page is the one nearby whose
            // layout (reached from the page tracked) matches best.
            if let fit {
                var best: (cost: Double, page: Int, state: PageIndicator)?
                for p in max(0, page - Self.reach)...max(0, min(pages - 1, page + Self.reach)) {
                    // The history tracked, and — a run too fast to track loses it — the page
                    // reached from far below and from far above: whichever the rest shows.
                    // (The tracked one wins a tie.)
                    var tracked = s
                    Self.follow(&tracked, from: page, to: p, pages: pages)
                    var below = style, above = style
                    Self.follow(&below, from: max(0, p - Self.reach), to: p, pages: pages)
                    Self.follow(&above, from: min(pages - 1, p + Self.reach), to: p, pages: pages)
                    for var t in [tracked, below, above] {
                        t.settle(at: Double(p), pages: pages)
                        let c = Self.cost(now, Self.seeable(now, Self.visible(t, p, pages), fit), fit, axis, m)
                        if best == nil || c < best!.cost || (c == best!.cost && abs(p - page) < abs(best!.page - page)) { best = (c, p, t) }
                    }
                }
                if let best { (page, s) = (best.page, best.state) }
            } else {
                s.settle(at: Double(page), pages: pages)
            }
            // (Before the fit, its scale is guessed from the largest elements.)
            let guess = Fit(scale: (now.map(axis.thickness).max() ?? 1) / max(Self.visible(s, page, pages).map(\.height).max() ?? 1, 1e-9), x: 0, y: 0)
            let layout = Self.seeable(now, Self.visible(s, page, pages), fit ?? guess)
            func find(_ detail: String, at e: ObservedElement? = nil) {
                out.append(ObservedFinding(frame: f.frame, time: f.time, invariant: .against, detail: detail, x: e?.x, y: e?.y))
            }
            shown.append(page)
            if fit == nil {
                guard now.count == layout.count, !layout.isEmpty else {
                    let detail = "at rest on page \(page) the control shows \(now.count) elements; \(name) shows \(layout.count): not compared further (give --page if the recording starts on another page)"
                    find(detail)
                    rests.append(Rest(first: i, last: last, page: page, differing: nil, detail: detail))
                    unfit = true
                    continue
                }
                fit = Self.fit(now, layout, axis)
            }
            var rest = Rest(first: i, last: last, page: page)
            if let fit, let d = Self.difference(now, layout, fit, axis, m, name: name, page: page) {
                find(d.0, at: d.1)
                (rest.differing, rest.detail) = (d.2, d.0)
            }
            rests.append(rest)
        }
        return Followed(findings: out, fit: fit, pages: shown, rests: rests)
    }

    /// The elements of `layout` a recording can be held to when it shows fewer: those that
    /// `fit` makes under 3 units across (a 2 px dot at a window's end) may be too faint to
    /// see, and are left out when that makes the counts agree.
    static func seeable(_ seen: [ObservedElement], _ layout: [Element], _ fit: Fit) -> [Element] {
        guard seen.count < layout.count else { return layout }
        let kept = layout.filter { fit.scale * $0.height >= 3 }
        return kept.count == seen.count ? kept : layout
    }

    /// Scale and centre that put `layout` (pt) on `seen` (recording units): least squares on
    /// the centres along the row (sizes when there is one element).
    static func fit(_ seen: [ObservedElement], _ layout: [Element], _ axis: RowAxis) -> Fit {
        let lx = layout.map(\.x), ox = seen.map(axis.along)
        let n = Double(lx.count), ml = lx.reduce(0, +) / n, mo = ox.reduce(0, +) / n
        let varL = lx.map { ($0 - ml) * ($0 - ml) }.reduce(0, +)
        let scale = varL > 1e-12 ? zip(lx, ox).map { ($0 - ml) * ($1 - mo) }.reduce(0, +) / varL
            : axis.thickness(seen[0]) / max(layout[0].height, 1e-9)
        let across = seen.map(axis.across).reduce(0, +) / n - scale * layout.map(\.y).reduce(0, +) / n
        let along = mo - scale * ml
        return axis == .horizontal ? Fit(scale: scale, x: along, y: across) : Fit(scale: scale, x: across, y: along)
    }

    /// `style` following the pages from `a` to `b` one by one, as a scroll passes them.
    static func follow(_ style: inout PageIndicator, from a: Int, to b: Int, pages: Int) {
        for r in stride(from: a, through: b, by: b >= a ? 1 : -1) { style.follow(Double(r), pages: pages) }
    }

    /// Pages either side of the one tracked that a resting state is looked for on.
    public static let reach = 40

    /// The visible elements of `style` at rest on `page`, in order along the row.
    static func visible(_ style: PageIndicator, _ page: Int, _ pages: Int) -> [Element] {
        style.layout(position: Double(page), pages: pages).elements.filter(\.isVisible).sorted { $0.x < $1.x }
    }

    /// How far `seen` is from `layout` placed by `fit`: centres in pitches plus sizes in
    /// full sizes; a different current element costs more, a different count most.
    static func cost(_ seen: [ObservedElement], _ layout: [Element], _ fit: Fit, _ axis: RowAxis, _ m: RowMeasures) -> Double {
        guard seen.count == layout.count else { return 1e6 + Double(abs(seen.count - layout.count)) }
        var c = 0.0
        for (o, l) in zip(seen, layout) {
            c += abs(axis.along(o) - (fit.along(axis) + fit.scale * l.x)) / max(m.pitch, 1e-9)
            c += abs(axis.thickness(o) - fit.scale * l.height) / max(m.fullThickness, 1e-9)
            if let current = o.isCurrent, current != l.current { c += 1000 }
        }
        return c
    }

    /// The first way `seen` differs from `layout`, in words, the element and its place
    /// along the row.
    static func difference(_ seen: [ObservedElement], _ layout: [Element], _ fit: Fit, _ axis: RowAxis, _ m: RowMeasures,
                           name: String, page: Int) -> (String, ObservedElement?, Int?)? {
        guard seen.count == layout.count else {
            return ("at rest on page \(page) the control shows \(seen.count) elements; \(name) shows \(layout.count)", nil, nil)
        }
        let full = max(m.fullThickness, 1e-9), fullPt = max(layout.map(\.height).max() ?? 1, 1e-9)
        // A size within 6 % of the full size, what the noise allows, or what a blob of a few
        // pixels can be measured to (its edge pixels are a guess of coverage: 0.6 px) is
        // the same.
        let sizeSlack = max(0.06, 3 * m.sizeNoise * 2.0.squareRoot() / full, m.measurementLimit / full)
        for (k, (o, l)) in zip(seen, layout).enumerated() {
            let where_ = "the \(Self.ordinal(k + 1)) element (\(axis.letter) \(NumberText.fixed(axis.along(o), 2)))"
            let shown = axis.thickness(o) / full, styled = l.height / fullPt
            if abs(shown - styled) > sizeSlack {
                return ("at rest on page \(page) \(where_) is \(NumberText.fixed(shown, 2)) of full size; \(name) shows \(NumberText.fixed(styled, 2))", o, k)
            }
            let place = fit.along(axis) + fit.scale * l.x
            if abs(axis.along(o) - place) > m.restTolerance {
                return ("at rest on page \(page) \(where_) is \(NumberText.fixed((axis.along(o) - place) / max(m.pitch, 1e-9), 2)) pitches from where \(name) puts it", o, k)
            }
            if let c = o.isCurrent, c != l.current {
                return ("at rest on page \(page) \(where_) is \(c ? "" : "not ")current; \(name) shows it \(l.current ? "current" : "ordinary")", o, k)
            }
        }
        return nil
    }

    static func ordinal(_ n: Int) -> String {
        let suffix = (11...13).contains(n % 100) ? "th" : [1: "st", 2: "nd", 3: "rd"][n % 10] ?? "th"
        return "\(n)\(suffix)"
    }
}

extension StyleComparison.Fit {
    /// The centre's coordinate along `axis`.
    func along(_ axis: RowAxis) -> Double { axis == .horizontal ? x : y }
}
