extension SceneBuilder {
    /// The tuning panel: a box at the right listing the selected row's parameters, the
    /// chosen one marked, placed clear of the selected row (above or below it; beside it
    /// when the rows stand as columns) and below the banners (`below`, pt). When the room
    /// there is short, it lists the lines around the chosen one, and as much of the note
    /// (what a change did to other parameters) as fits under them.
    static func panel(_ model: PlaygroundModel, _ l: PlaygroundLayout, _ text: some TextMeasuring, below top: Double = 0,
                      into items: inout [SceneItem]) {
        guard let content = model.panelLines else { return }
        let lineH = 20.0, noteH = 16.0
        let screen = model.screenSize
        let area = Rect(x: 8, y: 8 + top, width: max(0, screen.width - 16), height: max(0, screen.height - PlaygroundLayout.hudHeight - 16 - top))
        let w = min(300, max(area.width * 0.45, min(260, area.width)))
        let room = w - 28
        let whole = model.panel?.note.map { noteLines($0, width: room, text) } ?? []
        // Title and footer, the note, and the lines; at the least one line (the note then
        // gives way first).
        let full = 58 + Double(whole.count) * noteH + Double(content.lines.count) * lineH
        // (The least: the title, one line and the footer, close together.)
        let box = placement(height: full, width: w, least: 54 + lineH, area: area, avoiding: selectedRowOnScreen(model))
        let noteRoom = max(0, Int(((box.height - 58 - lineH) / noteH).rounded(.down)))
        let note = whole.count <= noteRoom ? whole : shortNote(model.panel?.note ?? "", lines: noteRoom, width: room, text)
        let fixed = 58 + Double(note.count) * noteH
        items.append(.rect(box, Palette.overlay.withAlpha(1), radius: 12))
        items.append(.text(text.fitted(content.title, width: room, size: 14, bold: true), x: box.x + 14, y: box.y + 24, size: 14,
                           Palette.label, align: .left, bold: true))
        // The lines that fit, around the chosen one.
        let shown = max(1, min(content.lines.count, Int(((box.height - fixed) / lineH).rounded(.down))))
        let chosen = content.lines.firstIndex { $0.chosen } ?? 0
        let first = max(0, min(content.lines.count - shown, chosen - shown / 2))
        for (k, line) in content.lines[first..<(first + shown)].enumerated() {
            let y = box.y + 46 + Double(k) * lineH
            if line.chosen {
                items.append(.rect(Rect(x: box.x + 6, y: y - 14, width: box.width - 12, height: lineH), Palette.rowDivider, radius: 5))
            }
            // The name whole, the value in the room left beside it (a long list is cut).
            let name = text.width(of: line.name, size: 13, bold: line.chosen)
            let value = text.fitted(line.value, width: max(0, room - name - 12), size: 13, bold: line.chosen)
            items.append(.text(line.name, x: box.x + 14, y: y, size: 13, line.chosen ? Palette.currentDot : Palette.secondaryLabel, align: .left, bold: line.chosen))
            items.append(.text(value, x: box.maxX - 14, y: y, size: 13, Palette.label, align: .right, bold: line.chosen))
        }
        for (k, line) in note.enumerated() {
            items.append(.text(line, x: box.x + 14, y: box.y + 46 + Double(shown) * lineH + Double(k) * noteH - 2, size: 11,
                               Palette.label, align: .left, bold: false))
        }
        let more = shown < content.lines.count ? " · \(shown) of \(content.lines.count)" : ""
        let footers = ["↑↓ choose · ←→ change · Shift ×10 · P close", "↑↓ choose · ←→ change · P close", "↑↓ ←→ · Shift ×10 · P close", "↑↓ ←→ · P close"]
        let footer = footers.map { $0 + more }.first { text.width(of: $0, size: 11, bold: false) <= room } ?? "P close"
        items.append(.text(footer, x: box.x + 14, y: box.maxY - 10, size: 11, Palette.secondaryLabel, align: .left, bold: false))
    }

