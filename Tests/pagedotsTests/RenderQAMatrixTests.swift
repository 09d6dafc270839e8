import Foundation
import Testing
import TestSupport

/// PageDots judged by its own QA (docs/qa.md#pagedots-own-renders): renders of
/// `Assets/Scenarios/every-style.yaml` — each style cropped to its row, at several rates,
/// formats and scales, and the whole window — checked by `check --video` find every row and
/// agree with `check --scenario` (which finds nothing); the four faults put into a render's
/// frames are found within a frame of where they start.
///
/// CI plays a matrix that covers every style, rate, format and scale once; `QA_MATRIX=all`
/// plays all of it (every style at 10, 15, 24, 30 and 60 fps, as GIF, MP4 and ProRes, at
/// scale 1 to 3).
final class RenderQAMatrixTests {
    let dir: URL
    /// `QA_RECORDINGS_DIR=dir` keeps the renders there, to look at.
    let keep = ProcessInfo.processInfo.environment["QA_RECORDINGS_DIR"]
    init() throws { dir = try keep.map { URL(fileURLWithPath: $0) } ?? CommandRunner.temporaryFolder("matrix") }
    deinit { if keep == nil { try? FileManager.default.removeItem(at: dir) } }

    static let scenario = CheckCommandTests.root.appendingPathComponent("Assets/Scenarios/every-style.yaml").path

    /// The styles that draw a row of elements (`fraction` draws text, `bar` one bar: not
    /// judged, see `aTextOrABarIsNotJudged`).
    static let rows = ["instagram", "system", "cosine", "worm", "expanding", "jumping", "scale", "color", "swap", "slide",
                       "scrolling", "customizable", "progress"]

    /// One render: a style's row, at a rate, as a format, at a scale.
    struct Case: CustomTestStringConvertible, Sendable {
        var style: String, fps: Int, format: String, scale: Int
        var testDescription: String { "\(style) \(fps) fps \(format) ×\(scale)" }
    }

    static var cases: [Case] {
        if ProcessInfo.processInfo.environment["QA_MATRIX"] == "all" {
            return rows.flatMap { style in
                [10, 15, 24, 30, 60].flatMap { fps in
                    ["gif", "mp4", "mov"].flatMap { format in (1...3).map { Case(style: style, fps: fps, format: format, scale: $0) } }
                }
            }
        }
        // Every style once; every rate, format and scale several times.
        let rates = [15, 24, 30, 10, 60], formats = ["gif", "mp4", "mov"]
        return rows.enumerated().map { k, style in
            Case(style: style, fps: rates[k % rates.count], format: formats[k % formats.count], scale: 1 + k % 3)
        }
    }

    /// `check --json` on `args`: status, the frames of the findings, the rows of the
    /// summary and everything printed.
    func check(_ args: [String]) throws -> (status: Int32, frames: [Int], rows: [Row], text: String) {
        let r = try CommandRunner.run(["check", "--json"] + args)
        var frames: [Int] = [], rows: [Row] = []
        for line in r.stdout.split(separator: "\n") {
            let o = try JSONDecoder().decode(Line.self, from: Data(line.utf8))
            if let f = o.frame { frames.append(f) }
            if let s = o.summary { rows = s.rows }
        }
        return (r.status, frames, rows, r.stdout + r.stderr)
    }

    struct Row: Decodable { var row: Int; var region: [Int]; var judged: Bool; var findings: Int }
    struct Summary: Decodable { var rows: [Row] }
    struct Line: Decodable { var frame: Int?; var summary: Summary? }

    /// Renders the scenario (`crop` a style's row, or the whole window) to `name`.
    func render(_ name: String, crop: String?, fps: Int, scale: Int) throws -> String {
        let out = dir.appendingPathComponent(name).path
        var args = ["render", "--scenario", Self.scenario, "--out", out, "--fps", "\(fps)"]
        if let crop { args += ["--crop", crop, "--scale", "\(scale)"] }
        let r = try CommandRunner.run(args)
        #expect(r.status == 0, "\(r.stderr)")
        return out
    }

    @Test func theScenarioItselfChecksClean() throws {
        let r = try CommandRunner.run(["check", "--scenario", Self.scenario])
        #expect(r.status == 0, "\(r.stdout)")
    }

    @Test(arguments: cases)
    func aRenderOfARowChecksAsItsScenario(_ c: Case) throws {
        let video = try render("\(c.style)-\(c.fps)-\(c.scale).\(c.format)", crop: c.style, fps: c.fps, scale: c.scale)
        let r = try check(["--video", video])
        #expect(r.status == 0 && r.rows.count == 1 && r.rows.allSatisfy(\.judged), "\(c.testDescription): \(r.text)")
    }

