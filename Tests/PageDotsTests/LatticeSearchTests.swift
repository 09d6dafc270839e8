import Testing
@testable import PageDots

/// What the row search takes for a row, on frames drawn here pixel by pixel.
struct LatticeSearchTests {
    /// A frame of `w` × `h` grey with bright 3 × 3 specks at `specks` (top-left corners).
    static func frame(_ w: Int, _ h: Int, specks: [(Int, Int)]) -> PlanarFrame {
        var luma = [UInt8](repeating: 90, count: w * h)
        for (x, y) in specks { for dy in 0..<3 { for dx in 0..<3 { luma[(y + dy) * w + x + dx] = 150 } } }
        let c = ((w + 1) / 2) * ((h + 1) / 2)
        return PlanarFrame(width: w, height: h, luma: luma, cb: [UInt8](repeating: 128, count: c), cr: [UInt8](repeating: 128, count: c))
    }

    /// A patch of a GIF's ordered dither: specks every 8 px, three lines of ten, 8 px apart.
    @Test func aPatchOfDitherIsNoRow() {
        let specks = (0..<3).flatMap { j in (0..<10).map { i in (100 + 8 * i, 60 + 8 * j) } }
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
}