    /// The note in lines of `width`: "sideScales follows maxDots and fullDots:" then its
    /// value, when it does not fit on one.
    static func noteLines(_ note: String, width: Double, _ text: some TextMeasuring) -> [String] {
        note.split(separator: ";").flatMap { part -> [String] in
            let s = part.trimmingCharacters(in: .whitespaces)
            if text.width(of: s, size: 11, bold: false) <= width { return [s] }
            guard let colon = s.firstIndex(of: ":") else { return [text.fitted(s, width: width, size: 11, bold: false)] }
            let head = String(s[...colon]), tail = String(s[s.index(after: colon)...]).trimmingCharacters(in: .whitespaces)
            return [text.fitted(head, width: width, size: 11, bold: false), "  " + text.fitted(tail, width: width - 8, size: 11, bold: false)]
        }
    }

    /// The note in at most `lines` lines: each parameter with its new value alone
    /// ("sideScales: none · allFullUpTo: 3"), the last line cut if it must be.
    static func shortNote(_ note: String, lines: Int, width: Double, _ text: some TextMeasuring) -> [String] {
        guard lines > 0 else { return [] }
        let parts = note.split(separator: ";").map { part -> String in
            let s = part.trimmingCharacters(in: .whitespaces)
            guard let colon = s.firstIndex(of: ":"), let name = s[..<colon].split(separator: " ").first else { return s }
            return "\(name):\(s[s.index(after: colon)...])"
        }
        var out: [String] = []
        for p in parts {
            if let last = out.last, text.width(of: last + " · " + p, size: 11, bold: false) <= width {
                out[out.count - 1] = last + " · " + p
            } else {
                out.append(p)
            }
        }
        if out.count > lines { out = Array(out.prefix(lines)); out[lines - 1] += " …" }
        return out.map { text.fitted($0, width: width, size: 11, bold: false) }
    }

    /// The selected row's rectangle on screen, if a row is selected and shown.
    static func selectedRowOnScreen(_ model: PlaygroundModel) -> Rect? {
        guard let p = model.panel, model.rows.indices.contains(p.row), let row = model.layout.row(for: model.rows[p.row].id) else { return nil }
        let l = model.layout, d = model.direction
        let a = d.toScreen(row.rect.x, row.rect.y, logicalWidth: l.width, logicalHeight: l.height)
        let b = d.toScreen(row.rect.maxX, row.rect.maxY, logicalWidth: l.width, logicalHeight: l.height)
        return Rect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(a.x - b.x), height: abs(a.y - b.y))
    }

    /// A box `width` wide and up to `height` high at the right of `area`, clear of `row`:
    /// next to it where the whole box fits, else in the larger room beside it (at least
    /// `least` high), else over the whole area.
    static func placement(height: Double, width: Double, least: Double, area: Rect, avoiding row: Rect?) -> Rect {
        let right = area.maxX - width
        guard let row else { return Rect(x: right, y: area.y, width: width, height: min(height, area.height)) }
        // Rows across the screen: room above and below; a column: room to the right and left.
        let across = row.width >= row.height
        let rooms: [Rect] = across
            ? [Rect(x: right, y: area.y, width: width, height: row.y - 4 - area.y),
               Rect(x: right, y: row.maxY + 4, width: width, height: area.maxY - row.maxY - 4)]
            : [Rect(x: row.maxX + 4, y: area.y, width: area.maxX - row.maxX - 4, height: area.height),
               Rect(x: area.x, y: area.y, width: row.x - 4 - area.x, height: area.height)]
        let wide = rooms.filter { $0.width >= min(width, 160) && $0.height >= least }
        if let fits = wide.first(where: { $0.height >= height }) {
            let w = min(width, fits.width)
            let x = across ? right : (fits.x == area.x ? fits.maxX - w : fits.x)
            // Beside the row: the bottom of the room above, the top of the room below.
            let y = across && fits.y == area.y ? fits.maxY - height : fits.y
            return Rect(x: x, y: y, width: w, height: height)
        }
        if let best = wide.max(by: { $0.height < $1.height }) {
            let w = min(width, best.width)
            return Rect(x: across ? right : (best.x == area.x ? best.maxX - w : best.x), y: best.y, width: w, height: best.height)
        }
        return Rect(x: right, y: area.y, width: width, height: min(height, area.height))
    }
}
