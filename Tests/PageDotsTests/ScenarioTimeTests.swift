import Foundation
import Testing
import Yams
@testable import PageDots

/// A scenario is a function of time: traced at 24, 30, 60 and 120 fps and at 640x360,
/// 1280x720, 1920x1080 and an odd small 333x211, the positions at every instant two traces share agree to 0.01
/// page, and the last page is the same.
struct ScenarioTimeTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Assets/Scenarios")

    /// Position by instant (s, rounded to a microsecond) and the final page of `text`
    /// played at `fps` and `size`.
    func trace(_ text: String, fps: Int, size: (Int, Int)) throws -> (positions: [Int: Double], final: Int) {
        var s = try YAMLDecoder().decode(Scenario.self, from: text)
        s.fps = fps
        (s.width, s.height) = size
        var player = try ScenarioPlayer(s)
        var positions: [Int: Double] = [0: player.model.scroller.position]
        while try player.advance() {
            positions[Int((Double(player.frame) / Double(fps) * 1e6).rounded())] = player.model.scroller.position
        }
        return (positions, player.model.currentPage)
    }

    @Test(arguments: ["demo.yaml", "stress/drags-released-mid-page.yaml", "stress/flick-bursts.yaml", "stress/wheel-nudges.yaml",
                      "stress/scrubs.yaml", "stress/progress-timer.yaml", "stress/every-step-at-odd-instants.yaml",
                      "stress/wheel-during-a-flick.yaml"])
    func theSameFilmAtAnyRateAndSize(file: String) throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent(file), encoding: .utf8)
        var runs: [(String, [Int: Double], Int)] = []
        for fps in [24, 30, 60, 120] {
            for size in [(640, 360), (1280, 720), (1920, 1080), (333, 211)] {
                let t = try trace(text, fps: fps, size: size)
                runs.append(("\(fps) fps \(size.0)x\(size.1)", t.positions, t.final))
            }
        }
        #expect(Set(runs.map(\.2)).count == 1, "final pages \(runs.map { "\($0.0): \($0.2)" })")
        var worst = (0.0, "")
        for i in runs.indices {
            for j in runs.indices where j > i {
                for (t, x) in runs[i].1 {
                    guard let y = runs[j].1[t] else { continue }
                    if abs(x - y) > worst.0 { worst = (abs(x - y), "\(runs[i].0) and \(runs[j].0) at \(Double(t) / 1e6) s: \(x) and \(y)") }
                }
            }
        }
        #expect(worst.0 <= 0.01, "\(worst.1)")
    }
}
