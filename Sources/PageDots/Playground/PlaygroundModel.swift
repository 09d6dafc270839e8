/// The playground's whole state: pages, scroller, the rows (one style track each; the
/// same style may appear in several) and the view options. Input arrives as `InputEvent`s; time only through `tick(dt)`. Knows nothing
/// of SDL, cairo or files.
public struct PlaygroundModel: Equatable, Sendable {
    public private(set) var pages: Int
    public internal(set) var scroller: Scroller
    public private(set) var tracks: [StyleTrack]
    public var tracking: Tracking
    /// Rows shown: all, or one soloed (its track's id).
    public private(set) var solo: Int?
    /// The id the next new row gets.
    private var nextID = 0
    /// Index into `[nil] + Easing.cycle`: nil keeps each style's default easing.
    public private(set) var easingIndex = 0
    public private(set) var timeScale = 1.0
    public private(set) var paused = false
    public private(set) var showDebug = false
    public private(set) var showHelp = false
    public private(set) var background = BackgroundStyle.automatic
    /// Which way the pages run on screen; the model itself always works left to right
    /// (`layout` is the logical frame, see `Direction`).
    public private(set) var direction = Direction.ltr
    /// How a looped carousel's styles pass from the last page to the first; nil: the
    /// carousel has ends.
    public private(set) var wrap: Wrap?
    /// Which copy of the pages the current page was in at the last tick (a loop's wrap
    /// changes it, however fast the scroller runs).
    private var lastLoop = 0

    /// Which copy of the pages the scroller's current page is in (0 for pages 0…N − 1).
    var loopIndex: Int {
        guard wrap != nil, pages > 0 else { return 0 }
        return ((scroller.position + 0.5) / Double(pages)).rounded(.down).saturatingInt
    }
    public private(set) var layout: PlaygroundLayout
    /// Model seconds elapsed (after time scale and pause).
    public private(set) var time = 0.0
    /// Frames the model has advanced.
    public private(set) var frame = 0
    /// The pointer is pressed on a control (tap or scrub) rather than the strip.
    public private(set) var pointer: PointerGesture?
    /// The tuning panel, when open.
    public internal(set) var panel: TuningPanel?
    /// A message that stays on screen until cleared (a playground file that does not load).
    public var banner: String?
    /// The page whose dot is drawn as a location arrow instead (HIG custom indicator
    /// image); nil for none.
    public var locationPage: Int?
    private var pendingStep = false
    /// Seconds the current page has shown at rest with nobody interacting: timer rows
    /// (`progress`) fill by it, and the page turns when it reaches their duration.
    public private(set) var pageTime = 0.0
    /// The page `pageTime` belongs to.
    private var timerPage = 0
    /// The control whose background fades out after a tap or scrub, and the seconds left.
    private var backgroundFade: BackgroundFade?

    private struct BackgroundFade: Equatable, Sendable {
        /// The row's track id.
        var row: Int
        /// Seconds.
        var remaining: Double
    }
    /// Seconds the automatic background takes to fade after a tap or scrub.
    public static let backgroundFadeTime = 0.6


    /// What a pressed pointer is doing.
    public enum PointerGesture: Equatable, Sendable {
        case strip
        /// On a row's control (its track id).
        case control(row: Int, startX: Double, startPage: Int, scrubbing: Bool)
    }

    public static let timeScales = [0.1, 0.25, 0.5, 1, 2]
    /// Frame length for single steps and headless runs, s.
    public static let frameTime = 1.0 / 60

    /// A playground of `pages` pages on `page`, `width × height` pt, one row per style
    /// (the three styles at their defaults when nil).
    public init(pages: Int, page: Int = 0, width: Double = 1280, height: Double = 720,
                styles: [PageIndicator]? = nil, tracking: Tracking = .continuous) throws {
        let styles = try styles ?? StyleKind.seeds.map { try PageIndicator($0) }
        self.init(pages: pages, page: page, width: width, height: height, rows: styles.map { RowSpec($0) }, tracking: tracking)
    }

