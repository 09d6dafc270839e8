/// How a looped carousel's indicator passes from the last page to the first (and back).
public enum Wrap: String, CaseIterable, Sendable, Codable {
    /// The indicator behaves as if the pages repeat: a style that shows fewer dots than
    /// there are pages runs on through the wrap (Instagram's strip keeps sliding the same
    /// way, the system window and the effect styles' windows wrap). A style that shows
    /// every page at once (cosine, or too few pages for the window) has nothing to run on
    /// into and morphs.
    case continuous
    /// The dots morph in place, in the time of a step: no dot sweeps.
    case morph
    /// The naive behaviour many libraries have: the indicator runs back through every dot
    /// (shown so that it can be compared).
    case sweep
    /// As smooth_page_indicator draws a looped PageView: between the last page and the
    /// first the indicator passes from one to the other through the style's portal (it
    /// shrinks away at the last dot as it grows at the first, or the current look blends
    /// from one to the other). A style with no portal, or a window narrower than the
    /// pages, passes as in a continuous loop.
    case portal
}
