import Foundation
import PageDots

/// Reads a recording through ffmpeg (docs/qa.md#reading-a-recording): its size from its
/// first frame, its frame times from ffprobe (the packets' presentation times, sorted:
/// screen recordings often have a variable frame rate), its frames decoded as raw 4:2:0,
/// cut to a region by ffmpeg so only what is measured crosses the pipe.
public struct VideoReader: Sendable {
    /// The file read (a stream's temporary copy).
    public let path: String
    /// The recording as the person named it, for messages.
    public let name: String
    /// What ffmpeg and ffprobe are given: the file, never read as a protocol or option.
    var input: String { "file:" + path }
    /// A stream's temporary copy, kept while the reader is.
    private let spooled: SpooledRecording?
    /// The container's format as ffprobe names it (`gif`, `mov,mp4,…`, `matroska,webm`).
    public let format: String
    /// Frame size as decoded (after any rotation the file asks for).
    public let width: Int
    public let height: Int
    /// Each frame's time, seconds from the first; may be shorter than the frames decoded.
    /// (Read by a second ffprobe while the frames are decoded.)
    public var times: [Double] { packetTimes.wait().times }
    /// How many of the frames are key frames (decoded without the others).
    public var keyframes: Int { packetTimes.wait().keyframes }
    private let packetTimes: Later<(times: [Double], keyframes: Int, discarded: Int)>

