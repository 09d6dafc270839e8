/// A scene drawn as plain shapes (docs/lottie.md): every item, groups resolved, as a
/// rounded rectangle or a path, filled or stroked, in one colour, cut by the clips and
/// masks it stands in. What a vector animation keyframes.
public struct FlatShape: Equatable, Sendable {
    /// A rounded rectangle (circles, capsules, boxes, rectangles) or bézier paths.
    public enum Geometry: Equatable, Sendable {
        /// Centre, size and corner radius, pt.
        case rect(x: Double, y: Double, width: Double, height: Double, radius: Double)
        /// Closed or open paths (a line, a glyph's contours).
        case paths([BezierPath])
    }

    /// How it is painted.
    public enum Paint: Equatable, Sendable {
        case fill
        /// An outline this wide, pt, centred on the edge.
        case stroke(Double)
    }

    public var geometry: Geometry
    public var paint: Paint
    public var color: Color
    /// Drawn only inside each of these rectangles.
    public var clips: [Rect] = []
    /// Drawn only inside these shapes (each), when there are any.
    public var masks: [Geometry] = []

    /// What must stay the same for two frames' shapes to be keyframes of one another: the
    /// kind of geometry (and a path's points), the paint's kind, the clips and masks.
    public var signature: String {
        var s: String
        switch geometry {
        case .rect: s = "r"
        case .paths(let ps): s = "p" + ps.map { "\($0.points.count)\($0.closed ? "c" : "o")" }.joined(separator: ",")
        }
        switch paint { case .fill: s += "f"; case .stroke: s += "s" }
        s += "c\(clips.count)m" + masks.map { if case .rect = $0 { return "r" } else { return "p" } }.joined()
        return s
    }
}

/// One contour: points with their bézier handles, relative to the point (Lottie's form).
public struct BezierPath: Equatable, Sendable {
    public struct Point: Equatable, Sendable {
        public var x, y: Double
        /// The handle into the point and out of it, relative to it.
        public var inX = 0.0, inY = 0.0, outX = 0.0, outY = 0.0
        public init(x: Double, y: Double, inX: Double = 0, inY: Double = 0, outX: Double = 0, outY: Double = 0) {
            self.x = x; self.y = y; self.inX = inX; self.inY = inY; self.outX = outX; self.outY = outY
        }
    }
    public var points: [Point]
    public var closed: Bool
    public init(points: [Point], closed: Bool) { self.points = points; self.closed = closed }

    /// A rounded rectangle as a closed path of eight points (corners of radius 0 too, so
    /// that every rounded rectangle has as many: they keyframe into one another).
    public static func roundedRect(x: Double, y: Double, width w: Double, height h: Double, radius: Double) -> BezierPath {
        let r = max(0, min(radius, w / 2, h / 2)), k = 0.5522847498 * r
        let l = x - w / 2, t = y - h / 2, rr = x + w / 2, b = y + h / 2
        return BezierPath(points: [
            Point(x: rr - r, y: t, outX: k), Point(x: rr, y: t + r, inY: -k),
            Point(x: rr, y: b - r, outY: k), Point(x: rr - r, y: b, inX: k),
            Point(x: l + r, y: b, outX: -k), Point(x: l, y: b - r, inY: k),
            Point(x: l, y: t + r, outY: -k), Point(x: l + r, y: t, inX: -k),
        ], closed: true)
    }

    /// Every point moved by `f` (handles turned with it: `f` is a rigid move or a mirror).
    func mapped(_ f: (Double, Double) -> (Double, Double)) -> BezierPath {
        BezierPath(points: points.map { p in
            let (x, y) = f(p.x, p.y), (ix, iy) = f(p.x + p.inX, p.y + p.inY), (ox, oy) = f(p.x + p.outX, p.y + p.outY)
            return Point(x: x, y: y, inX: ix - x, inY: iy - y, outX: ox - x, outY: oy - y)
        }, closed: closed)
    }
}

/// Text as glyph contours, for the shapes (the program measures and outlines with its
/// own fonts): `text` at the anchor (x, y) as `.text` draws it.
public protocol TextOutlining {
    func outline(_ text: String, x: Double, y: Double, size: Double, bold: Bool, align: TextAlign) -> [BezierPath]
}

extension Scene {
    /// The scene as flat shapes, back to front: its background (unless clear), then every
    /// item with its groups resolved.
    public func flattened(text: some TextOutlining) -> [FlatShape] {
        var out: [FlatShape] = []
        if background.a > 0 {
            out.append(FlatShape(geometry: .rect(x: width / 2, y: height / 2, width: width, height: height, radius: 0), paint: .fill, color: background))
        }
        for item in items { FlatShape.add(item, .identity, clips: [], masks: [], width: width, text: text, into: &out) }
        return out
    }
}

extension FlatShape {
    /// A move of the plane: quarter turns, a mirror and a shift (what scene groups do).
    struct Move {
        /// x' = a·x + b·y + dx, y' = c·x + d·y + dy.
        var a = 1.0, b = 0.0, c = 0.0, d = 1.0, dx = 0.0, dy = 0.0
        static let identity = Move()
        func apply(_ x: Double, _ y: Double) -> (Double, Double) { (a * x + b * y + dx, c * x + d * y + dy) }
        /// `inner` first, then this.
        func then(_ inner: Move) -> Move {
            Move(a: a * inner.a + b * inner.c, b: a * inner.b + b * inner.d, c: c * inner.a + d * inner.c, d: c * inner.b + d * inner.d,
                 dx: a * inner.dx + b * inner.dy + dx, dy: c * inner.dx + d * inner.dy + dy)
        }
        /// Whether it swaps the axes (an odd number of quarter turns).
        var swaps: Bool { a == 0 }
        func rect(_ r: Rect) -> Rect {
            let (x0, y0) = apply(r.x, r.y), (x1, y1) = apply(r.maxX, r.maxY)
            return Rect(x: min(x0, x1), y: min(y0, y1), width: abs(x1 - x0), height: abs(y1 - y0))
        }
    }

