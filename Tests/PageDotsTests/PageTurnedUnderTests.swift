import Testing
@testable import PageDots

/// An element merged with something larger beside the row — the next page's edge sliding
/// under a column joins its dot to the frame's dark border — is not seen where it stood,
/// and did not vanish (docs/qa.md#how-elements-are-measured).
struct PageTurnedUnderTests {
    /// A blob centred at `across` on a row whose line is at 20 (elements 10 px thick), its
    /// box starting at `top` across and at 40 along.
    static func blob(across: Double, top: Double, long: Int, thick: Int, peak: Double = 150) -> Blob {
        var b = Blob(mass: 1, x: 40 + Double(long) / 2, y: across, varianceX: 8, varianceY: 8, peak: peak, hue: [1, 0, 0], spanX: long, spanY: thick)
        b.boxX = 40
        b.boxY = top
        return b
    }

    /// The dot of the frame before: 10 px, its box from 45 along and 15 across.
    static let dot: Blob = {
        var b = Blob(mass: 1, x: 50, y: 20, varianceX: 8, varianceY: 8, peak: 150, hue: [1, 0, 0], spanX: 10, spanY: 10)
        b.boxX = 45
        b.boxY = 15
        return b
    }()

    @Test func aLargeBlobLeaningOffTheLineThatHoldsTheDotHidesWhereItStood() {
        func merged(_ b: Blob) -> [ClosedRange<Double>] { RowMeasurer.mergedAway([b], before: [Self.dot], line: 20, thickness: 10, seen: 26) }
        // (The dot and a border 24 px across: the box from 15 to 39, the centre at 33.)
        #expect(merged(Self.blob(across: 33, top: 15, long: 49, thick: 24)) == [45...55])
        // (Not what is centred on the line: a cover there hides the frame.)
        #expect(merged(Self.blob(across: 21, top: 5, long: 49, thick: 30)).isEmpty)
        // (Nor what stands clear of the line, nor what is too faint to have held the dot.)
        #expect(merged(Self.blob(across: 40, top: 25, long: 49, thick: 24)).isEmpty)
        #expect(merged(Self.blob(across: 33, top: 15, long: 49, thick: 24, peak: 12)).isEmpty)
        // (Nor an element that left the line, no larger than two.)
        #expect(merged(Self.blob(across: 27, top: 18, long: 12, thick: 14)).isEmpty)
        // (Nor a tooltip above the row whose tip reaches 4 px past the line: the dot is
        // not inside it, and a dot painted out under it is found.)
        #expect(merged(Self.blob(across: 2, top: -10, long: 49, thick: 34)).isEmpty)
    }
}

/// A photo's dark post standing beside a row, taller than its dots and reaching across
/// its line, covers none of it: the row is seen, and a dot painted out beside the post
/// is found (docs/qa.md#how-elements-are-measured).
struct PostBesideTheRowTests {
    /// A 200 × 60 grey band, teal dots 10 px across 23 px apart from x 50 on y = 30, and a
    /// black post 24 px wide at x 140, from y 10 down past the line to y 38; `gone` paints out
    /// that dot.
    static func band(gone: Int? = nil) -> PlanarFrame {
        let w = 200, h = 60, cw = 100, ch = 30
        var luma = [UInt8](repeating: 60, count: w * h), cb = [UInt8](repeating: 128, count: cw * ch), cr = cb
        for y in 0..<h {
            for x in 0..<w {
                let px = Double(x) + 0.5, py = Double(y) + 0.5
                var c: (UInt8, UInt8, UInt8) = (60, 128, 128)
                if x >= 140 && x < 164 && y >= 10 && y < 38 { c = (8, 128, 128) }
                for k in 0..<3 where k != gone && (px - 50 - 23 * Double(k)) * (px - 50 - 23 * Double(k)) + (py - 30) * (py - 30) <= 25 {
                    c = k == 0 ? (180, 150, 60) : (110, 140, 90)
                }
                luma[y * w + x] = c.0
                if x % 2 == 0 && y % 2 == 0 { cb[(y / 2) * cw + x / 2] = c.1; cr[(y / 2) * cw + x / 2] = c.2 }
            }
        }
        return PlanarFrame(width: w, height: h, luma: luma, cb: cb, cr: cr)
    }

    static func measured(gone: Int?) -> [ObservedFrame] {
        var shape = RowShape(thickness: 10, pitch: 23, line: 30)
        shape.own = RowShape.Place(box: [39, 14, 102, 46], line: 30, horizontal: true)
        var m = RowMeasurer(axis: .horizontal, shape: shape)
        for i in 0..<30 { m.add(Self.band(gone: i == 12 ? gone : nil)) }
        return m.frames(start: 0) { Double($0) / 15 }
    }

    @Test func aPostBesideTheRowHidesNothing() {
        let clean = Self.measured(gone: nil)
        #expect(clean.allSatisfy { !$0.hidden })
        #expect(clean.allSatisfy { $0.elements.count == 3 })
        #expect(ObservedChecker.check(ObservedRow(clean)).isEmpty)
        let found = ObservedChecker.check(ObservedRow(Self.measured(gone: 2)))
        #expect(found.contains { $0.frame == 12 && $0.invariant == .vanishing })
    }
}
