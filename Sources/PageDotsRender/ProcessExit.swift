import Foundation

/// Waits for a child process to end the moment it ends. (Foundation's `waitUntilExit`
/// checks every 50 ms on Linux, which adds up to 50 ms to every export and to the
/// encoder's measured time.) Made before the process is started; safe to wait on more
/// than once.
// `@unchecked Sendable`: its state is behind its lock and semaphore.
public final class ProcessExit: @unchecked Sendable {
    private let ended = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var done = false
    private let process: Process

    public init(_ process: Process) {
        self.process = process
        process.terminationHandler = { [ended] _ in ended.signal() }
    }

    /// Returns once the process has ended (at once if it never started).
    public func wait() {
        lock.lock()
        defer { lock.unlock() }
        guard !done, process.processIdentifier != 0 else { return }
        ended.wait()
        done = true
    }
}
