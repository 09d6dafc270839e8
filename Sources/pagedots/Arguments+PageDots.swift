import ArgumentParser
import PageDots

extension StyleKind: ExpressibleByArgument {}
extension Tracking: ExpressibleByArgument {}

/// Checks shared by the subcommands.
enum ArgumentCheck {
    /// Most pages any command takes.
    static let maxPages = 1_000_000_000

    static func pages(_ n: Int) throws {
        guard (0...maxPages).contains(n) else {
            throw UsageError("--pages \(n) is out of range: allowed 0 to \(maxPages)")
        }
    }

    /// A position must be finite and within `[0, pages − 1]`.
    static func position(_ x: Double, pages: Int, option: String = "--position") throws {
        guard x.isFinite else { throw UsageError("\(option) \(x) is not a finite number") }
        let last = max(0, pages - 1)
        guard x >= 0, x <= Double(last) else {
            throw UsageError("\(option) \(NumberText.short(x)) is beyond the \(pages) pages: allowed 0 to \(last)")
        }
    }
}
