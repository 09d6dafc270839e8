/// The colours of a control's elements (docs/qa.md#current). A page control draws its
/// current element in one colour over any background, and its other elements either in a
/// colour of their own (grey dots beside a blue one) or in the current one's, part
/// transparent (white at half opacity over whatever page colour slides in behind). Both
/// are learnt as colours themselves, not as contrasts, so a background that changes under
/// the row changes nothing: an element's highlight is where its colour lies between what
/// an ordinary and a current element look like over its own background.
public struct ElementColours: Equatable, Sendable {
    /// The current element's colour (luma, blue, red of a fully covered pixel); nil when
    /// every element looks alike (the current one, if any, is not told by colour).
    public var current: [Double]?
    /// An ordinary element's own colour, when it has one; nil when ordinary elements are
    /// the current colour part transparent.
    public var ordinaryColour: [Double]?
    /// With no colour of their own: how far an ordinary element goes from its background
    /// towards the current colour (0 … 1).
    public var ordinaryShare: Double
    /// A fully covered pixel's typical contrast (colour distance from the background).
    public var typical: Double
    /// How much of its own colour an ordinary element lays over its background: 1 opaque;
    /// less, an overlay that tints whatever lies behind (dark dots that darken each
    /// page's colour in turn).
    public var ordinaryOpacity: Double = 1

    /// Makes the colours from what was measured.
    public init(current: [Double]?, ordinaryColour: [Double]?, ordinaryShare: Double, typical: Double) {
        self.current = current
        self.ordinaryColour = ordinaryColour
        self.ordinaryShare = ordinaryShare
        self.typical = typical
    }

    static func length(_ v: [Double]) -> Double { (v.map { $0 * $0 }.reduce(0, +)).squareRoot() }
    static func dot(_ a: [Double], _ b: [Double]) -> Double { zip(a, b).map { $0 * $1 }.reduce(0, +) }
    static func minus(_ a: [Double], _ b: [Double]) -> [Double] { zip(a, b).map { $0 - $1 } }
    static func median(_ v: [Double]) -> Double { let s = v.sorted(); return s.isEmpty ? 0 : s[s.count / 2] }
    /// The value with half the weight below it, of (value, weight) pairs.
    static func weightedMedian(_ v: [(Double, Double)]) -> Double {
        let s = v.sorted { $0.0 < $1.0 }
        let half = s.map(\.1).reduce(0, +) / 2
        var seen = 0.0
        for (value, weight) in s { seen += weight; if seen >= half { return value } }
        return s.last?.0 ?? 0
    }
    static func median(_ v: [[Double]]) -> [Double] { (0..<3).map { c in median(v.map { $0[c] }) } }

    /// How far `colour` (a fully covered pixel) goes from `behind` towards `target`, as a
    /// share of the way.
    static func share(_ colour: [Double], behind: [Double], towards target: [Double]) -> Double {
        let way = minus(target, behind), gone = minus(colour, behind)
        let l = dot(way, way)
        return l > 1e-9 ? dot(gone, way) / l : 0
    }

    /// The contrasts (against `behind`) of a fully covered ordinary and current element.
    public func contrasts(behind: [Double]) -> (ordinary: [Double], current: [Double])? {
        guard let current else { return nil }
        let k = Self.minus(current, behind)
        let o = ordinaryColour.map { Self.minus($0, behind).map { $0 * ordinaryOpacity } } ?? k.map { $0 * ordinaryShare }
        return (o, k)
    }

