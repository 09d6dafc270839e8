import Foundation
import Testing
import PageDots
@testable import PageDotsRender
import TestSupport

/// A canvas that draws again only where the scene changed gives, frame after frame, the
/// same pixels as one that draws every frame whole, and YUV planes brought up to date
/// from its damage equal a whole conversion: fast exports stay byte-identical.
struct DamageTests {
    /// Motion of every kind: arrows, long gotos with an overshooting easing, drags, a
    /// flick, wheel ticks, page-count changes, parameter changes and the HUD's keys.
    static func motion(_ model: inout PlaygroundModel, frame f: Int) throws {
        let w = model.screenSize.width, h = model.screenSize.height
        switch f {
        case 2: _ = try model.handle(.command(.arrow(.right)))
        case 20: _ = try model.handle(.goto(page: 9, duration: 0.4, easing: .spring(response: 0.5, dampingRatio: 0.5)))
        case 50:
            _ = try model.handle(.pointerDown(x: w * 0.8, y: h * 0.15))
            for k in 1...6 { _ = try model.handle(.pointerMove(x: w * (0.8 - 0.05 * Double(k)), y: h * 0.15)) }
        case 56: _ = try model.handle(.pointerUp(x: w * 0.5, y: h * 0.15))
        case 70: _ = try model.handle(.flick(velocity: -4))
        case 90: _ = try model.handle(.wheelTicks(3))
        case 110: _ = try model.handle(.setPages(30))
        case 112: _ = try model.handle(.command(.last))
        case 130: _ = try model.handle(.setPages(5))
        case 135: _ = try model.handle(.command(.background))
        case 140: _ = try model.handle(.command(.help))
        case 146: _ = try model.handle(.command(.help))
        case 150: _ = try model.handle(.setParameters(row: 0, [ParameterSetting("maxDots", .number(9))]))
        case 152: _ = try model.handle(.command(.first))
        default: break
        }
        model.tick(PlaygroundModel.frameTime)
    }

    static let frames = 170

    static func rows() throws -> [RowSpec] {
        try [StyleKind.instagram, .system, .cosine, .worm, .progress, .fraction, .bar].map { RowSpec(try PageIndicator($0)) }
    }

    @Test(arguments: [Direction.ltr, .rtl, .ttb, .btt])
    func partialDrawsEqualWholeDraws(direction: Direction) throws {
        var model = PlaygroundModel(pages: 12, page: 3, width: 900, height: 560, rows: try Self.rows(), direction: direction)
        try expectSame(&model, scale: 1, backdrop: .opaque) { SceneBuilder.build($0, hud: SceneBuilder.HUD(fps: 60), backdrop: $1) }
    }

    @Test func transparentScaledLoop() throws {
        var model = PlaygroundModel(pages: 12, page: 3, width: 700, height: 420, rows: try Self.rows(), wrap: .continuous)
        try expectSame(&model, scale: 1.5, backdrop: .transparent) { SceneBuilder.build($0, hud: SceneBuilder.HUD(fps: 60), backdrop: $1) }
    }

    /// Found by the random scenes (seed 12345 of the random-scene test): a rectangle resized to a negative width.
    /// cairo drew it from its far edge while its bounds were empty, so a partial draw left
    /// it out. A rectangle with a negative side is not drawn now (as circles and capsules
    /// without size are not), and its old place is damage.
    @Test func aRectangleWithANegativeWidth() throws {
        let old = Scene(width: 40, height: 40, background: Color(0, 0, 0), items: [.rect(Rect(x: 10, y: 5, width: 12, height: 30), Color(1, 1, 1), radius: 0)])
        var new = old
        new.items[0] = .rect(Rect(x: 30, y: 5, width: -20, height: 30), Color(1, 1, 1), radius: 0)
        let kept = try Canvas(pixelWidth: 40, pixelHeight: 40), fresh = try Canvas(pixelWidth: 40, pixelHeight: 40)
        kept.draw(old, scale: 1)
        kept.draw(new, scale: 1)
        fresh.draw(new, scale: 1)
        #expect(memcmp(kept.pixels, fresh.pixels, kept.stride * 40) == 0, "the partial draw differs from a whole one")
        let px = fresh.pixels.assumingMemoryBound(to: UInt32.self)
        #expect((0..<(40 * 40)).allSatisfy { px[$0] == 0xFF00_0000 }, "a rectangle with a negative width painted pixels")
    }

