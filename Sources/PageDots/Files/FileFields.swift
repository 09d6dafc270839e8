/// Reading one field of a file with the checks that need no other field, so that a
/// `DecodingError` carries the path (and so the line) of the bad value.
extension KeyedDecodingContainer where K == AnyKey {
    func contains(_ name: String) -> Bool { contains(AnyKey(name)) }

    /// Only these keys: any other is an error naming it and what is allowed in `what`.
    func allowOnly(_ keys: Set<String>, in what: String) throws {
        for key in allKeys where !keys.contains(key.stringValue) {
            throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription:
                "unknown key '\(Quoted(key.stringValue))' in \(what): allowed " + keys.sorted().joined(separator: ", "))
        }
    }

    /// An error at this container's own place in the file.
    func failure(_ message: String) -> DecodingError {
        .dataCorrupted(.init(codingPath: codingPath, debugDescription: message))
    }

    /// An error at `key`'s place in the file.
    func failure(_ key: String, _ message: String) -> DecodingError {
        .dataCorruptedError(forKey: AnyKey(key), in: self, debugDescription: message)
    }

    /// A finite number of pages (a distance or a velocity) within `Limits.maxDistance`.
    func distance(_ name: String) throws -> Double {
        let v = try decode(Double.self, forKey: AnyKey(name))
        guard v.isFinite, abs(v) <= Limits.maxDistance else {
            throw failure(name, "\(name) \(FileValue.shown(v)) is out of range: -\(Int(Limits.maxDistance)) to \(Int(Limits.maxDistance))")
        }
        return v
    }

    /// A whole number in `range`, else an error saying so (also for 1e12 or 2.5).
    func whole(_ name: String, _ range: ClosedRange<Int>) throws -> Int {
        let key = AnyKey(name)
        guard contains(key) else { throw failure("missing key '\(name)'") }
        let allowed = "a whole number from \(range.lowerBound) to \(range.upperBound)"
        if let v = try? decode(Int.self, forKey: key), range.contains(v) { return v }
        guard let d = try? decode(Double.self, forKey: key) else {
            if let text = try? decode(String.self, forKey: key), Double(decimal: text) != nil {
                throw failure(name, "\(name) must be \(allowed), not \(DecimalNumber.text(text))")
            }
            throw failure(name, "\(name) must be \(allowed)")
        }
        // 1e9 is a whole number too.
        if d == d.rounded(), d >= Double(range.lowerBound), d <= Double(range.upperBound) { return Int(d) }
        throw failure(name, "\(name) \(FileValue.shown(d)) is not allowed: \(allowed)")
    }

    /// Seconds from 0 to `Limits.maxSeconds`.
    func seconds(_ name: String) throws -> Double {
        let v = try decode(Double.self, forKey: AnyKey(name))
        guard v.isFinite, v >= 0, v <= Limits.maxSeconds else {
            throw failure(name, "\(name) \(FileValue.shown(v)) is not allowed: seconds from 0 to \(Int(Limits.maxSeconds))")
        }
        return v
    }
}

/// How values read from files are shown in messages.
public enum FileValue {
    /// A number as a message shows it.
    public static func shown(_ v: Double) -> String { v.isNaN ? "(not a number)" : v.isInfinite ? "(infinite)" : NumberText.short(v) }

    /// Why `value` is not a page of `pages` pages (named `name` in the message).
    public static func notAPage(_ name: String, _ value: String, pages: Int) -> String {
        if pages == 0 { return "\(name) \(value): there are no pages (the page count is 0)" }
        let allowed = pages == 1 ? "only page 0" : "allowed 0 to \(pages - 1)"
        if value.hasPrefix("-") { return "\(name) \(value) is out of range: pages count from 0; \(allowed)" }
        return "\(name) \(value) is beyond the \(pages) page\(pages == 1 ? "" : "s"): \(allowed)"
    }
}

/// A parameter value in a file: one number or a list.
struct NumberOrList: Decodable {
    var value: ParameterValue
    init(from decoder: Decoder) throws {
        let c = try decoder.singleValueContainer()
        if let v = try? c.decode(Double.self) { value = .number(v); return }
        if let vs = try? c.decode([Double].self) { value = .numbers(vs); return }
        let key = decoder.codingPath.last?.stringValue ?? "the value"
        let inSet = decoder.codingPath.contains { $0.stringValue == "set" }
        let text = (try? c.decode(String.self)).flatMap { Double(decimal: $0) != nil ? ", not " + DecimalNumber.text($0) : nil } ?? ""
        throw DecodingError.dataCorruptedError(in: c, debugDescription: "\(key) must be a number or a list of numbers\(text)" +
            (key.contains(".") || key == "pages" || !inSet ? "" : " (a row's parameter is set as ROW.PARAMETER: VALUE, e.g. cosine.width: 200)"))
    }
}
