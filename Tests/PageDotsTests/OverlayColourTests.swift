import Testing
@testable import PageDots

/// Ordinary elements of a colour of their own laid over the page at an opacity — black at
/// a fifth, darkening each page's colour in turn — beside an opaque current one
/// (docs/qa.md#current).
struct OverlayColourTests {
    /// A blob over `behind` whose fully covered pixel is the colour `absolute`.
    static func blob(_ absolute: [Double], over behind: [Double]) -> Blob {
        let contrast = ElementColours.minus(absolute, behind), strength = ElementColours.length(contrast)
        var b = Blob(mass: 100, x: 20, y: 10, varianceX: 8, varianceY: 8, peak: strength,
                     hue: contrast.map { $0 / strength }, spanX: 10, spanY: 10)
        b.measure = contrast.map { $0 / strength }
        b.background = behind
        return b
    }

    /// Pages of yellow, teal and turquoise (luma, blue, red: an app intro's), ten frames
    /// each; in every frame a white current dot and two black ones at 0.2 over the page.
    static let pages: [[Double]] = [[177, 56, 169], [139, 136, 94], [129, 147, 62]]
    static let white: [Double] = [222, 120, 133], black: [Double] = [16, 128, 128]
    static func frames(opacity: Double) -> [[Blob]] {
        pages.flatMap { page in
            (0..<10).map { _ in
                let dark = zip(page, black).map { $0 + opacity * ($1 - $0) }
                return [blob(white, over: page), blob(dark, over: page), blob(dark, over: page)]
            }
        }
    }

    /// The two colours are learnt over pages where neither an opaque colour nor the white
    /// at a share fits the dark dots: black at a fifth, the white current; each dot told.
    @Test func darkDotsAtAFifthOverEveryPageAreOrdinary() throws {
        let colours = ElementColours.learn(Self.frames(opacity: 0.2))
        let current = try #require(colours.current)
        #expect(ElementColours.length(ElementColours.minus(current, Self.white)) < 2)
        #expect(abs(colours.ordinaryOpacity - 0.2) < 0.02)
        for page in Self.pages {
            let dark = zip(page, Self.black).map { $0 + 0.2 * ($1 - $0) }
            #expect((colours.highlight(Self.blob(Self.white, over: page)) ?? 0) > 0.9)
            #expect((colours.highlight(Self.blob(dark, over: page)) ?? 1) < 0.1)
            // (Measured at its own size: its contrast is the dark dot's own.)
            let b = Self.blob(dark, over: page)
            #expect(abs(colours.contrast(colours.highlight(b), of: b) - b.full) < 0.05 * b.full)
        }
    }

    /// A current dot that slides from one dot to the next leaves blobs caught between the
    /// two colours (a third of the way to white, in a frame of ten): the overlay is
    /// learnt from the dots that fit it, black at a fifth still, and the dark dots keep
    /// their contrast, so their size.
    @Test func blobsCaughtMidSlideDoNotTiltTheOverlay() throws {
        var frames = Self.frames(opacity: 0.2)
        for (k, page) in Self.pages.enumerated() {
            let dark = zip(page, Self.black).map { $0 + 0.2 * ($1 - $0) }
            let between = zip(dark, Self.white).map { $0 + 0.3 * ($1 - $0) }
            frames[10 * k] = [Self.blob(Self.white, over: page), Self.blob(between, over: page), Self.blob(between, over: page)]
        }
        let colours = ElementColours.learn(frames)
        let colour = try #require(colours.ordinaryColour)
        #expect(abs(colours.ordinaryOpacity - 0.2) < 0.02 && abs(colour[0] - Self.black[0]) < 8, "\(colours)")
    }

    /// Over a grey page the dark ordinary and the white current lie on one line, opposite
    /// ways: each is told by the side of the page it lies on, and a column covered by a
    /// dark dot is all ordinary ink.
    @Test func overGreyTheSideTellsTheColour() {
        var colours = ElementColours(current: Self.white, ordinaryColour: Self.black, ordinaryShare: 0, typical: 100)
        colours.ordinaryOpacity = 0.2
        let grey: [Double] = [128, 128, 128], dark = zip(grey, Self.black).map { $0 + 0.2 * ($1 - $0) }
        #expect((colours.highlight(Self.blob(Self.white, over: grey)) ?? 0) > 0.99)
        #expect((colours.highlight(Self.blob(dark, over: grey)) ?? 1) < 0.01)
        let column = colours.unmix(ElementColours.minus(dark, grey).map { 6 * $0 }, peak: 22.4, behind: grey)
        #expect(abs(column.ink - 6) < 0.01 && column.highlight == 0)
        let lit = colours.unmix(ElementColours.minus(Self.white, grey).map { 4 * $0 }, peak: 107, behind: grey)
        #expect(abs(lit.ink - 4) < 0.01 && abs((lit.highlight ?? 0) - 4) < 0.01)
    }
}
