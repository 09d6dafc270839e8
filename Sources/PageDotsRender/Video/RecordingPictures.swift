import Foundation
import PageDots

/// The pictures a recording shows beside a style (docs/compare.md): each frame whole, no
/// larger than `most` (its aspect kept), and the row's region at the recording's own
/// pixels. ffmpeg decodes both from one pass (one picture stacked over the other) as
/// BGRA; frames are counted as `detect` counts them.
public struct RecordingPictures: Sendable {
    public let video: VideoReader
    /// The row's region, px (even).
    public let region: PixelRegion
    /// The whole frame's size as decoded (even).
    public let frameWidth: Int
    /// The whole frame's size as decoded (even).
    public let frameHeight: Int

    /// The whole frame is decoded no larger than this (it is drawn in the strip).
    public static let most = (width: 640, height: 360)

    public init(video: VideoReader, region: PixelRegion) {
        self.video = video
        self.region = region
        let s = min(1, Double(Self.most.width) / Double(video.width), Double(Self.most.height) / Double(video.height))
        frameWidth = max(2, Int((Double(video.width) * s / 2).rounded()) * 2)
        frameHeight = max(2, Int((Double(video.height) * s / 2).rounded()) * 2)
    }

    /// Bytes of one stacked picture.
    var stackedBytes: Int { stackedWidth * (frameHeight + region.height) * 4 }
    var stackedWidth: Int { max(frameWidth, region.width) }

    /// Decodes frames from `first` on and hands each (its number and pictures) to `body`,
    /// which returns false to stop.
    @discardableResult
    public func decode(from first: Int = 0, _ body: (Int, ComparisonScene.Pictures) throws -> Bool) throws -> VideoReader.Decoded {
        guard let ffmpeg = VideoWriter.ffmpeg else {
            throw VideoReader.Failure(description: "ffmpeg not found on PATH: install it (apt-get install ffmpeg) to read \(Quoted(video.name))")
        }
        let w = stackedWidth, r = region
        let graph = (first > 0 ? "select='gte(n\\,\(first))'," : "")
            + "split[a][b];[a]scale=\(frameWidth):\(frameHeight):flags=bilinear,format=bgra,pad=\(w):\(frameHeight)[s];"
            + "[b]crop=\(r.width):\(r.height):\(r.x):\(r.y):exact=1,format=bgra,pad=\(w):\(r.height)[r];[s][r]vstack"
        var k = first
        let id = video.name
        return try video.raw(ffmpeg, ["-vf", graph, "-pix_fmt", "bgra"], frameBytes: stackedBytes) { bytes in
            let pictures = split(bytes, width: w, key: "\(id) \(k)")
            defer { k += 1 }
            return try body(k, pictures)
        }
    }

    /// The two pictures of one stacked one.
    func split(_ bytes: [UInt8], width w: Int, key: String) -> ComparisonScene.Pictures {
        func cut(_ top: Int, _ pw: Int, _ ph: Int) -> [UInt8] {
            var out = [UInt8](repeating: 0, count: pw * ph * 4)
            bytes.withUnsafeBytes { src in
                out.withUnsafeMutableBytes { dst in
                    for y in 0..<ph {
                        (dst.baseAddress! + y * pw * 4).copyMemory(from: src.baseAddress! + ((top + y) * w) * 4, byteCount: pw * 4)
                    }
                }
            }
            return out
        }
        return ComparisonScene.Pictures(
            frame: Picture(key: key + " whole", width: frameWidth, height: frameHeight, bgra: cut(0, frameWidth, frameHeight)),
            row: Picture(key: key + " row", width: region.width, height: region.height, bgra: cut(frameHeight, region.width, region.height)))
    }
}
