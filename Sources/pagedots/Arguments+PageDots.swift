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

    /// The pixel size of `width × height` pt at `scale`; each side at most `Limits.maxPixels`.
    /// `area`: the most pixels in all (`example`, a size with that many, for the message).
    static func pixels(width: Double, height: Double, scale: Double, what: String,
                       area: Int = Limits.maxArea, example: String = "8192x4096") throws -> (Int, Int) {
        let w = (width * scale).rounded(), h = (height * scale).rounded()
        guard w <= Double(Limits.maxPixels), h <= Double(Limits.maxPixels), w * h <= Double(area) else {
            throw UsageError("\(what) makes \(NumberText.short(w))x\(NumberText.short(h)) pixels; at most \(Limits.maxPixels) a side and \(area) in all (\(example))")
        }
        return (max(1, Int(w)), max(1, Int(h)))
    }

    /// A moving picture's size: render (a GIF less), bench and the window.
    static func movingPixels(width: Int, height: Int, what: String, gif: Bool = false) throws {
        _ = try pixels(width: Double(width), height: Double(height), scale: 1, what: what,
                       area: gif ? Limits.maxGIFArea : Limits.maxMovingArea, example: gif ? "1920x1080" : "2560x1440")
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
