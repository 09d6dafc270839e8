import Foundation

/// Finds the files PageDots ships in `Assets/`: from `$PAGEDOTS_ASSETS`, else the first
/// `Assets` folder above the executable or the current directory.
public enum Assets {
    public static let folder: String? = {
        let fm = FileManager.default
        if let env = ProcessInfo.processInfo.environment["PAGEDOTS_ASSETS"], fm.fileExists(atPath: env) { return env }
        let exe = (try? fm.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        for start in [URL(fileURLWithPath: exe).deletingLastPathComponent(), URL(fileURLWithPath: fm.currentDirectoryPath)] {
            var dir = start
            for _ in 0..<8 {
                let candidate = dir.appendingPathComponent("Assets")
                if fm.fileExists(atPath: candidate.appendingPathComponent("Fonts/DejaVuSans.ttf").path) { return candidate.path }
                dir = dir.deletingLastPathComponent()
            }
        }
        return nil
    }()

    /// Path of a shipped file, e.g. `Fonts/DejaVuSans.ttf`, or nil when missing.
    public static func path(_ relative: String) -> String? {
        guard let folder else { return nil }
        let p = folder + "/" + relative
        return FileManager.default.fileExists(atPath: p) ? p : nil
    }
}
