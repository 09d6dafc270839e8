import Foundation
import Testing
import PageDots
@testable import PageDotsRender

/// Golden-image checks in the manner of swift-snapshot-testing: the reference lives in
/// `__Snapshots__/<File>/<test>.png` beside the test file. A missing reference is recorded
/// and the test fails, so that someone looks at it before it counts (on CI it is not even
/// recorded); `SNAPSHOT_TESTING_RECORD=all` records every reference again, and fails too.
/// On a mismatch the actual image and a diff image are written next to it and named.
enum GoldenImage {
    static func check(_ scene: Scene, scale: Double = 1, named name: String, file: String = #filePath) throws {
        let canvas = try Canvas(pixelWidth: Int(scene.width * scale), pixelHeight: Int(scene.height * scale))
        canvas.draw(scene, scale: scale)
        let actual = try canvas.pngData()
        let testFile = URL(fileURLWithPath: file)
        let folder = testFile.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
            .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
        let reference = folder.appendingPathComponent(name + ".png")
        let env = ProcessInfo.processInfo.environment
        let record = env["SNAPSHOT_TESTING_RECORD"] == "all"
        let onCI = env["CI"] != nil
        if record || !FileManager.default.fileExists(atPath: reference.path) {
            if onCI && !record {
                Issue.record("missing golden image \(reference.path); record it locally (SNAPSHOT_TESTING_RECORD=all) and commit it")
                return
            }
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try actual.write(to: reference)
            Issue.record("recorded golden image \(reference.path): look at it, then run the test again")
            return
        }
        let expected = try Data(contentsOf: reference)
        guard let diff = try difference(expected: reference.path, actual: canvas) else { return }
        let actualURL = folder.appendingPathComponent(name + ".actual.png")
        let diffURL = folder.appendingPathComponent(name + ".diff.png")
        try actual.write(to: actualURL)
        try diff.write(to: diffURL)
        Issue.record("\(name) differs from its golden image (\(expected.count) bytes): see \(actualURL.path) and \(diffURL.path)")
    }

    /// A PNG marking differing pixels in red, or nil when every pixel matches.
    static func difference(expected path: String, actual: Canvas) throws -> Data? {
        let ref = try Canvas(pngPath: path)
        guard ref.pixelWidth == actual.pixelWidth, ref.pixelHeight == actual.pixelHeight else {
            return try actual.pngData()
        }
        let out = try Canvas(pixelWidth: actual.pixelWidth, pixelHeight: actual.pixelHeight)
        var differs = false
        for y in 0..<actual.pixelHeight {
            for x in 0..<actual.pixelWidth {
                let a = actual.pixels.load(fromByteOffset: y * actual.stride + x * 4, as: UInt32.self)
                let b = ref.pixels.load(fromByteOffset: y * ref.stride + x * 4, as: UInt32.self)
                let mark: UInt32 = a == b ? (0xFF00_0000 | ((a >> 2) & 0x003F_3F3F)) : 0xFFFF_0000
                if a != b { differs = true }
                out.pixels.storeBytes(of: mark, toByteOffset: y * out.stride + x * 4, as: UInt32.self)
            }
        }
        return differs ? try out.pngData() : nil
    }
}
