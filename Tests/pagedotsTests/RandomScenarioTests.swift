import Foundation
import Testing

/// Every style holds the frame invariants under input nobody scripted by hand: random
/// scenarios (seeded, the same every run) played by `pagedots check --styles all`. The
/// docs/commands.md states how many scenarios and frames this checks.
struct RandomScenarioTests {
    static let count = 400

    @Test func randomScenariosKeepEveryInvariant() throws {
        // (RANDOM_SCENARIOS_DIR keeps the files there, to look into a failure.)
        let kept = ProcessInfo.processInfo.environment["RANDOM_SCENARIOS_DIR"].map { URL(fileURLWithPath: $0) }
        let dir = try kept ?? CommandRunner.temporaryFolder("random")
        defer { if kept == nil { try? FileManager.default.removeItem(at: dir) } }
        var files: [String] = []
        // (RANDOM_SCENARIOS_SEEDS=A-B plays those seeds instead: a wider search.)
        let range = ProcessInfo.processInfo.environment["RANDOM_SCENARIOS_SEEDS"].flatMap { text -> Range<UInt64>? in
            let ends = text.split(separator: "-").compactMap { UInt64($0) }
            return ends.count == 2 && ends[0] < ends[1] ? ends[0]..<ends[1] : nil
        }
        for seed in range ?? 0..<UInt64(Self.count) {
            let url = dir.appendingPathComponent("random-\(seed).yaml")
            try RandomScenarios.text(seed: seed).write(to: url, atomically: true, encoding: .utf8)
            files.append(url.path)
        }
        let r = try CommandRunner.run(["check", "--styles", "all", "--scenario"] + files)
        let lines = r.stdout.split(separator: "\n").map(String.init)
        // The first scenario that breaks an invariant, whole, to be kept as a stress scenario.
        let first = lines.first { !$0.hasPrefix("checked") }
        let seed = first.flatMap { $0.range(of: #"/random-\d+\.yaml"#, options: .regularExpression) }
            .flatMap { UInt64(first![$0].dropFirst("/random-".count).dropLast(".yaml".count)) }
        #expect(r.status == 0, "\(r.stderr)\(lines.prefix(12).joined(separator: "\n"))\n\(seed.map { RandomScenarios.text(seed: $0) } ?? "")")
        let summary = try #require(lines.last)
        guard range == nil else { return }
        #expect(summary.hasPrefix("checked \(Self.count) files, "))
        // docs/commands.md's count is this run's.
        let frames = summary.split(separator: " ")[3]
        let readme = try String(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../docs/commands.md"), encoding: .utf8)
        #expect(readme.contains("\(Self.count) random scenarios") && readme.contains("\(frames) frames"),
                "docs/commands.md should state \(Self.count) random scenarios and \(frames) frames")
    }
}
