import Testing
@testable import PageDots

/// What passes over a row in none of its colours — a pointer, a touch's circle — is told
/// from the row's own elements.
struct ForeignColourTests {
    /// Grey dots (luma 170) and a blue current one over white.
    static let colours = ElementColours(current: [103, 177, 120], ordinaryColour: [170, 128, 128], ordinaryShare: 0.5, typical: 100)

    /// A blob over white whose fully covered pixel is `contrast` (its strongest `peak`).
    static func blob(_ contrast: [Double], peak: Double? = nil) -> Blob {
        let strength = ElementColours.length(contrast)
        var b = Blob(mass: 100, x: 20, y: 10, varianceX: 8, varianceY: 8, peak: peak ?? strength,
                     hue: contrast.map { $0 / strength }, spanX: 10, spanY: 10)
        b.measure = contrast.map { $0 / strength }
        b.background = [255, 128, 128]
        return b
    }

    /// The row's own colours, and any mix of them, are its own.
    @Test func theRowsColoursAreItsOwn() {
        let o = ElementColours.minus([170, 128, 128], [255, 128, 128]), k = ElementColours.minus([103, 177, 120], [255, 128, 128])
        #expect(!Self.colours.foreign(Self.blob(o)))
        #expect(!Self.colours.foreign(Self.blob(k)))
        #expect(!Self.colours.foreign(Self.blob(zip(o, k).map { 0.5 * $0 + 0.5 * $1 })))
        // (A dot partly covering its pixels is weaker, never stronger.)
        #expect(!Self.colours.foreign(Self.blob(o.map { 0.6 * $0 })))
    }

    /// A black pointer merged with a grey dot (the dot's colour, the arrow's darkest
    /// pixel), and a red mark: foreign.
    @Test func aPointerAndAnotherColourAreForeign() {
        let o = ElementColours.minus([170, 128, 128], [255, 128, 128])
        #expect(Self.colours.foreign(Self.blob(o, peak: 254)))
        #expect(Self.colours.foreign(Self.blob([-180, 0, 0])) == false)
        #expect(Self.colours.foreign(Self.blob([-120, -40, 110])))
    }
}

/// Which frames something foreign hides.
struct ForeignHidingTests {
    /// A dot of the row's size and shape that flashes red is the row's own glitch, judged;
    /// a pointer (larger, or merged with a dot) hides the frame.
    @Test func aDotFlashingAnotherColourHidesNothing() {
        let o = ElementColours.minus([170, 128, 128], [255, 128, 128])
        let dots = (0..<4).map { _ in ForeignColourTests.blob(o) }
        var red = ForeignColourTests.blob([-120, -40, 110])
        #expect(!RowMeasurer.anyForeign(dots + [red], colours: ForeignColourTests.colours))
        red.spanX = 14
        red.spanY = 19
        #expect(RowMeasurer.anyForeign(dots + [red], colours: ForeignColourTests.colours))
        var pointer = ForeignColourTests.blob(o, peak: 254)
        pointer.spanY = 20
        #expect(RowMeasurer.anyForeign(dots + [pointer], colours: ForeignColourTests.colours))
    }

    /// Where the row blanked over a gradient, the band's threshold picks up its faint
    /// streaks (4 levels at their strongest, in a hue none of the row's): nothing a person
    /// sees pass, so the frame is not hidden and the blank is judged.
    @Test func aGradientsFaintStreaksHideNothing() {
        let streaks = (0..<2).map { k in
            var b = ForeignColourTests.blob([-3, -2, 3], peak: 4)
            b.spanX = 22 - 10 * k
            b.spanY = 12 - 3 * k
            return b
        }
        #expect(!RowMeasurer.anyForeign(streaks, colours: ForeignColourTests.colours))
        var mark = ForeignColourTests.blob([-120, -40, 110])
        mark.spanX = 34
        mark.spanY = 20
        #expect(RowMeasurer.anyForeign(streaks + [mark], colours: ForeignColourTests.colours))
    }
}

/// Where a row is followed to in a frame.
struct RowFollowTests {
    static func blob(x: Double, y: Double) -> Blob {
        Blob(mass: 100, x: x, y: y, varianceX: 18, varianceY: 18, peak: 90, hue: [1, 0, 0], spanX: 15, spanY: 15)
    }

    /// In a frame where the row blanks, the two words of its label two thicknesses below
    /// are not where it went; a row of three that moved as far is followed.
    @Test func aLabelsTwoWordsAreNotWhereTheRowWent() {
        let shape = RowShape(thickness: 15, pitch: 22, line: 10)
        #expect(shape.follow([Self.blob(x: 40, y: 41), Self.blob(x: 80, y: 41)], after: 10) == nil)
        #expect(shape.follow([Self.blob(x: 40, y: 41), Self.blob(x: 62, y: 41), Self.blob(x: 84, y: 41)], after: 10) == 41)
        #expect(shape.follow([Self.blob(x: 40, y: 16), Self.blob(x: 62, y: 16)], after: 10) == 16)
    }
}
