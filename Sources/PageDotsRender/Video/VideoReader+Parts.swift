import PageDots

/// Reading a recording's frames in the process, by FFmpeg's libraries
/// (docs/qa.md#reading-a-recording), or through the ffmpeg command where they cannot.
extension VideoReader {
    /// Decodes every frame and hands `body` the parts of it in `regions`, in order; `body`
    /// returns false to stop early. (Decoded in the process, each part is copied out of
    /// the frame alone; through ffmpeg, the part that holds them all crosses the pipe.)
    @discardableResult
    public func frames(regions: [PixelRegion], _ body: ([PlanarFrame]) throws -> Bool) throws -> Decoded {
        guard let first = regions.first else { return Decoded() }
        if let decoder = libraryDecoder() {
            if ObservedChecker.debugging { print("decoded in this process (every frame, \(regions.count) parts)") }
            var decoded = Decoded()
            // (Decoded and cut a few frames ahead, on a thread of their own: decoding and
            // measuring run side by side.)
            let ahead = ReadAhead(depth: 4, name: "frame decoder") { decoder.next() ? regions.map(decoder.frame) : nil }
            defer { ahead.finish() }
            while let parts = ahead.next() {
                decoded.frames += 1
                if try !body(parts) { return decoded }
            }
            ahead.finish()
            decoded.complaint = Self.complaint(decoder)
            return decoded
        }
        let union = regions.dropFirst().reduce(first) { $0.union($1) }
        return try frames(region: union) { f in
            try body(regions.map { r in f.cut(x: r.x - f.originX, y: r.y - f.originY, width: r.width, height: r.height) })
        }
    }

    /// What the libraries said was lost while `decoder` read, if anything.
    static func complaint(_ decoder: LibraryDecoder) -> String? {
        if ObservedChecker.debugging { print("decoder said (damaged \(decoder.damaged)): \(decoder.messages)") }
        guard decoder.damaged || !decoder.messages.isEmpty else { return nil }
        let said = decoder.messages.split(separator: "\n").map(String.init)
        return losses.lazy.compactMap { loss in said.first { $0.lowercased().contains(loss) } }.first
            .map { $0.trimmingCharacters(in: .whitespaces) } ?? (decoder.damaged ? "error while decoding" : nil)
    }

    /// The frames of `decoder` (the box `r` of each, the first `limit`, every `every`th),
    /// handed to `body` in order as `frames` hands them.
    static func frames(_ decoder: LibraryDecoder, region r: PixelRegion, limit: Int?, every: Int, _ body: (PlanarFrame) throws -> Bool) throws -> Decoded {
        var decoded = Decoded(), index = 0
        while limit.map({ decoded.frames < $0 }) ?? true, decoder.next() {
            defer { index += 1 }
            guard index % every == 0 else { continue }
            decoded.frames += 1
            if try !body(decoder.frame(r)) { return decoded }
        }
        decoded.complaint = complaint(decoder)
        return decoded
    }
}
