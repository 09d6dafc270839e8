import Testing
@testable import PageDots

/// What a row's measurer leaves out as standing apart from the row.
struct StandingApartTests {
    static func blob(at x: Double) -> Blob { Blob(mass: 1, x: x, y: 10, varianceX: 1, varianceY: 1, peak: 100, hue: [1, 0, 0], spanX: 10, spanY: 10) }

    /// An end dot two slots on from the last one seen (the one between too faint to be
    /// seen in this frame), where it stood a frame before, is the row's; a pointer off
    /// the slots, or one come on them this frame, is not.
    @Test func anEndDotOnTheSlotsStays() {
        let row = [171, 186, 215].map { Self.blob(at: $0) }
        let before = [171, 186, 200, 215].map { Self.blob(at: $0) }
        #expect(RowMeasurer.together(row, pitch: 14.7, before: before).count == 3)
        #expect(RowMeasurer.together(row, pitch: 14.7, before: Array(before.prefix(3))).count == 2)
        let pointer = [100, 115, 130, 170].map { Self.blob(at: $0) }
        #expect(RowMeasurer.together(pointer, pitch: 15).map(\.x) == [100, 115, 130])
    }
}
