import Foundation
import Testing
@testable import PageDots

/// The one keymap: every key does one thing, help and docs/window.md say the same, scenarios
/// press commands by name, and arrows follow the direction the pages run.
struct KeymapTests {
    @Test func everyKeyIsBoundOnce() {
        var seen: [Key] = []
        for b in Keymap.bindings {
            for (key, _) in b.keys {
                #expect(!seen.contains(key), "\(key) is bound twice")
                seen.append(key)
            }
        }
    }

    @Test func lettersInEitherCaseAndShiftedArrows() {
        #expect(Keymap.command(for: .character("p")) == .panel)
        #expect(Keymap.command(for: .character("P")) == .panel)
        #expect(Keymap.command(for: .character("?")) == .help)
        #expect(Keymap.command(for: .character("7")) == .solo(7))
        #expect(Keymap.command(for: .right, shift: true) == .arrow(.right, big: true))
        #expect(Keymap.command(for: .escape) == .quit)
        #expect(Keymap.command(for: .character("x")) == nil)
    }

    @Test func theHelpOverlayShowsTheKeymap() {
        #expect(SceneBuilder.helpLines.map(\.0) == Keymap.bindings.map(\.label))
    }

    /// docs/window.md's key table is the keymap's keys, row for row.
    @Test func theReadmeKeyTableIsTheKeymap() throws {
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../docs/window.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        let lines = text.components(separatedBy: "\n")
        let start = try #require(lines.firstIndex(of: "| key | does |"))
        var rows: [String] = []
        for line in lines[(start + 2)...] {
            guard line.hasPrefix("|") else { break }
            rows.append(line)
        }
        let expected = Keymap.bindings.compactMap { b in b.detail.map { "| \(b.label) | \($0) |" } }
        #expect(rows == expected)
    }

    @Test func scenariosPressCommandsByName() {
        let names = Command.scriptable.compactMap(\.scriptName)
        #expect(Set(names).count == names.count)
        #expect(names.contains("solo9") && names.contains("showAll") && !names.contains("record"))
        for c in Command.scriptable { #expect(Command(scriptName: c.scriptName!) == c) }
    }

    /// The direction turns screen input into the logical frame: arrows and wheels.
    @Test(arguments: Direction.allCases)
    func arrowsAndWheelsFollowTheDirection(direction: Direction) {
        let forward: Command.Arrow = switch direction { case .ltr: .right; case .rtl: .left; case .ttb: .down; case .btt: .up }
        let back: Command.Arrow = switch direction { case .ltr: .left; case .rtl: .right; case .ttb: .up; case .btt: .down }
        #expect(direction.pageStep(forward) == 1 && direction.pageStep(back) == -1)
        // A wheel turned toward the end of the pages (right, or down: SDL's y is up).
        let (dx, dy): (Double, Double) = switch direction { case .ltr: (1, 0); case .rtl: (-1, 0); case .ttb: (0, -1); case .btt: (0, 1) }
        #expect(direction.forward(wheelX: dx, wheelY: dy) == 1)
    }

    @Test func aWheelTickStepsAPageAndATrackpadScrolls() throws {
        var m = PlaygroundModel(pages: 8, width: 960, height: 600, rows: [RowSpec(try PageIndicator(.system))], direction: .rtl)
        try m.handle(.wheel(dx: -1, dy: 0))
        for _ in 0..<60 { m.tick(1.0 / 60) }
        #expect(m.currentPage == 1)
        try m.handle(.wheel(dx: -2.5, dy: 0))
        #expect(abs(m.scroller.position - (1 + 2.5 * PlaygroundModel.pointsPerWheelUnit / 960)) < 1e-9)
    }
}