    static func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double, _ r: Double, _ m: Move) -> Geometry {
        let (cx, cy) = m.apply(x, y)
        return .rect(x: cx, y: cy, width: m.swaps ? h : w, height: m.swaps ? w : h, radius: max(0, min(r, w / 2, h / 2)))
    }

    /// Adds `item` (moved by `m`, inside `clips` and `masks`) to `out`.
    static func add(_ item: SceneItem, _ m: Move, clips: [Rect], masks: [Geometry], width: Double, text: some TextOutlining, into out: inout [FlatShape]) {
        func put(_ g: Geometry, _ paint: Paint, _ c: Color) {
            out.append(FlatShape(geometry: g, paint: paint, color: c, clips: clips, masks: masks))
        }
        switch item {
        case .rect(let r, let c, let radius):
            guard r.width > 0, r.height > 0 else { return }
            put(rect(r.x + r.width / 2, r.y + r.height / 2, r.width, r.height, radius, m), .fill, c)
        case .strokeRect(let r, let c, let lw):
            put(rect(r.x + r.width / 2, r.y + r.height / 2, r.width, r.height, 0, m), .stroke(lw), c)
        case .circle(let x, let y, let radius, let c):
            guard radius > 0 else { return }
            put(rect(x, y, 2 * radius, 2 * radius, radius, m), .fill, c)
        case .capsule(let x, let y, let w, let h, let c):
            guard w > 0, h > 0 else { return }
            put(rect(x, y, w, h, min(w, h) / 2, m), .fill, c)
        case .track(let x, let y, let w, let h, let c, let fill, let fc):
            guard w > 0, h > 0 else { return }
            let track = rect(x, y, w, h, min(w, h) / 2, m)
            put(track, .fill, c)
            // The filled share, inside the track (kept at no width, so that it keyframes).
            let share = min(abs(fill), 1), fw = w * share
            let fx = fill >= 0 ? x - w / 2 + fw / 2 : x + w / 2 - fw / 2
            out.append(FlatShape(geometry: rect(fx, y, fw, h, 0, m), paint: .fill, color: fc, clips: clips, masks: masks + [track]))
        case .box(let x, let y, let w, let h, let radius, let c, let outline):
            guard w > 0 || h > 0 else { return }
            put(rect(x, y, w, h, radius, m), outline > 0 ? .stroke(outline) : .fill, c)
        case .line(let x1, let y1, let x2, let y2, let c, let lw):
            let path = BezierPath(points: [.init(x: x1, y: y1), .init(x: x2, y: y2)], closed: false).mapped(m.apply)
            put(.paths([path]), .stroke(lw), c)
        case .text(let s, let x, let y, let size, let c, let align, let bold):
            let paths = text.outline(s, x: x, y: y, size: size, bold: bold, align: align).map { $0.mapped(m.apply) }
            if !paths.isEmpty { put(.paths(paths), .fill, c) }
        case .locationArrow(let x, let y, let size, let c):
            // (The arrow picture as the dot it stands for.)
            put(rect(x, y, size * 0.8, size * 0.8, size * 0.4, m), .fill, c)
        case .image:
            break
        case .turned(let turns, let dx, let dy, let items):
            var turn = Move(dx: dx, dy: dy)
            switch turns.modulo(4) {
            case 1: (turn.a, turn.b, turn.c, turn.d) = (0, -1, 1, 0)
            case 2: (turn.a, turn.b, turn.c, turn.d) = (-1, 0, 0, -1)
            case 3: (turn.a, turn.b, turn.c, turn.d) = (0, 1, -1, 0)
            default: break
            }
            for i in items { add(i, m.then(turn), clips: clips, masks: masks, width: width, text: text, into: &out) }
        case .flipped(let background, let items):
            // (The group's background covers the frame: taller than any scene.)
            if background.a > 0 { put(rect(width / 2, 0, width, 1e6, 0, m), .fill, background) }
            let mirror = Move(a: -1, dx: width)
            for i in items { add(i, m.then(mirror), clips: clips, masks: masks, width: width, text: text, into: &out) }
        case .clipped(let r, let items):
            for i in items { add(i, m, clips: clips + [m.rect(r)], masks: masks, width: width, text: text, into: &out) }
        case .masked(let mask, let items):
            var shapes: [FlatShape] = []
            for i in mask { add(i, m, clips: [], masks: [], width: width, text: text, into: &shapes) }
            // Inside the union of the mask's shapes: the items once inside each shape (a
            // player may take several masks of one layer as their intersection; the
            // shapes of a mask — still dots — do not overlap).
            for shape in shapes {
                for i in items { add(i, m, clips: clips, masks: masks + [shape.geometry], width: width, text: text, into: &out) }
            }
        case .upright(let x, let y, let items):
            for i in items { add(i.moved(dx: x, dy: y), m, clips: clips, masks: masks, width: width, text: text, into: &out) }
        }
    }
}
