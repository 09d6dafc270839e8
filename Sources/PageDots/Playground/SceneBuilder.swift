/// Builds the frame's display list from the model: the card strip, one row per shown
/// style, the HUD line and the overlays. Pure: same model and HUD, same scene.
public enum SceneBuilder {
    /// What the HUD shows that the model does not own (measured by the program).
    public struct HUD: Equatable, Sendable {
        /// Frames per second measured by the window; nil in headless output.
        public var fps: Double?
        public var recording: Bool
        /// A short message, e.g. where a screenshot went.
        public var message: String?
        public init(fps: Double? = nil, recording: Bool = false, message: String? = nil) {
            self.fps = fps; self.recording = recording; self.message = message
        }
    }

    public static func build(_ model: PlaygroundModel, hud: HUD = HUD(), backdrop: Backdrop = .opaque) -> Scene {
        let l = model.layout, screen = model.screenSize
        var scene = Scene(width: screen.width, height: screen.height, background: backdrop.paint(Palette.background))
        // The strip and the rows in the logical frame, then turned to the direction; the
        // HUD and overlays on the screen as it is.
        var content: [SceneItem] = []
        content.reserveCapacity(96)
        cards(model, into: &content)
        for row in l.rows {
            if let track = model.track(id: row.id) { self.row(track, row, model, backdrop, into: &content) }
        }
        scene.items = viewed(content, model.direction, width: l.width, height: l.height, hud: PlaygroundLayout.hudHeight,
                             background: scene.background)
        let overlay = model.direction == .ltr ? l : PlaygroundLayout(width: screen.width, height: screen.height, rows: [], widestRow: 1)
        hudLine(model, hud, overlay, into: &scene.items)
        if model.panel != nil { panel(model, overlay, into: &scene.items) }
        if let banner = model.banner { self.banner(banner, overlay, into: &scene.items) }
        if model.showHelp { help(overlay, into: &scene.items) }
        return scene
    }

    // MARK: Strip

    static func cards(_ model: PlaygroundModel, into items: inout [SceneItem]) {
        let l = model.layout, w = l.width, strip = l.strip
        guard model.pages > 0 else {
            items.append(.text("No pages — press + to add one", x: w / 2, y: strip.height / 2, size: 22,
                               Palette.secondaryLabel, align: .center, bold: false))
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
            // The number sits centred, above "of N" with room to spare at any size.
            let big = min(card.height * 0.45, 160)
            let baseline = min(card.y + card.height / 2 + big * 0.36, card.maxY - 18 - 16 - 6)
            items.append(.text(String(p + 1), x: left + w / 2, y: baseline,
                               size: big, Color(1, 1, 1, 0.95), align: .center, bold: true))
            items.append(.text("of \(model.pages)", x: left + w / 2, y: card.maxY - 18, size: 16,
                               Color(1, 1, 1, 0.8), align: .center, bold: false))
        }
    }

    // MARK: Rows

    /// HIG `hidesForSinglePage`: a control with one page shows no dots (the window, every
    /// file and the contact sheet alike).
    public static func hidesDots(pages: Int) -> Bool { pages == 1 }

    static func row(_ track: StyleTrack, _ row: PlaygroundLayout.Row, _ model: PlaygroundModel, _ backdrop: Backdrop,
                    into items: inout [SceneItem]) {
        let r = row.rect
        if backdrop == .opaque { items.append(.rect(r, Palette.rowBackground, radius: 0)) }
        items.append(.line(x1: 0, y1: r.y, x2: r.width, y2: r.y, Palette.rowDivider, lineWidth: 1))
        labels(track, row, model, into: &items)
        let cx = row.centerX, cy = row.centerY
        if hidesDots(pages: model.pages) {
            items.append(.text("hidesForSinglePage: no dots for one page", x: cx, y: cy + 5, size: 14,
                               Palette.secondaryLabel, align: .center, bold: false))
            return
        }
        guard track.spec.isReversed(in: model.direction) else {
            control(track, model, x: cx, y: cy, into: &items)
            return
        }
        // A row the other way round: its control mirrored about its centre.
        var mine: [SceneItem] = []
        control(track, model, x: cx, y: cy, into: &mine)
        items += mine.map { $0.mirrored(width: 2 * cx) }
    }

