import Foundation

/// Whole frames read from ffmpeg's pipe a few ahead of the one being measured
/// (docs/qa.md#speed): ffmpeg decodes the next frames while the last ones are measured,
/// instead of waiting on a full pipe. Their buffers are used again.
final class FrameReadAhead: Sendable {
    /// Buffers given back, to be filled again.
    // `@unchecked Sendable`: only touched while `lock` is held; each buffer belongs to one
    // side at a time (the reader fills it, then hands it over).
    private final class Spares: @unchecked Sendable {
        let lock = NSLock()
        var buffers: [[UInt8]] = []
    }
    private let spares = Spares()
    private let depth: Int
    private let reader: ReadAhead<[UInt8]>

    /// Starts reading frames of `size` bytes from `fd`, at most `depth` waiting.
    init(fd: Int32, frameBytes size: Int, depth: Int) {
        self.depth = max(1, depth)
        let spares = spares
        reader = ReadAhead(depth: depth, name: "frame reader") {
            var buffer = spares.lock.withLock { spares.buffers.popLast() } ?? [UInt8](repeating: 0, count: size)
            var filled = 0
            while filled < size {
                let n = buffer.withUnsafeMutableBytes { SystemIO.read(fd, $0.baseAddress! + filled, size - filled) }
                if n > 0 { filled += n } else if n < 0 && errno == EINTR { continue } else { break }
            }
            // (A part frame at the end is not one.)
            return filled == size ? buffer : nil
        }
    }

    /// How many frames to read ahead: up to eight, within about 48 MB.
    static func depth(frameBytes size: Int) -> Int { max(1, min(8, (48 << 20) / max(size, 1))) }

    /// The next whole frame, or nil once the pipe has ended.
    func next() -> [UInt8]? { reader.next() }

    /// Gives a frame's buffer back to be filled again.
    func reuse(_ buffer: [UInt8]) {
        spares.lock.withLock { if spares.buffers.count < depth { spares.buffers.append(buffer) } }
    }

    /// Stops reading ahead (the reader ends at once, or when its read returns: stop the
    /// writer too).
    func stop() { reader.stop() }

    /// Waits until the reader has ended (before the pipe is closed).
    func wait() { reader.wait() }
}
