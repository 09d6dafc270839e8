import Testing
@testable import PageDots

/// The worm against an independent reference of smooth_page_indicator 2.0.1's
/// `WormPainter` (lib/src/painters/worm_painter.dart), written from its source: for every
/// page count 1–12 and 30 and every position in steps of 0.05, the worm's centre, length
/// and height agree to 1e-3 pt, normal and thin.
struct PeerWormTests {
    /// The peer's worm for `count` dots at `offset`: left, right and height, in its own
    /// coordinates (x from the first dot's left edge).
    static func peerWorm(count: Int, offset: Double, dotWidth: Double, dotHeight: Double, spacing: Double, thin: Bool)
        -> (left: Double, right: Double, height: Double) {
        // indicator_painter.dart:45 — the distance between dot lefts.
        let distance = dotWidth + spacing
        // worm_painter.dart:30 — the fraction of the page turn.
        let dotOffset = offset - offset.rounded(.towardZero)
        // worm_painter.dart:46–56.
        let wormOffset = dotOffset * 2
        let xPos = offset.rounded(.down) * distance
        var head = xPos
        var tail = xPos + dotWidth + wormOffset * distance
        let halfHeight = dotHeight / 2
        var height = thin ? halfHeight + halfHeight * (1 - wormOffset) : dotHeight
        // worm_painter.dart:58–63 — the second half of the turn.
        if wormOffset > 1 {
            tail = xPos + dotWidth + distance
            head = xPos + distance * (wormOffset - 1)
            if thin { height = halfHeight + halfHeight * (wormOffset - 1) }
        }
        return (head, tail, height)
    }

    @Test(arguments: [false, true])
    func theWormIsThePeersAtEveryState(thin: Bool) throws {
        let diameter = 8.0, spacing = 8.0
        let style = try PageIndicator(.worm, settings: [("thickness", .number(thin ? 0.5 : 1)), ("maxDots", .number(1000))])
        var worst = (0.0, "")
        for pages in Array(1...12) + [30] {
            // The peer's row: `count` dots of `distance`, less the last spacing; centred.
            let width = Double(pages) * (diameter + spacing) - spacing
            for step in 0...((pages - 1) * 20) {
                let x = Double(step) / 20
                let peer = Self.peerWorm(count: pages, offset: x, dotWidth: diameter, dotHeight: diameter, spacing: spacing, thin: thin)
                let worm = try #require(style.layout(position: x, pages: pages).elements.first { $0.highlight == 1 })
                let centre = (peer.left + peer.right) / 2 - width / 2
                let error = max(abs(worm.x - centre), abs(worm.width - (peer.right - peer.left)), abs(worm.height - peer.height))
                if error > worst.0 { worst = (error, "\(pages) pages at \(x): worm x \(worm.x) w \(worm.width) h \(worm.height); peer x \(centre) w \(peer.right - peer.left) h \(peer.height)") }
            }
        }
        #expect(worst.0 <= 1e-3, "\(worst.1)")
    }
}
