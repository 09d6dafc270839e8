/// A Lottie (Bodymovin JSON) animation made from a scene per frame (docs/lottie.md).
/// Frames whose shapes are alike (the same kinds in the same order, `FlatShape.signature`)
/// make one stretch; each shape of a stretch is a shape layer shown for the stretch, its
/// properties — position, size, roundness, colour, opacity, a path's points — keyframed
/// only where the motion needs them: a keyframe is left out when the straight line between
/// its neighbours passes within 0.01 pt (and a colour within half a step) of every frame's
/// value. So every frame is exact, and a still or straight stretch is one segment.
public struct LottieBuilder {
    public let width: Double
    public let height: Double
    public let fps: Int
    public let name: String
    private var frames: [[FlatShape]] = []

    /// Geometry is kept within this of every frame's (pt).
    public static let tolerance = 0.01
    /// Colour channels within this (half a step of 255).
    public static let colourTolerance = 0.5 / 255

    /// An animation `width × height` pt at `fps` frames a second.
    public init(width: Double, height: Double, fps: Int, name: String) {
        self.width = width
        self.height = height
        self.fps = max(1, fps)
        self.name = name
    }

    /// Adds the next frame's shapes.
    public mutating func add(_ shapes: [FlatShape]) { frames.append(shapes) }

    /// The frames added.
    public var count: Int { frames.count }

    /// The animation as Lottie JSON (keys in a fixed order: the same frames give the same
    /// bytes).
    public func json() -> JSONValue {
        var layers: [JSONValue] = []
        var start = 0, index = 1
        while start < frames.count {
            let signature = frames[start].map(\.signature)
            var end = start
            while end + 1 < frames.count && frames[end + 1].map(\.signature) == signature { end += 1 }
            // Top first, as Lottie lists them.
            for k in frames[start].indices.reversed() {
                layers.append(layer(k, start, end, index: index))
                index += 1
            }
            start = end + 1
        }
        return .object([
            ("v", .string("5.7.4")), ("fr", .int(fps)), ("ip", .int(0)), ("op", .int(frames.count)),
            ("w", .number(Self.round(width))), ("h", .number(Self.round(height))), ("nm", .string(name)), ("ddd", .int(0)),
            ("assets", .array([])), ("layers", .array(layers)),
            ("meta", .object([("g", .string("PageDots \(PageDotsVersion.current)"))])),
        ])
    }