    /// A playground of `pages` pages on `page`, `width × height` pt, with these rows.
    public init(pages: Int, page: Int = 0, width: Double = 1280, height: Double = 720,
                rows: [RowSpec], tracking: Tracking = .continuous, direction: Direction = .ltr, wrap: Wrap? = nil) {
        let (width, height) = direction.logicalSize(width: width, height: height)
        self.direction = direction
        self.pages = max(0, pages)
        self.tracking = tracking
        scroller = Scroller(pages: pages, page: page, pageWidth: width)
        scroller.loop = wrap != nil
        self.wrap = wrap
        let x = scroller.position
        tracks = rows.enumerated().map { StyleTrack($1, id: $0, position: x, pages: pages, tracking: tracking) }
        nextID = rows.count
        layout = PlaygroundLayout(width: width, height: height, rows: tracks.map(\.id), widestRow: 1)
        relayout()
        lastLoop = loopIndex
        if wrap == .continuous { place(at: scroller.position) }
    }

    // MARK: Reading

    /// The screen's size, pt (the logical frame turned by the direction).
    public var screenSize: (width: Double, height: Double) {
        direction.screenSize(logicalWidth: layout.width, logicalHeight: layout.height)
    }

    /// The logical point under screen point (x, y).
    public func logical(_ x: Double, _ y: Double) -> (x: Double, y: Double) {
        direction.toLogical(x, y, logicalWidth: layout.width, logicalHeight: layout.height)
    }

    /// What a platform's accessibility would speak for the control: "page 3 of 12".
    public var spokenLabel: String { Direction.spokenLabel(page: currentPage, pages: pages) }

    public var currentPage: Int {
        guard wrap != nil, pages > 0 else { return PagePosition.currentPage(scroller.position, pages: pages) }
        return scroller.nearest(scroller.position).modulo(pages)
    }

    /// The position the styles see: the scroller's, or in a loop the same place within
    /// the pages (from −½ to N − ½, so that it is the current page's neighbourhood).
    public var stylePosition: Double {
        let w = displayPosition
        return wrap != nil && w >= Double(pages) - 0.5 ? w - Double(pages) : w
    }
    public var easing: Easing? { easingIndex == 0 ? nil : Easing.cycle[easingIndex - 1] }
    public var visibleTracks: [StyleTrack] { tracks.filter { solo == nil || $0.id == solo } }
    /// The first row of style `kind`.
    public func track(_ kind: StyleKind) -> StyleTrack? { tracks.first { $0.kind == kind } }
    /// The row whose track has `id`.
    public func track(id: Int) -> StyleTrack? { tracks.first { $0.id == id } }
    /// The rows as set up.
    public var rows: [RowSpec] { tracks.map(\.spec) }

    /// `PageDots — page 3/12` (pages counted from 1 for people).
    public var title: String {
        pages == 0 ? "PageDots — no pages" : "PageDots — page \(currentPage + 1)/\(pages)"
    }

    /// Whether nothing moves: scroller at rest, no dot animating, no background fading, no
    /// pointer pressed.
    public var isAtRest: Bool {
        scroller.isAtRest && pointer == nil && backgroundFade == nil && tracks.allSatisfy { !$0.isAnimating }
    }

    /// How much of a row's control background (`row`: its track id) the `automatic`
    /// setting shows, 0…1: all of it while a person presses, taps or scrubs that control
    /// (not while the content strip is dragged), fading out after they let go.
    public func interaction(_ row: Int) -> Double {
        if case .control(let r, _, _, _) = pointer, r == row { return 1 }
        if let fade = backgroundFade, fade.row == row { return max(0, min(1, fade.remaining / Self.backgroundFadeTime)) }
        return 0
    }

    // MARK: Input

