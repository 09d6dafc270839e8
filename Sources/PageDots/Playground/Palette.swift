/// The playground's colours.
public enum Palette {
    /// The window's background.
    public static let background = Color(hex: 0x16181D)
    /// The background of a style's row.
    public static let rowBackground = Color(hex: 0x1C1F26)
    /// The line between rows.
    public static let rowDivider = Color(hex: 0x2A2E37)
    /// Primary text.
    public static let label = Color(hex: 0xE8EAEE)
    /// Secondary, dimmer text.
    public static let secondaryLabel = Color(hex: 0x8B93A1)
    /// A dot that is not the current page's.
    public static let dot = Color(hex: 0x5C6370)
    /// The current page's dot.
    public static let currentDot = Color(hex: 0xFFFFFF)
    /// The control's translucent background.
    public static let controlBackground = Color(hex: 0x3A3F4B, alpha: 0.75)
    /// The HUD line's background.
    public static let hud = Color(hex: 0x0F1115)
    /// Debug overlay lines and labels.
    public static let debug = Color(hex: 0xFF5E7A)
    /// The debug overlay's pitch grid.
    public static let debugGrid = Color(hex: 0x49C6E5, alpha: 0.45)
    /// The recording indicator.
    public static let recording = Color(hex: 0xFF3B30)
    /// Panels drawn over the rows (help, tuning).
    public static let overlay = Color(hex: 0x0B0C10, alpha: 0.88)

    /// Card colour for a page: hues spaced by the golden angle, so neighbours differ.
    public static func card(_ page: Int) -> Color {
        let h = (Double(page) * 0.618_033_988_75 + 0.58)
        return Color.hsv(h - h.rounded(.down), 0.42, 0.78)
    }
}
