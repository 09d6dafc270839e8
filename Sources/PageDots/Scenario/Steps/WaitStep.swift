/// `wait: SECONDS`: nothing happens for a while.
public struct WaitStep: ScenarioStep {
    public static let name = "wait"
    public var seconds: Double

    public init(_ seconds: Double) { self.seconds = seconds }
    public init(decoding c: KeyedDecodingContainer<AnyKey>) throws { seconds = try c.seconds(Self.name) }
    public var duration: Double { seconds }
}
