extension SceneBuilder {
    /// A row's control around (cx, cy): its background (by the background setting) and
    /// its elements.
    /// `zoom`: pt per pt of the control (the playground's zoom by default).
    static func control(_ track: PlaygroundRow, _ model: PlaygroundModel, x cx: Double, y cy: Double, zoom: Double? = nil,
                        textRoom: Double? = nil, into items: inout [SceneItem]) {
        let z = zoom ?? model.layout.zoom
        let dots = track.shown
        let opacity: Double
        switch model.background {
        case .prominent: opacity = 1
        case .minimal: opacity = 0
        case .automatic: opacity = model.interaction(track.id)
        }
        let colors = track.colors
        let other = colors.other ?? Palette.dot, current = colors.current ?? Palette.currentDot
        let background = colors.background ?? Palette.controlBackground
        if opacity > 0, let hull = hull(of: dots) {
            // The background hugs the visible dots.
            let h = track.style.fullDiameter * z + 18
            let rect = Rect(x: cx + hull.lo * z - 14, y: cy - h / 2, width: (hull.hi - hull.lo) * z + 28, height: h)
            items.append(.rect(rect, background.withAlpha(background.a * opacity), radius: h / 2))
        }
        if model.showDebug { debug(track, cx: cx, cy: cy, zoom: z, into: &items) }
        elements(dots, x: cx, y: cy, zoom: z, other: other, current: current, pages: model.pages,
                 locationPage: model.locationPage, textRoom: textRoom, into: &items)
    }

    /// The visible elements around (x, y) at `zoom`: the still dots first (those beneath
    /// an indicator too), the current page's last, over its neighbours (a worm over the
    /// dots), then underground elements inside the still dots' shapes; `locationPage`'s
    /// drawn as the location arrow; a page number no wider than `textRoom` (smaller, or
    /// left out under the least readable size).
    static func elements(_ dots: [Element], x cx: Double, y cy: Double, zoom z: Double, other: Color, current: Color, pages: Int,
                         locationPage: Int? = nil, textRoom: Double? = nil, into items: inout [SceneItem]) {
        let visible = dots.filter(\.isVisible)
        let beneath = visible.compactMap { d in d.stillDot.map { $0.element(page: d.page) } }.filter(\.isVisible)
        let still = beneath + visible.filter { !$0.underground && !$0.current }
        var shapes: [SceneItem] = []
        for d in still + visible.filter({ !$0.underground && $0.current }) {
            if d.page == locationPage {
                shapes.append(.locationArrow(x: cx + d.x * z, y: cy + d.y * z, size: d.height * z * 1.15, other.mixed(with: current, d.highlight)))
            } else {
                if d.shape == .pageText, let textRoom {
                    // As large as fits, without its spaces if it must, or not at all.
                    for compact in [false, true] {
                        var fitted = d
                        fitted.height = min(d.height, textRoom / z / PageText.width(page: d.page, pages: pages, size: 1, compact: compact))
                        guard fitted.height * z >= minimumTextSize else { continue }
                        shapes.append(element(fitted, x: cx, y: cy, zoom: z, other: other, current: current, pages: pages, compact: compact))
                        break
                    }
                    continue
                }
                shapes.append(element(d, x: cx, y: cy, zoom: z, other: other, current: current, pages: pages))
            }
        }
        items += shapes
        let under = visible.filter(\.underground)
        if !under.isEmpty {
            items.append(.masked(mask: Array(shapes.prefix(still.count)), under.map { element($0, x: cx, y: cy, zoom: z, other: other, current: current, pages: pages) }))
        }
    }

    /// One element drawn around (x, y) at `zoom`: a circle, a capsule when stretched, a
    /// filling track or the page number.
    static func element(_ d: Element, x: Double, y: Double, zoom z: Double, other: Color, current: Color, pages: Int,
                        compact: Bool = false) -> SceneItem {
        let ex = x + d.x * z, ey = y + d.y * z
        switch d.shape {
        case .track:
            // The current page's track is tinted so it shows before it fills.
            return .track(x: ex, y: ey, width: d.width * z, height: d.height * z, d.current ? other.mixed(with: current, 0.35) : other,
                          fill: d.fill, fillColor: current)
        case .pageText:
            // `height` is the type size; the baseline sits a third of it below the centre.
            // The text stays upright about the control's centre in every direction (a
            // rolling number rolls up the screen in a vertical view too).
            let text = compact ? PageText.compact(page: d.page, pages: pages) : PageText.string(page: d.page, pages: pages)
            return .upright(x: x, y: y, [.text(text, x: d.x * z, y: d.y * z + d.height * z * 0.35,
                                               size: d.height * z, other.mixed(with: current, d.highlight), align: .center, bold: true)])
        case .capsule:
            let color = other.mixed(with: current, d.highlight)
            if !d.isCapsule {
                return .box(x: ex, y: ey, width: d.width * z, height: d.height * z, radius: d.cornerRadius * z, color, outline: d.outline * z)
            }
            return d.stretch > 0
                ? .capsule(x: ex, y: ey, width: d.width * z, height: d.height * z, color)
                : .circle(x: ex, y: ey, radius: d.height * z / 2, color)
        }
    }

    /// The left edge of the leftmost visible dot and the right edge of the rightmost, pt.
    static func hull(of dots: [Element]) -> (lo: Double, hi: Double)? {
        var lo = Double.infinity, hi = -Double.infinity
        for d in dots where d.isVisible {
            lo = min(lo, d.x - d.width / 2)
            hi = max(hi, d.x + d.width / 2)
        }
        return lo <= hi ? (lo, hi) : nil
    }