    /// A row's labels at its left: the name, what differs from the defaults and how it
    /// tracks, as many lines as the row's height holds, each cut to the room left of the
    /// dots.
    static func labels(_ track: StyleTrack, _ row: PlaygroundLayout.Row, _ model: PlaygroundModel, into items: inout [SceneItem]) {
        let r = row.rect, h = r.height
        let name = track.label.map { "\($0) · \(track.kind.rawValue)" } ?? track.kind.rawValue
        // What differs from the defaults, or the key parameters when nothing does.
        let params = track.style.differences.isEmpty ? track.style.summary : track.style.differenceSummary
        let motion = track.style.alwaysSteps || model.tracking == .discrete ? "animated steps" : "follows the scroller"
        let dotsLeft = row.centerX - track.style.widestRow(pages: model.pages) * model.layout.zoom / 2
        let room = max(60, dotsLeft - 24 - 16)
        func line(_ text: String, y: Double, size: Double, bold: Bool) {
            let shown = fitted(text, width: room, size: size, bold: bold)
            items.append(.text(shown, x: 24, y: y, size: size, bold ? Palette.label : Palette.secondaryLabel, align: .left, bold: bold))
        }
        if h >= 84 {
            line(name, y: r.y + 30, size: 19, bold: true)
            line(params, y: r.y + 52, size: 13, bold: false)
            line("\(model.tracking.rawValue) · \(motion)" + (track.direction.map { " · \($0.rawValue)" } ?? ""), y: r.y + 71, size: 13, bold: false)
        } else if h >= 56 {
            let size = min(17, h * 0.3)
            line(name, y: r.y + h * 0.5 - 3, size: size, bold: true)
            line(params, y: r.y + h * 0.5 + size * 0.9, size: 12, bold: false)
        } else {
            let size = max(9, min(16, h * 0.45))
            line(name, y: r.y + h / 2 + size * 0.36, size: size, bold: true)
        }
    }

    /// `text` cut with an ellipsis to about `width` pt at type size `size` (glyphs of the
    /// bundled sans average about 0.62 em bold and 0.56 em regular).
    static func fitted(_ text: String, width: Double, size: Double, bold: Bool) -> String {
        let glyph = size * (bold ? 0.62 : 0.56)
        let fits = max(1, Int(width / glyph))
        return text.count <= fits ? text : String(text.prefix(max(0, fits - 1))) + "…"
    }

    /// A row's control around (cx, cy): its background (by the background setting) and
    /// its elements.
    static func control(_ track: StyleTrack, _ model: PlaygroundModel, x cx: Double, y cy: Double, into items: inout [SceneItem]) {
        let z = model.layout.zoom
        let dots = track.shown
        let opacity: Double
        switch model.background {
        case .prominent: opacity = 1
        case .minimal: opacity = 0
        case .automatic: opacity = model.interaction(track.id)
        }
        let colors = track.colors
        let other = colors.other ?? Palette.dot, current = colors.current ?? Palette.currentDot
        let background = colors.background ?? Palette.controlBackground
        if opacity > 0, let hull = hull(of: dots) {
            // The background hugs the visible dots.
            let h = track.style.fullDiameter * z + 18
            let rect = Rect(x: cx + hull.lo * z - 14, y: cy - h / 2, width: (hull.hi - hull.lo) * z + 28, height: h)
            items.append(.rect(rect, background.withAlpha(background.a * opacity), radius: h / 2))
        }
        if model.showDebug { debug(track, cx: cx, cy: cy, zoom: z, into: &items) }
        elements(dots, x: cx, y: cy, zoom: z, other: other, current: current, pages: model.pages,
                 locationPage: model.locationPage, into: &items)
    }

