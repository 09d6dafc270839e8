/// SplitMix64: a small seeded generator so property tests and fuzzing see the same cases
/// every run (shared by the test targets).
public struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64
    public init(seed: UInt64) { state = seed }
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    /// 0 ..< n (0 when n < 1).
    public mutating func int(_ n: Int) -> Int { Int(next() % UInt64(max(1, n))) }
    /// Uniform in a ..< b.
    public mutating func double(_ a: Double, _ b: Double) -> Double { a + (b - a) * Double(next() >> 11) / Double(1 << 53) }
    public mutating func pick<T>(_ a: [T]) -> T { a[int(a.count)] }
}
