import Foundation
import PageDots
import PageDotsRender

/// Ctrl-C, a termination or a hang-up during a long render: set a flag the render loop
/// checks, so it can stop ffmpeg and remove its partial output before exiting — with the
/// status a shell gives a command that signal ended (130 for Ctrl-C).
enum Interrupt {
    /// The signal that asked, or 0.
    // `nonisolated(unsafe)`: a `sig_atomic_t` set by the signal handler, read by the loops.
    nonisolated(unsafe) static var requested: sig_atomic_t = 0

    static func install() {
        signal(SIGINT) { s in Interrupt.requested = s }
        signal(SIGTERM) { s in Interrupt.requested = s }
        signal(SIGHUP) { s in Interrupt.requested = s }
    }

    static var wasRequested: Bool { requested != 0 }
}

/// Whatever ends the process — a crash, a hang-up, Ctrl-C outside a render — first
/// removes the temporary files of outputs being written (and, when it was asked to stop,
/// stops its ffmpeg and ffprobe and says "interrupted"), then dies as it would have.
enum SignalCleanup {
    /// Signals only Linux has.
    #if os(Linux)
    static let linuxOnly = [SIGPOLL, SIGSTKFLT, SIGPWR]
    #else
    static let linuxOnly: [Int32] = []
    #endif

    static func install() {
        TemporaryPaths.prepare()
        ChildProcesses.prepare()
        let signals = [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT, SIGSYS, SIGXCPU, SIGXFSZ, SIGHUP, SIGQUIT, SIGINT, SIGTERM,
                       SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF] + linuxOnly
        // A parent may hand down a mask that blocks some of them; they must reach us.
        var set = sigset_t()
        sigemptyset(&set)
        for sig in signals { sigaddset(&set, sig) }
        sigprocmask(SIG_UNBLOCK, &set, nil)
        for sig in signals {
            let old = signal(sig) { s in
                // Asked to stop (not a crash): its children stop too, and it says so.
                if s == SIGINT || s == SIGTERM || s == SIGHUP {
                    ChildProcesses.stopAllNow()
                    let said: StaticString = "pagedots: interrupted\n"
                    _ = SystemIO.write(2, said.utf8Start, said.utf8CodeUnitCount)
                }
                TemporaryPaths.removeAllNow()
                signal(s, SIG_DFL)
                raise(s)
            }
            // A signal the parent ignores stays ignored (nohup's hang-up; a file size limit
            // then fails the write instead, which is reported).
            if unsafeBitCast(old, to: Int.self) == 1 { signal(sig, SIG_IGN) }   // SIG_IGN
        }
    }
}

/// Progress on stderr: on a terminal one line redrawn in place; elsewhere (a CI log) a
/// line every few seconds, so that long work shows it goes on. Wall-clock time only
/// paces these lines; nothing it draws or writes depends on it.
struct Progress {
    let total: Int
    let label: String
    let terminal = isatty(2) == 1
    /// Seconds between lines off a terminal.
    static let every = 5.0
    private var lastPercent = -1
    private var lastLine = ContinuousClock.now

    init(total: Int, label: String) {
        self.total = total
        self.label = label
    }

    mutating func update(_ done: Int) {
        // (A total that was an estimate never shows fewer than are done.)
        let total = self.total > 0 ? max(self.total, done) : 0
        let percent = total > 0 ? min(100, done * 100 / total) : 100
        let shown = total > 0 ? "frame \(done)/\(total) (\(percent)%)" : "frame \(done)"
        if terminal {
            guard percent != lastPercent || total == 0 else { return }
            lastPercent = percent
            StandardError.write("\r\(TerminalText.safe(label)): \(shown)")
        } else {
            let now = ContinuousClock.now
            guard now - lastLine >= .seconds(Self.every) else { return }
            lastLine = now
            StandardError.line("\(label): \(shown)")
        }
    }

    func finish() {
        if terminal { StandardError.write("\r\u{1B}[K") }
    }
}

extension Progress {
    /// Runs `work` with a render control that shows progress on a terminal and stops on
    /// Ctrl-C, a termination or a hang-up.
    static func showing<T>(total: Int, label: String, _ work: (ScenarioRenderer.Control) throws -> T) rethrows -> T {
        var progress = Progress(total: total, label: label)
        defer { progress.finish() }
        return try work(ScenarioRenderer.Control(progress: { progress.update($0) }, interrupted: { Interrupt.wasRequested }))
    }
}
