import Foundation

/// Reads the JSON lines `pagedots trace --json` writes back into frame records, one line
/// at a time, in order: frames must increase.
public struct TraceReading: Sendable {
    /// Frames read so far.
    public private(set) var count = 0
    private var last: Int?

    /// Starts a reading with no frames read.
    public init() {}

    /// Why a line is not a frame of a trace.
    public struct Failure: Error, CustomStringConvertible, Sendable {
        /// The reason, in words.
        public var description: String
        init(_ m: String) { description = m }
    }

    /// The frame on one line; nil for a blank line.
    public mutating func read(_ text: String) throws(Failure) -> FrameRecord? {
        if text.allSatisfy({ $0 == " " || $0 == "\t" }) { return nil }
        if let refused = JSONNumbers.firstRefused(in: text) { throw Failure(JSONNumbers.message(refused)) }
        let object: [String: Any]
        do {
            guard let o = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] else { throw Failure("not a JSON object") }
            object = o
        } catch let e as Failure {
            throw e
        } catch {
            throw Failure("not JSON: one JSON object per line, as `pagedots trace --json` writes")
        }
        let f = try Self.frame(object)
        guard f.frame >= 0, f.pages >= 0, !f.rows.isEmpty else {
            throw Failure("a frame needs a frame number ≥ 0, pages ≥ 0 and at least one style")
        }
        if let last, f.frame <= last { throw Failure("frame \(f.frame) comes after frame \(last): frames must increase") }
        last = f.frame
        count += 1
        return f
    }

    static func frame(_ o: [String: Any]) throws(Failure) -> FrameRecord {
        guard let list = o["rows"] as? [[String: Any]] else { throw Failure("missing key 'rows' (a list of rows)") }
        var styles: [String] = []
        for r in list {
            guard let s = r["style"] as? String, !s.isEmpty else { throw Failure("a row needs 'style'") }
            guard StyleKind(rawValue: s) != nil else { throw Failure("unknown style '\(Quoted(s, longest: 40))': allowed " + StyleKind.names) }
            styles.append(s)
        }
        var rows: [RowRecord] = []
        for (i, r) in list.enumerated() {
            let style = styles[i]
            let name = styles.filter { $0 == style }.count > 1 ? "\(style) (row \(i + 1))" : style
            rows.append(RowRecord(id: r["id"] == nil ? i : try integer(r, "id"), number: r["row"] == nil ? nil : try integer(r, "row"), style: style, name: name,
                                  pitch: try number(r, "pitch"), fullDiameter: try number(r, "fullDiameter"),
                                  maxVisibleDots: r["maxVisibleDots"] is NSNull ? nil : try integer(r, "maxVisibleDots"),
                                  reach: try number(r, "reach"), sizes: r["sizes"] == nil ? nil : try number(r, "sizes"),
                                  jump: try bool(r, "jump"), animating: try bool(r, "animating"),
                                  dots: try dots(r, "dots"), resting: r["resting"] == nil ? nil : try dots(r, "resting"),
                                  centre: try centre(r)))
        }
        return FrameRecord(frame: try integer(o, "frame"), time: try number(o, "time"), position: try number(o, "position"),
                           currentPage: try integer(o, "currentPage"), pages: try integer(o, "pages"),
                           scrollerAtRest: try bool(o, "scrollerAtRest"), rows: rows, zoom: o["zoom"] == nil ? nil : try number(o, "zoom"))
    }

    /// A number; `null` (what the trace writes for NaN and infinities) reads as NaN, for
    /// the check to report.
    static func number(_ o: [String: Any], _ key: String) throws(Failure) -> Double {
        if o[key] is NSNull { return .nan }
        if let text = o[key] as? String { throw Failure("'\(key)' must be a number, not \(DecimalNumber.text(text))") }
        if let v = o[key], isBoolean(v) { throw Failure("'\(key)' must be a number, not \(v as? Bool == true ? "true" : "false")") }
        guard let v = (o[key] as? NSNumber)?.doubleValue else {
            throw Failure(o[key] == nil ? "missing key '\(key)'" : "'\(key)' is not a number")
        }
        return v
    }

    /// A row's `centre`, `[x, y]`, when the trace has it.
    static func centre(_ o: [String: Any]) throws(Failure) -> [Double]? {
        guard let value = o["centre"] else { return nil }
        guard let list = value as? [NSNumber], list.count == 2 else { throw Failure("'centre' is not [x, y]") }
        return list.map(\.doubleValue)
    }

    /// Why a line's numbers are refused, when one is (`1e400`, `NaN`, `1e-400`), in the
    /// words a file or an option uses.
    public static func refusedNumber(in text: String) -> String? { JSONNumbers.firstRefused(in: text).map(JSONNumbers.message) }

    /// The largest whole number a trace holds (frames, pages, ids).
    static let largestWhole = 1e12

    static func integer(_ o: [String: Any], _ key: String) throws(Failure) -> Int {
        if let text = o[key] as? String { throw Failure("'\(key)' must be a whole number, not \(DecimalNumber.text(text))") }
        if let v = o[key], isBoolean(v) { throw Failure("'\(key)' must be a whole number, not \(v as? Bool == true ? "true" : "false")") }
        guard let v = (o[key] as? NSNumber)?.doubleValue, v == v.rounded() else {
            let shown = (o[key] as? NSNumber).map { " \(NumberText.short($0.doubleValue))" } ?? ""
            throw Failure(o[key] == nil ? "missing key '\(key)'" : "'\(key)'\(shown) is not a whole number")
        }
        // (1e18 is a whole number, as in a file or an option; beyond the range it is refused
        // as such.)
        guard abs(v) <= largestWhole else {
            throw Failure("'\(key)' \(NumberText.short(v)) is not allowed: a whole number from -\(Int(largestWhole)) to \(Int(largestWhole))")
        }
        return Int(v)
    }

    /// Whether a parsed JSON value is `true` or `false` (which Foundation also hands over
    /// as a number, and a number as one of them).
    static func isBoolean(_ v: Any) -> Bool {
        if type(of: v) == Bool.self { return true }
        guard let n = v as? NSNumber else { return false }
        return type(of: n) != NSNumber.self ? String(describing: type(of: n)).contains("Bool") : String(cString: n.objCType) == "c"
    }

    static func bool(_ o: [String: Any], _ key: String) throws(Failure) -> Bool {
        guard let v = o[key], isBoolean(v), let b = v as? Bool else { throw Failure(o[key] == nil ? "missing key '\(key)'" : "'\(key)' is not true or false") }
        return b
    }

    static func dots(_ o: [String: Any], _ key: String) throws(Failure) -> [Element] {
        guard let list = o[key] as? [[String: Any]] else { throw Failure("'\(key)' is not a list of dots") }
        var out: [Element] = []
        for d in list {
            var dot = Element(page: try integer(d, "page"), x: try number(d, "x"), y: try number(d, "y"),
                          height: try number(d, "diameter"), scale: try number(d, "scale"), highlight: try number(d, "highlight"))
            if d["fade"] != nil { dot.fade = try integer(d, "fade") }
            if d["width"] != nil { dot.stretch = max(-dot.height, try number(d, "width") - dot.height) }
            if let name = d["shape"] {
                guard let text = name as? String, let shape = ElementShape(rawValue: text) else {
                    throw Failure("page \(dot.page): 'shape' is not one of capsule, track, pageText")
                }
                dot.shape = shape
            }
            if d["fill"] != nil { dot.fill = try number(d, "fill") }
            if d["underground"] != nil { dot.underground = try bool(d, "underground") }
            if d["rounding"] != nil { dot.rounding = min(1, max(0, try number(d, "rounding"))) }
            if d["outline"] != nil { dot.outline = max(0, try number(d, "outline")) }
            if let s = d["stillDot"] {
                guard let still = s as? [String: Any] else { throw Failure("page \(dot.page): 'stillDot' is not an object") }
                dot.stillDot = StillDot(x: try number(still, "x"), y: try number(still, "y"), width: try number(still, "width"),
                                        height: try number(still, "height"))
            }
            if let current = d["current"] as? Bool, current != dot.current {
                throw Failure("page \(dot.page): 'current' \(current) disagrees with highlight \(NumberText.short(dot.highlight)) (current means highlight ≥ 0.5)")
            }
            out.append(dot)
        }
        return out.sorted { ($0.page, $0.fade) < ($1.page, $1.fade) }
    }
}
