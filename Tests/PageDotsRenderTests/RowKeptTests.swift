import Testing
import Foundation
@testable import PageDots
@testable import PageDotsRender
import TestSupport

/// Which rows the search finds are kept as rows (docs/qa.md#finding-the-rows).
struct RowKeptTests {
    /// The recording's frame the rows stand in.
    static let frame = (640, 360)
    /// Light grey dots, the current one white.
    static let colours = ElementColours(current: [235, 128, 128], ordinaryColour: [120, 128, 128], ordinaryShare: 0.4, typical: 100)

    /// A row of `count` dots `pitch` apart, `size` across, the current one at `current`
    /// in each frame.
    static func row(pitch: Double, size: Double, count: Int, currents: [Int]) -> VideoDetection.Row {
        let frames = currents.enumerated().map { i, c in
            ObservedFrame(frame: i, time: Double(i) / 30, elements: (0..<count).map { k in
                ObservedElement(x: 100 + pitch * Double(k), y: 50, width: size, height: size, highlight: k == c ? 1 : 0, current: k == c)
            })
        }
        let colours = ElementColours(current: [235, 128, 128], ordinaryColour: [120, 128, 128], ordinaryShare: 0.4, typical: 100)
        return VideoDetection.Row(number: 1, region: PixelRegion(x: 90, y: 40, width: Int(pitch) * count + 20, height: 20), axis: .horizontal, frames: frames, colours: colours)
    }

    /// Dots that change page are a control; specks 3 px apart that change are a dithered
    /// photo's, no row.
    @Test func specksCloserThanFourPixelsAreNoRow() {
        let pages = (0..<30).map { $0 / 10 }
        #expect(VideoDetection.behavesLikeAControl(Self.row(pitch: 16, size: 8, count: 5, currents: pages), within: Self.frame))
        #expect(!VideoDetection.behavesLikeAControl(Self.row(pitch: 3, size: 2, count: 12, currents: pages), within: Self.frame))
    }

    /// Specks of an ordered dither over a sky — under 4 px, less than half their size
    /// apart, or under 2.5 px whatever their spacing — are no row; small dots twice their
    /// size apart, and large ones that touch, are.
    @Test func ditherSpecksAreNoRowButSmallDotsAndTouchingOnesAre() {
        let pages = (0..<30).map { $0 / 10 }
        #expect(!VideoDetection.behavesLikeAControl(Self.row(pitch: 4.2, size: 3, count: 8, currents: pages), within: Self.frame))
        #expect(!VideoDetection.behavesLikeAControl(Self.row(pitch: 6, size: 2, count: 8, currents: pages), within: Self.frame))
        #expect(VideoDetection.behavesLikeAControl(Self.row(pitch: 7, size: 3.5, count: 8, currents: pages), within: Self.frame))
        #expect(VideoDetection.behavesLikeAControl(Self.row(pitch: 20, size: 20, count: 5, currents: pages), within: Self.frame))
    }
}

extension RowKeptTests {
    /// A long row whose current dot is told by size alone, every dot wobbling by a few
    /// hundredths of a pixel from frame to frame (a GIF's dither at each edge): its one
    /// move is a control's, though the wobble summed over the whole row is more than a
    /// sixth of it. The change in one place is weighed against the wobble in one place.
    @Test func aSmallChangeInOnePlaceOutweighsWobbleSpreadOverALongRow() {
        var random = SeededRandom(seed: 57)
        let frames = (0..<40).map { i in
            ObservedFrame(frame: i, time: Double(i) / 15, elements: (0..<14).map { k in
                let size = (k == i / 20 ? 11 : 10) + random.double(-0.025, 0.025)
                return ObservedElement(x: 100 + 16 * Double(k), y: 50, width: size, height: size)
            })
        }
        let row = VideoDetection.Row(number: 1, region: PixelRegion(x: 90, y: 40, width: 240, height: 20), axis: .horizontal, frames: frames, colours: Self.colours)
        let m = ObservedRow(row.frames, axis: row.axis).measures
        // (The wobble over the whole row is more than its one move allows for.)
        #expect(6 * m.profileNoise > 0.15 * m.elementInk)
        let kept = VideoDetection.behavesLikeAControl(row, within: Self.frame)
        #expect(kept)
        // (Wobble alone, nothing moving, is no control.)
        let still = VideoDetection.Row(number: 1, region: row.region, axis: .horizontal, frames: frames.map { f in
            ObservedFrame(frame: f.frame, time: f.time, elements: f.elements.map { e in
                ObservedElement(x: e.x, y: e.y, width: min(e.width, 10.025), height: min(e.height, 10.025))
            })
        }, colours: Self.colours)
        let stillKept = VideoDetection.behavesLikeAControl(still, within: Self.frame)
        #expect(!stillKept)
    }

