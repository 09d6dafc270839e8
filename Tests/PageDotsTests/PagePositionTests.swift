import Testing
@testable import PageDots

struct PagePositionTests {
    @Test(arguments: [(2.49, 2), (2.5, 3), (0, 0), (-3, 0), (11.7, 9), (.nan, 0)] as [(Double, Int)])
    func currentPageFlipsAtHalf(x: Double, page: Int) {
        #expect(PagePosition.currentPage(x, pages: 10) == page)
    }

    @Test func noPagesClampsToZero() {
        #expect(PagePosition.clamp(5, pages: 0) == 0)
        #expect(PagePosition.currentPage(5, pages: 0) == 0)
    }

    @Test func trackingChoosesWhatAStyleSees() {
        #expect(Tracking.discrete.trackedPosition(2.6, pages: 5) == 3)
        #expect(Tracking.continuous.trackedPosition(2.6, pages: 5) == 2.6)
        #expect(Tracking.continuous.trackedPosition(9, pages: 5) == 4)
    }

    @Test func jsonIsOrderedAndDeterministic() throws {
        let l = try InstagramStyle().layout(position: 0, pages: 2)
        let text = LayoutReport(style: .instagram, pages: 2, position: 0, layout: l).json.text
        #expect(text == #"{"style":"instagram","pages":2,"position":0,"currentPage":0,"direction":"ltr","accessibilityLabel":"page 1 of 2","width":16,"dots":[{"page":0,"x":-5,"y":0,"diameter":6,"scale":1,"highlight":1,"current":true},{"page":1,"x":5,"y":0,"diameter":6,"scale":1,"highlight":0,"current":false}]}"#)
        #expect(JSONValue.number(-0.0).text == "0" && JSONValue.string("a\"\n").text == #""a\"\n""#)
    }
}
