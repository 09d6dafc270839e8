/// One decoded video frame in 4:2:0 planes (what H.264 screen recordings carry): luma at
/// full size, the two chroma planes at half size each way. `originX`/`originY` place it
/// in the recording when it is a cut of a larger frame.
public struct PlanarFrame: Sendable {
    /// Width of the luma plane, px.
    public var width: Int
    /// Height of the luma plane, px.
    public var height: Int
    /// The luma plane, row by row.
    public var luma: [UInt8]
    /// The blue-difference chroma plane, at half size each way.
    public var cb: [UInt8]
    /// The red-difference chroma plane, at half size each way.
    public var cr: [UInt8]
    /// Where the frame's left edge sits in the recording, px.
    public var originX: Int
    /// Where the frame's top edge sits in the recording, px.
    public var originY: Int

    /// Width and height of the chroma planes.
    public var chromaWidth: Int { (width + 1) / 2 }
    /// Height of the chroma planes.
    public var chromaHeight: Int { (height + 1) / 2 }

    /// Bytes one frame takes in a raw `yuv420p` stream.
    public static func byteCount(width: Int, height: Int) -> Int {
        width * height + 2 * ((width + 1) / 2) * ((height + 1) / 2)
    }

    /// Makes a frame from its planes, placed at the origin unless given.
    public init(width: Int, height: Int, luma: [UInt8], cb: [UInt8], cr: [UInt8], originX: Int = 0, originY: Int = 0) {
        self.width = width
        self.height = height
        self.luma = luma
        self.cb = cb
        self.cr = cr
        self.originX = originX
        self.originY = originY
    }

    /// A frame from one raw `yuv420p` frame's bytes.
    public init(yuv420p bytes: [UInt8], width: Int, height: Int, originX: Int = 0, originY: Int = 0) {
        let n = width * height, c = ((width + 1) / 2) * ((height + 1) / 2)
        self.init(width: width, height: height, luma: Array(bytes[0..<n]), cb: Array(bytes[n..<n + c]), cr: Array(bytes[n + c..<n + 2 * c]),
                  originX: originX, originY: originY)
    }

    /// The part of the frame in `x, y, width, height` (pixels of this frame, even x and
    /// y), as a frame of its own placed where it was.
    public func cut(x: Int, y: Int, width w: Int, height h: Int) -> PlanarFrame {
        let x = max(0, x) & ~1, y = max(0, y) & ~1
        let w = max(0, min(w, width - x)), h = max(0, min(h, height - y))
        var l = [UInt8](), u = [UInt8](), v = [UInt8]()
        l.reserveCapacity(w * h)
        for j in y..<(y + h) { l += luma[(j * width + x)..<(j * width + x + w)] }
        let cw = (w + 1) / 2, cy = y / 2, cx = x / 2
        for j in cy..<(cy + (h + 1) / 2) where j < chromaHeight {
            let from = j * chromaWidth + cx, to = min(from + cw, (j + 1) * chromaWidth)
            u += cb[from..<to]; v += cr[from..<to]
            if to - from < cw { u += [UInt8](repeating: 128, count: cw - (to - from)); v += [UInt8](repeating: 128, count: cw - (to - from)) }
        }
        return PlanarFrame(width: w, height: h, luma: l, cb: u, cr: v, originX: originX + x, originY: originY + y)
    }
}

extension PlanarFrame {
    /// The frame with x and y swapped (its chroma planes too): a column of elements becomes
    /// a row, so that one measuring path serves both. `originX`/`originY` are swapped with
    /// it, so a turned frame's coordinates are the recording's, swapped.
    public func turned() -> PlanarFrame {
        var l = [UInt8](repeating: 0, count: width * height)
        for y in 0..<height { for x in 0..<width { l[x * height + y] = luma[y * width + x] } }
        let cw = chromaWidth, ch = chromaHeight
        var u = [UInt8](repeating: 128, count: cw * ch), v = u
        for y in 0..<ch { for x in 0..<cw { u[x * ch + y] = cb[y * cw + x]; v[x * ch + y] = cr[y * cw + x] } }
        return PlanarFrame(width: height, height: width, luma: l, cb: u, cr: v, originX: originY, originY: originX)
    }
}

