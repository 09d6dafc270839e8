/// A coding key for any name: files are read key by key, so that an unknown key can be
/// named in the error.
public struct AnyKey: CodingKey, Sendable {
    public var stringValue: String
    public var intValue: Int?
    public init(_ s: String) { stringValue = s }
    public init?(stringValue: String) { self.stringValue = stringValue }
    public init?(intValue: Int) { stringValue = String(intValue); self.intValue = intValue }
}
