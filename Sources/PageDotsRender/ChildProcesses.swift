import CPipe
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The ffmpeg and ffprobe processes running for this one, so that a signal that ends it
/// ends them too (`stopAllNow` is safe in a signal handler: it only reads a table set up
/// beforehand and calls kill and waitpid). A child left behind would go on decoding, or
/// wait for good on a named pipe.
public enum ChildProcesses {
    static let capacity = 32
    // `nonisolated(unsafe)`: read by a signal handler, which can take no lock; written under
    // the lock, with stopping signals held off the writing thread.
    nonisolated(unsafe) static let pids: UnsafeMutablePointer<pid_t> = {
        let p = UnsafeMutablePointer<pid_t>.allocate(capacity: capacity)
        p.initialize(repeating: 0, count: capacity)
        return p
    }()
    /// Makes the table now, before any signal handler may read it (see
    /// `TemporaryPaths.prepare`).
    public static func prepare() { _ = pids }

    private static let lock = NSLock()

    /// Starts `process` and records it until `ended` (or its exit is waited for by `wait`).
    public static func run(_ process: Process) throws {
        lock.lock()
        defer { lock.unlock() }
        // A stopping signal is not taken on this thread while the child starts, and one
        // taken on another waits until it is recorded (`stopAllNow`): none starts unseen.
        var stopping = sigset_t(), old = sigset_t()
        sigemptyset(&stopping)
        for s in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&stopping, s) }
        pthread_sigmask(SIG_BLOCK, &stopping, &old)
        _ = pd_spawning_add(1)
        defer {
            _ = pd_spawning_add(-1)
            pthread_sigmask(SIG_SETMASK, &old, nil)
        }
        try process.run()
        let pid = process.processIdentifier
        for i in 0..<capacity where pids[i] == 0 {
            pids[i] = pid
            return
        }
    }

    /// Waits for `process` to end and forgets it.
    public static func wait(_ process: Process) {
        process.waitUntilExit()
        forget(process)
    }

    /// Forgets `process`, which has ended.
    public static func forget(_ process: Process) {
        lock.lock()
        defer { lock.unlock() }
        let pid = process.processIdentifier
        for i in 0..<capacity where pids[i] == pid { pids[i] = 0 }
    }

    /// Kills every child still recorded and waits for each. Safe in a signal handler.
    public static func stopAllNow() {
        while pd_spawning_load() > 0 { sched_yield() }
        for i in 0..<capacity where pids[i] > 0 {
            let pid = pids[i]
            kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
            pids[i] = 0
        }
    }
}
