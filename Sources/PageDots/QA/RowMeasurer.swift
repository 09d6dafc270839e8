/// Measures one row's elements in every frame of a recording (docs/qa.md#how-elements-are-measured).
/// Frames (the row's region, cut from the recording) are added one at a time; elements and
/// profiles come out once all are in, because the two colours (ordinary and current) are
/// learnt from the whole recording.
public struct RowMeasurer: Sendable {
    public let axis: RowAxis
    public private(set) var bands: [BlobFinder.Band] = []
    /// Luma contrast a pixel needs to start an element, levels: set on the first frame
    /// that shows anything, or given.
    public private(set) var threshold: Double?

    /// The share of the strongest contrast a pixel needs to start an element: low enough
    /// for faint ordinary dots beside a strong current one (a light theme's pale grey).
    public static let share = 0.15

    /// Elements smaller than this across (px) are not reported: too small to measure, and
    /// no use to the invariants.
    public static let smallest = 0.5

    /// The last frame measured: a frame equal to it (a still screen) is not measured again.
    private var last: PlanarFrame?

    public init(axis: RowAxis, threshold: Double? = nil) {
        self.axis = axis
        self.threshold = threshold
    }

    /// The lowest threshold for a band whose background wobbles by `noise` (levels).
    public static func floor(noise: Double) -> Double { 4 + 2.5 * noise }

    /// Measures one frame: `f` is the row's region, as in the recording.
    public mutating func add(_ f: PlanarFrame) {
        if let last, Self.same(last.luma, f.luma), Self.same(last.cb, f.cb), Self.same(last.cr, f.cr), let b = bands.last {
            bands.append(b)
            return
        }
        last = f
        let band = axis == .vertical ? f.turned() : f
        let bg = BandBackground(band)
        if threshold == nil {
            let strongest = Self.strongest(band, bg)
            let floor = Self.floor(noise: bg.noise)
            if strongest > 2 * floor { threshold = max(floor, Self.share * strongest) }
        }
        guard let threshold else {
            bands.append(BlobFinder.Band(blobs: [], sums: BlobFinder.ColumnSums(count: band.width)))
            return
        }
        bands.append(BlobFinder.band(band, background: bg, threshold: threshold))
    }

    /// The strongest colour distance from the background in `f`, averaged over 3 × 3.
    static func strongest(_ f: PlanarFrame, _ bg: BandBackground) -> Double {
        let w = f.width, h = f.height, cw = f.chromaWidth
        guard w > 2, h > 2 else { return 0 }
        var best: Float = 0
        for y in 1..<(h - 1) {
            for x in 1..<(w - 1) {
                var a: Float = 0, b: Float = 0, c: Float = 0
                for qy in (y - 1)...(y + 1) {
                    for qx in (x - 1)...(x + 1) {
                        a += Float(f.luma[qy * w + qx]) - bg.luma[qx]
                        b += Float(f.cb[(qy / 2) * cw + qx / 2]) - bg.cb[qx / 2]
                        c += Float(f.cr[(qy / 2) * cw + qx / 2]) - bg.cr[qx / 2]
                    }
                }
                best = max(best, BlobFinder.distance(a, b, c) / 9)
            }
        }
        return Double(best)
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

    /// The two colours elements show, learnt from every frame.
    public var colours: ElementColours { ElementColours.learn(bands.flatMap(\.blobs)) }

    /// Every frame's elements (in the recording's coordinates, in order along the row) and
    /// profile, told current by `colours` (by default the ones learnt); `times` gives each
    /// frame's time, `start` the coordinate along the row where the band starts.
    public func frames(colours given: ElementColours? = nil, start: Double, time: (Int) -> Double?) -> [ObservedFrame] {
        let colours = given ?? self.colours
        let turn = axis == .vertical
        return bands.enumerated().map { i, band in
            var elements: [ObservedElement] = band.blobs.compactMap { b in
                let t = colours.highlight(b)
                let e = b.element(contrast: colours.contrast(t, along: b.hue))
                guard min(e.width, e.height) >= Self.smallest else { return nil }
                return turn ? ObservedElement(x: e.y, y: e.x, width: e.height, height: e.width, highlight: t, current: t.map { $0 >= 0.5 })
                            : ObservedElement(x: e.x, y: e.y, width: e.width, height: e.height, highlight: t, current: t.map { $0 >= 0.5 })
            }
            elements.sort { axis.along($0) < axis.along($1) }
            let s = band.sums
            var ink = [Float](repeating: 0, count: s.count)
            var highlight: [Float]? = colours.current == nil ? nil : ink
            for x in 0..<s.count where s.peak[x] > 0 {
                let (a, b) = colours.unmix([Double(s.luma[x]), Double(s.cb[x]), Double(s.cr[x])], peak: Double(s.peak[x]))
                ink[x] = Float(a)
                if let b { highlight?[x] = Float(b) }
            }
            return ObservedFrame(frame: i, time: time(i), elements: elements,
                                 profile: RowProfile(start: start, step: 1, ink: ink, highlight: highlight))
        }
    }
}
