/// Builds the frame's display list from the model: the card strip, one row per shown
/// style, the HUD line and the overlays. Pure: same model and HUD, same scene.
public enum SceneBuilder {
    /// The playground's frame: the strip, the rows, the HUD and the open overlays.
    /// `hud`: what the HUD line shows, nil for none (files show no chrome unless asked);
    /// `text` measures text as the canvas will draw it, to fit labels and the HUD.
    public static func build(_ model: PlaygroundModel, hud: HUD?, backdrop: Backdrop, text: some TextMeasuring) -> Scene {
        let l = model.layout, screen = model.screenSize
        var scene = Scene(width: screen.width, height: screen.height, background: backdrop.paint(Palette.background))
        // The strip and the rows in the logical frame, then turned to the direction; the
        // HUD and overlays on the screen as it is.
        var content: [SceneItem] = []
        content.reserveCapacity(96)
        cards(model, text, into: &content)
        // In a vertical view the rows stand side by side: their labels go upright at the
        // top of each column, on the screen as it is.
        var columnLabels: [SceneItem] = []
        let nameSize = model.direction.isVertical ? columnNameSize(model, text) : 0
        for row in l.rows {
            if let track = model.row(id: row.id) {
                self.row(track, row, model, backdrop, text, into: &content, labels: &columnLabels, nameSize: nameSize)
            }
        }
        scene.items = viewed(content, model.direction, width: l.width, height: l.height, hud: PlaygroundLayout.hudHeight,
                             background: scene.background) + columnLabels
        let overlay = model.direction == .ltr ? l : PlaygroundLayout(width: screen.width, height: screen.height, rows: [], zoom: 1)
        if let hud { hudLine(model, hud, overlay, text, into: &scene.items) }
        let banners = [model.banner, hud?.alert].compactMap { $0 }
        if model.panel != nil { panel(model, overlay, text, below: Self.bannerHeight * Double(banners.count), into: &scene.items) }
        for (i, problem) in banners.enumerated() {
            banner(problem, index: i, overlay, text, into: &scene.items)
        }
        if model.showHelp { help(overlay, into: &scene.items) }
        return scene
    }

    // MARK: Strip

    static func cards(_ model: PlaygroundModel, _ measure: some TextMeasuring, into items: inout [SceneItem]) {
        let l = model.layout, w = l.width, strip = l.strip
        guard model.pages > 0 else {
            let size = fitting("No pages — press + to add one", size: 22, width: w - 16, height: strip.height, bold: false, measure)
            if size > 0 {
                items.append(.text("No pages — press + to add one", x: w / 2, y: strip.height / 2, size: size,
                                   Palette.secondaryLabel, align: .center, bold: false))
            }
            return
        }
        // In a loop the cards run on past the last page into the first: card k shows page
        // k mod N.
        let x = model.scroller.position, looped = model.wrap != nil
        let first = looped ? x.rounded(.down).saturatingInt - 1 : max(0, x.rounded(.down).saturatingInt - 1)
        let last = looped ? x.rounded(.up).saturatingInt + 1 : min(model.pages - 1, x.rounded(.up).saturatingInt + 1)
        guard first <= last else { return }
        let inset = 16.0
        for k in first...last {
            let left = (Double(k) - x) * w
            if left >= w || left + w <= 0 { continue }
            let p = looped ? k.modulo(model.pages) : k
            let card = Rect(x: left + inset, y: inset, width: w - 2 * inset, height: strip.height - 2 * inset)
            items.append(.rect(card, Palette.card(p), radius: 22))
            // The number sits centred, above "of N" with room to spare at any size. Both
            // stay upright about the card's centre, on the card as
            // the screen shows it (a vertical view turns the card, not its text).
            let (across, high) = model.direction.isVertical ? (card.height, card.width) : (card.width, card.height)
            // A card too short for the two lines (a small window of many rows) says it in
            // one, inside the card.
            if high < 96 {
                // (Too small to read on a card this small: no number rather than one cut.)
                let label = "\(p + 1) of \(model.pages)"
                let size = fitting(label, size: min(high * 0.5, 22), width: across - 12, height: high, bold: true, measure)
                if size > 0 {
                    items.append(.upright(x: left + w / 2, y: card.y + card.height / 2, [
                        .text(label, x: 0, y: size * 0.36, size: size, Color(1, 1, 1, 0.95), align: .center, bold: true),
                    ]))
                }
                continue
            }
            let big = fitting(String(p + 1), size: min(high * 0.45, 160), width: across - 24, height: high, bold: true, measure)
            let of = fitting("of \(model.pages)", size: 16, width: across - 24, height: high, bold: false, measure)
            let baseline = min(big * 0.36, high / 2 - 18 - 16 - 6)
            let lines: [SceneItem] = (big > 0 ? [.text(String(p + 1), x: 0, y: baseline, size: big, Color(1, 1, 1, 0.95), align: .center, bold: true)] : [])
                + (of > 0 ? [.text("of \(model.pages)", x: 0, y: high / 2 - 18, size: of, Color(1, 1, 1, 0.8), align: .center, bold: false)] : [])
            items.append(.upright(x: left + w / 2, y: card.y + card.height / 2, lines))
        }
    }

