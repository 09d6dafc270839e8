/// A parameter value a style cannot take. Its description is one line for people:
/// which parameter, the value given and what is allowed.
public struct ParameterError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The name of the style the parameter belongs to.
    public var style: String
    /// The parameter's name.
    public var name: String
    /// The value given, as text; empty when the parameter name is unknown.
    public var value: String
    /// What the parameter allows, or the names the style does have.
    public var allowed: String

    /// Makes an error for `name` on `style` with the value given and what is allowed.
    public init(style: String, name: String, value: String, allowed: String) {
        self.style = style
        self.name = name
        self.value = value
        self.allowed = allowed
    }

    /// The one-line message for people.
    public var description: String {
        value.isEmpty ? "\(style) has no parameter '\(name)': \(allowed)"
            : "\(style) parameter \(name) = \(value) is not allowed: \(allowed)"
    }
}