    /// The colours the blobs show (those big enough to have a fully covered pixel, 3 px or
    /// more across): the current colour is the one the most contrasting elements share;
    /// ordinary elements are whichever fits them better — a colour of their own, or the
    /// current colour at a typical share. When the two are not clearly apart, one colour.
    public static func learn(_ frames: [[Blob]]) -> ElementColours {
        let usable = frames.map { $0.filter { $0.spanX >= 3 && $0.spanY >= 3 && !$0.ring && !$0.cut } }
        let blobs = usable.flatMap { $0 }
        func one(_ typical: Double) -> ElementColours { ElementColours(current: nil, ordinaryColour: nil, ordinaryShare: 1, typical: typical) }
        guard !blobs.isEmpty else { return one(median(frames.flatMap { $0 }.map(\.full))) }
        let typical = median(blobs.map(\.full))
        let target = currentColour(usable) ?? {
            // The strongest tenth of the blobs by contrast: mostly current ones.
            let strength = blobs.map { length($0.colour) }
            let strong = blobs.indices.sorted { strength[$0] > strength[$1] }.prefix(max(1, blobs.count / 10)).map { blobs[$0] }
            return median(strong.map(\.absolute))
        }()
        let shares = blobs.map { share($0.absolute, behind: $0.background, towards: target) }
        // Ordinary: a quarter of the way or more short of the current colour from the
        // background, or nearer the elements' middle colour than the current one (an
        // ordinary colour of its own lies anywhere, even beyond the current one over a
        // page colour that contrasts with both alike).
        let middle = median(blobs.map(\.absolute))
        let low = blobs.indices.filter {
            shares[$0] < 0.75 || length(minus(blobs[$0].absolute, middle)) < length(minus(blobs[$0].absolute, target))
        }
        // Apart: most elements are ordinary and sit clearly below the current colour.
        guard low.count * 4 >= blobs.count, low.count < blobs.count else { return one(typical) }
        // Which fits the ordinary elements better: their own colour, or the current one at
        // a share?
        let ordinaryShare = median(low.map { shares[$0] })
        let own = median(low.map { blobs[$0].absolute })
        // Each background counts once, however many frames show it: elements seen over a
        // page colour for a moment tell the two apart as much as those over the usual one.
        var sharing: [[Int]: Int] = [:]
        func group(_ b: Blob) -> [Int] { b.background.map { Int($0 / 16) } }
        for k in low { sharing[group(blobs[k]), default: 0] += 1 }
        func misfit(_ expected: (Blob) -> [Double]) -> Double {
            let misses = low.map { (length(minus(blobs[$0].absolute, expected(blobs[$0]))), 1 / Double(sharing[group(blobs[$0])]!)) }
            return weightedMedian(misses)
        }
        let translucent = misfit { b in zip(b.background, target).map { $0 + ordinaryShare * ($1 - $0) } }
        let opaque = misfit { _ in own }
        var colours = opaque < translucent
            ? ElementColours(current: target, ordinaryColour: own, ordinaryShare: ordinaryShare, typical: typical)
            : ElementColours(current: target, ordinaryColour: nil, ordinaryShare: ordinaryShare, typical: typical)
        // (Or a colour of their own laid over the background, when they are seen over
        // backgrounds far enough apart to tell, and that fits them better still.)
        var fit = min(opaque, translucent)
        if let (colour, opacity) = overlay(low.map { blobs[$0] }, weights: low.map { 1 / Double(sharing[group(blobs[$0])]!) }) {
            let tinted = misfit { b in zip(b.background, colour).map { $0 + opacity * ($1 - $0) } }
            if tinted < fit {
                colours = ElementColours(current: target, ordinaryColour: colour, ordinaryShare: ordinaryShare, typical: typical)
                colours.ordinaryOpacity = opacity
                fit = tinted
            }
        }
        // Apart by far more than the ordinary elements differ among themselves.
        let gaps: [Double] = low.map { b in
            let (o, k) = colours.contrasts(behind: blobs[b].background)!
            return length(minus(k, o))
        }
        let apart = median(gaps)
        guard apart > max(0.12 * typical, 6 * fit) else { return one(typical) }
        return colours
    }