    /// A window narrower than a card's insets (the card's width is negative) still draws
    /// in part exactly as whole.
    @Test func aWindowNarrowerThanACardsInsets() throws {
        var model = PlaygroundModel(pages: 12, page: 3, width: 16, height: 120, rows: try Self.rows())
        try expectSame(&model, scale: 2, backdrop: .opaque) { SceneBuilder.build($0, hud: SceneBuilder.HUD(fps: 60), backdrop: $1) }
    }

    @Test func oneControlAtThreeTimes() throws {
        var model = PlaygroundModel(pages: 12, page: 3, width: 1280, height: 720, rows: try Self.rows())
        try expectSame(&model, scale: 3, backdrop: .opaque) { SceneBuilder.buildControl($0, row: 0, width: 200, height: 40, backdrop: $1) }
    }

    /// Plays the motion; every frame, the kept canvas (drawn in part) and a fresh one
    /// (drawn whole) must hold the same bytes, and the YUV planes updated from the damage
    /// the same bytes as a whole conversion.
    func expectSame(_ model: inout PlaygroundModel, scale: Double, backdrop: Backdrop,
                    _ build: (PlaygroundModel, Backdrop) -> Scene) throws {
        let first = build(model, backdrop)
        let w = Int((first.width * scale).rounded()), h = Int((first.height * scale).rounded())
        let kept = try Canvas(pixelWidth: w, pixelHeight: h)
        let planes = YUVFrame(pixelWidth: w, pixelHeight: h), whole = YUVFrame(pixelWidth: w, pixelHeight: h)
        // An export's ring of buffers, each catching up by copying (the pipe taken as read
        // at once).
        let ring = FrameRing(pixelWidth: w, pixelHeight: h, pipeCapacity: 0)
        var partial = 0
        for f in 0..<Self.frames {
            let scene = build(model, backdrop)
            let damage = kept.draw(scene, scale: scale)
            if case .boxes = damage { partial += 1 }
            planes.update(from: kept, f == 0 ? .all : damage)
            let fresh = try Canvas(pixelWidth: w, pixelHeight: h)
            fresh.draw(scene, scale: scale)
            let bytes = kept.stride * h
            guard memcmp(kept.pixels, fresh.pixels, bytes) == 0 else {
                let a = kept.pixels.assumingMemoryBound(to: UInt32.self), b = fresh.pixels.assumingMemoryBound(to: UInt32.self)
                let words = kept.stride / 4
                let off = (0..<(words * h)).filter { a[$0] != b[$0] }
                let xs = off.map { $0 % words }, ys = off.map { $0 / words }
                Issue.record("frame \(f): the partly drawn canvas differs from a whole draw in \(off.count) px, x \(xs.min()!)...\(xs.max()!), y \(ys.min()!)...\(ys.max()!) (damage \(damage))")
                return
            }
            whole.convert(fresh)
            guard memcmp(planes.bytes, whole.bytes, whole.count) == 0 else {
                Issue.record("frame \(f): YUV updated from the damage differs from a whole conversion")
                return
            }
            let queued = ring.fill(from: kept, damage: f == 0 ? .all : damage)
            ring.handedOver(queued.count)
            guard memcmp(queued.bytes, whole.bytes, whole.count) == 0 else {
                Issue.record("frame \(f): the ring's buffer differs from a whole conversion")
                return
            }
            try Self.motion(&model, frame: f)
        }
        // The test means something only if most moving frames were drawn in part.
        #expect(partial > Self.frames / 3, "only \(partial) of \(Self.frames) frames had damage")
        #expect(kept.drawnInPart > Self.frames / 5, "only \(kept.drawnInPart) of \(Self.frames) frames were drawn in part")
    }

