import Foundation

/// PNG frames `frame-00001.png …` written into a new folder (under a temporary name,
/// renamed at the end) or into an existing empty one (filled in place). Cancelled, it
/// removes only what it wrote.
final class FrameFolder {
    let folder: String
    private let dir: String
    private let existing: Bool
    private let slot: Int?
    private(set) var frames = 0
    /// The last frame's PNG: a frame that changed nothing is the same file again.
    private var png = Data()

    init(_ folder: String, existing: Bool) throws {
        self.folder = folder
        self.existing = existing
        dir = existing ? folder : AtomicFile.temporaryURL(for: URL(fileURLWithPath: folder)).path
        if !existing {
            guard mkdir(dir, 0o755) == 0 else { throw RenderError("cannot make folder for \(folder): \(AtomicFile.systemReason())") }
        }
        slot = TemporaryPaths.register(folder: dir, removeFolder: !existing)
    }

    func write(_ canvas: Canvas, damage: Damage) throws {
        if damage != .none || png.isEmpty { png = try canvas.pngData() }
        frames += 1
        TemporaryPaths.setFrames(slot, frames)
        let name = String(format: "frame-%05d.png", frames)
        do { try AtomicFile.writeAll(png, to: dir + "/" + name) } catch {
            throw RenderError("cannot write \(name) in \(folder): \(error)")
        }
    }

    func finish() throws {
        if !existing {
            guard rename(dir, folder) == 0 else { throw RenderError("cannot make folder \(folder): \(AtomicFile.systemReason())") }
        }
        TemporaryPaths.unregister(slot)
    }

    func cancel() { TemporaryPaths.remove(slot) }
}
