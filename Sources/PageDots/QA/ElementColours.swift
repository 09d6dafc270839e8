/// The colours of a control's elements against its background (docs/qa.md#current): the
/// ordinary one and, when they differ, the current one's. Colours are contrast vectors
/// (luma, blue, red levels) of a fully covered pixel.
public struct ElementColours: Equatable, Sendable {
    public var ordinary: [Double]
    public var current: [Double]?

    public init(ordinary: [Double], current: [Double]?) {
        self.ordinary = ordinary
        self.current = current
    }

    static func length(_ v: [Double]) -> Double { (v.map { $0 * $0 }.reduce(0, +)).squareRoot() }
    static func unit(_ v: [Double]) -> [Double] { let n = max(length(v), 1e-9); return v.map { $0 / n } }
    static func dot(_ a: [Double], _ b: [Double]) -> Double { zip(a, b).map { $0 * $1 }.reduce(0, +) }
    static func distance(_ a: [Double], _ b: [Double]) -> Double { length(zip(a, b).map { $0 - $1 }) }

    /// Whether the two colours differ in hue (their directions more than 8° apart): then a
    /// pixel's share of each can be told whatever it covers.
    public var hueApart: Bool {
        guard let current else { return false }
        return Self.dot(Self.unit(ordinary), Self.unit(current)) < 0.99
    }

    /// The two colours the blobs show: k-means into two groups of the blobs big enough to
    /// have a fully covered pixel (3 px or more across); when the groups differ clearly,
    /// the rarer is the current colour.
    public static func learn(_ all: [Blob]) -> ElementColours {
        let blobs = all.filter { $0.spanX >= 3 && $0.spanY >= 3 && !$0.ring }
        guard let first = blobs.first else {
            let any = all.first.map(\.colour) ?? [1, 0, 0]
            return ElementColours(ordinary: any, current: nil)
        }
        func mean(_ group: [Blob]) -> [Double] {
            let n = Double(max(group.count, 1))
            return group.reduce([0.0, 0.0, 0.0]) { acc, b in zip(acc, b.colour).map { $0 + $1 } }.map { $0 / n }
        }
        var a = first.colour
        var b = blobs.max(by: { distance($0.colour, a) < distance($1.colour, a) })!.colour
        var groups: ([Blob], [Blob]) = ([], [])
        for _ in 0..<12 {
            groups = (blobs.filter { distance($0.colour, a) <= distance($0.colour, b) }, blobs.filter { distance($0.colour, a) > distance($0.colour, b) })
            a = mean(groups.0)
            if !groups.1.isEmpty { b = mean(groups.1) }
        }
        let big = groups.0.count >= groups.1.count ? a : b
        let spread = blobs.map { distance($0.colour, big) }.sorted()
        let typical = spread[spread.count / 2]
        guard !groups.1.isEmpty, distance(a, b) > max(6 * typical, 0.12 * max(length(a), length(b), 1)) else {
            return ElementColours(ordinary: mean(blobs), current: nil)
        }
        // Elements on their way between the two (a colour flowing) pull the means towards
        // each other: each colour is its group's half farthest from the other's mean.
        let (ordinary, current) = groups.0.count >= groups.1.count ? (groups.0, groups.1) : (groups.1, groups.0)
        let (o, k) = groups.0.count >= groups.1.count ? (a, b) : (b, a)
        func farHalf(_ g: [Blob], from other: [Double]) -> [Double] {
            let sorted = g.sorted { distance($0.colour, other) > distance($1.colour, other) }
            return mean(Array(sorted.prefix(max(1, (sorted.count + 1) / 2))))
        }
        return ElementColours(ordinary: farHalf(ordinary, from: k), current: farHalf(current, from: o))
    }

    /// How current a colour of direction `hue` and fully covered contrast `full` looks, 0
    /// (ordinary) to 1 (current); nil with one colour. By direction when the colours
    /// differ in hue (a direction does not depend on coverage), else by strength.
    public func highlight(hue: [Double], full: Double) -> Double? {
        guard let current else { return nil }
        let t: Double
        if hueApart {
            // hue ≈ a·ô + b·k̂, least squares; the current share is b / (a + b).
            let o = Self.unit(ordinary), k = Self.unit(current)
            let oo = 1.0, kk = 1.0, ok = Self.dot(o, k), ho = Self.dot(hue, o), hk = Self.dot(hue, k)
            let det = oo * kk - ok * ok
            guard det > 1e-9 else { return nil }
            let a = max(0, (ho * kk - hk * ok) / det), b = max(0, (hk * oo - ho * ok) / det)
            t = a + b > 1e-9 ? b / (a + b) : 0
        } else {
            let lo = Self.length(ordinary), lk = Self.length(current)
            t = abs(lk - lo) > 1e-9 ? (full - lo) / (lk - lo) : 0
        }
        return min(1, max(0, t))
    }

    public func highlight(_ b: Blob) -> Double? { highlight(hue: b.hue, full: b.full) }

    /// The contrast of a fully covered pixel of an element with highlight `t`, along the
    /// direction `hue`.
    public func contrast(_ t: Double?, along hue: [Double]) -> Double {
        let c = zip(ordinary, current ?? ordinary).map { $0 + (t ?? 0) * ($1 - $0) }
        return max(Self.dot(c, hue), 0.25 * Self.length(c))
    }

    /// A column's coverage (fully covered pixels) and the current colour's part of it, from
    /// its summed contrast `sum` and its strongest pixel `peak` (colour distance).
    public func unmix(_ sum: [Double], peak: Double) -> (ink: Double, highlight: Double?) {
        guard let current else {
            return (max(0, Self.dot(sum, Self.unit(ordinary))) / max(Self.length(ordinary), 1e-9), nil)
        }
        if hueApart {
            // sum ≈ a·O + b·K with a, b ≥ 0.
            let oo = Self.dot(ordinary, ordinary), kk = Self.dot(current, current), ok = Self.dot(ordinary, current)
            let so = Self.dot(sum, ordinary), sk = Self.dot(sum, current)
            let det = oo * kk - ok * ok
            var a = (so * kk - sk * ok) / det, b = (sk * oo - so * ok) / det
            if a < 0 { a = 0; b = max(0, sk / kk) } else if b < 0 { b = 0; a = max(0, so / oo) }
            return (a + b, b)
        }
        // One hue: the column's strongest pixel says its colour (its centre is covered).
        let lo = Self.length(ordinary), lk = Self.length(current)
        let t = abs(lk - lo) > 1e-9 ? min(1, max(0, (peak - lo) / (lk - lo))) : 0
        let c = zip(ordinary, current).map { $0 + t * ($1 - $0) }
        let ink = max(0, Self.dot(sum, Self.unit(c))) / max(Self.length(c), 1e-9)
        return (ink, ink * t)
    }
}
