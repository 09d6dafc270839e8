import Foundation
import PageDots

/// Reads the JSON lines `pagedots trace --json` writes back into frame records.
enum TraceReader {
    /// The longest line read, bytes: a frame of every row at its most dots fits well.
    static let longestLine = 16 << 20

    /// Reads the trace at `path` frame by frame, one line in memory at a time, handing
    /// each frame to `body`; throws the first bad line (with its number) or read error.
    static func forEach(_ path: String, _ body: (FrameRecord) throws -> Void) throws {
        guard let file = fopen(path, "r") else {
            throw UsageError("trace '\(path)' cannot be read: \(String(cString: strerror(errno)).lowercased())")
        }
        defer { fclose(file) }
        var number = 0, count = 0
        var last: Int?
        var line: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        func take() throws {
            number += 1
            defer { line.removeAll(keepingCapacity: line.count <= 1 << 20) }
            if line.last == 13 { line.removeLast() }
            guard let text = String(validating: line, as: UTF8.self) else {
                throw UsageError("\(path):\(number): not UTF-8 text; expected the JSON lines of `pagedots trace --json`")
            }
            if text.allSatisfy({ $0 == " " || $0 == "\t" }) { return }
            do {
                guard let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] else {
                    throw TraceError("not a JSON object")
                }
                let f = try frame(object)
                guard f.frame >= 0, f.pages >= 0, !f.rows.isEmpty else {
                    throw TraceError("a frame needs a frame number ≥ 0, pages ≥ 0 and at least one style")
                }
                if let last, f.frame <= last {
                    throw TraceError("frame \(f.frame) comes after frame \(last): frames must increase")
                }
                last = f.frame
                count += 1
                try body(f)
            } catch let e as TraceError {
                throw UsageError("\(path):\(number): \(e.message)")
            } catch let e as UsageError {
                throw e
            } catch {
                throw UsageError("\(path):\(number): not JSON: one JSON object per line, as `pagedots trace --json` writes")
            }
        }
        while true {
            let n = fread(&chunk, 1, chunk.count, file)
            if n == 0 {
                if ferror(file) != 0 { throw UsageError("trace '\(path)' cannot be read: \(String(cString: strerror(errno)).lowercased())") }
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
                throw UsageError("\(path):\(number + 1): line longer than \(longestLine >> 20) MB; expected the JSON lines of `pagedots trace --json`")
            }
        }
        if !line.isEmpty { try take() }
        guard count > 0 else { throw UsageError("\(path): no frames; expected the JSON lines of `pagedots trace --json`") }
    }

    struct TraceError: Error {
        var message: String
        init(_ m: String) { message = m }
    }

    static func frame(_ o: [String: Any]) throws -> FrameRecord {
        guard let list = o["rows"] as? [[String: Any]] else { throw TraceError("missing key 'rows' (a list of rows)") }
        let styles = try list.map { r -> String in
            guard let s = r["style"] as? String, !s.isEmpty else { throw TraceError("a row needs 'style'") }
            guard StyleKind(rawValue: s) != nil else {
                throw TraceError("unknown style '\(Quoted(s, longest: 40))': allowed " + StyleKind.allCases.map(\.rawValue).joined(separator: ", "))
            }
            return s
        }
        let rows = try list.enumerated().map { i, r -> RowRecord in
            let style = styles[i]
            let name = styles.filter { $0 == style }.count > 1 ? "\(style) (row \(i + 1))" : style
            return RowRecord(id: r["id"] == nil ? i : try integer(r, "id"), style: style, name: name,
                             pitch: try number(r, "pitch"), fullDiameter: try number(r, "fullDiameter"),
                             maxVisibleDots: r["maxVisibleDots"] is NSNull ? nil : try integer(r, "maxVisibleDots"),
                             reach: try number(r, "reach"), sizes: r["sizes"] == nil ? nil : try number(r, "sizes"),
                             jump: try bool(r, "jump"), animating: try bool(r, "animating"),
                             dots: try dots(r, "dots"), resting: r["resting"] == nil ? nil : try dots(r, "resting"))
        }
        return FrameRecord(frame: try integer(o, "frame"), time: try number(o, "time"), position: try number(o, "position"),
                           currentPage: try integer(o, "currentPage"), pages: try integer(o, "pages"),
                           scrollerAtRest: try bool(o, "scrollerAtRest"), rows: rows)
    }

    /// A number; `null` (what the trace writes for NaN and infinities) reads as NaN, for
    /// the check to report.
    static func number(_ o: [String: Any], _ key: String) throws -> Double {
        if o[key] is NSNull { return .nan }
        guard let v = (o[key] as? NSNumber)?.doubleValue else {
            throw TraceError(o[key] == nil ? "missing key '\(key)'" : "'\(key)' is not a number")
        }
        return v
    }

    static func integer(_ o: [String: Any], _ key: String) throws -> Int {
        guard let v = (o[key] as? NSNumber)?.doubleValue, v == v.rounded(), abs(v) <= 1e12 else {
            throw TraceError(o[key] == nil ? "missing key '\(key)'" : "'\(key)' is not a whole number")
        }
        return Int(v)
    }

    static func bool(_ o: [String: Any], _ key: String) throws -> Bool {
        guard let b = o[key] as? Bool else { throw TraceError(o[key] == nil ? "missing key '\(key)'" : "'\(key)' is not true or false") }
        return b
    }

    static func dots(_ o: [String: Any], _ key: String) throws -> [Dot] {
        guard let list = o[key] as? [[String: Any]] else { throw TraceError("'\(key)' is not a list of dots") }
        return try list.map { d in
            var dot = Dot(page: try integer(d, "page"), x: try number(d, "x"), y: try number(d, "y"),
                          diameter: try number(d, "diameter"), scale: try number(d, "scale"), highlight: try number(d, "highlight"))
            if d["fade"] != nil { dot.fade = try integer(d, "fade") }
            if d["width"] != nil { dot.stretch = max(0, try number(d, "width") - dot.diameter) }
            if let name = d["shape"] {
                guard let text = name as? String, let shape = ElementShape(rawValue: text) else {
                    throw TraceError("page \(dot.page): 'shape' is not one of capsule, track, pageText")
                }
                dot.shape = shape
            }
            if d["fill"] != nil { dot.fill = try number(d, "fill") }
            if d["behind"] != nil { dot.behind = try bool(d, "behind") }
            if let current = d["current"] as? Bool, current != dot.current {
                throw TraceError("page \(dot.page): 'current' \(current) disagrees with highlight \(NumberText.short(dot.highlight)) (current means highlight ≥ 0.5)")
            }
            return dot
        }.sorted { ($0.page, $0.fade) < ($1.page, $1.fade) }
    }
}
