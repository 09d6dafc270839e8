import Foundation
import Testing
import TestSupport
import PageDots

/// QA of a control PageDots did not draw: recordings of `SyntheticControl` (its own
/// supersampled renderer, H.264 4:2:0 at crf 20, dark and light, pages sliding above)
/// measured by `detect` against the drawn truth, and checked by `check --video` and
/// `check --trace`, clean and with faults put in.
final class RecordingQATests {
    let dir: URL
    /// `QA_RECORDINGS_DIR=dir` keeps the recordings there, to look at.
    let keep = ProcessInfo.processInfo.environment["QA_RECORDINGS_DIR"]
    init() throws { dir = try keep.map { URL(fileURLWithPath: $0) } ?? CommandRunner.temporaryFolder("qa") }
    deinit { if keep == nil { try? FileManager.default.removeItem(at: dir) } }

    /// A recording of `kind` at `scale` px per pt; `fault` changes the truth of some frames.
    func record(_ kind: SyntheticControl.Kind, scale: Double, dark: Bool, blue: Bool = false, pages: Int = 7, frames count: Int = 200, ordinary: [Double]? = nil,
                fault: ((Int, inout [SyntheticControl.Element]) -> Void)? = nil,
                look: (inout SyntheticFrames) -> Void = { _ in }) throws -> (path: String, truth: [[SyntheticControl.Element]]) {
        let width = Int(200 * scale) & ~1 + 40, height = Int(120 * scale) & ~1
        let control = SyntheticControl(kind: kind, pages: pages, scale: scale, centreX: Double(width) / 2 + 0.37, centreY: Double(height) * 0.8 + 0.21)
        var frames = SyntheticFrames(width: width, height: height, dark: dark)
        frames.blue = blue
        frames.ordinaryColour = ordinary
        look(&frames)
        var truth: [[SyntheticControl.Element]] = []
        var pixels: [[UInt8]] = []
        for (i, p) in SyntheticControl.path(frames: count, pages: pages).enumerated() {
            var e = control.elements(at: p)
            fault?(i, &e)
            truth.append(e)
            pixels.append(frames.draw(e, position: p))
        }
        let path = dir.appendingPathComponent("\(kind)-\(scale)-\(dark)-\(blue)-\(UUID().uuidString.prefix(6)).mp4").path
        try frames.encode(pixels, to: path)
        return (path, truth)
    }

    struct Detected: Decodable {
        struct Dot: Decodable { var x, y, width, height: Double; var current: Bool? }
        var frame: Int
        var time: Double?
        var dots: [Dot]
    }

    func detect(_ path: String, _ more: [String] = []) throws -> [Detected] {
        let r = try CommandRunner.run(["detect", "--video", path, "--json"] + more)
        #expect(r.status == 0, "\(r.stderr)")
        return try r.stdout.split(separator: "\n").map { try JSONDecoder().decode(Detected.self, from: Data($0.utf8)) }
    }

