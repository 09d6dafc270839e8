/// `wait: SECONDS`: nothing happens for a while.
public struct WaitStep: ScenarioStep {
    /// The step's key in a file.
    public static let name = "wait"
    /// How long to wait, s.
    public var seconds: Double

    /// A wait of `seconds` seconds.
    public init(_ seconds: Double) { self.seconds = seconds }
    /// Reads the seconds from the step's value.
    public init(decoding c: KeyedDecodingContainer<AnyKey>) throws { seconds = try c.seconds(Self.name) }
    /// The wait's length in time.
    public var duration: Double { seconds }
}
