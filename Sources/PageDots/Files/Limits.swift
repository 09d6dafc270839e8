/// Every limit on what the commands and scenario files take, in one place, so that
/// options, scenarios, messages, `--help` and docs/limits.md agree.
public enum Limits {
    /// Page counts (options, scenarios, `set pages`, `+`).
    public static let maxPages = 1_000_000_000
    /// Window and frame sides, pt.
    public static let sides = 16...8192
    /// Output pixels per side (size × scale).
    public static let maxPixels = 8192
    /// Output pixels in all (8192 × 4096): a frame and its copies stay well under 200 MB.
    public static let maxArea = 8192 * 4096
    /// Pixels of a frame that moves (render, bench, the window): 2560 × 1440 keeps the
    /// encoder and its queues under 200 MB.
    public static let maxMovingArea = 2560 * 1440
    /// Pixels of a GIF frame: ffmpeg's palette mapping needs about 100 bytes a pixel.
    public static let maxGIFArea = 1920 * 1080
    /// Pixels per pt.
    public static let scales = 0.25...4.0
    /// Frames per second of a render.
    public static let fps = 1...240
    /// Seconds a scenario's steps may last together, and any one duration.
    public static let maxSeconds = 3600.0
    /// Pages a drag, flick (per second) or wheel step may move.
    public static let maxDistance = 1_000_000.0
    /// Frames `bench` runs.
    public static let benchFrames = 1...1_000_000
    /// Rounds `bench --export` may run.
    public static let exportRounds = 1...20
    /// Bytes of a scenario or playground file.
    public static let maxFileBytes = 1 << 20
    /// Steps in a scenario.
    public static let maxSteps = 10_000
    /// Rows in the playground.
    public static let maxRows = 16
    /// Dots in one frame of a trace (every row's together): a control shows tens; checking
    /// costs memory in proportion, so a line is refused before it is parsed.
    public static let traceDotsPerFrame = 10_000
    /// Pixels a recording is read up to, frames × pixels in all (about 18 minutes of
    /// 1080p60): reading it takes minutes already.
    public static let maxRecordingPixels = 1 << 37
    /// Cells of a contact sheet (page counts × positions).
    public static let maxSheetCells = 2000
}
