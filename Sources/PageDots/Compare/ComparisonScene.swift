/// Builds the frame of the window that plays a recording beside a style (docs/compare.md).
/// Pure: the same player and pictures give the same scene.
public enum ComparisonScene {
    /// The pictures of the frame at the playhead: the whole recorded frame and the
    /// recording's row (nil: not decoded yet; the bands stay empty).
    public struct Pictures: Sendable {
        public var frame: Picture?
        public var row: Picture?
        public init(frame: Picture? = nil, row: Picture? = nil) { self.frame = frame; self.row = row }
    }

    /// The outline of an element measured on the recording.
    public static let measured = Color(hex: 0x49C6E5)
    /// The mark of an element that differs from the style at rest, and a finding's tick.
    public static let differs = Color(hex: 0xFF5E7A)

    /// The frame: the strip, the recording's row, the style's rows, the timeline and the
    /// HUD (`fps` when measured, `message` on its right).
    public static func build(_ player: ComparisonPlayer, _ pictures: Pictures, fps: Double? = nil, message: String? = nil,
                             name: String, text: some TextMeasuring) -> Scene {
        let l = ComparisonLayout(player), r = player.recording
        var items: [SceneItem] = []
        // The strip: the recorded frame, the row analysed outlined.
        items.append(.rect(l.strip, Palette.hud, radius: 0))
        if let p = pictures.frame { items.append(.image(l.picture, p)) }
        let s = l.picture.width / Double(max(r.width, 1))
        items.append(.strokeRect(Rect(x: l.picture.x + r.region.x * s, y: l.picture.y + r.region.y * s,
                                      width: r.region.width * s, height: r.region.height * s), measured, lineWidth: 1.5))
        // The recording's row, magnified to the style's scale.
        let band = l.recordingBand
        items.append(.rect(band, Palette.rowBackground, radius: 0))
        items.append(.line(x1: 0, y1: band.y, x2: band.width, y2: band.y, Palette.rowDivider, lineWidth: 1))
        var mine: [SceneItem] = []
        if let p = pictures.row { mine.append(l.rowPicture(r.region, p)) }
        let frame = r.frames.indices.contains(player.frame) ? r.frames[player.frame] : nil
        if player.outlines, let frame {
            for e in frame.elements where e.isFinite {
                let c = l.onScreen(e.x, e.y), size = l.onScreen(width: e.width, height: e.height)
                mine.append(.box(x: c.x, y: c.y, width: size.width + 4, height: size.height + 4, radius: 2, measured.withAlpha(0.8), outline: 1))
            }
        }
        // At a rest that differs from the style: the element marked on both rows.
        let rest = r.rest(at: player.frame)
        if let rest, let k = rest.differing, let frame {
            let seen = frame.elements.filter(\.isFinite).sorted { r.axis.along($0) < r.axis.along($1) }
            if seen.indices.contains(k) {
                let e = seen[k], c = l.onScreen(e.x, e.y)
                let size = max(e.width, e.height) * l.magnification + 10
                mine.append(.box(x: c.x, y: c.y, width: size, height: size, radius: size / 2, differs, outline: 2.5))
            }
        }
        items.append(.clipped(Rect(x: 0, y: band.y + 1, width: band.width, height: band.height - 1), mine))
        label("recording", detail: name, in: band, text, into: &items)
        // The style's rows, centred where the recording's control is.
        var model = player.model
        model.layout = PlaygroundLayout(width: player.width, height: player.height, rows: [], zoom: l.zoom)
        model.layout.rows = zip(model.rows, l.bands).map { row, b in
            PlaygroundLayout.Row(id: row.id, rect: b, centerX: l.centerX, centerY: ComparisonLayout.centerY(b))
        }
        var none: [SceneItem] = []
        for (row, place) in zip(model.rows, model.layout.rows) {
            SceneBuilder.row(row, place, model, .opaque, text, into: &items, labels: &none, nameSize: 0)
        }
        if let rest, let k = rest.differing, let first = model.rows.first, let place = model.layout.rows.first {
            let shown = first.shown.filter(\.isVisible).sorted { $0.x < $1.x }
            if shown.indices.contains(k) {
                let e = shown[k]
                let size = max(e.width, e.height) * l.zoom + 10
                items.append(.box(x: place.centerX + e.x * l.zoom, y: place.centerY + e.y * l.zoom, width: size, height: size,
                                  radius: size / 2, differs, outline: 2.5))
            }
        }
        // (Under the band's name, where the band has room for both.)
        if let rest, let detail = rest.detail, band.height >= 56 {
            let shown = text.fitted(detail, width: band.width - 48, size: 12, bold: false)
            items.append(.text(shown, x: 24, y: band.maxY - 8, size: 12, differs, align: .left, bold: false))
        }
        timeline(player, l, text, into: &items)
        hud(player, l, fps: fps, message: message, text, into: &items)
        if player.showHelp { help(l, player, into: &items) }
        return Scene(width: player.width, height: player.height, background: Palette.background, items: items)
    }

