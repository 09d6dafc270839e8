import PageDots
import PageDotsRender

/// A recording or minimal trace `check` judges: its rows (a trace has one), each with its
/// frames and, in a recording, where it is.
struct ObservedSource {
    struct Row {
        /// Its number in the recording (nil: a trace's one row).
        var number: Int?
        var region: PixelRegion?
        var axis: RowAxis?
        var frames: [ObservedFrame]
    }

    var name: String
    var rows: [Row]
    var detection: VideoDetection?
    /// Why no row was found, when none was.
    var nothingFound: String?

    init(name: String, rows: [Row]) {
        self.name = name
        self.rows = rows
    }

    init(name: String, detection d: VideoDetection) {
        self.name = name
        detection = d
        rows = d.rows.map { Row(number: $0.number, region: $0.region, axis: $0.axis, frames: $0.frames) }
        nothingFound = d.nothingFound
    }
}

extension VideoDetection {
    /// Reads and measures the recording at `path` as `check` and `detect` do: notes (a
    /// pipe waiting for its writer) and progress on stderr.
    static func reading(_ path: String, region: PixelRegion?) throws -> VideoDetection {
        var progress = Progress(total: 0, label: "reading \(path)")
        defer { progress.finish() }
        return try VideoDetection(path: path, region: region, note: { StandardError.line($0) }) { done, total in
            if let total, progress.total != total { progress = Progress(total: total, label: progress.label) }
            progress.update(done)
        }
    }
}
