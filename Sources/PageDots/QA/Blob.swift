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
    /// Σ chroma contrast over the same pixels, per luma contrast: the element's colour
    /// direction, whatever its coverage.
    public var blueRatio: Double
    public var redRatio: Double
    /// Its bounding box's size (pixels over the threshold), px.
    public var spanX: Int
    public var spanY: Int

    /// The element's colour against the background (luma, blue, red), taking its
    /// strongest pixel as fully covered.
    public var colour: [Double] { [peak, peak * blueRatio, peak * redRatio] }

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
            for v in plane { h[Int(v)] += 1 }
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
        let w = f.width, h = f.height
        guard w > 0, h > 0 else { return [] }
        var label = [Int32](repeating: 0, count: w * h)
        let contrast = f.luma.map { Double($0) - bg.luma }
        // Seeds: connected pixels over the threshold with one sign.
        var seeds: [[Int]] = []
        var stack: [Int] = []
        for start in 0..<(w * h) where label[start] == 0 && abs(contrast[start]) > threshold {
            let sign = contrast[start] > 0
            seeds.append([])
            let id = Int32(seeds.count)
            label[start] = id
            stack.append(start)
            while let p = stack.popLast() {
                seeds[seeds.count - 1].append(p)
                let px = p % w, py = p / w
                for dy in -1...1 {
                    for dx in -1...1 {
                        let qx = px + dx, qy = py + dy
                        guard qx >= 0, qx < w, qy >= 0, qy < h else { continue }
                        let q = qy * w + qx
                        if label[q] == 0 && abs(contrast[q]) > threshold && (contrast[q] > 0) == sign {
                            label[q] = id
                            stack.append(q)
                        }
                    }
                }
            }
        }
        // Each blob also takes the rim around it, ring by ring, first come first served.
        var members = seeds
        var ring = seeds.enumerated().flatMap { (i, s) in s.map { ($0, Int32(i + 1)) } }
        for _ in 0..<rim {
            var next: [(Int, Int32)] = []
            for (p, id) in ring {
                let px = p % w, py = p / w
                for dy in -1...1 {
                    for dx in -1...1 {
                        let qx = px + dx, qy = py + dy
                        guard qx >= 0, qx < w, qy >= 0, qy < h else { continue }
                        let q = qy * w + qx
                        if label[q] == 0 {
                            label[q] = id
                            members[Int(id) - 1].append(q)
                            next.append((q, id))
                        }
                    }
                }
            }
            ring = next
        }
        let cw = f.chromaWidth
        var out: [Blob] = []
        for (i, pixels) in members.enumerated() {
            let seed = seeds[i]
            var minX = w, maxX = -1, minY = h, maxY = -1
            var peak = 0.0
            for p in seed {
                let px = p % w, py = p / w
                minX = min(minX, px); maxX = max(maxX, px); minY = min(minY, py); maxY = max(maxY, py)
                if abs(contrast[p]) > abs(peak) { peak = contrast[p] }
            }
            guard minX > 0, minY > 0, maxX < w - 1, maxY < h - 1 else { continue }
            var m = 0.0, sx = 0.0, sy = 0.0, sxx = 0.0, syy = 0.0, sb = 0.0, sr = 0.0
            for p in pixels {
                let d = contrast[p]
                let x = Double(p % w) + 0.5, y = Double(p / w) + 0.5
                m += d; sx += d * x; sy += d * y; sxx += d * x * x; syy += d * y * y
                let c = (p / w / 2) * cw + (p % w) / 2
                sb += Double(f.cb[c]) - bg.cb
                sr += Double(f.cr[c]) - bg.cr
            }
            guard m != 0, (m > 0) == (peak > 0) else { continue }
            let cx = sx / m, cy = sy / m
            // Sampling by whole pixels adds a pixel's own variance, 1/12.
            out.append(Blob(mass: m, x: cx + Double(f.originX), y: cy + Double(f.originY),
                            varianceX: sxx / m - cx * cx - 1.0 / 12, varianceY: syy / m - cy * cy - 1.0 / 12,
                            peak: peak, blueRatio: sb / m, redRatio: sr / m,
                            spanX: maxX - minX + 1, spanY: maxY - minY + 1))
        }
        return out
    }
}