    /// The whole window, every row at once: each found (and nothing else: not the labels,
    /// not the cards' numbers), judged, and clean.
    @Test(arguments: [(30, "mp4"), (15, "gif")])
    func theWholeWindowHasEveryRow(fps: Int, format: String) throws {
        let video = try render("window-\(fps).\(format)", crop: nil, fps: fps, scale: 1)
        let r = try check(["--video", video])
        #expect(r.status == 0, "\(r.text)")
        #expect(r.rows.count == Self.rows.count && r.rows.allSatisfy(\.judged), "\(r.rows.count) rows: \(r.text)")
    }

    /// The demo (its three rows through drags, a flick, a scrub, a page-count change and a
    /// slow drag that starts from rest), rendered whole at its own rate: every row found and
    /// clean, as `check --scenario` finds it.
    @Test func theDemoChecksAsItsScenario() throws {
        let demo = CheckCommandTests.root.appendingPathComponent("Assets/Scenarios/demo.yaml").path
        #expect(try CommandRunner.run(["check", "--scenario", demo]).status == 0)
        let out = dir.appendingPathComponent("demo.mp4").path
        #expect(try CommandRunner.run(["render", "--scenario", demo, "--out", out]).status == 0)
        let r = try check(["--video", out])
        #expect(r.status == 0 && r.rows.count == 3 && r.rows.allSatisfy(\.judged), "\(r.text)")
    }

    /// Gotos across twenty pages and more whose easings overshoot (a back easing, a spring,
    /// a Bézier past 1): the current element is carried past the page it goes to and back,
    /// travelling there — no flash, as `check --scenario` finds.
    @Test(arguments: ["2", "3"])
    func overshootingGotosCheckAsTheirScenario(row: String) throws {
        let scenario = CheckCommandTests.root.appendingPathComponent("Assets/Scenarios/stress/long-gotos-easings.yaml").path
        #expect(try CommandRunner.run(["check", "--scenario", scenario]).status == 0)
        let out = dir.appendingPathComponent("long-gotos-\(row).mp4").path
        #expect(try CommandRunner.run(["render", "--scenario", scenario, "--crop", row, "--scale", "2", "--out", out]).status == 0)
        let r = try check(["--video", out])
        #expect(r.status == 0 && r.rows.count == 1, "\(r.text)")
    }

    /// Gotos to the last of five pages and back whose easings overshoot, at 15 and 30 fps:
    /// a worm carried past the end swings back over its neighbour, stretched, for a frame
    /// or two; an expanding pill, a slide and a swap pass over theirs. One current element
    /// stretched, no second one and nothing vanishing, as `check --scenario` finds.
    @Test(arguments: ["1", "2", "3", "4"], [15, 30])
    func springGotosCheckAsTheirScenario(row: String, fps: Int) throws {
        let scenario = CheckCommandTests.root.appendingPathComponent("Assets/Scenarios/stress/spring-gotos-on-five-pages.yaml").path
        #expect(try CommandRunner.run(["check", "--scenario", scenario]).status == 0)
        let out = dir.appendingPathComponent("springs-\(row)-\(fps).mp4").path
        #expect(try CommandRunner.run(["render", "--scenario", scenario, "--crop", row, "--scale", "2", "--fps", "\(fps)", "--out", out]).status == 0)
        let r = try check(["--video", out])
        #expect(r.status == 0 && r.rows.count == 1, "\(r.text)")
    }

    /// A page number as text and a single bar are not rows of elements: not judged, and
    /// said so (exit 3), never a pass.
    @Test(arguments: ["fraction", "bar"])
    func aTextOrABarIsNotJudged(style: String) throws {
        let video = try render("\(style).mp4", crop: style, fps: 30, scale: 2)
        let r = try CommandRunner.run(["check", "--video", video])
        #expect(r.status == 3 && r.stderr.contains("no row"), "\(r.stdout) \(r.stderr)")
        // (Its last line says so too: no row judged is no pass.)
        #expect(r.stdout.contains("(1 recording with no row judged)"), "\(r.stdout)")
    }


