extension SceneBuilder {
    /// The tuning panel: a box at the right of the rows listing the selected row's
    /// parameters, the chosen one marked.
    static func panel(_ model: PlaygroundModel, _ l: PlaygroundLayout, _ text: some TextMeasuring, into items: inout [SceneItem]) {
        guard let content = model.panelLines else { return }
        let lineH = 20.0, w = min(300, l.width * 0.45)
        let h = Double(content.lines.count) * lineH + 58
        let box = Rect(x: l.width - w - 12, y: max(8, l.strip.height - h / 2), width: w, height: min(h, l.height - 16))
        items.append(.rect(box, Palette.overlay.withAlpha(1), radius: 12))
        let room = box.width - 28
        items.append(.text(text.fitted(content.title, width: room, size: 14, bold: true), x: box.x + 14, y: box.y + 24, size: 14,
                           Palette.label, align: .left, bold: true))
        for (i, line) in content.lines.enumerated() {
            let y = box.y + 46 + Double(i) * lineH
            guard y < box.maxY - 20 else { break }
            if line.chosen {
                items.append(.rect(Rect(x: box.x + 6, y: y - 14, width: box.width - 12, height: lineH), Palette.rowDivider, radius: 5))
            }
            // The name whole, the value in the room left beside it (a long list is cut).
            let name = text.width(of: line.name, size: 13, bold: line.chosen)
            let value = text.fitted(line.value, width: max(0, room - name - 12), size: 13, bold: line.chosen)
            items.append(.text(line.name, x: box.x + 14, y: y, size: 13, line.chosen ? Palette.currentDot : Palette.secondaryLabel, align: .left, bold: line.chosen))
            items.append(.text(value, x: box.maxX - 14, y: y, size: 13, Palette.label, align: .right, bold: line.chosen))
        }
        items.append(.text(text.fitted("↑↓ choose · ←→ change · Shift ×10 · P close", width: room, size: 11, bold: false), x: box.x + 14, y: box.maxY - 10,
                           size: 11, Palette.secondaryLabel, align: .left, bold: false))
    }
}
