import Foundation
import PageDots
import PageDotsRender

/// Where a trace is read from: a file, read again for each pass, or a stream (`-`, a
/// pipe, /dev/stdin) read once, as it is written, and held (docs/qa.md#minimal-traces).
final class TraceSource {
    let path: String
    /// What a stream held (owned here, read through `fmemopen`); nil for a regular file.
    private(set) var held: UnsafeMutableRawBufferPointer?

    /// A stream is held in memory: at most this many bytes.
    static let longestStream = 256 << 20

    init(_ path: String) throws {
        self.path = path
        var st = stat()
        let isStdin = path == "-"
        if !isStdin {
            guard stat(path, &st) == 0 else {
                throw UsageError.unreadable("trace", path: path, reason: String(cString: strerror(errno)).lowercased())
            }
            if st.st_mode & S_IFMT == S_IFDIR { throw UsageError.unreadable("trace", path: path, reason: "it is a folder") }
            if st.st_mode & S_IFMT == S_IFREG { return }
        }
        // (A named pipe may have no writer yet: say why nothing happens. A shell's `<(…)`
        // is a link to a pipe that has one.)
        var link = stat()
        if !isStdin && lstat(path, &link) == 0 && link.st_mode & S_IFMT == S_IFIFO {
            StandardError.line("reading the trace from the pipe '\(Quoted(path))' as it is written (waiting for a writer)")
        } else if isStdin && isatty(0) != 0 {
            StandardError.line("reading the trace from standard input (end it with Ctrl-D)")
        }
        let fd = isStdin ? 0 : open(path, O_RDONLY)
        guard fd >= 0 else { throw UsageError.unreadable("trace", path: path, reason: String(cString: strerror(errno)).lowercased()) }
        defer { if !isStdin { close(fd) } }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            guard n >= 0 else { throw UsageError.unreadable("trace", path: path, reason: String(cString: strerror(errno)).lowercased()) }
            if n == 0 { break }
            bytes += chunk[0..<n]
            guard bytes.count <= Self.longestStream else {
                throw UsageError.file(path, line: nil, "more than \(Self.longestStream >> 20) MB from a stream; a streamed trace is held in memory: write it to a file")
            }
            // (A stream of no line breaks, such as /dev/zero, ends at the longest line.)
            let lastBreak = bytes.lastIndex(of: 10) ?? -1
            guard bytes.count - lastBreak - 1 <= TraceReader.longestLine else {
                throw UsageError.file(path == "-" ? "(standard input)" : path, line: bytes.reduce(0) { $0 + ($1 == 10 ? 1 : 0) } + 1, "line longer than \(TraceReader.longestLine >> 20) MB; expected JSON lines")
            }
        }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: max(bytes.count, 1), alignment: 1)
        buffer.copyBytes(from: bytes)
        held = UnsafeMutableRawBufferPointer(rebasing: buffer[0..<bytes.count])
    }

    deinit { held?.deallocate() }

    /// The name messages give it.
    var name: String { path == "-" ? "(standard input)" : path }
}

/// Reads a trace (`pagedots trace --json`, or a minimal one) line by line into the core's
/// readers: one line in memory at a time.
enum TraceReader {
    /// The longest line read, bytes: a frame of every row at its most dots fits well.
    static let longestLine = 16 << 20

    /// Hands each frame of the trace at `path` to `body`; throws the first bad line (with
    /// its number) or read error.
    static func forEach(_ source: TraceSource, _ body: (FrameRecord) throws -> Void) throws {
        let path = source.name
        var reading = TraceReading()
        try lines(source) { number, text in
            let frame: FrameRecord?
            do { frame = try reading.read(text) } catch { throw UsageError.file(path, line: number, "\(error)") }
            if let frame { try body(frame) }
        }
        guard reading.count > 0 else { throw UsageError.file(path, line: nil, "no frames; expected the JSON lines of `pagedots trace --json`") }
    }

