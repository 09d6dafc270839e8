/// The smallest Matroska stream ffmpeg reads raw YUV 4:2:0 frames from with their own
/// timestamps: one video track of uncompressed I420, then one cluster per frame sent.
/// Timestamps let a frame that repeats go through the pipe once: ffmpeg, writing a
/// constant frame rate, fills the gap with the frame before it. A run of repeats is sent
/// as its last frame too, so whichever neighbour ffmpeg copies into the gap is the same
/// picture, and a run at the end as its last three frames, so that ffmpeg, which ends a
/// stream by repeating its last frame as often as the middle of its last three gaps,
/// adds none: the encoder sees exactly the frames a raw stream would give it.
enum MatroskaStream {
    /// Ticks are microseconds: frame k at round(k · 10⁶ / fps), within half a tick of its
    /// instant at any rate, which ffmpeg maps back to frame k.
    static let tickNanoseconds = 1000

    /// What comes before the first frame: the EBML header, a segment of unknown size (it
    /// is streamed), the timestamp scale and the track.
    static func header(width: Int, height: Int, fps: Int) -> [UInt8] {
        let ebml = element(0x1A45DFA3, element(0x4286, uint(1)) + element(0x42F7, uint(1)) + element(0x42F2, uint(4))
                           + element(0x42F3, uint(8)) + element(0x4282, Array("matroska".utf8))
                           + element(0x4287, uint(4)) + element(0x4285, uint(2)))
        let info = element(0x1549A966, element(0x2AD7B1, uint(tickNanoseconds)) + element(0x4D80, Array("pagedots".utf8))
                           + element(0x5741, Array("pagedots".utf8)))
        // Display unit 4 ("unknown") leaves the pixel aspect unset, and the language
        // "und", as a raw stream has them: the MP4 is then the same to the byte.
        let video = element(0xE0, element(0xB0, uint(width)) + element(0xBA, uint(height))
                            + element(0x2EB524, Array("I420".utf8)) + element(0x54B2, uint(4)))
        let track = element(0xAE, element(0xD7, uint(1)) + element(0x73C5, uint(1)) + element(0x83, uint(1))
                            + element(0x86, Array("V_UNCOMPRESSED".utf8)) + element(0x22B59C, Array("und".utf8))
                            + element(0x23E383, uint((1_000_000_000 + fps / 2) / fps)) + video)
        let segment = id(0x18538067) + [0x01, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF]
        return ebml + segment + info + element(0x1654AE6B, track)
    }

    /// The bytes before a frame of `bytes` bytes shown from frame `index` on: a cluster at
    /// its timestamp holding one key-frame block of track 1.
    static func frameHeader(index: Int, bytes: Int, fps: Int) -> [UInt8] {
        let ticks = (index * 2_000_000 / fps + 1) / 2
        let timestamp = element(0xE7, uint(ticks))
        let blockHead: [UInt8] = [0x81, 0x00, 0x00, 0x80]
        let block = id(0xA3) + size(blockHead.count + bytes) + blockHead
        return id(0x1F43B675) + size(timestamp.count + block.count + bytes) + timestamp + block
    }

    /// The bytes before frame `index`: the stream's `header` first while it is still
    /// unsent (it is then taken).
    static func head(_ header: inout [UInt8]?, index: Int, bytes: Int, fps: Int) -> [UInt8] {
        defer { header = nil }
        return (header ?? []) + frameHeader(index: index, bytes: bytes, fps: fps)
    }

    private static func element(_ i: UInt32, _ payload: [UInt8]) -> [UInt8] { id(i) + size(payload.count) + payload }

    /// An element ID as written (its length marker is part of it).
    private static func id(_ i: UInt32) -> [UInt8] {
        let n = i > 0xFFFFFF ? 4 : i > 0xFFFF ? 3 : i > 0xFF ? 2 : 1
        return (0..<n).reversed().map { UInt8(truncatingIfNeeded: i >> (8 * $0)) }
    }

    /// A size, always in 8 bytes (any length is valid; one length keeps this simple).
    private static func size(_ n: Int) -> [UInt8] {
        [0x01] + (0..<7).reversed().map { UInt8(truncatingIfNeeded: n >> (8 * $0)) }
    }

    /// An unsigned integer in as few bytes as it needs (at least one).
    private static func uint(_ v: Int) -> [UInt8] {
        var n = 1
        while n < 8 && v >> (8 * n) != 0 { n += 1 }
        return (0..<n).reversed().map { UInt8(truncatingIfNeeded: v >> (8 * $0)) }
    }
}
