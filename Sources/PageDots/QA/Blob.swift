/// One element's raw measurement in a frame (docs/qa.md#how-elements-are-measured): sums
/// of its contrast against the background over the pixels around it. Sums of contrast
/// rather than counts of pixels over a threshold keep anti-aliased edges: an edge pixel
/// counts as much of the element as it is covered.
public struct Blob: Equatable, Sendable {
    /// Σ contrast (luma levels × pixels), signed: negative for elements darker than the
    /// background.
    public var mass: Double
    /// The contrast-weighted centre (pixel i spans [i, i + 1]), in the recording's pixels.
    public var x: Double
    public var y: Double
    /// The contrast-weighted variances along x and y, px².
    public var varianceX: Double
    public var varianceY: Double
    /// The strongest contrast in it (luma levels, signed like `mass`).
    public var peak: Double
    /// The middle contrast of its inner pixels (those whose neighbours all pass the
    /// threshold): a fully covered pixel's, free of compression's overshoot; and how many
    /// inner pixels there are.
    public var plateau: Double = 0
    public var innerPixels: Int = 0
    /// Σ chroma contrast over the same pixels, per luma contrast: the element's colour
    /// direction, whatever its coverage.
    public var blueRatio: Double
    public var redRatio: Double
    /// Its bounding box's size (pixels over the threshold), px.
    public var spanX: Int
    public var spanY: Int

    /// The element's colour against the background (luma, blue, red), taking its
    /// strongest pixel as fully covered.
    public var colour: [Double] { let c = full; return [c, c * blueRatio, c * redRatio] }

    /// The contrast of a fully covered pixel: the plateau when the element has enough
    /// inside, else its strongest pixel.
    public var full: Double { innerPixels >= Self.plateauPixels ? plateau : peak }
    /// Inner pixels a plateau needs.
    public static let plateauPixels = 5

    /// The element's centre, width and height when its fully covered contrast is
    /// `contrast` (luma levels, same sign as `mass`): a capsule (circle, pill) of the
    /// same area and second moment across its length.
    public func element(contrast: Double) -> (x: Double, y: Double, width: Double, height: Double) {
        let area = contrast == 0 ? 0 : max(0, mass / contrast)
        let (w, h) = varianceX >= varianceY
            ? Self.capsule(area: area, varianceAcross: varianceY)
            : { let (l, t) = Self.capsule(area: area, varianceAcross: varianceX); return (t, l) }()
        return (x, y, w, h)
    }

    /// Length and thickness of the capsule with `area` whose variance across its length is
    /// `varianceAcross`. A capsule of thickness h and length w has area
    /// A = (w − h)·h + πh²/4 and A·var = A·h²/12 − πh⁴/192: solved for h², then w.
    static func capsule(area a: Double, varianceAcross v: Double) -> (length: Double, thickness: Double) {
        guard a > 0 else { return (0, 0) }
        let circle = (4 * a / Double.pi).squareRoot()
        let k = Double.pi / 192
        let disc = a * a / 144 - 4 * k * max(v, 0) * a
        guard disc >= 0 else { return (circle, circle) }
        let h = min(((a / 12 - disc.squareRoot()) / (2 * k)).squareRoot(), circle)
        guard h > 0 else { return (circle, circle) }
        let w = (a - Double.pi * h * h / 4) / h + h
        return (max(w, h), h)
    }
}

/// Finds the blobs of one frame: elements that stand out from the background.
public struct BlobFinder: Sendable {
    /// Pixels around the pixels over the threshold that are measured too (the faint
    /// anti-aliased rim and the blur of compression).
    public static let rim = 2

    /// The background's luma, cb and cr, and how much the background's luma wobbles
    /// (standard deviation, levels).
    public struct Background: Equatable, Sendable {
        public var luma: Double
        public var cb: Double
        public var cr: Double
        public var noise: Double
    }

    /// The frame's most common colour, taken as its background.
    public static func background(_ f: PlanarFrame) -> Background {
        func mode(_ plane: [UInt8]) -> (Double, Double) {
            var h = [Int](repeating: 0, count: 256)
            h.withUnsafeMutableBufferPointer { h in plane.withUnsafeBufferPointer { for v in $0 { h[Int(v)] += 1 } } }
            var best = 0, bestCount = -1
            for i in 0..<256 {
                let c = (i > 0 ? h[i - 1] : 0) + 2 * h[i] + (i < 255 ? h[i + 1] : 0)
                if c > bestCount { best = i; bestCount = c }
            }
            var sum = 0.0, count = 0.0, square = 0.0
            for i in max(0, best - 3)...min(255, best + 3) {
                sum += Double(i * h[i]); count += Double(h[i])
            }
            let mean = count > 0 ? sum / count : Double(best)
            for i in max(0, best - 3)...min(255, best + 3) { square += Double(h[i]) * (Double(i) - mean) * (Double(i) - mean) }
            return (mean, count > 0 ? (square / count).squareRoot() : 0)
        }
        let (y, noise) = mode(f.luma)
        return Background(luma: y, cb: mode(f.cb).0, cr: mode(f.cr).0, noise: noise)
    }

