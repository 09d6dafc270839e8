/// The text a `pageText` element shows, and how wide it is.
public enum PageText {
    /// "3 / 12" for page 2 of 12 (pages counted from 1 for people).
    public static func string(page: Int, pages: Int) -> String { "\(page + 1) / \(pages)" }

    /// "3/12": the same without its spaces, for a narrow column.
    public static func compact(page: Int, pages: Int) -> String { "\(page + 1)/\(pages)" }

    /// Width of a bold digit or space, in type sizes (the bundled sans's digits are about
    /// 0.56 em; a little room is kept).
    static let glyph = 0.6

    /// The width the text takes at type size `size`, pt.
    public static func width(page: Int, pages: Int, size: Double, compact: Bool = false) -> Double {
        Double(digits(page + 1) + digits(pages) + (compact ? 1 : 3)) * glyph * size
    }

    static func digits(_ n: Int) -> Int {
        var n = n.magnitude, k = 1
        while n >= 10 { n /= 10; k += 1 }
        return k
    }
}