    /// Dots the search found apart, standing on a dark track drawn behind them, measure
    /// as one long shape as thick as they are: the row, changing as its current dot moves,
    /// is kept, and not judged, with that reason. A toolbar's icons on a pill that stand
    /// still, dots measured apart, and a bar across the whole frame are no such row.
    @Test func dotsOnATrackAreKeptAndNotJudged() {
        let shape = RowShape(thickness: 84, pitch: 91, line: 300)
        func row(_ elements: [ObservedElement], then: [ObservedElement]? = nil) -> VideoDetection.Row {
            VideoDetection.Row(number: 1, region: PixelRegion(x: 0, y: 100, width: 800, height: 400), axis: .horizontal,
                               frames: (0..<30).map { ObservedFrame(frame: $0, time: Double($0) / 30, elements: $0 < 15 ? elements : then ?? elements) }, colours: Self.colours)
        }
        // (The current dot moves along the track: the track's highlight shifts.)
        let track = row([ObservedElement(x: 400, y: 300, width: 290, height: 120, highlight: 0.1)],
                        then: [ObservedElement(x: 400, y: 300, width: 290, height: 120, highlight: 0.3)])
        #expect(VideoDetection.onAPlatter(track, shape: shape, within: (800, 600)))
        #expect(ObservedRow(track.frames, axis: .horizontal).judgement.reason?.contains("track or platter") == true)
        // (A toolbar's icons on a pill stand still.)
        let toolbar = row([ObservedElement(x: 400, y: 300, width: 290, height: 120, highlight: 0.1)])
        #expect(!VideoDetection.onAPlatter(toolbar, shape: shape, within: (800, 600)))
        let dots = row((0..<5).map { ObservedElement(x: 218 + 91 * Double($0), y: 300, width: 50, height: 50) })
        #expect(!VideoDetection.onAPlatter(dots, shape: shape, within: (800, 600)))
        let bar = row([ObservedElement(x: 400, y: 300, width: 780, height: 90)])
        #expect(!VideoDetection.onAPlatter(bar, shape: shape, within: (800, 600)))
    }

    /// A row whose elements are `shapes` (length along the row, thickness) side by side,
    /// 6 px apart, changing to the next list at `changes` frames.
    static func shaped(_ lists: [[(Double, Double)]], frames: Int = 30) -> VideoDetection.Row {
        let frames = (0..<frames).map { i in
            let shapes = lists[min(lists.count - 1, i * lists.count / frames)]
            var x = 100.0
            return ObservedFrame(frame: i, time: Double(i) / 30, elements: shapes.enumerated().map { k, s in
                defer { x += s.0 + 6 }
                return ObservedElement(x: x + s.0 / 2, y: 50, width: s.0, height: s.1, highlight: k == 0 ? 1 : 0, current: k == 0)
            })
        }
        let colours = ElementColours(current: [235, 128, 128], ordinaryColour: [120, 128, 128], ordinaryShare: 0.4, typical: 100)
        return VideoDetection.Row(number: 1, region: PixelRegion(x: 90, y: 30, width: 600, height: 40), axis: .horizontal, frames: frames, colours: colours)
    }

