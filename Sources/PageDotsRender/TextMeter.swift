import CCairo
import Foundation
import PageDots

/// Measures text with the canvas's own fonts and settings (unhinted metrics, so widths
/// are the same at every scale): what the scene builder fits text with.
// `@unchecked Sendable`: every measurement and the cache are behind its lock.
public final class TextMeter: TextMeasuring, @unchecked Sendable {
    /// One meter for everything (measuring is locked; widths are cached).
    public static let shared = TextMeter()

    private let lock = NSLock()
    private var cr: OpaquePointer?
    private var fonts: Fonts?
    private var widths: [Key: Double] = [:]
    private struct Key: Hashable { let text: String, size: Double, bold: Bool }
    private static let cacheLimit = 4096

    private init() {
        guard let f = try? Fonts.shared.get(), let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1) else { return }
        fonts = f
        cr = cairo_create(surface)
        cairo_surface_destroy(surface)
        let options = cairo_font_options_create()
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_set_font_options(cr, options)
        cairo_font_options_destroy(options)
    }

    public func width(of text: String, size: Double, bold: Bool) -> Double {
        lock.lock()
        defer { lock.unlock() }
        let key = Key(text: text, size: size, bold: bold)
        if let w = widths[key] { return w }
        guard let cr, let fonts else { return Double(text.count) * size * 0.6 }
        cairo_set_font_face(cr, bold ? fonts.bold : fonts.regular)
        cairo_set_font_size(cr, size)
        var e = cairo_text_extents_t()
        cairo_text_extents(cr, text, &e)
        if widths.count >= Self.cacheLimit { widths.removeAll(keepingCapacity: true) }
        widths[key] = e.x_advance
        return e.x_advance
    }
}

extension SceneBuilder {
    /// The playground's frame with its text fitted by the canvas's fonts.
    public static func build(_ model: PlaygroundModel, hud: HUD? = HUD(), backdrop: Backdrop = .opaque) -> Scene {
        build(model, hud: hud, backdrop: backdrop, text: TextMeter.shared)
    }
}
