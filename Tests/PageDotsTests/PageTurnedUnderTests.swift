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

    @Test func aLargeBlobLeaningOffTheLineButReachingAcrossItHidesWhatStoodThere() {
        func merged(_ b: Blob) -> [ClosedRange<Double>] { RowMeasurer.mergedAway([b], line: 20, thickness: 10, seen: 26) }
        // (The dot and a border 24 px across: the box from 15 to 39, the centre at 33.)
        #expect(merged(Self.blob(across: 33, top: 15, long: 49, thick: 24)) == [40...89])
        // (Not the dot itself, nor what is centred on the line: a cover there hides the frame.)
        #expect(merged(Self.blob(across: 20, top: 15, long: 10, thick: 10)).isEmpty)
        #expect(merged(Self.blob(across: 21, top: 5, long: 49, thick: 30)).isEmpty)
        // (Nor what stands clear of the line, nor what is too faint to have held an element.)
        #expect(merged(Self.blob(across: 40, top: 25, long: 49, thick: 24)).isEmpty)
        #expect(merged(Self.blob(across: 33, top: 15, long: 49, thick: 24, peak: 12)).isEmpty)
        // (Nor an element that left the line, no larger than two.)
        #expect(merged(Self.blob(across: 27, top: 18, long: 12, thick: 14)).isEmpty)
    }
}