    static func wordLike(_ row: VideoDetection.Row) -> Bool { VideoDetection.wordLike(row, ObservedRow(row.frames, axis: row.axis).measures) }

    /// A line of text changing with the page is no row: its words differ in length, their
    /// thickness the same. Dots of a window (smaller at its ends) and pills (the current
    /// one long) are rows.
    @Test func wordsOfALineAreNoRow() {
        let words: [[(Double, Double)]] = [[(31, 11), (12, 11), (76, 10), (63, 10), (114, 10), (41, 11), (30, 11)],
                                           [(14, 12), (44, 10), (12, 13), (27, 10), (10, 10), (9, 9), (78, 11), (94, 11)]]
        #expect(Self.wordLike(Self.shaped(words)))
        #expect(!VideoDetection.behavesLikeAControl(Self.shaped(words), within: Self.frame))
        // (A short line of small words: no more than two far from the middle one, but
        // no more than two alike either.)
        let short: [[(Double, Double)]] = [[(17, 10), (20, 10), (44, 8), (11, 9), (7, 7)], [(15, 11), (20, 9), (43, 8), (13, 9), (7, 8), (41, 10)]]
        #expect(Self.wordLike(Self.shaped(short)))
        let window: [[(Double, Double)]] = [[(9, 9), (9, 9), (9, 9), (6, 6), (3, 3)], [(3, 3), (6, 6), (9, 9), (9, 9), (9, 9), (6, 6), (3, 3)]]
        #expect(!Self.wordLike(Self.shaped(window)))
        let pills: [[(Double, Double)]] = [[(30, 10), (10, 10), (10, 10), (10, 10)], [(10, 10), (30, 10), (10, 10), (10, 10)], [(10, 10), (18, 10), (22, 10), (10, 10)]]
        #expect(!Self.wordLike(Self.shaped(pills)))
        #expect(VideoDetection.behavesLikeAControl(Self.shaped(pills), within: Self.frame))
    }
}

extension RowKeptTests {
    /// Two elements, `a` and `b` (centre along the row, length, thickness), the current
    /// one on the first for half the frames and on the second after.
    static func pair(_ a: (Double, Double, Double), _ b: (Double, Double, Double), turns: Bool) -> VideoDetection.Row {
        let frames = (0..<30).map { i in
            let second = turns && i >= 15
            return ObservedFrame(frame: i, time: Double(i) / 30, elements: [
                ObservedElement(x: a.0, y: 50, width: a.1, height: a.2, highlight: second ? 0 : 1, current: !second),
                ObservedElement(x: b.0, y: 50, width: b.1, height: b.2, highlight: second ? 1 : 0, current: second),
            ])
        }
        let colours = ElementColours(current: [235, 128, 128], ordinaryColour: [120, 128, 128], ordinaryShare: 0.4, typical: 100)
        return VideoDetection.Row(number: 1, region: PixelRegion(x: 90, y: 30, width: 300, height: 40), axis: .horizontal, frames: frames, colours: colours)
    }

    static func onlyAPair(_ row: VideoDetection.Row) -> Bool { VideoDetection.onlyAPair(row, ObservedRow(row.frames, axis: row.axis).measures) }

    /// Two words of a title, or two icons that never trade the current colour, are no
    /// row; two pages' dots that do are one; and two blobs that touch (tiny dots packed
    /// close, measured together) are not judged as a pair.
    @Test func twoWordsAreNoPairOfPages() {
        #expect(Self.onlyAPair(Self.pair((220, 21, 13), (277, 46, 12), turns: true)))
        #expect(Self.onlyAPair(Self.pair((191, 7, 6), (204, 11, 6), turns: false)))
        #expect(!Self.onlyAPair(Self.pair((200, 10, 10), (220, 10, 10), turns: true)))
        #expect(!Self.onlyAPair(Self.pair((10, 6, 6), (29, 32, 5), turns: false)))
    }
}

