import CCairo
import Foundation
import PageDots

/// A scenario as a Lottie animation (docs/lottie.md): the frames `render` draws, as
/// keyframed shape layers instead of pixels — the same scenes, flattened to shapes, text
/// as the canvas's own glyph outlines.
public enum LottieExport {
    /// `scenario`'s frames (framed as `framing` says: a row's control cropped, or the
    /// whole window) as Lottie JSON text; `control` hears progress and may stop it.
    public static func json(_ scenario: Scenario, framing: Framing, name: String, control: ScenarioRenderer.Control = .init()) throws -> String {
        var player = try ScenarioPlayer(scenario)
        let view = try FrameView(scenario, scenario.makeModel(), framing, format: nil)
        let outliner = try GlyphOutliner()
        // (Lottie's units are the frame's pixels at scale 1: pt.)
        let first = view.scene(player.model)
        var builder = LottieBuilder(width: first.width, height: first.height, fps: scenario.fps, name: name)
        repeat {
            if control.interrupted() { throw RenderError.interrupted }
            builder.add(view.scene(player.model).flattened(text: outliner))
            control.progress(builder.count)
        } while try player.advance()
        return builder.json().text
    }

    /// Samples per page of a scroll-driven animation: a progress in fortieths lands on a
    /// sample whatever the page count.
    public static let samplesPerPage = 40

    /// `row`'s control over its positions as Lottie JSON text (docs/lottie.md#scroll-driven):
    /// progress 0…1 is position 0…`pages − 1`, sampled `samplesPerPage` times a page and
    /// keyframed as a scenario is; the control at its own size (`snapshot --crop`'s), the
    /// style's history that of a scroll from the first page to the last.
    public static func scroll(_ row: RowSpec, pages: Int, name: String) throws -> String {
        var model = PlaygroundModel(pages: pages, page: 0, rows: [row], tracking: .continuous)
        let id = model.rows[0].id
        guard let size = SceneBuilder.controlSize(model, row: id) else { throw RenderError("no control to draw") }
        let (w, h) = (Self.even(size.width), Self.even(size.height))
        let outliner = try GlyphOutliner()
        // (Progress p is sample p × (samples − 1), as rlottie and lottie-web's progress
        // count: the animation holds one frame per sample.)
        var builder = LottieBuilder(width: w, height: h, fps: 30, name: name)
        let samples = max(1, pages - 1) * samplesPerPage
        for k in 0...samples {
            model.place(at: Double(k) / Double(samplesPerPage) * (pages > 1 ? 1 : 0))
            builder.add(SceneBuilder.buildControl(model, row: id, width: w, height: h).flattened(text: outliner))
        }
        return builder.json().text
    }

    /// The even number of pt at or above `x` (at least 16), as a crop's size is.
    public static func even(_ x: Double) -> Double { Double(max(16, Int((x / 2).rounded(.up)) * 2)) }
}

/// Text as the canvas's fonts outline it (cairo's text path, its curves as béziers).
public final class GlyphOutliner: TextOutlining {
    private let fonts: Fonts
    private let surface: OpaquePointer
    private let cr: OpaquePointer
    private var cache: [String: [BezierPath]] = [:]

    public init() throws {
        fonts = try Fonts.shared.get()
        guard let s = cairo_image_surface_create(CAIRO_FORMAT_A8, 1, 1), let c = cairo_create(s) else { throw RenderError("cannot outline text") }
        surface = s
        cr = c
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_set_font_options(cr, options)
        cairo_font_options_destroy(options)
    }

    deinit {
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }

    public func outline(_ text: String, x: Double, y: Double, size: Double, bold: Bool, align: TextAlign) -> [BezierPath] {
        let key = "\(text)|\(x)|\(y)|\(size)|\(bold)|\(align)"
        if let hit = cache[key] { return hit }
        // Outlined at 64 pt or more and scaled back: cairo leaves out the glyphs of text a
        // few pt tall.
        let k = max(1, 64 / max(size, 1e-9))
        cairo_new_path(cr)
        cairo_set_font_face(cr, bold ? fonts.bold : fonts.regular)
        cairo_set_font_size(cr, size * k)
        var e = cairo_text_extents_t()
        cairo_text_extents(cr, text, &e)
        let dx = (align == .left ? 0 : align == .center ? e.x_advance / 2 : e.x_advance) / k
        cairo_move_to(cr, 0, 0)
        cairo_text_path(cr, text)
        func place(_ p: cairo_path_data_t) -> (x: Double, y: Double) { (x - dx + p.point.x / k, y + p.point.y / k) }
        var out: [BezierPath] = []
        guard let path = cairo_copy_path(cr) else { return [] }
        defer { cairo_path_destroy(path) }
        var points: [BezierPath.Point] = []
        var i = 0
        let n = Int(path.pointee.num_data)
        let data = path.pointee.data!
        func finish(closed: Bool) {
            // (A lone point — where cairo moves after closing a contour — draws nothing.)
            guard closed || points.count >= 2 else { points = []; return }
            // A closed contour that ends where it began: the last point is the first.
            if closed, points.count > 1, let l = points.last, abs(l.x - points[0].x) < 1e-9, abs(l.y - points[0].y) < 1e-9 {
                points[0].inX = l.inX
                points[0].inY = l.inY
                points.removeLast()
            }
            out.append(BezierPath(points: points, closed: closed))
            points = []
        }
        while i < n {
            let header = data[i].header
            let count = Int(header.length)
            switch header.type {
            case CAIRO_PATH_MOVE_TO:
                finish(closed: false)
                let p = place(data[i + 1])
                points.append(.init(x: p.x, y: p.y))
            case CAIRO_PATH_LINE_TO:
                let p = place(data[i + 1])
                points.append(.init(x: p.x, y: p.y))
            case CAIRO_PATH_CURVE_TO:
                let c1 = place(data[i + 1]), c2 = place(data[i + 2]), p = place(data[i + 3])
                if !points.isEmpty {
                    points[points.count - 1].outX = c1.x - points[points.count - 1].x
                    points[points.count - 1].outY = c1.y - points[points.count - 1].y
                }
                points.append(.init(x: p.x, y: p.y, inX: c2.x - p.x, inY: c2.y - p.y))
            case CAIRO_PATH_CLOSE_PATH:
                finish(closed: true)
            default: break
            }
            i += count
        }
        finish(closed: false)
        cache[key] = out
        return out
    }
}
