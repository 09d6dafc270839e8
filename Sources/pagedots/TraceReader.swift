import Foundation
import PageDots

/// Reads a trace file (`pagedots trace --json`) line by line into the core's
/// `TraceReading`: one line in memory at a time.
enum TraceReader {
    /// The longest line read, bytes: a frame of every row at its most dots fits well.
    static let longestLine = 16 << 20

    /// Hands each frame of the trace at `path` to `body`; throws the first bad line (with
    /// its number) or read error.
    static func forEach(_ path: String, _ body: (FrameRecord) throws -> Void) throws {
        var reading = TraceReading()
        try lines(path) { number, text in
            let frame: FrameRecord?
            do { frame = try reading.read(text) } catch { throw UsageError.file(path, line: number, "\(error)") }
            if let frame { try body(frame) }
        }
        guard reading.count > 0 else { throw UsageError.file(path, line: nil, "no frames; expected the JSON lines of `pagedots trace --json`") }
    }

    /// Whether the trace at `path` is a minimal one (`{"frame", "dots"}` lines, any UI
    /// test's) rather than one `pagedots trace --json` wrote; by its first line.
    static func isMinimal(_ path: String) throws -> Bool {
        var minimal: Bool?
        try lines(path) { number, text in
            guard minimal == nil, !text.allSatisfy({ $0 == " " || $0 == "\t" }) else { return }
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
    static func observed(_ path: String) throws -> [ObservedFrame] {
        var reading = ObservedTraceReading()
        var frames: [ObservedFrame] = []
        try lines(path) { number, text in
            do { if let f = try reading.read(text) { frames.append(f) } } catch { throw UsageError.file(path, line: number, "\(error)") }
        }
        guard !frames.isEmpty else { throw UsageError.file(path, line: nil, "no frames; expected JSON lines {\"frame\": 0, \"dots\": [{\"x\": 10, \"diameter\": 8}]}") }
        guard frames.contains(where: { !$0.elements.isEmpty }) else { throw UsageError.file(path, line: nil, "no dots in any frame: nothing to check") }
        return frames
    }

    /// Hands each line of the file at `path` (without its line break) and its number
    /// (from 1) to `body`.
    static func lines(_ path: String, _ body: (Int, String) throws -> Void) throws {
        guard let file = fopen(path, "r") else {
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
