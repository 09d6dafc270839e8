/// The five frame invariants (docs/motion.md#frame-invariants), checked over a sequence of frames.
///
/// 1. numbers are finite;
/// 2. exactly one visible dot is current, the frame's current page's, at least 0.45 of
///    full size;
/// 3. at most the style's visible dots, none beyond its reach, no still dot beneath an
///    indicator taller than the row's largest dot;
/// 4. outside jumps, a dot moves at most `pitch · (1.25 + |Δx|)` a frame (one small enough
///    to vanish may go and show again elsewhere), changes its
///    diameter by at most `full · (0.5 + |Δx|)`, and vanishes only under that size (at
///    rest: a dot of half size or more never vanishes in one frame) or when another
///    page's element takes its place and size in that frame. `Δx` is the
///    scroller's move that frame, pages: a style that follows the scroller changes as fast
///    as it moves;
/// 5. once the scroller has rested `restDelay` seconds of model time (and a few frames),
///    nothing animates and the dots equal the style's snapshot for the resting state.
public struct FrameChecker: Sendable {
    /// Seconds the scroller must have rested before invariant 5 applies: every step and
    /// transition is over by then.
    public static let restDelay = 0.5
    /// Tolerance for comparisons, pt or scale.
    static let tolerance = 1e-6

    private var previous: FrameRecord?
    private var restSince: Double?
    private var restFrames = 0
    /// Frames the scroller must also have rested (a step starts a frame after the page
    /// changes, which matters at very low frame rates).
    public static let restFramesNeeded = 3

    /// A checker that has seen no frame yet.
    public init() {}

    /// What invariant `n` is about, for messages.
    public static func title(_ n: Int) -> String {
        ["", "finite numbers", "one current dot", "dots within the row", "continuous motion", "rest equals the layout"][n]
    }

    /// The violations in `frame`, given the frames before it.
    public mutating func check(_ frame: FrameRecord) -> [Violation] {
        var out: [Violation] = []
        func fail(_ row: String, _ n: Int, _ detail: String) {
            out.append(Violation(frame: frame.frame, row: row, invariant: n, detail: detail))
        }
        // Rest starts when the scroller stops, and again after any jump (a page count or a
        // parameter set while resting animates like any other jump).
        if frame.scrollerAtRest && !frame.rows.contains(where: \.jump) {
            restSince = restSince ?? frame.time
            restFrames += 1
        } else {
            restSince = frame.scrollerAtRest ? frame.time : nil
            restFrames = 0
        }
        let rested = restFrames > Self.restFramesNeeded && (restSince.map { frame.time - $0 >= Self.restDelay - 1e-9 } ?? false)
        if !frame.position.isFinite || !frame.time.isFinite { fail("-", 1, "position \(frame.position), time \(frame.time)") }
        for row in frame.rows {
            let visible = row.dots.filter(\.isVisible)
            // 1. finite
            if let bad = row.dots.first(where: { !($0.x.isFinite && $0.y.isFinite && $0.height.isFinite && $0.scale.isFinite && $0.highlight.isFinite) }) {
                fail(row.name, 1, "page \(bad.page): x \(bad.x), y \(bad.y), diameter \(bad.height), highlight \(bad.highlight)")
                continue
            }
            // 2. one current dot (one page shows none: hidesForSinglePage)
            if frame.pages > 1 {
                let current = visible.filter(\.current)
                if current.count != 1 {
                    fail(row.name, 2, "\(current.count) highlighted dots (pages \(current.map(\.page))), expected page \(frame.currentPage) alone")
                } else if current[0].page != frame.currentPage {
                    fail(row.name, 2, "page \(current[0].page) is highlighted; the current page is \(frame.currentPage)")
                } else if current[0].height < 0.45 * row.fullDiameter - Self.tolerance {
                    fail(row.name, 2, "current dot \(NumberText.fixed(current[0].height, 3)) pt, below 0.45 of \(NumberText.short(row.fullDiameter)) pt")
                }
            }
            // 3. within the row
            if let most = row.maxVisibleDots, visible.count > most {
                fail(row.name, 3, "\(visible.count) visible dots, at most \(most)")
            }
            if let far = visible.first(where: { abs($0.x) > row.reach + Self.tolerance || abs($0.y) > row.reach + Self.tolerance }) {
                fail(row.name, 3, "page \(far.page) at x \(NumberText.fixed(far.x, 2)) pt, beyond \(NumberText.fixed(row.reach, 2)) pt")
            }
            // (a still dot beneath an indicator is the row's own dot: no taller than the
            // row's largest, nor beyond its reach)
            if let big = visible.first(where: { d in d.stillDot.map { $0.height > row.sizes + Self.tolerance || abs($0.x) > row.reach + Self.tolerance } ?? false }),
               let still = big.stillDot {
                fail(row.name, 3, "page \(big.page)'s still dot \(NumberText.fixed(still.height, 2)) pt at x \(NumberText.fixed(still.x, 2)) pt, "
                     + "over \(NumberText.fixed(row.sizes, 2)) pt or beyond \(NumberText.fixed(row.reach, 2)) pt")
            }
            // 4. continuous motion
            if !row.jump, let before = previous?.rows.first(where: { $0.id == row.id }) {
                let dx = abs(frame.position - (previous?.position ?? frame.position))
                // (Sizes: the larger of the two frames' — the frame a change ends in is
                // measured as the change was.)
                out += Self.motion(before.dots.filter(\.isVisible), visible, row, sizes: max(row.sizes, before.sizes), dx: dx.isFinite ? dx : 0,
                                   frame: frame.frame)
            }
            // 5. rest
            if rested && frame.pages > 0 {
                if row.animating { fail(row.name, 5, "still animating \(NumberText.short(Self.restDelay)) s after the scroller stopped") }
                if let resting = row.resting, let problem = Self.difference(visible, resting.filter(\.isVisible)) {
                    fail(row.name, 5, problem)
                }
            }
        }
        previous = frame
        return out
    }

