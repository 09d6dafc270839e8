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
        guard let file = fopen(path, "r") else {
            throw UsageError.unreadable("trace", path: path, reason: String(cString: strerror(errno)).lowercased())
        }
        defer { fclose(file) }
        var reading = TraceReading()
        var number = 0
        var line: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        func take() throws {
            number += 1
            defer { line.removeAll(keepingCapacity: line.count <= 1 << 20) }
            if line.last == 13 { line.removeLast() }
            guard let text = String(validating: line, as: UTF8.self) else {
                throw UsageError.file(path, line: number, "not UTF-8 text; expected the JSON lines of `pagedots trace --json`")
            }
            let frame: FrameRecord?
            do { frame = try reading.read(text) } catch { throw UsageError.file(path, line: number, "\(error)") }
            if let frame { try body(frame) }
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
                throw UsageError.file(path, line: number + 1, "line longer than \(longestLine >> 20) MB; expected the JSON lines of `pagedots trace --json`")
            }
        }
        if !line.isEmpty { try take() }
        guard reading.count > 0 else { throw UsageError.file(path, line: nil, "no frames; expected the JSON lines of `pagedots trace --json`") }
    }
}