    /// The colour and opacity that best lay `blobs` over their backgrounds — each
    /// absolute colour A ≈ B + opacity·(colour − B), least squares weighted by `weights`,
    /// then again without the quarter that fits worst (blobs caught mid-change, blurred
    /// by motion) — when their backgrounds spread 16 levels or more (root mean square)
    /// and the opacity is 0.05 to 0.6; nil otherwise (over one background an overlay and
    /// an opaque colour look alike; more opaque, its own colour fits, and a line through
    /// elements of several colours of their own is no overlay).
    static func overlay(_ blobs: [Blob], weights: [Double]) -> (colour: [Double], opacity: Double)? {
        /// A = a·B + d, a = 1 − opacity, d = opacity·colour: a line through the weighted means.
        func fit(_ kept: [Int]) -> (a: Double, d: [Double])? {
            let total = kept.map { weights[$0] }.reduce(0, +)
            guard kept.count >= 2, total > 0 else { return nil }
            var meanA = [0.0, 0, 0], meanB = [0.0, 0, 0]
            for k in kept { for c in 0..<3 { meanA[c] += weights[k] * blobs[k].absolute[c] / total; meanB[c] += weights[k] * blobs[k].background[c] / total } }
            var spread = 0.0, along = 0.0
            for k in kept {
                let db = minus(blobs[k].background, meanB), da = minus(blobs[k].absolute, meanA)
                spread += weights[k] * dot(db, db)
                along += weights[k] * dot(db, da)
            }
            guard spread / total >= 16 * 16 else { return nil }
            let a = along / spread
            return (a, zip(meanA, meanB).map { $0 - a * $1 })
        }
        guard let first = fit(Array(blobs.indices)) else { return nil }
        let misses = blobs.map { b in length(minus(b.absolute, zip(b.background, first.d).map { first.a * $0 + $1 })) }
        let best = blobs.indices.sorted { (misses[$0], $0) < (misses[$1], $1) }.prefix(max(2, (3 * blobs.count + 3) / 4))
        guard let (a, d) = fit(best.sorted()) ?? Optional(first) else { return nil }
        let opacity = 1 - a
        guard opacity >= 0.05, opacity <= 0.6 else { return nil }
        return (d.map { $0 / opacity }, opacity)
    }

    /// The colour of the element that stands out in each frame (the one farthest in colour
    /// from the frame's middle colour), the middle over the frames: the current one in
    /// every design that marks it by colour, whatever the background does behind the row
    /// (over a page colour where the ordinary elements contrast more, the strongest
    /// element is not the current one). Nil with too few frames of three or more elements.
    static func currentColour(_ frames: [[Blob]]) -> [Double]? {
        var odd: [[Double]] = []
        for f in frames where f.count >= 3 {
            let colours = f.map(\.absolute)
            let middle = median(colours)
            let far = colours.map { length(minus($0, middle)) }
            guard let k = far.indices.max(by: { far[$0] < far[$1] }) else { continue }
            odd.append(colours[k])
        }
        return odd.count >= 3 ? median(odd) : nil
    }

    /// How current a colour looks whose fully covered pixel is `contrast` over `behind`:
    /// 0 (ordinary) to 1 (current); nil with one colour. By direction when the two colours
    /// differ in hue over that background (a direction does not depend on how much of a
    /// pixel is covered), else by strength.
    func highlight(contrast c: [Double], behind: [Double]) -> Double? {
        guard let (o, k) = contrasts(behind: behind) else { return nil }
        let lo = Self.length(o), lk = Self.length(k)
        let t: Double
        // (Two directions apart — not along one line, either way: a dark ordinary element
        // and a light current one over a grey page lie on one line too.)
        if lo > 1e-9, lk > 1e-9, abs(Self.dot(o, k) / (lo * lk)) < 0.97 {
            // c ≈ a·o + b·k, least squares; the current share is b / (a + b).
            let oo = Self.dot(o, o), kk = Self.dot(k, k), ok = Self.dot(o, k), co = Self.dot(c, o), ck = Self.dot(c, k)
            let det = oo * kk - ok * ok
            let a = max(0, (co * kk - ck * ok) / det), b = max(0, (ck * oo - co * ok) / det)
            t = a + b > 1e-9 ? b / (a + b) : 0
        } else {
            let along = Self.dot(c, k) / max(lk, 1e-9), from = Self.dot(o, k) / max(lk, 1e-9)
            t = abs(lk - from) > 1e-9 ? (along - from) / (lk - from) : 0
        }
        return min(1, max(0, t))
    }

