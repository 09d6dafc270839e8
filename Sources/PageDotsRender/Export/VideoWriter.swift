import CPipe
import CPixels
import Foundation
import PageDots
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Encodes canvas frames to a video file of an `ExportFormat` through an `ffmpeg` process
/// fed raw frames on a pipe. Writes to a temporary name and renames on `finish()`, so a
/// failure or interruption leaves nothing under the requested name.
///
/// A format with a palette (GIF) takes two passes so that ffmpeg never holds the whole
/// video: a `.palette` pass turns sample frames into a 256-colour palette, and the frames
/// pass maps every frame to it as it arrives (a palette computed in one pass keeps every
/// frame in memory until the end).
// `@unchecked Sendable`: the caller's thread and one serial `sender` queue share it; what
// the queue touches (the pipe, its waits, `splices`) the caller reads only after waiting
// for the queue, and failures cross through a locked box.
public final class VideoWriter: @unchecked Sendable {
    /// What the writer makes.
    public enum Pass {
        /// The video, frame by frame; a format with a palette needs its palette file.
        case frames(palette: String?)
        /// A palette PNG from sample frames, left at `paletteFile` (a registered temporary
        /// until `discard()`).
        case palette
    }
    public let format: ExportFormat
    public let path: String
    let temporary: String
    let process: Process
    /// ffmpeg's end, waited for as it happens.
    private let exit: ProcessExit
    let input: FileHandle
    let frameBytes: Int
    /// MP4 frames go to ffmpeg as YUV 4:2:0, converted here (half the pipe traffic, no
    /// conversion in ffmpeg) into a ring of buffers that a writer thread hands to the pipe
    /// while the next frame is drawn; GIF and alpha frames go as BGRA.
    private var ring: FrameRing?
    /// For MP4: the stream's header, until the first frame takes it along.
    private var stream: [UInt8]?
    /// For MP4: which frames cross the pipe (a repeat crosses once).
    private var runs = RepeatRuns()
    private let fps: Int
    /// Whether the pipe takes pages without a copy (vmsplice); if the system refuses,
    /// frames are written.
    /// Whether frames are handed to ffmpeg's pipe without a copy (Linux's vmsplice); the
    /// portable path (plain writes, every other system) is taken when it is not, or when
    /// `PAGEDOTS_PORTABLE_PIPE=1` asks for it (the tests compare the two).
    private var splices = ProcessInfo.processInfo.environment["PAGEDOTS_PORTABLE_PIPE"] != "1"
    private let sender = DispatchQueue(label: "pagedots.ffmpeg-writer")
    /// The writer thread's share of `waits` (touched on that thread only), and when its
    /// last hand-over ended.
    private var senderWaits = PipeWaits()
    private var lastSent: Double?
    /// The first error the writer thread met, thrown by the next `write` or `finish`.
    private let failure = Failure()
    // `@unchecked Sendable`: its error is behind its lock.
    private final class Failure: @unchecked Sendable {
        private let lock = NSLock()
        private var error: Error?
        var value: Error? { lock.lock(); defer { lock.unlock() }; return error }
        func set(_ e: Error) { lock.lock(); if error == nil { error = e }; lock.unlock() }
    }

    /// ffmpeg's input options for raw YUV 4:2:0 frames.
    public static func rawYUV(width: Int, height: Int, fps: Int) -> [String] {
        ["-f", "rawvideo", "-pix_fmt", "yuv420p", "-s", "\(width)x\(height)", "-r", "\(fps)"]
    }

    /// ffmpeg's input options for an MP4's stream (`MatroskaStream`) read from `source`,
    /// then the output's rate said again (ffmpeg repeats the frames it was not sent).
    static func stream(from source: String, fps: Int) -> [String] {
        ["-f", "matroska", "-thread_queue_size", "2", "-i", source, "-r", "\(fps)"]
    }

