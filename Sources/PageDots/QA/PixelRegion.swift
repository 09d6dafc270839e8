/// A rectangle of a recording, in its pixels.
public struct PixelRegion: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The top-left corner and size, px.
    public var x: Int, y: Int, width: Int, height: Int
    /// Makes a region from its top-left corner and size.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }
    /// `x,y,width,height`.
    public var description: String { "\(x),\(y),\(width),\(height)" }

    /// The region grown to even edges (4:2:0 chroma is cut by pairs of pixels), inside
    /// a frame of `width` × `height`.
    public func even(within width: Int, _ height: Int) -> PixelRegion {
        let x0 = max(0, x) & ~1, y0 = max(0, y) & ~1
        let x1 = min(width, x + self.width + 1) & ~1, y1 = min(height, y + self.height + 1) & ~1
        return PixelRegion(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }

    /// The smallest region holding both.
    public func union(_ o: PixelRegion) -> PixelRegion {
        let x0 = min(x, o.x), y0 = min(y, o.y)
        return PixelRegion(x: x0, y: y0, width: max(x + width, o.x + o.width) - x0, height: max(y + height, o.y + o.height) - y0)
    }

    /// The part both hold, or nil.
    public func intersection(_ o: PixelRegion) -> PixelRegion? {
        let x0 = max(x, o.x), y0 = max(y, o.y), x1 = min(x + width, o.x + o.width), y1 = min(y + height, o.y + o.height)
        return x1 > x0 && y1 > y0 ? PixelRegion(x: x0, y: y0, width: x1 - x0, height: y1 - y0) : nil
    }

    /// The number of pixels it covers.
    public var area: Int { width * height }
}
