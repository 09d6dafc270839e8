/// Measures a page control's elements in every frame of a recording (docs/qa.md#how-elements-are-measured).
/// Frames are added one at a time; the elements come out once all are in, because the two
/// colours (ordinary and current) are learnt from the whole recording.
public struct ElementDetector: Sendable {
    public private(set) var blobs: [[Blob]] = []
    public private(set) var backgrounds: [BlobFinder.Background] = []
    /// Luma contrast a pixel needs to start an element, levels: set on the first frame
    /// that shows anything.
    public private(set) var threshold: Double?

    public init() {}

    /// The share of the strongest contrast a pixel needs to start an element: low enough
    /// for faint ordinary dots beside a strong current one (a light theme's pale grey).
    public static let share = 0.15

    /// Elements smaller than this across (px) are not reported: too small to measure, and
    /// no use to the invariants.
    public static let smallest = 0.5

    /// The last frame measured: a frame equal to it (a still screen) is not measured again.
    private var last: PlanarFrame?

    /// Measures one frame.
    public mutating func add(_ f: PlanarFrame) {
        if let last, Self.same(last.luma, f.luma), Self.same(last.cb, f.cb), Self.same(last.cr, f.cr), let bg = backgrounds.last, let b = blobs.last {
            backgrounds.append(bg)
            blobs.append(b)
            return
        }
        last = f
        let bg = BlobFinder.background(f)
        if threshold == nil {
            let strongest = f.luma.reduce(0.0) { max($0, abs(Double($1) - bg.luma)) }
            let floor = 5 * bg.noise + 3
            if strongest > 2 * floor { threshold = max(floor, Self.share * strongest) }
        }
        backgrounds.append(bg)
        blobs.append(threshold.map { BlobFinder.blobs(f, background: bg, threshold: $0) } ?? [])
    }

    /// Whether two planes hold the same bytes (compared as memory).
    static func same(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        guard a.count == b.count else { return false }
        return a.withUnsafeBytes { x in
            b.withUnsafeBytes { y in
                // Eight bytes at a time, then the rest.
                let words = a.count / 8
                for i in 0..<words where x.loadUnaligned(fromByteOffset: 8 * i, as: UInt64.self) != y.loadUnaligned(fromByteOffset: 8 * i, as: UInt64.self) {
                    return false
                }
                for i in (8 * words)..<a.count where x[i] != y[i] { return false }
                return true
            }
        }
    }

    /// The two colours elements show, learnt from the blobs big enough to have a fully
    /// covered pixel (3 px or more across).
    public var colours: ElementColours { ElementColours.learn(blobs.joined().filter { $0.spanX >= 3 && $0.spanY >= 3 }) }

    /// Every frame's elements, in the order added, told current by `colours` (by default
    /// the ones learnt).
    public func elements(colours given: ElementColours? = nil) -> [[ObservedElement]] {
        let colours = given ?? self.colours
        return blobs.map { frame in
            frame.compactMap { b in
                let t = colours.highlight(b)
                let e = b.element(contrast: colours.contrast(t))
                guard min(e.width, e.height) >= Self.smallest else { return nil }
                return ObservedElement(x: e.x, y: e.y, width: e.width, height: e.height, highlight: t, current: t.map { $0 >= 0.5 })
            }
        }
    }
}

/// The colours of a control's elements against its background: the ordinary one and,
/// when they differ, the current one's.
public struct ElementColours: Equatable, Sendable {
    /// (luma, blue, red) contrast of an ordinary and of the current element.
    public var ordinary: [Double]
    public var current: [Double]?
    /// Chroma per luma of each: a colour's direction, whatever an element's coverage.
    var ordinaryRatio: [Double]
    var currentRatio: [Double]?

    /// Splits the blobs' colours into two groups (k-means); one colour when the groups are
    /// too close to tell apart. The current colour is the rarer one.
    public static func learn(_ blobs: [Blob]) -> ElementColours {
        guard let first = blobs.max(by: { abs($0.peak) < abs($1.peak) }) else {
            return ElementColours(ordinary: [1, 0, 0], current: nil, ordinaryRatio: [0, 0], currentRatio: nil)
        }
        func distance(_ a: [Double], _ b: [Double]) -> Double { zip(a, b).map { ($0 - $1) * ($0 - $1) }.reduce(0, +).squareRoot() }
        func mean(_ group: [Blob], _ f: (Blob) -> [Double]) -> [Double] {
            let n = Double(max(group.count, 1))
            return group.reduce([0.0, 0.0, 0.0]) { acc, b in zip(acc, f(b) + [0, 0, 0]).map { $0 + $1 } }.map { $0 / n }
        }
        var a = first.colour
        var b = blobs.max(by: { distance($0.colour, a) < distance($1.colour, a) })!.colour
        var groups: ([Blob], [Blob]) = ([], [])
        for _ in 0..<12 {
            groups = (blobs.filter { distance($0.colour, a) <= distance($0.colour, b) }, blobs.filter { distance($0.colour, a) > distance($0.colour, b) })
            a = mean(groups.0, \.colour)
            if !groups.1.isEmpty { b = mean(groups.1, \.colour) }
        }
        let one = mean(blobs, \.colour)
        let spread = blobs.map { distance($0.colour, groups.0.count >= groups.1.count ? a : b) }.sorted()
        let typical = spread.isEmpty ? 0 : spread[spread.count / 2]
        let apart = distance(a, b)
        guard !groups.1.isEmpty, apart > max(6 * typical, 0.12 * max(abs(a[0]), abs(b[0]), 1)) else {
            return ElementColours(ordinary: one, current: nil, ordinaryRatio: Array(mean(blobs) { [$0.blueRatio, $0.redRatio] }.prefix(2)), currentRatio: nil)
        }
        let (ordinary, current) = groups.0.count >= groups.1.count ? (groups.0, groups.1) : (groups.1, groups.0)
        return ElementColours(ordinary: mean(ordinary, \.colour), current: mean(current, \.colour),
                              ordinaryRatio: Array(mean(ordinary) { [$0.blueRatio, $0.redRatio] }.prefix(2)),
                              currentRatio: Array(mean(current) { [$0.blueRatio, $0.redRatio] }.prefix(2)))
    }

    /// How current `b` looks, 0 (ordinary) to 1 (current); nil with one colour. By chroma
    /// direction when the colours differ in hue (it does not depend on coverage), else by
    /// the strongest pixel's luma.
    public func highlight(_ b: Blob) -> Double? {
        guard let current, let currentRatio else { return nil }
        let dr = zip(currentRatio, ordinaryRatio).map { $0 - $1 }
        let hue = (dr[0] * dr[0] + dr[1] * dr[1]).squareRoot()
        let t: Double
        if hue >= 0.1 {
            t = ((b.blueRatio - ordinaryRatio[0]) * dr[0] + (b.redRatio - ordinaryRatio[1]) * dr[1]) / (hue * hue)
        } else {
            t = (b.full - ordinary[0]) / (current[0] - ordinary[0])
        }
        return min(1, max(0, t))
    }

    /// The luma contrast of a fully covered pixel of an element with highlight `t`.
    public func contrast(_ t: Double?) -> Double {
        guard let t, let current else { return ordinary[0] }
        return ordinary[0] + t * (current[0] - ordinary[0])
    }
}