    /// Applies one event; returns what the surrounding program should do.
    @discardableResult
    public mutating func handle(_ event: InputEvent) throws -> [PlaygroundEffect] {
        switch event {
        case .pointerDown(let x, let y): let p = logical(x, y); pointerDown(p.x, p.y)
        case .pointerMove(let x, let y): pointerMove(logical(x, y).x)
        case .pointerUp(let x, let y): pointerUp(logical(x, y).x)
        case .scroll(let delta): scroller.scroll(by: delta)
        case .wheelTicks(let n): scroller.step(by: n)
        case .key(let k): return press(k)
        case .resize(let w, let h):
            let size = direction.logicalSize(width: w, height: h)
            resize(width: size.width, height: size.height)
        case .goto(let page, let duration, let easing):
            scroller.animate(to: nearestVirtual(page), duration: duration, easing: easing)
            if duration <= 0 { noteJump(.position) }
        case .flick(let v):
            if !scroller.isDragging { scroller.beginDrag(at: 0) }
            scroller.release(velocity: v)
        case .setPages(let n): setPages(n)
        case .setParameters(let row, let settings):
            guard tracks.indices.contains(row) else { return [] }
            let next = try tracks[row].style.setting(settings)
            let v = view(of: next)
            tracks[row].repeating = v.repeating
            tracks[row].replace(try next.setting([], position: tracking.trackedPosition(v.position, pages: v.pages), pages: v.pages))
            relayout()
        case .setRows(let rows): setRows(rows)
        }
        return []
    }

    private mutating func press(_ key: Key) -> [PlaygroundEffect] {
        switch key {
        case .left, .right, .shiftLeft, .shiftRight, .up, .down, .panel:
            return tune(key)
        case .save: return [.save]
        case .home: scroller.animate(to: nearestVirtual(0), duration: 0.4, easing: .easeInOutCubic)
        case .end: scroller.animate(to: nearestVirtual(pages - 1), duration: 0.4, easing: .easeInOutCubic)
        case .solo(let n):
            solo = n >= 1 && n <= tracks.count ? tracks[n - 1].id : nil
            relayout()
        case .morePages: setPages(pages + 1)
        case .fewerPages: setPages(pages - 1)
        case .tracking:
            tracking = tracking == .continuous ? .discrete : .continuous
            noteJump(.position)
        case .easing: easingIndex = (easingIndex + 1) % (Easing.cycle.count + 1)
        case .slower, .faster:
            let scales = Self.timeScales
            let i = scales.lastIndex { $0 <= timeScale } ?? 0
            timeScale = scales[(key == .slower ? i - 1 : i + 1).clamped(0, scales.count - 1)]
        case .pause: paused.toggle()
        case .stepFrame: if paused { pendingStep = true }
        case .debug: showDebug.toggle()
        case .background: background = background.next
        case .freeScroll: scroller.freeScroll.toggle()
        case .help: showHelp.toggle()
        case .screenshot: return [.screenshot]
        case .record: return [.toggleRecording]
        case .quit: return [.quit]
        }
        return []
    }

    /// Sets the time scale to the nearest allowed step.
    public mutating func setTimeScale(_ s: Double) {
        timeScale = Self.timeScales.min { abs($0 - s) < abs($1 - s) } ?? 1
    }

    private mutating func pointerDown(_ x: Double, _ y: Double) {
        if panel != nil, let row = layout.row(at: x, y), let i = tracks.firstIndex(where: { $0.id == row.id }) { selectPanelRow(i) }
        if let row = layout.row(at: x, y), y > row.centerY - 30, y < row.centerY + 30,
           let track = track(id: row.id), let span = controlSpan(track, row: row),
           x >= span.lo - 12, x <= span.hi + 12 {
            pointer = .control(row: row.id, startX: x, startPage: currentPage, scrubbing: false)
            return
        }
        pointer = .strip
        scroller.beginDrag(at: x)
    }

    private mutating func pointerMove(_ x: Double) {
        switch pointer {
        case .strip: scroller.drag(to: x)
        case .control(let row, let startX, let startPage, let scrubbing):
            guard scrubbing || abs(x - startX) > 6, track(id: row) != nil else { return }
            pointer = .control(row: row, startX: startX, startPage: startPage, scrubbing: true)
            let page = scrubPage(row, startX: startX, startPage: startPage, at: x)
            if page.clamped(0, max(0, pages - 1)) != currentPage || !scroller.isAtRest {
                scroller.jump(to: page)
                noteJump(.position)
            }
        case nil: break
        }
    }