extension RowKeptTests {
    /// A row that shows its elements in a few frames of a long recording (four of 100) is
    /// no row: a speaker grille's or a title's pieces, come by chance; nor one shown with
    /// one page only (twelve frames of 100: a calendar's weekday initials). Shown in a
    /// fifth of the frames, or in thirty, it is one.
    @Test func aRowSeenInAFewFramesIsNoRow() {
        func seen(in shown: Set<Int>, of frames: Int = 100) -> VideoDetection.Row {
            var row = Self.row(pitch: 16, size: 8, count: 4, currents: (0..<frames).map { $0 / 3 % 4 })
            for k in row.frames.indices where !shown.contains(k) { row.frames[k].elements = [] }
            return row
        }
        #expect(!VideoDetection.behavesLikeAControl(seen(in: [10, 11, 40, 41]), within: Self.frame))
        #expect(!VideoDetection.behavesLikeAControl(seen(in: Set(20..<32)), within: Self.frame))
        #expect(VideoDetection.behavesLikeAControl(seen(in: Set(20..<40)), within: Self.frame))
        #expect(VideoDetection.behavesLikeAControl(seen(in: Set(100..<130), of: 400), within: Self.frame))
    }

    /// Dashes that scroll past from one edge of the frame to the other (a road's centre
    /// line in an illustration) are no control; the same dashes inside the frame are.
    @Test func dashesFromEdgeToEdgeAreNoRow() {
        func dashes(from start: Double) -> VideoDetection.Row {
            let frames = (0..<30).map { i in
                ObservedFrame(frame: i, time: Double(i) / 30, elements: (0..<8).map { k in
                    ObservedElement(x: start + 22 + 59 * Double(k) - Double(i % 10), y: 50, width: 42, height: 3, highlight: 0, current: false)
                })
            }
            let colours = ElementColours(current: nil, ordinaryColour: nil, ordinaryShare: 1, typical: 60)
            return VideoDetection.Row(number: 1, region: PixelRegion(x: 0, y: 40, width: 506, height: 20), axis: .horizontal, frames: frames, colours: colours)
        }
        #expect(!VideoDetection.behavesLikeAControl(dashes(from: 0), within: (506, 682)))
        #expect(VideoDetection.behavesLikeAControl(dashes(from: 100), within: (800, 682)))
        // (A recording cut close round a control holds it edge to edge.)
        #expect(VideoDetection.behavesLikeAControl(dashes(from: 0), within: (506, 16)))
    }

    /// Dots that change page in a fifth of the frames, over a picture whose detail is
    /// half their contrast, and nothing elsewhere: a picture's texture lining up now and
    /// then, no row. The same over a plain page, or shown in most frames, is one.
    @Test func aRowSeenNowAndThenOverABusyPictureIsNoRow() {
        func row(shownEvery: Int, clutter: Double) -> VideoDetection.Row {
            var r = Self.row(pitch: 16, size: 8, count: 5, currents: (0..<60).map { $0 / 12 })
            for k in r.frames.indices {
                if k % shownEvery != 0 { r.frames[k].elements = [] }
                r.frames[k].clutter = clutter
            }
            return r
        }
        #expect(!VideoDetection.behavesLikeAControl(row(shownEvery: 5, clutter: 0.5), within: Self.frame))
        #expect(VideoDetection.behavesLikeAControl(row(shownEvery: 5, clutter: 0.05), within: Self.frame))
        #expect(VideoDetection.behavesLikeAControl(row(shownEvery: 1, clutter: 0.5), within: Self.frame))
    }
}

