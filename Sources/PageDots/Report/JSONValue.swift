/// A JSON value whose objects keep their keys in the order given, so that output is
/// byte-identical between runs (Foundation's encoder on Linux orders keys by hash).
public enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case int(Int)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    /// Equal when both write the same JSON text.
    public static func == (a: JSONValue, b: JSONValue) -> Bool { a.text == b.text }

    /// Compact JSON text, one line.
    /// The object with `key` added at its end (anything else unchanged).
    public func adding(_ key: String, _ value: JSONValue) -> JSONValue {
        guard case .object(let pairs) = self else { return self }
        return .object(pairs + [(key, value)])
    }

    /// The value written as JSON text on one line.
    public var text: String {
        var out = ""
        write(to: &out)
        return out
    }

    /// The value as indented JSON text (two spaces a level; an array of plain values on one
    /// line), for files people read.
    public var pretty: String {
        var out = ""
        writePretty(to: &out, indent: "")
        return out
    }

    private func writePretty(to out: inout String, indent: String) {
        let inner = indent + "  "
        switch self {
        case .object(let fields) where !fields.isEmpty:
            out += "{\n"
            for (i, (key, value)) in fields.enumerated() {
                out += inner
                Self.quote(key, into: &out)
                out += ": "
                value.writePretty(to: &out, indent: inner)
                out += i + 1 < fields.count ? ",\n" : "\n"
            }
            out += indent + "}"
        case .array(let items) where items.contains(where: { if case .object = $0 { return true }; if case .array = $0 { return true }; return false }):
            out += "[\n"
            for (i, item) in items.enumerated() {
                out += inner
                item.writePretty(to: &out, indent: inner)
                out += i + 1 < items.count ? ",\n" : "\n"
            }
            out += indent + "]"
        default:
            write(to: &out)
        }
    }

    /// Appends the value's compact JSON text to `out`.
    public func write(to out: inout String) {
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .int(let i): out += String(i)
        case .number(let v): out += Self.number(v)
        case .string(let s): Self.quote(s, into: &out)
        case .array(let items):
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += "," }
                item.write(to: &out)
            }
            out += "]"
        case .object(let fields):
            out += "{"
            for (i, (key, value)) in fields.enumerated() {
                if i > 0 { out += "," }
                Self.quote(key, into: &out)
                out += ":"
                value.write(to: &out)
            }
            out += "}"
        }
    }

    /// Shortest round-trip text; whole numbers without a fraction; −0 as 0; NaN and
    /// infinities (never produced by the model) as null.
    public static func number(_ v: Double) -> String {
        guard v.isFinite else { return "null" }
        if v == 0 { return "0" }
        if v == v.rounded(), abs(v) < 1e15 { return String(Int64(v)) }
        return String(describing: v)
    }

    static func quote(_ s: String, into out: inout String) {
        out += "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                // (C1 controls and the marks that reorder text too: valid JSON either way,
                // and safe on a terminal.)
                if scalar.value < 0x20 || TerminalText.unsafe(scalar) {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
    }
}
