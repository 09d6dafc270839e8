import Testing
@testable import PageDots

/// input follows the direction — dragging toward the reading end goes forward,
/// arrows follow reading order — and the spoken label names the page.
struct DirectionInputTests {
    func run(_ model: inout PlaygroundModel, seconds: Double = 1) {
        for _ in 0..<Int(seconds * 60) { model.tick(1.0 / 60) }
    }

    @Test(arguments: [(Direction.ltr, -1.0, 0.0), (.rtl, 1, 0), (.ttb, 0, -1), (.btt, 0, 1)])
    func aDragTowardTheEndGoesForward(direction: Direction, dx: Double, dy: Double) throws {
        var m = PlaygroundModel(pages: 8, width: 800, height: 600, rows: [RowSpec(try PageIndicator(.system))], direction: direction)
        m.place(at: 3)
        // Press in the strip (the logical top, wherever it is on screen) and drag 300 pt.
        let l = m.layout
        let start = direction.toScreen(l.width / 2, l.strip.height / 2, logicalWidth: l.width, logicalHeight: l.height)
        try m.handle(.pointerDown(x: start.x, y: start.y))
        for k in 1...10 {
            let t = Double(k) / 10
            try m.handle(.pointerMove(x: start.x + dx * 300 * t, y: start.y + dy * 300 * t))
            m.tick(1.0 / 60)
        }
        try m.handle(.pointerUp(x: start.x + dx * 300, y: start.y + dy * 300))
        run(&m)
        #expect(m.currentPage == 4, "\(direction): page \(m.currentPage)")
        #expect(m.spokenLabel == "page 5 of 8")
    }

    @Test(arguments: [(Direction.ltr, Key.right), (.rtl, .left), (.ttb, .down), (.btt, .up)])
    func theNextKeyFollowsReadingOrder(direction: Direction, next: Key) throws {
        var m = PlaygroundModel(pages: 8, rows: [RowSpec(try PageIndicator(.system))], direction: direction)
        m.place(at: 3)
        try m.handle(.key(next))
        run(&m)
        #expect(m.currentPage == 4)
    }

    @Test func screenAndLogicalPointsAreInverse() {
        for d in Direction.allCases {
            let p = d.toScreen(100, 30, logicalWidth: 640, logicalHeight: 360)
            let back = d.toLogical(p.x, p.y, logicalWidth: 640, logicalHeight: 360)
            #expect(back.x == 100 && back.y == 30, "\(d)")
        }
    }
}
