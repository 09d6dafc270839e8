import Testing
@testable import PageDots
import TestSupport

/// Numbers as the HUD, reports and errors show them.
struct NumberTextTests {
    @Test func fixedDecimals() {
        #expect(NumberText.fixed(0.514, 2) == "0.51")
        #expect(NumberText.fixed(0.5, 2) == "0.50")
        #expect(NumberText.fixed(59.6, 0) == "60")
        #expect(NumberText.fixed(-0.004, 2) == "0.00")
        #expect(NumberText.fixed(-0.006, 2) == "-0.01")
        #expect(NumberText.fixed(-12.0625, 3) == "-12.063")
        #expect(NumberText.fixed(7, 3) == "7.000")
        #expect(NumberText.short(6) == "6")
        #expect(NumberText.short(0.25) == "0.25")
    }

    /// The integer path gives the same text as the shortest-text path it stands in for,
    /// over every scale of number, signs, ties and the edges of its range.
    @Test func integerPathMatchesTheShortestText() {
        var random = SeededRandom(seed: 11)
        var values: [Double] = [0, -0.0, 0.005, 0.015, -0.125, 0.0005, 1e-4, 999.9995, 1e12 + 0.5, 999_999_999_999.999, 1e15 - 1, 1e15, 1e16,
                                .nan, .infinity, -.infinity, .ulpOfOne, -.greatestFiniteMagnitude]
        for _ in 0..<20_000 {
            let magnitude = random.double(-6, 16)
            let v = (random.int(2) == 0 ? 1.0 : -1.0) * Double.pow10(magnitude)
            values.append(v)
            values.append((v * 1000).rounded() / 1000 + 0.0005)   // near a tie
        }
        var differing: [String] = []
        for v in values {
            for d in 0...3 where NumberText.fixed(v, d) != NumberText.described(v, d) {
                differing.append("\(v) with \(d) decimals: \(NumberText.fixed(v, d)), not \(NumberText.described(v, d))")
            }
        }
        #expect(differing.isEmpty, "\(differing.count) differ, first: \(differing.prefix(3))")
    }
}

private extension Double {
    static func pow10(_ e: Double) -> Double {
        var r = 1.0, k = 0.0
        while k + 1 <= e { r *= 10; k += 1 }
        while k - 1 >= e { r /= 10; k -= 1 }
        return r * (1 + (e - k) * 9)   // somewhere between 10^k and 10^(k+1)
    }
}
