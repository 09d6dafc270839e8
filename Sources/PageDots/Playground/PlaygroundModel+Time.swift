extension PlaygroundModel {
    /// Sets the time scale to the nearest allowed step.
    public mutating func setTimeScale(_ s: Double) {
        timeScale = Self.timeScales.min { abs($0 - s) < abs($1 - s) } ?? 1
    }

    /// Advances the model by `dt` seconds of wall time (scaled by the time scale; nothing
    /// moves while paused except a requested single frame) and samples a frame: the
    /// live window's step.
    public mutating func tick(_ dt: Double) {
        var step = max(0, dt.isFinite ? dt : 0) * timeScale
        if paused {
            guard pendingStep else { return }
            pendingStep = false
            step = Self.frameTime * timeScale
        }
        advance(step)
        sampleFrame(step)
    }

    /// Advances what moves continuously — the scroller, the background's fade, the page
    /// timer — by `step` seconds of model time, exactly: any split of the time gives the
    /// same state (the page timer turns the page at its own instant). A scenario advances
    /// to each step's exact time with it, and samples frames in between.
    public mutating func advance(_ step: Double) {
        var left = max(0, step.isFinite ? step : 0)
        var parts = 0
        repeat {
            parts += 1
            // Parts end where something changes by itself — the scroller's mode, the page
            // timer's turn — so that each part is spent in one state.
            let resting = scroller.isAtRest && pointer == nil
            let part = [left, scroller.timeToChange, resting ? timeToTimerTurn() : nil].compactMap { $0 }.min() ?? left
            time += part
            if !resting { movedThisFrame = true }
            scroller.tick(part)
            if !scroller.isAtRest { movedThisFrame = true }
            if let fade = backgroundFade {
                backgroundFade = fade.remaining > part ? BackgroundFade(row: fade.row, remaining: fade.remaining - part) : nil
            }
            windTimer(part, counting: resting)
            left -= part
        } while left > 1e-12 && parts < 64
    }

    /// A frame: every row follows the scroller and its animations advance by `dt` (the
    /// model time since the last frame).
    public mutating func sampleFrame(_ dt: Double) {
        frame += 1
        // A loop's wrap (last page to first or back) morphs or sweeps the styles.
        // (A style that runs on through a continuous wrap sees no wrap at all.)
        let copy = loopIndex
        let wrapped = wrap != nil && pages > 1 && copy != lastLoop
        lastLoop = copy
        let resting = scroller.isAtRest
        // (A hidden row is paused: it moves on when shown again.)
        for i in rows.indices where isShown(rows[i].id) {
            let v = view(of: rows[i].style)
            if v.looping != rows[i].looping { rows[i].looping = v.looping; rows[i].note(.structure) }
            if wrapped && v.looping == .none { rows[i].note(wrap == .sweep ? .sweep : .wrap) }
            rows[i].wind(pageTime)
            rows[i].update(position: v.position, current: v.current, pages: v.pages, tracking: tracking, dt: dt, easing: easing, scrollerAtRest: resting)
        }
        movedSinceLastFrame = movedThisFrame
        movedThisFrame = false
    }

    /// The shortest page duration of the timer rows shown, s; nil when there are none (a
    /// hidden row's timer is paused).
    public var pageDuration: Double? { visibleRows.compactMap(\.style.pageDuration).min() }

    /// Seconds until the page timer turns the page, if it is running.
    func timeToTimerTurn() -> Double? {
        guard let duration = pageDuration, pages > 1, scroller.isAtRest, pointer == nil,
              currentPage == timerPage, currentPage < pages - 1 else { return nil }
        return max(0, duration - pageTime)
    }

    /// Runs the page timer while the scroller rests and nobody presses (it pauses while a
    /// person interacts, as UIPageControlTimerProgress does, and restarts on another
    /// page); at the shortest timer row's duration the page turns to the next, as a tap
    /// would. On the last page the timer runs on until every timer row is full.
    /// `counting`: the scroller rested (and nobody pressed) through `step`.
    mutating func windTimer(_ step: Double, counting: Bool = true) {
        if currentPage != timerPage {
            timerPage = currentPage
            pageTime = 0
        }
        let durations = visibleRows.compactMap(\.style.pageDuration)
        // (No timer row shown: the timer pauses where it is, and goes on when one shows.)
        guard let duration = durations.min(), let longest = durations.max(), pages > 1 else { return }
        guard counting, scroller.isAtRest, pointer == nil else { return }
        // Runs on to the longest duration, so that every timer row fills on the last page.
        pageTime = min(longest, pageTime + step)
        if pageTime >= duration - 1e-12 && currentPage < pages - 1 { scroller.step(by: 1) }
    }
}