extension PlanarFrame {
    /// The frame `f` times smaller each way, each pixel the mean of the `f` × `f` it covers
    /// (chroma the same way): large elements measured with a `f`² th of the work. Its
    /// origin is 0, 0; what is found in it is placed back in the recording by its finder.
    public func reduced(by f: Int) -> PlanarFrame {
        guard f > 1, width >= f, height >= f else { return self }
        func shrink(_ plane: [UInt8], _ w: Int, _ h: Int) -> (plane: [UInt8], width: Int, height: Int) {
            let rw = max(1, w / f), rh = max(1, h / f), area = UInt32(f * f)
            var out = [UInt8](repeating: 0, count: rw * rh)
            var row = [UInt32](repeating: 0, count: rw)
            plane.withUnsafeBufferPointer { p in
                out.withUnsafeMutableBufferPointer { o in
                    row.withUnsafeMutableBufferPointer { r in
                        // (Plain pointers, no overflow checks: the loops vectorise.)
                        let p = p.baseAddress!, o = o.baseAddress!, r = r.baseAddress!
                        if f == 2 && w >= 2 * rw {
                            // Halves, 16 output pixels at a time: (a + b + c + d + 2) / 4.
                            for ry in 0..<rh {
                                let top = p + 2 &* ry &* w, bottom = top + w, out = o + ry &* rw
                                var k = 0
                                while k &+ 16 <= rw {
                                    let a = SIMD32<UInt16>(truncatingIfNeeded: UnsafeRawPointer(top + 2 &* k).loadUnaligned(as: SIMD32<UInt8>.self))
                                    let b = SIMD32<UInt16>(truncatingIfNeeded: UnsafeRawPointer(bottom + 2 &* k).loadUnaligned(as: SIMD32<UInt8>.self))
                                    let sum = a.evenHalf &+ a.oddHalf &+ b.evenHalf &+ b.oddHalf &+ 2
                                    UnsafeMutableRawPointer(out + k).storeBytes(of: SIMD16<UInt8>(truncatingIfNeeded: sum &>> 2), as: SIMD16<UInt8>.self)
                                    k &+= 16
                                }
                                while k < rw {
                                    let t = UInt32(top[2 &* k]) &+ UInt32(top[2 &* k &+ 1]) &+ UInt32(bottom[2 &* k]) &+ UInt32(bottom[2 &* k &+ 1])
                                    out[k] = UInt8(truncatingIfNeeded: (t &+ 2) / 4)
                                    k &+= 1
                                }
                            }
                            return
                        }
                        // Each block's columns summed down first (a straight loop over the
                        // row, which vectorises), then across.
                        let span = rw &* f
                        var columns = [UInt32](repeating: 0, count: span)
                        columns.withUnsafeMutableBufferPointer { c in
                            let c = c.baseAddress!
                            for ry in 0..<rh {
                                for x in 0..<span { c[x] = 0 }
                                // (Whole blocks only: rw·f ≤ w and rh·f ≤ h.)
                                for y in (ry &* f)..<(ry &* f &+ f) {
                                    let line = p + y &* w
                                    for x in 0..<span { c[x] &+= UInt32(line[x]) }
                                }
                                switch f {
                                case 3: for k in 0..<rw { r[k] = c[3 &* k] &+ c[3 &* k &+ 1] &+ c[3 &* k &+ 2] }
                                case 4: for k in 0..<rw { r[k] = c[4 &* k] &+ c[4 &* k &+ 1] &+ c[4 &* k &+ 2] &+ c[4 &* k &+ 3] }
                                default:
                                    for k in 0..<rw {
                                        var t: UInt32 = 0
                                        for x in (k &* f)..<(k &* f &+ f) { t &+= c[x] }
                                        r[k] = t
                                    }
                                }
                                for k in 0..<rw { o[ry &* rw &+ k] = UInt8(truncatingIfNeeded: (r[k] &+ area / 2) / area) }
                            }
                        }
                    }
                }
            }
            return (out, rw, rh)
        }
        let l = shrink(luma, width, height)
        let u = shrink(cb, chromaWidth, chromaHeight), v = shrink(cr, chromaWidth, chromaHeight)
        // (Chroma stays half the luma's size: a frame of odd size is padded as decoded.)
        let cw = (l.width + 1) / 2, ch = (l.height + 1) / 2
        func fit(_ plane: [UInt8], _ w: Int, _ h: Int) -> [UInt8] {
            var out = [UInt8](repeating: 128, count: cw * ch)
            for y in 0..<min(h, ch) { for x in 0..<min(w, cw) { out[y * cw + x] = plane[y * w + x] } }
            return out
        }
        return PlanarFrame(width: l.width, height: l.height, luma: l.plane, cb: fit(u.plane, u.width, u.height), cr: fit(v.plane, v.width, v.height))
    }
}

