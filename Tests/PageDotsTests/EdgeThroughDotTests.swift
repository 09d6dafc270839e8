import Testing
@testable import PageDots

/// A page's slanted edge sliding through the current dot merges with it into one tall
/// blob: the dot is not seen there, and did not vanish (docs/qa.md#how-elements-are-measured).
struct EdgeThroughDotTests {
    /// A 200 × 62 band of purple with white dots on y = 31 (a 14 px current one at x 45,
    /// 7 px ones 21 px apart after it); with `edge`, red left of a line slanting through
    /// the current dot (as light as the purple: its edge is one of colour).
    static func band(edge: Bool) -> PlanarFrame {
        let w = 200, h = 62, cw = 100, ch = 31
        var luma = [UInt8](repeating: 104, count: w * h)
        var cb = [UInt8](repeating: 200, count: cw * ch), cr = [UInt8](repeating: 150, count: cw * ch)
        func red(_ x: Int, _ y: Int) -> Bool { edge && Double(x) < 48 - 0.065 * Double(y - 31) }
        for y in 0..<h {
            for x in 0..<w {
                let dots = [(45.0, 7.0)] + (1..<5).map { (45 + 21 * Double($0), 3.5) }
                let inside = dots.contains { (Double(x) + 0.5 - $0.0) * (Double(x) + 0.5 - $0.0) + (Double(y) + 0.5 - 31) * (Double(y) + 0.5 - 31) <= $0.1 * $0.1 }
                if inside { luma[y * w + x] = 250 } else if red(x, y) { luma[y * w + x] = 98 }
            }
        }
        // (The edge drawn smooth: a line of pixels between the two colours along it.)
        func mixed(_ x: Int, _ y: Int) -> Bool { red(x - 2, y) && !red(x, y) }
        for y in 0..<ch {
            for x in 0..<cw where luma[2 * y * w + 2 * x] != 250 {
                if mixed(2 * x, 2 * y) { cb[y * cw + x] = 150; cr[y * cw + x] = 240 } else if red(2 * x, 2 * y) { cb[y * cw + x] = 110; cr[y * cw + x] = 210 }
            }
        }
        return PlanarFrame(width: w, height: h, luma: luma, cb: cb, cr: cr)
    }

    @Test func theCurrentDotMergedWithAnEdgeIsHiddenNotGone() {
        var m = RowMeasurer(axis: .horizontal, shape: RowShape(thickness: 15, pitch: 21, line: 31))
        for i in 0..<30 { m.add(Self.band(edge: i == 10 || i == 11)) }
        #expect(m.hidden[10] && m.hidden[11])
        #expect(m.hidden.enumerated().allSatisfy { $0.element == ($0.offset == 10 || $0.offset == 11) })
        let frames = m.frames(start: 0) { Double($0) / 20 }
        #expect(ObservedChecker.check(ObservedRow(frames)).isEmpty)
    }

    /// A 136 × 36 navy band with white 8 px dots and a green 10 px current one on y = 26;
    /// with `strip`, a white strip over its last three rows (the page below sliding up
    /// under the control, its edge right beside the dots).
    static func band(strip: Bool, from stripTop: Int = 33, dots: Bool = true, hairline: Bool = false, divider: Bool = false) -> PlanarFrame {
        let w = 136, h = 36, cw = 68, ch = 18
        var luma = [UInt8](repeating: 51, count: w * h)
        var cb = [UInt8](repeating: 150, count: cw * ch), cr = [UInt8](repeating: 120, count: cw * ch)
        let places = [(38.0, 4.0), (49.5, 4.0), (61.0, 5.0), (72.5, 4.0), (84.0, 4.0), (95.5, 4.0)]
        for y in 0..<h {
            for x in 0..<w {
                guard dots, let d = places.first(where: { (Double(x) + 0.5 - $0.0) * (Double(x) + 0.5 - $0.0) + (Double(y) + 0.5 - 26) * (Double(y) + 0.5 - 26) <= $0.1 * $0.1 }) else {
                    if strip && y >= stripTop || hairline && x >= 128 && x < 130 && y >= 2 || divider && x >= 54 && x < 56 && y >= 4 { luma[y * w + x] = 249; cb[(y / 2) * cw + x / 2] = 128; cr[(y / 2) * cw + x / 2] = 128 }
                    continue
                }
                let green = d.0 == 61
                luma[y * w + x] = green ? 146 : 249
                cb[(y / 2) * cw + x / 2] = green ? 100 : 128
                cr[(y / 2) * cw + x / 2] = green ? 90 : 128
            }
        }
        return PlanarFrame(width: w, height: h, luma: luma, cb: cb, cr: cr)
    }

