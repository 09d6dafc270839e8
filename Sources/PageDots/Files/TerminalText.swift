/// Text made safe for a terminal (docs/files.md#text-from-files): what could move the
/// cursor, recolour, retitle or reorder the screen is written as an escape instead.
/// Every line the program prints passes through here, and so does every piece of text
/// from a person (`Quoted`).
public enum TerminalText {
    /// Whether `scalar` must be escaped: C0 controls (line breaks too, unless
    /// `keepingLineBreaks`), DEL, C1 controls (U+0080–U+009F: U+009B is a one-byte CSI),
    /// the marks that reorder text (bidi embeddings, overrides and isolates, the direction
    /// marks) and the line and paragraph separators.
    public static func unsafe(_ scalar: Unicode.Scalar, keepingLineBreaks: Bool = false) -> Bool {
        switch scalar.value {
        case 0x0A: return !keepingLineBreaks
        case 0..<0x20, 0x7F, 0x80...0x9F: return true
        case 0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }

    /// How an unsafe scalar is written: `\n`, `\t`, `\r`, `\xHH` below U+0100,
    /// `\u{HHHH}` above.
    public static func escape(_ scalar: Unicode.Scalar) -> String {
        switch scalar.value {
        case 0x0A: return "\\n"
        case 0x09: return "\\t"
        case 0x0D: return "\\r"
        case 0..<0x100: return "\\x" + hex(scalar.value, 2)
        default: return "\\u{" + hex(scalar.value, 4) + "}"
        }
    }

    /// `text` with every unsafe scalar escaped.
    public static func safe(_ text: String, keepingLineBreaks: Bool = false) -> String {
        guard text.unicodeScalars.contains(where: { unsafe($0, keepingLineBreaks: keepingLineBreaks) }) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            if unsafe(scalar, keepingLineBreaks: keepingLineBreaks) { out += escape(scalar) } else { out.unicodeScalars.append(scalar) }
        }
        return out
    }

    private static func hex(_ v: UInt32, _ digits: Int) -> String {
        let h = String(v, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - h.count)) + h
    }
}
