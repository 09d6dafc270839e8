/// Pixels a scene draws as they are: a recording's frame, or the part of it that holds
/// its page control (docs/compare.md). Plain data, as the rest of a scene: two pictures
/// with the same `key` hold the same pixels, so a frame that shows the same picture again
/// costs no drawing.
public final class Picture: Hashable, Sendable {
    /// What the picture shows, unique among the pictures of one run ("frame 12 of the
    /// recording, whole").
    public let key: String
    /// Size, px.
    public let width: Int
    /// Size, px.
    public let height: Int
    /// Premultiplied BGRA (cairo's ARGB32 in memory), `width × 4` bytes a row.
    public let bgra: [UInt8]

    /// A picture of `width × height` pixels; nil when `bgra` does not hold them.
    public init?(key: String, width: Int, height: Int, bgra: [UInt8]) {
        guard width > 0, height > 0, bgra.count == width * height * 4 else { return nil }
        self.key = key
        self.width = width
        self.height = height
        self.bgra = bgra
    }

    public static func == (a: Picture, b: Picture) -> Bool { a.key == b.key && a.width == b.width && a.height == b.height }
    public func hash(into h: inout Hasher) { h.combine(key); h.combine(width); h.combine(height) }
}
