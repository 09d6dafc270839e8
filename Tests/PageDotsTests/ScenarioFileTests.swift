import Foundation
import Testing
import Yams
@testable import PageDots

/// Scenario and playground files read by the core's `Decodable` types, without the
/// program: what each key becomes, and where each error points.
struct ScenarioFileTests {
    func read(_ yaml: String, _ reading: Scenario.Reading = Scenario.Reading()) throws -> Scenario {
        try YAMLDecoder().decode(Scenario.self, from: yaml, userInfo: reading.userInfo)
    }

    /// The error reading `yaml` gives: its message and the path to what it is about.
    func failure(_ yaml: String, _ reading: Scenario.Reading = Scenario.Reading()) -> FileMessage? {
        do {
            _ = try read(yaml, reading)
            return nil
        } catch let e as DecodingError {
            return FileMessage(e) { _ in "something" }
        } catch {
            return FileMessage(.dataCorrupted(.init(codingPath: [], debugDescription: "\(error)")), found: { _ in "" })
        }
    }

    @Test func everyStepKindIsReadAndPlayed() throws {
        let s = try read("""
            pages: 12
            steps:
              - wait: 0.5
              - goto: 4
                duration: 0.2
                easing: linear
              - drag: { by: 1.3, duration: 0.4 }
              - flick: { velocity: 3 }
              - wheel: { dx: 0.8, duration: 0.3 }
              - tap: { style: system, side: trailing }
              - scrub: { row: 1, to: 2, duration: 0.5 }
              - press: plus
              - set: { pages: 30, cosine.width: 200 }
            """)
        #expect(s.steps.map { type(of: $0).name } == ScenarioSteps.kinds.map { $0.name })
        #expect(abs(s.stepSeconds - 1.9) < 1e-12)
        var player = try ScenarioPlayer(s)
        while try player.advance() {}
        #expect(player.model.pages == 30 && player.model.isAtRest)
        #expect(abs(player.model.row(.cosine)!.layout.width - 200) < 1e-9)
    }

    @Test func stepKindsHaveOneNameEach() {
        let names = ScenarioSteps.kinds.map { $0.name }
        #expect(Set(names).count == names.count)
    }

    @Test func anyStylesParametersAtTheTopLevel() throws {
        let s = try read("pages: 5\nstyles: [worm, system]\nworm: { thickness: 0.5 }\nsystem: { maxDots: 4 }\nsteps: []\n")
        #expect(s.rows.map(\.style.kind) == [.worm, .system])
        #expect(s.rows[0].style.value("thickness") == .number(0.5))
        #expect(s.rows[1].style.value("maxDots") == .number(4))
    }

    @Test func theHeaderSetsUpThePlayground() throws {
        let s = try read("size: 640x360\nfps: 30\npages: 9\npage: 3\ntracking: discrete\ndirection: rtl\nloop: true\nsteps: []\n")
        #expect(s.width == 640 && s.height == 360 && s.fps == 30)
        #expect(s.pages == 9 && s.page == 3 && s.tracking == .discrete && s.direction == .rtl && s.wrap == .continuous)
    }

    @Test(arguments: [
        ("pages: 3\nsteps:\n  - jump: 1\n", [FileMessage.PathStep.key("steps"), .index(0)], "unknown step 'jump': allowed wait, goto, drag, flick, wheel, tap, scrub, press, set"),
        ("pages: 3\nsteps:\n  - goto: 1\n    speed: 2\n", [.key("steps"), .index(0), .key("speed")], "unknown key 'speed' in a goto step"),
        ("pages: 3\nsteps:\n  - goto: 5\n", [.key("steps"), .index(0)], "goto 5 is beyond the 3 pages: allowed 0 to 2"),
        ("pages: 3\nsteps:\n  - set: { pages: 9 }\n  - goto: 5\n", [.key("steps"), .index(1)], ""),
        ("pages: 3\nsteps:\n  - tap: { style: worm, side: leading }\n", [.key("steps"), .index(0)], "tap names style worm, which no row shows"),
        ("pages: 3\ncolour: red\nsteps: []\n", [.key("colour")], "unknown key 'colour': allowed pages, page, fps"),
        ("pages: 3\nrows: [instagram]\nsystem: { maxDots: 4 }\nsteps: []\n", [.key("system")], "with rows, put a row's parameters in the row"),
        ("pages: 3\nrows:\n  - { style: system, foo: 1 }\nsteps: []\n", [.key("rows"), .index(0), .key("foo")], "system has no parameter 'foo'"),
        ("pages: 3\nsize: 9x9\nsteps: []\n", [.key("size")], "size 9x9 is out of range: each side 16 to 8192"),
        ("pages: 3\n", [], "missing key 'steps'"),
        ("pages: 3\nsteps:\n  - press: { solo: 0 }\n", [.key("steps"), .index(0), .key("press"), .key("solo")], "solo 0 is not allowed: a whole number from 1 to 16"),
        ("pages: 3\nsteps:\n  - press: { row: 2 }\n", [.key("steps"), .index(0), .key("press"), .key("row")], "unknown key 'row' in press"),
        ("pages: 3\nsteps:\n  - press: { solo: 4 }\n", [.key("steps"), .index(0)], "names row 4; there are 3 rows"),
        ("pages: 3\nlocationPage: 3\nsteps: []\n", [.key("locationPage")], "locationPage 3 is beyond the 3 pages: allowed 0 to 2"),
        ("pages: 3\nlocationPage: -1\nsteps: []\n", [.key("locationPage")], "locationPage -1 is not allowed"),
        // A pointer step on a row a solo hides reaches nothing: refused, at any later step,
        // until every row shows again (by showAll, a solo of no row or Tab past the last).
        ("pages: 3\nsteps:\n  - press: solo2\n  - wait: 1\n  - tap: { row: 1, side: leading }\n", [.key("steps"), .index(2)],
         "tap names row 1, which is hidden: row 2 is shown alone (press: showAll shows every row)"),
        ("pages: 3\nsteps:\n  - press: solo2\n  - scrub: { style: cosine, to: 2, duration: 1 }\n", [.key("steps"), .index(1)], "scrub names row 3, which is hidden"),
        ("pages: 3\nsteps:\n  - press: solo2\n  - tap: { style: system, side: leading }\n", [.key("steps"), .index(1)], ""),
        ("pages: 3\nsteps:\n  - press: solo2\n  - press: showAll\n  - tap: { row: 1, side: leading }\n", [.key("steps"), .index(2)], ""),
        ("pages: 3\nsteps:\n  - press: solo3\n  - press: soloNext\n  - tap: { row: 1, side: leading }\n", [.key("steps"), .index(2)], ""),
        ("pages: 3\nsteps:\n  - press: solo1\n  - press: soloNext\n  - tap: { row: 1, side: leading }\n", [.key("steps"), .index(2)], "which is hidden: row 2"),
    ])
    func errorsPointAtWhatIsWrong(yaml: String, path: [FileMessage.PathStep], message: String) {
        let m = failure(yaml)
        if message.isEmpty {
            #expect(m == nil, "\(yaml)")
            return
        }
        #expect(m?.path == path, "\(yaml)")
        #expect(m?.text.contains(message) == true, "\(m?.text ?? "no error")")
    }

