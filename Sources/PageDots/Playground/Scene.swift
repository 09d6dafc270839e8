/// A frame as plain data: what to draw, in pt, back to front. The canvas turns it into
/// pixels for the window and for every file alike.
public struct Scene: Equatable, Sendable {
    /// Size, pt.
    public var width: Double
    /// Size, pt.
    public var height: Double
    /// The colour behind every item.
    public var background: Color
    /// What to draw, back to front.
    public var items: [SceneItem]

    /// Makes a scene of the given size, background and items.
    public init(width: Double, height: Double, background: Color, items: [SceneItem] = []) {
        self.width = width
        self.height = height
        self.background = background
        self.items = items
    }
}

/// One drawing instruction, pt.
public enum SceneItem: Hashable, Sendable {
    case rect(Rect, Color, radius: Double)
    case strokeRect(Rect, Color, lineWidth: Double)
    case circle(x: Double, y: Double, radius: Double, Color)
    /// A capsule `width × height` centred on (x, y): a rounded bar with round ends.
    case capsule(x: Double, y: Double, width: Double, height: Double, Color)
    /// A capsule like `.capsule` in `color`, its leading `fill` share (0…1) painted over in
    /// `fillColor`: a timer or progress track. A negative `fill` fills from the right end
    /// (a mirrored track).
    case track(x: Double, y: Double, width: Double, height: Double, Color, fill: Double, fillColor: Color)
    /// A box `width × height` centred on (x, y) with corners of `radius` (at most half the
    /// shorter side), filled, or drawn as an outline `outline` pt wide centred on its edge.
    case box(x: Double, y: Double, width: Double, height: Double, radius: Double, Color, outline: Double)
    case line(x1: Double, y1: Double, x2: Double, y2: Double, Color, lineWidth: Double)
    case text(String, x: Double, y: Double, size: Double, Color, align: TextAlign, bold: Bool)
    /// The location-arrow indicator image, centred, `size` pt across.
    case locationArrow(x: Double, y: Double, size: Double, Color)
    /// A picture stretched over the rectangle (sampled between its pixels).
    case image(Rect, Picture)
    /// `items` drawn a quarter turn clockwise `turns` times about the origin, then moved by
    /// (dx, dy): a vertical direction's view of the logical frame.
    indirect case turned(turns: Int, dx: Double, dy: Double, [SceneItem])
    /// `background` and `items` drawn, then their pixels flipped left to right across the
    /// whole frame: an exact mirror (right to left), whatever the rasteriser's rounding.
    indirect case flipped(background: Color, [SceneItem])
    /// `items` drawn only inside the rectangle: a row the zoom makes larger than its room.
    /// One drawing instruction (not a group): it may stand inside a turned or mirrored
    /// frame.
    indirect case clipped(Rect, [SceneItem])
    /// `items` drawn only inside the shapes of `mask` (filled, whatever their outline),
    /// which are not drawn: what an underground element shows through the dots.
    indirect case masked(mask: [SceneItem], [SceneItem])
    /// `items` placed about the point (x, y), their coordinates taken from it: the point
    /// goes where the view (mirrored or turned) puts it, the items stay upright around it —
    /// text that reads the same way in every direction. The scene builder's view resolves
    /// it into plain items.
    indirect case upright(x: Double, y: Double, [SceneItem])
}

extension SceneItem {
    /// The item mirrored left to right in a frame `width` wide: shapes mirror, text keeps
    /// its glyphs and swaps its alignment.
    public func mirrored(width w: Double) -> SceneItem {
        switch self {
        case .rect(let r, let c, let radius): return .rect(Rect(x: w - r.maxX, y: r.y, width: r.width, height: r.height), c, radius: radius)
        case .strokeRect(let r, let c, let lw): return .strokeRect(Rect(x: w - r.maxX, y: r.y, width: r.width, height: r.height), c, lineWidth: lw)
        case .circle(let x, let y, let r, let c): return .circle(x: w - x, y: y, radius: r, c)
        case .capsule(let x, let y, let cw, let ch, let c): return .capsule(x: w - x, y: y, width: cw, height: ch, c)
        case .track(let x, let y, let tw, let th, let c, let fill, let fc):
            return .track(x: w - x, y: y, width: tw, height: th, c, fill: -fill, fillColor: fc)
        case .box(let x, let y, let bw, let bh, let r, let c, let o): return .box(x: w - x, y: y, width: bw, height: bh, radius: r, c, outline: o)
        case .line(let x1, let y1, let x2, let y2, let c, let lw): return .line(x1: w - x1, y1: y1, x2: w - x2, y2: y2, c, lineWidth: lw)
        case .text(let s, let x, let y, let size, let c, let align, let bold):
            let flipped: TextAlign = align == .left ? .right : align == .right ? .left : .center
            return .text(s, x: w - x, y: y, size: size, c, align: flipped, bold: bold)
        case .locationArrow(let x, let y, let size, let c): return .locationArrow(x: w - x, y: y, size: size, c)
        // (A picture keeps its pixels the right way round: it is a recording, not a shape.)
        case .image(let r, let p): return .image(Rect(x: w - r.maxX, y: r.y, width: r.width, height: r.height), p)
        case .turned(let t, let dx, let dy, let items): return .turned(turns: t, dx: dx, dy: dy, items.map { $0.mirrored(width: w) })
        case .flipped: return self
        case .clipped(let r, let items):
            return .clipped(Rect(x: w - r.maxX, y: r.y, width: r.width, height: r.height), items.map { $0.mirrored(width: w) })
        case .upright(let x, let y, let items): return .upright(x: w - x, y: y, items)
        case .masked(let mask, let items): return .masked(mask: mask.map { $0.mirrored(width: w) }, items.map { $0.mirrored(width: w) })
        }
    }

