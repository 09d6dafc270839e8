import PageDots

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
