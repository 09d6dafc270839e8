import Foundation
import PageDots

/// A recording beside a style as files (docs/compare.md): what the window shows, frame
/// for frame on the recording's timeline — a video, PNG frames, or one frame as a PNG.
public enum ComparisonRender {
    /// Writes every recorded frame's view to `target` at `scale` px per pt; returns the
    /// frames written. The output plays at the recording's mean frame rate.
    @discardableResult
    public static func render(_ start: ComparisonPlayer, _ pictures: RecordingPictures, name: String, to target: RenderTarget,
                              scale: Double, verbose: Bool = false, control: ScenarioRenderer.Control = .init()) throws -> Int {
        let pw = Int((start.width * scale).rounded()), ph = Int((start.height * scale).rounded())
        let canvas = try Canvas(pixelWidth: pw, pixelHeight: ph)
        let r = start.recording
        let fps = max(1, min(240, Int((Double(max(r.count - 1, 1)) / max(r.duration, 1e-9)).rounded())))
        // Every frame drawn in order, each handed to `write`.
        func play(_ write: (Int) throws -> Void) throws {
            var player = start
            try pictures.decode { k, p in
                if control.interrupted() { throw RenderError.interrupted }
                guard k < r.count else { return false }
                player.seek(k)
                canvas.draw(ComparisonScene.build(player, p, name: name, text: TextMeter.shared), scale: scale)
                try write(k)
                control.progress(k + 1)
                return true
            }
        }
        switch target {
        case .video(let path, let format):
            var palette: VideoWriter?
            if format.palette {
                let p = try VideoWriter(path: path, format: format, pixelWidth: pw, pixelHeight: ph, fps: fps, pass: .palette)
                p.verbose = verbose
                let every = max(1, r.count / 60)
                do { try play { k in if k % every == 0 { try p.write(canvas) } }; try p.finish() } catch { p.cancel(); throw error }
                palette = p
            }
            defer { palette?.discard() }
            let writer = try VideoWriter(path: path, format: format, pixelWidth: pw, pixelHeight: ph, fps: fps, pass: .frames(palette: palette?.paletteFile))
            writer.verbose = verbose
            var written = 0
            do { try play { _ in try writer.write(canvas); written += 1 }; try writer.finish() } catch { writer.cancel(); throw error }
            return written
        case .frames(let folder, let existing):
            let out = try FrameFolder(folder, existing: existing)
            var written = 0
            do { try play { _ in try out.write(canvas, damage: .all); written += 1 }; try out.finish() } catch { out.cancel(); throw error }
            return written
        }
    }

    /// Writes recorded frame `k`'s view as a PNG at `scale` px per pt.
    public static func snapshot(_ start: ComparisonPlayer, _ pictures: RecordingPictures, name: String, frame k: Int, to path: String, scale: Double) throws {
        var player = start
        player.seek(k)
        var shown: ComparisonScene.Pictures?
        try pictures.decode(from: k) { _, p in shown = p; return false }
        let canvas = try Canvas(pixelWidth: Int((start.width * scale).rounded()), pixelHeight: Int((start.height * scale).rounded()))
        canvas.draw(ComparisonScene.build(player, shown ?? .init(), name: name, text: TextMeter.shared), scale: scale)
        try canvas.writePNG(to: path)
    }
}