    /// For formats with alpha: the canvas un-premultiplied (cairo keeps colours multiplied
    /// by alpha; the encoders expect them straight).
    private var straight: UnsafeMutablePointer<UInt8>?
    public private(set) var frames = 0
    private var closed = false
    private let isPalette: Bool
    private let slot: Int?
    /// What ffmpeg says on stderr, kept for a one-line reason (and `verbose`).
    private let log = Log()
    private let logDone = DispatchGroup()
    /// Pass ffmpeg's own lines through to stderr.
    public var verbose = false

    /// ffmpeg's stderr, read on another thread.
    // `@unchecked Sendable`: its data is behind its lock.
    final class Log: @unchecked Sendable {
        private let lock = NSLock()
        private var data = Data()
        func append(_ d: Data) { lock.lock(); data.append(d); lock.unlock() }
        var text: String { lock.lock(); defer { lock.unlock() }; return String(decoding: data, as: UTF8.self) }
    }

    /// The `ffmpeg` program on PATH, or nil.
    public static var ffmpeg: String? {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return paths.map { "\($0)/ffmpeg" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// A writer of `path` in `format` (by default the one its extension names, else MP4).
    public init(path: String, format: ExportFormat? = nil, pixelWidth: Int, pixelHeight: Int, fps: Int, pass: Pass = .frames(palette: nil)) throws {
        guard let ffmpeg = Self.ffmpeg else {
            throw RenderError("ffmpeg not found on PATH: install it (apt-get install ffmpeg) to write \(path)")
        }
        signal(SIGPIPE, SIG_IGN)
        let url = URL(fileURLWithPath: path)
        let format = format ?? ExportFormat.of(path: path) ?? .mp4
        self.format = format
        self.path = path
        temporary = AtomicFile.temporaryURL(for: url).path
        frameBytes = pixelWidth * pixelHeight * 4
        isPalette = if case .palette = pass { true } else { false }
        var args = ["-hide_banner", "-loglevel", "error", "-y"]
        var yuv = false
        let bgra = ["-f", "rawvideo", "-pix_fmt", "bgra", "-s", "\(pixelWidth)x\(pixelHeight)", "-r", "\(fps)", "-thread_queue_size", "2", "-i", "-"]
        switch (pass, format.input) {
        case (.palette, _):
            args += bgra + ["-vf", "palettegen=stats_mode=diff", "-frames:v", "1", "-update", "1", "-c:v", "png", "-f", "image2"]
        case (.frames(let palette), .bgra):
            if format.palette {
                guard let palette else { throw RenderError("a \(format.name.uppercased()) needs its palette first") }
                args += bgra + ["-i", palette, "-lavfi", "[0:v][1:v]paletteuse=dither=sierra2_4a"] + format.encoder
            } else {
                args += bgra + format.encoder
            }
        case (.frames, .straightBGRA):
            straight = UnsafeMutablePointer<UInt8>.allocate(capacity: frameBytes)
            args += bgra + format.encoder
        case (.frames, .yuv420):
            yuv = true
            // Frames with timestamps, so that repeats cross once; the output's rate is
            // then said again (ffmpeg repeats the frames it was not sent).
            args += Self.stream(from: "-", fps: fps) + format.encoder
        }
        args.append(temporary)
        process = Process()
        exit = ProcessExit(process)
        process.executableURL = URL(fileURLWithPath: ffmpeg)
        process.arguments = args
        let pipe = Pipe()
        process.standardInput = pipe
        process.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        input = pipe.fileHandleForWriting
        let capacity = Self.widen(pipe)
        self.fps = fps
        if yuv {
            if capacity <= 0 { splices = false }
            ring = FrameRing(pixelWidth: pixelWidth, pixelHeight: pixelHeight, pipeCapacity: max(capacity, 0))
            stream = MatroskaStream.header(width: (pixelWidth + 1) & ~1, height: (pixelHeight + 1) & ~1, fps: fps)
        }
        slot = TemporaryPaths.register(file: temporary)
        do { try process.run() } catch {
            TemporaryPaths.unregister(slot)
            throw RenderError("cannot start ffmpeg: \(error)")
        }
        TemporaryPaths.setWriter(slot, process.processIdentifier)
        let log = self.log, reader = errors.fileHandleForReading
        logDone.enter()
        DispatchQueue.global().async { [logDone] in
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let n = buffer.withUnsafeMutableBytes { SystemIO.read(reader.fileDescriptor, $0.baseAddress, $0.count) }
                if n > 0 { log.append(Data(buffer[0..<n])) } else if n == 0 || errno != EINTR { break }
            }
            logDone.leave()
        }
    }

    /// Asks for a 1 MiB pipe (the default is 64 KiB): a frame then crosses in a few
    /// steps instead of dozens, which spares both processes most of their switches (an
    /// encode fed through the default pipe takes about a quarter longer than from a file).
    /// Returns the pipe's capacity in bytes (-1 if the system does not say).
    static func widen(_ pipe: Pipe) -> Int {
        let fd = pipe.fileHandleForWriting.fileDescriptor
        _ = pd_set_pipe_capacity(fd, 1 << 20)
        return Int(pd_pipe_capacity(fd))
    }

    /// ffmpeg's last line on stderr, for a one-line reason.
    var reason: String {
        logDone.wait()
        let lines = log.text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        if verbose { for l in lines { StandardError.write("ffmpeg: " + TerminalText.safe(String(l)) + "\n") } }
        if let last = lines.last { return String(last.replacingOccurrences(of: temporary, with: path).prefix(160)) }
        // Silent: say how it ended, when it has.
        if !process.isRunning && process.processIdentifier != 0 {
            if process.terminationReason == .uncaughtSignal { return "ffmpeg was stopped by signal \(process.terminationStatus)" }
            if process.terminationStatus != 0 { return "ffmpeg ended with status \(process.terminationStatus)" }
        }
        return Self.silence
    }

    static let silence = "no message"

    deinit {
        if !closed { cancel() }
        straight?.deallocate()
    }

    /// Appends the canvas as one frame; its size must match the writer's. `damage` says
    /// what changed on the canvas since the last frame written: only that is converted.
    public func write(_ canvas: Canvas, damage: Damage = .all) throws {
        guard canvas.stride * canvas.pixelHeight == frameBytes else {
            throw RenderError("frame size changed while writing \(path)")
        }
        if let error = failure.value { throw error }
        if let ring {
            let (again, send) = runs.add(same: damage == .none)
            if let again { sendAgain(ring, as: again) }
            if let send {
                let head = frameHead(send)
                enqueue(ring.fill(from: canvas, damage: send == 0 ? .all : damage, plus: head.count), after: head, ring)
            }
            if let error = failure.value { throw error }
            frames += 1
            return
        }
        let p: UnsafeRawPointer
        if let straight {
            switch frames == 0 ? .all : damage {
            case .none: break
            case .all: Self.unpremultiply(canvas, into: straight)
            case .boxes(let boxes):
                let bytes = canvas.pixels.assumingMemoryBound(to: UInt8.self)
                for b in boxes { pd_unpremultiply_box(bytes, Int32(canvas.stride), straight, Int32(b.x0), Int32(b.y0), Int32(b.x1), Int32(b.y1)) }
            }
            p = UnsafeRawPointer(straight)
        } else {
            p = UnsafeRawPointer(canvas.pixels)
        }
        if let error = send(p, frameBytes) { throw error }
        frames += 1
    }

    /// The bytes before frame `index` (the stream's header before the first).
    private func frameHead(_ index: Int) -> [UInt8] {
        MatroskaStream.head(&stream, index: index, bytes: ring!.buffers[0].count, fps: fps)
    }

    /// The last frame drawn sent once more, as frame `index` of its run of repeats (see
    /// `MatroskaStream`).
    private func sendAgain(_ ring: FrameRing, as index: Int) {
        let head = frameHead(index)
        enqueue(ring.again(plus: head.count), after: head, ring)
    }

    /// Hands `head` then the frame's pages to ffmpeg on the writer thread.
    private func enqueue(_ frame: YUVFrame, after head: [UInt8], _ ring: FrameRing) {
        sender.async { [self] in
            guard failure.value == nil else { return }
            let start = Clock.now()
            if let lastSent { senderWaits.writerIdle += start - lastSent }
            defer { lastSent = Clock.now(); senderWaits.pipeFull += lastSent! - start }
            let error = head.withUnsafeBytes { send($0.baseAddress!, head.count) }
                ?? send(UnsafeRawPointer(frame.bytes), frame.count, splicing: true)
            if let error {
                failure.set(error)
                ring.stop()
            } else {
                ring.handedOver(head.count + frame.count)
            }
        }
    }

    /// Writes `count` bytes to ffmpeg, or with `splicing` hands it their pages (which
    /// must then stay unchanged until ffmpeg has read them); on failure stops it and
    /// returns why.
    private func send(_ bytes: UnsafeRawPointer, _ count: Int, splicing: Bool = false) -> Error? {
        var p = bytes, left = count
        let fd = input.fileDescriptor
        while left > 0 {
            let spliced = splicing && splices
            let n = spliced ? pd_vmsplice(fd, p, left) : SystemIO.write(fd, p, left)
            if n < 0 {
                if errno == EINTR { continue }
                if spliced && (errno == EINVAL || errno == ENOSYS) { splices = false; continue }
                try? input.close()
                exit.wait()
                TemporaryPaths.setWriter(slot, 0)
                return RenderError("ffmpeg stopped while writing \(path): \(reason)")
            }
            p += n
            left -= n
        }
        return nil
    }

    /// The canvas's BGRA pixels with colours divided by alpha.
    static func unpremultiply(_ canvas: Canvas, into dst: UnsafeMutablePointer<UInt8>) {
        pd_unpremultiply(canvas.pixels.assumingMemoryBound(to: UInt8.self), dst, Int32(canvas.stride * canvas.pixelHeight / 4))
    }

    /// Who waited on whom so far (MP4 only; zero for formats fed without the ring).
    /// Complete once `finish()` has returned.
    public var waits: PipeWaits {
        var w = sender.sync { senderWaits }
        w.drawingWaited = ring?.waited ?? 0
        return w
    }

    /// Closes the stream, waits for ffmpeg and puts the file in place.
    public func finish() throws {
        if let ring {
            for i in runs.end() { sendAgain(ring, as: i) }
        }
        sender.sync {}
        if let error = failure.value { throw error }
        closed = true
        try? input.close()
        exit.wait()
        TemporaryPaths.setWriter(slot, 0)
        defer { if !isPalette { TemporaryPaths.unregister(slot) } }
        // ffmpeg runs at log level "error": anything it says means the file is not whole
        // (a full disk can leave it with status 0).
        let said = reason
        guard process.terminationStatus == 0, said == Self.silence else {
            unlink(temporary)
            if isPalette { TemporaryPaths.unregister(slot) }
            throw RenderError("ffmpeg failed writing \(path): \(said)")
        }
        if isPalette { return }
        guard rename(temporary, path) == 0 else {
            let why = AtomicFile.systemReason()
            unlink(temporary)
            throw RenderError("cannot write \(path): \(why)")
        }
    }

    /// The palette file a finished `.palette` pass made.
    public var paletteFile: String { temporary }

    /// Removes what this writer made (a palette once the GIF has used it).
    public func discard() {
        unlink(temporary)
        TemporaryPaths.unregister(slot)
    }

    /// Stops ffmpeg and removes the partial file.
    public func cancel() {
        closed = true
        // Stop ffmpeg first, so that a send in flight fails at once, then let it end.
        if process.isRunning { process.terminate() }
        sender.sync {}
        try? input.close()
        exit.wait()
        TemporaryPaths.setWriter(slot, 0)
        unlink(temporary)
        TemporaryPaths.unregister(slot)
    }
}