    /// A band's name on its left.
    static func label(_ title: String, detail: String, in band: Rect, _ text: some TextMeasuring, into items: inout [SceneItem]) {
        guard band.height >= 24 else { return }
        let size = min(19, max(10, band.height * 0.3))
        items.append(.text(text.fitted(title, width: 170, size: size, bold: true), x: 24, y: band.y + min(30, band.height * 0.45), size: size, Palette.label, align: .left, bold: true))
        if band.height >= 56 {
            items.append(.text(text.fitted(detail, width: 170, size: 12, bold: false), x: 24, y: band.y + min(52, band.height * 0.75), size: 12, Palette.secondaryLabel, align: .left, bold: false))
        }
    }

    /// The timeline: the recording's time across, a tick at each finding, the rests that
    /// differ from the style underlined, the playhead.
    static func timeline(_ player: ComparisonPlayer, _ l: ComparisonLayout, _ text: some TextMeasuring, into items: inout [SceneItem]) {
        let r = player.recording, t = l.track
        items.append(.rect(l.timeline, Palette.hud, radius: 0))
        items.append(.line(x1: t.from, y1: t.y, x2: t.to, y2: t.y, Palette.rowDivider, lineWidth: 3))
        for rest in r.rests where rest.differing != nil || rest.detail != nil {
            items.append(.line(x1: l.x(ofFrame: rest.first, player), y1: t.y + 9, x2: max(l.x(ofFrame: rest.last, player), l.x(ofFrame: rest.first, player) + 2), y2: t.y + 9, differs.withAlpha(0.6), lineWidth: 3))
        }
        for k in r.findingFrames {
            let x = l.x(ofFrame: k, player)
            items.append(.line(x1: x, y1: t.y - 9, x2: x, y2: t.y + 6, differs, lineWidth: 2))
        }
        let x = l.x(ofFrame: player.frame, player)
        items.append(.line(x1: x, y1: l.timeline.y + 3, x2: x, y2: l.timeline.maxY - 3, Palette.currentDot, lineWidth: 2))
    }

    /// The HUD line: the recorded frame, its time, the page read there, the rate and
    /// whether it plays.
    static func hud(_ player: ComparisonPlayer, _ l: ComparisonLayout, fps: Double?, message: String?, _ text: some TextMeasuring, into items: inout [SceneItem]) {
        let r = player.recording
        items.append(.rect(l.hud, Palette.hud, radius: 0))
        var parts = ["frame \(player.frame) of \(max(r.count - 1, 0))", "\(NumberText.fixed(player.frameTime, 3)) s"]
        // (Pages from 0, as the findings, `--page` and `detect` count them.)
        if r.pages > 0 { parts.append("page \(player.page) of 0–\(r.pages - 1)") }
        parts.append("\(NumberText.short(player.rate))×")
        parts.append(player.paused ? "PAUSED" : "playing")
        let n = r.findings.count
        parts.append("\(n) finding\(n == 1 ? "" : "s")")
        if let fps { parts.append("\(NumberText.fixed(fps, 0)) fps") }
        let y = l.hud.y + l.hud.height / 2 + 5
        let left = text.fitted(parts.joined(separator: "  ·  "), width: l.hud.width - 28, size: 13, bold: false)
        items.append(.text(left, x: 14, y: y, size: 13, Palette.label, align: .left, bold: false))
        let right = message ?? "H for help"
        let room = l.hud.width - 28 - text.width(of: left, size: 13, bold: false) - 40
        if room > 40 {
            items.append(.text(text.fitted(right, width: room, size: 13, bold: false), x: l.hud.maxX - 14, y: y, size: 13, Palette.secondaryLabel, align: .right, bold: false))
        }
    }

    /// The keys, over the bands.
    static func help(_ l: ComparisonLayout, _ player: ComparisonPlayer, into items: inout [SceneItem]) {
        let lines = ComparisonPlayer.bindings
        let h = Double(lines.count) * 22 + 24, w = min(player.width - 32, 520.0)
        let box = Rect(x: (player.width - w) / 2, y: max(8, (player.height - h) / 2), width: w, height: h)
        items.append(.rect(box, Palette.overlay, radius: 10))
        for (i, b) in lines.enumerated() {
            let y = box.y + 28 + Double(i) * 22
            items.append(.text(b.keys, x: box.x + 20, y: y, size: 13, Palette.label, align: .left, bold: true))
            items.append(.text(b.help, x: box.x + 210, y: y, size: 13, Palette.secondaryLabel, align: .left, bold: false))
        }
    }
}
