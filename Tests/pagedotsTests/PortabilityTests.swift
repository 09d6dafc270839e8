import Foundation
import Testing

/// What runs on every system runs here too: the export's portable pipe (plain writes, as
/// on macOS) makes the same file as Linux's zero-copy one.
final class PortabilityTests {
    let folder = TestFolder("portable")

    @Test func thePortablePipeWritesTheSameMP4() throws {
        let s = try folder.write("s.yaml", "size: 320x180\nfps: 30\npages: 12\nsteps:\n  - goto: 7\n    duration: 0.6\n  - drag: { by: -1.5, duration: 0.4 }\n")
        var environment = ProcessInfo.processInfo.environment
        let spliced = try CommandRunner.run(["render", "--scenario", s, "--out", folder.path("spliced.mp4")], environment: environment)
        environment["PAGEDOTS_PORTABLE_PIPE"] = "1"
        let portable = try CommandRunner.run(["render", "--scenario", s, "--out", folder.path("portable.mp4")], environment: environment)
        #expect(spliced.status == 0 && portable.status == 0, "\(spliced.stderr) \(portable.stderr)")
        let a = try Data(contentsOf: URL(fileURLWithPath: folder.path("spliced.mp4")))
        let b = try Data(contentsOf: URL(fileURLWithPath: folder.path("portable.mp4")))
        #expect(a.count > 1000 && a == b)
    }

    /// Every system call the program makes by name goes through an import that holds on
    /// Linux and macOS alike.
    @Test func noUnconditionalGlibc() throws {
        let sources = RecordingQATests.root.appendingPathComponent("Sources")
        let files = FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
        #expect(files.count > 50)
        for file in files {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            for (i, line) in lines.enumerated() where line.hasPrefix("import Glibc") || line.contains("Glibc.") {
                let guarded = i > 0 && (lines[i - 1].contains("#if canImport(Glibc)") || lines[i - 1].contains("#if os(Linux)"))
                #expect(guarded, "\(file):\(i + 1): \(line)")
            }
        }
    }
}
