/// A coding key for any name: files are read key by key, so that an unknown key can be
/// named in the error.
public struct AnyKey: CodingKey, Sendable {
    /// The key's name.
    public var stringValue: String
    /// The list index, for a key made from one.
    public var intValue: Int?
    /// A key with the given name.
    public init(_ s: String) { stringValue = s }
    /// A key with the given name; never fails.
    public init?(stringValue: String) { self.stringValue = stringValue }
    /// A key for a list index, named by its digits; never fails.
    public init?(intValue: Int) { stringValue = String(intValue); self.intValue = intValue }
}
