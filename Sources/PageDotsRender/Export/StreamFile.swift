import Foundation

/// The stream an MP4 render hands to ffmpeg (a Matroska stream of YUV 4:2:0 frames, a
/// repeated frame sent once: `MatroskaStream`, `RepeatRuns`), written to a file instead:
/// for measuring ffmpeg alone on the very bytes a render sends it.
final class StreamFile {
    private let out: FileHandle
    private let frame: YUVFrame
    private let fps: Int
    private var runs = RepeatRuns()
    private var header: [UInt8]?

    init(path: String, pixelWidth: Int, pixelHeight: Int, fps: Int) throws {
        guard FileManager.default.createFile(atPath: path, contents: nil), let out = FileHandle(forWritingAtPath: path) else {
            throw RenderError("cannot write \(path)")
        }
        self.out = out
        self.fps = fps
        frame = YUVFrame(pixelWidth: pixelWidth, pixelHeight: pixelHeight)
        header = MatroskaStream.header(width: frame.width, height: frame.height, fps: fps)
    }

    /// Appends the canvas as the next frame, `damage` being what changed since the last.
    func write(_ canvas: Canvas, damage: Damage) throws {
        let (again, send) = runs.add(same: damage == .none)
        if let again { try put(again) }
        if let send {
            frame.update(from: canvas, send == 0 ? .all : damage)
            try put(send)
        }
    }

    /// Ends the stream as a render ends it.
    func finish() throws {
        for i in runs.end() { try put(i) }
        try out.close()
    }

    func cancel() { try? out.close() }

    /// The frame's picture, as frame `index`.
    private func put(_ index: Int) throws {
        try out.write(contentsOf: MatroskaStream.head(&header, index: index, bytes: frame.count, fps: fps))
        try out.write(contentsOf: UnsafeRawBufferPointer(start: frame.bytes, count: frame.count))
    }
}
