/// Which way the pages run (UIPageControl.Direction): left to right, right to left, top
/// to bottom, bottom to top.
///
/// The model works in one *logical* frame — pages left to right, rows one under another —
/// and a direction is a view of it: right to left mirrors the logical frame; the vertical
/// directions turn it a quarter (top to bottom clockwise, bottom to top counter-clockwise),
/// so that the strip runs down (or up) the screen, the rows stand side by side and their
/// dots run along the screen's height. Pointer input comes back through the inverse.
public enum Direction: String, CaseIterable, Sendable, Codable {
    case ltr, rtl, ttb, btt

    /// Whether the pages run up or down the screen.
    public var isVertical: Bool { self == .ttb || self == .btt }

    /// The HUD line stays across the screen's bottom in every direction: a vertical view
    /// runs the pages along the height above it, and the logical frame's own HUD band
    /// falls off the screen's side.
    static var hud: Double { PlaygroundLayout.hudHeight }

    /// The logical frame's size for a screen of `width × height` pt.
    public func logicalSize(width: Double, height: Double) -> (width: Double, height: Double) {
        isVertical ? (height - Self.hud, width + Self.hud) : (width, height)
    }

    /// The screen's size for a logical frame of `width × height` pt.
    public func screenSize(logicalWidth w: Double, logicalHeight h: Double) -> (width: Double, height: Double) {
        isVertical ? (h - Self.hud, w + Self.hud) : (w, h)
    }

    /// Where logical point (x, y) of a `logicalWidth × logicalHeight` frame lands on screen.
    public func toScreen(_ x: Double, _ y: Double, logicalWidth w: Double, logicalHeight h: Double) -> (x: Double, y: Double) {
        switch self {
        case .ltr: return (x, y)
        case .rtl: return (w - x, y)
        case .ttb: return (h - Self.hud - y, x)
        case .btt: return (y, w - x)
        }
    }

    /// The logical point under screen point (x, y).
    public func toLogical(_ x: Double, _ y: Double, logicalWidth w: Double, logicalHeight h: Double) -> (x: Double, y: Double) {
        switch self {
        case .ltr: return (x, y)
        case .rtl: return (w - x, y)
        case .ttb: return (y, h - Self.hud - x)
        case .btt: return (w - y, x)
        }
    }

    /// How a vertical view turns a logical frame `logicalWidth × logicalHeight` pt above
    /// a `hud` band: quarter turns clockwise, then a move (what `SceneItem.turned` takes).
    public func turn(logicalWidth w: Double, logicalHeight h: Double, hud: Double) -> (turns: Int, dx: Double, dy: Double) {
        switch self {
        case .ttb: return (1, h - hud, 0)
        case .btt: return (3, 0, w)
        default: return (0, 0, 0)
        }
    }

    /// Arrows pointing out of a row's logical start and end as the screen shows them.
    public var outwardMarks: (start: String, end: String) {
        switch self {
        case .ltr: return ("◀", "▶")
        case .rtl: return ("▶", "◀")
        case .ttb: return ("▲", "▼")
        case .btt: return ("▼", "▲")
        }
    }

    /// A control-local offset (along the control's axis, across it) on screen: what the
    /// layout's `x, y` become.
    public func screenOffset(_ dx: Double, _ dy: Double) -> (x: Double, y: Double) {
        switch self {
        case .ltr: return (dx, dy)
        case .rtl: return (-dx, dy)
        case .ttb: return (-dy, dx)
        case .btt: return (dy, -dx)
        }
    }

    /// The spoken text a platform's accessibility gives the control: "page 3 of 12"
    /// (pages counted from 1), the same words in every direction.
    public static func spokenLabel(page: Int, pages: Int) -> String {
        pages == 0 ? "no pages" : "page \(page + 1) of \(pages)"
    }
}

extension Direction {
    /// Pages forward for a wheel's deltas on screen (+x right, +y up, as SDL gives them):
    /// right and down are forward — left in right to left, up in bottom to top.
    public func forward(wheelX dx: Double, wheelY dy: Double) -> Double {
        (self == .rtl ? -dx : dx) - (self == .btt ? -dy : dy)
    }

    /// The page step an arrow key on screen asks for, in the order the pages run: −1
    /// back, +1 forward, 0 for an arrow across the pages.
    public func pageStep(_ arrow: Command.Arrow) -> Int {
        switch (arrow, self) {
        case (.left, .ltr), (.right, .rtl), (.up, .ttb), (.down, .btt): return -1
        case (.right, .ltr), (.left, .rtl), (.down, .ttb), (.up, .btt): return 1
        default: return 0
        }
    }
}
