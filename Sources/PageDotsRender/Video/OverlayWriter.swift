import PageDots

/// Writes `detect --overlay` (docs/qa.md#the-overlay): the recording with what was
/// measured drawn on each frame — the region, every element's box (blue: current) and
/// centre, and the frame's number, time and count.
public enum OverlayWriter {
    /// Writes `d`'s recording with its detection to the video at `path` (its format by
    /// its extension), at the recording's average frame rate.
    /// `progress` hears the frames written so far and how many there are.
    public static func write(_ d: VideoDetection, to path: String, progress: (Int, Int) -> Void = { _, _ in }) throws {
        let w = d.video.width, h = d.video.height
        let canvas = try Canvas(pixelWidth: w, pixelHeight: h)
        let frames = d.rows.first?.frames ?? []
        let times = frames.compactMap(\.time)
        let span = (times.last ?? 0) - (times.first ?? 0)
        let fps = times.count > 1 && span > 0 ? max(1, min(240, Int((Double(times.count - 1) / span).rounded()))) : 60
        let writer = try VideoWriter(path: path, pixelWidth: w, pixelHeight: h, fps: fps)
        var index = 0
        let ok = Color(hex: 0x34C759), current = Color(hex: 0x0A84FF), region = Color(hex: 0xFFD60A, alpha: 0.8)
        do {
            try d.video.framesBGRA { bgra in
                guard frames.indices.contains(index) else { return false }
                var items: [SceneItem] = []
                for row in d.rows {
                    let r = row.region, f = row.frames[index]
                    items.append(.strokeRect(Rect(x: Double(r.x), y: Double(r.y), width: Double(r.width), height: Double(r.height)), region, lineWidth: 1))
                    for e in f.elements where e.isFinite {
                        let c = e.isCurrent == true ? current : ok
                        items.append(.strokeRect(Rect(x: e.x - e.width / 2 - 1, y: e.y - e.height / 2 - 1, width: e.width + 2, height: e.height + 2), c, lineWidth: 1))
                        items.append(.line(x1: e.x - 2, y1: e.y, x2: e.x + 2, y2: e.y, c, lineWidth: 1))
                        items.append(.line(x1: e.x, y1: e.y - 2, x2: e.x, y2: e.y + 2, c, lineWidth: 1))
                    }
                    let label = "row \(row.number) · frame \(f.frame) · \(NumberText.fixed(f.time ?? 0, 3)) s · \(f.elements.count) elements"
                    let y = Double(r.y) > 20 ? Double(r.y) - 6 : Double(r.y + r.height) + 14
                    items.append(.text(label, x: Double(r.x), y: y, size: 12, region, align: .left, bold: false))
                }
                canvas.draw(items, over: bgra, scale: 1)
                try writer.write(canvas)
                index += 1
                progress(index, frames.count)
                return true
            }
            try writer.finish()
        } catch {
            writer.cancel()
            throw error
        }
    }
}