    /// A row whose window jumps many pages at once (End, then Home, over 15 pages): at 20
    /// fps a frame catches the strip half a pitch along under a window that stays where it
    /// is, and its end dots are small. What slides past the window's ends left the row; it
    /// did not vanish.
    @Test(arguments: ["worm", "scrolling"])
    func aWindowThatJumpsManyPagesChecksClean(style: String) throws {
        let scenario = dir.appendingPathComponent("jumps-\(style).yaml")
        try """
        size: 960x540
        fps: 60
        pages: 15
        styles: [\(style)]
        steps:
          - wait: 0.5
          - press: end
          - wait: 0.7
          - press: home
          - wait: 0.7
        """.write(to: scenario, atomically: true, encoding: .utf8)
        #expect(try CommandRunner.run(["check", "--scenario", scenario.path]).status == 0)
        let out = dir.appendingPathComponent("jumps-\(style).gif").path
        #expect(try CommandRunner.run(["render", "--scenario", scenario.path, "--crop", style, "--scale", "2", "--fps", "20", "--out", out]).status == 0)
        let r = try check(["--video", out])
        #expect(r.status == 0 && r.rows.count == 1 && r.rows.allSatisfy(\.judged), "\(r.text)")
    }
    /// The faults a QA tool must catch, put into a render's own frames.
    enum Fault: String, CaseIterable, Sendable {
        /// The whole row blank for one frame.
        case blankRow
        /// A full-size element gone for one frame.
        case elementGone
        /// A second current element for three frames.
        case secondCurrent
        /// A state two or more pitches away for one frame.
        case flash
    }

    struct FaultCase: CustomTestStringConvertible, Sendable {
        var style: String, fault: Fault
        var testDescription: String { "\(fault.rawValue) in \(style)" }
    }

    /// Each fault in several styles (every style with `QA_MATRIX=all`).
    static var faultCases: [FaultCase] {
        let all = ProcessInfo.processInfo.environment["QA_MATRIX"] == "all"
        return Fault.allCases.enumerated().flatMap { k, fault in
            (all ? rows : [rows[k % rows.count], rows[(k + 5) % rows.count], rows[(k + 9) % rows.count]]).map { FaultCase(style: $0, fault: fault) }
        }
    }

    struct TracedFrame: Decodable {
        var scrollerAtRest: Bool
        var currentPage: Int
        var rows: [TracedRow]
        struct TracedRow: Decodable { var animating: Bool }
    }

    struct Detected: Decodable {
        struct Dot: Decodable { var x, y, width, height: Double; var current: Bool? }
        var frame: Int
        var dots: [Dot]
    }

    /// Runs a program from the path; its standard output.
    func tool(_ arguments: [String], input: Data? = nil) throws -> Data {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = arguments
        let out = Pipe(), inp = Pipe()
        p.standardOutput = out
        if input != nil { p.standardInput = inp }
        try p.run()
        if let input {
            DispatchQueue.global().async { try? inp.fileHandleForWriting.write(contentsOf: input); try? inp.fileHandleForWriting.close() }
        }
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        #expect(p.terminationStatus == 0, "\(arguments.prefix(3))")
        return data
    }

