extension PlaygroundModel {
    /// Sets the time scale to the nearest allowed step.
    public mutating func setTimeScale(_ s: Double) {
        timeScale = Self.timeScales.min { abs($0 - s) < abs($1 - s) } ?? 1
    }

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
        for i in rows.indices {
            let v = view(of: rows[i].style)
            if v.repeating != rows[i].repeating { rows[i].repeating = v.repeating; rows[i].note(.structure) }
            if wrapped && v.repeating == nil { rows[i].note(wrap == .sweep ? .sweep : .wrap) }
            rows[i].wind(pageTime)
            rows[i].update(position: v.position, pages: v.pages, tracking: tracking, dt: step, easing: easing, scrollerAtRest: resting)
        }
    }

    /// The shortest page duration of the timer rows, s; nil when there are none.
    public var pageDuration: Double? { rows.compactMap(\.style.pageDuration).min() }

    /// Runs the page timer while the scroller rests and nobody presses (it pauses while a
    /// person interacts, as UIPageControlTimerProgress does, and restarts on another
    /// page); at the shortest timer row's duration the page turns to the next, as a tap
    /// would. On the last page the timer runs on until every timer row is full.
    mutating func windTimer(_ step: Double) {
        if currentPage != timerPage {
            timerPage = currentPage
            pageTime = 0
        }
        let durations = rows.compactMap(\.style.pageDuration)
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
