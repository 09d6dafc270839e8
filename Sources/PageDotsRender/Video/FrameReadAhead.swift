import Foundation

/// Whole frames read from a pipe on a thread of their own, a few ahead of the one being
/// measured (docs/qa.md#speed): ffmpeg decodes the next frames while the last ones are
/// measured, instead of waiting on a full pipe. The frames waiting are bounded, so memory
/// stays flat however long the recording; their buffers are used again.
// `@unchecked Sendable`: the queue and flags are only touched while `lock` is held, and
// each buffer belongs to one side at a time (the reader fills it, then hands it over).
final class FrameReadAhead: @unchecked Sendable {
    private let lock = NSCondition()
    private var ready: [[UInt8]] = []
    private var spare: [[UInt8]] = []
    private var ended = false
    private var stopped = false
    private let done = DispatchSemaphore(value: 0)
    private let fd: Int32
    private let size: Int
    private let depth: Int

    /// Starts reading frames of `size` bytes from `fd`, at most `depth` waiting.
    init(fd: Int32, frameBytes size: Int, depth: Int) {
        self.fd = fd
        self.size = size
        self.depth = max(1, depth)
        let thread = Thread { [self] in run() }
        thread.name = "frame reader"
        thread.start()
    }

    /// How many frames to read ahead: up to eight, within about 48 MB.
    static func depth(frameBytes size: Int) -> Int { max(1, min(8, (48 << 20) / max(size, 1))) }

    private func run() {
        defer { done.signal() }
        while true {
            lock.lock()
            while ready.count >= depth && !stopped { lock.wait() }
            if stopped { lock.unlock(); return }
            var buffer = spare.popLast() ?? [UInt8](repeating: 0, count: size)
            lock.unlock()
            var filled = 0
            while filled < size {
                let n = buffer.withUnsafeMutableBytes { SystemIO.read(fd, $0.baseAddress! + filled, size - filled) }
                if n > 0 { filled += n } else if n < 0 && errno == EINTR { continue } else { break }
            }
            lock.lock()
            if filled == size { ready.append(buffer) } else { ended = true }
            lock.broadcast()
            lock.unlock()
            if filled != size { return }
        }
    }

    /// The next whole frame, or nil once the pipe has ended (a part frame at the end is
    /// not one).
    func next() -> [UInt8]? {
        lock.lock()
        defer { lock.unlock() }
        while ready.isEmpty && !ended { lock.wait() }
        guard !ready.isEmpty else { return nil }
        let frame = ready.removeFirst()
        lock.broadcast()
        return frame
    }

    /// Gives a frame's buffer back to be filled again.
    func reuse(_ buffer: [UInt8]) {
        lock.lock()
        if spare.count < depth { spare.append(buffer) }
        lock.unlock()
    }

    /// Stops reading ahead (the reader ends at once, or when its read returns: stop the
    /// writer too).
    func stop() {
        lock.lock()
        stopped = true
        lock.broadcast()
        lock.unlock()
    }

    /// Waits until the reader has ended (before the pipe is closed).
    func wait() { done.wait() }
}
