import Testing
@testable import PageDots

/// Platform presets are valid labelled rows with their platform's numbers.
struct PresetTests {
    @Test func everyPresetIsAValidLabelledRow() throws {
        for p in Preset.allCases {
            let row = try p.row()
            #expect(row.style.kind == p.kind && row.label == p.label)
            let layout = row.style.layout(position: 10, pages: 40)
            #expect(layout.elements.filter(\.current).map(\.page) == [10], "\(p)")
        }
        // Swiper: one main bullet, its neighbours at 0.66 and 0.33 of 8 px, 16 px apart.
        let swiper = try Preset.swiper.style().layout(position: 0, pages: 10).elements.filter(\.isVisible)
        #expect(swiper.map(\.height) == [8, 8 * 0.66, 8 * 0.33])
        #expect(swiper.map(\.x).adjacentPairsDifference == [16, 16])
    }

}

extension Array where Element == Double {
    var adjacentPairsDifference: [Double] { zip(self, dropFirst()).map { $1 - $0 } }
}
