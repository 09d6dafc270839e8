/// Everything that can happen to the playground, from a person or a scenario. Pointer
/// coordinates are in pt from the window's top-left corner.
public enum InputEvent: Equatable, Sendable {
    case pointerDown(x: Double, y: Double)
    case pointerMove(x: Double, y: Double)
    case pointerUp(x: Double, y: Double)
    /// Precise (trackpad) scrolling, pages; `+` is forward.
    case scroll(pages: Double)
    /// Whole wheel ticks: one page each, animated; `+` is forward.
    case wheelTicks(Int)
    case key(Key)
    /// The window's size changed, pt.
    case resize(width: Double, height: Double)
    /// Go to a page, animated (scenarios).
    case goto(page: Int, duration: Double, easing: Easing)
    /// Let go of the strip with a velocity in pages/s (scenarios).
    case flick(velocity: Double)
    case setPages(Int)
    /// Parameters of the row at index `row` (from 0) set together (checked once all are
    /// applied).
    case setParameters(row: Int, [ParameterSetting])
    /// A new list of rows (a playground file saved again).
    case setRows([RowSpec])
}

/// The playground's keys (spec §5).
public enum Key: Equatable, Sendable {
    /// The keys a scenario's `press` step may name, by name.
    public static let scriptable: [(name: String, key: Key)] = [
        ("left", .left), ("right", .right), ("home", .home), ("end", .end),
        ("plus", .morePages), ("minus", .fewerPages), ("tracking", .tracking), ("easing", .easing),
        ("slower", .slower), ("faster", .faster), ("debug", .debug), ("background", .background),
        ("freeScroll", .freeScroll), ("showAll", .solo(0)), ("solo1", .solo(1)), ("solo2", .solo(2)), ("solo3", .solo(3)),
    ]

    case left, right, home, end
    /// `1`…`9` solo a row, `0` shows all.
    case solo(Int)
    case morePages, fewerPages
    case tracking, easing
    case slower, faster
    case pause, stepFrame
    case debug, background, freeScroll
    case screenshot, record, help, quit
    /// `P`: the tuning panel; `W`: save the state as a playground file.
    case panel, save
    /// ↑ ↓ (in the panel: choose a parameter).
    case up, down
    /// Shift ← → (in the panel: ten steps).
    case shiftLeft, shiftRight
}

/// What the model asks of the program around it after an event.
public enum PlaygroundEffect: Equatable, Sendable {
    case screenshot
    case toggleRecording
    case quit
    /// Write the state as a playground file.
    case save
    /// Tell the person something for a moment (e.g. why a change was refused).
    case notice(String)
}