    /// The size, at most `size`, at which `text` fits `width` (and its line `height`), or
    /// 0 when that would be under the smallest readable size.
    static func fitting(_ text: String, size: Double, width: Double, height: Double, bold: Bool, _ measure: some TextMeasuring) -> Double {
        let wide = measure.width(of: text, size: size, bold: bold)
        let fitted = min(size, wide > width ? size * width / wide : size, height / 1.2)
        return fitted >= minimumTextSize ? fitted : 0
    }

    /// The smallest text drawn, pt.
    static let minimumTextSize = 6.0

    // MARK: Rows

    /// HIG `hidesForSinglePage`: a control with one page shows no dots (the window, every
    /// file and the contact sheet alike).
    public static func hidesDots(pages: Int) -> Bool { pages == 1 }

    static func row(_ track: PlaygroundRow, _ row: PlaygroundLayout.Row, _ model: PlaygroundModel, _ backdrop: Backdrop,
                    _ text: some TextMeasuring, into items: inout [SceneItem], labels screenLabels: inout [SceneItem], nameSize: Double) {
        let r = row.rect
        if backdrop == .opaque { items.append(.rect(r, Palette.rowBackground, radius: 0)) }
        items.append(.line(x1: 0, y1: r.y, x2: r.width, y2: r.y, Palette.rowDivider, lineWidth: 1))
        if model.direction.isVertical {
            columnLabels(track, row, model, text, nameSize: nameSize, into: &screenLabels)
        } else {
            labels(track, row, model, text, into: &items)
        }
        let cx = row.centerX, cy = row.centerY
        if hidesDots(pages: model.pages) {
            items.append(.text("hidesForSinglePage: no dots for one page", x: cx, y: cy + 5, size: 14,
                               Palette.secondaryLabel, align: .center, bold: false))
            return
        }
        var mine: [SceneItem] = []
        // (Upright text across a standing column stays within it.)
        control(track, model, x: cx, y: cy, textRoom: model.direction.isVertical ? r.height - 8 : nil, into: &mine)
        // A row the other way round: its control mirrored about its centre.
        if track.spec.isReversed(in: model.direction) { mine = mine.map { $0.mirrored(width: 2 * cx) } }
        // A row the zoom makes wider than its room (or taller than its band) is cut to it,
        // with a mark at each cut side: the zoom stays the person's.
        // (The zoom fitted at the start never cuts a row.)
        let l = model.layout
        let wide = isWide(track, model), tall = track.style.fullDiameter * l.zoom > r.height * 0.5 * 1.0001
        guard wide || tall else {
            items += mine
            return
        }
        let area = cutArea(track, row, l)
        items.append(.clipped(area, mine))
        // Each mark points out of its side as the screen shows it (none in a row too short
        // for it).
        let size = min(11, r.height / 1.2)
        if wide && size >= minimumTextSize {
            let marks = model.direction.outwardMarks
            items.append(.text(marks.start, x: area.x + 6, y: cy + 4 * size / 11, size: size, Palette.recording, align: .center, bold: false))
            items.append(.text(marks.end, x: area.maxX - 6, y: cy + 4 * size / 11, size: size, Palette.recording, align: .center, bold: false))
        }
    }

    /// Whether the zoom makes a row wider than its room.
    static func isWide(_ track: PlaygroundRow, _ model: PlaygroundModel) -> Bool {
        track.style.widestRow(pages: model.pages) * model.layout.zoom > model.layout.rowRoom * 1.0001
    }

    /// Where a row too wide for its room is cut: its room and a pitch more each side (an
    /// edge dot shows in part), never over the labels.
    static func cutArea(_ track: PlaygroundRow, _ row: PlaygroundLayout.Row, _ l: PlaygroundLayout) -> Rect {
        let slack = track.style.pitch * l.zoom, cx = row.centerX, r = row.rect
        let x0 = max(0, l.dotAreaLeft - 8, cx - l.rowRoom / 2 - slack), x1 = min(l.width, l.dotAreaRight + 8, cx + l.rowRoom / 2 + slack)
        return Rect(x: x0, y: r.y + 1, width: max(0, x1 - x0), height: r.height - 1)
    }

    /// A row's name, what differs from its defaults (or its key parameters when nothing
    /// does) and how it moves: what its labels say.
    static func labelTexts(_ track: PlaygroundRow, _ model: PlaygroundModel) -> (name: String, params: String, motion: String) {
        let params = track.style.differences.isEmpty ? track.style.summary : track.style.differenceSummary
        let motion = track.style.alwaysSteps || model.tracking == .discrete ? "animated steps" : "follows the scroller"
        return (rowName(track), params, "\(model.tracking.rawValue) · \(motion)")
    }

