import Testing
@testable import PageDots

/// Something that shows for one frame beside a row, off its line and beyond its ends (a
/// touch's ripple on a button next to the control), is no element of it; an element that
/// shows for one frame on the line is a glitch (docs/qa.md#invariants).
struct StrayAppearanceTests {
    /// Five 13 px dots 21 px apart on y = 617, the first current, 40 frames; at frame 20
    /// a 9 px blob shows at `extra` (x, y).
    static func row(extra: (Double, Double)) -> ObservedRow {
        ObservedRow((0..<40).map { i in
            var elements = (0..<5).map { k in
                ObservedElement(x: 120 + 21 * Double(k), y: 617, width: 13, height: 13, highlight: k == 0 ? 1 : 0, current: k == 0)
            }
            if i == 20 { elements.append(ObservedElement(x: extra.0, y: extra.1, width: 11, height: 11, highlight: 0, current: false)) }
            return ObservedFrame(frame: i, time: Double(i) / 20, elements: elements)
        })
    }

    @Test func aRippleBesideTheRowIsNoFinding() {
        #expect(ObservedChecker.check(Self.row(extra: (246, 601))).isEmpty)
    }

    @Test func anElementOnTheLineForOneFrameIsFound() {
        #expect(ObservedChecker.check(Self.row(extra: (246, 617))).contains { $0.invariant == .vanishing })
    }
}
