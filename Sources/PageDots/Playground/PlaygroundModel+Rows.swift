extension PlaygroundModel {
    mutating func setPages(_ n: Int) {
        let n = n.clamped(0, 1_000_000_000)
        guard n != pages else { return }
        pages = n
        scroller.setPages(n)
        noteJump(.structure)
        relayout()
    }

    /// The window is `width × height` pt (logical frame): a zoom left to fit is fitted
    /// again.
    mutating func resize(width: Double, height: Double) {
        guard width > 0, height > 0 else { return }
        let refit = width != layout.width || height != layout.height
        scroller.pageWidth = width
        layout = PlaygroundLayout(width: width, height: height, rows: visibleRows.map(\.id),
                                  zoom: chosenZoom ?? (refit ? fittingZoom(width: width, height: height) : layout.zoom),
                                  labelsAtEnd: direction == .btt)
    }

    /// The zoom at which every row fits a window `width × height` pt (logical frame):
    /// the rows' styles at rest as first set up — a preset's numbers, or the style's
    /// defaults — (`asSet`: with the parameters they have now), so that the zoom a
    /// playground starts with depends on the window and the styles and presets shown,
    /// never on a parameter.
    func fittingZoom(width: Double, height: Double, asSet: Bool = false) -> Double {
        let styles = asSet ? rows.map(\.style) : rows.map(\.spec.restingStyle)
        return PlaygroundLayout.fittingZoom(width: width, height: height, rows: max(1, rows.count),
                                            widestRow: Self.widestRow(styles, pages: pages),
                                            largestDot: styles.map(\.fullDiameter).max() ?? 1)
    }

    /// Sets the zoom (clamped to `PlaygroundLayout.zooms`); nil fits it to the rows again.
    public mutating func setZoom(_ z: Double?) {
        chosenZoom = z.map { min(max($0, PlaygroundLayout.zooms.lowerBound), PlaygroundLayout.zooms.upperBound) }
        layout.zoom = chosenZoom ?? fittingZoom(width: layout.width, height: layout.height)
    }

    /// Takes a new list of rows (a playground file saved again): a row keeps its state —
    /// and animates to its new parameters — when the row at its place has the same style;
    /// other rows are new (their dots grow in) or gone. The position is kept.
    mutating func setRows(_ specs: [RowSpec]) {
        var next: [PlaygroundRow] = []
        for (i, row) in specs.enumerated() {
            let v = view(of: row.style)
            if i < rows.count, rows[i].kind == row.style.kind {
                var t = rows[i]
                t.looping = v.looping
                t.update(to: row, position: tracking.trackedPosition(v.position, pages: v.pages), pages: v.pages)
                next.append(t)
            } else {
                var t = PlaygroundRow(row, id: nextID, position: v.position, pages: v.pages, tracking: tracking, looping: v.looping)
                nextID += 1
                t.growIn()
                next.append(t)
            }
        }
        rows = next
        if let s = solo, !rows.contains(where: { $0.id == s }) { solo = nil }
        relayout()
    }

    /// Shows row `id` alone (nil: every row). Hidden rows are paused — their motion and
    /// their timers — and a row shown again moves from where it stopped to where it
    /// should be, as after a jump.
    mutating func setSolo(_ id: Int?) {
        let hidden = Set(rows.filter { !isShown($0.id) }.map(\.id))
        solo = id
        for i in rows.indices where hidden.contains(rows[i].id) && isShown(rows[i].id) { rows[i].note(.position) }
        // The panel edits the row shown alone, not one the solo hides.
        if panel != nil, let id, let i = rows.firstIndex(where: { $0.id == id }) { selectPanelRow(i) }
        relayout()
    }

    /// Whether row `id` is on screen (no other row is soloed).
    func isShown(_ id: Int) -> Bool { solo == nil || solo == id }

    mutating func noteJump(_ jump: PlaygroundRow.Jump) {
        for i in rows.indices { rows[i].note(jump) }
    }

    mutating func relayout() { resize(width: layout.width, height: layout.height) }

    /// The widest row any style can have, pt, for a zoom that fits them all.
    static func widestRow(_ styles: [PageIndicator], pages: Int) -> Double {
        styles.map { $0.widestRow(pages: pages) }.max() ?? 1
    }

    /// Puts the scroller at `x` pages and every style on it at once, with no animation:
    /// the state a person sees once everything has come to rest there.
    public mutating func place(at x: Double) {
        scroller.place(at: x)
        for i in rows.indices {
            let v = view(of: rows[i].style)
            rows[i].looping = v.looping
            rows[i].place(position: v.position, current: v.current, pages: v.pages, tracking: tracking)
        }
        lastLoop = loopIndex
    }

    /// Takes a playground file's setup, saved again: rows (animating to their new
    /// layout), page count, tracking, direction, loop, time scale, easing, zoom and
    /// location page; the position is kept (the window's size is the person's).
    public mutating func apply(_ setup: PlaygroundSetup) throws {
        if setup.pages != pages { try handle(.setPages(setup.pages)) }
        if setup.tracking != tracking { try handle(.command(.tracking)) }
        if setup.direction != direction { setDirection(setup.direction) }
        if setup.wrap != wrap { setWrap(setup.wrap) }
        setTimeScale(setup.timeScale)
        easing = setup.easing
        if setup.zoom != chosenZoom { setZoom(setup.zoom) }
        locationPage = setup.locationPage
        try handle(.setRows(setup.rows))
    }

    /// Runs the pages another way on the same screen.
    mutating func setDirection(_ d: Direction) {
        let screen = screenSize
        direction = d
        let size = d.logicalSize(width: screen.width, height: screen.height)
        resize(width: size.width, height: size.height)
    }

    /// Makes the carousel looped (how its styles wrap) or gives it ends again.
    mutating func setWrap(_ w: Wrap?) {
        let page = currentPage
        wrap = w
        scroller.loop = w != nil
        // Back within the pages when the loop ends; the styles take the change as a jump.
        if w == nil && pages > 0 { scroller.place(at: Double(page)) }
        lastLoop = loopIndex
        noteJump(.structure)
    }
}
