import Testing
@testable import PageDots

/// A white current dot over a white card cannot be seen: where the background wears an
/// element's colour, a gap or a missing current element is no finding
/// (docs/qa.md#invariants).
struct UnseenElementTests {
    /// Five 8 px dots 16 px apart, the second current, 40 frames; in `missing` frames the
    /// current one is not measured, and with `unseen` those frames know why.
    static func row(missing: Range<Int>, unseen: Bool) -> ObservedRow {
        ObservedRow((0..<40).map { i in
            let kept: [Int] = (0..<5).filter { k in !(missing.contains(i) && k == 1) }
            let elements: [ObservedElement] = kept.map { k in
                let x = 150 + 16 * Double(k)
                return ObservedElement(x: x, y: 250, width: 8, height: 8, highlight: k == 1 ? 1 : 0, current: k == 1)
            }
            var f = ObservedFrame(frame: i, time: Double(i) / 20, elements: elements)
            if unseen && missing.contains(i) { f.unseen = [160...172] }
            return f
        })
    }

    @Test func aCurrentDotOverItsOwnColourIsNoFinding() {
        #expect(ObservedChecker.check(Self.row(missing: 20..<30, unseen: true)).isEmpty)
        #expect(ObservedChecker.check(Self.row(missing: 12..<13, unseen: true)).isEmpty)
    }

    @Test func aCurrentDotGoneWhereItCouldBeSeenIsFound() {
        #expect(!ObservedChecker.check(Self.row(missing: 20..<30, unseen: false)).isEmpty)
        #expect(!ObservedChecker.check(Self.row(missing: 12..<13, unseen: false)).isEmpty)
    }

    /// A band of red with a white card behind its middle: the card's columns are unseen
    /// for a white element, the red ones are not.
    @Test func theCardsStretchIsUnseen() {
        let w = 100, h = 20
        let luma = (0..<(w * h)).map { p in UInt8(p % w >= 40 && p % w < 60 ? 250 : 90) }
        let cb = (0..<(50 * 10)).map { p in UInt8(p % 50 >= 20 && p % 50 < 30 ? 128 : 110) }
        let cr = (0..<(50 * 10)).map { p in UInt8(p % 50 >= 20 && p % 50 < 30 ? 128 : 210) }
        let bg = BandBackground(PlanarFrame(width: w, height: h, luma: luma, cb: cb, cr: cr), elements: nil, thickness: nil)
        let colours = ElementColours(current: [250, 128, 128], ordinaryColour: [160, 128, 128], ordinaryShare: 0.5, typical: 120)
        let unseen = RowMeasurer.unseen(bg, wearing: RowMeasurer.worn(colours, []), typical: colours.typical, start: 1000, step: 1)
        #expect(unseen.count == 1 && abs(unseen[0].lowerBound - 1040) <= 1 && abs(unseen[0].upperBound - 1060) <= 1, "\(unseen)")
    }

    /// A white dot a video's half-size colour shades a few levels either side of a step
    /// (over a red card, as it slides): each shade in under a tenth of the frames, together
    /// in more. White is still a colour the elements wear.
    @Test func aColourSplitAcrossAStepIsStillWorn() {
        let unlearnt = ElementColours(current: nil, ordinaryColour: nil, ordinaryShare: 0, typical: 100)
        let bands = (0..<100).map { i -> BlobFinder.Band in
            var blobs = [CurrentUnclearTests.blob(120, behind: 40, at: 20), CurrentUnclearTests.blob(120, behind: 40, at: 40)]
            if i % 16 == 0 { blobs.append(CurrentUnclearTests.blob(238, behind: 40, at: 60)) }
            if i % 16 == 8 { blobs.append(CurrentUnclearTests.blob(242, behind: 40, at: 60)) }
            return BlobFinder.Band(blobs: blobs, width: 100, background: nil)
        }
        let worn = RowMeasurer.worn(unlearnt, bands)
        #expect(worn.contains { abs($0[0] - 120) <= 1 }, "\(worn)")
        #expect(worn.contains { abs($0[0] - 240) <= 3 }, "\(worn)")
        // (A colour worn in a frame or two is none: a hundred frames of grey dots, a white
        // one in two.)
        let rare = bands.enumerated().map { i, b in i < 2 ? b : BlobFinder.Band(blobs: Array(b.blobs.prefix(2)), width: 100, background: nil) }
        #expect(!RowMeasurer.worn(unlearnt, rare).contains { $0[0] > 200 }, "\(RowMeasurer.worn(unlearnt, rare))")
    }
}
