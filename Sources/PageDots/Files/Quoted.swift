import Foundation

/// Text from a person, made safe to print in one line: control characters escaped, at
/// most `longest` characters.
public struct Quoted: CustomStringConvertible, Sendable {
    public var text: String
    public var longest: Int
    public init(_ text: String, longest: Int = 80) { self.text = text; self.longest = longest }

    public var description: String {
        var out = ""
        var count = 0
        for scalar in text.unicodeScalars {
            if count >= longest { out += "…"; break }
            count += 1
            switch scalar.value {
            case 0x0A: out += "\\n"
            case 0x09: out += "\\t"
            case 0x0D: out += "\\r"
            case 0..<0x20, 0x7F: out += String(format: "\\x%02X", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
