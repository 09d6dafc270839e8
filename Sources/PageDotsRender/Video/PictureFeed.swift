import Foundation
import PageDots

/// A recording's pictures decoded ahead of the playhead on another thread, into a cache
/// of a bounded number of frames (docs/compare.md): memory stays flat however long the
/// recording. The window asks for a frame; when it is not decoded yet the last one
/// shown stays. A jump outside what is decoded starts decoding again at the frame asked
/// for (counted from the start, so it lands on exactly that frame).
// `@unchecked Sendable`: every field but the constants is read and written under `lock`.
public final class PictureFeed: @unchecked Sendable {
    private let source: RecordingPictures
    private let frames: Int
    private let lock = NSCondition()
    private var wanted = 0
    private var cache: [Int: ComparisonScene.Pictures] = [:]
    /// The frame the running decode hands over next, and where it started.
    private var next = 0
    private var started = -1
    /// Bumped to stop the running decode and start another.
    private var generation = 0
    private var closed = false
    private var ended = false
    /// Frames kept behind the playhead and decoded ahead of it.
    public static let behind = 20
    public static let ahead = 30

    /// Starts decoding `source` (`frames` frames) from frame 0.
    public init(_ source: RecordingPictures, frames: Int) {
        self.source = source
        self.frames = frames
        let thread = Thread { [self] in run() }
        thread.stackSize = 1 << 20
        thread.start()
    }

    deinit { close() }

    /// Stops decoding.
    public func close() {
        lock.lock(); closed = true; generation += 1; lock.broadcast(); lock.unlock()
    }

    /// The pictures of frame `k` when decoded; asks for the frames around it.
    public func pictures(_ k: Int) -> ComparisonScene.Pictures? {
        lock.lock()
        defer { lock.unlock() }
        if wanted != k {
            wanted = k
            // Out of the decoded stretch and not on the way: decode again from there.
            if cache[k] == nil && (k < started || k < next - Self.behind || k > next + Self.ahead) { generation += 1 }
            lock.broadcast()
        }
        return cache[k]
    }

    /// How many frames are held now (at most `behind + ahead + 1`).
    public var held: Int { lock.lock(); defer { lock.unlock() }; return cache.count }

    private func run() {
        while true {
            lock.lock()
            while !closed && ended && generation == lastGeneration { lock.wait() }
            if closed { lock.unlock(); return }
            let from = max(0, min(wanted - 5, frames - 1))
            let mine = generation
            lastGeneration = mine
            started = from
            next = from
            ended = false
            cache = cache.filter { abs($0.key - wanted) <= Self.ahead }
            lock.unlock()
            _ = try? source.decode(from: from) { k, p in
                lock.lock()
                defer { lock.unlock() }
                // Wait while far enough ahead; stop when asked to start again.
                while !closed && generation == mine && k > wanted + Self.ahead { lock.wait() }
                guard !closed && generation == mine else { return false }
                cache[k] = p
                next = k + 1
                for key in cache.keys where key < wanted - Self.behind || key > wanted + Self.ahead { cache[key] = nil }
                lock.broadcast()
                return true
            }
            lock.lock()
            if generation == mine { ended = true }
            lock.unlock()
        }
    }
    private var lastGeneration = -1
}
