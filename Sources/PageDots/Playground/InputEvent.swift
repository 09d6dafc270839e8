/// Everything that can happen to the playground, from a person or a scenario. Pointer
/// coordinates are in pt from the window's top-left corner.
public enum InputEvent: Equatable, Sendable {
    case pointerDown(x: Double, y: Double)
    case pointerMove(x: Double, y: Double)
    case pointerUp(x: Double, y: Double)
    /// A wheel or trackpad on screen: SDL's deltas (+x right, +y up; natural scrolling
    /// already applied), whole numbers for a mouse wheel's ticks, fractions for a
    /// trackpad. The direction the pages run says which way is forward.
    case wheel(dx: Double, dy: Double)
    /// Precise (trackpad) scrolling, pages; `+` is forward.
    case scroll(pages: Double)
    /// Whole wheel ticks: one page each, animated; `+` is forward.
    case wheelTicks(Int)
    /// A key pressed (`shift`: with Shift held); the keymap says what it does.
    case key(Key, shift: Bool = false)
    /// What a key would do, asked for directly (a scenario's `press`).
    case command(Command)
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

/// What the model asks of the program around it after an event.
public enum PlaygroundEffect: Equatable, Sendable {
    case screenshot
    case toggleRecording
    case quit
    /// Write the state as a playground file.
    case save
    /// A change was refused, and why: shown as clearly as a bad playground file (a red
    /// banner and a line on stderr).
    case refused(String)
}
