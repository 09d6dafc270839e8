import Testing
@testable import PageDots

/// When the colours learnt from a whole recording cannot tell one frame's current element,
/// that frame's current element is not judged (docs/qa.md#current).
struct CurrentUnclearTests {
    /// A blob of luma `level` over a background of luma `behind`, `size` px across, at `x`.
    static func blob(_ level: Double, behind: Double, at x: Double, size: Int = 8) -> Blob {
        var b = Blob(mass: 1, x: x, y: 10, varianceX: 1, varianceY: 1, peak: abs(level - behind), hue: [level >= behind ? 1 : -1, 0, 0], spanX: size, spanY: size)
        b.background = [behind, 128, 128]
        b.measure = [level >= behind ? 1 : -1, 0, 0]
        return b
    }

    /// White current dots and grey ordinary ones, learnt over a dark page.
    static let colours = ElementColours(current: [235, 128, 128], ordinaryColour: [120, 128, 128], ordinaryShare: 0.4, typical: 150)

    @Test func oneWhiteDotAmongGreyOnesIsClear() {
        let blobs = [120, 235, 120, 120, 120].enumerated().map { Self.blob(Double($1), behind: 40, at: Double(20 * $0)) }
        #expect(!RowMeasurer.currentUnclear(blobs, colours: Self.colours))
    }

    /// Over a page that turns the colours around, every dot reads as current: not judged.
    @Test func everyDotReadingAsCurrentIsUnclear() {
        let blobs = [230, 230, 90, 230, 230].enumerated().map { Self.blob(Double($1), behind: 60, at: Double(20 * $0)) }
        #expect(RowMeasurer.currentUnclear(blobs, colours: Self.colours))
    }

    /// The screen dimmed when the colours were learnt and bright now (a dialog that came
    /// and went): the grey dots read alike as part current, the white one more — the
    /// light changed, not the control.
    @Test func aScreenInAnotherLightIsUnclear() {
        let dim = ElementColours(current: [123, 128, 128], ordinaryColour: [60, 128, 128], ordinaryShare: 0.15, typical: 40)
        let bright = [93, 235, 93, 93].enumerated().map { Self.blob(Double($1), behind: 67, at: Double(18 * $0)) }
        #expect(RowMeasurer.currentUnclear(bright, colours: dim))
        let learnt = [60, 123, 60, 60].enumerated().map { Self.blob(Double($1), behind: 50, at: Double(18 * $0)) }
        #expect(!RowMeasurer.currentUnclear(learnt, colours: dim))
    }

    /// Two current dots among five stay a second current element (a glitch to report).
    @Test func twoCurrentDotsAreClear() {
        let blobs = [120, 235, 120, 235, 120].enumerated().map { Self.blob(Double($1), behind: 40, at: Double(20 * $0)) }
        #expect(!RowMeasurer.currentUnclear(blobs, colours: Self.colours))
    }

    /// Elements told one by one: one current and the others well short of it is plain;
    /// a second one half current or more is not.
    @Test func oneCurrentByItsElements() {
        func row(_ h: [Double]) -> [ObservedElement] { h.enumerated().map { ObservedElement(x: Double(20 * $0), y: 0, width: 8, height: 8, highlight: $1, current: $1 >= 0.5) } }
        #expect(ObservedChecker.oneCurrent(row([0, 1, 0.05, 0.1])))
        #expect(!ObservedChecker.oneCurrent(row([0, 1, 0.6, 0])))
        #expect(!ObservedChecker.oneCurrent(row([0.3, 1, 0, 0])))
        #expect(!ObservedChecker.oneCurrent(row([0, 1])))
    }
}
