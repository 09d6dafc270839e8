import Foundation

/// Text from a person, made safe to print in one line (`TerminalText`), at most `longest`
/// characters.
public struct Quoted: CustomStringConvertible, Sendable {
    /// The text as given.
    public var text: String
    /// The most characters shown before an ellipsis.
    public var longest: Int
    /// Quotes `text`, cut to `longest` characters.
    public init(_ text: String, longest: Int = 80) { self.text = text; self.longest = longest }

    /// The text with unsafe characters escaped, cut with an ellipsis past `longest`.
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
