import CCairo
import PageDots

/// Writes `check --report` (docs/qa.md#the-report): the findings' filmstrip, with a
/// recording's own pixels under the outlines.
public enum ReportWriter {
    /// Throws when the fonts a report is drawn with cannot be loaded (checked before the
    /// work, so that a report that cannot be drawn is refused first).
    public static func checkFonts() throws {
        _ = try Fonts.shared.get()
    }

    /// Draws `report` to a PNG at `path`; `video`: the recording whose frames
    /// the thumbnails show (nil for a trace).
    public static func write(_ report: FindingReport, to path: String, video: VideoReader?) throws {
        let canvas = try Canvas(pixelWidth: Int(report.scene.width.rounded(.up)), pixelHeight: Int(report.scene.height.rounded(.up)))
        // The pictures of the frames shown, decoded again.
        var pictures: [Int: PlanarFrame] = [:]
        let wanted = Set(report.thumbnails.map(\.frame))
        if let video, !wanted.isEmpty {
            var index = 0
            try video.frames { f in
                if wanted.contains(index) { pictures[index] = f }
                index += 1
                return index <= wanted.max()!
            }
        }
        // Everything but the pictures, on nothing; then the pictures and the background
        // put under it.
        var overlay = report.scene
        overlay.background = Color(0, 0, 0, 0)
        _ = canvas.draw(overlay, scale: 1)
        let bg = report.scene.background
        let base = (UInt8(bg.r * 255), UInt8(bg.g * 255), UInt8(bg.b * 255))
        let pixels = canvas.pixels.assumingMemoryBound(to: UInt8.self)
        let stride = canvas.stride
        for y in 0..<canvas.pixelHeight {
            for x in 0..<canvas.pixelWidth {
                var under = base
                let px = Double(x) + 0.5, py = Double(y) + 0.5
                if let t = report.thumbnails.first(where: { px >= $0.rect.x && px < $0.rect.maxX && py >= $0.rect.y && py < $0.rect.maxY }),
                   let f = pictures[t.frame] {
                    // Nearest pixel of the recording (its own coordinates, less the cut).
                    let vx = Int(t.source.x + (px - t.rect.x) / t.scale) - f.originX, vy = Int(t.source.y + (py - t.rect.y) / t.scale) - f.originY
                    if vx >= 0, vy >= 0, vx < f.width, vy < f.height { under = rgb(f, vx, vy) }
                }
                let p = pixels + y * stride + 4 * x
                let a = Double(p[3]) / 255
                p[0] = UInt8((Double(p[0]) + (1 - a) * Double(under.2)).rounded())
                p[1] = UInt8((Double(p[1]) + (1 - a) * Double(under.1)).rounded())
                p[2] = UInt8((Double(p[2]) + (1 - a) * Double(under.0)).rounded())
                p[3] = 255
            }
        }
        canvas.markDirty()
        try canvas.writePNG(to: path)
    }

    /// The colour of a 4:2:0 frame's pixel (BT.601, limited range).
    static func rgb(_ f: PlanarFrame, _ x: Int, _ y: Int) -> (UInt8, UInt8, UInt8) {
        let c = (y / 2) * f.chromaWidth + x / 2
        let l = 1.164 * (Double(f.luma[y * f.width + x]) - 16), u = Double(f.cb[c]) - 128, v = Double(f.cr[c]) - 128
        func byte(_ d: Double) -> UInt8 { UInt8(max(0, min(255, d.rounded()))) }
        return (byte(l + 1.596 * v), byte(l - 0.392 * u - 0.813 * v), byte(l + 2.017 * u))
    }
}

extension Canvas {
    /// Says that the pixels were changed by hand (cairo then reads them again).
    func markDirty() { cairo_surface_mark_dirty(surface) }
}
