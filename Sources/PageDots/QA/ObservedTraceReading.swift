import Foundation

/// Reads a minimal trace, the one any UI test can write (docs/qa.md#minimal-traces): JSON
/// lines `{"frame": i, "time"?: s, "dots": [{"x", "y"?, "diameter" | "width" + "height",
/// "current"? | "highlight"?}]}` in any unit, frames increasing.
public struct ObservedTraceReading: Sendable {
    /// Frames read so far.
    public private(set) var count = 0
    private var last: Int?
    private var lastTime: Double?

    /// Starts a reading with no frames read.
    public init() {}

    /// The largest magnitude of a coordinate or size, in any unit.
    public static let largest = 1e9

    /// Whether a trace's first line is a minimal trace (`dots`) rather than one
    /// `pagedots trace --json` wrote (`rows`); nil when it is neither.
    public static func isMinimal(_ text: String) -> Bool? {
        guard let o = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] else { return nil }
        if o["rows"] != nil { return false }
        if o["dots"] != nil { return true }
        return nil
    }

    /// The frame on one line; nil for a blank line.
    public mutating func read(_ text: String) throws(TraceReading.Failure) -> ObservedFrame? {
        if text.allSatisfy({ $0 == " " || $0 == "\t" }) { return nil }
        if let refused = JSONNumbers.firstRefused(in: text) { throw TraceReading.Failure(JSONNumbers.message(refused)) }
        guard let o = (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any] else {
            throw TraceReading.Failure("not a JSON object: one object per line, {\"frame\": 0, \"dots\": [{\"x\": 10, \"diameter\": 8}]}")
        }
        let frame = try TraceReading.integer(o, "frame")
        guard frame >= 0 else { throw TraceReading.Failure("'frame' is \(frame); frames count from 0") }
        if let last, frame <= last { throw TraceReading.Failure("frame \(frame) comes after frame \(last): frames must increase") }
        var time: Double?
        if o["time"] != nil {
            let t = try TraceReading.number(o, "time")
            guard t.isFinite, t >= 0, t >= (lastTime ?? 0) else {
                throw TraceReading.Failure("'time' \(t) is not a time from 0 on, later than the frame before's")
            }
            time = t
            lastTime = t
        }
        guard let list = o["dots"] as? [[String: Any]] else {
            throw TraceReading.Failure(o["dots"] == nil ? "missing key 'dots' (a list of {\"x\", \"diameter\"})" : "'dots' is not a list of objects")
        }
        guard list.count <= Limits.traceDotsPerFrame else {
            throw TraceReading.Failure("more than \(Limits.traceDotsPerFrame) dots in one frame; a trace holds at most \(Limits.traceDotsPerFrame) a frame")
        }
        var elements: [ObservedElement] = []
        for (i, d) in list.enumerated() {
            elements.append(try Self.element(d, number: i + 1))
        }
        last = frame
        count += 1
        return ObservedFrame(frame: frame, time: time, elements: elements)
    }

    static func element(_ d: [String: Any], number: Int) throws(TraceReading.Failure) -> ObservedElement {
        func value(_ key: String) throws(TraceReading.Failure) -> Double {
            let v: Double
            do { v = try TraceReading.number(d, key) } catch { throw TraceReading.Failure("dot \(number): \(error.description)") }
            guard v.isFinite, abs(v) <= Self.largest else {
                throw TraceReading.Failure("dot \(number): '\(key)' \(v) is beyond ±\(Int(Self.largest)) (or not a number)")
            }
            return v
        }
        let x = try value("x")
        let y = d["y"] == nil ? 0 : try value("y")
        let width: Double, height: Double
        if d["diameter"] != nil {
            guard d["width"] == nil && d["height"] == nil else {
                throw TraceReading.Failure("dot \(number): give either 'diameter' or 'width' and 'height', not both")
            }
            width = try value("diameter")
            height = width
        } else if d["width"] != nil || d["height"] != nil {
            width = try value("width")
            height = try value("height")
        } else {
            throw TraceReading.Failure("dot \(number): missing its size: 'diameter', or 'width' and 'height'")
        }
        guard !(width < 0) && !(height < 0) else { throw TraceReading.Failure("dot \(number): a size below 0 (\(width) × \(height))") }
        var highlight: Double?
        if d["highlight"] != nil {
            let h = try value("highlight")
            guard !(h < 0 || h > 1) else { throw TraceReading.Failure("dot \(number): 'highlight' \(h) is not between 0 and 1") }
            highlight = h
        }
        var current: Bool?
        if let c = d["current"] {
            guard TraceReading.isBoolean(c), let b = c as? Bool else { throw TraceReading.Failure("dot \(number): 'current' is not true or false") }
            if let highlight, (highlight >= 0.5) != b {
                throw TraceReading.Failure("dot \(number): 'current' \(b) disagrees with 'highlight' \(highlight) (current means highlight ≥ 0.5)")
            }
            current = b
        }
        return ObservedElement(x: x, y: y, width: width, height: height, highlight: highlight, current: current)
    }
}
