/// The scroller's position in pages and the page it makes current.
public enum PagePosition {
    /// `x` clamped to `[0, pages − 1]` (0 when there are no pages); NaN becomes 0.
    public static func clamp(_ x: Double, pages: Int) -> Double {
        guard pages > 1, x == x else { return 0 }
        return min(max(x, 0), Double(pages - 1))
    }

    /// The current page: `x` rounded half up, clamped to `[0, pages − 1]`; the indicator
    /// flips at 50% of a page turn.
    public static func currentPage(_ x: Double, pages: Int) -> Int {
        let c = clamp(x, pages: pages)
        return (c + 0.5).rounded(.down).saturatingInt.clamped(0, max(0, pages - 1))
    }
}

extension Double {
    /// The value as an `Int`, truncated toward zero; NaN is 0 and anything beyond ±2⁶² is
    /// held there: converts an unchecked value without a trap.
    public var saturatingInt: Int {
        guard !isNaN else { return 0 }
        return Int(Swift.min(Swift.max(self, -4.6e18), 4.6e18))
    }
}

extension Comparable {
    /// `self` limited to `[lo, hi]`; `lo` wins if the range is empty.
    @inlinable func clamped(_ lo: Self, _ hi: Self) -> Self { Swift.max(lo, Swift.min(self, hi)) }
}

extension Int {
    /// `self` mod `n` in `0..<n` (n > 0), also for negative values.
    public func modulo(_ n: Int) -> Int {
        let r = self % n
        return r < 0 ? r + n : r
    }
}
