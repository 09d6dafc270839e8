import Foundation
import Glibc

/// Encodes canvas frames to MP4 (H.264, yuv420p) or GIF (palette-optimised) through an
/// `ffmpeg` process fed raw BGRA frames on a pipe. Writes to a temporary name and renames
/// on `finish()`, so a failure or interruption leaves nothing under the requested name.
public final class VideoWriter {
    public let path: String
    let temporary: String
    let process: Process
    let input: FileHandle
    let frameBytes: Int
    /// MP4 frames go to ffmpeg as YUV 4:2:0, converted here (half the pipe traffic, no
    /// conversion in ffmpeg); GIF frames go as BGRA for the palette.
    let yuv: YUVFrame?
    public private(set) var frames = 0
    private var closed = false

    /// The `ffmpeg` program on PATH, or nil.
    public static var ffmpeg: String? {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return paths.map { "\($0)/ffmpeg" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    public init(path: String, pixelWidth: Int, pixelHeight: Int, fps: Int) throws {
        guard let ffmpeg = Self.ffmpeg else {
            throw RenderError("ffmpeg not found on PATH: install it (apt-get install ffmpeg) to write \(path)")
        }
        signal(SIGPIPE, SIG_IGN)
        let url = URL(fileURLWithPath: path)
        let ext = url.pathExtension.lowercased()
        self.path = path
        temporary = AtomicFile.temporaryURL(for: url).path
        frameBytes = pixelWidth * pixelHeight * 4
        var args = ["-hide_banner", "-loglevel", "error", "-y", "-f", "rawvideo"]
        switch ext {
        case "gif":
            yuv = nil
            args += ["-pix_fmt", "bgra", "-s", "\(pixelWidth)x\(pixelHeight)", "-r", "\(fps)", "-i", "-",
                     "-vf", "split[a][b];[a]palettegen=stats_mode=diff[p];[b][p]paletteuse=dither=sierra2_4a", "-f", "gif"]
        default:
            let frame = YUVFrame(pixelWidth: pixelWidth, pixelHeight: pixelHeight)
            yuv = frame
            args += ["-pix_fmt", "yuv420p", "-s", "\(frame.width)x\(frame.height)", "-r", "\(fps)", "-i", "-",
                     "-c:v", "libx264", "-preset", "ultrafast", "-crf", "18", "-pix_fmt", "yuv420p",
                     "-movflags", "+faststart", "-f", "mp4"]
        }
        args.append(temporary)
        process = Process()
        process.executableURL = URL(fileURLWithPath: ffmpeg)
        process.arguments = args
        let pipe = Pipe()
        process.standardInput = pipe
        process.standardOutput = FileHandle.nullDevice
        input = pipe.fileHandleForWriting
        do { try process.run() } catch { throw RenderError("cannot start ffmpeg: \(error)") }
    }

    deinit { if !closed { cancel() } }

    /// Appends the canvas as one frame; its size must match the writer's. `unchanged`
    /// says the canvas holds the same pixels as the last frame, so no conversion is needed.
    public func write(_ canvas: Canvas, unchanged: Bool = false) throws {
        guard canvas.stride * canvas.pixelHeight == frameBytes else {
            throw RenderError("frame size changed while writing \(path)")
        }
        var p: UnsafeRawPointer, left: Int
        if let yuv {
            if !unchanged || frames == 0 { yuv.convert(canvas) }
            (p, left) = (UnsafeRawPointer(yuv.bytes), yuv.count)
        } else {
            (p, left) = (UnsafeRawPointer(canvas.pixels), frameBytes)
        }
        let fd = input.fileDescriptor
        while left > 0 {
            let n = Glibc.write(fd, p, left)
            if n < 0 {
                if errno == EINTR { continue }
                throw RenderError("ffmpeg stopped while writing \(path)")
            }
            p += n
            left -= n
        }
        frames += 1
    }

    /// Closes the stream, waits for ffmpeg and puts the file in place.
    public func finish() throws {
        closed = true
        try? input.close()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            unlink(temporary)
            throw RenderError("ffmpeg failed (status \(process.terminationStatus)) writing \(path)")
        }
        guard rename(temporary, path) == 0 else {
            unlink(temporary)
            throw RenderError("cannot write \(path): \(String(cString: strerror(errno)))")
        }
    }

    /// Stops ffmpeg and removes the partial file.
    public func cancel() {
        closed = true
        try? input.close()
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        unlink(temporary)
    }
}