    private mutating func pointerUp(_ x: Double) {
        switch pointer {
        case .strip: scroller.drag(to: x); scroller.endDrag()
        case .control(let id, _, _, let scrubbing):
            backgroundFade = BackgroundFade(row: id, remaining: Self.backgroundFadeTime)
            if !scrubbing, let row = layout.row(for: id), let track = track(id: id),
               let current = track.shown.first(where: \.current) {
                // A tap on the leading or trailing side of the current dot.
                let dotX = row.centerX + current.x * layout.zoom
                scroller.step(by: x < dotX ? -1 : 1)
            }
        case nil: break
        }
        pointer = nil
    }

    /// Pointer travel per page while scrubbing a row's control (`row`: its track id) from `startX` on
    /// `startPage`, toward later pages (`forward`) or earlier ones, pt: one pitch on
    /// screen when there is room, less when the pages left on that side need more room
    /// than the dot area has, so that its end always reaches the first or last page.
    public func scrubStep(_ row: Int, startX: Double, startPage: Int, forward: Bool) -> Double {
        let pitch = (track(id: row)?.style.pitch ?? 10) * layout.zoom
        let room = forward ? layout.dotAreaRight - startX : startX - layout.dotAreaLeft
        let left = forward ? pages - 1 - startPage : startPage
        guard left > 0, room > 0 else { return pitch }
        return max(1, min(pitch, room / (Double(left) + 0.5)))
    }

    /// The page a scrub from `startX` on `startPage` reaches with the pointer at `x`;
    /// past either end of the dot area, the first or last page.
    public func scrubPage(_ row: Int, startX: Double, startPage: Int, at x: Double) -> Int {
        if x <= layout.dotAreaLeft { return 0 }
        if x >= layout.dotAreaRight { return max(0, pages - 1) }
        let step = scrubStep(row, startX: startX, startPage: startPage, forward: x >= startX)
        return (Double(startPage) + ((x - startX) / step).rounded()).saturatingInt.clamped(0, max(0, pages - 1))
    }

    /// Where the pointer is when a scrub from `startX` on `startPage` shows `page` (real
    /// pages move the pointer in between), pt: what a scripted scrub follows.
    public func scrubPointer(_ row: Int, startX: Double, startPage: Int, page: Double) -> Double {
        let step = scrubStep(row, startX: startX, startPage: startPage, forward: page >= Double(startPage))
        return startX + (page - Double(startPage)) * step
    }

    /// The visible dots' horizontal extent on screen, pt.
    func controlSpan(_ track: StyleTrack, row: PlaygroundLayout.Row) -> (lo: Double, hi: Double)? {
        let visible = track.layout.dots.filter(\.isVisible)
        guard let first = visible.first, let last = visible.last else { return nil }
        let z = layout.zoom
        return (row.centerX + (first.x - first.diameter / 2) * z, row.centerX + (last.x + last.diameter / 2) * z)
    }

    private mutating func setPages(_ n: Int) {
        let n = n.clamped(0, 1_000_000_000)
        guard n != pages else { return }
        pages = n
        scroller.setPages(n)
        noteJump(.structure)
        relayout()
    }

    private mutating func resize(width: Double, height: Double) {
        guard width > 0, height > 0 else { return }
        scroller.pageWidth = width
        layout = PlaygroundLayout(width: width, height: height, rows: visibleTracks.map(\.id),
                                  widestRow: Self.widestRow(tracks.map(\.style), pages: pages),
                                  largestDot: tracks.map(\.style.fullDiameter).max() ?? 1)
    }

    /// Takes a new list of rows (a playground file saved again): a row keeps its track —
    /// and animates to its new parameters — when the row at its place has the same style;
    /// other rows are new (their dots grow in) or gone. The position is kept.
    private mutating func setRows(_ rows: [RowSpec]) {
        var next: [StyleTrack] = []
        for (i, row) in rows.enumerated() {
            let v = view(of: row.style)
            if i < tracks.count, tracks[i].kind == row.style.kind {
                var t = tracks[i]
                t.repeating = v.repeating
                t.update(to: row, position: tracking.trackedPosition(v.position, pages: v.pages), pages: v.pages)
                next.append(t)
            } else {
                var t = StyleTrack(row, id: nextID, position: v.position, pages: v.pages, tracking: tracking, repeating: v.repeating)
                nextID += 1
                t.growIn()
                next.append(t)
            }
        }
        tracks = next
        if let s = solo, !tracks.contains(where: { $0.id == s }) { solo = nil }
        relayout()
    }

