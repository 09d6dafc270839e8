/// What a style sees of the scroller.
public enum Tracking: String, CaseIterable, Sendable, Codable {
    /// The style sees only the current page; changes are animated.
    case discrete
    /// The style sees the fractional position and follows it every frame.
    case continuous

    /// The position a style is given for scroller position `x`.
    public func trackedPosition(_ x: Double, pages: Int) -> Double {
        switch self {
        case .discrete: return Double(PagePosition.currentPage(x, pages: pages))
        case .continuous: return PagePosition.clamp(x, pages: pages)
        }
    }
}