extension RowKeptTests {
    /// A row of `count` elements `length` long (10 px thick, 8 px apart) whose profile
    /// along each is `ink` (of the place along it, 0 to 1), the current one moving on
    /// every ten frames.
    static func profiled(count: Int, length: Double, ink: @escaping (Double) -> Double) -> VideoDetection.Row {
        profiled((0..<count).map { _ in (length, ink) })
    }

    /// A row of `shapes` (each its length, 10 px thick, and its profile along it), 8 px
    /// apart, the current one moving on every ten frames.
    static func profiled(_ shapes: [(length: Double, ink: (Double) -> Double)]) -> VideoDetection.Row {
        let start = 90.0
        var froms: [Double] = [], x = 100.0
        for s in shapes { froms.append(x); x += s.length + 8 }
        let frames = (0..<30).map { i in
            var bins = [Float](repeating: 0, count: Int(x - start) + 20), lit = bins
            for (k, s) in shapes.enumerated() {
                for u in 0..<Int(s.length) {
                    bins[Int(froms[k] - start) + u] = Float(10 * s.ink((Double(u) + 0.5) / s.length))
                    if k == i / 10 { lit[Int(froms[k] - start) + u] = bins[Int(froms[k] - start) + u] }
                }
            }
            let elements = shapes.indices.map { k in
                ObservedElement(x: froms[k] + shapes[k].length / 2, y: 50, width: shapes[k].length, height: 10, highlight: k == i / 10 ? 1 : 0, current: k == i / 10)
            }
            return ObservedFrame(frame: i, time: Double(i) / 30, elements: elements, profile: RowProfile(start: start, step: 1, ink: bins, highlight: lit))
        }
        let colours = ElementColours(current: [235, 128, 128], ordinaryColour: [120, 128, 128], ordinaryShare: 0.4, typical: 100)
        return VideoDetection.Row(number: 1, region: PixelRegion(x: 90, y: 30, width: Int(x - start) + 20, height: 40), axis: .horizontal, frames: frames, colours: colours)
    }

    static func written(_ row: VideoDetection.Row) -> Bool { VideoDetection.written(row, ObservedRow(row.frames, axis: row.axis).measures) }

    /// Three words alike in length (an onboarding page's "Other cool stuff", each measured
    /// as one element) are no row: each rises and falls once a letter along it. Dots
    /// (a circle's chords), pills and dashes (flat), an indicator stretched over the dot
    /// beside it (two humps) and rings (round) are rows.
    @Test func wordsOfThreeAlikeAreNoRow() {
        let letters = Self.profiled(count: 3, length: 30) { 0.55 + 0.45 * cos(2 * .pi * 5 * $0) }
        #expect(Self.written(letters))
        #expect(!VideoDetection.behavesLikeAControl(letters, within: Self.frame))
        let dots = Self.profiled(count: 3, length: 10) { (1 - (2 * $0 - 1) * (2 * $0 - 1)).squareRoot() }
        #expect(!Self.written(dots))
        #expect(VideoDetection.behavesLikeAControl(dots, within: Self.frame))
        let pills = Self.profiled(count: 3, length: 30) { _ in 1 }
        #expect(!Self.written(pills))
        // (A ring's thin middle rises and falls under a GIF's dither: round, no word.)
        let rings = Self.profiled(count: 3, length: 10) { x in abs(2 * x - 1) > 0.6 ? 1 : (Int(x * 10) % 2 == 0 ? 0.15 : 0.6) }
        #expect(!Self.written(rings))
        let stretched = Self.profiled(count: 3, length: 30) { 0.6 - 0.4 * cos(2 * .pi * 2 * $0) }
        #expect(!Self.written(stretched))
        // (Words with a small round mark after each and an icon — a toolbar's "Circle ▾
        // Center ▾ Bottom ▾" — are words: the round marks outnumber them, but only what
        // is long enough to be a word is weighed.)
        let word: (Double) -> Double = { 0.55 + 0.45 * cos(2 * .pi * 5 * $0) }, mark: (Double) -> Double = { _ in 1 }
        let toolbar = Self.profiled([(30, word), (8, mark), (36, word), (8, mark), (34, word), (8, mark), (10, mark)])
        #expect(Self.written(toolbar))
        #expect(!VideoDetection.behavesLikeAControl(toolbar, within: Self.frame))
        // (One pill among dots, however its profile wavers, is no line of words; nor a
        // label's word on the row's line beside an expanding dots' pill.)
        let pill = Self.profiled([(10, mark), (30, word), (10, mark), (10, mark)])
        #expect(!Self.written(pill))
        let labelled = Self.profiled([(30, word), (10, mark), (30, mark), (10, mark), (10, mark)])
        #expect(!Self.written(labelled))
    }
}

