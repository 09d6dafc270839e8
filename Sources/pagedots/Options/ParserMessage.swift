import Foundation
import PageDots

/// ArgumentParser's message about a value it could not take, as our one line: "The value
/// 'x' is invalid for '--pages <pages>': DETAIL" becomes "--pages DETAIL", where DETAIL is
/// what the option's `ArgumentValue` type said (`ValueRefused`); a list of allowed names
/// (enums) becomes "is not allowed: one of …".
enum ParserMessage {
    static func rewrite(_ message: String) -> String? {
        let prefix = "The value '"
        guard message.hasPrefix(prefix), let end = message.range(of: "' is invalid for '--", options: .backwards) else { return nil }
        let value = String(message[message.index(message.startIndex, offsetBy: prefix.count)..<end.lowerBound])
        let option = "--" + message[end.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "-" }
        let synopsisEnd = message[end.upperBound...].firstIndex(of: "'") ?? message.endIndex
        let rest = synopsisEnd < message.endIndex ? message[message.index(after: synopsisEnd)...] : ""
        if rest.hasPrefix(": ") { return "\(option) " + rest.dropFirst(2) }
        let list = ". Please provide one of "
        if rest.hasPrefix(list) {
            // "'a', 'b' or 'c'.", or "the following:" and a line "  - a" for each.
            let text = rest.dropFirst(list.count)
            let names = text.hasPrefix("the following:")
                ? text.split(separator: "\n").dropFirst().map { $0.trimmingCharacters(in: .whitespaces).drop { $0 == "-" || $0 == " " } }.map(String.init)
                : text.split(separator: "'", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
            let listed = names.count <= 1 ? names.joined() : names.dropLast().joined(separator: ", ") + " or " + names.last!
            return "\(option) '\(Quoted(value, longest: 60))' is not allowed: \(names.count == 2 ? "" : "one of ")\(listed)"
        }
        return "\(option) '\(Quoted(value, longest: 60))' is not allowed: a finite number"
    }
}
