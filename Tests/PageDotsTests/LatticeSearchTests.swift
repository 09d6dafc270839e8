import Foundation
import Testing
@testable import PageDots

/// What the row search takes for a row, on frames drawn here pixel by pixel.
struct LatticeSearchTests {
    /// A frame of `w` × `h` of the lightness `luma`, all of one colour (grey unless told).
    static func grey(_ luma: [UInt8], _ w: Int, _ h: Int, cb: UInt8 = 128, cr: UInt8 = 128) -> PlanarFrame {
        let c = ((w + 1) / 2) * ((h + 1) / 2)
        return PlanarFrame(width: w, height: h, luma: luma, cb: [UInt8](repeating: cb, count: c), cr: [UInt8](repeating: cr, count: c))
    }

    /// A frame of `w` × `h` grey with bright 3 × 3 specks at `specks` (top-left corners).
    static func frame(_ w: Int, _ h: Int, specks: [(Int, Int)]) -> PlanarFrame {
        var luma = [UInt8](repeating: 90, count: w * h)
        for (x, y) in specks { for dy in 0..<3 { for dx in 0..<3 { luma[(y + dy) * w + x + dx] = 150 } } }
        return grey(luma, w, h)
    }

    /// A patch of a GIF's ordered dither: specks every 8 px, three lines of ten, 8 px apart.
    @Test func aPatchOfDitherIsNoRow() {
        let specks = (0..<3).flatMap { j in (0..<10).map { i in (100 + 8 * i, 60 + 8 * j) } }
        let found = RowSearch.candidates(Self.frame(320, 160, specks: specks))
        #expect(found.isEmpty, "\(found.map { "\($0.axis) line \($0.line) n \($0.spots.count)" })")
    }

    /// Two lines of a halftone's specks every 8 px, the second shifted half a pitch from
    /// the first, 5 px under it (a grid turned about 45°; in a picture, the rest of the
    /// halftone is too faint to be found): no row either.
    @Test func aStaggeredHalftoneIsNoRow() {
        let specks = (0..<2).flatMap { j in (0..<10).map { i in (100 + 8 * i + 4 * (j % 2), 60 + 5 * j) } }
        let found = RowSearch.candidates(Self.frame(320, 160, specks: specks))
        #expect(found.isEmpty, "\(found.map { "\($0.axis) line \($0.line) n \($0.spots.count)" })")
    }

