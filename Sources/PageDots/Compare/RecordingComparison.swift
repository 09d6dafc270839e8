/// A recorded page control read for the window that plays it beside a style
/// (docs/compare.md): the row's elements at every frame, the page the control shows at
/// every frame (followed as `check --against` follows it), each resting run and what
/// differs there from the style, and `check`'s findings.
public struct RecordingComparison: Sendable {
    /// The recording's size, px.
    public var width: Int
    /// The recording's size, px.
    public var height: Int
    /// Seconds from the start of every frame, in order (from the file's timestamps).
    public var times: [Double]
    /// Where the analysed row is in the recording, px.
    public var region: Rect
    /// Which way the row runs.
    public var axis: RowAxis
    /// The row's elements at every frame, the recording's px.
    public var frames: [ObservedFrame]
    /// The style shown beside the recording (nil: the recording alone).
    public var style: PageIndicator?
    /// The control's page count.
    public var pages: Int
    /// The page shown at every frame.
    public var shownPages: [Int]
    /// Recording px per pt of the style and where the control's centre is (nil: the style
    /// could not be fitted, or there is none).
    public var fit: StyleComparison.Fit?
    /// Each resting run compared with the style.
    public var rests: [StyleComparison.Rest]
    /// What `check` finds (the invariants, and the differences from the style), in frame
    /// order.
    public private(set) var findings: [ObservedFinding]
    /// The frames where findings start, in order, each once (read every frame drawn: kept).
    public private(set) var findingFrames: [Int] = []

    /// Reads `row` (measured in `region` of a `width × height` recording whose frames are
    /// at `times`), compared with `comparison` when given.
    public init(row: ObservedRow, region: Rect, width: Int, height: Int, times: [Double], against comparison: StyleComparison?) {
        self.width = width
        self.height = height
        self.region = region
        axis = row.axis
        frames = row.frames
        self.times = (0..<row.frames.count).map { i in row.frames[i].time ?? (i < times.count ? times[i] : Double(i) / 60) }
        style = comparison?.style
        pages = comparison?.pages ?? 0
        var findings = row.judgement.judged ? ObservedChecker.check(row).filter { comparison == nil || $0.invariant != .rest } : []
        if let comparison {
            let followed = comparison.follow(row)
            shownPages = followed.pages
            fit = followed.fit
            rests = followed.rests
            findings = (findings + followed.findings).enumerated()
                .sorted { ($0.element.frame, $0.offset) < ($1.element.frame, $1.offset) }.map(\.element)
        } else {
            shownPages = Array(repeating: 0, count: row.frames.count)
            fit = nil
            rests = []
        }
        self.findings = findings
        findingFrames = Array(Set(findings.map(\.frame))).sorted()
    }

    /// The number of frames.
    public var count: Int { frames.count }

    /// The recording's length, s (the last frame's time).
    public var duration: Double { times.last ?? 0 }

    /// The last frame shown at `time` (s from the start): the one whose time has come.
    public func frame(at time: Double) -> Int {
        guard !times.isEmpty else { return 0 }
        var lo = 0, hi = times.count - 1
        // (The last frame whose time is at or before `time`, allowing a microsecond.)
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if times[mid] <= time + 1e-6 { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    /// The resting run holding frame `i`, when one does.
    public func rest(at i: Int) -> StyleComparison.Rest? { rests.first { $0.first <= i && i <= $0.last } }


}
