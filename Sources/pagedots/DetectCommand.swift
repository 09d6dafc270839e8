import ArgumentParser
import Foundation
import PageDots
import PageDotsRender

/// `pagedots detect`: measures the page control in a screen recording of any app
/// (docs/qa.md): every frame's elements, sub-pixel, and the current one.
struct DetectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "detect",
        abstract: "Measure the page control in a screen recording: each frame's elements (centre, size, current).",
        discussion: """
            Reads the recording with ffmpeg; finds the row of elements (or measures --region); \
            prints one line per decoded frame, then what was learnt: the colours, the pitch, the \
            full size and the measurement's own noise (record the control standing still to \
            calibrate). Centres and sizes are in the recording's pixels, from anti-aliased \
            coverage. See docs/qa.md.
            """
    )

    @Option(help: "The recording (any video ffmpeg reads: MP4, MOV, WebM, …).")
    var video: String
    @Option(parsing: .unconditional, help: "Measure only this rectangle of the recording, X,Y,W,H pixels (default: the row found in the first frames).", transform: { try RegionOption.parse($0) })
    var region: RegionOption?
    @Option(help: "Also write the recording with what was measured drawn on it (.mp4, .mov or .webm).")
    var overlay: String?
    @Flag(help: "JSON lines: {\"frame\", \"time\", \"dots\": [{\"x\", \"y\", \"width\", \"height\", \"highlight\", \"current\"}]} (what was learnt goes to stderr).")
    var json = false

    func run() throws {
        guard video == "-" || FileManager.default.isReadableFile(atPath: video) else {
            throw UsageError.unreadable("video", path: video, reason: FileManager.default.fileExists(atPath: video) ? "permission denied" : "no such file")
        }
        if let overlay {
            try OutputPath.option(overlay, ["mp4", "mov", "webm"], name: "--overlay")
            // The overlay is written under a temporary name and renamed: over the
            // recording itself, it would replace what it shows.
            var a = stat(), b = stat()
            if stat(overlay, &a) == 0 && stat(video, &b) == 0 && a.st_dev == b.st_dev && a.st_ino == b.st_ino {
                throw UsageError.needs("--overlay", give: "another file", why: "would replace the recording itself")
            }
        }
        let d = try VideoDetection.reading(video, region: region?.region)
        for row in d.rows {
            for f in row.frames {
                try StandardOutput.line(json ? f.json(row: row.number).text : "row \(row.number) · " + Self.line(f))
            }
        }
        // A recording not read whole: what was read is printed (and drawn), and the status
        // says so; one with no row has nothing to draw.
        if let short = d.cutShort, d.nothingFound != nil {
            StandardError.line("\(d.video.name): \(short); no row of page-indicator elements found in what was read")
            throw ExitCode(2)
        }
        if let reason = d.nothingFound {
            StandardError.line("\(d.video.name): \(reason)")
            throw ExitCode(3)
        }
        if let overlay {
            var shown = Progress(total: d.framesRead, label: "writing \(overlay)")
            defer { shown.finish() }
            try OverlayWriter.write(d, to: overlay) { done, _ in shown.update(done) }
        }
        if let short = d.cutShort {
            StandardError.line("\(d.video.name): \(short)")
            throw ExitCode(2)
        }
        for row in d.rows {
            let summary = Self.summary(d, row)
            if json { StandardError.line(summary) } else { try StandardOutput.line(summary) }
        }
    }

    /// A frame in words: its elements left to right.
    static func line(_ f: ObservedFrame) -> String {
        let elements = f.elements.map { e in
            "\(NumberText.fixed(e.x, 2)),\(NumberText.fixed(e.y, 2)) \(NumberText.fixed(e.width, 2))×\(NumberText.fixed(e.height, 2))" + (e.current == true ? " current" : "")
        }
        return "frame \(f.frame) · \(NumberText.fixed(f.time ?? 0, 3)) s · \(f.elements.count) element\(f.elements.count == 1 ? "" : "s")"
            + (elements.isEmpty ? "" : ": " + elements.joined(separator: " · "))
    }

    /// What was learnt from one row over the whole recording.
    static func summary(_ d: VideoDetection, _ row: VideoDetection.Row) -> String {
        let head = "row \(row.number): measured \(row.frames.count) frames of \(d.video.width)x\(d.video.height) in region \(row.region)"
        guard row.frames.contains(where: { !$0.elements.isEmpty }) else { return head + ": no elements found" }
        let m = ObservedRow(row.frames, axis: row.axis).measures
        let colours = row.colours.current == nil ? "one colour (the current element is not told by colour)" : "two colours (ordinary and current)"
        return head + ": \(colours); \(m.text) (px)"
    }
}
