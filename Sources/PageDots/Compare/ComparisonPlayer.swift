/// A recording played beside a style (docs/compare.md): the recording's time is the
/// playground's. The playhead is a recorded frame; the style's rows (a `PlaygroundModel`
/// in discrete tracking) follow the page read at each frame, advanced by the recording's
/// own time between frames, so that every frame shows the same thing however it was
/// reached (played, stepped, sought or written to a file).
public struct ComparisonPlayer: Sendable {
    /// What was read from the recording.
    public let recording: RecordingComparison
    /// The style's rows (and any others asked for), following the recording's page.
    public private(set) var model: PlaygroundModel
    /// The recorded frame shown.
    public private(set) var frame = 0
    /// Whether the playhead stands still.
    public private(set) var paused = false
    /// Recorded seconds per real second, one of `PlaygroundModel.timeScales`.
    public private(set) var rate = 1.0
    /// Recorded seconds at the playhead (between frames while playing).
    public private(set) var clock = 0.0
    /// Whether the elements measured on the recording are outlined.
    public private(set) var outlines = true
    /// Whether the help sheet is shown.
    public private(set) var showHelp = false
    /// The window's size, pt.
    public private(set) var width: Double
    /// The window's size, pt.
    public private(set) var height: Double
    /// Whether the pointer scrubs along the timeline or the strip.
    public private(set) var scrubbing = false
    /// The model's state at frame 0, which every seek replays from.
    private let start: PlaygroundModel

    /// A player on frame 0 of `recording`, `width × height` pt, with a row for each of
    /// `styles` (the style compared with first).
    public init(_ recording: RecordingComparison, styles: [RowSpec], width: Double = 1280, height: Double = 720) {
        self.recording = recording
        self.width = width
        self.height = height
        let page = recording.shownPages.first ?? 0
        var m = PlaygroundModel(pages: max(recording.pages, 1), page: min(page, max(recording.pages - 1, 0)), width: width, height: height,
                                rows: styles, tracking: .discrete)
        m.place(at: Double(min(page, max(recording.pages - 1, 0))))
        start = m
        model = m
        model = Self.played(from: start, recording, through: 0)
    }

    /// The model at frame `k`, played from `start` frame by frame.
    static func played(from start: PlaygroundModel, _ r: RecordingComparison, through k: Int) -> PlaygroundModel {
        var m = start
        for j in 0...max(0, min(k, r.count - 1)) { step(&m, r, to: j) }
        return m
    }

    /// Advances `m` from frame `j − 1` to frame `j`: the recording's time between them,
    /// then the page read at `j` (animated as the style animates a step; at the first
    /// frame of a resting run, at rest).
    static func step(_ m: inout PlaygroundModel, _ r: RecordingComparison, to j: Int) {
        guard r.pages > 0, j < r.shownPages.count else { return }
        if j > 0 { m.tick(min(max(r.times[j] - r.times[j - 1], 0), 0.5)) }
        let page = min(max(r.shownPages[j], 0), r.pages - 1)
        if let rest = r.rest(at: j), rest.first == j {
            m.place(at: Double(page))
        } else if page != m.currentPage {
            _ = try? m.handle(.goto(page: page, duration: Self.turn, easing: .linear))
            // (The page turns within the frame: the style starts its step now.)
            m.tick(Self.turn)
        }
    }

    /// How long the scroller takes to reach a page read (s): at once, for a frame; the
    /// style's own animation shows the step.
    static let turn = 1.0 / 240

    /// The page read at the playhead.
    public var page: Int { recording.shownPages.indices.contains(frame) ? recording.shownPages[frame] : 0 }

    /// The recorded time at the playhead's frame, s.
    public var frameTime: Double { recording.times.indices.contains(frame) ? recording.times[frame] : 0 }

    // MARK: Moving the playhead

    /// Goes to frame `k` (clamped), the clock on its time.
    public mutating func seek(_ k: Int) {
        let k = min(max(k, 0), max(recording.count - 1, 0))
        if k > frame {
            for j in (frame + 1)...k { Self.step(&model, recording, to: j) }
        } else if k < frame {
            model = Self.played(from: start, recording, through: k)
        }
        frame = k
        clock = frameTime
    }