    /// The visible elements around (x, y) at `zoom`: those drawn `behind` first, the
    /// current page's last, over its neighbours (a worm over the dots); `locationPage`'s
    /// drawn as the location arrow.
    static func elements(_ dots: [Dot], x cx: Double, y cy: Double, zoom z: Double, other: Color, current: Color, pages: Int,
                         locationPage: Int? = nil, into items: inout [SceneItem]) {
        let visible = dots.filter(\.isVisible)
        for d in visible.filter(\.behind) + visible.filter({ !$0.behind && !$0.current }) + visible.filter({ !$0.behind && $0.current }) {
            if d.page == locationPage {
                items.append(.locationArrow(x: cx + d.x * z, y: cy + d.y * z, size: d.diameter * z * 1.15, other.mixed(with: current, d.highlight)))
            } else {
                items.append(element(d, x: cx, y: cy, zoom: z, other: other, current: current, pages: pages))
            }
        }
    }

    /// One element drawn around (x, y) at `zoom`: a circle, a capsule when stretched, a
    /// filling track or the page number.
    static func element(_ d: Dot, x: Double, y: Double, zoom z: Double, other: Color, current: Color, pages: Int) -> SceneItem {
        let ex = x + d.x * z, ey = y + d.y * z
        switch d.shape {
        case .track:
            // The current page's track is tinted so it shows before it fills.
            return .track(x: ex, y: ey, width: d.width * z, height: d.diameter * z, d.current ? other.mixed(with: current, 0.35) : other,
                          fill: d.fill, fillColor: current)
        case .pageText:
            // `height` is the type size; the baseline sits a third of it below the centre.
            return .text(PageText.string(page: d.page, pages: pages), x: ex, y: ey + d.diameter * z * 0.35, size: d.diameter * z,
                         other.mixed(with: current, d.highlight), align: .center, bold: true)
        case .capsule:
            let color = other.mixed(with: current, d.highlight)
            return d.stretch > 0
                ? .capsule(x: ex, y: ey, width: d.width * z, height: d.diameter * z, color)
                : .circle(x: ex, y: ey, radius: d.diameter * z / 2, color)
        }
    }

    /// The left edge of the leftmost visible dot and the right edge of the rightmost, pt.
    static func hull(of dots: [Dot]) -> (lo: Double, hi: Double)? {
        var lo = Double.infinity, hi = -Double.infinity
        for d in dots where d.isVisible {
            lo = min(lo, d.x - d.width / 2)
            hi = max(hi, d.x + d.width / 2)
        }
        return lo <= hi ? (lo, hi) : nil
    }

    static func debug(_ track: StyleTrack, cx: Double, cy: Double, zoom z: Double, into items: inout [SceneItem]) {
        let pitch = track.style.pitch * z
        let visible = track.shown.filter(\.isVisible)
        let reach = max(DotLayout.span(of: visible) * z / 2, pitch) + pitch
        let n = min(200, (reach / max(pitch, 1)).saturatingInt)
        let top = cy - track.style.fullDiameter * z, bottom = cy + track.style.fullDiameter * z
        if track.kind != .cosine {
            let offset = (visible.first.map { $0.x * z } ?? 0).truncatingRemainder(dividingBy: pitch)
            for k in -n...n {
                let x = cx + offset + Double(k) * pitch
                items.append(.line(x1: x, y1: top, x2: x, y2: bottom, Palette.debugGrid, lineWidth: 1))
            }
        }
        items.append(.line(x1: cx, y1: top - 10, x2: cx, y2: bottom + 10, Palette.debug, lineWidth: 1))
        for d in visible {
            let s = d.diameter * z
            items.append(.strokeRect(Rect(x: cx + d.x * z - s / 2, y: cy + d.y * z - s / 2, width: s, height: s),
                                     Palette.debug, lineWidth: 1))
        }
        if let c = track.style.base as? CosineStyle {
            let w = track.layout.width * z, y = top - 14
            items.append(.line(x1: cx - w / 2, y1: y, x2: cx + w / 2, y2: y, Palette.debug, lineWidth: 1))
            items.append(.line(x1: cx - w / 2, y1: y - 5, x2: cx - w / 2, y2: y + 5, Palette.debug, lineWidth: 1))
            items.append(.line(x1: cx + w / 2, y1: y - 5, x2: cx + w / 2, y2: y + 5, Palette.debug, lineWidth: 1))
            items.append(.text("W \(NumberText.short(c.parameters.width)) pt · Σ cells \(NumberText.fixed(track.layout.width, 2)) pt",
                               x: cx, y: y - 8, size: 12, Palette.debug, align: .center, bold: false))
        }
    }

