/// The numbers of a JSON line as written, read as every number is read
/// (`DecimalNumber`): JSON's parser would take `1e-400` as 0 and refuse `1e400` and
/// `NaN` as no JSON at all. One pass over the bytes, strings skipped.
enum JSONNumbers {
    /// The first number of `text` that is refused, the key it is the value of (nearest
    /// before it), and why.
    static func firstRefused(in text: String) -> (key: String?, number: String, refusal: DecimalNumber.Refusal)? {
        let bytes = Array(text.utf8)
        var i = 0
        var key: String?
        var lastString: String?
        while i < bytes.count {
            let b = bytes[i]
            if b == UInt8(ascii: "\"") {
                // A string: to its closing quote (escapes skipped).
                var j = i + 1
                while j < bytes.count && bytes[j] != UInt8(ascii: "\"") { j += bytes[j] == UInt8(ascii: "\\") ? 2 : 1 }
                lastString = String(decoding: bytes[(i + 1)..<min(j, bytes.count)], as: UTF8.self)
                i = j + 1
                continue
            }
            if b == UInt8(ascii: ":") { key = lastString; i += 1; continue }
            let starts = b == UInt8(ascii: "-") || (b >= 48 && b <= 57) || b == UInt8(ascii: "N") || b == UInt8(ascii: "I") || b == UInt8(ascii: "+")
                || b == UInt8(ascii: "n") || b == UInt8(ascii: "i")
            guard starts else { i += 1; continue }
            var j = i
            while j < bytes.count, let c = Optional(bytes[j]), c == UInt8(ascii: "-") || c == UInt8(ascii: "+") || c == UInt8(ascii: ".") || (c >= 48 && c <= 57)
                    || c == UInt8(ascii: "e") || c == UInt8(ascii: "E") || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) { j += 1 }
            let word = String(decoding: bytes[i..<j], as: UTF8.self)
            // (A word is refused when it is no finite number, or begins as a number and is
            // not one: `0x10`, `1_000`; `null`, `true` and `false` are JSON's own.)
            if case .failure(let r) = DecimalNumber.read(word), r != .notDecimal || (b == UInt8(ascii: "-") || (b >= 48 && b <= 57)) { return (key, word, r) }
            i = max(j, i + 1)
        }
        return nil
    }

    /// The message for a refused number of a trace: "'x' '1e400' is too large a number".
    static func message(_ found: (key: String?, number: String, refusal: DecimalNumber.Refusal)) -> String {
        (found.key.map { "'\(Quoted($0, longest: 40))' " } ?? "") + DecimalNumber.message(found.number, found.refusal)
    }
}
