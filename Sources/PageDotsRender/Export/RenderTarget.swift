import Foundation
import PageDots

/// Where a render goes: a video file in a format, or a folder of numbered PNG frames.
/// Checked before any work is done.
public enum RenderTarget: Equatable, Sendable {
    case video(String, ExportFormat)
    /// A folder of PNG frames; `existing`: an empty folder that was already there (filled
    /// in place, never replaced).
    case frames(String, existing: Bool)

    /// `out`: a name ending in a format's extension, or a folder name without a dot.
    public init(_ out: String) throws(OutputPath.Failure) {
        let formats = ExportFormat.names(last: ", ")
        guard !out.isEmpty else { throw .empty(give: "\(formats) or a new folder for PNG frames") }
        if let format = ExportFormat.of(path: out) {
            try OutputPath.check(out, extensions: [format.name])
            self = .video(out, format)
        } else if !URL(fileURLWithPath: out).lastPathComponent.contains(".") {
            var isDir: ObjCBool = false
            if FileManager.default.fileExists(atPath: out, isDirectory: &isDir) {
                guard isDir.boolValue else { throw .isFile(out, give: "\(formats) or a folder") }
                let contents = (try? FileManager.default.contentsOfDirectory(atPath: out)) ?? []
                guard contents.isEmpty else { throw .folderNotEmpty(out) }
                guard FileManager.default.isWritableFile(atPath: out) else { throw .notWritableFolder(out) }
                self = .frames(out, existing: true)
            } else {
                try OutputPath.checkFolder(of: URL(fileURLWithPath: out).standardizedFileURL.path, named: out)
                self = .frames(out, existing: false)
            }
        } else {
            throw .wrongExtension(out, allowed: OutputPath.listed(ExportFormat.all.map(\.name)) + ", or name a folder for PNG frames (a folder name without a dot)")
        }
    }

    /// The video format, if a video.
    public var format: ExportFormat? {
        if case .video(_, let f) = self { return f }
        return nil
    }
}

/// Checks an output file's path before any work is done.
public enum OutputPath {
    /// Why a path cannot take the output; `message(option)` names the option that gave it.
    public enum Failure: Error, Equatable, Sendable {
        case empty(give: String)
        case endsWithSlash(String, give: String)
        case isFolder(String, ext: String)
        case isFile(String, give: String)
        case wrongExtension(String, allowed: String)
        case noFolder(String, folder: String)
        case notAFolder(String, folder: String)
        case noName(String, ext: String)
        case folderNotWritable(String, folder: String)
        case folderNotEmpty(String)
        case notWritableFolder(String)
        case missingFolder(String)

        public func message(_ o: String) -> String {
            switch self {
            case .empty(let give): return "\(o) is empty: give \(give)"
            case .endsWithSlash(let p, let give): return "\(o) '\(p)' ends with '/', which names a folder: give \(give)"
            case .isFolder(let p, let ext): return "\(o) '\(p)' is a folder: give a file name ending in .\(ext)"
            case .isFile(let p, let give): return "\(o) '\(p)' is a file; give \(give)"
            case .wrongExtension(let p, let allowed): return "\(o) '\(p)' must end in \(allowed)"
            case .noFolder(let p, let dir): return "\(o) '\(p)': folder '\(dir)' does not exist"
            case .notAFolder(let p, let dir): return "\(o) '\(p)': '\(dir)' is a file, not a folder"
            case .noName(let p, let ext): return "\(o) '\(p)' has no name before its extension: give NAME.\(ext)"
            case .folderNotWritable(let p, let dir): return "\(o) '\(p)': folder '\(dir)' is not writable"
            case .folderNotEmpty(let p): return "\(o) folder '\(p)' is not empty; give a new or empty folder"
            case .notWritableFolder(let p): return "\(o) folder '\(p)' is not writable"
            case .missingFolder(let p): return "\(o) folder '\(p)' does not exist"
            }
        }
    }

    /// `.png`, `.mp4 or .gif`, `.a, .b or .c`.
    static func listed(_ extensions: [String]) -> String {
        let dotted = extensions.map { "." + $0 }
        return dotted.count <= 1 ? dotted.joined() : dotted.dropLast().joined(separator: ", ") + " or " + dotted.last!
    }

    /// The folder must exist and be writable; the name must end in one of `extensions`.
    public static func check(_ path: String, extensions: [String]) throws(Failure) {
        guard !path.isEmpty else { throw .empty(give: "NAME." + extensions[0]) }
        guard !path.hasSuffix("/") else { throw .endsWithSlash(path, give: "NAME." + extensions[0]) }
        var isDir: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDir), isDir.boolValue { throw .isFolder(path, ext: extensions[0]) }
        let name = URL(fileURLWithPath: path).lastPathComponent.lowercased()
        if let ext = extensions.first(where: { name == "." + $0 }) { throw .noName(path, ext: ext) }
        guard extensions.contains(URL(fileURLWithPath: path).pathExtension.lowercased()) else { throw .wrongExtension(path, allowed: listed(extensions)) }
        try checkFolder(of: path)
    }

    /// A folder that files will be written into: it must exist and be writable.
    public static func checkWritableFolder(_ path: String) throws(Failure) {
        guard !path.isEmpty else { throw .empty(give: "a folder") }
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir) else { throw .missingFolder(path) }
        guard isDir.boolValue else { throw .isFile(path, give: "a folder") }
        guard FileManager.default.isWritableFile(atPath: path) else { throw .notWritableFolder(path) }
    }

    /// The folder that will hold `path` must exist and be writable (`named`: the path as
    /// given, for the message).
    public static func checkFolder(of path: String, named: String? = nil) throws(Failure) {
        let dir = URL(fileURLWithPath: path).deletingLastPathComponent().path
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: dir, isDirectory: &isDir) else { throw .noFolder(named ?? path, folder: dir) }
        guard isDir.boolValue else { throw .notAFolder(named ?? path, folder: dir) }
        guard FileManager.default.isWritableFile(atPath: dir) else { throw .folderNotWritable(named ?? path, folder: dir) }
    }
}
