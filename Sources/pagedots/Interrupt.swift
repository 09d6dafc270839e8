import Foundation
import PageDotsRender

/// Ctrl-C, a termination or a hang-up during a long render: set a flag the render loop
/// checks, so it can stop ffmpeg and remove its partial output before exiting — with the
/// status a shell gives a command that signal ended (130 for Ctrl-C).
enum Interrupt {
    /// The signal that asked, or 0.
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
    static func install() {
        let signals = [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT, SIGSYS, SIGXCPU, SIGXFSZ, SIGHUP, SIGQUIT, SIGINT, SIGTERM,
                       SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGPOLL, SIGSTKFLT, SIGPWR]
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
                    _ = Glibc.write(2, said.utf8Start, said.utf8CodeUnitCount)
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

/// A one-line progress display on stderr, only when stderr is a terminal.
struct Progress {
    let total: Int
    let label: String
    let enabled = isatty(2) == 1
    private var lastPercent = -1

    init(total: Int, label: String) {
        self.total = total
        self.label = label
    }

    mutating func update(_ done: Int) {
        guard enabled else { return }
        let percent = total > 0 ? done * 100 / total : 100
        guard percent != lastPercent else { return }
        lastPercent = percent
        StandardError.write("\r\(label): frame \(done)/\(total) (\(percent)%)")
    }

    func finish() {
        if enabled { StandardError.write("\r\u{1B}[K") }
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
