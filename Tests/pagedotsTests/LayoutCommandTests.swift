import Foundation
import Testing

struct LayoutCommandTests {
    func json(_ args: [String]) throws -> [String: Any] {
        let r = try CommandRunner.run(["layout"] + args + ["--json"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.split(separator: "\n").count == 1)
        return try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as! [String: Any]
    }

    func dots(_ o: [String: Any]) -> [[String: Any]] { o["dots"] as! [[String: Any]] }

    /// Without --pages, 12 pages, as every command.
    @Test func twelvePagesByDefault() throws {
        #expect(try json(["--style", "worm"])["pages"] as? Int == 12)
    }

    @Test func instagramVisit() throws {
        let o = try json(["--style", "instagram", "--pages", "10", "--visit", "0,1,2,3,4,5,4,3,2"])
        #expect(o["currentPage"] as? Int == 2)
        #expect(dots(o).map { $0["page"] as! Int } == [0, 1, 2, 3, 4, 5, 6])
        #expect(dots(o).map { $0["scale"] as! Double } == [0.33, 0.66, 1, 1, 1, 0.66, 0.33])
        #expect(dots(o).filter { $0["current"] as! Bool }.map { $0["page"] as! Int } == [2])
    }

    @Test func systemThirtyPages() throws {
        let o = try json(["--style", "system", "--pages", "30", "--position", "15"])
        let d = dots(o)
        #expect(d.map { $0["scale"] as! Double } == [0.25, 0.5, 1, 1, 1, 1, 1, 1, 0.5, 0.25])
        let xs = d.map { $0["x"] as! Double }
        #expect(Set(zip(xs, xs.dropFirst()).map { $1 - $0 }) == [16])
    }

    @Test func cosineWidthAndLargestDot() throws {
        let o = try json(["--style", "cosine", "--pages", "20", "--position", "7.3"])
        #expect(abs((o["width"] as! Double) - 160) < 1e-9)
        let d = dots(o)
        #expect(d.count == 20)
        let largest = d.max { ($0["diameter"] as! Double) < ($1["diameter"] as! Double) }!
        #expect(largest["page"] as? Int == 7)
    }

    @Test func cosineMillionPages() throws {
        let o = try json(["--style", "cosine", "--pages", "1000000", "--position", "500000.5"])
        #expect(abs((o["width"] as! Double) - 160) < 160e-9)
        #expect(dots(o).count < 20)
    }

    @Test func discreteTrackingUsesTheCurrentPage() throws {
        let o = try json(["--style", "system", "--pages", "30", "--position", "14.6", "--tracking", "discrete"])
        #expect(o["currentPage"] as? Int == 15)
        #expect(dots(o).map { $0["x"] as! Double }.contains(40))
    }

    @Test func tableIsReadable() throws {
        let r = try CommandRunner.run(["layout", "--style", "system", "--pages", "3"])
        #expect(r.status == 0)
        #expect(r.stdout.contains("system: 3 pages") && r.stdout.contains("diameter"))
    }

    @Test(arguments: [
        ["--style", "instagram", "--pages", "-1"],
        ["--style", "instagram", "--pages", "10", "--max-dots", "6"],
        ["--style", "instagram", "--pages", "10", "--full-dots", "9", "--max-dots", "7"],
        ["--style", "nope", "--pages", "10"],
        ["--style", "cosine", "--pages", "10", "--position", "nan"],
        ["--style", "system", "--pages", "10", "--visit", "3,x"],
        ["--style", "system", "--pages", "10", "--visit", "3,10"],
        ["--style", "system", "--pages", "10", "--position", "12"],
        ["--style", "system", "--pages", "10", "--width", "100"],
        ["--style", "system", "--pages", "10", "--position", "1", "--visit", "1"],
        ["--style", "instagram", "--pages", "10", "--side-scales", "0.5,abc"],
        ["--pages", "12"],
        ["--bogus"],
    ])
    func badInputIsOneLineAndStatus2(args: [String]) throws {
        let r = try CommandRunner.run(["layout"] + args)
        #expect(r.status == 2)
        #expect(r.stdout.isEmpty)
        let lines = r.stderr.split(separator: "\n")
        #expect(lines.count == 1, "\(r.stderr)")
        #expect(r.stderr.hasPrefix("pagedots: ") && !r.stderr.contains("Fatal") && !r.stderr.lowercased().contains("usage"))
    }

    /// A preset name is its style with the preset's parameters.
    @Test func aPresetIsItsStyleWithItsParameters() throws {
        let preset = try CommandRunner.run(["layout", "--style", "flutter", "--pages", "12", "--position", "3", "--json"])
        let style = try CommandRunner.run(["layout", "--style", "scrolling", "--pages", "12", "--position", "3", "--json",
                                           "--set", "diameter=16", "--set", "spacing=8", "--set", "maxDots=5", "--set", "activeScale=1.3"])
        #expect(preset.status == 0 && preset.stdout == style.stdout, "\(preset.stderr)")
    }
}
