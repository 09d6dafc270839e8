import Testing
import PageDots
@testable import PageDotsRender

/// right to left is the mirror of left to right, pixel for pixel (text left
/// out: glyphs are not mirrored), and a vertical playground is the horizontal one turned.
struct DirectionTests {
    func model(_ direction: Direction, width: Double = 640, height: Double = 360, at x: Double) throws -> PlaygroundModel {
        var m = PlaygroundModel(pages: 12, width: width, height: height,
                                rows: try [StyleKind.instagram, .system, .cosine, .worm, .progress].map { RowSpec(try PageIndicator($0)) },
                                direction: direction)
        m.place(at: 4)
        m.place(at: x)
        return m
    }

    /// The scene's shapes: text and the HUD line (drawn in screen space) left out.
    func shapes(_ items: [SceneItem]) -> [SceneItem] {
        items.compactMap { item in
            switch item {
            case .text: return nil
            case .turned(let t, let dx, let dy, let inner): return .turned(turns: t, dx: dx, dy: dy, shapes(inner))
            default: return item
            }
        }
    }

    func pixels(_ scene: Scene) throws -> Canvas {
        var s = scene
        s.items = shapes(s.items)
        let c = try Canvas(pixelWidth: Int(s.width), pixelHeight: Int(s.height))
        c.draw(s, scale: 1)
        return c
    }

    @Test(arguments: [0.0, 4.4, 11])
    func rightToLeftIsTheMirror(x: Double) throws {
        let ltr = SceneBuilder.build(try model(.ltr, at: x)), rtl = SceneBuilder.build(try model(.rtl, at: x))
        let a = try pixels(ltr), b = try pixels(rtl)
        let w = a.pixelWidth, rows = a.pixelHeight - Int(PlaygroundLayout.hudHeight)
        let pa = a.pixels.assumingMemoryBound(to: UInt32.self), pb = b.pixels.assumingMemoryBound(to: UInt32.self)
        var differing = 0, worst = 0, at = (0, 0)
        for y in 0..<rows {
            for x in 0..<w where pa[y * a.stride / 4 + x] != pb[y * b.stride / 4 + (w - 1 - x)] {
                differing += 1
                let u = pa[y * a.stride / 4 + x], v = pb[y * b.stride / 4 + (w - 1 - x)]
                var d = 0
                for k in 0..<4 {
                    let cu = Int((u >> UInt32(k * 8)) & 0xFF), cv = Int((v >> UInt32(k * 8)) & 0xFF)
                    d = max(d, abs(cu - cv))
                }
                if d > worst { worst = d; at = (x, y) }
            }
        }
        #expect(differing == 0, "\(differing) pixels differ from the mirror at x \(x), by at most \(worst) levels, worst at \(at)")
    }

    /// Circle and capsule centres of a vertical playground, turned back, are the
    /// horizontal playground's with the axes swapped, to 1e-9 (bottom to top, the controls
    /// sit on the other side of their rows' middles: their labels stand at the top of the
    /// screen, the logical end).
    @Test(arguments: [Direction.ttb, .btt])
    func verticalIsTheHorizontalTurned(direction: Direction) throws {
        let logical = direction.logicalSize(width: 640, height: 360)
        let flat = try model(.ltr, width: logical.width, height: logical.height, at: 4.4)
        let turned = try model(direction, width: 640, height: 360, at: 4.4)
        var expected = flat.layout
        if direction == .btt {
            expected = PlaygroundLayout(width: expected.width, height: expected.height, rows: expected.rows.map(\.id),
                                        zoom: expected.zoom, labelsAtEnd: true)
        }
        #expect(turned.layout == expected)
        let shift = flat.layout.rows[0].centerX - turned.layout.rows[0].centerX
        func centres(_ items: [SceneItem]) -> [(Double, Double, Double)] {
            items.compactMap {
                switch $0 {
                case .circle(let x, let y, let r, _): return (x, y, r)
                case .capsule(let x, let y, let w, _, _): return (x, y, w)
                case .track(let x, let y, let w, _, _, _, _): return (x, y, w)
                default: return nil
                }
            }
        }
        let horizontal = centres(SceneBuilder.build(flat).items)
        guard case .turned(let turns, let dx, let dy, let inner)? = SceneBuilder.build(turned).items.first else {
            Issue.record("no turned content"); return
        }
        let l = turned.layout
        let vertical = centres(inner).map { c -> (Double, Double, Double) in
            let s = direction.toScreen(c.0, c.1, logicalWidth: l.width, logicalHeight: l.height)
            // The canvas's turn: a quarter turn clockwise `turns` times, then the shift.
            var (x, y) = (c.0, c.1)
            for _ in 0..<turns { (x, y) = (-y, x) }
            #expect(abs(x + dx - s.x) < 1e-9 && abs(y + dy - s.y) < 1e-9)
            return (s.x, s.y, c.2)
        }
        #expect(horizontal.count == vertical.count && horizontal.count > 30)
        for (h, v) in zip(horizontal, vertical) {
            // Along the control: screen y (down for ttb, up for btt); across: screen x.
            let along = (direction == .ttb ? v.1 : l.width - v.1) + shift
            let across = direction == .ttb ? l.height - PlaygroundLayout.hudHeight - v.0 : v.0
            #expect(abs(h.0 - along) < 1e-9 && abs(h.1 - across) < 1e-9 && abs(h.2 - v.2) < 1e-9)
        }
    }
}
