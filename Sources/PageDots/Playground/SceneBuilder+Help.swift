extension SceneBuilder {
    /// The help overlay's lines, from the keymap.
    public static var helpLines: [(String, String)] { Keymap.helpLines }

    static func help(_ l: PlaygroundLayout, into items: inout [SceneItem]) {
        // Shrinks to fit small windows: line height and type scale together.
        let k = min(1, (l.height - 40) / (Double(helpLines.count) * 22 + 64), (l.width - 20) / 560)
        let w = 560 * k, lineH = 22 * k
        let h = Double(helpLines.count) * lineH + 64 * k
        let box = Rect(x: (l.width - w) / 2, y: max(10, (l.height - h) / 2), width: w, height: h)
        items.append(.rect(box, Palette.overlay.withAlpha(1), radius: 16 * k))
        items.append(.text("PageDots — keys", x: box.x + 24 * k, y: box.y + 34 * k, size: 18 * k, Palette.label, align: .left, bold: true))
        for (i, (key, what)) in helpLines.enumerated() {
            let y = box.y + 62 * k + Double(i) * lineH
            items.append(.text(key, x: box.x + 24 * k, y: y, size: 14 * k, Palette.currentDot, align: .left, bold: true))
            items.append(.text(what, x: box.x + 220 * k, y: y, size: 14 * k, Palette.secondaryLabel, align: .left, bold: false))
        }
    }
}
