import Foundation
import Testing

struct PlayCommandTests {
    static var xvfbRun: String? {
        ["/usr/bin/xvfb-run", "/bin/xvfb-run"].first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Runs the window under Xvfb (`xvfb`: xvfb-run) with `args`: its status, the last line
    /// it printed and that line read as the stats' JSON.
    static func window(_ xvfb: String, _ args: [String]) throws -> (status: Int32, line: String, stats: [String: Any]?) {
        let r = try CommandRunner.run(["-a", "-s", "-screen 0 1280x800x24", CommandRunner.binary.path] + args, executable: xvfb)
        let line = r.stdout.split(separator: "\n").last.map(String.init) ?? ""
        return (r.status, line, try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    }

    /// The real window under Xvfb: it opens, presents frames and reports stats on exit.
    @Test func windowRunsUnderXvfbAndReportsStats() throws {
        guard let xvfb = Self.xvfbRun else {
            #expect(ProcessInfo.processInfo.environment["CI"] == nil, "CI must have xvfb-run")
            return
        }
        let (status, line, stats) = try Self.window(xvfb, ["--quit-after", "3", "--stats", "--pages", "30", "--page", "4"])
        #expect(status == 0)
        // (More than its first frame; how many depends on the machine's load.)
        let presented = stats?["framesPresented"] as? Int ?? 0
        #expect(presented >= 2, "\(line)")
        for key in ["framesLate", "workMedianMs", "workP99Ms", "averageFps"] { #expect(stats?[key] != nil, "\(key)") }
    }

    /// No display, however SDL is set up: one line and exit 2 — SDL's own
    /// fallback to a driver that draws nowhere is refused unless asked for by name.
    @Test(arguments: [[String: String](), ["DISPLAY": ":987"], ["SDL_VIDEODRIVER": "x11"]])
    func noDisplayIsOneClearLine(extra: [String: String]) throws {
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = nil
        env["WAYLAND_DISPLAY"] = nil
        env["SDL_VIDEODRIVER"] = nil
        for (k, v) in extra { env[k] = v }
        // No --quit-after: a window that opened on nothing would never end.
        let r = try CommandRunner.run([], environment: env, timeout: 10)
        #expect(r.status == 2, "\(extra): \(r.stderr)")
        #expect(r.stderr.split(separator: "\n").count == 1 && r.stderr.contains("display") && r.stderr.contains("snapshot"))
    }

    @Test(arguments: [["--size", "0x0"], ["--size", "99999x99999"], ["--pages", "-2"], ["--time-scale", "0"],
                      ["--style", "x"], ["--page", "12"], ["--quit-after", "-1"], ["--size", "big"],
                      ["--out-dir", "/nonexistent/folder"], ["--out-dir", "/etc/hostname"], ["--out-dir", ""]])
    func badOptionsAreOneLineAndStatus2(args: [String]) throws {
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = nil
        let r = try CommandRunner.run(args, environment: env)
        #expect(r.status == 2)
        #expect(r.stderr.split(separator: "\n").count == 1, "\(r.stderr)")
        #expect(!r.stderr.contains("display"), "validation must come before opening a display: \(r.stderr)")
    }
}