extension RowKeptTests {
    /// A title that changes with the page — other words on each page, alike in length
    /// within a page, none standing where an alike word of the page before stood — is no
    /// row: from rest to rest its elements are replaced. Expanding dots, whose long current
    /// one moves, keep the dots beyond it, and are a row.
    @Test func aTitleChangingWithThePageIsNoRow() {
        let titles: [[(Double, Double)]] = [[(40, 14), (44, 14), (48, 14), (12, 14)], [(80, 14), (86, 14), (90, 14), (22, 14)],
                                            [(22, 14), (24, 14), (26, 14), (64, 14)], [(100, 14), (110, 14), (118, 14), (30, 14)],
                                            [(50, 14), (54, 14), (58, 14), (16, 14)]]
        let title = Self.shaped(titles)
        let measures = ObservedRow(title.frames, axis: title.axis).measures
        #expect(!VideoDetection.wordLike(title, measures))
        #expect(VideoDetection.replacedAtRest(title, measures))
        #expect(!VideoDetection.behavesLikeAControl(title, within: Self.frame))
        let pill = (30.0, 10.0), dot = (10.0, 10.0)
        let expanding = Self.shaped((0..<4).map { k in (0..<4).map { $0 == k ? pill : dot } })
        #expect(!VideoDetection.replacedAtRest(expanding, ObservedRow(expanding.frames, axis: expanding.axis).measures))
        #expect(VideoDetection.behavesLikeAControl(expanding, within: Self.frame))
    }
}

extension RowKeptTests {
    /// A title whose letters are measured one by one (round blobs whose size rises and
    /// falls along it: W, e, l, c, o, m, e) is no row. A wave of dots, largest in the
    /// middle, and a window whose end dots are smaller are rows.
    @Test func lettersMeasuredOneByOneAreNoRow() {
        func round(_ sizes: [Double]) -> [(Double, Double)] { sizes.map { ($0, $0) } }
        let title = Self.shaped([round([16, 11, 20, 9, 15, 13, 11, 8, 15, 8, 12]), round([12, 8, 15, 8, 11, 13, 15, 9, 20, 11, 16])])
        #expect(VideoDetection.lettered(title, ObservedRow(title.frames, axis: title.axis).measures))
        #expect(!VideoDetection.behavesLikeAControl(title, within: Self.frame))
        for sizes in [[8.0, 10, 13, 16, 13, 10, 8], [3, 5, 8, 8, 8, 5, 3]] {
            let row = Self.shaped([round(sizes), round(sizes.reversed().map { $0 + 0.5 })])
            #expect(!VideoDetection.lettered(row, ObservedRow(row.frames, axis: row.axis).measures))
        }
    }
}

