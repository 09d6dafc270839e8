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

/// A recording read for comparison: its row found (or the one named) and measured, and
/// compared with a style when one is given.
public enum ComparisonSource {
    /// Why a recording cannot be compared, in one line; `unjudged`: no row can be judged
    /// (exit status 3).
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
        public var unjudged: Bool
    }

    /// Reads `detection`'s row `row` (from 1; the only one when nil and there is one) and
    /// compares it with `against`.
    public static func comparison(_ detection: VideoDetection, row number: Int?, against: StyleComparison?) throws -> (RecordingComparison, PixelRegion) {
        let name = detection.video.name
        guard !detection.rows.isEmpty else {
            throw Failure(description: "\(Quoted(name)): \(detection.nothingFound ?? "no row of page-indicator elements found"); nothing to play", unjudged: true)
        }
        let row: VideoDetection.Row
        if let number {
            guard let r = detection.rows.first(where: { $0.number == number }) else {
                throw Failure(description: "--row \(number): \(Quoted(name)) has \(detection.rows.count) row\(detection.rows.count == 1 ? "" : "s") (give --row 1…\(detection.rows.count))", unjudged: false)
            }
            row = r
        } else {
            guard detection.rows.count == 1 else {
                let list = detection.rows.map { "row \($0.number) at \($0.region)" }.joined(separator: ", ")
                throw Failure(description: "\(Quoted(name)) has \(detection.rows.count) rows (\(list)): give --row K or --region X,Y,W,H", unjudged: false)
            }
            row = detection.rows[0]
        }
        let observed = ObservedRow(row.frames, axis: row.axis)
        let (judged, reason) = observed.judgement
        guard judged else {
            throw Failure(description: "\(Quoted(name)): row \(row.number) (region \(row.region)) cannot be judged: \(reason ?? "its design is not one the checks model")", unjudged: true)
        }
        let region = Rect(x: Double(row.region.x), y: Double(row.region.y), width: Double(row.region.width), height: Double(row.region.height))
        let r = RecordingComparison(row: observed, region: region, width: detection.video.width, height: detection.video.height,
                                    times: detection.video.times, against: against)
        return (r, row.region)
    }
}