    /// The same specks as one line, 8 px apart, with nothing across: a row.
    @Test func oneLineOfTheSameSpecksIsARow() {
        let specks = (0..<10).map { i in (100 + 8 * i, 76) }
        let found = RowSearch.candidates(Self.frame(320, 160, specks: specks))
        // (The gaps between bright specks are dark details on the same line.)
        #expect(found.contains { $0.spots.count == 10 } && found.allSatisfy { $0.axis == .horizontal && abs($0.line - 77.5) < 1 },
                "\(found.map { "\($0.axis) line \($0.line) n \($0.spots.count)" })")
    }

    /// Controls stacked in a demo, rows of dots a pitch apart, each aligned over the next:
    /// every one a row.
    @Test func stackedControlsAreRows() {
        let specks = (0..<3).flatMap { j in (0..<6).map { i in (100 + 16 * i, 40 + 16 * j) } }
        let found = RowSearch.candidates(Self.frame(320, 160, specks: specks.map { ($0.0, $0.1) }))
        #expect(found.filter { $0.axis == .horizontal }.count == 3, "\(found.map { "\($0.axis) line \($0.line) n \($0.spots.count)" })")
    }

    /// Dim dots on a plain part of a frame whose other part is busy (a photo, a grid of
    /// icons): the busy part sets no level for the plain one, and the row is found.
    @Test func dimDotsBesideABusyPictureAreARow() {
        let w = 360, h = 600
        var luma = [UInt8](repeating: 10, count: w * h)
        var seed: UInt32 = 12345
        for p in 0..<(w * 400) {
            seed = seed &* 1_664_525 &+ 1_013_904_223
            luma[p] = UInt8(truncatingIfNeeded: seed >> 24)
        }
        for (k, cx) in [158, 180, 202].enumerated() {
            for y in 552...568 { for x in (cx - 8)...(cx + 8) where (x - cx) * (x - cx) + (y - 560) * (y - 560) <= 64 {
                luma[y * w + x] = k == 1 ? 240 : 80
            } }
        }
        let frame = Self.grey(luma, w, h)
        let found = RowSearch.candidates(frame)
        #expect(found.contains { $0.axis == .horizontal && abs($0.line - 560.5) < 1.5 && $0.spots.count == 3 },
                "\(found.map { "\($0.axis) line \($0.line) n \($0.spots.count)" })")
    }

    /// A frame `w` × `h` of plain luma `plain`, a busy picture over its rows above
    /// `pictureEnd`, and `discs` (centre x, centre y, radius, luma) on it.
    static func picture(_ w: Int, _ h: Int, plain: UInt8, pictureEnd: Int, discs: [(Int, Int, Int, UInt8)]) -> PlanarFrame {
        var luma = [UInt8](repeating: plain, count: w * h)
        var seed: UInt32 = 12345
        for p in 0..<(w * pictureEnd) {
            seed = seed &* 1_664_525 &+ 1_013_904_223
            luma[p] = UInt8(truncatingIfNeeded: seed >> 24)
        }
        for (cx, cy, r, v) in discs {
            for y in (cy - r)...(cy + r) { for x in (cx - r)...(cx + r) where (x - cx) * (x - cx) + (y - cy) * (y - cy) <= r * r { luma[y * w + x] = v } }
        }
        return grey(luma, w, h)
    }

    /// Grey dots on a light strip 20 px under a carousel's photos (a card's picture
    /// right above the control): the photos set no level for the strip, and the row is
    /// found.
    @Test func greyDotsRightUnderPhotosAreARow() {
        let discs = (0..<6).map { k in (170 + 12 * k, 304, 4, UInt8(k == 0 ? 20 : 150)) }
        let found = RowSearch.candidates(Self.picture(400, 343, plain: 235, pictureEnd: 285, discs: discs))
        #expect(found.contains { $0.axis == .horizontal && abs($0.line - 304.5) < 1.5 && $0.spots.count >= 5 },
                "\(found.map { "\($0.axis) line \($0.line) n \($0.spots.count)" })")
    }

    /// Dots far apart for their size (9 px, 38 px apart: an animated control's wide
    /// spacing) are a row still.
    @Test func dotsWidelySpacedAreARow() {
        let discs = (0..<5).map { k in (80 + 38 * k, 80, 4, UInt8(k == 1 ? 40 : 170)) }
        let found = RowSearch.candidates(Self.picture(320, 160, plain: 245, pictureEnd: 0, discs: discs))
        #expect(found.contains { $0.axis == .horizontal && $0.spots.count == 5 }, "\(found.map { "\($0.axis) line \($0.line) n \($0.spots.count)" })")
    }

    /// A size wave at the row's end (cosine at 40 pages, at its first page): its big dots
    /// stand apart in proportion to their size, yet the row found reaches its end dot.
    @Test func aWaveAtTheRowsEndIsPartOfTheRow() throws {
        let layout = try CosineStyle().layout(position: 0, pages: 40)
        let discs = layout.visible.map { e in (640 + Int((4 * e.x).rounded()), 100, Int((2 * e.height).rounded()), UInt8(e.current ? 240 : 110)) }
        let found = RowSearch.candidates(Self.picture(1280, 200, plain: 30, pictureEnd: 0, discs: discs))
        let first = discs.map { Double($0.0 - $0.2) }.min()!
        #expect(found.contains { $0.axis == .horizontal && abs($0.from - first) <= 3 }, "\(found.map { "\($0.axis) \($0.from)...\($0.to) n \($0.spots.count)" }) first \(first)")
    }

    /// Three pages, the current one a filled dot and the others rings of its size and
    /// colour, 8 px above a frame's bottom edge (an onboarding screen's control): a
    /// row, not three alike buttons.
    @Test func aFilledDotBesideTwoRingsIsARow() {
        let w = 300, h = 533, cy = 519
        var luma = [UInt8](repeating: 132, count: w * h)
        for (k, cx) in [134, 150, 166].enumerated() {
            for y in (cy - 6)...(cy + 6) { for x in (cx - 6)...(cx + 6) {
                let d2 = (x - cx) * (x - cx) + (y - cy) * (y - cy)
                if d2 <= 36 && (k == 0 || d2 >= 16) { luma[y * w + x] = 235 }
            } }
        }
        let frame = Self.grey(luma, w, h, cb: 166, cr: 101)
        let found = RowSearch.candidates(frame)
        #expect(found.contains { $0.axis == .horizontal && abs($0.line - 519.5) < 1.5 && $0.spots.count == 3 },
                "\(found.map { "\($0.axis) line \($0.line) n \($0.spots.count)" })")
    }

    /// The shaded picture of `tinyDotsOverAPhotoAreARow` with dark 5 px discs at `xs` on
    /// y = 200.
    static func shaded(discs xs: [Int]) -> PlanarFrame {
        let w = 320, h = 260, cy = 200
        var luma = [UInt8](repeating: 0, count: w * h)
        for y in 0..<h { for x in 0..<w {
            let wave: Double = sin(Double(x) / 19) * cos(Double(y) / 23)
            luma[y * w + x] = UInt8(200 + 45 * wave)
        } }
        for cx in xs {
            for y in (cy - 2)...(cy + 2) { for x in (cx - 2)...(cx + 2) where (x - cx) * (x - cx) + (y - cy) * (y - cy) <= 5 { luma[y * w + x] = 110 } }
        }
        return grey(luma, w, h)
    }

    /// Four such specks 27 px apart (the gaps of a line of small text over a gradient,
    /// lined up by chance): tiny dots stand closer in a page control, so no row.
    @Test func tinySpecksFarApartAreNoRow() {
        let found = RowSearch.candidates(Self.shaded(discs: [120, 147, 174, 201]))
        #expect(!found.contains { $0.axis == .horizontal && abs($0.line - 200.5) < 3 }, "\(found.map { "\($0.axis) line \($0.line) n \($0.spots.count)" })")
    }

    /// Tiny grey dots (5 px, 8 px apart) over a photo whose light and shade change over a
    /// hundred pixels or so (a banner's picture behind its control): the wide square's
    /// top-hat holds the picture's shading and hides them; the narrow one finds them.
    @Test func tinyDotsOverAPhotoAreARow() {
        let w = 320, h = 260, cy = 200
        var luma = [UInt8](repeating: 0, count: w * h)
        for y in 0..<h { for x in 0..<w {
            let wave: Double = sin(Double(x) / 19) * cos(Double(y) / 23)
            luma[y * w + x] = UInt8(200 + 45 * wave)
        } }
        for k in 0..<7 {
            let cx = 136 + 8 * k
            for y in (cy - 2)...(cy + 2) { for x in (cx - 2)...(cx + 2) where (x - cx) * (x - cx) + (y - cy) * (y - cy) <= 5 {
                luma[y * w + x] = k == 0 ? 250 : 110
            } }
        }
        let frame = Self.grey(luma, w, h)
        let found = RowSearch.candidates(frame)
        #expect(found.contains { $0.axis == .horizontal && abs($0.line - 200.5) < 1.5 && $0.spots.count >= 3 },
                "\(found.map { "\($0.axis) line \($0.line) n \($0.spots.count)" })")
    }

    /// Dark translucent dots (10 px, 16 apart) and a white current one, between a line of
    /// white text above and a light bar below, each closer than the wide square reaches
    /// (an onboarding screen's description, its dots, the phone's home bar): in the wide
    /// square's top-hat all between them is lifted, unevenly, and the dots stand on that;
    /// a narrower square finds them.
    @Test func dotsAmongBrightDetailsCloserThanTheWideSquareAreARow() {
        let w = 320, h = 300, cy = 150
        var luma = [UInt8](repeating: 136, count: w * h)
        // Text above (letters 6 px wide, 4 apart), lighter near the dots on one side; a
        // light bar below.
        for y in 104..<114 { for x in 20..<300 where (x / 5) % 2 == 0 { luma[y * w + x] = 235 } }
        for y in 186..<192 { for x in 0..<w { luma[y * w + x] = x < 160 ? 190 : 170 } }
        for y in 128..<172 { for x in 250..<300 { luma[y * w + x] = 220 } }
        for k in 0..<3 {
            let cx = 140 + 16 * k
            for y in (cy - 5)...(cy + 5) { for x in (cx - 5)...(cx + 5) where (x - cx) * (x - cx) + (y - cy) * (y - cy) <= 25 {
                luma[y * w + x] = k == 0 ? 224 : 113
            } }
        }
        let frame = Self.grey(luma, w, h)
        let found = RowSearch.candidates(frame)
        #expect(found.contains { $0.axis == .horizontal && abs($0.line - 150.5) < 1.5 && $0.spots.count == 3 },
                "\(found.map { "\($0.axis) line \($0.line) n \($0.spots.count)" })")
    }

    /// Grey dots (14 px, 30 apart; the current one white) at the foot of a dark, busy photo, a light page below
    /// it (a banner's control drawn on its picture): in the wide square's details the dots
    /// and the photo's texture are one blob too wide for any element; what stands out of
    /// the texture as the dots do is cored from it, and the dots are a row.
    @Test func dotsStandingOutOfABusyPhotoAreARow() {
        let w = 320, h = 240, cy = 140
        var luma = [UInt8](repeating: 245, count: w * h)
        for y in 0..<150 { for x in 0..<w {
            let v = 50 + 30 * sin(Double(x) / 3.1) * cos(Double(y) / 2.7) + 20 * sin(Double(x) / 7 + Double(y) / 5)
            luma[y * w + x] = UInt8(max(0, min(255, v)))
        } }
        for k in 0..<3 {
            let cx = 140 + 30 * k
            for y in (cy - 7)...(cy + 7) { for x in (cx - 7)...(cx + 7) where (x - cx) * (x - cx) + (y - cy) * (y - cy) <= 49 { luma[y * w + x] = k == 0 ? 235 : 150 } }
        }
        let frame = Self.grey(luma, w, h)
        let found = RowSearch.candidates(frame)
        #expect(found.contains { $0.axis == .horizontal && abs($0.line - 140.5) < 1.5 && $0.spots.count == 3 },
                "\(found.map { "\($0.axis) line \($0.line) n \($0.spots.count)" })")
    }

    /// Two dark translucent dots and a white current one between them (8 px, 13 apart), and
    /// further along the same line a word in light letters ("Next" beside an app intro's
    /// dots): the letters, of the white dot's side, do not keep it out of the row.
    @Test func lightLettersFurtherAlongDoNotKeepTheCurrentDotOut() {
        func spot(_ x: Double, _ contrast: Double, _ size: Int = 8) -> RowSearch.Spot {
            RowSearch.Spot(x: x, y: 60, width: size, height: size + 1, contrast: contrast, ring: false, colour: [contrast > 0 ? 214 : 68, 128, 128])
        }
        let spots = [spot(100, -14), spot(113, 100), spot(126, -14)] + [200.0, 214, 228, 242].map { spot($0, 85, 7) }
        let found = RowSearch.lines(spots, .horizontal)
        #expect(found.contains { $0.spots.count == 3 && abs($0.from - 96) < 1 },
                "\(found.map { "\($0.from)...\($0.to) n \($0.spots.count)" })")
    }
}
