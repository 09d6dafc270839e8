import PageDots

/// The most pixels an output may have: each side at most `Limits.maxPixels`, and in all
/// at most a still's, a moving picture's or a format's own limit.
public enum PixelLimit {
    /// An output too large; one line for people.
    public struct Exceeded: Error, CustomStringConvertible, Sendable {
        /// What was measured (`--size`, `the frame`).
        public var what: String
        public var width: Double
        public var height: Double
        public var area: Int
        /// A size with `area` pixels (`2560x1440`).
        public var example: String

        public var description: String {
            "\(what) makes \(NumberText.short(width))x\(NumberText.short(height)) pixels; at most \(Limits.maxPixels) a side and \(area) in all (\(example))"
        }
    }

    /// The pixel size of `width × height` pt at `scale`, checked.
    public static func pixels(width: Double, height: Double, scale: Double, what: String,
                              area: Int = Limits.maxArea, example: String = "8192x4096") throws(Exceeded) -> (width: Int, height: Int) {
        let w = (width * scale).rounded(), h = (height * scale).rounded()
        guard w <= Double(Limits.maxPixels), h <= Double(Limits.maxPixels), w * h <= Double(area) else {
            throw Exceeded(what: what, width: w, height: h, area: area, example: example)
        }
        return (max(1, Int(w)), max(1, Int(h)))
    }

    /// A moving picture's frame (a render in `format`, the window, a bench), checked.
    public static func moving(width: Int, height: Int, what: String, format: ExportFormat = .mp4) throws(Exceeded) {
        _ = try pixels(width: Double(width), height: Double(height), scale: 1, what: what, area: format.maxArea, example: format.maxAreaExample)
    }
}
