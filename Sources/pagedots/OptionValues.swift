import Foundation
import PageDots

/// What each option that takes a number allows, for ArgumentParser's "The value 'x' is
/// invalid for '--pages <pages>'", which says neither (and breaks at a newline in the
/// value).
enum OptionValues {
    static let allowed: [String: String] = [
        "--pages": "a whole number from 0 to \(Limits.maxPages)",
        "--page": "a whole page number from 0",
        "--arrow-page": "a whole page number from 0",
        "--frames": "a whole number from \(Limits.benchFrames.lowerBound) to \(Limits.benchFrames.upperBound)",
        "--rounds": "a whole number from \(Limits.exportRounds.lowerBound) to \(Limits.exportRounds.upperBound)",
        "--fps": "a whole number from \(Limits.fps.lowerBound) to \(Limits.fps.upperBound)",
        "--max-dots": "a whole number (instagram: odd, 3 or more; system: 1 or more)",
        "--full-dots": "an odd whole number, less than --max-dots",
        "--all-full-up-to": "a whole number from 0",
        "--half-wave": "a whole number from 2 to 1000",
        "--scale": "a number from 0.25 to 4",
        "--time-scale": "0.1, 0.25, 0.5, 1 or 2",
        "--quit-after": "seconds, a number above 0",
        "--position": "a number of pages from 0, such as 2.5",
        "--fill": "a number from 0 to 1",
        "--style": "one of " + StyleKind.allCases.map(\.rawValue).joined(separator: ", "),
        "--tracking": "discrete or continuous",
        "--direction": "ltr, rtl, ttb or btt",
        "--wrap": "continuous, morph or sweep",
        "--background": "opaque or transparent",
    ]

    /// Our one line for ArgumentParser's message about a value it could not read, or nil
    /// for any other message.
    static func rewrite(_ message: String) -> String? {
        let prefix = "The value '"
        guard message.hasPrefix(prefix), let end = message.range(of: "' is invalid for '--", options: .backwards) else { return nil }
        let value = String(message[message.index(message.startIndex, offsetBy: prefix.count)..<end.lowerBound])
        let option = "--" + message[end.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "-" }
        let what = allowed[option] ?? "a finite number"
        return "\(option) '\(Quoted(value, longest: 60))' is not allowed: \(what)"
    }
}
