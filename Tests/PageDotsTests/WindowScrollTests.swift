import Testing
@testable import PageDots

/// A window of ten slots over twelve pages (the system style) going Home: the current dot
/// runs left across the window, then the window scrolls, its small end dots passing from
/// the left end to the right. Slid two pitches, the frame after the scroll fits the one
/// before it best, but the current dot stands where that frame has it unslid: motion,
/// not a flash (docs/qa.md#invariants).
struct WindowScrollTests {
    /// Slots 64 px apart from x = 442; the small dots (7 and 14 px) at the left or right.
    static func window(current slot: Int, smallAtLeft: Bool) -> [ObservedElement] {
        (0..<10).map { k in
            let size: Double = smallAtLeft ? (k == 0 ? 7 : k == 1 ? 14 : 28) : (k == 9 ? 7 : k == 8 ? 14 : 28)
            return ObservedElement(x: 442 + 64 * Double(k), y: 506, width: size, height: size, highlight: k == slot ? 1 : 0, current: k == slot)
        }
    }

    static func row() -> ObservedRow {
        var frames: [[ObservedElement]] = Array(repeating: window(current: 9, smallAtLeft: true), count: 30)
        for slot in [8, 7, 6, 5, 4, 2] { frames.append(window(current: slot, smallAtLeft: true)) }
        // The scroll, as a recording measured it.
        let scrolling: [[(Double, Double)]] = [
            [(430, 6), (494, 13), (558, 25), (622, 28), (686, 28), (750, 28), (814, 28), (878, 28), (942, 19), (1006, 12), (1070, 6)],
            [(422, 20), (486, 23), (550, 27), (613, 28), (677, 28), (741, 28), (805, 28), (869, 28), (933, 18), (998, 9)],
        ]
        for f in scrolling {
            frames.append(f.enumerated().map { k, e in ObservedElement(x: e.0, y: 506, width: e.1, height: e.1, highlight: k == 2 ? 1 : 0, current: k == 2) })
        }
        frames.append(window(current: 2, smallAtLeft: false))
        frames.append(window(current: 1, smallAtLeft: false))
        frames += Array(repeating: window(current: 0, smallAtLeft: false), count: 30)
        return ObservedRow(frames.enumerated().map { ObservedFrame(frame: $0, time: Double($0) / 60, elements: $1) })
    }

    @Test func aWindowScrollingAsItsCurrentDotArrivesIsNoFinding() {
        let found = ObservedChecker.check(Self.row())
        #expect(found.isEmpty, "\(found.map { "\($0.frame) \($0.detail)" })")
    }

    /// The same window at rest, its current dot two slots away for one frame: found.
    @Test func aFlashAtRestIsStillFound() {
        var frames = Array(repeating: Self.window(current: 0, smallAtLeft: false), count: 61)
        frames[30] = Self.window(current: 2, smallAtLeft: false)
        let found = ObservedChecker.check(ObservedRow(frames.enumerated().map { ObservedFrame(frame: $0, time: Double($0) / 60, elements: $1) }))
        #expect(found.contains { $0.frame == 30 }, "\(found.map { "\($0.frame) \($0.detail)" })")
    }

    /// A flick reversed within a frame: the current dot a slot along for one frame and
    /// back, every element in its place — motion, not another state.
    @Test func theCurrentDotASlotAlongForOneFrameIsNoFinding() {
        var frames = Array(repeating: Self.window(current: 7, smallAtLeft: true), count: 61)
        frames[30] = Self.window(current: 6, smallAtLeft: true)
        let found = ObservedChecker.check(ObservedRow(frames.enumerated().map { ObservedFrame(frame: $0, time: Double($0) / 60, elements: $1) }))
        #expect(found.isEmpty, "\(found.map { "\($0.frame) \($0.detail)" })")
    }
}