    /// The item moved by (dx, dy).
    public func moved(dx: Double, dy: Double) -> SceneItem {
        let r: (Rect) -> Rect = { Rect(x: $0.x + dx, y: $0.y + dy, width: $0.width, height: $0.height) }
        switch self {
        case .rect(let rect, let c, let radius): return .rect(r(rect), c, radius: radius)
        case .strokeRect(let rect, let c, let lw): return .strokeRect(r(rect), c, lineWidth: lw)
        case .circle(let x, let y, let radius, let c): return .circle(x: x + dx, y: y + dy, radius: radius, c)
        case .capsule(let x, let y, let w, let h, let c): return .capsule(x: x + dx, y: y + dy, width: w, height: h, c)
        case .track(let x, let y, let w, let h, let c, let fill, let fc):
            return .track(x: x + dx, y: y + dy, width: w, height: h, c, fill: fill, fillColor: fc)
        case .box(let x, let y, let w, let h, let r, let c, let o): return .box(x: x + dx, y: y + dy, width: w, height: h, radius: r, c, outline: o)
        case .line(let x1, let y1, let x2, let y2, let c, let lw): return .line(x1: x1 + dx, y1: y1 + dy, x2: x2 + dx, y2: y2 + dy, c, lineWidth: lw)
        case .text(let s, let x, let y, let size, let c, let align, let bold):
            return .text(s, x: x + dx, y: y + dy, size: size, c, align: align, bold: bold)
        case .locationArrow(let x, let y, let size, let c): return .locationArrow(x: x + dx, y: y + dy, size: size, c)
        case .image(let rect, let p): return .image(r(rect), p)
        case .turned(let t, let x, let y, let items): return .turned(turns: t, dx: x + dx, dy: y + dy, items)
        case .flipped: return self
        case .clipped(let rect, let items): return .clipped(r(rect), items.map { $0.moved(dx: dx, dy: dy) })
        case .upright(let x, let y, let items): return .upright(x: x + dx, y: y + dy, items)
        case .masked(let mask, let items): return .masked(mask: mask.map { $0.moved(dx: dx, dy: dy) }, items.map { $0.moved(dx: dx, dy: dy) })
        }
    }
}

/// What lies behind the content: the playground's own colours, or nothing (transparent
/// output to composite over other footage).
public enum Backdrop: String, Sendable, CaseIterable {
    case opaque, transparent

    /// `color`, or clear when transparent.
    public func paint(_ color: Color) -> Color { self == .opaque ? color : Color(0, 0, 0, 0) }
}

/// Horizontal anchor of a text's baseline point.
public enum TextAlign: Hashable, Sendable { case left, center, right }

/// An sRGB colour with alpha, components in [0, 1].
public struct Color: Hashable, Sendable {
    /// Red, green, blue and alpha, in [0, 1].
    public var r, g, b, a: Double
    /// Makes a colour from its components; opaque unless `a` is given.
    public init(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) {
        self.r = r; self.g = g; self.b = b; self.a = a
    }

    /// From 0xRRGGBB.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(Double((hex >> 16) & 0xFF) / 255, Double((hex >> 8) & 0xFF) / 255, Double(hex & 0xFF) / 255, alpha)
    }

    /// This colour moved a share `t` (clamped to [0, 1]) of the way to `o`, alpha too.
    public func mixed(with o: Color, _ t: Double) -> Color {
        let t = min(max(t, 0), 1)
        return Color(r + (o.r - r) * t, g + (o.g - g) * t, b + (o.b - b) * t, a + (o.a - a) * t)
    }

    /// The same colour with alpha `a`.
    public func withAlpha(_ a: Double) -> Color { Color(r, g, b, a) }

    /// From hue, saturation, value in [0, 1].
    public static func hsv(_ h: Double, _ s: Double, _ v: Double) -> Color {
        let h6 = (h - h.rounded(.down)) * 6
        let i = Int(h6.rounded(.down)) % 6, f = h6 - h6.rounded(.down)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        switch i {
        case 0: return Color(v, t, p)
        case 1: return Color(q, v, p)
        case 2: return Color(p, v, t)
        case 3: return Color(p, q, v)
        case 4: return Color(t, p, v)
        default: return Color(v, p, q)
        }
    }
}