    // MARK: One control

    /// The size of a crop of row `id`'s control on screen, pt: its widest row along the
    /// control and three times its largest element or pitch across (room for jumps and
    /// rolling text), with `padding` around (turned for a vertical direction); nil when
    /// no row has that id.
    public static func controlSize(_ model: PlaygroundModel, row id: Int, padding: Double = 20) -> (width: Double, height: Double)? {
        guard let track = model.track(id: id) else { return nil }
        let z = model.layout.zoom, style = track.style
        let along = style.widestRow(pages: model.pages) * z + 2 * padding, across = 3 * max(style.fullDiameter, style.pitch) * z + 2 * padding
        return model.direction.isVertical ? (across, along) : (along, across)
    }

    /// Row `id`'s control alone, centred in a `width × height` pt frame on the row's
    /// background, turned or mirrored by the playground's direction (a vertical control
    /// stands in a frame as high as `controlSize` is wide): what `--crop` writes.
    public static func buildControl(_ model: PlaygroundModel, row id: Int, width: Double, height: Double, backdrop: Backdrop = .opaque) -> Scene {
        var scene = Scene(width: width, height: height, background: backdrop.paint(Palette.rowBackground))
        guard let track = model.track(id: id), !hidesDots(pages: model.pages) else { return scene }
        let d = model.direction
        // The control drawn along x in a frame of the logical size, then viewed like the
        // playground (its row's own direction on top).
        let (lw, lh) = d.isVertical ? (height, width) : (width, height)
        var items: [SceneItem] = []
        control(track, model, x: lw / 2, y: lh / 2, into: &items)
        if track.spec.isReversed(in: d) { items = items.map { $0.mirrored(width: lw) } }
        scene.items = viewed(items, d, width: lw, height: lh, hud: 0, background: scene.background)
        return scene
    }

    /// `items` drawn in a logical frame `width × height` pt as the screen shows them in
    /// `direction`: right to left mirrors the pixels exactly (text at mirrored places, its
    /// glyphs as they are, drawn after: no shape lies over text); the vertical directions
    /// turn the frame a quarter, above a `hud` band at the bottom of the screen.
    static func viewed(_ items: [SceneItem], _ direction: Direction, width: Double, height: Double, hud: Double,
                       background: Color) -> [SceneItem] {
        switch direction {
        case .ltr: return items
        case .rtl:
            let isText: (SceneItem) -> Bool = { if case .text = $0 { return true }; return false }
            return [.flipped(background: background, items.filter { !isText($0) })] + items.filter(isText).map { $0.mirrored(width: width) }
        case .ttb: return [.turned(turns: 1, dx: height - hud, dy: 0, items)]
        case .btt: return [.turned(turns: 3, dx: 0, dy: width, items)]
        }
    }

    // MARK: HUD and help