    static func rowName(_ track: PlaygroundRow) -> String { track.label.map { "\($0) · \(track.kind.rawValue)" } ?? track.kind.rawValue }

    /// Where a row's dots start along it, pt: its widest extent, or where a row too wide
    /// for its room is cut.
    static func dotsStart(_ track: PlaygroundRow, _ row: PlaygroundLayout.Row, _ model: PlaygroundModel) -> Double {
        let widest = row.centerX - track.style.widestRow(pages: model.pages) * model.layout.zoom / 2
        return isWide(track, model) ? max(widest, cutArea(track, row, model.layout).x) : widest
    }

    /// A standing column on the screen, and the room across it for text.
    static func column(_ row: PlaygroundLayout.Row, _ model: PlaygroundModel) -> (rect: Rect, inset: Double, room: Double) {
        let l = model.layout
        let (turns, dx, dy) = model.direction.turn(logicalWidth: l.width, logicalHeight: l.height, hud: PlaygroundLayout.hudHeight)
        let rect = row.rect.turned(turns, dx: dx, dy: dy)
        let inset = min(14, rect.width * 0.08)
        return (rect, inset, rect.width - 2 * inset)
    }

    /// The one size of the standing columns' names: they shrink to fit narrow columns
    /// before they are cut, all alike.
    static func columnNameSize(_ model: PlaygroundModel, _ measure: some TextMeasuring) -> Double {
        let room = model.layout.rows.map { column($0, model).room }.min() ?? 0
        let names = model.rows.map(rowName)
        return [17.0, 14, 12, 10].first { size in names.allSatisfy { measure.width(of: $0, size: size, bold: true) <= room } } ?? 10
    }

    /// A row's labels in a vertical view, upright at the top of its column: the name (at
    /// `nameSize`) and, as the column's width allows, what differs from the defaults and
    /// how it tracks — within the column and above its dots, or not at all.
    static func columnLabels(_ track: PlaygroundRow, _ row: PlaygroundLayout.Row, _ model: PlaygroundModel, _ measure: some TextMeasuring,
                             nameSize: Double, into items: inout [SceneItem]) {
        let (column, inset, room) = Self.column(row, model)
        guard room >= 24 else { return }
        let l = model.layout
        let (turns, dx, dy) = model.direction.turn(logicalWidth: l.width, logicalHeight: l.height, hud: PlaygroundLayout.hudHeight)
        let start = dotsStart(track, row, model)
        let dots = Rect(x: start, y: row.centerY, width: 2 * (row.centerX - start), height: 0).turned(turns, dx: dx, dy: dy)
        let texts = labelTexts(track, model)
        var y = column.y + 28
        for (text, size, bold) in [(texts.name, nameSize, true), (texts.params, 12.0, false), (texts.motion, 12.0, false)] {
            guard y + size * 0.3 <= dots.y - 4 else { break }
            items.append(.text(measure.fitted(text, width: room, size: size, bold: bold), x: column.x + inset, y: y, size: size,
                               bold ? Palette.label : Palette.secondaryLabel, align: .left, bold: bold))
            y += size * 1.5
            if column.width < 160 { break }   // a narrow column keeps the name alone
        }
    }

    /// A row's labels at its left: the name, what differs from the defaults and how it
    /// tracks, as many lines as the row's height holds, each cut to the room left of the
    /// dots.
    static func labels(_ track: PlaygroundRow, _ row: PlaygroundLayout.Row, _ model: PlaygroundModel, _ measure: some TextMeasuring,
                       into items: inout [SceneItem]) {
        let r = row.rect, h = r.height
        let (name, params, motion) = labelTexts(track, model)
        // Beside the dots and within the row, or not at all.
        let room = dotsStart(track, row, model) - 24 - 16
        guard room >= 24, h >= 11 else { return }
        func line(_ text: String, y: Double, size: Double, bold: Bool) {
            let shown = measure.fitted(text, width: room, size: size, bold: bold)
            items.append(.text(shown, x: 24, y: y, size: size, bold ? Palette.label : Palette.secondaryLabel, align: .left, bold: bold))
        }
        if h >= 84 {
            line(name, y: r.y + 30, size: 19, bold: true)
            line(params, y: r.y + 52, size: 13, bold: false)
            line(motion + (track.direction.map { " · \($0.rawValue)" } ?? ""), y: r.y + 71, size: 13, bold: false)
        } else if h >= 56 {
            let size = min(17, h * 0.3)
            line(name, y: r.y + h * 0.5 - 3, size: size, bold: true)
            line(params, y: r.y + h * 0.5 + size * 0.9, size: 12, bold: false)
        } else {
            let size = max(9, min(16, h * 0.45))
            line(name, y: r.y + h / 2 + size * 0.36, size: size, bold: true)
        }
    }
}
