import Foundation
import PageDots
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A recording that arrives as a stream (`-`, a named pipe, /dev/stdin): read once, as it
/// is written, into a temporary file that the readers then read as often as they need
/// (docs/qa.md#reading-a-recording). The file goes with this value, or with the process
/// if a signal ends it.
public final class SpooledRecording: Sendable {
    /// Where the stream was copied.
    public let path: String
    private let slot: Int?

    /// A stream is copied up to this many bytes.
    public static let longest = 4 << 30

    /// Whether `path` is a stream rather than a file that can be read again.
    public static func isStream(_ path: String) -> Bool {
        if path == "-" { return true }
        // Our own descriptors (standard input, a shell's `<(…)`) are not ffmpeg's: what it
        // would open under that name is its own.
        if ["/dev/stdin", "/dev/fd/", "/proc/self/fd/"].contains(where: { path == $0 || ($0.hasSuffix("/") && path.hasPrefix($0)) }) { return true }
        var st = stat()
        guard stat(path, &st) == 0 else { return false }
        let kind = st.st_mode & S_IFMT
        return kind == S_IFIFO || kind == S_IFCHR || kind == S_IFSOCK
    }

    /// Copies the stream at `source` (`-`: standard input); `note` hears why it may wait.
    public init(_ source: String, note: (String) -> Void) throws {
        var link = stat()
        if source != "-" && lstat(source, &link) == 0 && link.st_mode & S_IFMT == S_IFIFO {
            note("reading the recording from the pipe '\(Quoted(source))' as it is written (waiting for a writer)")
        }
        let input = source == "-" ? 0 : open(source, O_RDONLY)
        guard input >= 0 else { throw VideoReader.Failure(description: "recording '\(Quoted(source))' cannot be read: \(String(cString: strerror(errno)).lowercased())") }
        defer { if source != "-" { close(input) } }
        let dir = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        path = "\(dir)/pagedots-recording-\(getpid())-\(UInt64.random(in: 0...UInt64.max) % 1_000_000_000)"
        let output = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard output >= 0 else { throw VideoReader.Failure(description: "cannot hold the recording from '\(Quoted(source))' in \(dir): \(String(cString: strerror(errno)).lowercased())") }
        slot = TemporaryPaths.register(file: path)
        defer { close(output) }
        var chunk = [UInt8](repeating: 0, count: 1 << 20)
        var total = 0
        var head: [UInt8] = []
        let name = source == "-" ? "(standard input)" : source
        func judgeHead() throws {
            guard !Self.startsAsARecording(head) else { return }
            throw VideoReader.Failure(description: "'\(Quoted(name))' is not a video ffmpeg can read: it does not start as a recording does (MP4, MOV, MKV, WebM, GIF, TS, …)")
        }
        do {
            while true {
                let n = chunk.withUnsafeMutableBytes { SystemIO.read(input, $0.baseAddress, $0.count) }
                if n < 0 && errno == EINTR { continue }
                guard n >= 0 else { throw VideoReader.Failure(description: "recording '\(Quoted(source))' cannot be read: \(String(cString: strerror(errno)).lowercased())") }
                if n == 0 {
                    if head.count < Self.headBytes && !head.isEmpty { try judgeHead() }
                    break
                }
                // (Its first bytes say whether it is a recording at all: endless noise or
                // zeros are refused at once, not after gigabytes.)
                if head.count < Self.headBytes {
                    head += chunk[0..<min(n, Self.headBytes - head.count)]
                    if head.count == Self.headBytes { try judgeHead() }
                }
                total += n
                guard total <= Self.longest else {
                    throw VideoReader.Failure(description: "more than \(Self.longest >> 30) GB from '\(Quoted(source))': a recording from a stream is held in a temporary file up to that; save it to a file")
                }
                var done = 0
                while done < n {
                    let w = chunk.withUnsafeBytes { SystemIO.write(output, $0.baseAddress! + done, n - done) }
                    if w < 0 && errno == EINTR { continue }
                    guard w > 0 else { throw VideoReader.Failure(description: "cannot hold the recording from '\(Quoted(source))' in \(dir): \(String(cString: strerror(errno)).lowercased())") }
                    done += w
                }
            }
        } catch {
            TemporaryPaths.remove(slot)
            throw error
        }
    }

    deinit { TemporaryPaths.remove(slot) }

    /// How many first bytes tell a recording's container.
    static let headBytes = 12

    /// Whether `head` (a stream's first bytes) starts as a file ffmpeg reads as a video
    /// or a picture does: MP4 and MOV boxes, Matroska and WebM, GIF, RIFF (AVI, WebP),
    /// MPEG-TS and MPEG-PS, raw H.264 and HEVC, FLV, Ogg, ASF, MXF, IVF, Y4M, PNG, JPEG.
    static func startsAsARecording(_ head: [UInt8]) -> Bool {
        func at(_ offset: Int, _ bytes: [UInt8]) -> Bool { head.count >= offset + bytes.count && Array(head[offset..<(offset + bytes.count)]) == bytes }
        func text(_ offset: Int, _ s: String) -> Bool { at(offset, Array(s.utf8)) }
        if ["ftyp", "moov", "mdat", "free", "wide", "skip", "pnot", "uuid"].contains(where: { text(4, $0) }) { return true }
        if text(0, "GIF8") || text(0, "RIFF") || text(0, "FLV") || text(0, "OggS") || text(0, "DKIF") || text(0, "YUV4MPEG") { return true }
        if at(0, [0x1A, 0x45, 0xDF, 0xA3]) || at(0, [0x30, 0x26, 0xB2, 0x75]) || at(0, [0x06, 0x0E, 0x2B, 0x34]) { return true }
        if at(0, [0x00, 0x00, 0x00, 0x01]) || at(0, [0x00, 0x00, 0x01]) || at(0, [0x89, 0x50, 0x4E, 0x47]) || at(0, [0xFF, 0xD8, 0xFF]) { return true }
        // (An MPEG transport stream: its sync byte every 188 bytes; only the first is here.)
        return head.first == 0x47
    }
}