    /// Invariant 4 between two frames of one row, visible dots matched by page (a fading
    /// old dot is another dot than its page's own).
    static func motion(_ before: [Element], _ after: [Element], _ row: RowRecord, sizes: Double, dx: Double, frame: Int) -> [Violation] {
        var out: [Violation] = []
        let maxMove = row.pitch * (1.25 + dx) + tolerance
        // A style that follows the scroller changes sizes as fast as the scroller moves: a
        // page of scrolling may take a dot from full size to nothing (cosine's shortest
        // wave). Vanishing is such a change: at rest a dot under half size may go.
        let maxGrow = sizes * (0.5 + dx) + tolerance
        func vanishes(_ d: Element) -> Bool { d.footprint >= sizes * (0.5 + dx) - tolerance }
        func key(_ d: Element) -> (Int, Int) { (d.page, d.fade) }
        // Elements of pages that left and of pages that came, this frame; and pairs whose
        // size changed too fast.
        var gone: [Element] = [], came: [Element] = [], resized: [(Element, Element)] = []
        var i = 0
        for b in after {
            while i < before.count && key(before[i]) < key(b) {
                gone.append(before[i])
                i += 1
            }
            guard i < before.count, key(before[i]) == key(b) else { came.append(b); continue }
            let a = before[i]
            i += 1
            if abs(b.x - a.x) > maxMove {
                // (A dot small enough to vanish that shows again far off is that: gone, and
                // come — a run of copies of the pages shows the same page leave one side
                // and enter the other in one frame of a fast scroll.)
                guard vanishes(a) else { gone.append(a); came.append(b); continue }
                out.append(Violation(frame: frame, row: row.name, invariant: 4,
                                     detail: "page \(b.page) moved \(NumberText.fixed(abs(b.x - a.x), 2)) pt, at most \(NumberText.fixed(maxMove, 2)) pt"))
            }
            // A page's dot that gains or loses an indicator over it (a portal's, shrinking
            // away or growing over it) is measured with its still dot: that stays.
            let (u, v) = (a.stillDot == nil) == (b.stillDot == nil) ? (a.height, b.height) : (a.footprint, b.footprint)
            if abs(v - u) > maxGrow { resized.append((a, b)) }
        }
        gone += before[i...]
        // An element that goes (or shrinks away) while one of another page takes its place
        // and size (a progress bar or page number that changes page) has not vanished on
        // screen.
        func replaced(_ a: Element) -> Bool {
            came.contains { abs($0.x - a.x) <= maxMove && abs($0.y - a.y) <= maxMove && abs($0.height - a.height) <= maxGrow }
        }
        for (a, b) in resized where !(b.height < a.height && replaced(a)) {
            out.append(Violation(frame: frame, row: row.name, invariant: 4,
                                 detail: "page \(b.page) went from \(NumberText.fixed(a.height, 2)) to \(NumberText.fixed(b.height, 2)) pt"))
        }
        for a in gone where vanishes(a) && !replaced(a) {
            out.append(Violation(frame: frame, row: row.name, invariant: 4, detail: "page \(a.page) (\(NumberText.fixed(a.height, 2)) pt) vanished in one frame"))
        }
        return out
    }

    /// How the dots on screen differ from the resting snapshot, or nil.
    static func difference(_ shown: [Element], _ resting: [Element]) -> String? {
        guard shown.map(\.page) == resting.map(\.page) else {
            return "pages \(shown.map(\.page)) shown, the resting layout has \(resting.map(\.page))"
        }
        for (a, b) in zip(shown, resting) {
            if abs(a.x - b.x) > tolerance || abs(a.y - b.y) > tolerance || abs(a.height - b.height) > tolerance
                || abs(a.highlight - b.highlight) > tolerance {
                return "page \(a.page) at x \(NumberText.fixed(a.x, 3)), \(NumberText.fixed(a.height, 3)) pt; the resting layout has x \(NumberText.fixed(b.x, 3)), \(NumberText.fixed(b.height, 3)) pt"
            }
        }
        return nil
    }
}

/// One broken invariant in one frame of one row.
public struct Violation: Equatable, Sendable, CustomStringConvertible {
    /// The frame's number.
    public var frame: Int
    /// The row's name.
    public var row: String
    /// 1…5, as docs/motion.md#frame-invariants numbers them.
    public var invariant: Int
    /// What is wrong, in words.
    public var detail: String

    /// One line: the frame, the row, the invariant with its title, and the detail.
    public var description: String {
        "frame \(frame) · \(row) · invariant \(invariant) (\(FrameChecker.title(invariant))): \(detail)"
    }
}
