@testable import PageDots
import Testing
import TestSupport

/// Keyframes kept by the Lottie builder (docs/lottie.md): the straight line between two
/// kept frames passes within the tolerance of every frame between, a still is one, and the
/// choice is the greedy one (each stretch as long as it can be).
struct LottieBuilderTests {
    /// The greedy choice, checked frame by frame (quadratic: a reference, not the builder's way).
    static func reference(_ v: [[Double]], _ tol: Double) -> [Int] {
        if v.allSatisfy({ x in x.indices.allSatisfy { abs(x[$0] - v[0][$0]) <= tol } }) { return [0] }
        func fits(_ i: Int, _ j: Int) -> Bool {
            for k in (i + 1)..<j {
                let t = Double(k - i) / Double(j - i)
                for c in v[k].indices where abs(v[i][c] + (v[j][c] - v[i][c]) * t - v[k][c]) > tol + 1e-9 { return false }
            }
            return true
        }
        var kept = [0], i = 0
        while i < v.count - 1 {
            var j = i + 1
            while j + 1 < v.count && fits(i, j + 1) { j += 1 }
            kept.append(j)
            i = j
        }
        return kept
    }

    @Test(arguments: 0..<40)
    func keyframesAreTheGreedyOnesAndPassEveryFrame(seed: Int) {
        var random = SeededRandom(seed: UInt64(seed + 1))
        let n = 2 + Int(random.next() % 200)
        // Stills, straight runs and curves, in two components.
        var v: [[Double]] = [], x = 0.0, y = 0.0, dx = 0.0
        for _ in 0..<n {
            switch random.next() % 4 {
            case 0: break
            case 1: dx = Double(random.next() % 100) / 50 - 1
            case 2: dx *= 0.9
            default: y += Double(random.next() % 100) / 1000
            }
            x += dx
            v.append([x, y])
        }
        let kept = LottieBuilder.keyframes(v, tolerance: 0.01)
        #expect(kept == Self.reference(v, 0.01))
        #expect(kept.first == 0 && (kept.count == 1 || kept.last == n - 1))
        for (a, b) in zip(kept, kept.dropFirst()) {
            for k in a...b {
                let t = Double(k - a) / Double(b - a)
                for c in 0..<2 { #expect(abs(v[a][c] + (v[b][c] - v[a][c]) * t - v[k][c]) <= 0.01 + 1e-9) }
            }
        }
    }

    @Test func aStillIsOneKeyframeAndAStraightRunTwo() {
        #expect(LottieBuilder.keyframes(Array(repeating: [3, 4], count: 50), tolerance: 0.01) == [0])
        #expect(LottieBuilder.keyframes((0..<50).map { [Double($0) * 0.5] }, tolerance: 0.01) == [0, 49])
        #expect(LottieBuilder.keyframes((0..<50).map { [Double($0 < 20 ? 0 : $0 - 20)] }, tolerance: 0.01) == [0, 20, 49])
    }
}