    /// Whether the trace at `path` is a minimal one (`{"frame", "dots"}` lines, any UI
    /// test's) rather than one `pagedots trace --json` wrote; by its first line.
    static func isMinimal(_ source: TraceSource) throws -> Bool {
        let path = source.name
        var minimal: Bool?
        try lines(source) { number, text in
            guard minimal == nil, !text.allSatisfy({ $0 == " " || $0 == "\t" }) else { return }
            if let refused = TraceReading.refusedNumber(in: text) { throw UsageError.file(path, line: number, refused) }
            guard let kind = ObservedTraceReading.isMinimal(text) else {
                guard (try? JSONSerialization.jsonObject(with: Data(text.utf8))) is [String: Any] else {
                    throw UsageError.file(path, line: number, "not a JSON object: a trace has one per line")
                }
                throw UsageError.file(path, line: number, "neither a trace of `pagedots trace --json` (a line with 'rows') nor a minimal trace (a line with 'frame' and 'dots')")
            }
            minimal = kind
        }
        return minimal ?? false
    }

    /// Every frame of the minimal trace at `path`.
    static func observed(_ source: TraceSource) throws -> [ObservedFrame] {
        let path = source.name
        var reading = ObservedTraceReading()
        var frames: [ObservedFrame] = []
        try lines(source) { number, text in
            do { if let f = try reading.read(text) { frames.append(f) } } catch { throw UsageError.file(path, line: number, "\(error)") }
        }
        guard !frames.isEmpty else { throw UsageError.file(path, line: nil, "no frames; expected JSON lines {\"frame\": 0, \"dots\": [{\"x\": 10, \"diameter\": 8}]}") }
        guard frames.contains(where: { !$0.elements.isEmpty }) else { throw UsageError.file(path, line: nil, "no dots in any frame: nothing to check") }
        return frames
    }

    /// Hands each line of the file at `path` (without its line break) and its number
    /// (from 1) to `body`.
    static func lines(_ source: TraceSource, _ body: (Int, String) throws -> Void) throws {
        let path = source.name
        let opened: UnsafeMutablePointer<FILE>?
        if let held = source.held {
            opened = held.isEmpty ? fopen("/dev/null", "r") : fmemopen(held.baseAddress, held.count, "r")
        } else {
            opened = fopen(source.path, "r")
        }
        guard let file = opened else {
            throw UsageError.unreadable("trace", path: path, reason: String(cString: strerror(errno)).lowercased())
        }
        defer { fclose(file) }
        var number = 0
        var line: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        func take() throws {
            number += 1
            defer { line.removeAll(keepingCapacity: line.count <= 1 << 20) }
            if line.last == 13 { line.removeLast() }
            // Every dot is a JSON object: counted in the bytes, a frame of too many costs
            // nothing to refuse (the frame's and its rows' own objects allowed for).
            var objects = 0
            for byte in line where byte == 123 { objects += 1 }
            if objects > Limits.traceDotsPerFrame + Limits.maxRows + 1 {
                throw UsageError.file(path, line: number, "more than \(Limits.traceDotsPerFrame) dots in one frame; a trace holds at most \(Limits.traceDotsPerFrame) a frame")
            }
            guard let text = String(validating: line, as: UTF8.self) else {
                throw UsageError.file(path, line: number, "not UTF-8 text; expected JSON lines")
            }
            try body(number, text)
        }
        while true {
            let n = fread(&chunk, 1, chunk.count, file)
            if n == 0 {
                if ferror(file) != 0 { throw UsageError.unreadable("trace", path: path, reason: String(cString: strerror(errno)).lowercased()) }
                break
            }
            var from = 0
            for i in 0..<n where chunk[i] == 10 {
                line += chunk[from..<i]
                try take()
                from = i + 1
            }
            line += chunk[from..<n]
            if line.count > longestLine {
                throw UsageError.file(path, line: number + 1, "line longer than \(longestLine >> 20) MB; expected JSON lines")
            }
        }
        if !line.isEmpty { try take() }
    }
}
