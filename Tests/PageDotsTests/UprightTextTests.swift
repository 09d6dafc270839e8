import Testing
@testable import PageDots

/// In a vertical view only the strip's axis and the dots turn: every text stays upright,
/// where the turned view puts it.
struct UprightTextTests {
    func scene(_ direction: Direction) throws -> Scene {
        var m = PlaygroundModel(pages: 12, width: 1280, height: 720,
                                rows: try [StyleKind.instagram, .fraction].map { RowSpec(try PageIndicator($0)) }, direction: direction)
        m.place(at: 5.4)
        return SceneBuilder.build(m, hud: nil, backdrop: .opaque, text: MonospacedText())
    }

    /// Every text in `items`, with whether it lies inside a turned or mirrored group.
    func texts(_ items: [SceneItem], inView: Bool = false) -> [(s: String, x: Double, y: Double, turned: Bool)] {
        items.flatMap { item -> [(s: String, x: Double, y: Double, turned: Bool)] in
            switch item {
            case .text(let s, let x, let y, _, _, _, _): return [(s, x, y, inView)]
            case .turned(_, _, _, let inner), .flipped(_, let inner): return texts(inner, inView: true)
            case .clipped(_, let inner): return texts(inner, inView: inView)
            case .upright: Issue.record("an upright group left unresolved"); return []
            default: return []
            }
        }
    }

    @Test(arguments: [Direction.ttb, .btt, .rtl])
    func noTextIsTurnedOrMirrored(direction: Direction) throws {
        let all = texts(try scene(direction).items)
        #expect(!all.isEmpty && all.allSatisfy { !$0.turned })
    }

    @Test(arguments: [Direction.ttb, .btt])
    func textReadsDownTheScreen(direction: Direction) throws {
        let all = texts(try scene(direction).items)
        // The card's number, with "of 12" under it on the screen.
        let number = try #require(all.first { $0.s == "6" }), of = try #require(all.first { $0.s == "of 12" && abs($0.x - number.x) < 1e-9 })
        #expect(of.y > number.y)
        // The fraction's rolling number rolls up the screen: the two pages one above the other.
        let now = try #require(all.first { $0.s.hasPrefix("6 /") }), next = try #require(all.first { $0.s.hasPrefix("7 /") })
        #expect(abs(now.x - next.x) < 1e-9 && next.y > now.y)
        // The rows' names stand at the top of their columns.
        let names = all.filter { $0.s == "instagram" || $0.s == "fraction" }
        #expect(names.count == 2 && names.allSatisfy { $0.y < 40 })
    }
}
