import PageDots

/// What a draw changed on the canvas: nothing, everything, or some boxes of pixels.
/// Conversions and encoders redo only that.
public enum Damage: Equatable, Sendable {
    case none
    case all
    /// Boxes that may overlap; every changed pixel lies in one of them.
    case boxes([PixelBox])
}

extension Damage {
    /// What changed in either of two draws, one after the other.
    public func union(_ o: Damage) -> Damage {
        switch (self, o) {
        case (.all, _), (_, .all): .all
        case (.none, _): o
        case (_, .none): self
        case (.boxes(let a), .boxes(let b)): .boxes(PixelBox.merged(a + b))
        }
    }
}

/// A box of pixels, half open: columns x0..<x1, rows y0..<y1.
public struct PixelBox: Equatable, Sendable {
    public var x0, y0, x1, y1: Int
    public init(x0: Int, y0: Int, x1: Int, y1: Int) { self.x0 = x0; self.y0 = y0; self.x1 = x1; self.y1 = y1 }

    public var area: Int { max(0, x1 - x0) * max(0, y1 - y0) }
    public var isEmpty: Bool { x1 <= x0 || y1 <= y0 }

    public func union(_ o: PixelBox) -> PixelBox {
        PixelBox(x0: min(x0, o.x0), y0: min(y0, o.y0), x1: max(x1, o.x1), y1: max(y1, o.y1))
    }

    /// The pixels in both (empty when they do not meet).
    public func intersection(_ o: PixelBox) -> PixelBox {
        let b = PixelBox(x0: max(x0, o.x0), y0: max(y0, o.y0), x1: min(x1, o.x1), y1: min(y1, o.y1))
        return b.isEmpty ? PixelBox(x0: 0, y0: 0, x1: 0, y1: 0) : b
    }

    public func intersects(_ o: PixelBox) -> Bool { x0 < o.x1 && o.x0 < x1 && y0 < o.y1 && o.y0 < y1 }

    /// The pixels of this box outside all of `holes`, as boxes that do not overlap: band
    /// by band between the holes' top and bottom rows, the runs no hole covers.
    func subtracting(_ holes: [PixelBox]) -> [PixelBox] {
        let cut = holes.map { $0.intersection(self) }.filter { !$0.isEmpty }
        let rows = Set(cut.flatMap { [$0.y0, $0.y1] } + [y0, y1]).sorted()
        var out: [PixelBox] = []
        for (top, bottom) in zip(rows, rows.dropFirst()) {
            var x = x0
            for h in cut.filter({ $0.y0 <= top && $0.y1 >= bottom }).sorted(by: { $0.x0 < $1.x0 }) {
                if h.x0 > x { out.append(PixelBox(x0: x, y0: top, x1: h.x0, y1: bottom)) }
                x = max(x, h.x1)
            }
            if x < x1 { out.append(PixelBox(x0: x, y0: top, x1: x1, y1: bottom)) }
        }
        return out
    }

    /// Every pixel a shape within `r` (pt, at `scale` px per pt) can touch, antialiasing's
    /// fringe included, clipped to a `width` x `height` canvas (empty when outside).
    init(covering r: Rect, scale: Double, width: Int, height: Int) {
        func clamp(_ v: Double, _ limit: Int) -> Int { v.isNaN ? 0 : Int(min(max(v, 0), Double(limit))) }
        guard r.x.isFinite, r.y.isFinite, r.width.isFinite, r.height.isFinite else {
            self.init(x0: 0, y0: 0, x1: width, y1: height)
            return
        }
        self.init(x0: clamp((r.x * scale).rounded(.down) - 1, width), y0: clamp((r.y * scale).rounded(.down) - 1, height),
                  x1: clamp((r.maxX * scale).rounded(.up) + 1, width), y1: clamp((r.maxY * scale).rounded(.up) + 1, height))
    }

    /// Grown outward to even columns and rows (whole 2x2 chroma blocks), within
    /// `width` x `height` (both even).
    func evened(width: Int, height: Int) -> PixelBox {
        PixelBox(x0: x0 & ~1, y0: y0 & ~1, x1: min(width, (x1 + 1) & ~1), y1: min(height, (y1 + 1) & ~1))
    }

    /// A few boxes holding the same pixels as `boxes`: neighbours are joined while the
    /// join adds little area, and the cheapest joins go on until at most `limit` remain.
    static func merged(_ boxes: [PixelBox], slack: Int = 2048, limit: Int = 24) -> [PixelBox] {
        var out: [PixelBox] = []
        for b in boxes where !b.isEmpty {
            if let last = out.last, last.union(b).area <= last.area + b.area + slack { out[out.count - 1] = last.union(b) } else { out.append(b) }
        }
        // Then any pair, cheapest first, while a join is cheap or there are too many.
        while out.count > 1 {
            var best = (cost: Int.max, i: 0, j: 0)
            for i in 0..<out.count {
                for j in (i + 1)..<out.count {
                    let cost = out[i].union(out[j]).area - out[i].area - out[j].area
                    if cost < best.cost { best = (cost, i, j) }
                }
            }
            guard best.cost <= slack || out.count > limit else { break }
            out[best.i] = out[best.i].union(out[best.j])
            out.remove(at: best.j)
        }
        return out
    }
}
