import PageDots

/// A recording's page control, measured (docs/qa.md): the region it stands in (given, or
/// found in the first frames), every frame's elements with their times, and the colours
/// learnt.
public struct VideoDetection: Sendable {
    public let video: VideoReader
    public let region: RowFinder.Region
    public let frames: [ObservedFrame]
    public let colours: ElementColours
    /// Frames the row is looked for in when no region is given.
    public static let framesSearched = 30

    /// Why a recording cannot be measured, in one line.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// Decodes `path` and measures its control in `region` (the recording's pixels), or in
    /// the region around the row found in its first frames.
    public init(path: String, region given: RowFinder.Region? = nil) throws {
        let video = try VideoReader(path: path)
        var region: RowFinder.Region
        if let given {
            guard given.x >= 0, given.y >= 0, given.width >= 2, given.height >= 2,
                  given.x + given.width <= video.width, given.y + given.height <= video.height else {
                throw Failure(description: "--region \(given) is not inside the \(video.width)x\(video.height) video: give X,Y,W,H with W and H at least 2")
            }
            region = given.even(within: video.width, video.height)
        } else {
            // The first frame, and only when it shows no row, every fifth of the next.
            var found = RowFinder.find(video.first)
            var index = 0
            if found == nil {
                try video.frames(limit: Self.framesSearched) { f in
                    if index > 0 && index % 5 == 0 { found = RowFinder.find(f) }
                    index += 1
                    return found == nil
                }
            }
            guard let found else {
                throw Failure(description: "no row of page-indicator elements found in '\(path)' (looked in its first \(Self.framesSearched) frames): give --region X,Y,W,H")
            }
            region = found
        }
        var detector = ElementDetector()
        try video.frames(region: region) { f in
            detector.add(f)
            return true
        }
        guard !detector.blobs.isEmpty else { throw Failure(description: "'\(path)' has no frames to measure") }
        let colours = detector.colours
        self.colours = colours
        // Elements in row order: by x, or by y in a column.
        let vertical = region.height > region.width
        frames = detector.elements(colours: colours).enumerated().map { i, e in
            ObservedFrame(frame: i, time: video.time(i), elements: e.sorted { vertical ? ($0.y, $0.x) < ($1.y, $1.x) : ($0.x, $0.y) < ($1.x, $1.y) })
        }
        self.video = video
        self.region = region
        guard frames.contains(where: { !$0.elements.isEmpty }) else {
            throw Failure(description: "no elements measured in '\(path)' (region \(region)): give --region X,Y,W,H around the control")
        }
    }
}
