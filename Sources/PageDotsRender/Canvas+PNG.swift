import CCairo
import Foundation

extension Canvas {
    /// The canvas as PNG bytes.
    public func pngData() throws -> Data {
        final class Sink { var data = Data() }
        let sink = Sink()
        let status = cairo_surface_write_to_png_stream(surface, { closure, bytes, length in
            guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
            Unmanaged<Sink>.fromOpaque(closure).takeUnretainedValue().data.append(bytes, count: Int(length))
            return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(sink).toOpaque())
        guard status == CAIRO_STATUS_SUCCESS else { throw RenderError("cannot encode PNG: \(String(cString: cairo_status_to_string(status)))") }
        return sink.data
    }

    /// Writes a PNG to `path` through a temporary name, so that a failure leaves nothing
    /// under `path`.
    public func writePNG(to path: String) throws {
        try AtomicFile.write(try pngData(), to: path)
    }
}

/// Writes files whole or not at all: to a temporary name beside the target, then renamed.
public enum AtomicFile {
    /// A hidden name beside `url` for the file or folder being written, keeping its
    /// extension (ffmpeg picks the container by it).
    public static func temporaryURL(for url: URL) -> URL {
        let ext = url.pathExtension.isEmpty ? "" : "." + url.pathExtension
        return url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).partial-\(getpid())\(ext)")
    }

    public static func write(_ data: Data, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        let tmp = temporaryURL(for: url)
        do {
            try data.write(to: tmp)
            guard rename(tmp.path, url.path) == 0 else { throw RenderError(String(cString: strerror(errno))) }
        } catch {
            try? FileManager.default.removeItem(at: tmp)
            throw RenderError("cannot write \(path): \(error.localizedDescription)")
        }
    }
}

extension Canvas {
    /// A canvas holding a PNG file's pixels (for comparing against golden images).
    public convenience init(pngPath: String) throws {
        guard let img = cairo_image_surface_create_from_png(pngPath), cairo_surface_status(img) == CAIRO_STATUS_SUCCESS else {
            throw RenderError("cannot read PNG \(pngPath)")
        }
        defer { cairo_surface_destroy(img) }
        try self.init(pixelWidth: Int(cairo_image_surface_get_width(img)), pixelHeight: Int(cairo_image_surface_get_height(img)))
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(cr, img, 0, 0)
        cairo_paint(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        cairo_surface_flush(surface)
    }
}
