/// The colours of a control's elements (docs/qa.md#current): the current element's colour
/// itself, and how much of it an ordinary element shows over what lies behind it. A page
/// control draws its current dot in one colour over any background, and its other dots
/// either in a colour of their own or in the current one's, part transparent (white at
/// half opacity over whatever page colour slides in): measured as a share of the way from
/// the background to the current colour, an ordinary element's look is the same over every
/// background.
public struct ElementColours: Equatable, Sendable {
    /// The current element's colour (luma, blue, red of a fully covered pixel); nil when
    /// every element looks alike (the current one, if any, is not told by colour).
    public var current: [Double]?
    /// How far an ordinary element's colour goes from its background towards the current
    /// colour (0 … 1); 1 with one colour.
    public var ordinary: Double
    /// A fully covered pixel's typical contrast (colour distance from the background).
    public var typical: Double

    public init(current: [Double]?, ordinary: Double, typical: Double) {
        self.current = current
        self.ordinary = ordinary
        self.typical = typical
    }

    static func length(_ v: [Double]) -> Double { (v.map { $0 * $0 }.reduce(0, +)).squareRoot() }
    static func dot(_ a: [Double], _ b: [Double]) -> Double { zip(a, b).map { $0 * $1 }.reduce(0, +) }
    static func median(_ v: [Double]) -> Double { let s = v.sorted(); return s.isEmpty ? 0 : s[s.count / 2] }

    /// How far `colour` (a fully covered pixel) goes from `behind` towards `target`, as a
    /// share of the way.
    static func share(_ colour: [Double], behind: [Double], towards target: [Double]) -> Double {
        let way = zip(target, behind).map { $0 - $1 }, gone = zip(colour, behind).map { $0 - $1 }
        let l = dot(way, way)
        return l > 1e-9 ? dot(gone, way) / l : 0
    }

    /// The colours the blobs show (those big enough to have a fully covered pixel, 3 px or
    /// more across): the current colour is the one the most contrasting elements share;
    /// the ordinary elements' share of it is the typical share of the rest. When the two
    /// are not clearly apart, one colour.
    public static func learn(_ all: [Blob]) -> ElementColours {
        let blobs = all.filter { $0.spanX >= 3 && $0.spanY >= 3 && !$0.ring && !$0.cut }
        guard !blobs.isEmpty else { return ElementColours(current: nil, ordinary: 1, typical: median(all.map(\.full))) }
        let typical = median(blobs.map(\.full))
        // The strongest tenth of the blobs by contrast: mostly current ones.
        let strong = blobs.sorted { $0.full > $1.full }.prefix(max(1, blobs.count / 10))
        let target = (0..<3).map { c in median(strong.map { $0.absolute[c] }) }
        let shares = blobs.map { share($0.absolute, behind: $0.background, towards: target) }
        let low = shares.filter { $0 < 0.75 }
        // Apart: most elements are ordinary and sit clearly below the current colour.
        guard low.count * 2 >= blobs.count / 2, low.count < blobs.count else { return ElementColours(current: nil, ordinary: 1, typical: typical) }
        let ordinary = median(low)
        let spread = median(low.map { abs($0 - ordinary) })
        guard ordinary < 0.8, 1 - ordinary > max(0.12, 6 * spread) else { return ElementColours(current: nil, ordinary: 1, typical: typical) }
        return ElementColours(current: target, ordinary: ordinary, typical: typical)
    }

    /// How current a blob looks, 0 (ordinary) to 1 (current); nil with one colour.
    public func highlight(_ b: Blob) -> Double? {
        guard let current else { return nil }
        let s = Self.share(b.absolute, behind: b.background, towards: current)
        return min(1, max(0, (s - ordinary) / (1 - ordinary)))
    }

    /// The contrast of a fully covered pixel of `b`, along its own colour, had it
    /// highlight `t`.
    public func contrast(_ t: Double?, of b: Blob) -> Double {
        guard let current else { return b.full }
        let way = zip(current, b.background).map { $0 - $1 }
        let strength = ordinary + (t ?? 0) * (1 - ordinary)
        return max(strength * Self.dot(way, b.hue), 0.25 * b.full, 1e-9)
    }

    /// A column's coverage (fully covered pixels) and the current colour's part of it, from
    /// its summed contrast `sum`, its strongest pixel `peak` (colour distance) and the
    /// background `behind` it: the strongest pixel says how far towards the current colour
    /// the column goes (its middle is covered).
    public func unmix(_ sum: [Double], peak: Double, behind: [Double]) -> (ink: Double, highlight: Double?) {
        guard let current else {
            // (A column's strongest pixel may be only partly covered, at an element's end.)
            return (max(0, Self.length(sum)) / max(peak, 0.5 * typical, 1e-9), nil)
        }
        let way = zip(current, behind).map { $0 - $1 }
        let full = max(Self.length(way), 1e-9)
        let strength = min(1, max(ordinary, peak / full))
        let t = (strength - ordinary) / max(1 - ordinary, 1e-9)
        let ink = max(0, Self.dot(sum, way) / (full * full)) / strength
        return (ink, ink * t)
    }
}
