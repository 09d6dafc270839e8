/// A parameter value a style cannot take. Its description is one line for people:
/// which parameter, the value given and what is allowed.
public struct ParameterError: Error, Equatable, CustomStringConvertible, Sendable {
    public var style: String
    public var name: String
    public var value: String
    public var allowed: String

    public init(style: String, name: String, value: String, allowed: String) {
        self.style = style
        self.name = name
        self.value = value
        self.allowed = allowed
    }

    public var description: String {
        value.isEmpty ? "\(style) has no parameter '\(name)': \(allowed)"
            : "\(style) parameter \(name) = \(value) is not allowed: \(allowed)"
    }
}
