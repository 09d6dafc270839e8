import Foundation

/// Text from a person, made safe to print in one line (`TerminalText`), at most `longest`
/// characters.
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
            if TerminalText.unsafe(scalar) { out += TerminalText.escape(scalar) } else { out.unicodeScalars.append(scalar) }
        }
        return out
    }
}
