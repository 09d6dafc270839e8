import ArgumentParser
import PageDots

extension StyleKind: ExpressibleByArgument {}
extension Tracking: ExpressibleByArgument {}
extension Backdrop: ExpressibleByArgument {}
extension Direction: ExpressibleByArgument {}
extension Wrap: ExpressibleByArgument {}

/// Checks shared by the subcommands.
enum ArgumentCheck {
    static func pages(_ n: Int) throws {
        guard (0...Limits.maxPages).contains(n) else {
            throw UsageError("--pages \(n) is out of range: allowed 0 to \(Limits.maxPages)")
        }
    }

    /// Pixels per pt within `Limits.scales`.
    static func scale(_ s: Double) throws {
        guard s.isFinite, Limits.scales.contains(s) else {
            throw UsageError("--scale \(NumberText.short(s)) is out of range: \(NumberText.short(Limits.scales.lowerBound)) to \(NumberText.short(Limits.scales.upperBound))")
        }
    }

    /// A position must be finite and within `[0, pages − 1]`.
    static func position(_ x: Double, pages: Int, option: String = "--position", looped: Bool = false) throws {
        guard x.isFinite else { throw UsageError("\(option) \(x) is not a finite number") }
        // A loop's positions run on from the last page into the first.
        if looped && pages > 0 {
            guard x >= 0, x < Double(pages) else { throw UsageError("\(option) \(NumberText.short(x)) is not allowed: a looped carousel of \(pages) pages takes 0 to under \(pages)") }
            return
        }
        let last = max(0, pages - 1)
        guard x >= 0, x <= Double(last) else {
            _ = last
            throw UsageError(FileValue.notAPage(option, NumberText.short(x), pages: pages))
        }
    }
}
