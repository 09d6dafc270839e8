import Foundation
import Testing
@testable import PageDots

/// The jumping dot against an independent reference of smooth_page_indicator 2.0.1's
/// `JumpingDotPainter` (lib/src/painters/jumping_dot_painter.dart), written from its
/// source: at every page count 1–12 and 30 and every position in steps of 0.05, the
/// jumper's size, height above the row and centre agree to 1e-3 pt — the centre taken where
/// the peer's dot would be at full size (it grows its dot from the left edge; PageDots keeps
/// it centred, docs/styles.md#jumping).
struct PeerJumpingTests {
    /// The peer's jumper: its left edge at full size, its width and height, its rise.
    static func peerJumper(offset: Double, dotWidth: Double, spacing: Double, jumpScale: Double, verticalOffset: Double)
        -> (left: Double, size: Double, rise: Double) {
        // indicator_painter.dart:45 — the distance between dot lefts.
        let distance = dotWidth + spacing
        // jumping_dot_painter.dart:33 — the fraction of the page turn.
        let dotOffset = offset - offset.rounded(.towardZero)
        // jumping_dot_painter.dart:49–56 — the scale, a triangle peaking at mid-turn.
        let targetScale = jumpScale - 1
        let scale = dotOffset < 0.5 ? 1 + dotOffset * 2 * targetScale : jumpScale + (1 - dotOffset * 2) * targetScale
        // jumping_dot_painter.dart:57–62 — a half-cosine across, a half-sine up.
        let piFactor = dotOffset * Double.pi
        let x = (1 - (cos(piFactor) + 1) / 2) * distance
        let y = -sin(piFactor) * verticalOffset
        return (offset.rounded(.down) * distance + x, dotWidth * scale, -y)
    }

    @Test func theJumperIsThePeersAtEveryState() throws {
        let diameter = 8.0, spacing = 8.0, jumpScale = 1.4, height = 8.0
        let style = try PageIndicator(.jumping, settings: [("maxDots", .number(1000))])
        var worst = (0.0, "")
        for pages in Array(1...12) + [30] {
            let width = Double(pages) * (diameter + spacing) - spacing
            for step in 0...((pages - 1) * 20) {
                let x = Double(step) / 20
                let peer = Self.peerJumper(offset: x, dotWidth: diameter, spacing: spacing, jumpScale: jumpScale, verticalOffset: height)
                let jumper = try #require(style.layout(position: x, pages: pages).elements.first { $0.highlight == 1 })
                let centre = peer.left + diameter / 2 - width / 2
                let error = max(abs(jumper.x - centre), abs(jumper.height - peer.size), abs(-jumper.y - peer.rise))
                if error > worst.0 { worst = (error, "\(pages) pages at \(x): x \(jumper.x) d \(jumper.height) y \(jumper.y); peer x \(centre) d \(peer.size) rise \(peer.rise)") }
            }
        }
        #expect(worst.0 <= 1e-3, "\(worst.1)")
    }
}
