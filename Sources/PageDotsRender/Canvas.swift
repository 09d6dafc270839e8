import CCairo
import PageDots

/// Draws scenes with cairo into a 32-bit image surface (premultiplied ARGB, native byte
/// order: what SDL calls ARGB8888). The one drawing path for the window and every file.
public final class Canvas {
    public let pixelWidth: Int
    public let pixelHeight: Int
    let surface: OpaquePointer
    let cr: OpaquePointer
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

    /// Draws `scene`, `scale` px per pt, over the whole canvas.
    public func draw(_ scene: Scene, scale: Double) {
        cairo_save(cr)
        cairo_identity_matrix(cr)
        set(scene.background)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        cairo_scale(cr, scale, scale)
        for item in scene.items { draw(item) }
        cairo_restore(cr)
        cairo_surface_flush(surface)
    }

    /// A capsule `w × h` centred on (x, y) as the current path.
    private func capsulePath(_ x: Double, _ y: Double, _ w: Double, _ h: Double) {
        let r = min(w, h) / 2
        cairo_new_path(cr)
        cairo_arc(cr, x - w / 2 + r, y, r, Double.pi / 2, 3 * Double.pi / 2)
        cairo_arc(cr, x + w / 2 - r, y, r, -Double.pi / 2, Double.pi / 2)
        cairo_close_path(cr)
    }

    private func set(_ c: Color) { cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a) }

    private func draw(_ item: SceneItem) {
        switch item {
        case .rect(let r, let c, let radius):
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
        cairo_set_font_face(cr, bold ? fonts.bold : fonts.regular)
        cairo_set_font_size(cr, size)
        var dx = 0.0
        if align != .left {
            var ext = cairo_text_extents_t()
            cairo_text_extents(cr, s, &ext)
            dx = align == .center ? ext.x_advance / 2 : ext.x_advance
        }
        set(c)
        cairo_move_to(cr, x - dx, y)
        cairo_show_text(cr, s)
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
