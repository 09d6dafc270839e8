import CDecode
import Foundation
import PageDots

/// A recording decoded in this process by FFmpeg's libraries (docs/qa.md#reading-a-recording):
/// the frames the ffmpeg command would write, byte for byte, without starting it or
/// copying every frame through a pipe. Only 8-bit 4:2:0 streams shown as stored are read
/// this way; `open` says nil for anything else, which the ffmpeg command then reads.
final class LibraryDecoder {
    private let decoder: OpaquePointer
    let width: Int
    let height: Int

    /// Whether recordings are decoded in this process: the libraries are there, and
    /// `PAGEDOTS_DECODER` does not ask for the ffmpeg command.
    static var wanted: Bool {
        ProcessInfo.processInfo.environment["PAGEDOTS_DECODER"] != "command" && pd_decode_available() != 0
    }

    /// Opens `path`'s first video stream, or nil when it is not read this way (frames
    /// larger than a recording is read at included: those are never decoded).
    init?(path: String, threads: Int, keyframesOnly: Bool) {
        // (`file:`: the name is a file's, never read as a protocol such as `concat:`.)
        guard Self.wanted, let d = pd_decoder_open("file:" + path, Int32(threads), keyframesOnly ? 1 : 0, Limits.maxArea) else { return nil }
        decoder = d
        width = Int(pd_decoder_width(d))
        height = Int(pd_decoder_height(d))
    }

    deinit { pd_decoder_close(decoder) }

    /// The shown packets' times of `path`'s first video stream (sorted, from the first),
    /// how many are key frames, and how many an edit list leaves out — what ffprobe says
    /// of them, without starting it; nil when the file is not read this way.
    static func packetTimes(_ path: String) -> (times: [Double], keyframes: Int, discarded: Int)? {
        guard wanted else { return nil }
        var keys = 0, discarded = 0
        var times = [Double](repeating: 0, count: 4096)
        var count = times.withUnsafeMutableBufferPointer { pd_packet_times("file:" + path, $0.baseAddress, $0.count, &keys, &discarded) }
        guard count >= 0 else { return nil }
        if count > times.count {
            // (More packets than first thought: read again with room for all.)
            times = [Double](repeating: 0, count: count)
            count = times.withUnsafeMutableBufferPointer { pd_packet_times("file:" + path, $0.baseAddress, $0.count, &keys, &discarded) }
            guard count >= 0, count <= times.count else { return nil }
        }
        let pts = times.prefix(count).sorted()
        return (pts.map { $0 - (pts.first ?? 0) }, keys, discarded)
    }

    /// Decodes the next frame; false at the end.
    func next() -> Bool { pd_decoder_next(decoder) == 1 }

    /// The box `r` of the last frame decoded (inside it), placed where it is.
    func frame(_ r: PixelRegion) -> PlanarFrame {
        let cw = (r.width + 1) / 2, ch = (r.height + 1) / 2
        // (The planes are written once, by the copy: no zeros first.)
        var cb = [UInt8](), cr = [UInt8]()
        let luma = [UInt8](unsafeUninitializedCapacity: r.width * r.height) { l, lumaCount in
            cb = [UInt8](unsafeUninitializedCapacity: cw * ch) { u, blueCount in
                cr = [UInt8](unsafeUninitializedCapacity: cw * ch) { v, redCount in
                    pd_decoder_copy(decoder, Int32(r.x), Int32(r.y), Int32(r.width), Int32(r.height), l.baseAddress, u.baseAddress, v.baseAddress)
                    redCount = cw * ch
                }
                blueCount = cw * ch
            }
            lumaCount = r.width * r.height
        }
        return PlanarFrame(width: r.width, height: r.height, luma: luma, cb: cb, cr: cr, originX: r.x, originY: r.y)
    }

    /// What the libraries said while reading, one line each.
    var messages: String { String(cString: pd_decoder_messages(decoder)) }
    /// Whether some packet could not be read or decoded.
    var damaged: Bool { pd_decoder_damaged(decoder) != 0 }
}
