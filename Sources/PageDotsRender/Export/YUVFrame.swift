import CPixels

/// One frame in planar YUV 4:2:0 (BT.601, limited range: what ffmpeg assumes for
/// `yuv420p` without colour tags), converted from the canvas in one pass. Odd sizes are
/// padded to even by repeating the last column and row. The buffer is reused per frame.
// `@unchecked Sendable`: a frame's bytes are written before it is handed to the writer
// queue and not touched again until the ring has it back.
public final class YUVFrame: @unchecked Sendable {
    public let width: Int
    public let height: Int
    public let bytes: UnsafeMutablePointer<UInt8>
    public let count: Int

    public init(pixelWidth: Int, pixelHeight: Int) {
        width = (pixelWidth + 1) & ~1
        height = (pixelHeight + 1) & ~1
        count = width * height * 3 / 2
        bytes = .allocate(capacity: count)
    }

    deinit { bytes.deallocate() }

    /// Fills the planes from `canvas` (opaque ARGB32, native byte order), in C so that
    /// the compiler vectorises it (`CPixels`); `convertScalar` is the same in Swift.
    public func convert(_ canvas: Canvas) {
        convert(canvas, PixelBox(x0: 0, y0: 0, x1: width, y1: height))
    }

    /// Brings the planes up to date with a canvas they showed before its last draw:
    /// converts only what the draw changed.
    public func update(from canvas: Canvas, _ damage: Damage) {
        switch damage {
        case .none: break
        case .all: convert(canvas)
        case .boxes(let boxes): for b in boxes { convert(canvas, b.evened(width: width, height: height)) }
        }
    }

    /// Brings the planes up to date with `source`, a frame of the same size that they
    /// matched except within `damage`: copies only those boxes.
    public func update(from source: YUVFrame, _ damage: Damage) {
        precondition(source.width == width && source.height == height)
        switch damage {
        case .none: break
        case .all: bytes.update(from: source.bytes, count: count)
        case .boxes(let boxes):
            let cw = width / 2, u = width * height, v = u + cw * (height / 2)
            for b in boxes {
                let e = b.evened(width: width, height: height), n = e.x1 - e.x0
                guard !e.isEmpty else { continue }
                for y in e.y0..<e.y1 {
                    (bytes + y * width + e.x0).update(from: source.bytes + y * width + e.x0, count: n)
                }
                for cy in (e.y0 / 2)..<(e.y1 / 2) {
                    let at = cy * cw + e.x0 / 2
                    (bytes + u + at).update(from: source.bytes + u + at, count: n / 2)
                    (bytes + v + at).update(from: source.bytes + v + at, count: n / 2)
                }
            }
        }
    }

    /// Converts one box of output pixels (even edges).
    private func convert(_ canvas: Canvas, _ b: PixelBox) {
        guard !b.isEmpty else { return }
        let yPlane = bytes, uPlane = bytes + width * height, vPlane = uPlane + (width / 2) * (height / 2)
        pd_argb_to_i420_box(canvas.pixels.assumingMemoryBound(to: UInt32.self), Int32(canvas.stride / 4),
                            Int32(canvas.pixelWidth), Int32(canvas.pixelHeight), yPlane, uPlane, vPlane, Int32(width), Int32(height),
                            Int32(b.x0), Int32(b.y0), Int32(b.x1), Int32(b.y1))
    }

    /// The reference conversion, one 2x2 block at a time (tests compare the two).
    public func convertScalar(_ canvas: Canvas) {
        let src = canvas.pixels.assumingMemoryBound(to: UInt32.self)
        let strideWords = canvas.stride / 4
        let cw = canvas.pixelWidth, ch = canvas.pixelHeight
        let yPlane = bytes, uPlane = bytes + width * height, vPlane = uPlane + (width / 2) * (height / 2)
        let evenWidth = cw & ~1
        for y in stride(from: 0, to: height, by: 2) {
            let row0 = src + min(y, ch - 1) * strideWords
            let row1 = src + min(y + 1, ch - 1) * strideWords
            let out0 = yPlane + y * width, out1 = out0 + width
            let uRow = uPlane + (y / 2) * (width / 2), vRow = vPlane + (y / 2) * (width / 2)
            var x = 0
            while x < evenWidth {
                Self.block(row0[x], row0[x + 1], row1[x], row1[x + 1], out0 + x, out1 + x, uRow + x / 2, vRow + x / 2)
                x += 2
            }
            if evenWidth < width {   // odd width: repeat the last column
                let l = cw - 1
                Self.block(row0[l], row0[l], row1[l], row1[l], out0 + x, out1 + x, uRow + x / 2, vRow + x / 2)
            }
        }
    }

    @inline(__always)
    static func block(_ p00: UInt32, _ p01: UInt32, _ p10: UInt32, _ p11: UInt32,
                      _ y0: UnsafeMutablePointer<UInt8>, _ y1: UnsafeMutablePointer<UInt8>,
                      _ u: UnsafeMutablePointer<UInt8>, _ v: UnsafeMutablePointer<UInt8>) {
        y0[0] = luma(p00); y0[1] = luma(p01); y1[0] = luma(p10); y1[1] = luma(p11)
        // Sum the four pixels' channels at once: red and blue in one word, green in another.
        let rb = (p00 & 0xFF00FF) &+ (p01 & 0xFF00FF) &+ (p10 & 0xFF00FF) &+ (p11 & 0xFF00FF)
        let g = Int32(truncatingIfNeeded: ((p00 >> 8) & 0xFF) &+ ((p01 >> 8) & 0xFF) &+ ((p10 >> 8) & 0xFF) &+ ((p11 >> 8) & 0xFF))
        let r = Int32(truncatingIfNeeded: rb >> 16), b = Int32(truncatingIfNeeded: rb & 0xFFFF)
        u.pointee = UInt8(truncatingIfNeeded: ((-38 * r - 74 * g + 112 * b + 512) >> 10) + 128)
        v.pointee = UInt8(truncatingIfNeeded: ((112 * r - 94 * g - 18 * b + 512) >> 10) + 128)
    }

    @inline(__always) static func luma(_ p: UInt32) -> UInt8 {
        let r = Int32(truncatingIfNeeded: (p >> 16) & 0xFF), g = Int32(truncatingIfNeeded: (p >> 8) & 0xFF)
        let b = Int32(truncatingIfNeeded: p & 0xFF)
        return UInt8(truncatingIfNeeded: ((66 * r + 129 * g + 25 * b + 128) >> 8) + 16)
    }
}
