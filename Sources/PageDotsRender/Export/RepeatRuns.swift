/// Which frames of an MP4 stream cross to ffmpeg (see `MatroskaStream`): a frame that
/// repeats the one before it is held back; when a new picture comes, a held run is first
/// sent as its last frame, and at the end as its last three (or as many as it has).
struct RepeatRuns {
    /// Frames added so far.
    private(set) var frames = 0
    /// The frames since the last one sent repeat it.
    private var holding = false
    /// The index of the last frame sent.
    private var lastSent = -1

    /// Frame `frames` arrives, `same` when it repeats the one before (the first never
    /// does). Returns the index the previous picture is sent again as first, if any, and
    /// the index this frame is sent as, or nil when it is held back.
    mutating func add(same: Bool) -> (again: Int?, send: Int?) {
        defer { frames += 1 }
        if frames > 0 && same {
            holding = true
            return (nil, nil)
        }
        let again = holding ? frames - 1 : nil
        holding = false
        lastSent = frames
        return (again, frames)
    }

    /// The indices the last picture is sent again as when the stream ends (ffmpeg ends a
    /// stream by repeating its last frame as often as the middle of its last three gaps:
    /// the last two frames go without one).
    mutating func end() -> Range<Int> {
        defer { holding = false; lastSent = frames - 1 }
        return holding ? max(lastSent + 1, frames - 3)..<frames : frames..<frames
    }
}
