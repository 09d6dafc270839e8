import CCairo
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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

/// A PNG file's pixels, as the canvas holds them (premultiplied BGRA, rows packed).
public enum PNGPixels {
    /// Reads `path`; nil when it is not a PNG cairo can read.
    public static func read(_ path: String) -> (width: Int, height: Int, bgra: [UInt8])? {
        guard let s = cairo_image_surface_create_from_png(path) else { return nil }
        defer { cairo_surface_destroy(s) }
        guard cairo_surface_status(s) == CAIRO_STATUS_SUCCESS else { return nil }
        // (Drawn into an ARGB32 image: a PNG may load as RGB24 or A8.)
        let w = Int(cairo_image_surface_get_width(s)), h = Int(cairo_image_surface_get_height(s))
        guard let out = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h)), let cr = cairo_create(out) else { return nil }
        defer { cairo_surface_destroy(out) }
        cairo_set_source_surface(cr, s, 0, 0)
        cairo_paint(cr)
        cairo_destroy(cr)
        cairo_surface_flush(out)
        let stride = Int(cairo_image_surface_get_stride(out))
        guard let data = cairo_image_surface_get_data(out) else { return nil }
        var bgra = [UInt8](repeating: 0, count: w * h * 4)
        bgra.withUnsafeMutableBytes { dst in
            for y in 0..<h { (dst.baseAddress! + y * w * 4).copyMemory(from: data + y * stride, byteCount: w * 4) }
        }
        return (w, h, bgra)
    }
}

/// Writes files whole or not at all: to a temporary name beside the target, then renamed.
public enum AtomicFile {
    // `nonisolated(unsafe)`: a counter that only makes temporary names unlikely to meet;
    // the process id and a failed create (O_EXCL) keep them apart.
    nonisolated(unsafe) private static var made = 0

    /// A short hidden name beside `url` for the file or folder being written, keeping its
    /// extension (ffmpeg picks the container by it). Short whatever the target's name, so
    /// that any name the file system takes works.
    public static func temporaryURL(for url: URL) -> URL {
        made += 1
        let ext = url.pathExtension.isEmpty ? "" : "." + url.pathExtension.prefix(16)
        return url.deletingLastPathComponent().appendingPathComponent(".pagedots-\(getpid())-\(made).partial\(ext)")
    }

    /// Writes `data` to `path` whole, or throws with the system's reason and leaves nothing.
    public static func write(_ data: Data, to path: String) throws {
        let tmp = temporaryURL(for: URL(fileURLWithPath: path)).path
        let slot = TemporaryPaths.register(file: tmp)
        defer { TemporaryPaths.unregister(slot) }
        do {
            try writeAll(data, to: tmp)
            guard rename(tmp, path) == 0 else { throw RenderError(systemReason()) }
        } catch {
            unlink(tmp)
            throw RenderError("cannot write \(path): \(error)")
        }
    }

    /// Writes `data` to a new file at `path` with plain system calls, so that a full disk
    /// says so.
    public static func writeAll(_ data: Data, to path: String) throws {
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw RenderError(systemReason()) }
        var failure: String?
        data.withUnsafeBytes { raw in
            guard var p = raw.baseAddress else { return }
            var left = raw.count
            while left > 0 {
                let n = SystemIO.write(fd, p, left)
                if n < 0 { if errno == EINTR { continue }; failure = systemReason(); return }
                p += n
                left -= n
            }
        }
        if failure == nil && close(fd) != 0 { failure = systemReason() } else if failure != nil { close(fd) }
        if let failure { throw RenderError(failure) }
    }

    /// The system's words for `errno`, lower-case first letter: "no space left on device".
    public static func systemReason() -> String {
        let s = String(cString: strerror(errno))
        return s.prefix(1).lowercased() + s.dropFirst()
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
