/// iOS-style rubber band: how far content moves when pulled `over` pt past an end of a
/// viewport `width` pt wide. Always less than `width`.
public enum RubberBand {
    /// How far the content moves, pt, when pulled `over` pt past the end; 0 for no pull.
    public static func offset(over: Double, width: Double) -> Double {
        guard over > 0, width > 0 else { return 0 }
        return (1 - 1 / (over * 0.55 / width + 1)) * width
    }

    /// A raw position in pages mapped onto `[0, last]`, rubber-banding past either end.
    public static func position(_ raw: Double, last: Double, pageWidth: Double) -> Double {
        if raw < 0 { return -offset(over: -raw * pageWidth, width: pageWidth) / pageWidth }
        if raw > last { return last + offset(over: (raw - last) * pageWidth, width: pageWidth) / pageWidth }
        return raw
    }
}
