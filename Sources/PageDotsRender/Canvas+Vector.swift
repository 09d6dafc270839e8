import CCairo
import Foundation
import PageDots

/// Vector stills (docs/commands.md#vector-stills): the same scene as a PNG, drawn by the
/// same code into cairo's SVG or PDF surface instead of pixels — dots, pills, rings and
/// bars as shapes, text as glyph outlines, a transparent backdrop left empty.
public enum VectorFormat: String, CaseIterable, Sendable {
    case svg, pdf

    /// The format a file name's extension asks for.
    public static func of(path: String) -> VectorFormat? { VectorFormat(rawValue: URL(fileURLWithPath: path).pathExtension.lowercased()) }
}

extension Canvas {
    /// `scene` as an SVG or PDF document the canvas's size (one unit a pixel: `scale`
    /// units per pt), drawn item by item as the canvas draws them.
    public func vectorData(_ scene: Scene, scale: Double, format: VectorFormat) throws -> Data {
        final class Sink { var data = Data() }
        let sink = Sink()
        let write: cairo_write_func_t = { closure, bytes, length in
            guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
            Unmanaged<Sink>.fromOpaque(closure).takeUnretainedValue().data.append(bytes, count: Int(length))
            return CAIRO_STATUS_SUCCESS
        }
        let closure = Unmanaged.passUnretained(sink).toOpaque()
        let w = Double(pixelWidth), h = Double(pixelHeight)
        let made: OpaquePointer?
        switch format {
        case .svg:
            made = cairo_svg_surface_create_for_stream(write, closure, w, h)
            if let made {
                cairo_svg_surface_restrict_to_version(made, CAIRO_SVG_VERSION_1_1)
                // (One unit a pixel, as the PNG's: not cairo's default pt.)
                cairo_svg_surface_set_document_unit(made, CAIRO_SVG_UNIT_PX)
            }
        case .pdf:
            made = cairo_pdf_surface_create_for_stream(write, closure, w, h)
            // (No creation date: the same scene makes the same bytes.)
            if let made {
                cairo_pdf_surface_set_metadata(made, CAIRO_PDF_METADATA_CREATOR, "PageDots \(PageDotsVersion.current)")
                cairo_pdf_surface_set_metadata(made, CAIRO_PDF_METADATA_CREATE_DATE, "2000-01-01T00:00:00Z")
            }
        }
        guard let surface = made, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let c = cairo_create(surface) else {
            throw RenderError("cannot make a \(format.rawValue.uppercased()) document")
        }
        cairo_set_font_options(c, fontOptions)
        let pixels = cr
        cr = c
        defer { cr = pixels }
        if scene.background.a > 0 {
            cairo_set_source_rgba(c, scene.background.r, scene.background.g, scene.background.b, scene.background.a)
            cairo_paint(c)
        }
        cairo_scale(c, scale, scale)
        // A mirrored view as its shapes mirrored (the pixel copy that draws it on the canvas
        // would make a vector file a picture).
        for item in scene.items {
            if case .flipped(let background, let items) = item {
                draw(.rect(Rect(x: 0, y: 0, width: scene.width, height: scene.height), background, radius: 0))
                for i in items { draw(i.mirrored(width: scene.width)) }
            } else {
                draw(item)
            }
        }
        cairo_destroy(c)
        cairo_surface_finish(surface)
        let status = cairo_surface_status(surface)
        cairo_surface_destroy(surface)
        guard status == CAIRO_STATUS_SUCCESS else { throw RenderError("cannot write the \(format.rawValue.uppercased()): \(String(cString: cairo_status_to_string(status)))") }
        return sink.data
    }

    /// Writes `scene` as a PNG, SVG or PDF by `path`'s extension, whole or not at all.
    public func write(_ scene: Scene, scale: Double, to path: String) throws {
        if let format = VectorFormat.of(path: path) {
            try AtomicFile.write(try vectorData(scene, scale: scale, format: format), to: path)
        } else {
            draw(scene, scale: scale)
            try writePNG(to: path)
        }
    }
}
