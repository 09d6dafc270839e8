extension PlaygroundModel {
    /// A press on a row's control (near its dots) taps or scrubs it; anywhere else it
    /// drags the strip.
    mutating func pointerDown(_ x: Double, _ y: Double) {
        if panel != nil, let row = layout.row(at: x, y), let i = rows.firstIndex(where: { $0.id == row.id }) { selectPanelRow(i) }
        // A click on a row's label (the panel closed) solos that row, or shows all again.
        if panel == nil, let row = layout.row(at: x, y), layout.isOnLabel(x) {
            setSolo(solo == row.id ? nil : row.id)
            return
        }
        if let row = layout.row(at: x, y), y > row.centerY - 30, y < row.centerY + 30,
           let track = self.row(id: row.id), let span = controlSpan(track, row: row),
           x >= span.lo - 12, x <= span.hi + 12 {
            pointer = .control(row: row.id, startX: x, startPage: currentPage, scrubbing: false)
            return
        }
        pointer = .strip
        scroller.beginDrag(at: x)
    }

    mutating func pointerMove(_ x: Double) {
        switch pointer {
        case .strip: scroller.drag(to: x)
        case .control(let row, let startX, let startPage, let scrubbing):
            // A move of 6 pt (or half a page's travel, when pages are closer than that) is
            // a scrub rather than a tap: the first page turns at the same point of the move
            // at any window size.
            guard self.row(id: row) != nil, scrubbing || abs(x - startX) > min(6, scrubStep(row, startX: startX, startPage: startPage, forward: x >= startX) / 2)
            else { return }
            pointer = .control(row: row, startX: startX, startPage: startPage, scrubbing: true)
            let page = scrubPage(row, startX: startX, startPage: startPage, at: x)
            if page.clamped(0, max(0, pages - 1)) != currentPage || !scroller.isAtRest {
                scroller.jump(to: page)
                noteJump(.position)
            }
        case nil: break
        }
    }

    mutating func pointerUp(_ x: Double) {
        switch pointer {
        case .strip: scroller.drag(to: x); scroller.endDrag()
        case .control(let id, _, _, let scrubbing):
            backgroundFade = BackgroundFade(row: id, remaining: Self.backgroundFadeTime)
            if !scrubbing, let row = layout.row(for: id), let track = self.row(id: id),
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
        let pitch = (self.row(id: row)?.style.pitch ?? 10) * layout.zoom
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
    func controlSpan(_ track: PlaygroundRow, row: PlaygroundLayout.Row) -> (lo: Double, hi: Double)? {
        let visible = track.layout.elements.filter(\.isVisible)
        guard let first = visible.first, let last = visible.last else { return nil }
        let z = layout.zoom
        return (row.centerX + (first.x - first.height / 2) * z, row.centerX + (last.x + last.height / 2) * z)
    }
}
