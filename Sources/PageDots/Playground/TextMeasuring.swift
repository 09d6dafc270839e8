/// Measures text as the canvas draws it, so that the scene can fit labels, the HUD and
/// banners exactly (the program's `TextMeter` uses the canvas's fonts and settings).
public protocol TextMeasuring {
    /// The advance width of `text` at type size `size`, pt.
    func width(of text: String, size: Double, bold: Bool) -> Double
}

extension TextMeasuring {
    /// `text` whole when it is at most `width` pt wide, else its longest beginning that
    /// fits with an ellipsis after it.
    func fitted(_ text: String, width: Double, size: Double, bold: Bool) -> String {
        guard self.width(of: text, size: size, bold: bold) > width else { return text }
        let chars = Array(text)
        var lo = 0, hi = chars.count
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if self.width(of: String(chars[..<mid]) + "…", size: size, bold: bold) <= width { lo = mid } else { hi = mid - 1 }
        }
        return String(chars[..<lo]) + "…"
    }
}
