import CCairo
import CPixels
import PageDots

/// Draws scenes with cairo into a 32-bit image surface (premultiplied ARGB, native byte
/// order: what SDL calls ARGB8888). The one drawing path for the window and every file.
public final class Canvas {
    public let pixelWidth: Int
    public let pixelHeight: Int
    let surface: OpaquePointer
    /// The context drawn into: the canvas's own, or a part's (or a vector file's) while it
    /// is drawn.
    var cr: OpaquePointer
    let fonts: Fonts
    let fontOptions: OpaquePointer
    private var indicator: OpaquePointer?

    /// Largest canvas side, px.
    public static let maxSide = 8192

    public init(pixelWidth: Int, pixelHeight: Int) throws {
        guard (1...Self.maxSide).contains(pixelWidth), (1...Self.maxSide).contains(pixelHeight) else {
            throw RenderError("canvas \(pixelWidth)x\(pixelHeight) is out of range: each side 1 to \(Self.maxSide) px")
        }
        fonts = try Fonts.shared.get()
        guard let s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight)),
              cairo_surface_status(s) == CAIRO_STATUS_SUCCESS else { throw RenderError("cannot make a \(pixelWidth)x\(pixelHeight) image") }
        surface = s
        cr = cairo_create(s)
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        fontOptions = cairo_font_options_create()
        cairo_font_options_set_antialias(fontOptions, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(fontOptions, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(fontOptions, CAIRO_HINT_METRICS_OFF)
        cairo_set_font_options(cr, fontOptions)
    }

    deinit {
        mirrorScratch?.deallocate()
        if let indicator { cairo_surface_destroy(indicator) }
        cairo_font_options_destroy(fontOptions)
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }

    /// Bytes per row.
    public var stride: Int { Int(cairo_image_surface_get_stride(surface)) }

    /// The pixels, valid until the next draw.
    public var pixels: UnsafeMutableRawPointer {
        cairo_surface_flush(surface)
        return UnsafeMutableRawPointer(cairo_image_surface_get_data(surface))
    }

    /// Draws `scene`, `scale` px per pt, and says which pixels changed. The canvas keeps
    /// the scene it holds: a scene equal to it is not drawn again, and one that differs in
    /// a few items is drawn again only where they were or are (`Scene.damage`), with the
    /// same pixels as a whole draw.
    @discardableResult
    public func draw(_ scene: Scene, scale: Double) -> Damage {
        var damage = Damage.all
        if let held, held.scale == scale {
            if held.scene == scene { return .none }
            if let rects = scene.damage(since: held.scene, ink: { self.ink($0, scale: scale) }) {
                let boxes = PixelBox.merged(rects.map { PixelBox(covering: $0, scale: scale, width: pixelWidth, height: pixelHeight) })
                damage = boxes.isEmpty ? .none : .boxes(boxes)
            }
        }
        held = (scene, scale)
        switch damage {
        case .none: break
        case .boxes(let boxes) where Self.drawsInPart(scene.items):
            drawInParts(scene, boxes, scale: scale)
            drawnInPart += 1
        default: drawWhole(scene, scale: scale)
        }
        return damage
    }

    /// The scene the pixels show, at its scale.
    private var held: (scene: Scene, scale: Double)?
    /// Draws made in parts so far (the others were whole or not needed).
    private(set) var drawnInPart = 0

    /// Copies `bgra` (premultiplied, `pixelWidth × pixelHeight`, rows packed) into the
    /// canvas and draws `items` over it, `scale` px per pt: a picture annotated (the
    /// detection drawn on a recording's frame).
    public func draw(_ items: [SceneItem], over bgra: [UInt8], scale: Double) {
        let data = pixels, row = pixelWidth * 4
        bgra.withUnsafeBytes { src in
            for y in 0..<pixelHeight { (data + y * stride).copyMemory(from: src.baseAddress! + y * row, byteCount: row) }
        }
        cairo_surface_mark_dirty(surface)
        held = nil
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_scale(cr, scale, scale)
        for item in items { draw(item) }
        cairo_restore(cr)
        cairo_surface_flush(surface)
    }

    private func drawWhole(_ scene: Scene, scale: Double) {
        cairo_save(cr)
        cairo_identity_matrix(cr)
        paintBackground(scene.background)
        cairo_scale(cr, scale, scale)
        for item in scene.items { draw(item) }
        cairo_restore(cr)
        cairo_surface_flush(surface)
    }

    /// Fills the target with `color`. The target is then marked as drawn on: cairo draws
    /// the first shape on a cleared surface by another path than the rest (with other
    /// rounding), so a shape's pixels would depend on whether it came first.
    private func paintBackground(_ color: Color, around holes: [PixelBox] = [], within p: PixelBox? = nil) {
        set(color)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        if let p, !holes.isEmpty {
            // Whole pixels (the matrix is the identity here): exact, like the paint.
            for r in p.subtracting(holes) {
                cairo_rectangle(cr, Double(r.x0), Double(r.y0), Double(r.x1 - r.x0), Double(r.y1 - r.y0))
            }
            cairo_fill(cr)
        } else {
            cairo_paint(cr)
        }
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        let target = cairo_get_target(cr)
        cairo_surface_flush(target)
        cairo_surface_mark_dirty(target)
    }

    /// The pixels an opaque filled rectangle covers wholly (between its corners, top to
    /// bottom edge), whatever lies beneath; nil for other items.
    static func opaqueInside(_ item: SceneItem, scale: Double) -> PixelBox? {
        guard case .rect(let r, let c, let radius) = item, c.a == 1, r.x.isFinite, r.y.isFinite, r.width.isFinite, r.height.isFinite,
              abs(r.x) < 1e6, abs(r.y) < 1e6, r.width < 1e6, r.height < 1e6 else { return nil }
        let corner = max(0, min(radius, r.width / 2, r.height / 2))
        let box = PixelBox(x0: Int(((r.x + corner) * scale).rounded(.up)), y0: Int((r.y * scale).rounded(.up)),
                           x1: Int(((r.maxX - corner) * scale).rounded(.down)), y1: Int((r.maxY * scale).rounded(.down)))
        return box.isEmpty ? nil : box
    }

    /// Whether a part of the scene can be drawn alone with the same pixels as a whole
    /// draw (`drawPart`: a surface over the part placed by whole pixels, no clip, since
    /// cairo's clipped compositing rounds edge coverage differently). Clips and the
    /// resampled arrow image are drawn whole (their damage still spares the conversion);
    /// a turned group is drawn shape by shape (`apart`), and a mirrored group first in the
    /// scene is a layer under the rest (`drawInParts`).
    static func drawsInPart(_ items: [SceneItem], top: Bool = true) -> Bool {
        !items.enumerated().contains { i, item in
            switch item {
            case .locationArrow, .clipped, .image: true
            case .flipped(_, let inner): !(top && i == 0 && drawsInPart(inner, top: false))
            case .turned(_, _, _, let inner): !drawsInPart(inner, top: false)
            default: false
            }
        }
    }

    /// Draws again the parts of `scene` that `boxes` need. A mirrored group first in the
    /// scene paints the whole frame, so it is a layer under the rest: a part's mirror
    /// image is drawn in the layer's own place (in `mirrorLayer`, as the group draws it
    /// whole) and copied across pixel for pixel, then the rest is drawn over it. The
    /// parts hold whole the shapes they cannot cut on either side of the mirror.
    private func drawInParts(_ scene: Scene, _ boxes: [PixelBox], scale: Double) {
        func box(_ item: SceneItem) -> PixelBox { PixelBox(covering: item.bounds, scale: scale, width: pixelWidth, height: pixelHeight) }
        func mirror(_ p: PixelBox) -> PixelBox { PixelBox(x0: pixelWidth - p.x1, y0: p.y0, x1: pixelWidth - p.x0, y1: p.y1) }
        var layer: (background: Color, items: [SceneItem], boxes: [PixelBox])?
        var rest = scene.items
        if case .flipped(let background, let inner)? = rest.first {
            let items = Self.apart(inner)
            layer = (background, items, items.map(box))
            rest.removeFirst()
        }
        rest = Self.apart(rest)
        let restBoxes = rest.map(box)
        var parts = boxes
        while true {
            var next = Self.parts(parts, rest, restBoxes)
            if let layer { next = Self.parts(next.map(mirror), layer.items, layer.boxes).map(mirror) }
            if next == parts { break }
            parts = next
        }
        guard let layer else {
            for p in parts { drawPart(rest, on: scene.background, restBoxes, scale: scale, p, in: pixels) }
            return
        }
        let scratch = mirrorLayer()
        for p in parts {
            let m = mirror(p)
            drawPart(layer.items, on: layer.background, layer.boxes, scale: scale, m, in: scratch)
            pd_copy_mirrored(scratch, pixels, Int32(stride), Int32(pixelWidth), Int32(p.x0), Int32(p.y0), Int32(p.x1), Int32(p.y1))
            drawPart(rest, on: nil, restBoxes, scale: scale, p, in: pixels)
        }
    }

    /// The mirrored group's own pixels, in its own place (made on first use).
    private var mirrorScratch: UnsafeMutablePointer<UInt8>?
    private func mirrorLayer() -> UnsafeMutableRawPointer {
        if let mirrorScratch { return UnsafeMutableRawPointer(mirrorScratch) }
        let p = UnsafeMutablePointer<UInt8>.allocate(capacity: stride * pixelHeight)
        mirrorScratch = p
        return UnsafeMutableRawPointer(p)
    }

    /// The items with each turned group split into one group per shape: drawn in turn,
    /// they paint what the group paints (it only sets the matrix), and each has its own
    /// place on the canvas, so a part holds only the turned shapes it meets.
    static func apart(_ items: [SceneItem]) -> [SceneItem] {
        items.flatMap { item -> [SceneItem] in
            guard case .turned(let t, let dx, let dy, let inner) = item, inner.count > 1 else { return [item] }
            return apart(inner).map { .turned(turns: t, dx: dx, dy: dy, [$0]) }
        }
    }

    /// The parts to draw again for damaged `boxes`: each grown to hold whole every shape
    /// cairo cannot cut exactly (where a curve or a slanted line crosses a surface's edge,
    /// cairo's clipped outline can move the coverage of pixels well inside; rectangles,
    /// level lines and text cut exactly), and parts that then meet joined, so that no
    /// shape is drawn twice. (`itemBoxes`: each item's pixels, from its bounds.)
    static func parts(_ boxes: [PixelBox], _ items: [SceneItem], _ itemBoxes: [PixelBox]) -> [PixelBox] {
        let uncut = zip(items, itemBoxes).filter { !cutsExactly($0.0) }.map(\.1)
        func grown(_ b: PixelBox) -> PixelBox {
            var p = b, again = true
            while again {
                again = false
                for box in uncut where box.intersects(p) {
                    let u = p.union(box)
                    if u != p { p = u; again = true }
                }
            }
            return p
        }
        var parts: [PixelBox] = []
        for b in boxes {
            var p = grown(b)
            // Join every part this one meets, growing again, until it meets none.
            while let i = parts.firstIndex(where: { $0.intersects(p) }) {
                p = grown(p.union(parts.remove(at: i)))
            }
            parts.append(p)
        }
        return parts
    }

    /// Draws the part `p` of `items` again (a part from `parts`), on `background` (or over
    /// what is there), through a surface over that part of `base` (the canvas's pixels or
    /// the mirror layer's, rows as long as the canvas's): every pixel of it as a whole
    /// draw would draw it. (`boxes`: each item's pixels, from its bounds.)
    private func drawPart(_ items: [SceneItem], on background: Color?, _ boxes: [PixelBox], scale: Double, _ p: PixelBox,
                          in base: UnsafeMutableRawPointer) {
        let origin = base.assumingMemoryBound(to: UInt8.self) + p.y0 * stride + p.x0 * 4
        guard let s = cairo_image_surface_create_for_data(origin, CAIRO_FORMAT_ARGB32, Int32(p.x1 - p.x0), Int32(p.y1 - p.y0), Int32(stride)) else { return }
        defer { cairo_surface_destroy(s) }
        // The part's place goes in the surface's device offset, not the matrix: user space
        // then maps exactly as on the whole canvas (text's current point makes a round
        // trip through the inverse matrix, which a moved matrix would round differently).
        cairo_surface_set_device_offset(s, Double(-p.x0), Double(-p.y0))
        guard let c = cairo_create(s) else { return }
        defer { cairo_destroy(c) }
        cairo_set_font_options(c, fontOptions)
        let whole = cr
        cr = c
        defer { cr = whole }
        // Under opaque cards, whatever is there now is covered whole: the background goes
        // only around them (saving a second write of most of a moving strip).
        if let background {
            let covered = zip(items, boxes).filter { $0.1.intersects(p) }.compactMap { Self.opaqueInside($0.0, scale: scale)?.intersection(p) }
            paintBackground(background, around: covered.filter { !$0.isEmpty }, within: p)
        }
        cairo_scale(cr, scale, scale)
        for (item, box) in zip(items, boxes) where box.intersects(p) { draw(item) }
        cairo_surface_flush(s)
        cairo_surface_mark_dirty(surface)
    }

    /// Where an item can paint, pt: its bounds, but for text the measured ink of its
    /// glyphs (the font's own worst case is several times wider), grown by 3 px for
    /// antialiasing and glyphs placed on whole pixels.
    func ink(_ item: SceneItem, scale: Double) -> Rect {
        guard case .text(let s, let x, let y, let size, _, let align, let bold) = item else { return item.bounds }
        let key = InkKey(text: s, size: size, bold: bold, align: align, scale: scale)
        if let r = inks[key] { return r.offsetBy(x, y) }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_identity_matrix(cr)
        cairo_scale(cr, scale, scale)
        let (dx, e) = setFont(s, size, bold, align, measure: true)
        guard [e.x_bearing, e.y_bearing, e.width, e.height].allSatisfy(\.isFinite) else { return item.bounds }
        let r = Rect(x: -dx + e.x_bearing, y: e.y_bearing, width: e.width, height: e.height).outset(3 / scale)
        if inks.count >= Self.inkCacheLimit { inks.removeAll(keepingCapacity: true) }
        inks[key] = r
        return r.offsetBy(x, y)
    }

    /// Measured ink of texts drawn lately, relative to their anchor (the same text is
    /// measured again and again as a frame's few changes are found).
    private var inks: [InkKey: Rect] = [:]
    private static let inkCacheLimit = 512

    private struct InkKey: Hashable {
        let text: String
        let size: Double, bold: Bool, align: TextAlign, scale: Double
    }

    /// Whether cairo draws the item cut by a surface's edge exactly as the same pixels of
    /// the whole item: rectangles without rounded corners, level or upright lines, text.
    /// (A cut through a curve, even through the straight side of a rounded card, can
    /// change how cairo samples the rows it crosses.)
    static func cutsExactly(_ item: SceneItem) -> Bool {
        switch item {
        case .rect(_, _, let radius): radius == 0
        case .strokeRect, .text: true
        case .line(let x1, let y1, let x2, let y2, _, _): x1 == x2 || y1 == y2
        // A quarter turn keeps a level line level and a rectangle square to the pixels.
        case .turned(_, _, _, let inner): inner.count == 1 && cutsExactly(inner[0])
        default: false
        }
    }

    /// A capsule `w × h` centred on (x, y) as the current path (`adding`: added to it).
    private func capsulePath(_ x: Double, _ y: Double, _ w: Double, _ h: Double, adding: Bool = false) {
        let r = min(w, h) / 2
        if adding { cairo_new_sub_path(cr) } else { cairo_new_path(cr) }
        cairo_arc(cr, x - w / 2 + r, y, r, Double.pi / 2, 3 * Double.pi / 2)
        cairo_arc(cr, x + w / 2 - r, y, r, -Double.pi / 2, Double.pi / 2)
        cairo_close_path(cr)
    }

    private func set(_ c: Color) { cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a) }

    func draw(_ item: SceneItem) {
        switch item {
        case .rect(let r, let c, let radius):
            // A rectangle with no area paints nothing (nor does one with a negative side:
            // a builder's slip, not a shape; its bounds are empty too).
            guard r.width > 0, r.height > 0 else { return }
            set(c)
            if radius > 0 { roundedRect(r, radius) } else { cairo_rectangle(cr, r.x, r.y, r.width, r.height) }
            cairo_fill(cr)
        case .strokeRect(let r, let c, let lw):
            set(c)
            cairo_set_line_width(cr, lw)
            cairo_rectangle(cr, r.x, r.y, r.width, r.height)
            cairo_stroke(cr)
        case .circle(let x, let y, let radius, let c):
            guard radius > 0 else { return }
            set(c)
            cairo_new_path(cr)
            cairo_arc(cr, x, y, radius, 0, 2 * Double.pi)
            cairo_fill(cr)
        case .capsule(let x, let y, let w, let h, let c):
            guard w > 0, h > 0 else { return }
            set(c)
            capsulePath(x, y, w, h)
            cairo_fill(cr)
        case .track(let x, let y, let w, let h, let c, let fill, let fc):
            guard w > 0, h > 0 else { return }
            set(c)
            capsulePath(x, y, w, h)
            guard fill != 0 else { cairo_fill(cr); return }
            cairo_fill_preserve(cr)
            cairo_save(cr)
            cairo_clip(cr)
            set(fc)
            let share = min(abs(fill), 1)
            cairo_rectangle(cr, fill > 0 ? x - w / 2 : x + w / 2 - w * share, y - h / 2, w * share, h)
            cairo_fill(cr)
            cairo_restore(cr)
        case .line(let x1, let y1, let x2, let y2, let c, let lw):
            set(c)
            cairo_set_line_width(cr, lw)
            cairo_move_to(cr, x1, y1)
            cairo_line_to(cr, x2, y2)
            cairo_stroke(cr)
        case .text(let s, let x, let y, let size, let c, let align, let bold):
            text(s, x, y, size, c, align, bold)
        case .locationArrow(let x, let y, let size, let c):
            arrow(x, y, size, c)
        case .image(let r, let picture):
            image(picture, in: r)
        case .flipped(let background, let items):
            // Drawn in a group over the background, then copied back mirrored pixel for
            // pixel (nearest sampling across the canvas's exact pixel width).
            cairo_push_group(cr)
            cairo_save(cr)
            set(background)
            cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
            cairo_paint(cr)
            cairo_restore(cr)
            for item in items { draw(item) }
            let pattern = cairo_pop_group(cr)
            cairo_save(cr)
            cairo_identity_matrix(cr)
            var m = cairo_matrix_t()
            cairo_matrix_init(&m, -1, 0, 0, 1, Double(pixelWidth), 0)
            cairo_pattern_set_matrix(pattern, &m)
            cairo_pattern_set_filter(pattern, CAIRO_FILTER_NEAREST)
            cairo_set_source(cr, pattern)
            cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
            cairo_paint(cr)
            cairo_restore(cr)
            cairo_pattern_destroy(pattern)
        case .turned(let turns, let dx, let dy, let items):
            cairo_save(cr)
            cairo_translate(cr, dx, dy)
            cairo_rotate(cr, Double(turns) * Double.pi / 2)
            for item in items { draw(item) }
            cairo_restore(cr)
        case .upright(let x, let y, let items):
            for item in items { draw(item.moved(dx: x, dy: y)) }
        case .clipped(let r, let items):
            cairo_save(cr)
            cairo_rectangle(cr, r.x, r.y, r.width, r.height)
            cairo_clip(cr)
            for item in items { draw(item) }
            cairo_restore(cr)
        case .box(let x, let y, let w, let h, let radius, let c, let outline):
            guard w > 0 || h > 0 else { return }
            set(c)
            cairo_new_path(cr)
            roundedRect(Rect(x: x - w / 2, y: y - h / 2, width: w, height: h), radius)
            if outline > 0 {
                cairo_set_line_width(cr, outline)
                cairo_stroke(cr)
            } else {
                cairo_fill(cr)
            }
        case .masked(let mask, let items):
            cairo_save(cr)
            cairo_new_path(cr)
            for m in mask { addArea(m) }
            cairo_clip(cr)
            for item in items { draw(item) }
            cairo_restore(cr)
        }
    }

    /// Adds the area `item` covers (filled, whatever its outline) to the current path;
    /// the shapes all turn the same way, so together they clip to their union.
    private func addArea(_ item: SceneItem) {
        switch item {
        case .circle(let x, let y, let radius, _):
            guard radius > 0 else { return }
            cairo_new_sub_path(cr)
            cairo_arc(cr, x, y, radius, 0, 2 * Double.pi)
        case .capsule(let x, let y, let w, let h, _), .track(let x, let y, let w, let h, _, _, _):
            guard w > 0, h > 0 else { return }
            capsulePath(x, y, w, h, adding: true)
        case .box(let x, let y, let w, let h, let radius, _, _):
            guard w > 0, h > 0 else { return }
            roundedRect(Rect(x: x - w / 2, y: y - h / 2, width: w, height: h), radius)
        case .rect(let r, _, let radius):
            guard r.width > 0, r.height > 0 else { return }
            roundedRect(r, radius)
        default:
            let r = item.bounds
            guard r.width > 0, r.height > 0 else { return }
            roundedRect(r, 0)
        }
    }

    private func roundedRect(_ r: Rect, _ radius: Double) {
        let rad = min(radius, r.width / 2, r.height / 2)
        cairo_new_sub_path(cr)
        cairo_arc(cr, r.maxX - rad, r.y + rad, rad, -Double.pi / 2, 0)
        cairo_arc(cr, r.maxX - rad, r.maxY - rad, rad, 0, Double.pi / 2)
        cairo_arc(cr, r.x + rad, r.maxY - rad, rad, Double.pi / 2, Double.pi)
        cairo_arc(cr, r.x + rad, r.y + rad, rad, Double.pi, 3 * Double.pi / 2)
        cairo_close_path(cr)
    }

    private func text(_ s: String, _ x: Double, _ y: Double, _ size: Double, _ c: Color, _ align: TextAlign, _ bold: Bool) {
        let dx = setFont(s, size, bold, align).dx
        set(c)
        cairo_move_to(cr, x - dx, y)
        cairo_show_text(cr, s)
    }

    /// Sets the font for `s` and returns how far left of its anchor the text starts,
    /// and its extents (measured only when asked for or needed for the alignment).
    private func setFont(_ s: String, _ size: Double, _ bold: Bool, _ align: TextAlign, measure: Bool = false) -> (dx: Double, extents: cairo_text_extents_t) {
        cairo_set_font_face(cr, bold ? fonts.bold : fonts.regular)
        cairo_set_font_size(cr, size)
        var e = cairo_text_extents_t()
        guard measure || align != .left else { return (0, e) }
        cairo_text_extents(cr, s, &e)
        return (align == .left ? 0 : align == .center ? e.x_advance / 2 : e.x_advance, e)
    }

    /// A picture stretched over `r`, sampled between its pixels (bilinear: the same
    /// pixels on every run and every machine).
    private func image(_ p: Picture, in r: Rect) {
        guard r.width > 0, r.height > 0 else { return }
        p.bgra.withUnsafeBytes { raw in
            // (cairo only reads a source surface.)
            let data = UnsafeMutablePointer(mutating: raw.bindMemory(to: UInt8.self).baseAddress!)
            guard let s = cairo_image_surface_create_for_data(data, CAIRO_FORMAT_ARGB32, Int32(p.width), Int32(p.height), Int32(p.width * 4)) else { return }
            defer { cairo_surface_destroy(s) }
            cairo_save(cr)
            cairo_translate(cr, r.x, r.y)
            cairo_scale(cr, r.width / Double(p.width), r.height / Double(p.height))
            cairo_set_source_surface(cr, s, 0, 0)
            let pattern = cairo_get_source(cr)
            cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
            cairo_rectangle(cr, 0, 0, Double(p.width), Double(p.height))
            cairo_fill(cr)
            cairo_restore(cr)
        }
    }

    /// The shipped location-arrow image, tinted, `size` pt across.
    private func arrow(_ x: Double, _ y: Double, _ size: Double, _ c: Color) {
        if indicator == nil, let path = Assets.path("Indicators/location.png") {
            let img = cairo_image_surface_create_from_png(path)
            if let img, cairo_surface_status(img) == CAIRO_STATUS_SUCCESS { indicator = img }
        }
        guard let img = indicator, size > 0 else {
            draw(.circle(x: x, y: y, radius: size / 2, c))
            return
        }
        let w = Double(cairo_image_surface_get_width(img))
        cairo_save(cr)
        cairo_translate(cr, x - size / 2, y - size / 2)
        cairo_scale(cr, size / w, size / w)
        set(c)
        cairo_mask_surface(cr, img, 0, 0)
        cairo_restore(cr)
    }
}
