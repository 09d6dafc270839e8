import Testing
@testable import PageDots

/// The running least and largest values over a square, against the plain definition.
struct MorphologyTests {
    /// The least (or largest) value within `size / 2` pixels along x, then along y, by
    /// looking at every one: what the fast filter must give.
    static func plain(_ p: [UInt8], _ w: Int, _ h: Int, size: Int, largest: Bool) -> [UInt8] {
        let r = size / 2
        func pick(_ a: UInt8, _ b: UInt8) -> UInt8 { largest ? max(a, b) : min(a, b) }
        var rows = p
        for y in 0..<h { for x in 0..<w {
            var v: UInt8 = largest ? 0 : 255
            for q in max(0, x - r)...min(w - 1, x + r) { v = pick(v, p[y * w + q]) }
            rows[y * w + x] = v
        } }
        var out = rows
        for y in 0..<h { for x in 0..<w {
            var v: UInt8 = largest ? 0 : 255
            for q in max(0, y - r)...min(h - 1, y + r) { v = pick(v, rows[q * w + x]) }
            out[y * w + x] = v
        } }
        return out
    }

    @Test(arguments: [(1, 1, 3), (7, 5, 3), (31, 9, 7), (12, 40, 15), (5, 5, 21)])
    func filterMatchesTheDefinition(_ w: Int, _ h: Int, _ size: Int) {
        // (A seeded pattern: the same planes every run.)
        var state: UInt32 = 12345
        let plane = (0..<(w * h)).map { _ -> UInt8 in state = state &* 1_103_515_245 &+ 12345; return UInt8(truncatingIfNeeded: state >> 16) }
        for largest in [false, true] {
            #expect(Morphology.filter(plane, w, h, size: size, largest: largest) == Self.plain(plane, w, h, size: size, largest: largest))
        }
    }
}
