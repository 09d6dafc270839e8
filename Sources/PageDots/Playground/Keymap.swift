/// A key as the keyboard gives it, the same on every platform: the SDL edge says which
/// key, the keymap says what it does.
public enum Key: Hashable, Sendable {
    case left, right, up, down, home, end, escape, tab
    /// A key that types a character (whatever the keyboard layout), as typed.
    case character(Character)
}

/// What the playground does: what keys and a scenario's `press` steps ask for.
public enum Command: Equatable, Sendable {
    /// An arrow key on screen; `big`: with Shift. It turns the page in the direction the
    /// pages run, or in the tuning panel chooses (↑ ↓) or changes (← →) a parameter.
    case arrow(Arrow, big: Bool = false)
    case first, last
    /// Solo row 1…9; 0 shows every row.
    case solo(Int)
    case morePages, fewerPages
    case tracking, easing
    case slower, faster
    case pause, stepFrame
    case debug, background, freeScroll
    case screenshot, record, help, quit
    /// The tuning panel; save the state as a playground file.
    case panel, save
    /// Every row larger or smaller; back to the zoom that fits the rows.
    case zoomIn, zoomOut, zoomFit
    /// Solo the next row (after the last, show all again): rows past 9 too.
    case soloNext

    /// An arrow key.
    public enum Arrow: Sendable { case left, right, up, down }

    /// The name a scenario's `press` step uses, for the commands a scenario may give.
    public var scriptName: String? {
        switch self {
        case .arrow(.left, false): return "left"
        case .arrow(.right, false): return "right"
        case .first: return "home"
        case .last: return "end"
        case .solo(0): return "showAll"
        case .solo(let n): return "solo\(n)"
        case .morePages: return "plus"
        case .fewerPages: return "minus"
        case .tracking: return "tracking"
        case .easing: return "easing"
        case .slower: return "slower"
        case .faster: return "faster"
        case .debug: return "debug"
        case .background: return "background"
        case .freeScroll: return "freeScroll"
        case .zoomIn: return "zoomIn"
        case .zoomOut: return "zoomOut"
        case .zoomFit: return "zoomFit"
        case .soloNext: return "soloNext"
        default: return nil
        }
    }

    /// Every command a scenario may press, in the keymap's order.
    public static var scriptable: [Command] {
        var out: [Command] = []
        for b in Keymap.bindings { for (_, c) in b.keys where c.scriptName != nil && !out.contains(c) { out.append(c) } }
        return out
    }

    /// For a solo command, the row shown alone after it (by index from 0), `current` being
    /// the one shown alone now (nil: every row) among `rows`: `soloN` that row, or every row
    /// for one beyond them; Tab the next row, and every row after the last. Nil for every
    /// other command, which leaves the solo as it is.
    public func soloIndex(after current: Int?, rows: Int) -> Int?? {
        switch self {
        case .solo(let n): return .some(n >= 1 && n <= rows ? n - 1 : nil)
        case .soloNext:
            let next = current.map { $0 + 1 } ?? 0
            return .some(next < rows ? next : nil)
        default: return nil
        }
    }

    /// The scriptable command named `name`.
    public init?(scriptName name: String) {
        guard let c = Self.scriptable.first(where: { $0.scriptName == name }) else { return nil }
        self = c
    }
}

/// The playground's keys: what each does and how the help overlay and docs/window.md name
/// it, in one table. The SDL edge turns events into `Key`s only; everything else reads
/// this.
public enum Keymap {
    /// One line of help: the keys it names and what each does (no keys: a gesture).
    public struct Binding: Sendable {
        /// The keys as help shows them (`← →`).
        public var label: String
        /// What they do, short, for the help overlay.
        public var help: String
        /// What they do, in full, for docs/window.md's key table (nil: a gesture, not a key).
        public var detail: String?
        /// The keys and the command each gives; empty for a gesture.
        public var keys: [(key: Key, command: Command)]
    }

    static func key(_ label: String, _ help: String, _ detail: String, _ keys: [(Key, Command)]) -> Binding {
        Binding(label: label, help: help, detail: detail, keys: keys.map { (key: $0.0, command: $0.1) })
    }

    static func gesture(_ label: String, _ help: String) -> Binding { Binding(label: label, help: help, detail: nil, keys: []) }