    /// Why a recording cannot be read, in one line.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    static func tool(_ name: String) -> String? {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return paths.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// ffprobe's JSON of `entries` of the first video stream of `path`, and its last line
    /// on stderr.
    static func probe(_ ffprobe: String, _ path: String, _ entries: String) throws -> ([String: Any]?, String?) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: ffprobe)
        p.arguments = ["-v", "error", "-select_streams", "v:0", "-show_entries", entries, "-of", "json", "file:" + path]
        let out = Pipe(), err = Pipe()
        p.standardOutput = out
        p.standardError = err
        p.standardInput = FileHandle.nullDevice
        try ChildProcesses.run(p)
        let errorText = Self.drain(err)
        let data = out.fileHandleForReading.readDataToEndOfFile()
        ChildProcesses.wait(p)
        let reason = Self.lastLine(errorText.wait(), path)
        guard p.terminationStatus == 0 else { return (nil, reason) }
        return (try? JSONSerialization.jsonObject(with: data) as? [String: Any], reason)
    }

    /// Decoding threads: as many as processors (ffmpeg's own default, one more, only makes
    /// them take turns with the measuring), and no more than 16 (each holds frames of its
    /// own: on a large machine a 4K recording would hold gigabytes).
    static let decoderThreads = max(1, min(16, ProcessInfo.processInfo.activeProcessorCount))

    /// Whether FFmpeg's libraries read this file in the process (they read its first
    /// frame): asked once, not again at every pass.
    let readInProcess: Bool

    /// A decoder of this file in the process, when the libraries read it.
    func libraryDecoder(keyframesOnly: Bool = false) -> LibraryDecoder? {
        guard readInProcess, let decoder = LibraryDecoder(path: path, threads: Self.decoderThreads, keyframesOnly: keyframesOnly),
              decoder.width == width, decoder.height == height else { return nil }
        return decoder
    }

    /// The first frame whole (what the row is looked for in).
    public let first: PlanarFrame
    /// How many frames the file says it shows, when it says so exactly (MP4, MOV, GIF):
    /// the frames its header counts less those its edit list leaves out (a clip trimmed
    /// without re-encoding keeps them); nil when only a duration is known (WebM, MKV).
    public var declaredFrames: Int? { headerFrames.map { max(0, $0 - packetTimes.wait().discarded) } }
    private let headerFrames: Int?
    private let headerDuration: Double?

    /// Whether the first `count` frames reach the end of the stream the header declares
    /// (within two and a half frames): then a file that declares more frames than were
    /// read holds samples its edit list leaves out (a screen recording trimmed in a
    /// player), and is not cut short. False when the header says no duration.
    public func reachesDeclaredEnd(_ count: Int) -> Bool {
        guard let d = headerDuration, d > 0, count > 0 else { return false }
        let interval = headerFrames.map { d / Double(max($0, 1)) } ?? 0.1
        return time(count - 1) + 2.5 * interval >= d
    }

    /// What a decoding pass read: its frames, and what ffmpeg said was wrong with the
    /// file while it still decoded (a file cut short, damaged data), if anything.
    public struct Decoded: Sendable {
        public var frames = 0
        public var complaint: String?
    }

    /// Whether a WebP file says it is animated (its extended header's animation flag):
    /// ffmpeg reads only its first frame.
    static func animatedWebP(_ path: String) -> Bool {
        guard let h = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? h.close() }
        let head = [UInt8]((try? h.read(upToCount: 21)) ?? Data())
        return head.count == 21 && Array(head[12..<16]) == Array("VP8X".utf8) && head[20] & 0x02 != 0
    }

    /// What the file says it holds, read by ffprobe from its headers before anything is
    /// decoded, and refused when it is no recording or more than is read (docs/qa.md#reading-a-recording).
    static func declared(_ ffprobe: String, _ path: String, name: String) throws -> (frames: Int?, duration: Double?, format: String) {
        guard let (json, _) = try? probe(ffprobe, path, "stream=width,height,nb_frames,duration,avg_frame_rate,codec_name:format=format_name,duration"),
              let json, let stream = (json["streams"] as? [[String: Any]])?.first else { return (nil, nil, "") }
        let format = (json["format"] as? [String: Any])?["format_name"] as? String ?? ""
        let codec = stream["codec_name"] as? String ?? "?"
        if format.hasSuffix("_pipe") || format == "image2" {
            if codec == "webp", Self.animatedWebP(path) {
                throw Failure(description: "'\(Quoted(name))' is an animated WebP, which this ffmpeg cannot decode: convert it to a GIF or MP4 first")
            }
            throw Failure(description: "'\(Quoted(name))' is a still image (\(Quoted(codec))), not a recording: give a video (MP4, MOV, WebM, GIF, …)")
        }
        let w = stream["width"] as? Int ?? 0, h = stream["height"] as? Int ?? 0
        if w * h > Limits.maxArea {
            throw Failure(description: "'\(Quoted(name))' has \(w)x\(h) frames: a recording is read up to \(Limits.maxArea >> 20) M pixels a frame (8192x4096)")
        }
        let exact = (stream["nb_frames"] as? String).flatMap { Int($0) }
        func number(_ v: Any?) -> Double? { (v as? String).flatMap { Double($0) } }
        let duration = number(stream["duration"]) ?? number((json["format"] as? [String: Any])?["duration"])
        let rate: Double? = (stream["avg_frame_rate"] as? String).flatMap { r in
            let parts = r.split(separator: "/").compactMap { Double($0) }
            return parts.count == 2 && parts[1] > 0 ? parts[0] / parts[1] : nil
        }
        let frames = exact.map(Double.init) ?? duration.flatMap { d in rate.map { d * $0 } } ?? 0
        if frames.isFinite, frames * Double(w * h) > Double(Limits.maxRecordingPixels) {
            throw Failure(description: "'\(Quoted(name))' declares \(Int(frames.rounded())) frames of \(w)x\(h): a recording is read up to \(Limits.maxRecordingPixels >> 30) G pixels in all (about 18 minutes of 1080p60); cut it shorter")
        }
        return (exact, duration, format)
    }

    /// Opens `path`: its first frame is decoded (which says the frame's size, as shown)
    /// while ffprobe reads every frame's time; throws when it is not a video ffmpeg can
    /// read.
    /// A stream (`-`, a pipe) is first copied whole (`note` hears that it waits).
    public init(path given: String, note: (String) -> Void = { _ in }) throws {
        guard let ffprobe = Self.tool("ffprobe"), VideoWriter.ffmpeg != nil else {
            throw Failure(description: "ffmpeg not found on PATH: install it (apt-get install ffmpeg) to read \(Quoted(given))")
        }
        name = given == "-" ? "(standard input)" : given
        spooled = SpooledRecording.isStream(given) ? try SpooledRecording(given, note: note) : nil
        let path = spooled?.path ?? given
        // (The header is read by ffprobe while the libraries decode the first frame, which
        // they refuse when larger than a recording is read at; the ffmpeg command decodes
        // it only once the header is found good.)
        let header = Later { [name] in Result { try Self.declared(ffprobe, path, name: name) } }
        let early = Self.libraryFirstFrame(path)
        let (declared, duration, format) = try header.wait().get()
        packetTimes = Later {
            if let read = LibraryDecoder.packetTimes(path) { return read }
            let all = ((try? Self.probe(ffprobe, path, "packet=pts_time,flags"))?.0?["packets"] as? [[String: Any]]) ?? []
            // (Packets an edit list leaves out, flagged D, are decoded but never shown.)
            let packets = all.filter { ($0["flags"] as? String)?.contains("D") != true }
            let pts = packets.compactMap { ($0["pts_time"] as? String).flatMap { Double($0) } }.sorted()
            let keys = packets.filter { ($0["flags"] as? String)?.hasPrefix("K") == true }.count
            return (pts.map { $0 - (pts.first ?? 0) }, keys, all.count - packets.count)
        }
        let (frame, reason) = early.map { ($0, nil) } ?? Self.firstFrame(path)
        guard let frame else {
            let why = reason.map { $0.lowercased().contains("matches no streams") ? "it has no video stream" : $0.lowercased() } ?? "it has no frames"
            throw Failure(description: "'\(Quoted(name))' is not a video ffmpeg can read: \(why)")
        }
        self.path = path
        self.format = format
        readInProcess = early != nil
        headerFrames = declared
        headerDuration = duration
        first = frame
        width = frame.width
        height = frame.height
    }

    /// The time of frame `i`: from the packets, or past their end one typical frame apart.
    public func time(_ i: Int) -> Double {
        if i < times.count { return times[i] }
        guard times.count >= 2 else { return Double(i) / 60 }
        let step = (times.last! - times.first!) / Double(times.count - 1)
        return times.last! + Double(i - times.count + 1) * step
    }

    /// Decodes the frames (only `region`, the first `limit` of them) and hands each to
    /// `body` in order; `body` returns false to stop early.
    /// `keyframesOnly`: only key frames are decoded, and of those every `everyKeyframe`th.
    @discardableResult
    public func frames(region: PixelRegion? = nil, limit: Int? = nil, keyframesOnly: Bool = false, everyKeyframe: Int = 1, _ body: (PlanarFrame) throws -> Bool) throws -> Decoded {
        guard let ffmpeg = VideoWriter.ffmpeg else {
            throw Failure(description: "ffmpeg not found on PATH: install it (apt-get install ffmpeg) to read \(Quoted(name))")
        }
        let r = region ?? PixelRegion(x: 0, y: 0, width: width, height: height)
        if let decoder = libraryDecoder(keyframesOnly: keyframesOnly) {
            if ObservedChecker.debugging { print("decoded in this process (\(keyframesOnly ? "key frames" : "every frame"))") }
            return try Self.frames(decoder, region: r, limit: limit, every: keyframesOnly ? everyKeyframe : 1, body)
        }
        var filters = region != nil ? ["crop=\(r.width):\(r.height):\(r.x):\(r.y):exact=1"] : []
        if keyframesOnly && everyKeyframe > 1 { filters.insert("select='not(mod(n\\,\(everyKeyframe)))'", at: 0) }
        var args = filters.isEmpty ? [] : ["-vf", filters.joined(separator: ",")]
        if let limit { args += ["-frames:v", "\(limit)"] }
        return try raw(ffmpeg, args + ["-pix_fmt", "yuv420p"], before: keyframesOnly ? ["-skip_frame", "nokey"] : [],
                frameBytes: PlanarFrame.byteCount(width: r.width, height: r.height)) { bytes in
            try body(PlanarFrame(yuv420p: bytes, width: r.width, height: r.height, originX: r.x, originY: r.y))
        }
    }

    /// Decodes the whole frames as premultiplied BGRA (what the canvas holds) and hands
    /// each to `body`; `body` returns false to stop early.
    @discardableResult
    public func framesBGRA(_ body: ([UInt8]) throws -> Bool) throws -> Decoded {
        guard let ffmpeg = VideoWriter.ffmpeg else {
            throw Failure(description: "ffmpeg not found on PATH: install it (apt-get install ffmpeg) to read \(Quoted(name))")
        }
        return try raw(ffmpeg, ["-pix_fmt", "bgra"], frameBytes: width * height * 4, body)
    }

    /// Runs ffmpeg on the file with `args` (filters and pixel format) to raw frames of
    /// `frameBytes` each, handed to `body` in order.
    func raw(_ ffmpeg: String, _ args: [String], before: [String] = [], frameBytes size: Int, _ body: ([UInt8]) throws -> Bool) throws -> Decoded {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: ffmpeg)
        // (Warnings too: "file ended prematurely" is one.)
        p.arguments = ["-hide_banner", "-loglevel", "warning", "-nostdin", "-threads", "\(Self.decoderThreads)"] + before + ["-i", input, "-map", "0:v:0", "-fps_mode", "passthrough"]
            + args + ["-f", "rawvideo", "-"]
        let out = Pipe(), err = Pipe()
        p.standardOutput = out
        p.standardError = err
        p.standardInput = FileHandle.nullDevice
        signal(SIGPIPE, SIG_IGN)
        // A wide pipe lets ffmpeg decode frames ahead while the last ones are measured.
        _ = VideoWriter.widen(out)
        try ChildProcesses.run(p)
        let errorText = Self.drain(err)
        let fd = out.fileHandleForReading.fileDescriptor
        // (Frames read ahead while the last ones are measured.)
        let reader = FrameReadAhead(fd: fd, frameBytes: size, depth: FrameReadAhead.depth(frameBytes: size))
        var stopped = false
        var failure: Error?
        var decoded = Decoded()
        reading: while let buffer = reader.next() {
            decoded.frames += 1
            do {
                if try !body(buffer) {
                    stopped = true
                    break reading
                }
            } catch {
                failure = error
                stopped = true
                break reading
            }
            reader.reuse(buffer)
        }
        reader.stop()
        if stopped { p.terminate() }
        reader.wait()
        try? out.fileHandleForReading.close()
        ChildProcesses.wait(p)
        let errorData = errorText.wait()
        if let failure { throw failure }
        if !stopped && p.terminationStatus != 0 {
            let reason = Self.lastLine(errorData, path) ?? "ffmpeg stopped (status \(p.terminationStatus))"
            throw Failure(description: "cannot decode '\(Quoted(name))': \(reason)")
        }
        // Errors ffmpeg read past (it still exits 0): the file is cut short or damaged.
        // A GIF ends with its trailer byte: one without was cut short.
        if !stopped && format == "gif" && !Self.endsWithTrailer(path) {
            decoded.complaint = "the GIF ends before its trailer"
        }
        if !stopped && decoded.complaint == nil {
            let said = Self.withoutName(errorData, path).split(separator: "\n").map(String.init)
            // (The most telling first: "partial file" says more than the damage it leaves.)
            decoded.complaint = Self.losses.lazy.compactMap { loss in said.first { $0.lowercased().contains(loss) } }.first
                .map { l in String(l.split(separator: "]").last ?? Substring(l)).trimmingCharacters(in: .whitespaces) }
        }
        return decoded
    }

    /// What ffmpeg says when frames were lost: the file ends early or its data is damaged.
    static let losses = ["partial file", "ended prematurely", "invalid data", "exceeds containing", "error while decoding", "corrupt", "truncat", "invalid nal"]

    /// ffmpeg's or ffprobe's stderr with the file's own name taken out of its lines (a name
    /// may hold a line break).
    static func withoutName(_ data: Data, _ path: String) -> String {
        String(decoding: data, as: UTF8.self).replacingOccurrences(of: "file:" + path + ": ", with: "").replacingOccurrences(of: path + ": ", with: "")
    }

    /// The last line of what a tool said, without the file's name.
    static func lastLine(_ data: Data, _ path: String) -> String? {
        withoutName(data, path).split(separator: "\n").last { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.map { String($0).trimmingCharacters(in: .whitespaces) }
    }

    /// Whether the file's last byte is a GIF's trailer (0x3B).
    static func endsWithTrailer(_ path: String) -> Bool {
        guard let h = FileHandle(forReadingAtPath: path) else { return true }
        defer { try? h.close() }
        guard let end = try? h.seekToEnd(), end > 0 else { return false }
        try? h.seek(toOffset: end - 1)
        return (try? h.read(upToCount: 1))?.first == 0x3B
    }

    /// The first frame of `path` whole, decoded by the ffmpeg command as a Y4M stream
    /// (which says its own size); nil and ffmpeg's last line when there is none.
    static func firstFrame(_ path: String) -> (PlanarFrame?, String?) {
        guard let ffmpeg = VideoWriter.ffmpeg else { return (nil, nil) }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: ffmpeg)
        p.arguments = ["-hide_banner", "-loglevel", "error", "-nostdin", "-i", "file:" + path, "-map", "0:v:0", "-frames:v", "1",
                       "-pix_fmt", "yuv420p", "-f", "yuv4mpegpipe", "-strict", "-1", "-"]
        let out = Pipe(), err = Pipe()
        p.standardOutput = out
        p.standardError = err
        p.standardInput = FileHandle.nullDevice
        guard (try? ChildProcesses.run(p)) != nil else { return (nil, nil) }
        let errorText = Self.drain(err)
        let data = [UInt8](out.fileHandleForReading.readDataToEndOfFile())
        ChildProcesses.wait(p)
        let said = errorText.wait()
        // (Why no frame decodes, in the words that say it — a file cut short, damaged
        // data — rather than ffmpeg's last line about its own filters.)
        let lines = Self.withoutName(said, path).split(separator: "\n").map { String($0.split(separator: "]").last ?? $0).trimmingCharacters(in: .whitespaces) }
        let lost = Self.losses.lazy.compactMap { loss in lines.first { $0.lowercased().contains(loss) } }.first
        let reason = String(decoding: said, as: UTF8.self).contains("matches no streams") ? "matches no streams"
            : lost.map { "no frame of it decodes (\($0))" } ?? Self.lastLine(said, path)
        // "YUV4MPEG2 W1920 H1080 …\n" then "FRAME…\n" and the planes.
        guard let end = data.firstIndex(of: 10), data.starts(with: Array("YUV4MPEG2 ".utf8)) else { return (nil, reason) }
        let header = String(decoding: data[..<end], as: UTF8.self).split(separator: " ")
        guard let w = header.first(where: { $0.hasPrefix("W") }).flatMap({ Int($0.dropFirst()) }),
              let h = header.first(where: { $0.hasPrefix("H") }).flatMap({ Int($0.dropFirst()) }), w > 0, h > 0,
              let frameLine = data[(end + 1)...].firstIndex(of: 10) else { return (nil, reason) }
        let start = frameLine + 1, size = PlanarFrame.byteCount(width: w, height: h)
        guard data.count >= start + size else { return (nil, reason) }
        return (PlanarFrame(yuv420p: Array(data[start..<(start + size)]), width: w, height: h), reason)
    }

    /// The first frame decoded in the process, when the libraries read the stream (the
    /// frame the ffmpeg command would give).
    static func libraryFirstFrame(_ path: String) -> PlanarFrame? {
        guard let decoder = LibraryDecoder(path: path, threads: 1, keyframesOnly: false), decoder.next() else { return nil }
        return decoder.frame(PixelRegion(x: 0, y: 0, width: decoder.width, height: decoder.height))
    }

    /// A process's stderr, read to its end on another thread.
    // `@unchecked Sendable`: written once on the reading thread before its semaphore is
    // signalled, read only after waiting on it.
    final class Drained: @unchecked Sendable {
        private var data = Data()
        private let done = DispatchSemaphore(value: 0)
        init(_ pipe: Pipe) {
            DispatchQueue.global().async { [self] in
                data = pipe.fileHandleForReading.readDataToEndOfFile()
                done.signal()
            }
        }
        func wait() -> Data { done.wait(); done.signal(); return data }
    }

    static func drain(_ pipe: Pipe) -> Drained { Drained(pipe) }
}

/// A value worked out on another thread, waited for when first needed.
// `@unchecked Sendable`: its value is written once before its semaphore is signalled and
// read only after waiting on it.
public final class Later<Value: Sendable>: @unchecked Sendable {
    private var value: Value?
    private let done = DispatchSemaphore(value: 0)

    public init(_ work: @escaping @Sendable () -> Value) {
        DispatchQueue.global().async { [self] in
            value = work()
            done.signal()
        }
    }

    public func wait() -> Value {
        done.wait()
        done.signal()
        return value!
    }
}
