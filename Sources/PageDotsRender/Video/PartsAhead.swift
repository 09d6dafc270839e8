import Foundation
import PageDots

/// The parts of each frame a `LibraryDecoder` decodes, cut on a thread of their own a few
/// frames ahead of the one being measured (docs/qa.md#speed): decoding and measuring run
/// side by side. At most `depth` frames wait, so memory stays flat however long the
/// recording.
// `@unchecked Sendable`: the decoder is used by the decoding thread alone until it has
// ended; the queue and flags are only touched while `lock` is held.
final class PartsAhead: @unchecked Sendable {
    private let lock = NSCondition()
    private var ready: [[PlanarFrame]] = []
    private var ended = false
    private var stopped = false
    private let done = DispatchSemaphore(value: 0)
    private let decoder: LibraryDecoder
    private let regions: [PixelRegion]
    private let depth: Int

    init(_ decoder: LibraryDecoder, regions: [PixelRegion], depth: Int = 4) {
        self.decoder = decoder
        self.regions = regions
        self.depth = max(1, depth)
        let thread = Thread { [self] in run() }
        thread.name = "frame decoder"
        thread.start()
    }

    private func run() {
        defer { done.signal() }
        while true {
            lock.lock()
            while ready.count >= depth && !stopped { lock.wait() }
            let stop = stopped
            lock.unlock()
            let parts = stop ? nil : (decoder.next() ? regions.map(decoder.frame) : nil)
            lock.lock()
            if let parts { ready.append(parts) } else { ended = true }
            lock.broadcast()
            lock.unlock()
            if parts == nil { return }
        }
    }

    /// The next frame's parts, or nil at the end.
    func next() -> [PlanarFrame]? {
        lock.lock()
        defer { lock.unlock() }
        while ready.isEmpty && !ended { lock.wait() }
        guard !ready.isEmpty else { return nil }
        let parts = ready.removeFirst()
        lock.broadcast()
        return parts
    }

    /// Stops decoding and waits until the thread has ended: the decoder is the caller's
    /// again. (Called again, it returns at once.)
    func finish() {
        lock.lock()
        stopped = true
        lock.broadcast()
        lock.unlock()
        done.wait()
        done.signal()
    }
}
