/// A failure to draw or write pixels; one line for people.
public struct RenderError: Error, CustomStringConvertible, Sendable {
    public var description: String
    public init(_ description: String) { self.description = description }
}
