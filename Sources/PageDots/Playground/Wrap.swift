/// How a looped carousel's indicator passes from the last page to the first (and back).
public enum Wrap: String, CaseIterable, Sendable, Codable {
    /// The dots morph in place, in the time of a step: no dot sweeps.
    case morph
    /// The naive behaviour many libraries have: the indicator runs back through every dot
    /// (shown so that it can be compared).
    case sweep
}