extension RowKeptTests {
    /// Six dots whose current one moves page by page, twice round, with the dots of one
    /// page measured fatter (a GIF's dither over that page's colour): every other change
    /// keeps them all, and the row is a control, not a title replaced from rest to rest.
    @Test func aPageMeasuredFatterReplacesNothing() {
        let pages = (0..<12).map { $0 % 6 }
        let frames = (0..<120).map { i -> ObservedFrame in
            let page = pages[i / 10], thick = page == 1 ? 13.0 : 8.0
            return ObservedFrame(frame: i, time: Double(i) / 10, elements: (0..<6).map { k in
                ObservedElement(x: 130 + 20 * Double(k), y: 50, width: thick == 13 ? 7 : 8, height: thick, highlight: k == page ? 1 : 0, current: k == page)
            })
        }
        let colours = ElementColours(current: [235, 128, 128], ordinaryColour: [120, 128, 128], ordinaryShare: 0.4, typical: 100)
        let row = VideoDetection.Row(number: 1, region: PixelRegion(x: 110, y: 30, width: 150, height: 40), axis: .horizontal, frames: frames, colours: colours)
        #expect(!VideoDetection.replacedAtRest(row, ObservedRow(row.frames, axis: row.axis).measures))
        #expect(VideoDetection.behavesLikeAControl(row, within: Self.frame))
    }
}

extension RowKeptTests {
    /// Six dots whose current one grows as it moves page by page, every other page's
    /// dots measured twice as thick as they are (a GIF's dither over dark page colours):
    /// a control, kept.
    @Test func dotsMeasuredThickerOnEveryOtherPageReplaceNothing() {
        let frames = (0..<120).map { i -> ObservedFrame in
            let page = (i / 10) % 6, thick = (i / 10) % 2 == 0 ? 6.0 : 12.5
            return ObservedFrame(frame: i, time: Double(i) / 10, elements: (0..<6).map { k in
                k == page ? ObservedElement(x: 130 + 20 * Double(k), y: 50, width: 10, height: 10, highlight: 1, current: true)
                          : ObservedElement(x: 130 + 20 * Double(k), y: 50, width: 6.4, height: thick, highlight: 0, current: false)
            })
        }
        let colours = ElementColours(current: [235, 128, 128], ordinaryColour: [120, 128, 128], ordinaryShare: 0.4, typical: 100)
        let row = VideoDetection.Row(number: 1, region: PixelRegion(x: 110, y: 30, width: 150, height: 40), axis: .horizontal, frames: frames, colours: colours)
        #expect(!VideoDetection.replacedAtRest(row, ObservedRow(row.frames, axis: row.axis).measures))
    }
}

extension RowKeptTests {
    /// The icons of a phone's status bar (signal, Wi-Fi, battery) along the top of a tall
    /// frame are no row, even when a page's colour behind them makes one drop out for a
    /// while; the same dots lower on the screen, or filling a frame cut round them, are.
    @Test func aStatusBarAlongTheTopIsNoRow() {
        func icons(at y: Double) -> VideoDetection.Row {
            let frames = (0..<40).map { i in
                ObservedFrame(frame: i, time: Double(i) / 15, elements: [(180.0, 6.3), (191.3, 6.6), (204.3, 9.5)].enumerated().compactMap { k, s in
                    (10..<20).contains(i) && k == 0 ? nil : ObservedElement(x: s.0, y: y, width: s.1, height: 6, highlight: 0, current: false)
                })
            }
            let colours = ElementColours(current: nil, ordinaryColour: nil, ordinaryShare: 1, typical: 89)
            return VideoDetection.Row(number: 1, region: PixelRegion(x: 170, y: Int(y) - 12, width: 50, height: 24), axis: .horizontal, frames: frames, colours: colours)
        }
        #expect(!VideoDetection.behavesLikeAControl(icons(at: 12), within: (222, 480)))
        #expect(VideoDetection.behavesLikeAControl(icons(at: 60), within: (222, 480)))
        #expect(VideoDetection.behavesLikeAControl(icons(at: 12), within: (222, 24)))
        // (A control's dots under the status bar, at the top of a long screen.)
        let top = Self.row(pitch: 16, size: 8, count: 5, currents: (0..<30).map { $0 / 10 })
        #expect(VideoDetection.behavesLikeAControl(top, within: (375, 812)))
    }
}