    static func percentile(_ v: [Double], _ q: Double) -> Double {
        let s = v.sorted()
        return s.isEmpty ? 0 : s[min(s.count - 1, Int((Double(s.count - 1) * q).rounded(.up)))]
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func detectFindsEveryElementSubPixel(scale: Double) throws {
        var centre: [Double] = [], size: [Double] = []
        var wrongCurrent: [String] = []
        for kind in SyntheticControl.Kind.allCases {
            for dark in [true, false] {
                let (path, truth) = try record(kind, scale: scale, dark: dark, blue: kind == .pills && dark)
                let found = try detect(path)
                #expect(found.count == truth.count)
                for (t, d) in zip(truth, found) {
                    for e in t where min(e.width, e.height) >= 3 {
                        guard let m = d.dots.min(by: { hypot($0.x - e.x, $0.y - e.y) < hypot($1.x - e.x, $1.y - e.y) }) else {
                            centre.append(.infinity)
                            continue
                        }
                        centre.append(hypot(m.x - e.x, m.y - e.y))
                        size.append(max(abs(m.width - e.width), abs(m.height - e.height)))
                        if size.last! > 0.5 && ProcessInfo.processInfo.environment["QA_VERBOSE"] != nil {
                            print("\(kind) dark \(dark) frame \(d.frame): truth \(e.x) \(e.width)x\(e.height), found \(m.x) \(m.width)x\(m.height)")
                        }
                    }
                    let currents = d.dots.filter { $0.current == true }
                    let truthCurrent = t.first { $0.current }!
                    if currents.count != 1 || hypot(currents[0].x - truthCurrent.x, currents[0].y - truthCurrent.y) > 1 {
                        wrongCurrent.append("\(kind) dark \(dark) frame \(d.frame)")
                    }
                }
            }
        }
        let c99 = Self.percentile(centre, 0.99), s99 = Self.percentile(size, 0.99)
        print("scale \(scale): \(centre.count) elements, centre p99 \(c99) max \(centre.max()!), size p99 \(s99) max \(size.max()!)")
        #expect(c99 <= 0.35)
        #expect(s99 <= 0.5)
        #expect(wrongCurrent.isEmpty, "\(wrongCurrent.prefix(5))")
    }

    /// Faults put into a control's truth: what `check` must catch, in the frame they start.
    enum Fault: CaseIterable {
        case fullDotMissing, twoCurrent, noCurrent, rowDisplaced

        /// Changes frame `i`'s elements (from `start`); `pitch` in px.
        func apply(_ i: Int, _ e: inout [SyntheticControl.Element], start: Int, pitch: Double) {
            switch self {
            case .fullDotMissing:
                guard i == start, let k = e.indices.first(where: { !e[$0].current && e[$0].height >= e.map(\.height).max()! - 1e-9 }) else { return }
                e.remove(at: k)
            case .twoCurrent:
                guard (start..<start + 3).contains(i), let k = e.indices.first(where: { !e[$0].current && e[$0].height > 2 }) else { return }
                e[k].current = true
            case .noCurrent:
                guard (start..<start + 2).contains(i) else { return }
                for k in e.indices { e[k].current = false }
            case .rowDisplaced:
                guard i == start else { return }
                for k in e.indices { e[k].x += 3 * pitch }
            }
        }
    }

    struct Finding: Decodable { var frame: Int?; var invariant: String?; var summary: Summary? }
    struct Summary: Decodable { var findings: Int }

    /// `check --json` on `args`: its status and the frames of its findings.
    func check(_ args: [String]) throws -> (status: Int32, frames: [Int], text: String) {
        let r = try CommandRunner.run(["check", "--json"] + args)
        let lines = try r.stdout.split(separator: "\n").map { try JSONDecoder().decode(Finding.self, from: Data($0.utf8)) }
        return (r.status, lines.compactMap(\.frame), r.stdout + r.stderr)
    }

    /// The truth as a minimal trace, in pt (any unit will do).
    func trace(_ truth: [[SyntheticControl.Element]], scale: Double) throws -> String {
        let lines = truth.enumerated().map { i, e in
            "{\"frame\": \(i), \"time\": \(Double(i) / 60), \"dots\": [" + e.map {
                "{\"x\": \($0.x / scale), \"y\": \($0.y / scale), \"width\": \($0.width / scale), \"height\": \($0.height / scale), \"current\": \($0.current)}"
            }.joined(separator: ", ") + "]}"
        }
        let path = dir.appendingPathComponent("trace-\(UUID().uuidString.prefix(6)).jsonl").path
        try lines.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test(arguments: SyntheticControl.Kind.allCases)
    func checkPassesCleanRecordingsAndTracesOfMovingControls(kind: SyntheticControl.Kind) throws {
        let (path, truth) = try record(kind, scale: 2, dark: kind != .strip)
        let video = try check(["--video", path])
        #expect(video.status == 0, "\(video.text)")
        let traced = try check(["--trace", try trace(truth, scale: 2)])
        #expect(traced.status == 0, "\(traced.text)")
    }

    /// Each fault, at rest (frame 40) and in the fast run (frame 110), in a recording and
    /// in a trace: found, and first found in the frame it starts.
    @Test(arguments: Fault.allCases)
    func checkCatchesEachFaultInTheFrameItStarts(fault: Fault) throws {
        for (kind, start) in [(SyntheticControl.Kind.fixed, 40), (.strip, 110)] {
            let pitch = 14.0 * 2
            let (path, truth) = try record(kind, scale: 2, dark: true) { fault.apply($0, &$1, start: start, pitch: pitch) }
            let picture = dir.appendingPathComponent("report-\(kind)-\(fault).png").path
            let video = try check(["--video", path, "--report", picture])
            #expect(video.status == 1 && video.frames.first == start, "\(kind) \(fault) recording: \(video.text)")
            // The report is a picture of the frames around it.
            let png = try Data(contentsOf: URL(fileURLWithPath: picture))
            #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]) && png.count > 2000)
            let traced = try check(["--trace", try trace(truth, scale: 2)])
            #expect(traced.status == 1 && traced.frames.first == start, "\(kind) \(fault) trace: \(traced.text)")
        }
    }

    @Test func badInputIsOneLineAndStatusTwo() throws {
        func write(_ name: String, _ text: String) throws -> String {
            let path = dir.appendingPathComponent(name).path
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            return path
        }
        let (video, _) = try record(.fixed, scale: 1, dark: true)
        // A file with sound and no picture.
        let audio = dir.appendingPathComponent("sound.m4a").path
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = ["ffmpeg", "-v", "error", "-y", "-f", "lavfi", "-i", "sine=duration=0.2", audio]
        try p.run()
        p.waitUntilExit()
        let cases: [[String]] = [
            ["check", "--video", audio],
            ["detect", "--video", dir.appendingPathComponent("missing.mp4").path],
            ["detect", "--video", try write("text.mp4", "not a video")],
            ["detect", "--video", dir.path],
            ["detect", "--video", video, "--region", "1,2,3"],
            ["detect", "--video", video, "--region", "0,0,5000,10"],
            ["detect", "--video", video, "--region", "0,0,1,1"],
            ["detect", "--video", video, "--overlay", dir.appendingPathComponent("overlay.txt").path],
            ["detect", "--video", video, "--overlay", dir.appendingPathComponent("missing/overlay.mp4").path],
            ["check", "--trace", try write("nosize.jsonl", #"{"frame": 0, "dots": [{"x": 1}]}"#)],
            ["check", "--trace", try write("negative.jsonl", #"{"frame": 0, "dots": [{"x": 1, "diameter": -1}]}"#)],
            ["check", "--trace", try write("order.jsonl", "{\"frame\": 1, \"dots\": []}\n{\"frame\": 0, \"dots\": []}")],
            ["check", "--trace", try write("neither.jsonl", #"{"frame": 0}"#)],
            ["check", "--trace", try write("disagree.jsonl", #"{"frame": 0, "dots": [{"x": 1, "diameter": 4, "highlight": 0.9, "current": false}]}"#)],
            ["check", "--trace", try write("notjson.jsonl", #"{"frame": 0, "dots": [{"x": 1e999, "diameter": 4}]}"#)],
            ["check", "--region", "0,0,10,10", "--trace", try write("fine.jsonl", #"{"frame": 0, "dots": [{"x": 1, "diameter": 4}]}"#)],
            ["check", "--trace", try write("huge.jsonl", #"{"frame": 0, "dots": [{"x": 1.7e308, "diameter": 4}]}"#)],
            ["check", "--trace", try write("nodots.jsonl", "{\"frame\": 0, \"dots\": []}\n{\"frame\": 1, \"dots\": []}")],
            ["check", "--trace", try write("backwards.jsonl", "{\"frame\": 0, \"time\": 1, \"dots\": []}\n{\"frame\": 1, \"time\": 0.5, \"dots\": []}")],
            ["detect", "--video", video, "--region", "0,0,40,40"],
            ["check", "--video", video, "--against", "system", "--pages", "0"],
        ]
        for args in cases {
            let r = try CommandRunner.run(args, timeout: 60)
            #expect(r.status == 2 && r.stdout.isEmpty, "\(args): \(r.status) \(r.stdout)")
            #expect(r.stderr.split(separator: "\n").count == 1 && r.stderr.hasPrefix("pagedots: "), "\(args): \(r.stderr)")
        }
    }

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardized

    /// The README's example: a recording of a scrolling strip that shows two current dots
    /// for three frames of a fast run. `RECORD_QA_EXAMPLE=1` draws it again (and the
    /// report the README shows); otherwise the committed one must still give its findings.
    @Test func theReadmeExampleHolds() throws {
        let video = Self.root.appendingPathComponent("Assets/QA/strip-two-current.mp4").path
        let picture = Self.root.appendingPathComponent("docs/qa-report.png").path
        if ProcessInfo.processInfo.environment["RECORD_QA_EXAMPLE"] != nil {
            let (path, _) = try record(.strip, scale: 2, dark: true) { Fault.twoCurrent.apply($0, &$1, start: 110, pitch: 28) }
            try? FileManager.default.removeItem(atPath: video)
            try FileManager.default.copyItem(atPath: path, toPath: video)
            _ = try CommandRunner.run(["check", "--video", video, "--report", picture])
        }
        let r = try check(["--video", video])
        #expect(r.status == 1 && r.frames == [110, 111, 112], "\(r.text)")
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("pagedots check --video Assets/QA/strip-two-current.mp4 --report qa-report.png") && readme.contains("docs/qa-report.png"))
    }

    /// A recording of PageDots' instagram geometry (its layout at each frame, drawn by the
    /// tests' renderer), 12 pages; `sideDot` replaces a 0.66 side dot's scale in the
    /// resting state that starts at frame 80.
    func instagramRecording(sideDot: Double?) throws -> String {
        let scale = 2.0, pages = 12
        let style = try PageIndicator(.instagram)
        var row = PlaygroundRow(style, position: 0, pages: pages)
        var pixels: [[UInt8]] = []
        let frames = SyntheticFrames(width: 440, height: 240, dark: true)
        let path = SyntheticControl.path(pages: pages)
        for (i, p) in path.enumerated() {
            // Its dots as PageDots animates them, the scroller at rest when it stands still.
            row.update(position: p, pages: pages, tracking: .continuous, dt: 1.0 / 60, easing: nil, scrollerAtRest: i > 0 && path[i - 1] == p)
            let full = style.fullDiameter
            var e = row.shown.filter(\.isVisible).map {
                SyntheticControl.Element(x: 220.37 + scale * $0.x, y: 190.21 + scale * $0.y, width: scale * $0.width, height: scale * $0.height, current: $0.current)
            }
            if let sideDot, (80..<100).contains(i), let k = e.firstIndex(where: { abs($0.height / (scale * full) - 0.66) < 0.01 }) {
                e[k].width = scale * full * sideDot
                e[k].height = scale * full * sideDot
            }
            pixels.append(frames.draw(e, position: p))
        }
        let file = dir.appendingPathComponent("instagram-\(sideDot ?? 0).mp4").path
        try frames.encode(pixels, to: file)
        return file
    }

    @Test func againstInstagramPassesItsRulesAndFlagsASideDotOfTheWrongSize() throws {
        let clean = try check(["--video", try instagramRecording(sideDot: nil), "--against", "instagram", "--pages", "12"])
        #expect(clean.status == 0, "\(clean.text)")
        let wrong = try CommandRunner.run(["check", "--video", try instagramRecording(sideDot: 0.5), "--against", "instagram", "--pages", "12"])
        #expect(wrong.status == 1)
        #expect(wrong.stdout.contains("is 0.50 of full size; instagram shows 0.66"), "\(wrong.stdout)")
    }

    @Test func theOverlayIsTheRecordingWithTheDetectionDrawn() throws {
        let (video, _) = try record(.fixed, scale: 2, dark: true)
        let overlay = dir.appendingPathComponent("overlay.mp4").path
        let r = try CommandRunner.run(["detect", "--video", video, "--overlay", overlay])
        #expect(r.status == 0, "\(r.stderr)")
        // As many frames as the recording, of its size.
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = ["ffprobe", "-v", "error", "-count_frames", "-select_streams", "v:0", "-show_entries", "stream=width,height,nb_read_frames", "-of", "csv=p=0", overlay]
        let out = Pipe()
        p.standardOutput = out
        try p.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        #expect(text.trimmingCharacters(in: .whitespacesAndNewlines) == "440,240,200", "\(text)")
    }

    /// A light theme's pale ordinary dots (29 luma levels from the background) beside a dark
    /// current one (173 levels): every dot is found.
    @Test func faintOrdinaryDotsBesideAStrongCurrentOneAreFound() throws {
        let (path, truth) = try record(.fixed, scale: 2, dark: false, ordinary: [208, 208, 213])
        let found = try detect(path)
        #expect(zip(truth, found).allSatisfy { $0.count == $1.dots.count && $1.dots.filter { $0.current == true }.count == 1 })
    }

    /// Pale dots (13 levels over a blue-grey page) 3 px from a white current one, 8 px
    /// across: the faint dots' pixels near the current one join its halo, yet each faint
    /// dot is found in every frame, apart from it (in the row's region).
    @Test func faintDotsAFewPixelsFromAStrongCurrentOneAreFound() throws {
        let width = 320, height = 120
        var control = SyntheticControl(kind: .fixed, pages: 4, scale: 2, centreX: 160.37, centreY: 96.21)
        control.diameter = 4
        control.pitch = 5.5
        var frames = SyntheticFrames(width: width, height: height, dark: false)
        frames.pageColours = [[96, 140, 160]]
        frames.ordinaryColour = [109, 153, 173]
        frames.currentColour = [250, 250, 250]
        let positions = SyntheticControl.path(frames: 120, pages: 4)
        let truth = positions.map { control.elements(at: $0) }
        let path = dir.appendingPathComponent("faint-close.mp4").path
        try frames.encode(zip(truth, positions).map { frames.draw($0, position: $1) }, to: path)
        let found = try detect(path, ["--region", "110,76,100,40"])
        let short = zip(truth, found).filter { $0.count != $1.dots.count }.map(\.1.frame)
        #expect(found.count == truth.count && short.isEmpty, "frames missing dots: \(short.prefix(10))")
    }

    /// Brown ordinary dots beside a red current one over page colours that slide in behind
    /// them, some of which contrast more with the brown than with the red: the row is found
    /// and told current by its colour in every frame, and passes.
    @Test func ordinaryDotsOfTheirOwnColourOverChangingPageColours() throws {
        let pages: [[Double]] = [[203, 253, 152], [64, 240, 229], [141, 64, 241], [254, 151, 203]]
        let (path, truth) = try record(.fixed, scale: 2, dark: false, ordinary: [145, 85, 82], look: {
            $0.currentColour = [253, 79, 56]
            $0.pageColours = pages
        })
        let found = try detect(path)
        #expect(found.count == truth.count)
        // (At rest: in motion a page's edge passes through the dots, and the dot it cuts
        // takes on the edge's colours.)
        let positions = SyntheticControl.path(pages: 7)
        func resting(_ f: Detected) -> Bool { positions[f.frame] == positions[f.frame].rounded() }
        let wrong = zip(truth, found).filter { t, f in
            resting(f) && (t.count != f.dots.count || zip(t, f.dots).contains { $0.current != ($1.current ?? false) })
        }
        #expect(wrong.isEmpty, "\(wrong.count) frames told wrong, first \(wrong.first.map { "\($0.1.frame)" } ?? "")")
        #expect(found.filter(resting).count >= 100)
        let r = try CommandRunner.run(["check", "--video", path])
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
    }

    /// Ordinary dots of black at a fifth laid over page colours that fade one into the next
    /// (red, grey, blue), a white current one: each page darkens in the dots' place. The
    /// dots are measured at their own size in every page's colour, the recording passes,
    /// and a dot gone for a frame is found.
    @Test func darkOverlayDotsOverChangingPageColoursKeepTheirSize() throws {
        let look: (inout SyntheticFrames) -> Void = {
            $0.ordinaryOpacity = 0.2
            $0.currentColour = [252, 252, 252]
            $0.pageColours = [[230, 40, 40], [128, 128, 128], [40, 60, 230]]
            $0.fading = true
        }
        let (path, truth) = try record(.fixed, scale: 2, dark: false, ordinary: [0, 0, 0], look: look)
        let found = try detect(path)
        #expect(found.count == truth.count)
        let positions = SyntheticControl.path(pages: 7)
        let off = zip(truth, found).filter { t, f in
            positions[f.frame] == positions[f.frame].rounded()
                && (t.count != f.dots.count || zip(t, f.dots).contains { abs($1.width - $0.width) > 0.2 * $0.width || abs($1.height - $0.height) > 0.2 * $0.height })
        }
        #expect(off.isEmpty, "\(off.count) resting frames measured off, first \(off.first.map { "\($0.1.frame): \($0.1.dots.map { "\($0.width)x\($0.height)" })" } ?? "")")
        let r = try check(["--video", path])
        #expect(r.status == 0, "\(r.text)")
        let (faulty, _) = try record(.fixed, scale: 2, dark: false, ordinary: [0, 0, 0], fault: { i, e in
            if i == 90, let k = e.indices.first(where: { !e[$0].current }) { e.remove(at: k) }
        }, look: look)
        let f = try check(["--video", faulty])
        #expect(f.status == 1 && f.frames.contains(90), "\(f.text)")
    }

    /// A page colour that ends a few pixels below the dots (a card's margin, another colour
    /// to the frame's bottom): the background behind the dots is what lies right round
    /// them, and every dot is found in every frame.
    @Test func aMarginOfAnotherColourCloseBelowTheDots() throws {
        let (path, truth) = try record(.fixed, scale: 2, dark: false, look: {
            $0.pageColours = [[255, 152, 203], [140, 64, 240]]
            $0.marginBelow = [250, 248, 250]
            $0.currentColour = [253, 79, 56]
            $0.ordinaryColour = [145, 85, 82]
        })
        let found = try detect(path)
        #expect(found.count == truth.count && zip(truth, found).allSatisfy { $0.count == $1.dots.count })
        let r = try CommandRunner.run(["check", "--video", path])
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
    }

    /// Two controls side by side on one line, two pitches apart, moving at different
    /// times: each is its own row, and neither takes the other's dots for its own (each
    /// row's region reaches into its neighbour's).
    @Test func twoControlsSideBySideOnOneLineAreTwoRows() throws {
        let scale = 2.0, width = 440, height = 240
        var left = SyntheticControl(kind: .fixed, pages: 4, scale: scale, centreX: 130.37, centreY: 192.21)
        var right = left
        right.centreX = 130.37 + 5 * left.pitch * scale
        left.pages = 4; right.pages = 4
        let frames = SyntheticFrames(width: width, height: height, dark: true)
        let a = SyntheticControl.path(pages: 4), b = Array(a.reversed())
        let pixels = a.indices.map { frames.draw(left.elements(at: a[$0]) + right.elements(at: b[$0]), position: a[$0]) }
        let path = dir.appendingPathComponent("side-by-side.mp4").path
        try frames.encode(pixels, to: path)
        let r = try CommandRunner.run(["check", "--video", path, "--json"])
        #expect(r.status == 0, "\(r.stdout.suffix(600))\(r.stderr)")
        #expect(r.stdout.contains("\"rows\":[{") && r.stdout.components(separatedBy: "\"judged\":true").count - 1 == 2, "\(r.stdout.suffix(600))")
    }

    /// A recording of `pages` dots `size` px across, dot `k` standing at `place(k)`, the
    /// current one following the scroller's path; dark.
    func placed(_ name: String, pages: Int, size: Double, at place: (Int) -> (x: Double, y: Double)) throws -> String {
        let frames = SyntheticFrames(width: 440, height: 240, dark: true)
        let pixels = SyntheticControl.path(pages: pages).map { p in
            let current = min(pages - 1, max(0, Int((p + 0.5).rounded(.down))))
            let dots = (0..<pages).map { k in
                SyntheticControl.Element(x: place(k).x, y: place(k).y, width: size, height: size, current: k == current)
            }
            return frames.draw(dots, position: p)
        }
        let path = dir.appendingPathComponent("\(name).mp4").path
        try frames.encode(pixels, to: path)
        return path
    }

    /// Dots on a wide arc (an arc page indicator), three of which lie on a line: found, and
    /// said not to be judged for standing on a curve, with no finding (exit status 3).
    @Test func dotsOnAnArcAreNotJudgedAsARow() throws {
        let path = try placed("arc", pages: 9, size: 14) { k in
            let angle = Double.pi / 2 + 0.1 * (Double(k) - 4)
            return (220.37 - 300 * cos(angle), 480.21 - 300 * sin(angle))
        }
        let r = try CommandRunner.run(["check", "--video", path, "--json"])
        #expect(r.status == 3 && r.stderr.contains("not judged: its elements stand on a curve"), "\(r.stdout.suffix(600))\(r.stderr)")
        #expect(r.stdout.contains("\"findings\":0,"), "\(r.stdout.suffix(600))")
    }

    /// Dots on a straight line tilted by a fifth (a control on a card turned in a demo, a
    /// piece of an arc that turns with the pages), given by `--region`: said not to be
    /// judged for standing on a slant, with no finding (exit status 3).
    @Test func dotsOnASlantAreNotJudged() throws {
        let path = try placed("slant", pages: 7, size: 12) { k in
            let along = 24 * (Double(k) - 3)
            return (220.37 + along * cos(0.2), 120.21 + along * sin(0.2))
        }
        let r = try CommandRunner.run(["check", "--video", path, "--region", "120,90,200,60", "--json"])
        #expect(r.status == 3 && r.stderr.contains("not judged: its elements stand on a slant"), "\(r.stdout.suffix(600))\(r.stderr)")
        #expect(!r.stdout.contains("\"invariant\""), "\(r.stdout.suffix(600))")
    }

    /// A demo of four controls stacked in a grid (their dots line up in columns, as close as
    /// their rows' dots), each moving at its own time: four rows, each judged, no column
    /// taken from the grid, no finding.
    @Test func controlsStackedInAGridAreRowsNotColumns() throws {
        let width = 300, height = 330, gap = 30.0
        let frames = SyntheticFrames(width: width, height: height, dark: true)
        let base = SyntheticControl.path(pages: 4)
        let controls = (0..<4).map { k in SyntheticControl(kind: .fixed, pages: 4, scale: 2, centreX: 150.37, centreY: 210.21 + gap * Double(k)) }
        let pixels = base.indices.map { i in
            frames.draw(controls.indices.flatMap { k in controls[k].elements(at: base[(i + 40 * k) % base.count]) }, position: base[i])
        }
        let path = dir.appendingPathComponent("grid.mp4").path
        try frames.encode(pixels, to: path)
        let r = try CommandRunner.run(["check", "--video", path, "--json"])
        #expect(r.status == 0, "\(r.stdout.suffix(800))\(r.stderr)")
        let regions = r.stdout.components(separatedBy: "\"region\":[").dropFirst().map { $0.prefix { $0 != "]" }.split(separator: ",").compactMap { Int($0) } }
        #expect(regions.count == 4 && regions.allSatisfy { $0.count == 4 && $0[2] > $0[3] }, "\(regions)")
    }

    /// Small thin rings (9 px, a 1.2 px outline) beside a filled current dot: the row is
    /// found, judged, and passes.
    @Test func smallThinRingsBesideAFilledCurrentDotAreARow() throws {
        let (path, _) = try record(.fixed, scale: 1.5, dark: true, look: { $0.ringStroke = 1.2 })
        let r = try CommandRunner.run(["check", "--video", path, "--json"])
        #expect(r.status == 0 && r.stdout.components(separatedBy: "\"judged\":true").count - 1 == 1, "\(r.stdout.suffix(600))\(r.stderr)")
    }

    /// Outlined squares beside a filled current square (as an Android demo draws them:
    /// 11 px, a two-pixel outline, corners barely rounded; and larger), on dark and light:
    /// the row is found without a region, judged, and passes; a full square gone for a
    /// frame is still caught on dark. (On light, the encoder smears a pale thin
    /// outline that goes for a frame over the frames either side: it fades out and in.)
    @Test(arguments: [1.8, 2.6]) func outlinedSquaresBesideAFilledCurrentOneAreARow(scale: Double) throws {
        for dark in [true, false] {
            let look: (inout SyntheticFrames) -> Void = { $0.ringStroke = 2; $0.corner = 0.15 }
            let (path, _) = try record(.fixed, scale: scale, dark: dark, look: look)
            let r = try CommandRunner.run(["check", "--video", path, "--json"])
            #expect(r.status == 0 && r.stdout.components(separatedBy: "\"judged\":true").count - 1 == 1, "\(scale) \(dark): \(r.stdout.suffix(600))\(r.stderr)")
            guard dark else { continue }
            let (faulty, _) = try record(.fixed, scale: scale, dark: dark, fault: { i, e in
                if i == 90, let k = e.indices.first(where: { !e[$0].current }) { e.remove(at: k) }
            }, look: look)
            let f = try check(["--video", faulty])
            #expect(f.status == 1 && f.frames.contains(90), "\(scale) \(dark): \(f.text)")
        }
    }

    /// A screen that scrolls the row down by one and a half of its dots' thickness and
    /// stays there for the last two fifths of the recording: its dots stand still on
    /// their own line there, off the line the row kept most — they are its dots, not a
    /// label beside it. Every dot is found after the scroll, and the recording passes.
    @Test func aRowScrolledAwayFromItsUsualLineKeepsItsDots() throws {
        let (path, truth) = try record(.fixed, scale: 2, dark: false, fault: { i, e in
            guard i >= 120 else { return }
            let thick = e.map(\.height).max() ?? 0
            for k in e.indices { e[k].y += 1.5 * thick }
        })
        let r = try check(["--video", path])
        #expect(r.status == 0, "\(r.text)")
        let found = try detect(path)
        let short = found.filter { $0.frame >= 125 && $0.dots.count != truth[$0.frame].count }.map(\.frame)
        #expect(found.count == truth.count && short.isEmpty, "frames missing dots: \(short.prefix(10))")
    }

    /// A touch's circle (a screen recorder's "show touches", white at 60 %, three elements
    /// across) passing over the dots for a few frames: the row is hidden there, not blank
    /// or glitching, and the recording passes.
    @Test func aTouchCirclePassingOverTheDotsIsNoGlitch() throws {
        let path = try painted("touch", dark: true, line: 0.8) { i, control, rgb, width, height in
            guard (120..<126).contains(i) else { return }
            let cx = Double(width) / 2 - 60 + 20 * Double(i - 120), cy = control.centreY, r = 18 * control.scale
            for y in 0..<height { for x in 0..<width where (Double(x) - cx) * (Double(x) - cx) + (Double(y) - cy) * (Double(y) - cy) <= r * r {
                for c in 0..<3 { let k = 3 * (y * width + x) + c; rgb[k] = UInt8(0.4 * Double(rgb[k]) + 0.6 * 255) }
            } }
        }
        let r = try CommandRunner.run(["check", "--video", path])
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
    }

    /// A page colour that fades into the next as the carousel moves, kept as a GIF of few
    /// colours with ordered dithering: the colours between the palette's are a lattice of
    /// specks, as regular across as along — no row of elements. Only the control is found,
    /// and it passes.
    @Test func aDitheredFadeIsNoRow() throws {
        let (path, _) = try record(.fixed, scale: 2, dark: false, ordinary: [190, 180, 225], look: {
            $0.currentColour = [252, 252, 252]
            $0.pageColours = [[98, 70, 160], [40, 150, 120], [200, 120, 60], [60, 90, 200]]
            $0.fading = true
        })
        let gif = dir.appendingPathComponent("dithered-fade.gif").path
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = ["ffmpeg", "-v", "error", "-y", "-i", path, "-vf",
                       "fps=20,split[a][b];[a]palettegen=max_colors=16[p];[b][p]paletteuse=dither=bayer:bayer_scale=1", gif]
        try p.run()
        p.waitUntilExit()
        #expect(p.terminationStatus == 0)
        let r = try CommandRunner.run(["check", "--json", "--video", gif])
        let rows = r.stdout.split(separator: "\n").filter { $0.contains("\"summary\"") }.joined().components(separatedBy: "\"row\":").count - 1
        #expect(r.status == 0 && rows == 1, "\(rows) rows: \(r.stdout)\(r.stderr)")
    }

    /// An endless strip of rings scrolling under a window that clips it (five slots shown,
    /// the strip a pitch along each page, in four frames at 20 fps): the ring at the
    /// window's end is cut, then gone, while the next comes in at the other end. What
    /// slides past the window's end left the row; nothing vanished.
    @Test func aStripClippedAtTheWindowsEndsIsNoGlitch() throws {
        let width = 320, height = 160, pitch = 33.0, radius = 8.0, centre = 160.37, y = 124.21
        let left = centre - 2.2 * pitch, right = centre + 2.2 * pitch
        var frames = SyntheticFrames(width: width, height: height, dark: true)
        frames.ringStroke = 1.5
        var offsets: [Double] = []
        for page in 0..<8 {
            offsets += [Double](repeating: Double(page), count: 10)
            offsets += [0.25, 0.5, 0.75].map { Double(page) + $0 * $0 * (3 - 2 * $0) }
        }
        let pixels = offsets.map { offset -> [UInt8] in
            let dots = (-4...12).compactMap { k -> SyntheticControl.Element? in
                let x = centre + (Double(k) - offset) * pitch
                // (Rings, smaller in the window's end slots.)
                let r = abs(x - centre) > 1.5 * pitch ? 0.65 * radius : radius
                let lo = max(left, x - r), hi = min(right, x + r)
                // (Less than half of it inside: not drawn, as a clipped ring's arc is
                // too little to measure.)
                guard hi - lo >= r else { return nil }
                return SyntheticControl.Element(x: (lo + hi) / 2, y: y, width: hi - lo, height: 2 * r, current: k == Int(offset.rounded()))
            }
            return frames.draw(dots, position: offset)
        }
        let path = dir.appendingPathComponent("clipped-strip.gif").path
        try frames.encode(pixels, to: dir.appendingPathComponent("clipped-strip.mp4").path)
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = ["ffmpeg", "-v", "error", "-y", "-i", dir.appendingPathComponent("clipped-strip.mp4").path, "-vf", "setpts=3*PTS", "-r", "20", path]
        try p.run()
        p.waitUntilExit()
        let r = try check(["--video", path])
        #expect(r.status == 0, "\(r.text)")
    }

    /// A current element on a strip's half-size end dot (the last page) that flashes to the
    /// other end dot, four pitches away, for one frame: a glitch however small the current
    /// element is, found in the frame it shows.
    @Test func aSmallCurrentEndDotFlashingToTheFarEndIsFound() throws {
        let (path, _) = try record(.strip, scale: 2, dark: true) { i, e in
            guard i == 140, let last = e.indices.last else { return }
            e[last].current = false
            e[0].current = true
        }
        let r = try check(["--video", path])
        #expect(r.status == 1 && r.frames.first == 140, "\(r.text)")
    }

    /// A recording of a still-dots control (scale 2, its line `line` of the way down the
    /// frame) on the usual path, with `paint` drawing over each frame's RGB pixels.
    func painted(_ name: String, dark: Bool, line: Double,
                 _ paint: (Int, SyntheticControl, inout [UInt8], Int, Int) -> Void) throws -> String {
        let scale = 2.0, width = Int(200 * scale) & ~1 + 40, height = Int(120 * scale) & ~1
        let control = SyntheticControl(kind: .fixed, pages: 7, scale: scale, centreX: Double(width) / 2 + 0.37, centreY: Double(height) * line + 0.21)
        let frames = SyntheticFrames(width: width, height: height, dark: dark)
        let positions = SyntheticControl.path(pages: 7)
        let pixels = positions.indices.map { i -> [UInt8] in
            var rgb = frames.draw(control.elements(at: positions[i]), position: positions[i])
            paint(i, control, &rgb, width, height)
            return rgb
        }
        let path = dir.appendingPathComponent("\(name).mp4").path
        try frames.encode(pixels, to: path)
        return path
    }

    /// A current element that stands across the row (a pill two and a half dots tall, as a
    /// customisable indicator draws it) is no cover over the row: the whole row blank for a
    /// frame at rest and a full-size dot gone for a frame are both found where they start.
    @Test func faultsBesideACurrentPillAcrossTheRowAreFound() throws {
        func tall(_ e: inout [SyntheticControl.Element]) { for k in e.indices where e[k].current { e[k].height *= 2.6 } }
        let (clean, _) = try record(.fixed, scale: 2, dark: false, fault: { _, e in tall(&e) })
        let passed = try check(["--video", clean])
        #expect(passed.status == 0, "\(passed.text)")
        let (path, _) = try record(.fixed, scale: 2, dark: false, fault: { i, e in
            tall(&e)
            if i == 40 { e = [] }
            if i == 90, let k = e.indices.first(where: { !e[$0].current }) { e.remove(at: k) }
        })
        let r = try check(["--video", path])
        #expect(r.status == 1 && r.frames.first == 40 && r.frames.contains(90), "\(r.text)")
    }

    /// A second row close below the first (another indicator, 2.8 dots from it, shown
    /// from the very frame the first goes blank for, one the search looks at): the first
    /// is not taken to have leapt onto it, and its blank frame is found where it starts.
    @Test func aRowThatBlanksBesideAnotherIsNotFollowedOntoIt() throws {
        let (path, _) = try record(.fixed, scale: 2, dark: true, fault: { i, e in
            let below = e.map { SyntheticControl.Element(x: $0.x, y: $0.y + 2.8 * $0.height, width: $0.width, height: $0.height, current: $0.current) }
            e = (i == 40 ? [] : e) + (i >= 40 ? below : [])
        })
        let r = try check(["--video", path])
        #expect(r.status == 1 && r.frames == [40], "\(r.text)")
    }
    /// A wide button close under the dots (its middle a dot and a half below their line)
    /// that darkens for a frame as it is pressed: it is no element of the row, and the
    /// recording passes.
    @Test func aButtonPressedUnderTheDotsIsNoGlitch() throws {
        let path = try painted("button", dark: false, line: 0.7) { i, control, rgb, width, _ in
            let top = Int(control.centreY) + 13, bottom = Int(control.centreY) + 29
            let shade: UInt8 = i == 90 ? 180 : 214
            for y in top..<bottom { for x in 30..<(width - 30) { for c in 0..<3 { rgb[3 * (y * width + x) + c] = shade } } }
        }
        let r = try CommandRunner.run(["check", "--video", path])
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
    }

    /// A photo whose edge ends a dot and a half above the dots, with a current dot larger
    /// than the others: what lies behind the dots is read right round them, by their usual
    /// size, not the current one's; every dot is found in every frame, and the row passes.
    @Test func aPhotosEdgeCloseAboveTheDots() throws {
        let (path, truth) = try record(.fixed, scale: 2, dark: false, fault: { _, e in
            for k in e.indices where e[k].current { e[k].width *= 1.5; e[k].height *= 1.5 }
        }, look: { $0.cardBottom = 0.74 })
        let found = try detect(path)
        let wrong = zip(truth, found).filter { $0.count != $1.dots.count }
        #expect(wrong.isEmpty, "\(wrong.count) frames with elements missing or added, first \(wrong.first.map { "\($0.1.frame): \($0.1.dots.count) of \($0.0.count)" } ?? "")")
        let r = try check(["--video", path])
        #expect(r.status == 0, "\(r.text)")
    }

    /// Dots a fraction of a pixel off their pitch (as a layout that draws on whole pixels
    /// puts them, or as a photo sliding behind them pulls their measured centres: 0.6 px,
    /// a twentieth of the 14 px pitch; 1 px, a sixth of the 6 px dots, as a page's edge
    /// passing behind a banner's small dots pulled them) are evenly spaced at rest; two and
    /// a half pixels off is not.
    @Test(arguments: [(0.25, false), (0.6, false), (1.0, false), (2.5, true)])
    func spacingsAtRestWithinWhatAPixelShows(off: Double, uneven: Bool) throws {
        // (From frame 100 on: the rests before it teach that the control's rests are even.)
        let (path, _) = try record(.fixed, scale: 1, dark: true, fault: { i, e in
            if i >= 100, let k = e.indices.dropFirst(4).first(where: { !e[$0].current }) { e[k].x += off }
        })
        let r = try check(["--video", path])
        #expect((r.status == 1 && r.text.contains("not evenly spaced")) == uneven && (r.status == 0) == !uneven, "\(r.text)")
    }

    /// A pointer passing by on the row's line for a frame, two free slots beyond its last
    /// dot (a simulator's cursor): something passing, apart from the row, not an element of
    /// it. The recording passes.
    @Test func aPointerPassingBesideTheRowIsNoGlitch() throws {
        let path = try painted("pointer", dark: false, line: 0.7) { i, control, rgb, width, height in
            guard i == 60, let last = control.elements(at: 0).map(\.x).max() else { return }
            let x0 = Int(last + 2 * 14 * control.scale) - 4, y0 = Int(control.centreY) - 8
            // (An arrow: a triangle, black.)
            for dy in 0..<18 { for dx in 0...(dy * 2 / 3) where x0 + dx < width && y0 + dy < height {
                for c in 0..<3 { rgb[3 * ((y0 + dy) * width + x0 + dx) + c] = 10 }
            } }
        }
        let r = try CommandRunner.run(["check", "--video", path])
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
    }

    /// The whole row carried across its line for a few frames — a fling that bounces the
    /// screen, then a scroll that takes the row a dot and a half down and back — is
    /// motion, not a glitch: the recording passes.
    @Test func aRowCarriedAcrossItsLineIsNoGlitch() throws {
        let bounce: [Int: Double] = [61: 6, 62: 12, 63: 6, 120: 4, 121: 9, 122: 14, 123: 18, 124: 14, 125: 9, 126: 4]
        let (path, _) = try record(.fixed, scale: 2, dark: true, fault: { i, e in
            for k in e.indices { e[k].y += bounce[i] ?? 0 }
        })
        let r = try check(["--video", path])
        #expect(r.status == 0, "\(r.text)")
    }

    /// A long recording with one key frame, which shows a still line of dots (a status
    /// bar's) and not yet the control: the dots found there are no control, so frames
    /// spread over the whole recording are searched too, and the control is found.
    @Test func aControlAbsentFromTheOnlyKeyFrameIsFound() throws {
        // (300 frames of 640 × 360: too many pixels to hold, so searched in key frames.)
        var decoy: [SyntheticControl.Element] = []
        let (path, _) = try record(.fixed, scale: 3, dark: true, frames: 300, fault: { i, e in
            if decoy.isEmpty { decoy = (0..<5).map { SyntheticControl.Element(x: 60 + 24 * Double($0), y: 14, width: 10, height: 10, current: false) } }
            e = (i < 40 ? [] : e) + decoy
        }, look: { $0.keyframeInterval = 1000 })
        let r = try CommandRunner.run(["check", "--video", path, "--json"])
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        struct Summary: Decodable { struct S: Decodable { struct Row: Decodable { var region: [Int]; var judged: Bool }; var rows: [Row] }; var summary: S }
        let rows = try r.stdout.split(separator: "\n").last.map { try JSONDecoder().decode(Summary.self, from: Data($0.utf8)).summary.rows } ?? []
        // (The control's line is at 0.8 of the height, 288 px.)
        #expect(rows.contains { $0.judged && $0.region[1] < 288 && $0.region[1] + $0.region[3] > 288 }, "\(r.stdout)")
    }

    /// A long recording with one key frame, whose row later slides three pitches and a
    /// half along and stays there, past the region the search gave it: the region is made
    /// longer where the row's elements are cut by its end, and the row checks clean.
    @Test func aRowThatReachesPastItsRegionIsMeasuredWhole() throws {
        let (path, truth) = try record(.fixed, scale: 3, dark: true, frames: 300, fault: { i, e in
            let shift = i < 150 ? 0 : Double(min(i - 150, 50)) * 3
            for k in e.indices { e[k].x += shift }
        }, look: { $0.keyframeInterval = 1000 })
        let r = try CommandRunner.run(["check", "--video", path, "--json"])
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        struct Summary: Decodable { struct S: Decodable { struct Row: Decodable { var region: [Int] }; var rows: [Row] }; var summary: S }
        let rows = try r.stdout.split(separator: "\n").last.map { try JSONDecoder().decode(Summary.self, from: Data($0.utf8)).summary.rows } ?? []
        let end = truth.last!.map { $0.x + $0.width / 2 }.max()!
        #expect(rows.count == 1 && rows.allSatisfy { Double($0.region[0] + $0.region[2]) > end }, "\(r.stdout)")
    }
}

extension RecordingQATests {
    /// Rows whose dots come within two or three pixels of the frame's edge — a control
    /// near the bottom of a screen, a recording cropped tight round the control — are
    /// found without a region, every dot in every frame, and check clean.
    @Test(arguments: [(320, 120, 111.3, 0.3), (232, 16, 8.2, 0.08)])
    func aRowAFewPixelsFromTheFramesEdgeIsFound(width: Int, height: Int, centreY: Double, card: Double) throws {
        let control = SyntheticControl(kind: .fixed, pages: 5, scale: 2, centreX: Double(width) / 2 + 0.37, centreY: centreY)
        var frames = SyntheticFrames(width: width, height: height, dark: true)
        frames.cardBottom = card
        let positions = SyntheticControl.path(frames: 120, pages: 5)
        let truth = positions.map { control.elements(at: $0) }
        let path = dir.appendingPathComponent("edge-\(height).mp4").path
        try frames.encode(zip(truth, positions).map { frames.draw($0, position: $1) }, to: path)
        let found = try detect(path)
        let short = zip(truth, found).filter { $0.count != $1.dots.count }.map(\.1.frame)
        #expect(found.count == truth.count && short.isEmpty, "frames missing dots: \(short.prefix(10))")
        let r = try CommandRunner.run(["check", "--video", path])
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
    }
}

extension RecordingQATests {
    /// A label beside the row ("Skip", nearly two pitches past its last dot, its letters
    /// as light as the current dot and taller than the dots) is not part of the row: the
    /// recording passes, and a second current dot for four frames at rest is found where
    /// it starts.
    @Test func aLabelBesideTheRowIsNotTakenIntoIt() throws {
        func letters(_ e: inout [SyntheticControl.Element]) {
            guard let last = e.map({ $0.x + $0.width / 2 }).max(), let y = e.first?.y else { return }
            // (Strokes of a word: an S, a k, an i and a p, as capsules.)
            for (dx, w, h) in [(52.0, 10.0, 17.0), (65.0, 10.0, 18.0), (78.0, 4.0, 17.0), (85.0, 10.0, 17.0)] {
                e.append(.init(x: last + dx + w / 2, y: y - 1, width: w, height: h, current: true))
            }
        }
        let (clean, truth) = try record(.fixed, scale: 2, dark: true, fault: { _, e in letters(&e) })
        let passed = try check(["--video", clean])
        #expect(passed.status == 0, "\(passed.text)")
        // (Its region is not made longer over the word: its letters are no dots cut by it.)
        struct Summary: Decodable { struct S: Decodable { struct Row: Decodable { var region: [Int] }; var rows: [Row] }; var summary: S }
        let rows = try passed.text.split(separator: "\n").first { $0.contains("\"summary\"") }.map { try JSONDecoder().decode(Summary.self, from: Data($0.utf8)).summary.rows } ?? []
        let lastLetter = truth[0].last.map { $0.x - $0.width / 2 } ?? 0
        #expect(rows.count == 1 && rows.allSatisfy { Double($0.region[0] + $0.region[2]) < lastLetter }, "\(passed.text)")
        let (path, _) = try record(.fixed, scale: 2, dark: true, fault: { i, e in
            if (85..<89).contains(i) { e[5].current = true }
            letters(&e)
        })
        let r = try check(["--video", path])
        #expect(r.status == 1 && r.frames.contains { abs($0 - 85) <= 1 }, "\(r.text)")
    }
}

extension RecordingQATests {
    /// A status bar's signal dots (four still grey squares) beside a Wi-Fi sign that the
    /// dots' region cuts and that changes in the last frames: not a row — what changes is
    /// the sign, not the dots. Only the control is found.
    @Test func statusBarDotsBesideAChangingIconAreNoRow() throws {
        let path = try painted("status", dark: false, line: 0.8) { i, _, rgb, width, _ in
            func fill(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int, _ v: UInt8) {
                for y in y0..<y1 { for x in x0..<x1 { for c in 0..<3 { rgb[3 * (y * width + x) + c] = v } } }
            }
            for k in 0..<4 { fill(300 + 11 * k, 226, 307 + 11 * k, 233, 120) }
            // (The sign: a wedge from 26 px past the last dot, reaching four pixels nearer it at the end.)
            let grow = i >= 198 ? 4 : 0
            for y in 223..<236 { fill(366 - grow, y, 368 + (y - 223), y + 1, 20) }
        }
        let r = try CommandRunner.run(["check", "--video", path, "--json"])
        struct Summary: Decodable { struct S: Decodable { struct Row: Decodable { var region: [Int] }; var rows: [Row] }; var summary: S }
        let rows = try r.stdout.split(separator: "\n").last.map { try JSONDecoder().decode(Summary.self, from: Data($0.utf8)).summary.rows } ?? []
        #expect(r.status == 0 && rows.count == 1 && rows.allSatisfy { $0.region[1] < 200 }, "\(r.stdout.suffix(800))\(r.stderr)")
    }
}

extension RecordingQATests {
    /// Three dots darker than their teal page beside a white current one (translucent
    /// black dots, as an app intro slider draws them): found without a region, every dot
    /// in every frame at rest, and checked clean.
    @Test func darkDotsBesideALightCurrentOneAreARow() throws {
        let (path, truth) = try record(.fixed, scale: 1.5, dark: false, pages: 3, look: {
            $0.pageColours = [[80, 170, 160]]
            $0.ordinaryColour = [52, 112, 106]
            $0.currentColour = [252, 252, 252]
        })
        let found = try detect(path)
        let positions = SyntheticControl.path(pages: 3)
        let short = zip(truth, found).filter { t, f in positions[f.frame] == positions[f.frame].rounded() && t.count != f.dots.count }.map(\.1.frame)
        #expect(found.count == truth.count && short.isEmpty, "frames missing dots: \(short.prefix(10))")
        let r = try CommandRunner.run(["check", "--video", path])
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
    }
}