    /// `press: { solo: N }` solos any row, past the nine the keys reach.
    @Test func pressSolosAnyRow() throws {
        let rows = StyleKind.allCases.map(\.rawValue).joined(separator: ", ")
        let s = try read("pages: 5\nrows: [\(rows)]\nsteps:\n  - press: { solo: 12 }\n")
        var player = try ScenarioPlayer(s)
        while try player.advance() {}
        #expect(player.model.solo == player.model.rows[11].id)
    }

    @Test func settingsApplyBeforeTheStepsAreChecked() throws {
        let yaml = "pages: 30\nstyles: [instagram]\nsteps:\n  - set: { instagram.fullDots: 9 }\n"
        // fullDots 9 needs maxDots 9 or more: given by --set, the step is fine.
        #expect(failure(yaml)?.text.contains("fullDots") == true)
        let s = try read(yaml, Scenario.Reading(settings: [try RowSetting(parsing: "instagram.maxDots=9")]))
        #expect(s.rows[0].style.value("maxDots") == .number(9))
    }

    @Test func aPlaygroundFileNeedsNoStepsAndReadsBackWhatWasWritten() throws {
        var setup = PlaygroundSetup(pages: 20, rows: [
            RowSpec(try PageIndicator(.instagram, settings: [("maxDots", .number(9)), ("fullDots", .number(5))]), label: "band \"of\" 5"),
            RowSpec(try PageIndicator(.worm, settings: [("thickness", .number(0.5))]), colors: RowColors(current: Color(hexText: "#FF2D55"))),
        ])
        setup.page = 7
        setup.tracking = .discrete
        setup.direction = .rtl
        setup.wrap = .morph
        setup.timeScale = 0.25
        setup.easing = .spring(response: 0.5, dampingRatio: 0.7)
        setup.locationPage = 3
        let text = PlaygroundFile.text(setup.makeModel())
        let back = try read(text, PlaygroundFile.reading()).setup
        #expect(back == setup)
        #expect(text.contains("timeScale: 0.25\n") && text.contains("easing: \"spring(0.5, 0.7)\"\n") && text.contains("locationPage: 3\n"))
        // The model it makes runs at that time scale and easing, with that location page.
        let model = back.makeModel()
        #expect(model.timeScale == 0.25 && model.easing == .spring(response: 0.5, dampingRatio: 0.7) && model.locationPage == 3)
    }

    /// W after the pages shrank under the location page: the file leaves it out, and loads.
    @Test func aLocationPageThePagesNoLongerReachIsNotSaved() throws {
        var setup = PlaygroundSetup(pages: 12)
        setup.locationPage = 10
        var m = setup.makeModel()
        for _ in 0..<4 { try m.handle(.command(.fewerPages)) }
        let text = PlaygroundFile.text(m)
        #expect(!text.contains("locationPage"))
        #expect(try read(text, PlaygroundFile.reading()).setup.pages == 8)
    }

    /// A playground file saved again applies all of its header but the window's size, and
    /// keeps the position.
    @Test func aFileSavedAgainAppliesItsHeader() throws {
        var model = PlaygroundSetup(pages: 12).makeModel()
        model.place(at: 5)
        var setup = PlaygroundSetup(pages: 12)
        setup.tracking = .discrete
        setup.direction = .rtl
        setup.wrap = .morph
        setup.timeScale = 0.5
        setup.easing = .linear
        setup.locationPage = 2
        try model.apply(setup)
        #expect(model.tracking == .discrete && model.direction == .rtl && model.wrap == .morph)
        #expect(model.timeScale == 0.5 && model.easing == .linear && model.currentPage == 5 && model.locationPage == 2)
        #expect(model.screenSize.width == 1280 && model.screenSize.height == 720)
        try model.apply(PlaygroundSetup(pages: 12))
        #expect(model.direction == .ltr && model.wrap == nil && model.timeScale == 1 && model.easing == nil && model.currentPage == 5)
        #expect(model.locationPage == nil)
    }
}
