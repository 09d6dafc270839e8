extension PlaygroundModel {
    /// Applies one event; returns what the surrounding program should do. Input on
    /// screen (pointer, wheel, arrow keys) becomes the logical frame's here, through the
    /// direction, and nowhere else.
    @discardableResult
    public mutating func handle(_ event: InputEvent) throws -> [PlaygroundEffect] {
        switch event {
        case .pointerDown(let x, let y): let p = logical(x, y); pointerDown(p.x, p.y)
        case .pointerMove(let x, let y): pointerMove(logical(x, y).x)
        case .pointerUp(let x, let y): pointerUp(logical(x, y).x)
        case .wheel(let dx, let dy):
            let forward = direction.forward(wheelX: dx, wheelY: dy)
            guard forward != 0 else { return [] }
            // Whole ticks step a page each; fractional (precise) deltas scroll directly.
            if dx == dx.rounded(), dy == dy.rounded() {
                scroller.step(by: Int(forward))
            } else {
                scroller.scroll(by: forward * Self.pointsPerWheelUnit / max(1, layout.width))
            }
        case .scroll(let delta): scroller.scroll(by: delta)
        case .wheelTicks(let n): scroller.step(by: n)
        case .key(let key, let shift):
            guard let command = Keymap.command(for: key, shift: shift) else { return [] }
            return perform(command)
        case .command(let command): return perform(command)
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
            guard rows.indices.contains(row) else { return [] }
            let next = try rows[row].style.setting(settings)
            let v = view(of: next)
            rows[row].looping = v.looping
            rows[row].replace(try next.setting([], position: tracking.trackedPosition(v.position, pages: v.pages), pages: v.pages))
            relayout()
        case .setRows(let rows): setRows(rows)
        }
        return []
    }

    /// Points of travel per precise wheel unit (trackpads).
    public static let pointsPerWheelUnit = 48.0

    /// Carries out a command (a key's, or a scenario's `press`).
    mutating func perform(_ command: Command) -> [PlaygroundEffect] {
        switch command {
        case .arrow(let arrow, let big):
            if panel != nil { return tune(arrow, big: big) }
            // Arrows follow the order the pages run in.
            let step = direction.pageStep(arrow)
            if step != 0 { scroller.step(by: step) }
        case .panel: togglePanel()
        case .save: return [.save]
        case .first: scroller.animate(to: nearestVirtual(0), duration: 0.4, easing: .easeInOutCubic)
        case .last: scroller.animate(to: nearestVirtual(pages - 1), duration: 0.4, easing: .easeInOutCubic)
        case .solo, .soloNext:
            let now = solo.flatMap { id in rows.firstIndex { $0.id == id } }
            if let next = command.soloIndex(after: now, rows: rows.count) { setSolo(next.map { rows[$0].id }) }
        case .zoomIn, .zoomOut:
            let steps = PlaygroundLayout.zoomSteps, z = layout.zoom
            let next = command == .zoomIn ? steps.first { $0 > z * 1.0001 } : steps.last { $0 < z * 0.9999 }
            setZoom(next ?? z)
        case .zoomFit: setZoom(fittingZoom(width: layout.width, height: layout.height, asSet: true))
        case .morePages:
            // (At the limit, said rather than silently nothing.)
            guard pages < Limits.maxPages else { return [.refused("at most \(Limits.maxPages) pages")] }
            setPages(pages + 1)
        case .fewerPages: setPages(pages - 1)
        case .tracking:
            tracking = tracking == .continuous ? .discrete : .continuous
            noteJump(.position)
        case .easing:
            // The style's own, then each curve of the cycle in turn.
            let cycle = Easing.cycle
            let next = easing.flatMap { cycle.firstIndex(of: $0) }.map { $0 + 1 } ?? (easing == nil ? 0 : cycle.count)
            easing = next < cycle.count ? cycle[next] : nil
        case .slower, .faster:
            let scales = Self.timeScales
            let i = scales.lastIndex { $0 <= timeScale } ?? 0
            timeScale = scales[(command == .slower ? i - 1 : i + 1).clamped(0, scales.count - 1)]
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
}
