/// A page-indicator style: parameters, history-dependent state and a layout function.
///
/// `layout(position:pages:)` is pure: it returns the snapshot the style would show if it
/// followed `position` now, without committing the move. `follow(_:pages:)` commits it,
/// so history (Instagram's band, the system window) advances.
public protocol PageIndicatorStyle: Equatable, Sendable {
    associatedtype Parameters: StyleParameters
    /// The validated parameters.
    var parameters: Parameters { get }
    /// Makes a style at its initial state; throws the first invalid parameter.
    init(_ parameters: Parameters) throws
    /// Diameter of a full-size dot, pt.
    var fullDiameter: Double { get }
    /// Largest distance between neighbouring dot centres at full size, pt (for bounds).
    var pitch: Double { get }
    /// Advances the state to follow the tracked `position` (pages; clamped).
    mutating func follow(_ position: Double, pages: Int)
    /// The snapshot at the tracked `position` (pages; clamped) for `pages` pages.
    func layout(position: Double, pages: Int) -> DotLayout
}