    /// The size of a crop of row `id`'s control at `zoom` (its own size at 1), pt: its
    /// widest row along the control and three times its largest element or pitch across
    /// (room for jumps and rolling text), with `padding` around (turned for a vertical
    /// direction); nil when no row has that id.
    public static func controlSize(_ model: PlaygroundModel, row id: Int, zoom: Double = 1, padding: Double = 20) -> (width: Double, height: Double)? {
        guard let track = model.row(id: id) else { return nil }
        let z = zoom, style = track.style
        let along = style.widestRow(pages: model.pages) * z + 2 * padding, across = 3 * max(style.fullDiameter, style.pitch) * z + 2 * padding
        return model.direction.isVertical ? (across, along) : (along, across)
    }

    /// Row `id`'s control alone, centred in a `width × height` pt frame on the row's
    /// background, turned or mirrored by the playground's direction (a vertical control
    /// stands in a frame as high as `controlSize` is wide): what `--crop` writes.
    public static func buildControl(_ model: PlaygroundModel, row id: Int, width: Double, height: Double, zoom: Double = 1,
                                    backdrop: Backdrop = .opaque) -> Scene {
        var scene = Scene(width: width, height: height, background: backdrop.paint(Palette.rowBackground))
        guard let track = model.row(id: id), !hidesDots(pages: model.pages) else { return scene }
        let d = model.direction
        // The control drawn along x in a frame of the logical size, then viewed like the
        // playground (its row's own direction on top).
        let (lw, lh) = d.isVertical ? (height, width) : (width, height)
        var items: [SceneItem] = []
        control(track, model, x: lw / 2, y: lh / 2, zoom: zoom, into: &items)
        if track.spec.isReversed(in: d) { items = items.map { $0.mirrored(width: lw) } }
        scene.items = viewed(items, d, width: lw, height: lh, hud: 0, background: scene.background)
        return scene
    }

    /// `items` drawn in a logical frame `width × height` pt as the screen shows them in
    /// `direction`: right to left mirrors the pixels exactly; the vertical directions turn
    /// the frame a quarter, above a `hud` band at the bottom of the screen. Text never
    /// turns or mirrors: it is drawn upright, after the shapes (no shape lies over text),
    /// where the view puts it — a text at its turned place (centred on its turned middle),
    /// an upright group about its turned point.
    static func viewed(_ items: [SceneItem], _ direction: Direction, width: Double, height: Double, hud: Double,
                       background: Color) -> [SceneItem] {
        let view = View(direction: direction, width: width, height: height, hud: hud)
        if direction == .ltr { return items.flatMap(view.resolved) }
        var shapes: [SceneItem] = [], upright: [SceneItem] = []
        for item in items { view.split(item, shapes: &shapes, upright: &upright) }
        let drawn: SceneItem = direction == .rtl ? .flipped(background: background, shapes)
            : { let t = view.turn; return .turned(turns: t.turns, dx: t.dx, dy: t.dy, shapes) }()
        return [drawn] + upright.flatMap(view.resolved)
    }

    /// Where the view of a logical frame puts points, rectangles and upright items.
    struct View {
        let direction: Direction, width: Double, height: Double, hud: Double
        var turn: (turns: Int, dx: Double, dy: Double) { direction.turn(logicalWidth: width, logicalHeight: height, hud: hud) }

        func point(_ x: Double, _ y: Double) -> (x: Double, y: Double) {
            switch direction {
            case .ltr: return (x, y)
            case .rtl: return (width - x, y)
            case .ttb, .btt:
                let t = turn, p = Rect(x: x, y: y, width: 0, height: 0).turned(t.turns, dx: t.dx, dy: t.dy)
                return (p.x, p.y)
            }
        }

        func rect(_ r: Rect) -> Rect {
            switch direction {
            case .ltr: return r
            case .rtl: return Rect(x: width - r.maxX, y: r.y, width: r.width, height: r.height)
            case .ttb, .btt: let t = turn; return r.turned(t.turns, dx: t.dx, dy: t.dy)
            }
        }

        /// Shapes to draw through the view; text and upright groups to place upright (a
        /// clipped group split in two, each keeping the clip).
        func split(_ item: SceneItem, shapes: inout [SceneItem], upright: inout [SceneItem]) {
            switch item {
            case .text, .upright: upright.append(item)
            case .clipped(let r, let inner):
                var s: [SceneItem] = [], u: [SceneItem] = []
                for i in inner { split(i, shapes: &s, upright: &u) }
                if !s.isEmpty { shapes.append(.clipped(r, s)) }
                if !u.isEmpty { upright.append(.clipped(r, u)) }
            default: shapes.append(item)
            }
        }

        /// An upright item as plain items on the screen.
        func resolved(_ item: SceneItem) -> [SceneItem] {
            switch item {
            case .upright(let x, let y, let inner):
                let p = point(x, y)
                return inner.map { $0.moved(dx: p.x, dy: p.y) }
            case .clipped(let r, let inner): return [.clipped(rect(r), inner.flatMap(resolved))]
            case .text(let s, let x, let y, let size, let c, let align, let bold) where direction.isVertical:
                // The text's middle (a third of its size above the baseline) turned.
                let middle = point(x, y - size * 0.35)
                return [.text(s, x: middle.x, y: middle.y + size * 0.35, size: size, c, align: align, bold: bold)]
            case .text where direction == .rtl: return [item.mirrored(width: width)]
            default: return [item]
            }
        }
    }
}