    /// The blobs of `f` whose contrast passes `threshold` (luma levels) somewhere, against
    /// background `bg`; pixels on the frame's edge start no blob (an element cut by the
    /// edge cannot be measured).
    public static func blobs(_ f: PlanarFrame, background bg: Background, threshold: Double) -> [Blob] {
        let w = f.width, h = f.height, cw = f.chromaWidth
        guard w > 0, h > 0, f.luma.count >= w * h else { return [] }
        // Each luma level's contrast, and whether it starts an element (+1 lighter, -1
        // darker than the background, 0 not).
        let contrastOf = (0..<256).map { Double($0) - bg.luma }
        let seedOf: [Int8] = contrastOf.map { $0 > threshold ? 1 : $0 < -threshold ? -1 : 0 }
        var label = [Int32](repeating: 0, count: w * h)
        var sums: [Sums] = []
        var stack: [Int] = [], edge: [Int] = [], next: [Int] = []
        f.luma.withUnsafeBufferPointer { luma in
            f.cb.withUnsafeBufferPointer { cb in
                f.cr.withUnsafeBufferPointer { cr in
                    label.withUnsafeMutableBufferPointer { label in
                        func take(_ p: Int, _ s: inout Sums) {
                            // (A rim pixel of the other sign is compression's ringing, not
                            // the element: it counts as background.)
                            let raw = contrastOf[Int(luma[p])]
                            let d = s.peak > 0 ? max(0, raw) : s.peak < 0 ? min(0, raw) : raw
                            let x = Double(p % w) + 0.5, y = Double(p / w) + 0.5
                            s.m += d; s.sx += d * x; s.sy += d * y; s.sxx += d * x * x; s.syy += d * y * y
                            let c = (p / w / 2) * cw + (p % w) / 2
                            s.sb += Double(cb[c]) - bg.cb
                            s.sr += Double(cr[c]) - bg.cr
                        }
                        // Seeds: connected pixels over the threshold with one sign; their
                        // pixels next to others are where the rim starts.
                        for start in 0..<(w * h) where seedOf[Int(luma[start])] != 0 && label[start] == 0 {
                            let sign = seedOf[Int(luma[start])]
                            var s = Sums()
                            let id = Int32(sums.count + 1)
                            label[start] = id
                            stack.append(start)
                            while let p = stack.popLast() {
                                take(p, &s)
                                let px = p % w, py = p / w
                                s.minX = min(s.minX, px); s.maxX = max(s.maxX, px); s.minY = min(s.minY, py); s.maxY = max(s.maxY, py)
                                let d = contrastOf[Int(luma[p])]
                                if abs(d) > abs(s.peak) { s.peak = d }
                                var inner = px > 0 && px < w - 1 && py > 0 && py < h - 1
                                for qy in max(0, py - 1)...min(h - 1, py + 1) {
                                    for qx in max(0, px - 1)...min(w - 1, px + 1) {
                                        let q = qy * w + qx
                                        if seedOf[Int(luma[q])] != sign { inner = false; continue }
                                        if label[q] == 0 {
                                            label[q] = id
                                            stack.append(q)
                                        }
                                    }
                                }
                                if !inner { edge.append(p) } else { s.inner.append(d) }
                            }
                            sums.append(s)
                        }
                        // Each blob also takes the rim around it, ring by ring, first come
                        // first served.
                        for _ in 0..<rim {
                            next.removeAll(keepingCapacity: true)
                            for p in edge {
                                let id = label[p]
                                let px = p % w, py = p / w
                                for qy in max(0, py - 1)...min(h - 1, py + 1) {
                                    for qx in max(0, px - 1)...min(w - 1, px + 1) {
                                        let q = qy * w + qx
                                        if label[q] == 0 {
                                            label[q] = id
                                            take(q, &sums[Int(id) - 1])
                                            next.append(q)
                                        }
                                    }
                                }
                            }
                            swap(&edge, &next)
                        }
                    }
                }
            }
        }
        var out: [Blob] = []
        for s in sums {
            guard s.minX > 0, s.minY > 0, s.maxX < w - 1, s.maxY < h - 1, s.m != 0, (s.m > 0) == (s.peak > 0) else { continue }
            let cx = s.sx / s.m, cy = s.sy / s.m
            let inner = s.inner.sorted()
            // Sampling by whole pixels adds a pixel's own variance, 1/12.
            out.append(Blob(mass: s.m, x: cx + Double(f.originX), y: cy + Double(f.originY),
                            varianceX: s.sxx / s.m - cx * cx - 1.0 / 12, varianceY: s.syy / s.m - cy * cy - 1.0 / 12,
                            peak: s.peak, plateau: inner.isEmpty ? s.peak : inner[inner.count / 2], innerPixels: inner.count,
                            blueRatio: s.sb / s.m, redRatio: s.sr / s.m,
                            spanX: s.maxX - s.minX + 1, spanY: s.maxY - s.minY + 1))
        }
        return out
    }

    /// A blob's sums as its pixels are taken.
    struct Sums {
        var m = 0.0, sx = 0.0, sy = 0.0, sxx = 0.0, syy = 0.0, sb = 0.0, sr = 0.0, peak = 0.0
        var minX = Int.max, maxX = -1, minY = Int.max, maxY = -1
        var inner: [Double] = []
    }
}
