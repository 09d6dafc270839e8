import Foundation
import Testing

/// What the docs say of the commands, held: options that mean the same have the same name.
final class DocsHoldTests {
    let folder = TestFolder("docs-hold")

    /// `--page P` on snapshot and layout, as on play and check: the page at rest.
    @Test func snapshotAndLayoutTakePage() throws {
        let a = folder.path("a.png"), b = folder.path("b.png")
        #expect(try CommandRunner.run(["snapshot", "--size", "320x180", "--pages", "12", "--page", "3", "--out", a]).status == 0)
        #expect(try CommandRunner.run(["snapshot", "--size", "320x180", "--pages", "12", "--position", "3", "--out", b]).status == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: a)) == Data(contentsOf: URL(fileURLWithPath: b)))
        let layout = try CommandRunner.run(["layout", "--style", "worm", "--pages", "5", "--page", "2"])
        #expect(layout.status == 0 && layout.stdout.contains("position 2"), "\(layout.stdout)")
        let both = try CommandRunner.run(["snapshot", "--pages", "12", "--page", "3", "--position", "2", "--out", a])
        #expect(both.status == 2 && both.stderr.contains("give either --page or --position"), "\(both.stderr)")
        let beyond = try CommandRunner.run(["layout", "--style", "worm", "--pages", "5", "--page", "5"])
        #expect(beyond.status == 2 && beyond.stderr.contains("--page 5 is beyond the 5 pages"), "\(beyond.stderr)")
    }

    /// `--style` and `--styles` name the same on every command that takes styles.
    @Test func styleAndStylesAreOneOption() throws {
        let s = try folder.write("s.yaml", "size: 320x180\nfps: 10\npages: 8\nsteps:\n  - goto: 3\n    duration: 0.2\n")
        for name in ["--style", "--styles"] {
            let r = try CommandRunner.run(["check", "--scenario", s, name, "worm"])
            #expect(r.status == 0 && r.stdout.contains("checked 1 file"), "\(name): \(r.stderr)")
            let snap = try CommandRunner.run(["snapshot", name, "worm", "--size", "160x90", "--out", folder.path("x\(name).png")])
            #expect(snap.status == 0, "\(name): \(snap.stderr)")
        }
    }
}
