import Foundation

/// Checks an output path before any work is done.
enum OutputPath {
    /// The folder must exist and be writable; the name must end in one of `extensions`.
    static func check(_ path: String, extensions: [String]) throws {
        guard !path.isEmpty else { throw UsageError("--out is empty: give NAME." + extensions[0]) }
        guard !path.hasSuffix("/") else {
            throw UsageError("--out '\(path)' ends with '/', which names a folder: give NAME." + extensions[0])
        }
        var isDir: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDir), isDir.boolValue {
            throw UsageError("--out '\(path)' is a folder: give a file name ending in ." + extensions[0])
        }
        let url = URL(fileURLWithPath: path)
        let ext = url.pathExtension.lowercased()
        guard extensions.contains(ext) else {
            throw UsageError("--out '\(path)' must end in " + extensions.map { "." + $0 }.joined(separator: " or "))
        }
        try checkFolder(of: path)
    }

    /// The folder that will hold `path` must exist and be writable.
    static func checkFolder(of path: String) throws {
        let dir = URL(fileURLWithPath: path).deletingLastPathComponent().path
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: dir, isDirectory: &isDir), isDir.boolValue else {
            throw UsageError("--out '\(path)': folder '\(dir)' does not exist")
        }
        guard FileManager.default.isWritableFile(atPath: dir) else {
            throw UsageError("--out '\(path)': folder '\(dir)' is not writable")
        }
    }
}