    /// Shape `k` of frames `a...b` as a shape layer shown for them.
    func layer(_ k: Int, _ a: Int, _ b: Int, index: Int) -> JSONValue {
        let shapes = frames[a...b].map { $0[k] }
        let first = shapes[0]
        var items: [JSONValue] = []
        switch first.geometry {
        case .rect:
            let values = shapes.map { s -> [Double] in
                guard case .rect(let x, let y, let w, let h, let r) = s.geometry else { return [0, 0, 0, 0, 0] }
                return [x, y, w, h, r]
            }
            items.append(.object([
                ("ty", .string("rc")), ("d", .int(1)),
                ("p", property(values.map { Array($0[0...1]) }, a, Self.tolerance)),
                ("s", property(values.map { Array($0[2...3]) }, a, Self.tolerance)),
                ("r", property(values.map { [$0[4]] }, a, Self.tolerance, scalar: true)),
            ]))
        case .paths(let paths):
            for p in paths.indices {
                items.append(.object([("ty", .string("sh")), ("d", .int(1)), ("ks", pathProperty(shapes.map { s -> BezierPath in
                    guard case .paths(let ps) = s.geometry else { return paths[p] }
                    return ps[p]
                }, a))]))
            }
        }
        let colours = shapes.map { [$0.color.r, $0.color.g, $0.color.b] }
        let opacity = shapes.map { [$0.color.a * 100] }
        switch first.paint {
        case .fill:
            items.append(.object([("ty", .string("fl")), ("c", property(colours, a, Self.colourTolerance)),
                                  ("o", property(opacity, a, Self.colourTolerance * 100, scalar: true)), ("r", .int(1))]))
        case .stroke:
            let widths = shapes.map { s -> [Double] in if case .stroke(let w) = s.paint { return [w] }; return [0] }
            items.append(.object([("ty", .string("st")), ("c", property(colours, a, Self.colourTolerance)),
                                  ("o", property(opacity, a, Self.colourTolerance * 100, scalar: true)),
                                  ("w", property(widths, a, Self.tolerance, scalar: true)),
                                  ("lc", .int(1)), ("lj", .int(1)), ("ml", .int(10))]))
        }
        items.append(Self.identityGroupTransform)
        var fields: [(String, JSONValue)] = [
            ("ddd", .int(0)), ("ind", .int(index)), ("ty", .int(4)), ("nm", .string("shape \(k + 1), frames \(a)–\(b)")), ("sr", .int(1)),
            ("ks", Self.identityLayerTransform), ("ao", .int(0)),
            ("shapes", .array([.object([("ty", .string("gr")), ("it", .array(items)), ("nm", .string("shape"))])])),
            ("ip", .int(a)), ("op", .int(b + 1)), ("st", .int(0)), ("bm", .int(0)),
        ]
        // Masks: each mask's shape, then each clip, all intersected.
        var masks: [JSONValue] = []
        for m in first.masks.indices {
            let paths = shapes.map { s -> BezierPath in Self.outline(s.masks[m]) }
            masks.append(Self.mask(mode: masks.isEmpty ? "a" : "i", pathProperty(paths, a)))
        }
        for c in first.clips.indices {
            let paths = shapes.map { s -> BezierPath in
                let r = s.clips[c]
                return BezierPath.roundedRect(x: r.x + r.width / 2, y: r.y + r.height / 2, width: r.width, height: r.height, radius: 0)
            }
            masks.append(Self.mask(mode: masks.isEmpty ? "a" : "i", pathProperty(paths, a)))
        }
        if !masks.isEmpty {
            fields.append(("hasMask", .bool(true)))
            fields.append(("masksProperties", .array(masks)))
        }
        return .object(fields)
    }

    /// A mask's outline: a rounded rectangle's eight points, or its first path.
    static func outline(_ g: FlatShape.Geometry) -> BezierPath {
        switch g {
        case .rect(let x, let y, let w, let h, let r): return .roundedRect(x: x, y: y, width: w, height: h, radius: r)
        case .paths(let ps): return ps.first ?? BezierPath(points: [], closed: true)
        }
    }

    static func mask(mode: String, _ path: JSONValue) -> JSONValue {
        .object([("inv", .bool(false)), ("mode", .string(mode)), ("pt", path), ("o", .object([("a", .int(0)), ("k", .int(100))])),
                 ("x", .object([("a", .int(0)), ("k", .int(0))])), ("nm", .string("mask"))])
    }

    static let identityLayerTransform: JSONValue = .object([
        ("o", .object([("a", .int(0)), ("k", .int(100))])), ("r", .object([("a", .int(0)), ("k", .int(0))])),
        ("p", .object([("a", .int(0)), ("k", .array([.int(0), .int(0), .int(0)]))])),
        ("a", .object([("a", .int(0)), ("k", .array([.int(0), .int(0), .int(0)]))])),
        ("s", .object([("a", .int(0)), ("k", .array([.int(100), .int(100), .int(100)]))])),
    ])

    static let identityGroupTransform: JSONValue = .object([
        ("ty", .string("tr")), ("p", .object([("a", .int(0)), ("k", .array([.int(0), .int(0)]))])),
        ("a", .object([("a", .int(0)), ("k", .array([.int(0), .int(0)]))])),
        ("s", .object([("a", .int(0)), ("k", .array([.int(100), .int(100)]))])),
        ("r", .object([("a", .int(0)), ("k", .int(0))])), ("o", .object([("a", .int(0)), ("k", .int(100))])),
    ])

    /// Rounded to 1e-4: what is written.
    static func round(_ v: Double) -> Double { (v * 10_000).rounded() / 10_000 }