    /// Real seconds `dt` pass: while playing, the clock moves on by `dt × rate` and the
    /// playhead to the last frame whose time has come (stopping at the last frame).
    public mutating func tick(_ dt: Double) {
        guard !paused, !scrubbing, recording.count > 1 else { return }
        clock = min(clock + max(0, dt.isFinite ? dt : 0) * rate, recording.duration)
        let k = recording.frame(at: clock)
        if k != frame {
            let keep = clock
            seek(k)
            clock = keep
        }
        if frame == recording.count - 1 { paused = true }
    }

    /// The next frame where a finding starts after the playhead (`forward`), or the last
    /// one before it; nil when there is none that way.
    public func finding(after forward: Bool) -> Int? {
        let frames = recording.findingFrames
        return forward ? frames.first { $0 > frame } : frames.last { $0 < frame }
    }

    // MARK: Input

    /// What a key asks of the player (nil: a key it does not use).
    public enum Action: Equatable, Sendable {
        case pause, forward, back, slower, faster, first, last, nextFinding, previousFinding, outlines, help, screenshot, quit
    }

    /// Every key and gesture the player answers, in the order help lists them.
    public static let bindings: [(keys: String, help: String)] = [
        ("Space", "play / pause"),
        (". ,  → ←", "one recorded frame forward / back"),
        ("[ ]", "slower / faster (0.1× … 2×)"),
        ("Home End", "first / last frame"),
        ("N P", "next / previous finding"),
        ("D", "outline the elements measured"),
        ("drag strip or timeline", "scrub through the recording"),
        ("click a tick", "go to that finding"),
        ("S", "PNG screenshot"),
        ("H ?", "this help"),
        ("Esc", "quit"),
    ]

    /// The action of `key`.
    public static func action(for key: Key) -> Action? {
        switch key {
        case .character(" "): return .pause
        case .character("."), .right: return .forward
        case .character(","), .left: return .back
        case .character("["): return .slower
        case .character("]"): return .faster
        case .home: return .first
        case .end: return .last
        case .character(let c) where c.lowercased() == "n": return .nextFinding
        case .character(let c) where c.lowercased() == "p": return .previousFinding
        case .character(let c) where c.lowercased() == "d": return .outlines
        case .character(let c) where c.lowercased() == "s": return .screenshot
        case .character(let c) where c.lowercased() == "h" || c == "?": return .help
        case .escape: return .quit
        default: return nil
        }
    }

    /// Carries out `action`; the screenshot and quit are the program's (returned).
    public mutating func perform(_ action: Action) -> Action? {
        switch action {
        case .pause:
            if paused && frame == recording.count - 1 { seek(0) }
            paused.toggle()
        case .forward: paused = true; seek(frame + 1)
        case .back: paused = true; seek(frame - 1)
        case .slower, .faster:
            let scales = PlaygroundModel.timeScales
            let i = scales.firstIndex(of: rate) ?? 3
            rate = scales[min(max(i + (action == .faster ? 1 : -1), 0), scales.count - 1)]
        case .first: seek(0)
        case .last: seek(recording.count - 1)
        case .nextFinding: if let k = finding(after: true) { paused = true; seek(k) }
        case .previousFinding: if let k = finding(after: false) { paused = true; seek(k) }
        case .outlines: outlines.toggle()
        case .help: showHelp.toggle()
        case .screenshot, .quit: return action
        }
        return nil
    }

    /// A person's event; what the program must do (a screenshot, quit), if anything.
    public mutating func handle(_ event: InputEvent) -> Action? {
        switch event {
        case .key(let key, _):
            return Self.action(for: key).flatMap { perform($0) }
        case .resize(let w, let h):
            width = w
            height = h
        case .pointerDown(let x, let y):
            let l = ComparisonLayout(self)
            if let k = l.tick(atX: x, y: y, self) { paused = true; seek(k) }
            else if l.timeline.contains(x, y) || l.strip.contains(x, y) { scrubbing = true; paused = true; seek(l.frame(atX: x, self)) }
        case .pointerMove(let x, _):
            if scrubbing { seek(ComparisonLayout(self).frame(atX: x, self)) }
        case .pointerUp:
            scrubbing = false
        default: break
        }
        return nil
    }
}