    static func characters(_ s: String, _ command: Command) -> [(Key, Command)] { s.map { (.character($0), command) } }

    /// Every key and gesture, in the order help lists them.
    public static let bindings: [Binding] = [
        key("← →", "previous / next page",
            "previous / next page, animated (↑ ↓ when the pages run vertically; in the tuning panel ↑ ↓ choose a parameter, ← → change it, Shift ×10)",
            [(.left, .arrow(.left)), (.right, .arrow(.right)), (.up, .arrow(.up)), (.down, .arrow(.down))]),
        key("Home End", "first / last page", "first / last page, animated", [(.home, .first), (.end, .last)]),
        gesture("drag, wheel, trackpad", "scroll the pages"),
        gesture("click a control", "previous / next page by side"),
        gesture("drag along a control", "scrub through the pages"),
        key("1 … 9 / 0", "solo a row / show all", "solo a row / show all", (0...9).map { (.character(Character(String($0))), .solo($0)) }),
        key("Tab", "solo the next row", "solo the next row (after the last, show all): rows past 9 too; a click on a row's label solos it", [(.tab, .soloNext)]),
        key("< > Z", "zoom out / in / to fit", "every row smaller / larger (one zoom for all rows, shown in the HUD) / the zoom that fits them now, kept from then on", characters("<", .zoomOut) + characters(">", .zoomIn) + characters("z", .zoomFit)),
        key("P", "tuning panel (↑↓ ←→, click a row)", "tuning panel (see Workbench)", characters("p", .panel)),
        key("W", "save as a playground file", "save the state as a playground file `pagedots-config-N.yaml` (its name is printed)", characters("w", .save)),
        key("+ −", "more / fewer pages", "more / fewer pages", characters("+=", .morePages) + characters("-−_", .fewerPages)),
        key("T", "tracking discrete / continuous", "tracking discrete ↔ continuous", characters("t", .tracking)),
        key("E", "cycle easing", "cycle the easing of the dot animations (default, easeInOutCubic, easeOutCubic, …, cubicBezier, spring)", characters("e", .easing)),
        key("[ ]", "slower / faster time (0.1× … 2×)", "slower / faster time: 0.1×, 0.25×, 0.5×, 1×, 2×", characters("[", .slower) + characters("]", .faster)),
        key("Space  .", "pause / one frame while paused", "pause / one frame while paused", characters(" ", .pause) + characters(".", .stepFrame)),
        key("D", "debug overlay", "debug overlay: dot bounds, pitch grid, centre line, cosine width ruler", characters("d", .debug)),
        key("B", "background automatic / prominent / minimal", "control background: automatic (while interacting) / prominent / minimal", characters("b", .background)),
        key("F", "free scroll", "free scroll (no paging; decays 0.998 per ms, bounces at the ends)", characters("f", .freeScroll)),
        key("S", "PNG screenshot", "PNG screenshot into the current folder, or `--out-dir` (its name is printed)", characters("s", .screenshot)),
        key("R", "start / stop recording", "start / stop recording an MP4 of the window at its pixel size, on a fixed 60 fps timeline", characters("r", .record)),
        key("H ?", "this help", "help overlay", characters("h?", .help)),
        key("Esc", "quit", "quit", [(.escape, .quit)]),
    ]

    /// What `key` does (`shift`: held); nil for a key the playground does not use.
    /// Letters count in either case.
    public static func command(for key: Key, shift: Bool = false) -> Command? {
        var key = key
        if case .character(let c) = key, c.isUppercase { key = .character(Character(c.lowercased())) }
        for b in bindings {
            for (k, c) in b.keys where k == key {
                if case .arrow(let a, _) = c { return .arrow(a, big: shift) }
                return c
            }
        }
        return nil
    }

    /// The help overlay's lines: keys (or gesture) and what they do.
    public static var helpLines: [(String, String)] { bindings.map { ($0.label, $0.help) } }
}

extension InputEvent {
    /// What the event asks the playground to do, when it is a key or a command.
    public var command: Command? {
        switch self {
        case .key(let key, let shift): return Keymap.command(for: key, shift: shift)
        case .command(let c): return c
        default: return nil
        }
    }
}
