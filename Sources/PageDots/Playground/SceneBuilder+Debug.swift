extension SceneBuilder {
    /// The debug overlay (`D`) for one row: a pitch grid and rulers as the style asks,
    /// the centre line, and every visible element's bounds.
    static func debug(_ track: PlaygroundRow, cx: Double, cy: Double, zoom z: Double, into items: inout [SceneItem]) {
        let pitch = track.style.pitch * z
        let visible = track.shown.filter(\.isVisible)
        let reach = max(ElementLayout.span(of: visible) * z / 2, pitch) + pitch
        let n = min(200, (reach / max(pitch, 1)).saturatingInt)
        let top = cy - track.style.fullDiameter * z, bottom = cy + track.style.fullDiameter * z
        let guides = track.style.debugGuides(track.layout)
        if guides.pitchGrid {
            let offset = (visible.first.map { $0.x * z } ?? 0).truncatingRemainder(dividingBy: pitch)
            for k in -n...n {
                let x = cx + offset + Double(k) * pitch
                items.append(.line(x1: x, y1: top, x2: x, y2: bottom, Palette.debugGrid, lineWidth: 1))
            }
        }
        items.append(.line(x1: cx, y1: top - 10, x2: cx, y2: bottom + 10, Palette.debug, lineWidth: 1))
        for d in visible {
            let s = d.height * z
            items.append(.strokeRect(Rect(x: cx + d.x * z - s / 2, y: cy + d.y * z - s / 2, width: s, height: s),
                                     Palette.debug, lineWidth: 1))
        }
        for (i, ruler) in guides.rulers.enumerated() {
            let w = ruler.width * z, y = top - 14 - Double(i) * 24
            items.append(.line(x1: cx - w / 2, y1: y, x2: cx + w / 2, y2: y, Palette.debug, lineWidth: 1))
            items.append(.line(x1: cx - w / 2, y1: y - 5, x2: cx - w / 2, y2: y + 5, Palette.debug, lineWidth: 1))
            items.append(.line(x1: cx + w / 2, y1: y - 5, x2: cx + w / 2, y2: y + 5, Palette.debug, lineWidth: 1))
            items.append(.text(ruler.label, x: cx, y: y - 8, size: 12, Palette.debug, align: .center, bold: false))
        }
    }
}
