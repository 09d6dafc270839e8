/// One element's raw measurement in a frame (docs/qa.md#how-elements-are-measured): sums
/// of its contrast against the background over the pixels around it. Sums of contrast
/// rather than counts of pixels over a threshold keep anti-aliased edges: an edge pixel
/// counts as much of the element as it is covered.
public struct Blob: Equatable, Sendable {
    /// Σ contrast along `measure` (levels × pixels): a pixel the element covers by a share
    /// `a` adds `a` times the full contrast.
    public var mass: Double
    /// The contrast-weighted centre (pixel i spans [i, i + 1]), in the band's pixels
    /// placed in the recording (turned for a column).
    public var x: Double
    /// The centre's other coordinate, same placement.
    public var y: Double
    /// The contrast-weighted variances along x and y, px².
    public var varianceX: Double
    /// The variance along y, px².
    public var varianceY: Double
    /// The strongest contrast in it (levels along `measure`).
    public var peak: Double
    /// The middle contrast of its inner pixels (those whose neighbours all pass the
    /// threshold): a fully covered pixel's, free of compression's overshoot; and how many
    /// inner pixels there are.
    public var plateau: Double = 0
    /// How many inner pixels the plateau was taken from.
    public var innerPixels: Int = 0
    /// The direction of its colour against the background (luma, blue, red differences;
    /// unit length): what its pixels share whatever they cover.
    public var hue: [Double]
    /// Its bounding box's size (pixels over the threshold), px.
    public var spanX: Int
    /// Bounding-box height, px.
    public var spanY: Int
    /// Where its bounding box starts (its first column's and row's edge, placed as `x` and
    /// `y`), when the blob was measured from pixels: a blob's centre leans towards its
    /// heavier part, its box does not.
    public var boxX: Double?
    /// Where its bounding box starts along y.
    public var boxY: Double?
    /// An outline (a ring): the pixels over the threshold surround background.
    public var ring = false
    /// The background's colour (luma, blue, red) at its centre's column.
    public var background: [Double] = [0, 128, 128]
    /// Cut by the band's edge: it adds to the row's profile, but is not measured.
    public var cut = false
    /// Per column of the band from `firstColumn`: Σ contrast (luma, blue, red) over its
    /// pixels and the strongest colour distance, four numbers a column.
    public var firstColumn = 0
    /// The four numbers per column, column after column.
    public var columns: [Float] = []
    /// Held from the frame before, its place still showing it though the band's threshold
    /// missed it (docs/qa.md#how-elements-are-measured).
    public var isHeld = false
    /// How many frames in a row it has been held (0 when found).
    public var heldFrames = 0

    /// The contrast of a fully covered pixel: the plateau when the element has enough
    /// inside, else its strongest pixel.
    public var full: Double { innerPixels >= Self.plateauPixels ? plateau : peak }
    /// Inner pixels a plateau needs.
    public static let plateauPixels = 5

    /// The direction its contrast is measured along (`mass`, `peak`, `plateau`): its luma
    /// alone when that says enough, else its colour.
    public var measure: [Double] = [1, 0, 0]

    /// Its colour against the background, taking its fully covered contrast as full.
    public var colour: [Double] {
        let along = zip(hue, measure).map { $0 * $1 }.reduce(0, +)
        return hue.map { $0 * full / max(along, 0.2) }
    }
    /// Its colour itself (a fully covered pixel's luma, blue, red).
    public var absolute: [Double] { zip(background, colour).map { $0 + $1 } }

    /// The element's centre, width and height when its fully covered contrast is
    /// `contrast` (levels along its colour): a capsule (circle, pill) of the same area and
    /// second moment across its length; a ring, the circle of that area and spread.
    public func element(contrast: Double) -> (x: Double, y: Double, width: Double, height: Double) {
        let area = contrast <= 0 ? 0 : max(0, mass / contrast)
        if ring {
            // An annulus of radii R > r: area π(R² − r²), variance (R² + r²)/4 each way.
            let k = area / (2 * Double.pi)
            return (x, y, 2 * (2 * max(varianceX, 0) + k).squareRoot(), 2 * (2 * max(varianceY, 0) + k).squareRoot())
        }
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

    /// The blob measured in a frame `f` times smaller, placed back in the recording at
    /// `origin`: positions, sizes and sums in the recording's pixels (its column sums stay
    /// by the smaller frame's columns).
    public func scaled(by f: Int, originX: Int, originY: Int) -> Blob {
        guard f > 1 else { return self }
        let k = Double(f)
        var b = self
        b.x = Double(originX) + k * x
        b.y = Double(originY) + k * y
        b.varianceX = k * k * varianceX
        b.varianceY = k * k * varianceY
        b.mass = k * k * mass
        b.spanX = f * spanX
        b.spanY = f * spanY
        b.boxX = boxX.map { Double(originX) + k * $0 }
        b.boxY = boxY.map { Double(originY) + k * $0 }
        return b
    }
}

