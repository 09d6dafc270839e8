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

    /// The findings in `frames` (one list of elements a frame, at 60 fps).
    static func check(_ frames: [[ObservedElement]]) -> [ObservedFinding] {
        ObservedChecker.check(ObservedRow(frames.enumerated().map { ObservedFrame(frame: $0, time: Double($0) / 60, elements: $1) }))
    }

    /// The findings in a second at rest on `still`, frame 30 showing `other` instead.
    static func check(still: [ObservedElement], frame30 other: [ObservedElement]) -> [ObservedFinding] {
        var frames = Array(repeating: still, count: 61)
        frames[30] = other
        return check(frames)
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
        let found = Self.check(still: Self.window(current: 0, smallAtLeft: false), frame30: Self.window(current: 2, smallAtLeft: false))
        #expect(found.contains { $0.frame == 30 }, "\(found.map { "\($0.frame) \($0.detail)" })")
    }

    /// A flick reversed within a frame: the current dot a slot along for one frame and
    /// back, every element in its place — motion, not another state.
    @Test func theCurrentDotASlotAlongForOneFrameIsNoFinding() {
        let found = Self.check(still: Self.window(current: 7, smallAtLeft: true), frame30: Self.window(current: 6, smallAtLeft: true))
        #expect(found.isEmpty, "\(found.map { "\($0.frame) \($0.detail)" })")
    }

    /// Instagram's band retargeted on every page of a fast goto, as a render of it was
    /// measured: each frame slides the whole band a fraction of a pitch one way or the
    /// other, its end dots growing and shrinking as they go — one frame between two that
    /// agree is motion, not another state.
    @Test func aBandRetargetedEveryFrameIsNoFinding() {
        let rest: [(Double, Double, Int)] = [(610, 7.9, 0), (650, 15.8, 0), (690, 23.9, 0), (730, 24, 0), (770, 23.9, 1), (810, 15.8, 0), (850, 7.9, 0)]
        let moving: [[(Double, Double, Int)]] = [
            [(610, 7.9, 0), (650, 15.8, 0), (690, 23.9, 0), (730, 24, 0), (770, 24, 0), (810, 15.8, 1), (850, 7.9, 0)],
            [(610, 7.9, 0), (649.9, 15.8, 0), (689.9, 24, 0), (730, 24, 0), (769.9, 24, 0), (809.9, 15.8, 1), (850, 7.9, 0)],
            [(593.8, 4, 0), (633.8, 12.4, 0), (673.8, 20.6, 0), (713.9, 24, 0), (753.9, 24, 0), (793.8, 19.1, 1), (833.8, 11.1, 0)],
            [(610, 7.8, 0), (650, 15.8, 0), (690, 23.9, 0), (730, 24, 0), (770, 24, 0), (810, 15.8, 1), (850, 7.9, 0)],
            [(626.2, 11.2, 0), (666.2, 19.1, 0), (706.1, 23.9, 0), (746.2, 24, 0), (786.2, 20.5, 0), (826.2, 12.5, 1), (866.2, 4, 0)],
            [(607.7, 7.4, 0), (647.7, 15.3, 0), (687.6, 23.4, 0), (727.6, 24, 0), (767.7, 24, 0), (807.6, 16.3, 1), (847.6, 8.4, 0)],
            [(593.7, 4.1, 0), (633.7, 12.6, 0), (673.7, 20.6, 0), (713.7, 23.9, 0), (753.7, 24, 0), (793.7, 19.1, 1), (833.7, 11.1, 0)],
            [(623.7, 10.8, 0), (663.7, 18.7, 0), (703.7, 24, 0), (743.7, 24, 0), (783.7, 21.1, 0), (823.7, 13, 1)],
            [(617, 9.5, 0), (657, 17.2, 0), (697, 24, 0), (737, 24, 0), (777, 22.5, 0), (817, 14.5, 1)],
            [(613, 8.6, 0), (652.9, 16.4, 0), (693, 24, 0), (733, 24, 0), (773, 23.4, 0), (812.9, 15.2, 1)],
            [(607.7, 7.5, 0), (647.6, 15.3, 0), (687.6, 23.5, 0), (727.7, 24, 0), (767.6, 24, 0), (807.6, 16.3, 1)],
            [(601.6, 6.3, 0), (641.6, 14.2, 0), (681.6, 22.3, 0), (721.6, 24, 0), (761.6, 23.9, 0), (801.6, 17.5, 1)],
            [(594.9, 5, 0), (634.9, 12.8, 0), (674.9, 20.9, 0), (714.9, 24, 0), (754.9, 23.9, 0), (794.9, 18.8, 1)],
            [(626.9, 11.2, 0), (666.9, 19.2, 0), (706.9, 24, 0), (746.9, 23.9, 0), (786.9, 20.5, 1)],
            [(619.5, 10, 0), (659.5, 17.8, 0), (699.6, 23.9, 0), (739.6, 23.9, 0), (779.5, 22, 1)],
            [(614.8, 8.9, 0), (654.8, 16.8, 0), (694.8, 24, 0), (734.8, 24, 0), (774.8, 22.9, 1)],
            [(612, 8.2, 0), (652, 16.1, 0), (692, 23.9, 0), (732, 23.9, 0), (772, 23.5, 1)],
            [(610.6, 8.1, 0), (650.6, 15.9, 0), (690.6, 24, 0), (730.6, 24, 0), (770.6, 23.8, 1)],
        ]
        let end: [(Double, Double, Int)] = [(610, 7.9, 0), (650, 15.8, 0), (690, 23.9, 0), (730, 24, 0), (770, 23.9, 1)]
        let all = Array(repeating: rest, count: 30) + moving + Array(repeating: end, count: 30)
        let found = Self.check(all.map { f in
            f.map { ObservedElement(x: $0.0, y: 376, width: $0.1, height: $0.1, highlight: Double($0.2), current: $0.2 == 1) }
        })
        #expect(found.isEmpty, "\(found.map { "\($0.frame) \($0.detail)" })")
    }

    /// The same with the current dot on a window's smaller end dot, a slot in to a full
    /// one for a frame and back: it holds more highlight there, and is still one current
    /// dot — no second one.
    @Test func theCurrentDotOffASmallEndDotForOneFrameIsNoFinding() {
        let found = Self.check(still: Self.window(current: 8, smallAtLeft: false), frame30: Self.window(current: 7, smallAtLeft: false))
        #expect(found.isEmpty, "\(found.map { "\($0.frame) \($0.detail)" })")
    }

    /// A worm stretched over three slots at rest, short for one frame and long again (a
    /// flick reversed within a frame, as a render of one was measured): the current
    /// element only got shorter where it stands — nothing vanished.
    @Test func aWormShortForOneFrameIsNoVanishing() {
        func worm(_ length: Double) -> [ObservedElement] {
            [(262.0, 7.9), (326, 15.8), (390, 31.9), (454, 31.9), (550, length), (646, 32), (710, 32), (774, 15.9), (838, 7.7)].map {
                ObservedElement(x: $0.0, y: 647.4, width: $0.1, height: min($0.1, 32), highlight: $0.0 == 550 ? 1 : 0, current: $0.0 == 550)
            }
        }
        let found = Self.check(still: worm(95.9), frame30: worm(32))
        #expect(found.isEmpty, "\(found.map { "\($0.frame) \($0.detail)" })")
    }

    /// The last page's dot shrinking away as the page count falls to none (as a render was
    /// measured): a lone speck, not current, then nothing — no rest without a current one.
    @Test func aLastDotShrinkingAwayIsNoRest() {
        let full = Self.window(current: 4, smallAtLeft: true)
        let shrinking = [18.2, 14.4, 11, 8.3, 6.3, 4.3, 4.3, 4.3].map { [ObservedElement(x: 890, y: 506, width: $0, height: $0, highlight: 0, current: false)] }
        let found = Self.check(Array(repeating: full, count: 30) + shrinking + Array(repeating: [], count: 30))
        #expect(found.isEmpty, "\(found.map { "\($0.frame) \($0.detail)" })")
    }
}
