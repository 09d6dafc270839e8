import Foundation

/// Items made on a thread of their own, a few ahead of the one being used
/// (docs/qa.md#speed): frames decoded or read from ffmpeg's pipe while the last ones are
/// measured. At most `depth` items wait, so memory stays flat however long the recording.
// `@unchecked Sendable`: `make` runs on the making thread alone until it has ended (what
// it uses is the caller's again once `finish` returns); the queue and flags are only
// touched while `lock` is held.
final class ReadAhead<Item>: @unchecked Sendable {
    private let lock = NSCondition()
    private var ready: [Item] = []
    private var ended = false
    private var stopped = false
    private let done = DispatchSemaphore(value: 0)
    private let depth: Int
    private let make: () -> Item?

    /// Starts making items with `make` (nil: there are no more), at most `depth` waiting.
    init(depth: Int, name: String, _ make: @escaping () -> Item?) {
        self.depth = max(1, depth)
        self.make = make
        let thread = Thread { [self] in run() }
        thread.name = name
        thread.start()
    }

    private func run() {
        defer { done.signal() }
        while true {
            lock.lock()
            while ready.count >= depth && !stopped { lock.wait() }
            let stop = stopped
            lock.unlock()
            let item = stop ? nil : make()
            lock.lock()
            if let item { ready.append(item) } else { ended = true }
            lock.broadcast()
            lock.unlock()
            if item == nil { return }
        }
    }

    /// The next item, or nil once there are no more.
    func next() -> Item? {
        lock.lock()
        defer { lock.unlock() }
        while ready.isEmpty && !ended { lock.wait() }
        guard !ready.isEmpty else { return nil }
        let item = ready.removeFirst()
        lock.broadcast()
        return item
    }

    /// Stops making items (at once, or when the item being made is done: stop what it
    /// waits on too).
    func stop() {
        lock.lock()
        stopped = true
        lock.broadcast()
        lock.unlock()
    }

    /// Waits until the making thread has ended. (Called again, it returns at once.)
    func wait() {
        done.wait()
        done.signal()
    }

    /// Stops, and waits until the making thread has ended.
    func finish() {
        stop()
        wait()
    }
}
