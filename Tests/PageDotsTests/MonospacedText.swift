@testable import PageDots

/// Text as wide as its characters at 0.6 em each: a measurer for scenes built without
/// the canvas's fonts.
struct MonospacedText: TextMeasuring {
    func width(of text: String, size: Double, bold: Bool) -> Double { Double(text.count) * size * 0.6 }
}