    /// An edge along the row, the band's whole length, merged with the dots it touches:
    /// the row is not seen there, and nothing vanished.
    @Test func anEdgeAlongTheRowHidesTheDotsItTouches() {
        var m = RowMeasurer(axis: .horizontal, shape: RowShape(thickness: 10, pitch: 11.5, line: 26))
        for i in 0..<20 { m.add(Self.band(strip: (5..<9).contains(i))) }
        #expect(m.hidden.enumerated().allSatisfy { $0.element == (5..<9).contains($0.offset) }, "\(m.hidden)")
        let frames = m.frames(start: 0) { Double($0) / 15 }
        #expect(ObservedChecker.check(ObservedRow(frames)).isEmpty)
    }

    /// A 400 × 60 dark band with five 24 px dots on y = 30, the first white and the rest
    /// grey; with `text`, a line of grey words 10 px tall there instead (a control hidden
    /// for a single page saying so).
    static func band(text: Bool) -> PlanarFrame {
        let w = 400, h = 60
        var luma = [UInt8](repeating: 30, count: w * h)
        let c = (w / 2) * (h / 2)
        for y in 0..<h {
            for x in 0..<w {
                if text {
                    let words = [(100, 176), (186, 214), (222, 233), (241, 258), (266, 288)]
                    if (25..<35).contains(y) && words.contains(where: { x >= $0.0 && x < $0.1 }) { luma[y * w + x] = 150 }
                } else {
                    for k in 0..<5 {
                        let dx = Double(x) + 0.5 - Double(120 + 40 * k), dy = Double(y) + 0.5 - 30
                        if dx * dx + dy * dy <= 144 { luma[y * w + x] = k == 0 ? 250 : 120 }
                    }
                }
            }
        }
        return PlanarFrame(width: w, height: h, luma: luma, cb: [UInt8](repeating: 128, count: c), cr: [UInt8](repeating: 128, count: c))
    }

    /// Words standing where the dots were, for a while: the row is not seen there, and
    /// no element is current at rest there is no finding.
    @Test func wordsWhereTheDotsWereAreNoElements() {
        var m = RowMeasurer(axis: .horizontal, shape: RowShape(thickness: 24, pitch: 40, line: 30))
        for i in 0..<40 { m.add(Self.band(text: (10..<30).contains(i))) }
        #expect(m.hidden.enumerated().allSatisfy { $0.element == (10..<30).contains($0.offset) }, "\(m.hidden)")
        let frames = m.frames(start: 0) { Double($0) / 15 }
        #expect(frames[15].elements.isEmpty)
        #expect(ObservedChecker.check(ObservedRow(frames)).isEmpty)
    }

    /// The row blank for a frame over a page's edge that stays clear of the dots, or
    /// beside a hairline across the band past the row's end: found — neither hides it.
    @Test func aBlankBesideAnEdgeOrAHairlineIsFound() {
        for hairline in [false, true] {
            var m = RowMeasurer(axis: .horizontal, shape: RowShape(thickness: 10, pitch: 11.5, line: 26))
            for i in 0..<20 { m.add(Self.band(strip: !hairline, from: 35, dots: i != 10, hairline: hairline)) }
            let found = ObservedChecker.check(ObservedRow(m.frames(start: 0) { Double($0) / 15 }))
            #expect(found.contains { $0.frame == 10 }, "hairline \(hairline): \(found.map { "\($0.frame) \($0.detail)" }) hidden \(m.hidden)")
        }
    }

    /// A hairline across the line between two dots for one frame (a divider the row
    /// passes): no element, nothing appeared.
    @Test func aHairlineAcrossTheLineIsNoElement() {
        var m = RowMeasurer(axis: .horizontal, shape: RowShape(thickness: 10, pitch: 11.5, line: 26))
        for i in 0..<20 { m.add(Self.band(strip: false, divider: i == 10)) }
        let frames = m.frames(start: 0) { Double($0) / 15 }
        #expect(frames[10].elements.count == 6, "\(frames[10].elements)")
        let found = ObservedChecker.check(ObservedRow(frames))
        #expect(found.isEmpty, "\(found.map { "\($0.frame) \($0.detail)" })")
    }
}
