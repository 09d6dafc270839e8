import Foundation
import Testing
import TestSupport

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
    func record(_ kind: SyntheticControl.Kind, scale: Double, dark: Bool, blue: Bool = false, pages: Int = 7,
                fault: ((Int, inout [SyntheticControl.Element]) -> Void)? = nil) throws -> (path: String, truth: [[SyntheticControl.Element]]) {
        let width = Int(200 * scale) & ~1 + 40, height = Int(120 * scale) & ~1
        let control = SyntheticControl(kind: kind, pages: pages, scale: scale, centreX: Double(width) / 2 + 0.37, centreY: Double(height) * 0.8 + 0.21)
        var frames = SyntheticFrames(width: width, height: height, dark: dark)
        frames.blue = blue
        var truth: [[SyntheticControl.Element]] = []
        var pixels: [[UInt8]] = []
        for (i, p) in SyntheticControl.path(pages: pages).enumerated() {
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

    func detect(_ path: String) throws -> [Detected] {
        let r = try CommandRunner.run(["detect", "--video", path, "--json"])
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
}
