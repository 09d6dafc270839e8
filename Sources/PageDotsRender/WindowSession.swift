import PageDots

/// What a window shows and how it answers input, apart from the window itself: the
/// playground (`PlaygroundSession`) or a recording beside a style (`ComparisonSession`).
/// The SDL edge feeds it neutral input and time and presents what it draws.
public protocol WindowSession: AnyObject {
    /// The window's size, pt.
    var screenSize: (width: Double, height: Double) { get }
    /// The window's title.
    var title: String { get }
    /// A person's event at `now` (s); `canvas`: the frame on screen. False to quit.
    func handle(_ input: InputEvent, at now: Double, canvas: Canvas?) throws -> Bool
    /// One presented frame, `dt` measured wall seconds after the last.
    func advance(dt: Double, at now: Double) throws
    /// Draws the frame at `scale` px per pt, the HUD showing `fps`; what changed.
    func draw(on canvas: Canvas, scale: Double, fps: Double, at now: Double) -> Damage
    /// The window is `width × height` pt now.
    func resize(width: Double, height: Double, at now: Double) throws
    /// Ends what is under way.
    func close(at now: Double)
}

extension PlaygroundSession: WindowSession {
    public var screenSize: (width: Double, height: Double) { model.screenSize }
    public var title: String { model.title }
}
