import Testing
import Yams
@testable import PageDots

/// A page-count change reads as one row changing, whatever moves when it comes: no frame
/// shows more elements than the row showed before or shows after, no two elements (the
/// current one aside: a worm or a swap passes over dots by design) overlap by more than
/// half, and elements that leave only shrink.
struct PageCountChangeTests {
    static let all = "[instagram, system, cosine, worm, expanding, jumping, scale, color, swap, progress, fraction, bar]"
    static let scenarios = [
        "pages: 40\npage: 20\nsteps:\n  - flick: { velocity: 12 }\n  - wait: 0.15\n  - set: { pages: 8 }\n  - wait: 1.2",
        "pages: 30\npage: 18\nsteps:\n  - drag: { by: 2.3, duration: 0.3 }\n  - set: { pages: 8 }\n  - wait: 1.2",
        "pages: 8\npage: 3\nsteps:\n  - flick: { velocity: 6 }\n  - wait: 0.1\n  - set: { pages: 40 }\n  - wait: 1.2",
        "pages: 12\npage: 11\nsteps:\n  - set: { pages: 5 }\n  - wait: 1.2",
        "pages: 40\npage: 3\nsteps:\n  - goto: 30\n    duration: 0.5\n  - wait: 0.2\n  - flick: { velocity: -20 }\n  - wait: 0.1\n  - set: { pages: 6 }\n  - wait: 1.2",
    ]

    struct Box { var x0, x1, y0, y1: Double }
    static func box(_ d: Element) -> Box {
        Box(x0: d.x - d.width / 2, x1: d.x + d.width / 2, y0: d.y - d.height / 2, y1: d.y + d.height / 2)
    }

    /// The largest share of the smaller of two non-current visible elements that the other covers.
    static func worstOverlap(_ dots: [Element]) -> (share: Double, pages: (Int, Int)) {
        let shown = dots.filter { $0.isVisible && !$0.current && $0.shape != .track }
        var worst = (0.0, (0, 0))
        for i in shown.indices {
            for j in shown.indices where j > i {
                let a = box(shown[i]), b = box(shown[j])
                let w = min(a.x1, b.x1) - max(a.x0, b.x0), h = min(a.y1, b.y1) - max(a.y0, b.y0)
                guard w > 0, h > 0 else { continue }
                let smaller = min((a.x1 - a.x0) * (a.y1 - a.y0), (b.x1 - b.x0) * (b.y1 - b.y0))
                let share = w * h / max(smaller, 1e-12)
                if share > worst.0 { worst = (share, (shown[i].page, shown[j].page)) }
            }
        }
        return worst
    }

    @Test(arguments: [30, 60, 120], ["continuous", "discrete"])
    func aPageCountChangeIsOneRowChanging(fps: Int, tracking: String) throws {
        for (n, text) in Self.scenarios.enumerated() {
            var s = try YAMLDecoder().decode(Scenario.self, from: "styles: \(Self.all)\ntracking: \(tracking)\nfps: \(fps)\n" + text)
            s.fps = fps
            var player = try ScenarioPlayer(s)
            var frames: [(pages: Int, rows: [[Element]])] = [(player.model.pages, player.model.rows.map(\.shown))]
            while try player.advance() { frames.append((player.model.pages, player.model.rows.map(\.shown))) }
            guard let change = frames.indices.first(where: { $0 > 0 && frames[$0].pages != frames[$0 - 1].pages }) else {
                Issue.record("scenario \(n): no page-count change"); continue
            }
            let newPages = frames[change].pages
            for r in player.model.rows.indices {
                let style = player.model.rows[r].kind.rawValue
                let before = frames[change - 1].rows[r].filter(\.isVisible).count
                let after = frames.last!.rows[r].filter(\.isVisible).count
                var last: [String: Double] = [:]
                for f in change..<frames.count {
                    let dots = frames[f].rows[r]
                    let count = dots.filter(\.isVisible).count
                    #expect(count <= max(before, after), "scenario \(n) \(style) frame \(f): \(count) elements, before \(before), after \(after)")
                    let o = Self.worstOverlap(dots)
                    #expect(o.share <= 0.5, "scenario \(n) \(style) frame \(f): pages \(o.pages.0) and \(o.pages.1) overlap \(o.share)")
                    // Leaving elements only shrink.
                    var now: [String: Double] = [:]
                    for d in dots where d.isVisible && (d.isFading || d.page >= newPages) {
                        let key = "\(d.page).\(d.fade)"
                        now[key] = d.height
                        if f > change, let was = last[key] {
                            #expect(d.height <= was + 1e-9, "scenario \(n) \(style) frame \(f): leaving page \(d.page) grew from \(was) to \(d.height)")
                        }
                    }
                    last = now
                }
            }
        }
    }
}
