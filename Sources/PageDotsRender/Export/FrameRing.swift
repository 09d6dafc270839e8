import Foundation

/// MP4 frames on their way to ffmpeg: a ring of YUV buffers that the drawing thread fills
/// while a writer thread hands earlier ones to the pipe. The pipe is given the buffers'
/// pages themselves (no copy), so a buffer is filled again only once the pipe can no
/// longer hold any of it: when the bytes handed over since its frame exceed the pipe's
/// whole capacity, ffmpeg has read it. Fixed memory: the ring.
// `@unchecked Sendable`: its counts are behind its condition; its buffers are handed
// between the caller and the writer queue by those counts.
final class FrameRing: @unchecked Sendable {
    let buffers: [YUVFrame]
    /// Bytes a full pipe can hold.
    private let capacity: Int
    /// What changed on the canvas since each buffer was last filled (nil: not tracked, a
    /// ring of many small frames converts each whole).
    private var behind: [Damage]?
    /// The canvas converted, kept up to date with each frame's damage alone; buffers catch
    /// up from it by copying (converting them would redo the last few frames' damage).
    private let latest: YUVFrame?
    /// Bytes the drawing thread has queued, and for each buffer the bytes that must have
    /// been handed over before it is filled again.
    private var queued = 0
    private var releaseAt: [Int]
    private var filled = 0
    /// Bytes the writer thread has handed to the pipe; `stopped` once it gives up.
    private var handed = 0
    private var stopped = false
    private let condition = NSCondition()
    /// Seconds `fill` waited for its buffer to be free.
    private(set) var waited = 0.0

    init(pixelWidth: Int, pixelHeight: Int, pipeCapacity: Int) {
        let first = YUVFrame(pixelWidth: pixelWidth, pixelHeight: pixelHeight)
        // Enough buffers that the others' bytes can fill the pipe (or the drawing thread
        // would wait for a frame it has not queued), and one to spare.
        let count = max(3, (pipeCapacity + first.count - 1) / first.count + 2)
        buffers = [first] + (1..<count).map { _ in YUVFrame(pixelWidth: pixelWidth, pixelHeight: pixelHeight) }
        capacity = pipeCapacity
        releaseAt = Array(repeating: 0, count: count)
        behind = count <= 4 ? Array(repeating: .all, count: count) : nil
        latest = behind == nil ? nil : YUVFrame(pixelWidth: pixelWidth, pixelHeight: pixelHeight)
    }

    /// Fills the next buffer from the canvas, `damage` being what changed on it since the
    /// last frame, and returns it; waits while the pipe may still refer to it. `plus`:
    /// bytes the writer sends just before it (they take pipe space too).
    func fill(from canvas: Canvas, damage: Damage, plus: Int = 0) -> YUVFrame {
        let slot = filled % buffers.count
        condition.lock()
        if handed < releaseAt[slot] && !stopped {
            let start = Clock.now()
            while handed < releaseAt[slot] && !stopped { condition.wait() }
            waited += Clock.now() - start
        }
        condition.unlock()
        let frame = buffers[slot]
        if var behind, let latest {
            // Copied again where the canvas changed since this buffer's last frame.
            latest.update(from: canvas, filled == 0 ? .all : damage)
            for i in behind.indices { behind[i] = behind[i].union(damage) }
            frame.update(from: latest, behind[slot])
            behind[slot] = .none
            self.behind = behind
        } else {
            frame.convert(canvas)
        }
        filled += 1
        queued += plus + frame.count
        releaseAt[slot] = queued + capacity
        return frame
    }

    /// The last buffer filled, queued once more (its frame sent again, after `plus` bytes):
    /// it is then kept until the pipe can no longer hold any of the second copy.
    func again(plus: Int = 0) -> YUVFrame {
        let slot = (filled + buffers.count - 1) % buffers.count
        queued += plus + buffers[slot].count
        releaseAt[slot] = queued + capacity
        return buffers[slot]
    }

    /// The writer thread has handed `bytes` more to the pipe.
    func handedOver(_ bytes: Int) {
        condition.lock()
        handed += bytes
        condition.broadcast()
        condition.unlock()
    }

    /// The writer thread has stopped (ffmpeg failed or was stopped): nothing waits for it.
    func stop() {
        condition.lock()
        stopped = true
        condition.broadcast()
        condition.unlock()
    }
}
