/// Where an MP4 render's time went between us and ffmpeg, in seconds: who waited on whom.
/// Kept by `VideoWriter` for the frames it sends through its ring; `bench --export`
/// reports it per scenario.
public struct PipeWaits: Sendable, Equatable {
    /// The drawing thread waited for a ring buffer: ffmpeg was a whole ring behind.
    public var drawingWaited = 0.0
    /// The writer thread was blocked handing frames to a full pipe: we waited on ffmpeg.
    public var pipeFull = 0.0
    /// The writer thread had no frame to hand over: the pipe was draining, and ffmpeg
    /// waited on us once it had read what was left in it.
    public var writerIdle = 0.0

    public init() {}
}