    private mutating func noteJump(_ jump: StyleTrack.Jump) {
        for i in tracks.indices { tracks[i].note(jump) }
    }

    private mutating func relayout() { resize(width: layout.width, height: layout.height) }

    /// The widest row any style can have, pt, for a zoom that fits them all.
    static func widestRow(_ styles: [PageIndicator], pages: Int) -> Double {
        styles.map { $0.widestRow(pages: pages) }.max() ?? 1
    }

    /// Puts the scroller at `x` pages and every style on it at once, with no animation:
    /// the state a person sees once everything has come to rest there.
    public mutating func place(at x: Double) {
        scroller.place(at: x)
        for i in tracks.indices {
            let v = view(of: tracks[i].style)
            tracks[i].repeating = v.repeating
            tracks[i].place(position: v.position, pages: v.pages, tracking: tracking)
        }
        lastLoop = loopIndex
    }

    // MARK: Time

    /// Advances the model by `dt` seconds of wall time (scaled by the time scale; nothing
    /// moves while paused except a requested single frame).
    public mutating func tick(_ dt: Double) {
        var step = max(0, dt.isFinite ? dt : 0) * timeScale
        if paused {
            guard pendingStep else { return }
            pendingStep = false
            step = Self.frameTime * timeScale
        }
        time += step
        frame += 1
        scroller.tick(step)
        if let fade = backgroundFade {
            backgroundFade = fade.remaining > step ? BackgroundFade(row: fade.row, remaining: fade.remaining - step) : nil
        }
        windTimer(step)
        // A loop's wrap (last page to first or back) morphs or sweeps the styles.
        // (A style that runs on through a continuous wrap sees no wrap at all.)
        let copy = loopIndex
        let wrapped = wrap != nil && pages > 2 && copy != lastLoop
        lastLoop = copy
        let resting = scroller.isAtRest
        for i in tracks.indices {
            let v = view(of: tracks[i].style)
            if v.repeating != tracks[i].repeating { tracks[i].repeating = v.repeating; tracks[i].note(.structure) }
            if wrapped && v.repeating == nil { tracks[i].note(wrap == .sweep ? .sweep : .wrap) }
            tracks[i].wind(pageTime)
            tracks[i].update(position: v.position, pages: v.pages, tracking: tracking, dt: step, easing: easing, scrollerAtRest: resting)
        }
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
    public func view(of style: PageIndicator) -> (position: Double, pages: Int, repeating: Int?) {
        guard wrap == .continuous, pages > 2, style.repeats(pages: pages) else { return (stylePosition, pages, nil) }
        let copies = max(2, min(2_000_000, 1_000_000_000 / pages) & ~1)
        return (scroller.position + Double(pages * (copies / 2)), pages * copies, pages)
    }

    /// The position shown in the HUD: within the pages in a loop.
    public var displayPosition: Double {
        guard wrap != nil, pages > 0 else { return scroller.position }
        let n = Double(pages), x = scroller.position
        return x - (x / n).rounded(.down) * n
    }

    /// The shortest page duration of the timer rows, s; nil when there are none.
    public var pageDuration: Double? { tracks.compactMap(\.style.pageDuration).min() }

    /// Runs the page timer while the scroller rests and nobody presses (it pauses while a
    /// person interacts, as UIPageControlTimerProgress does, and restarts on another
    /// page); at the shortest timer row's duration the page turns to the next, as a tap
    /// would. On the last page the timer runs on until every timer row is full.
    private mutating func windTimer(_ step: Double) {
        if currentPage != timerPage {
            timerPage = currentPage
            pageTime = 0
        }
        let durations = tracks.compactMap(\.style.pageDuration)
        guard let duration = durations.min(), let longest = durations.max(), pages > 1 else {
            pageTime = 0
            return
        }
        guard scroller.isAtRest, pointer == nil else { return }
        // Runs on to the longest duration, so that every timer row fills on the last page.
        pageTime = min(longest, pageTime + step)
        if pageTime >= duration && currentPage < pages - 1 { scroller.step(by: 1) }
    }
}