    /// The frames (from `first`) kept as keyframes of `values`: each kept frame's straight
    /// line to the next kept passes within `tolerance` of every frame between. Greedy, and
    /// linear in the frames: the slopes from the last kept frame that pass every frame so
    /// far form a range per component, narrowed as the stretch grows.
    static func keyframes(_ values: [[Double]], tolerance: Double) -> [Int] {
        guard values.count > 1 else { return [0] }
        // (A value that never moves is one keyframe: a static property.)
        if values.allSatisfy({ v in v.indices.allSatisfy { abs(v[$0] - values[0][$0]) <= tolerance } }) { return [0] }
        let dims = values[0].count
        var kept = [0], i = 0
        var lo = [Double](repeating: 0, count: dims), hi = lo
        while i < values.count - 1 {
            for c in 0..<dims { lo[c] = -.infinity; hi[c] = .infinity }
            var j = i + 1
            while j + 1 < values.count {
                // Frame j lies between i and a farther end: the slopes that pass it.
                let dk = Double(j - i)
                for c in 0..<dims {
                    lo[c] = max(lo[c], (values[j][c] - tolerance - values[i][c]) / dk)
                    hi[c] = min(hi[c], (values[j][c] + tolerance - values[i][c]) / dk)
                }
                let dj = Double(j + 1 - i)
                var fits = true
                for c in 0..<dims {
                    let slope = (values[j + 1][c] - values[i][c]) / dj
                    if slope < lo[c] - 1e-12 || slope > hi[c] + 1e-12 { fits = false; break }
                }
                guard fits else { break }
                j += 1
            }
            kept.append(j)
            i = j
        }
        return kept
    }

    /// A property over frames `first…`: static when it never changes, else its keyframes,
    /// each eased in a straight line to the next.
    func property(_ values: [[Double]], _ first: Int, _ tolerance: Double, scalar: Bool = false) -> JSONValue {
        func value(_ v: [Double]) -> JSONValue { scalar ? .number(Self.round(v[0])) : .array(v.map { .number(Self.round($0)) }) }
        let kept = Self.keyframes(values, tolerance: tolerance)
        guard kept.count > 1 else { return .object([("a", .int(0)), ("k", value(values[0]))]) }
        return .object([("a", .int(1)), ("k", .array(kept.indices.map { n in
            let k = kept[n], v = JSONValue.array(values[k].map { .number(Self.round($0)) })
            // (Each keyframe names its end too, as players of the older form read it.)
            // (The last keyframe is bare: a player reads easing on it as a segment after it.)
            guard n + 1 < kept.count else { return .object([("t", .int(first + k)), ("s", v)]) }
            let end = JSONValue.array(values[kept[n + 1]].map { .number(Self.round($0)) })
            return .object([("t", .int(first + k)), ("s", v), ("e", end), ("i", Self.linearIn), ("o", Self.linearOut)])
        }))])
    }

    static let linearIn: JSONValue = .object([("x", .array([.int(1)])), ("y", .array([.int(1)]))])
    static let linearOut: JSONValue = .object([("x", .array([.int(0)])), ("y", .array([.int(0)]))])

    /// A path over frames `first…`, keyframed as `property` does (its points' coordinates
    /// and handles the values).
    func pathProperty(_ paths: [BezierPath], _ first: Int) -> JSONValue {
        func value(_ p: BezierPath) -> JSONValue {
            .object([("c", .bool(p.closed)),
                     ("v", .array(p.points.map { .array([.number(Self.round($0.x)), .number(Self.round($0.y))]) })),
                     ("i", .array(p.points.map { .array([.number(Self.round($0.inX)), .number(Self.round($0.inY))]) })),
                     ("o", .array(p.points.map { .array([.number(Self.round($0.outX)), .number(Self.round($0.outY))]) }))])
        }
        let flat = paths.map { $0.points.flatMap { [$0.x, $0.y, $0.inX, $0.inY, $0.outX, $0.outY] } }
        let kept = Self.keyframes(flat, tolerance: Self.tolerance)
        guard kept.count > 1 else { return .object([("a", .int(0)), ("k", value(paths[0]))]) }
        return .object([("a", .int(1)), ("k", .array(kept.indices.map { n in
            let k = kept[n]
            guard n + 1 < kept.count else { return .object([("t", .int(first + k)), ("s", .array([value(paths[k])]))]) }
            return .object([("t", .int(first + k)), ("s", .array([value(paths[k])])), ("e", .array([value(paths[kept[n + 1]])])),
                            ("i", Self.linearIn), ("o", Self.linearOut)])
        }))])
    }
}
