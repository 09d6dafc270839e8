import Foundation
import PageDots
import PageDotsRender
import Testing

/// Vector stills, Lottie and design tokens checked by players that are not PageDots
/// (docs/lottie.md): SVG by librsvg, PDF by poppler, Lottie by rlottie (compiled here from
/// `Players/lottie-frames.c` against the system's library), each against PageDots' own PNG
/// of the same state.
final class VectorExportTests {
    let dir: URL
    init() throws { dir = try CommandRunner.temporaryFolder("vector") }
    deinit { if ProcessInfo.processInfo.environment["VECTOR_KEEP"] == nil { try? FileManager.default.removeItem(at: dir) } }

    static var onCI: Bool { ProcessInfo.processInfo.environment["CI"] != nil }

    /// A program on PATH, or nil (CI must have it).
    static func tool(_ name: String) -> String? {
        for d in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let p = "\(d)/\(name)"
            if FileManager.default.isExecutableFile(atPath: p) { return p }
        }
        #expect(!onCI, "CI must have \(name)")
        return nil
    }

    /// Runs a program; its status and output.
    @discardableResult
    static func run(_ path: String, _ args: [String]) throws -> (status: Int32, out: String) {
        let r = try CommandRunner.run(args, executable: path)
        return (r.status, r.stdout)
    }

    /// The mean absolute difference of two pictures' channels, of full scale (0…1), over
    /// `box` (x0, y0, x1, y1; the whole picture by default). Alpha compared too.
    static func difference(_ a: [UInt8], _ b: [UInt8], width: Int, box: (Int, Int, Int, Int)? = nil) -> Double {
        let height = a.count / 4 / width
        let (x0, y0, x1, y1) = box ?? (0, 0, width, height)
        var sum = 0, n = 0
        for y in y0..<y1 { for x in x0..<x1 { for c in 0..<4 { let i = (y * width + x) * 4 + c; sum += abs(Int(a[i]) - Int(b[i])); n += 1 } } }
        return n == 0 ? 0 : Double(sum) / Double(n) / 255
    }

    @Test func svgAndPdfDrawWhatThePNGDraws() throws {
        guard let rsvg = Self.tool("rsvg-convert"), let pdftoppm = Self.tool("pdftoppm") else { return }
        let png = dir.appendingPathComponent("all.png").path, svg = dir.appendingPathComponent("all.svg").path, pdf = dir.appendingPathComponent("all.pdf").path
        for out in [png, svg, pdf] {
            let r = try CommandRunner.run(["snapshot", "--style", "all", "--pages", "12", "--position", "4.35", "--size", "1280x720", "--out", out])
            #expect(r.status == 0, "\(r.stderr)")
        }
        let reference = try #require(PNGPixels.read(png))
        #expect(reference.width == 1280 && reference.height == 720)
        // librsvg and poppler, at the same size.
        try Self.run(rsvg, ["-w", "1280", "-h", "720", svg, "-o", dir.appendingPathComponent("svg.png").path])
        try Self.run(pdftoppm, ["-png", "-singlefile", "-scale-to-x", "1280", "-scale-to-y", "720", pdf, dir.appendingPathComponent("pdf").path])
        for (name, file) in [("librsvg", "svg.png"), ("poppler", "pdf.png")] {
            let seen = try #require(PNGPixels.read(dir.appendingPathComponent(file).path), "\(name) wrote nothing")
            try #require(seen.width == 1280 && seen.height == 720, "\(name): \(seen.width)x\(seen.height)")
            let d = Self.difference(reference.bgra, seen.bgra, width: 1280)
            #expect(d < 0.01, "\(name): mean difference \(d)")
        }
        // Shapes, not a picture of them; in pixels, as the PNG.
        let text = try String(contentsOfFile: svg, encoding: .utf8)
        #expect(!text.contains("<image"), "the SVG holds a bitmap")
        try Self.run(rsvg, [svg, "-o", dir.appendingPathComponent("natural.png").path])
        let natural = try #require(PNGPixels.read(dir.appendingPathComponent("natural.png").path))
        #expect(natural.width == 1280 && natural.height == 720, "\(natural.width)x\(natural.height)")
        // A right-to-left view is mirrored shapes, not a picture.
        let rtl = dir.appendingPathComponent("rtl.pdf").path, rtlPNG = dir.appendingPathComponent("rtl.png").path
        for out in [rtl, rtlPNG] {
            _ = try CommandRunner.run(["snapshot", "--style", "all", "--pages", "12", "--position", "4.35", "--direction", "rtl", "--out", out])
        }
        try Self.run(pdftoppm, ["-png", "-singlefile", "-scale-to-x", "1280", "-scale-to-y", "720", rtl, dir.appendingPathComponent("rtlpdf").path])
        let rtlOwn = try #require(PNGPixels.read(rtlPNG)), rtlSeen = try #require(PNGPixels.read(dir.appendingPathComponent("rtlpdf.png").path))
        #expect(Self.difference(rtlOwn.bgra, rtlSeen.bgra, width: 1280) < 0.01)
        #expect((try FileManager.default.attributesOfItem(atPath: rtl)[.size] as? Int ?? .max) < 100_000, "a picture in the PDF")
        // The same state, the same bytes.
        let again = dir.appendingPathComponent("again.pdf").path
        _ = try CommandRunner.run(["snapshot", "--style", "all", "--pages", "12", "--position", "4.35", "--size", "1280x720", "--out", again])
        #expect(FileManager.default.contents(atPath: again) == FileManager.default.contents(atPath: pdf))
    }

    @Test func aTransparentSnapshotLeavesTheBackgroundEmpty() throws {
        guard let rsvg = Self.tool("rsvg-convert") else { return }
        let svg = dir.appendingPathComponent("clear.svg").path
        let r = try CommandRunner.run(["snapshot", "--style", "worm", "--pages", "5", "--background", "transparent", "--size", "320x120", "--out", svg])
        #expect(r.status == 0, "\(r.stderr)")
        try Self.run(rsvg, [svg, "-o", dir.appendingPathComponent("clear.png").path])
        let seen = try #require(PNGPixels.read(dir.appendingPathComponent("clear.png").path))
        #expect(seen.bgra[3] == 0, "the corner is painted")
    }

    /// The tests' rlottie player, compiled once for each version of its source and kept in
    /// the temporary folder (one file, not one a run).
    static let player: String? = {
        guard tool("pkg-config") != nil, let cc = tool("cc") ?? tool("clang") else { return nil }
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Players/lottie-frames.c").path
        guard let text = FileManager.default.contents(atPath: source) else { return nil }
        // (FNV-1a of the source: a changed player is compiled again.)
        let hash = text.reduce(UInt64(0xcbf29ce484222325)) { ($0 ^ UInt64($1)) &* 0x100000001b3 }
        let binary = FileManager.default.temporaryDirectory.appendingPathComponent("pagedots-lottie-frames-\(String(hash, radix: 16))").path
        if FileManager.default.isExecutableFile(atPath: binary) { return binary }
        let building = binary + ".\(getpid())"
        guard (try? run(cc, ["-O2", "-o", building, source, "-lrlottie", "-lm"]))?.status == 0, rename(building, binary) == 0 else {
            #expect(!onCI, "CI must build the rlottie player (librlottie-dev)")
            return nil
        }
        return binary
    }()

    /// rlottie's frames of `json` at `width × height`, as BGRA.
    func lottieFrames(_ json: String, width: Int, height: Int, frames: [String]) throws -> [[UInt8]] {
        guard let player = Self.player else { return [] }
        let out = dir.appendingPathComponent("rl-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        let r = try Self.run(player, [json, "\(width)", "\(height)", out] + frames)
        #expect(r.status == 0)
        // (`--progress` is a switch, not a frame: it is read back as nothing.)
        return try frames.map { f in
            f.hasPrefix("--") ? [] : [UInt8](try Data(contentsOf: URL(fileURLWithPath: "\(out)/\(f).bgra")))
        }
    }

    /// The ink-weighted centres of a picture's blobs (pixels unlike the middle of its top
    /// row, the control's background), left to right: how far apart two drawings of the
    /// same elements are.
    static func centres(_ bgra: [UInt8], width w: Int) -> [(x: Double, y: Double)] {
        let h = bgra.count / 4 / w
        var ink = [Double](repeating: 0, count: w * h)
        let bg = (w / 2) * 4
        for p in 0..<(w * h) {
            var d = 0
            for c in 0..<4 { d = max(d, abs(Int(bgra[p * 4 + c]) - Int(bgra[bg + c]))) }
            ink[p] = Double(d) / 255
        }
        var seen = [Bool](repeating: false, count: w * h), out: [(x: Double, y: Double, m: Double)] = []
        for start in 0..<(w * h) where ink[start] > 0.1 && !seen[start] {
            var stack = [start], m = 0.0, sx = 0.0, sy = 0.0
            seen[start] = true
            while let p = stack.popLast() {
                let x = p % w, y = p / w
                m += ink[p]; sx += ink[p] * (Double(x) + 0.5); sy += ink[p] * (Double(y) + 0.5)
                for (qx, qy) in [(x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)] where qx >= 0 && qy >= 0 && qx < w && qy < h {
                    let q = qy * w + qx
                    if !seen[q] && ink[q] > 0.02 { seen[q] = true; stack.append(q) }
                }
            }
            if m > 2 { out.append((sx / m, sy / m, m)) }
        }
        return out.sorted { $0.x < $1.x }.map { ($0.x, $0.y) }
    }

    static let everyStyle = CheckCommandTests.root.appendingPathComponent("Assets/Scenarios/every-style.yaml").path
    static let styles = ["instagram", "system", "cosine", "worm", "expanding", "jumping", "scale", "color", "swap", "slide",
                         "scrolling", "customizable", "progress", "fraction", "bar"]

    /// Every style's control through the scenario, as Lottie, played by rlottie at 2×: each
    /// of 20 frames within 2 % of PageDots' own frame, every element's centre within 0.15 px.
    @Test(arguments: styles)
    func aControlAsLottiePlaysAsItRenders(style: String) throws {
        guard Self.player != nil else { return }
        let json = dir.appendingPathComponent("\(style).json").path, frames = dir.appendingPathComponent("\(style)-frames").path
        var r = try CommandRunner.run(["render", "--scenario", Self.everyStyle, "--fps", "15", "--crop", style, "--out", json])
        try #require(r.status == 0, "\(r.stderr)")
        r = try CommandRunner.run(["render", "--scenario", Self.everyStyle, "--fps", "15", "--crop", style, "--scale", "2", "--out", frames])
        try #require(r.status == 0, "\(r.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: frames).sorted()
        let first = try #require(PNGPixels.read(frames + "/" + names[0]))
        let sampled = (0..<20).map { $0 * (names.count - 1) / 19 }
        let played = try lottieFrames(json, width: first.width, height: first.height, frames: sampled.map(String.init))
        try #require(played.count == sampled.count)
        for (k, frame) in sampled.enumerated() {
            let own = try #require(PNGPixels.read(frames + "/" + names[frame]))
            let d = Self.difference(own.bgra, played[k], width: own.width)
            #expect(d <= 0.02, "\(style) frame \(frame): mean difference \(d)")
            // (Text's glyphs are no elements: a glyph's thin waist may part it in two.)
            guard style != "fraction" else { continue }
            let a = Self.centres(own.bgra, width: own.width), b = Self.centres(played[k], width: own.width)
            #expect(a.count == b.count, "\(style) frame \(frame): \(a.count) elements, rlottie \(b.count)")
            if a.count == b.count {
                let worst = zip(a, b).map { max(abs($0.x - $1.x), abs($0.y - $1.y)) }.max() ?? 0
                #expect(worst <= 0.15, "\(style) frame \(frame): a centre \(worst) px off")
            }
        }
        // Small, and the same bytes every time.
        let again = dir.appendingPathComponent("\(style)-again.json").path
        _ = try CommandRunner.run(["render", "--scenario", Self.everyStyle, "--fps", "15", "--crop", style, "--out", again])
        #expect(FileManager.default.contents(atPath: again) == FileManager.default.contents(atPath: json))
        #expect((try FileManager.default.attributesOfItem(atPath: json)[.size] as? Int ?? .max) < 1 << 20)
    }

    struct Scroll: CustomTestStringConvertible, Sendable {
        var style: String, pages: Int
        var testDescription: String { "\(style) at \(pages) pages" }
    }
    static let scrolls = ["worm", "expanding", "jumping", "cosine", "color"].flatMap { s in [5, 12].map { Scroll(style: s, pages: $0) } }

    /// The scroll-driven Lottie of a style, played by rlottie at progress p, is the control
    /// at position p·(N − 1) as `snapshot --crop` draws it, at 41 values of p.
    @Test(arguments: scrolls)
    func aScrollDrivenLottieIsTheControlAtThatPosition(_ c: Scroll) throws {
        guard Self.player != nil else { return }
        let json = dir.appendingPathComponent("\(c.style)-\(c.pages).json").path
        let r = try CommandRunner.run(["lottie", "--style", c.style, "--pages", "\(c.pages)", "--out", json])
        try #require(r.status == 0, "\(r.stderr)")
        let kind = try #require(StyleKind(rawValue: c.style))
        var model = PlaygroundModel(pages: c.pages, page: 0, rows: [RowSpec(try PageIndicator(kind))], tracking: .continuous)
        let id = model.rows[0].id
        let box = try #require(SceneBuilder.controlSize(model, row: id))
        let (w, h) = (LottieExport.even(box.width), LottieExport.even(box.height))
        let canvas = try Canvas(pixelWidth: Int(w) * 2, pixelHeight: Int(h) * 2)
        let ps = (0...40).map { Double($0) / 40 }
        let played = try lottieFrames(json, width: Int(w) * 2, height: Int(h) * 2, frames: ["--progress"] + ps.map { String($0) })
        try #require(played.count == ps.count + 1)
        for (k, p) in ps.enumerated() {
            // (The control reached by scrolling there from the first page, as the Lottie was sampled.)
            model.place(at: p * Double(c.pages - 1))
            canvas.draw(SceneBuilder.buildControl(model, row: id, width: w, height: h), scale: 2)
            let own = [UInt8](UnsafeRawBufferPointer(start: canvas.pixels, count: canvas.stride * canvas.pixelHeight))
            let seen = played[k + 1]
            let d = Self.difference(own, seen, width: canvas.pixelWidth)
            #expect(d <= 0.02, "\(c.testDescription) p \(p): mean difference \(d)")
            let a = Self.centres(own, width: canvas.pixelWidth), b = Self.centres(seen, width: canvas.pixelWidth)
            #expect(a.count == b.count, "\(c.testDescription) p \(p): \(a.count) elements, rlottie \(b.count)")
            if a.count == b.count {
                let worst = zip(a, b).map { max(abs($0.x - $1.x), abs($0.y - $1.y)) }.max() ?? 0
                #expect(worst <= 0.15, "\(c.testDescription) p \(p): a centre \(worst) px off")
            }
        }
        // `snapshot --crop` draws that control.
        let png = dir.appendingPathComponent("\(c.style)-\(c.pages).png").path
        let s = try CommandRunner.run(["snapshot", "--style", c.style, "--pages", "\(c.pages)", "--position", "\(Double(c.pages - 1))", "--crop", c.style, "--scale", "2", "--out", png])
        #expect(s.status == 0, "\(s.stderr)")
        let snap = try #require(PNGPixels.read(png))
        #expect(Self.difference(snap.bgra, played[ps.count], width: snap.width) <= 0.02)
    }

    /// The rows as design tokens: every token typed as the W3C format types them, one group
    /// per row, and each easing's Bézier the curve the style eases by.
    @Test func tokensAreTypedAndTheirEasingsAreTheStylesCurves() throws {
        let out = dir.appendingPathComponent("tokens.json").path
        let file = dir.appendingPathComponent("linear.yaml").path
        try "pages: 5\nstyles: [worm]\neasing: linear\n".write(toFile: file, atomically: true, encoding: .utf8)
        let linear = try CommandRunner.run(["tokens", "--config", file])
        #expect(linear.stdout.contains("linear: exact"), "\(linear.stdout)\(linear.stderr)")
        let r = try CommandRunner.run(["tokens", "--style", "all", "--pages", "12", "--set", "worm.spacing=10", "--out", out])
        try #require(r.status == 0, "\(r.stderr)")
        let root = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: out))) as? [String: Any])
        var tokens = 0
        func walk(_ o: [String: Any], _ path: String) {
            if let value = o["$value"] {
                tokens += 1
                let type = o["$type"] as? String
                switch type {
                case "dimension":
                    let d = value as? [String: Any]
                    #expect(d?["unit"] as? String == "px" && d?["value"] is Double, "\(path)")
                case "number": #expect(value is Double, "\(path)")
                case "color": #expect((value as? String)?.range(of: "^#[0-9a-f]{6}([0-9a-f]{2})?$", options: .regularExpression) != nil, "\(path)")
                case "duration": #expect((value as? [String: Any])?["unit"] as? String == "ms", "\(path)")
                case "cubicBezier":
                    let v = value as? [Double] ?? []
                    #expect(v.count == 4 && (0...1).contains(v[0]) && (0...1).contains(v[2]), "\(path)")
                default: Issue.record("\(path): type \(type ?? "none")")
                }
                return
            }
            for (k, v) in o where !k.hasPrefix("$") { if let g = v as? [String: Any] { walk(g, path + "." + k) } }
        }
        walk(root, "")
        #expect(tokens > 15 * 5)
        #expect(root.keys.filter { !$0.hasPrefix("$") && $0 != "pages" }.count == StyleKind.allCases.count)
        let worm = try #require(root["worm"] as? [String: Any])
        #expect(((worm["spacing"] as? [String: Any])?["$value"] as? [String: Any])?["value"] as? Double == 10)
        // Each easing's Bézier against the curve itself, where it says it is exact.
        var compared = 0
        for (name, group) in root where !name.hasPrefix("$") {
            guard let g = group as? [String: Any], let e = g["step-easing"] as? [String: Any], let v = e["$value"] as? [Double],
                  (e["$description"] as? String)?.hasSuffix("exact") == true,
                  let ext = (g["$extensions"] as? [String: Any])?["com.pagedots"] as? [String: Any], let kind = StyleKind(rawValue: ext["style"] as? String ?? "")
            else { continue }
            let easing = try PageIndicator(kind).stepAnimation.easing
            let bezier = Easing.cubicBezier(v[0], v[1], v[2], v[3])
            for t in stride(from: 0.0, through: 1.0, by: 0.05) { #expect(abs(bezier(t) - easing(t)) < 2e-3, "\(name) at \(t)") }
            compared += 1
        }
        #expect(compared >= 5)
    }

    @Test(arguments: [
        ["lottie", "--style", "nope", "--out", "x.json"], ["lottie", "--style", "worm", "--out", "x.png"],
        ["lottie", "--style", "worm", "--pages", "0", "--out", "x.json"], ["lottie", "--style", "worm", "--set", "nope=1", "--out", "x.json"],
        ["tokens", "--style", "worm", "--out", "x.yaml"], ["snapshot", "--crop", "nope", "--out", "c.png"],
        ["snapshot", "--crop", "worm", "--hud", "--out", "c.png"], ["snapshot", "--out", "c.svgz"],
        ["render", "--scenario", "Assets/Scenarios/demo.yaml", "--out", "x.json", "--scale", "2"],
    ])
    func badShapesInputIsOneLine(_ args: [String]) throws {
        let r = try CommandRunner.run(args.map { $0.hasPrefix("Assets/") ? CheckCommandTests.root.appendingPathComponent($0).path : $0.hasSuffix(".json") || $0.hasSuffix(".png") || $0.hasSuffix(".svgz") || $0.hasSuffix(".yaml") ? dir.appendingPathComponent($0).path : $0 })
        #expect(r.status == 2, "\(args): \(r.stderr)")
        #expect(r.stderr.split(separator: "\n").count == 1, "\(args): \(r.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty, "\(args) wrote a file")
    }

    /// The demo's controls as Lottie stay well under a megabyte.
    @Test func theDemoControlsAreSmall() throws {
        let demo = CheckCommandTests.root.appendingPathComponent("Assets/Scenarios/demo.yaml").path
        for style in ["instagram", "system", "cosine"] {
            let json = dir.appendingPathComponent("demo-\(style).json").path
            let r = try CommandRunner.run(["render", "--scenario", demo, "--crop", style, "--out", json])
            #expect(r.status == 0, "\(r.stderr)")
            let size = try FileManager.default.attributesOfItem(atPath: json)[.size] as? Int ?? .max
            #expect(size < 1 << 20, "\(style): \(size) bytes")
        }
    }

    /// An element drawn inside still dots (an underground worm under rings) is in the
    /// Lottie too: once inside each dot's shape.
    @Test func anUndergroundWormUnderRingsIsInTheLottie() throws {
        guard Self.player != nil else { return }
        let json = dir.appendingPathComponent("underground.json").path, png = dir.appendingPathComponent("underground.png").path
        var r = try CommandRunner.run(["lottie", "--style", "worm", "--pages", "5", "--set", "underground=1", "--set", "outline=2", "--out", json])
        try #require(r.status == 0, "\(r.stderr)")
        r = try CommandRunner.run(["snapshot", "--style", "worm", "--pages", "5", "--set", "worm.underground=1", "--set", "worm.outline=2",
                                   "--position", "1.5", "--crop", "worm", "--scale", "2", "--out", png])
        try #require(r.status == 0, "\(r.stderr)")
        let own = try #require(PNGPixels.read(png))
        let seen = try lottieFrames(json, width: own.width, height: own.height, frames: ["--progress", "0.375"])[1]
        #expect(Self.difference(own.bgra, seen, width: own.width) <= 0.02)
        // The worm's white is there.
        #expect(stride(from: 0, to: seen.count, by: 4).contains { seen[$0] > 240 && seen[$0 + 1] > 240 && seen[$0 + 2] > 240 })
        #expect(Self.centres(own.bgra, width: own.width).count == Self.centres(seen, width: own.width).count)
    }
}