    @Test func damageIsEmptyForEqualScenesAndWholeForAnotherSize() throws {
        let model = try PlaygroundModel(pages: 12)
        let a = SceneBuilder.build(model)
        #expect(a.damage(since: a) == [])
        var b = a
        b.width += 1
        #expect(b.damage(since: a) == nil)
    }

    @Test func oneMovedDotDamagesWhereItWasAndIs() {
        let old = Scene(width: 100, height: 50, background: Color(0, 0, 0), items: [
            .rect(Rect(x: 0, y: 0, width: 100, height: 50), Color(1, 1, 1), radius: 0),
            .circle(x: 20, y: 25, radius: 4, Color(1, 0, 0)),
            .circle(x: 60, y: 25, radius: 4, Color(1, 0, 0)),
        ])
        var new = old
        new.items[1] = .circle(x: 30, y: 25, radius: 4, Color(1, 0, 0))
        #expect(new.damage(since: old) == [Rect(x: 16, y: 21, width: 8, height: 8), Rect(x: 26, y: 21, width: 8, height: 8)])
        // An item inserted before others: only it is damage.
        var more = old
        more.items.insert(.line(x1: 0, y1: 10, x2: 100, y2: 10, Color(0, 1, 0), lineWidth: 2), at: 1)
        #expect(more.damage(since: old) == [Rect(x: -1, y: 9, width: 102, height: 2)])
    }