    static func hudLine(_ model: PlaygroundModel, _ hud: HUD, _ l: PlaygroundLayout, into items: inout [SceneItem]) {
        let r = l.hud
        items.append(.rect(r, Palette.hud, radius: 0))
        // Each field with a short form for narrow windows.
        var fields: [(long: String, short: String)] = []
        if let fps = hud.fps { fields.append(("\(NumberText.fixed(fps, 0)) fps", "\(NumberText.fixed(fps, 0))fps")) }
        let x = NumberText.fixed(model.displayPosition, 2)
        fields.append(("position \(x)", "x \(x)"))
        // The page as a platform's accessibility would speak it.
        fields.append(model.pages == 0 ? ("no pages", "no pages") : (model.spokenLabel, "\(model.currentPage + 1)/\(model.pages)"))
        if model.direction != .ltr { fields.append((model.direction.rawValue, model.direction.rawValue)) }
        if let wrap = model.wrap { fields.append(("loop, \(wrap.rawValue)", "loop")) }
        fields.append((model.tracking.rawValue, model.tracking == .continuous ? "cont." : "discr."))
        fields.append(("time \(NumberText.short(model.timeScale))×", "\(NumberText.short(model.timeScale))×"))
        fields.append(("easing " + (model.easing?.name ?? "default"), model.easing?.name ?? "default ease"))
        fields.append(model.scroller.freeScroll ? ("free scroll", "free") : ("paging", "paging"))
        fields.append(("background \(model.background.rawValue)", "bg \(model.background.rawValue)"))
        if model.paused { fields.append(("PAUSED", "PAUSED")) }
        let y = r.y + r.height / 2 + 5
        var right = hud.message ?? "H for help"
        // Narrow windows first shorten every field, then drop the least important:
        // the help hint, paging (the default), the frame rate, the time scale.
        let glyph = 6.9   // pt per character at 13 pt, measured on the bundled sans
        var parts = fields.map(\.long)
        func fits() -> Bool { Double(parts.joined(separator: "  ·  ").count + right.count + 6) * glyph + 40 <= r.width }
        if !fits() { parts = fields.map(\.short) }
        if !fits() && hud.message == nil { right = "" }
        for optional in ["paging", "fps", "×"] where !fits() {
            parts.removeAll { $0 == optional || $0.hasSuffix(optional) && optional != "paging" }
        }
        while !fits() && parts.count > 2 { parts.removeLast() }
        items.append(.text(parts.joined(separator: "  ·  "), x: 14, y: y, size: 13, Palette.label, align: .left, bold: false))
        if hud.recording {
            right = "REC  " + right
            items.append(.circle(x: r.maxX - 14 - 8, y: r.y + r.height / 2, radius: 6, Palette.recording))
        }
        items.append(.text(right, x: r.maxX - (hud.recording ? 36 : 14), y: y, size: 13,
                           hud.recording ? Palette.recording : Palette.secondaryLabel, align: .right, bold: false))
    }

    /// The tuning panel: a box at the right of the rows listing the selected row's
    /// parameters, the chosen one marked.
    static func panel(_ model: PlaygroundModel, _ l: PlaygroundLayout, into items: inout [SceneItem]) {
        guard let content = model.panelLines else { return }
        let lineH = 20.0, w = min(300, l.width * 0.45)
        let h = Double(content.lines.count) * lineH + 58
        let box = Rect(x: l.width - w - 12, y: max(8, l.strip.height - h / 2), width: w, height: min(h, l.height - 16))
        items.append(.rect(box, Palette.overlay.withAlpha(1), radius: 12))
        items.append(.text(content.title, x: box.x + 14, y: box.y + 24, size: 14, Palette.label, align: .left, bold: true))
        for (i, line) in content.lines.enumerated() {
            let y = box.y + 46 + Double(i) * lineH
            guard y < box.maxY - 20 else { break }
            if line.chosen {
                items.append(.rect(Rect(x: box.x + 6, y: y - 14, width: box.width - 12, height: lineH), Palette.rowDivider, radius: 5))
            }
            items.append(.text(line.name, x: box.x + 14, y: y, size: 13, line.chosen ? Palette.currentDot : Palette.secondaryLabel, align: .left, bold: line.chosen))
            items.append(.text(line.value, x: box.maxX - 14, y: y, size: 13, Palette.label, align: .right, bold: line.chosen))
        }
        items.append(.text("↑↓ choose · ←→ change · Shift ×10 · P close", x: box.x + 14, y: box.maxY - 10,
                           size: 11, Palette.secondaryLabel, align: .left, bold: false))
    }

    /// A message that stays until cleared, across the top of the window.
    static func banner(_ text: String, _ l: PlaygroundLayout, into items: inout [SceneItem]) {
        let r = Rect(x: 0, y: 0, width: l.width, height: 28)
        items.append(.rect(r, Palette.recording.withAlpha(0.92), radius: 0))
        let fit = max(10, Int((l.width - 28) / 7.2))
        let shown = text.count > fit ? String(text.prefix(fit - 1)) + "…" : text
        items.append(.text(shown, x: 14, y: 19, size: 13, Palette.currentDot, align: .left, bold: false))
    }

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
