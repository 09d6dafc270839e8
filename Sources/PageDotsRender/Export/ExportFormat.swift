import Foundation
import PageDots

/// A video format `render` writes through ffmpeg, by its file extension: what frames it
/// takes, how ffmpeg encodes them, whether it keeps alpha. Every format is one entry in
/// `all`; options, help, messages and the writer read them from there.
public struct ExportFormat: Sendable, Equatable {
    /// The file extension, lower case (`mp4`).
    public var name: String
    /// What ffmpeg is fed.
    public var input: Input
    /// ffmpeg's output options (after its inputs).
    public var encoder: [String]
    /// Keeps alpha: takes `--background transparent`.
    public var alpha: Bool
    /// Needs a palette made from sample frames first (a 256-colour format).
    public var palette = false
    /// The frame rates it plays exactly, when not every rate, and why.
    public var rates: [Int]?
    public var ratesReason = ""
    /// Most pixels a frame may have.
    public var maxArea = Limits.maxMovingArea
    /// A frame of that many pixels, for messages.
    public var maxAreaExample = "2560x1440"

    /// How frames reach ffmpeg.
    public enum Input: Sendable, Equatable {
        /// YUV 4:2:0, converted here (half the pipe traffic; opaque only).
        case yuv420
        /// BGRA as cairo draws it.
        case bgra
        /// BGRA with colours divided by alpha (encoders of alpha formats expect them
        /// straight; cairo keeps them multiplied).
        case straightBGRA
    }

    /// H.264 in MP4, yuv420p: what `render` writes by default.
    public static let mp4 = ExportFormat(name: "mp4", input: .yuv420, encoder: h264, alpha: false)
    /// An animated GIF, its palette made from sample frames of the whole scenario.
    public static let gif = ExportFormat(name: "gif", input: .bgra, encoder: ["-f", "gif"], alpha: false, palette: true,
                                         rates: [50, 25, 20, 10, 5, 4, 2, 1],
                                         ratesReason: "GIF frame delays are in 1/100 s", maxArea: 1920 * 1080, maxAreaExample: "1920x1080")
    /// ProRes 4444 with alpha.
    public static let mov = ExportFormat(name: "mov", input: .straightBGRA, encoder: [
        "-c:v", "prores_ks", "-profile:v", "4444", "-pix_fmt", "yuva444p10le", "-vendor", "apl0", "-f", "mov"], alpha: true)
    /// VP9 with alpha.
    public static let webm = ExportFormat(name: "webm", input: .straightBGRA, encoder: [
        "-fflags", "+bitexact", "-c:v", "libvpx-vp9", "-pix_fmt", "yuva420p", "-row-mt", "1", "-deadline", "realtime", "-cpu-used", "8",
        "-crf", "20", "-b:v", "0", "-auto-alt-ref", "0", "-f", "webm"], alpha: true)
    /// Animated PNG with alpha.
    public static let apng = ExportFormat(name: "apng", input: .straightBGRA, encoder: ["-c:v", "apng", "-plays", "0", "-f", "apng"], alpha: true)

    /// Every format, in the order help and messages list them.
    public static let all: [ExportFormat] = [.mp4, .gif, .mov, .webm, .apng]

    /// The format a path's extension names, if any.
    public static func of(path: String) -> ExportFormat? {
        let ext = URL(fileURLWithPath: path).pathExtension.lowercased()
        return all.first { $0.name == ext }
    }

    /// `NAME.mp4, NAME.gif, …` (every format, or those with alpha), joined by `last`.
    public static func names(alpha: Bool = false, last: String = " or ") -> String {
        let list = all.filter { !alpha || $0.alpha }.map { "NAME." + $0.name }
        return list.count <= 1 ? list.joined() : list.dropLast().joined(separator: ", ") + last + list.last!
    }

    /// The MP4 encoder settings (H.264). Two threads on any machine, so the file is the
    /// same everywhere. `zerolatency` has them share each frame (in slices) rather than
    /// work on two frames at once: the encoder then leaves room between frames for the
    /// drawing that feeds it, and a render on two cores takes less time, not more.
    public static let h264 = ["-c:v", "libx264", "-threads", "2", "-preset", "ultrafast", "-tune", "zerolatency", "-crf", "18",
                              "-pix_fmt", "yuv420p", "-movflags", "+faststart", "-f", "mp4"]

    /// The rate the format plays nearest `fps` (the higher on a tie): `fps` itself when
    /// it plays every rate. (A GIF leaves out 100 fps: players treat delays under 2/100 s
    /// as 10/100 s.)
    public func playableRate(_ fps: Int) -> Int {
        guard let rates else { return fps }
        return rates.min { a, b in abs(a - fps) != abs(b - fps) ? abs(a - fps) < abs(b - fps) : a > b } ?? fps
    }
}