    /// The parts drawn again for some damage cover it, never meet (no shape is drawn
    /// twice), and hold whole every shape that cannot be cut that they touch.
    @Test func partsCoverTheDamageHoldUncutShapesWholeAndNeverMeet() {
        var random = SeededRandom(seed: 7)
        func box(_ size: Int) -> PixelBox {
            let x = random.int(401), y = random.int(301)
            return PixelBox(x0: x, y0: y, x1: x + 1 + random.int(size), y1: y + 1 + random.int(size))
        }
        for _ in 0..<300 {
            let items: [SceneItem] = (0...random.int(30)).map { _ in
                random.int(2) == 0 ? .circle(x: 0, y: 0, radius: 1, Color(1, 1, 1)) : .rect(Rect(x: 0, y: 0, width: 1, height: 1), Color(1, 1, 1), radius: 0)
            }
            let itemBoxes = items.map { _ in box(80) }
            let damage = (0...random.int(12)).map { _ in box(40) }
            let parts = Canvas.parts(damage, items, itemBoxes)
            for d in damage { #expect(parts.contains { $0.union(d) == $0 }, "\(d) is in no part") }
            for (i, a) in parts.enumerated() {
                for b in parts[(i + 1)...] { #expect(!a.intersects(b), "parts \(a) and \(b) meet") }
                for (item, ib) in zip(items, itemBoxes) where !Canvas.cutsExactly(item) && ib.intersects(a) {
                    #expect(a.union(ib) == a, "\(item) at \(ib) is cut by the part \(a)")
                }
            }
        }
    }

    /// A part's background is painted around the opaque cards in it: every pixel outside
    /// them once, none under them.
    @Test func aBoxWithoutHolesHoldsEachOtherPixelOnce() {
        var random = SeededRandom(seed: 3)
        for _ in 0..<300 {
            let box = PixelBox(x0: random.int(20), y0: random.int(20), x1: 20 + random.int(40), y1: 20 + random.int(40))
            let holes = (0..<random.int(5)).map { _ in
                let x = random.int(70) - 5, y = random.int(70) - 5
                return PixelBox(x0: x, y0: y, x1: x + random.int(40), y1: y + random.int(40))
            }
            let pieces = box.subtracting(holes)
            for y in box.y0..<box.y1 {
                for x in box.x0..<box.x1 {
                    let pixel = PixelBox(x0: x, y0: y, x1: x + 1, y1: y + 1)
                    let inHole = holes.contains { $0.intersects(pixel) }
                    #expect(pieces.filter { $0.intersects(pixel) }.count == (inHole ? 0 : 1), "pixel \(x), \(y) of \(box) without \(holes)")
                }
            }
        }
    }

    @Test func mergingKeepsEveryPixel() {
        let boxes = (0..<40).map { i in PixelBox(x0: (i * 37) % 300, y0: (i * 53) % 200, x1: (i * 37) % 300 + 9, y1: (i * 53) % 200 + 9) }
        let merged = PixelBox.merged(boxes, limit: 5)
        #expect(merged.count <= 5)
        for b in boxes { #expect(merged.contains { $0.x0 <= b.x0 && $0.y0 <= b.y0 && $0.x1 >= b.x1 && $0.y1 >= b.y1 }) }
    }

    /// Random scenes of every kind of item (curves, slanted lines, rounded cards, text,
    /// translucent colours) at random places and scales, each followed by a variation of
    /// itself: the partial draw always equals the whole one.
    @Test func randomScenesDrawnInPartEqualWholeDraws() throws {
        var random = SeededRandom(seed: 7)
        func item() -> SceneItem {
            let x = random.double(-20, 340), y = random.double(-20, 220), s = random.double(0.5, 40)
            let c = Color(random.double(0, 1), random.double(0, 1), random.double(0, 1), [1, 0.5, 0.13][random.int(3)])
            switch random.int(9) {
            case 0: return .circle(x: x, y: y, radius: s / 2, c)
            case 1: return .capsule(x: x, y: y, width: s * 2, height: s, c)
            case 2: return .track(x: x, y: y, width: s * 3, height: s, c, fill: random.double(-1, 1), fillColor: Color(1, 1, 1))
            case 3: return .rect(Rect(x: x, y: y, width: s * [3, 8][random.int(2)], height: s * [1, 3][random.int(2)]), c, radius: [0, 0, s / 3, 22][random.int(4)])
            case 4: return .strokeRect(Rect(x: x, y: y, width: s * 2, height: s), c, lineWidth: random.double(0.5, 3))
            case 5: return .line(x1: x, y1: y, x2: x + s * 3, y2: random.int(2) == 0 ? y : y + s, c, lineWidth: random.double(0.5, 3))
            case 6: return .text(["7 / 12", "Wave", "page 3 of 12", "—"][random.int(4)], x: x, y: y, size: random.double(3, 30), c,
                                 align: [.left, .center, .right][random.int(3)], bold: random.int(2) == 0)
            default: return .circle(x: x, y: y, radius: random.double(0.5, 6), c)
            }
        }
        for round in 0..<1000 {
            let scale = [1, 1.5, 2, 0.75, 3][round % 5]
            let (w, h) = (Int(320 * scale), Int(200 * scale))
            let background = round % 3 == 0 ? Color(0, 0, 0, 0) : Color(0.1, 0.1, 0.12)
            let first = Scene(width: 320, height: 200, background: background, items: (0..<(3 + random.int(20))).map { _ in item() })
            var second = first
            for _ in 0..<(1 + random.int(4)) {
                switch random.int(4) {
                case 0 where !second.items.isEmpty: second.items[random.int(second.items.count)] = item()
                case 3 where !second.items.isEmpty:
                    // A card moved, resized or both: the same colour and corners elsewhere.
                    let k = random.int(second.items.count)
                    if case .rect(let r, let c, let radius) = second.items[k] {
                        let moved = Rect(x: r.x + random.double(-30, 30), y: r.y + [0, 0, random.double(-5, 5)][random.int(3)],
                                         width: r.width + [0, random.double(-10, 10)][random.int(2)], height: r.height)
                        second.items[k] = .rect(moved, c, radius: radius)
                    }
                case 1 where !second.items.isEmpty: second.items.remove(at: random.int(second.items.count))
                default: second.items.insert(item(), at: random.int(second.items.count + 1))
                }
            }
            let kept = try Canvas(pixelWidth: w, pixelHeight: h)
            kept.draw(first, scale: scale)
            let damage = kept.draw(second, scale: scale)
            let fresh = try Canvas(pixelWidth: w, pixelHeight: h)
            fresh.draw(second, scale: scale)
            guard memcmp(kept.pixels, fresh.pixels, kept.stride * h) == 0 else {
                Issue.record("round \(round): a partial draw differs from a whole one (damage \(damage))\nfirst: \(first.items)\nsecond: \(second.items)")
                return
            }
        }
    }
}