    /// Whether `b`'s colour is none this row's elements show over its background — off
    /// the plane of the two colours by more than half its strength, or stronger than the
    /// stronger of them by more than half again, in its colour or its strongest pixel
    /// (with one colour: than the typical contrast): a pointer's black arrow, a touch's circle over the dots
    /// (docs/qa.md#following-a-row). What the row draws, at any share of either colour
    /// and any coverage, is neither.
    public func foreign(_ b: Blob) -> Bool {
        let c = b.colour, strength = Self.length(c)
        guard strength > 1e-9 else { return false }
        guard let (o, k) = contrasts(behind: b.background) else { return max(strength, b.peak) > 1.5 * typical + 8 }
        // (Its strongest pixel too: a small pointer merged with a dot keeps the dot's
        // colour, but none of the dot's pixels is as dark as the arrow's.)
        let strongest = max(Self.length(o), Self.length(k))
        if strength > 1.5 * strongest || b.peak > 1.5 * strongest + 8 { return true }
        // The nearest mix of the two (least squares over both, or along one where they
        // share a direction): what is left over is the colour's own.
        let oo = Self.dot(o, o), kk = Self.dot(k, k), ok = Self.dot(o, k)
        let det = oo * kk - ok * ok
        var fit: [Double]
        if det > 1e-6 * oo * kk {
            let x = (Self.dot(c, o) * kk - Self.dot(c, k) * ok) / det, y = (Self.dot(c, k) * oo - Self.dot(c, o) * ok) / det
            fit = zip(o, k).map { x * $0 + y * $1 }
        } else {
            let x = kk > 1e-9 ? Self.dot(c, k) / kk : 0
            fit = k.map { x * $0 }
        }
        return Self.length(Self.minus(c, fit)) > 0.5 * strength
    }

    /// How current a blob looks, 0 (ordinary) to 1 (current); nil with one colour.
    public func highlight(_ b: Blob) -> Double? {
        highlight(contrast: b.colour, behind: b.background)
    }

    /// The contrast of a fully covered pixel of `b`, along the direction its contrast is
    /// measured, had it highlight `t`.
    public func contrast(_ t: Double?, of b: Blob) -> Double {
        guard let (o, k) = contrasts(behind: b.background) else { return b.full }
        let c = zip(o, k).map { $0 + (t ?? 0) * ($1 - $0) }
        return max(Self.dot(c, b.measure), 0.25 * b.full, 1e-9)
    }

    /// A column's coverage (fully covered pixels) and the current colour's part of it, from
    /// its summed contrast `sum`, its strongest pixel `peak` (colour distance) and the
    /// background `behind` it.
    public func unmix(_ sum: [Double], peak: Double, behind: [Double]) -> (ink: Double, highlight: Double?) {
        guard let (o, k) = contrasts(behind: behind) else {
            // (A column's strongest pixel may be only partly covered, at an element's end.)
            return (max(0, Self.length(sum)) / max(peak, 0.5 * typical, 1e-9), nil)
        }
        let lo = Self.length(o), lk = Self.length(k)
        let cosine = lo > 1e-9 && lk > 1e-9 ? Self.dot(o, k) / (lo * lk) : 1
        if abs(cosine) < 0.97 {
            // sum ≈ a·o + b·k with a, b ≥ 0: both coverages at once.
            let oo = Self.dot(o, o), kk = Self.dot(k, k), ok = Self.dot(o, k), so = Self.dot(sum, o), sk = Self.dot(sum, k)
            let det = oo * kk - ok * ok
            var a = (so * kk - sk * ok) / det, b = (sk * oo - so * ok) / det
            if a < 0 { a = 0; b = max(0, sk / kk) } else if b < 0 { b = 0; a = max(0, so / oo) }
            return (a + b, b)
        }
        if cosine <= -0.97 {
            // Opposite ways along one line (a dark ordinary element, a light current one):
            // the side the sum lies on says whose coverage it is.
            let sk = Self.dot(sum, k)
            if sk >= 0 { let b = sk / (lk * lk); return (b, b) }
            return (max(0, Self.dot(sum, o)) / (lo * lo), 0)
        }
        // One hue: the column's strongest pixel says how far towards the current colour it
        // goes (its middle is covered).
        let from = Self.dot(o, k) / max(lk, 1e-9)
        let strength = min(lk, max(from, peak))
        let t = abs(lk - from) > 1e-9 ? min(1, max(0, (strength - from) / (lk - from))) : 0
        let ink = max(0, Self.dot(sum, k) / max(lk, 1e-9)) / max(strength, 1e-9)
        return (ink, ink * t)
    }
}