    /// A render of `style` with `fault` put into its frames at a rest in the middle of the
    /// scenario, checked: found within a frame of where it starts.
    @Test(arguments: faultCases)
    func aFaultInARenderIsFound(_ c: FaultCase) throws {
        let fps = 30, frames = dir.appendingPathComponent("frames-\(c.style)-\(c.fault.rawValue)")
        let r = try CommandRunner.run(["render", "--scenario", Self.scenario, "--crop", c.style, "--scale", "2", "--fps", "\(fps)", "--out", frames.path])
        #expect(r.status == 0, "\(r.stderr)")
        // The truth: which frames rest, on which page.
        let traced = try CommandRunner.run(["trace", "--scenario", Self.scenario, "--fps", "\(fps)", "--json"])
        let truth = try traced.stdout.split(separator: "\n").map { try JSONDecoder().decode(TracedFrame.self, from: Data($0.utf8)) }
        func rests(_ i: Int) -> Bool { truth[i].scrollerAtRest && !truth[i].rows.contains(where: \.animating) }
        // The pixels: every frame as RGB.
        let first = try Data(contentsOf: frames.appendingPathComponent("frame-00001.png"))
        let width = Int(first[16]) << 24 | Int(first[17]) << 16 | Int(first[18]) << 8 | Int(first[19])
        let height = Int(first[20]) << 24 | Int(first[21]) << 16 | Int(first[22]) << 8 | Int(first[23])
        var rgb = [UInt8](try tool(["ffmpeg", "-v", "error", "-i", frames.appendingPathComponent("frame-%05d.png").path,
                                    "-f", "rawvideo", "-pix_fmt", "rgb24", "-"]))
        let size = width * height * 3, count = rgb.count / size
        #expect(count == truth.count)
        func encode(_ name: String) throws -> String {
            let path = dir.appendingPathComponent(name).path
            _ = try tool(["ffmpeg", "-v", "error", "-y", "-f", "rawvideo", "-pix_fmt", "rgb24", "-s", "\(width)x\(height)", "-r", "\(fps)", "-i", "-",
                          "-c:v", "libx264", "-pix_fmt", "yuv420p", "-crf", "18", path], input: Data(rgb))
            return path
        }
        // Where the elements stand, measured on the clean render.
        let clean = try encode("clean-\(c.style)-\(c.fault.rawValue).mp4")
        let detected = try CommandRunner.run(["detect", "--video", clean, "--json"]).stdout.split(separator: "\n")
            .map { try JSONDecoder().decode(Detected.self, from: Data($0.utf8)) }
        // A frame resting with three resting frames either side, past the first second, on
        // a page with a page two or more away shown at rest elsewhere.
        let start = (fps..<(count - 4)).first { i in
            (i - 3...i + 3).allSatisfy(rests) && truth[(i - 3)...(i + 3)].allSatisfy { $0.currentPage == truth[i].currentPage }
                && detected[i].dots.count >= 4 && detected[i].dots.contains { $0.current == true }
                && truth.indices.contains { rests($0) && abs(truth[$0].currentPage - truth[i].currentPage) >= 2 }
        }
        let at = try #require(start, "no rest to put \(c.fault) in")
        let dots = detected[at].dots.sorted { $0.x < $1.x }
        let current = try #require(dots.firstIndex { $0.current == true })
        func pixel(_ f: Int, _ x: Int, _ y: Int) -> [UInt8] {
            let o = f * size + (min(height - 1, max(0, y)) * width + min(width - 1, max(0, x))) * 3
            return Array(rgb[o..<(o + 3)])
        }
        func paint(_ f: Int, _ x: Int, _ y: Int, _ c: [UInt8]) {
            guard x >= 0, y >= 0, x < width, y < height else { return }
            let o = f * size + (y * width + x) * 3
            rgb[o] = c[0]; rgb[o + 1] = c[1]; rgb[o + 2] = c[2]
        }
        // An ordinary element of full size, away from the current one.
        let tallest = dots.filter { $0.current != true }.map(\.height).max() ?? 0
        let far = dots.indices.filter { abs($0 - current) >= 2 && dots[$0].height >= 0.9 * tallest && dots[$0].current != true }
        let pitch = (dots.last!.x - dots.first!.x) / Double(dots.count - 1)
        var fault = at
        switch c.fault {
        case .blankRow:
            let behind = pixel(at, 1, 1)
            for y in 0..<height { for x in 0..<width { paint(at, x, y, behind) } }
        case .elementGone:
            let e = dots[try #require(far.first)]
            let behind = pixel(at, Int(e.x - pitch / 2), Int(e.y))
            for y in Int(e.y - e.height / 2 - 3)...Int(e.y + e.height / 2 + 3) {
                for x in Int(e.x - e.width / 2 - 3)...Int(e.x + e.width / 2 + 3) { paint(at, x, y, behind) }
            }
        case .secondCurrent:
            // The ordinary element in the current colour, its edges as covered as they were.
            let e = dots[try #require(far.first)], k = dots[current]
            for f in at..<(at + 3) {
                let behind = pixel(f, Int(e.x - pitch / 2), Int(e.y)), ordinary = pixel(f, Int(e.x), Int(e.y)), lit = pixel(f, Int(k.x), Int(k.y))
                let channel = (0..<3).max { abs(Int(ordinary[$0]) - Int(behind[$0])) < abs(Int(ordinary[$1]) - Int(behind[$1])) }!
                let full = Double(Int(ordinary[channel]) - Int(behind[channel]))
                for y in Int(e.y - e.height / 2 - 2)...Int(e.y + e.height / 2 + 2) {
                    for x in Int(e.x - e.width / 2 - 2)...Int(e.x + e.width / 2 + 2) {
                        let v = pixel(f, x, y)
                        let cover = full == 0 ? 0 : min(1, max(0, Double(Int(v[channel]) - Int(behind[channel])) / full))
                        paint(f, x, y, (0..<3).map { UInt8((Double(behind[$0]) + cover * (Double(lit[$0]) - Double(behind[$0]))).rounded()) })
                    }
                }
            }
        case .flash:
            let other = try #require(truth.indices.first { rests($0) && abs(truth[$0].currentPage - truth[at].currentPage) >= 2 })
            rgb.replaceSubrange((at * size)..<((at + 1) * size), with: rgb[(other * size)..<((other + 1) * size)])
            fault = at
        }
        let broken = try encode("\(c.fault.rawValue)-\(c.style).mp4")
        let result = try check(["--video", broken])
        #expect(result.status == 1, "\(c.testDescription) at frame \(fault): \(result.text)")
        #expect(result.frames.contains { abs($0 - fault) <= 1 }, "\(c.testDescription) at frame \(fault): \(result.text)")
    }
}
