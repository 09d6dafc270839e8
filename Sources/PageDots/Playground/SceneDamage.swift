/// Where a frame can differ from the one before: the areas, in pt on the screen, that
/// the changed drawing instructions cover. Redrawing only those areas (and converting
/// only their pixels) gives the same pixels as drawing the whole frame again.
///
/// The two scenes' leaf items are matched in order (a common subsequence found with a
/// short look-ahead, not necessarily the longest); every item left unmatched, old or
/// new, is damage. A pixel outside the damage is covered by the same matched items in
/// the same order in both scenes, so it keeps its colour. One refinement: a filled
/// rectangle replaced in its place by another of the same colour and corners (a card
/// moving) leaves the pixels wholly inside both as they were.
extension Scene {
    /// The damaged areas (possibly overlapping), empty when the scenes are equal, or nil
    /// when everything must be drawn again (another size, background or group layout).
    /// `ink` gives an item's bounds (`SceneItem.bounds`, or tighter ones measured by a
    /// renderer that knows its fonts).
    public func damage(since old: Scene, ink: (SceneItem) -> Rect = { $0.bounds }) -> [Rect]? {
        guard width == old.width, height == old.height, background == old.background else { return nil }
        var groups: [SceneItem] = [], oldGroups: [SceneItem] = []
        var leaves: [Leaf] = [], oldLeaves: [Leaf] = []
        // (A group within a group is drawn again whole: its items' place on the screen
        // goes through both.)
        guard Self.flatten(items, group: -1, into: &leaves, &groups), Self.flatten(old.items, group: -1, into: &oldLeaves, &oldGroups),
              groups == oldGroups else { return nil }
        var rects: [Rect] = []
        // Leaves are compared by hash first: in a frame where everything moves, each
        // unmatched leaf is tried against the next few on both sides.
        let oldKeys = oldLeaves.map(\.hashValue), keys = leaves.map(\.hashValue)
        func same(_ i: Int, _ j: Int) -> Bool { oldKeys[i] == keys[j] && oldLeaves[i] == leaves[j] }
        var i = 0, j = 0
        func changed(_ leaf: Leaf) { rects.append(Self.onScreen(ink(leaf.item), leaf.group, groups)) }
        func replaced(_ a: Leaf, _ b: Leaf) {
            guard a.group == b.group, let kept = Self.keptInside(a.item, b.item) else { changed(a); changed(b); return }
            let all = ink(a.item).union(ink(b.item))
            rects += Self.around(kept, within: all).map { Self.onScreen($0, a.group, groups) }
        }
        while i < oldLeaves.count || j < leaves.count {
            if i == oldLeaves.count { changed(leaves[j]); j += 1; continue }
            if j == leaves.count { changed(oldLeaves[i]); i += 1; continue }
            if same(i, j) { i += 1; j += 1; continue }
            // Re-align on the nearer match ahead: items inserted or removed.
            let ahead = Self.lookAhead
            if let n = (1...ahead).first(where: { j + $0 < leaves.count && same(i, j + $0) }) {
                for k in j..<(j + n) { changed(leaves[k]) }
                j += n
            } else if let n = (1...ahead).first(where: { i + $0 < oldLeaves.count && same(i + $0, j) }) {
                for k in i..<(i + n) { changed(oldLeaves[k]) }
                i += n
            } else {
                replaced(oldLeaves[i], leaves[j])
                i += 1; j += 1
            }
        }
        // A mirrored group copies its pixels across the frame: its damage is damage on
        // both sides.
        if groups.contains(where: { if case .flipped = $0 { true } else { false } }) {
            rects += rects.map { Rect(x: width - $0.maxX, y: $0.y, width: $0.width, height: $0.height) }
        }
        return rects
    }

    /// How far the matching looks ahead for an item inserted or removed.
    static let lookAhead = 16

    /// A drawing instruction with the group it is drawn in (an index into the scene's
    /// groups, or -1 for the top level).
    struct Leaf: Hashable {
        var item: SceneItem
        var group: Int
    }

    /// The leaves in drawing order; `groups` gets each group without its items. False
    /// when a group holds another.
    static func flatten(_ items: [SceneItem], group: Int, into leaves: inout [Leaf], _ groups: inout [SceneItem]) -> Bool {
        for item in items {
            let header: SceneItem, inner: [SceneItem]
            switch item {
            case .turned(let t, let dx, let dy, let i): (header, inner) = (.turned(turns: t, dx: dx, dy: dy, []), i)
            case .flipped(let background, let i): (header, inner) = (.flipped(background: background, []), i)
            default:
                leaves.append(Leaf(item: item, group: group))
                continue
            }
            guard group < 0 else { return false }
            groups.append(header)
            guard flatten(inner, group: groups.count - 1, into: &leaves, &groups) else { return false }
        }
        return true
    }

    /// A rectangle of a group's items on the screen (through a turned group; a mirrored
    /// group's damage is mirrored as a whole afterwards).
    static func onScreen(_ r: Rect, _ group: Int, _ groups: [SceneItem]) -> Rect {
        if group >= 0, case .turned(let t, let dx, let dy, _) = groups[group] { return r.turned(t, dx: dx, dy: dy) }
        return r
    }

    /// Where two filled rectangles of the same colour and corner radius both cover every
    /// pixel wholly: between their corners, from top to bottom edge (nil if nowhere, or
    /// not such a pair). Drawn in the same place in the order, those pixels keep their
    /// colour.
    static func keptInside(_ a: SceneItem, _ b: SceneItem) -> Rect? {
        guard case .rect(let ra, let ca, let radius) = a, case .rect(let rb, let cb, let radiusB) = b, ca == cb, radius == radiusB else { return nil }
        func between(_ r: Rect) -> Rect {
            let corner = max(0, min(radius, r.width / 2, r.height / 2))
            return Rect(x: r.x + corner, y: r.y, width: r.width - 2 * corner, height: r.height)
        }
        let p = between(ra), q = between(rb)
        let x0 = max(p.x, q.x), y0 = max(p.y, q.y), x1 = min(p.maxX, q.maxX), y1 = min(p.maxY, q.maxY)
        guard x1 > x0, y1 > y0 else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// `all` without `inner` (which lies within it), as up to four bands.
    static func around(_ inner: Rect, within all: Rect) -> [Rect] {
        [Rect(x: all.x, y: all.y, width: inner.x - all.x, height: all.height),
         Rect(x: inner.maxX, y: all.y, width: all.maxX - inner.maxX, height: all.height),
         Rect(x: inner.x, y: all.y, width: inner.width, height: inner.y - all.y),
         Rect(x: inner.x, y: inner.maxY, width: inner.width, height: all.maxY - inner.maxY)].filter { $0.width > 0 && $0.height > 0 }
    }
}

extension SceneItem {
    /// A rectangle, pt, that holds every pixel the item paints (before antialiasing's
    /// fringe, which the canvas adds). Groups: the union of their items (the mirror not
    /// applied).
    public var bounds: Rect {
        switch self {
        case .rect(let r, _, _): return r
        case .strokeRect(let r, _, let lw): return r.standardized.outset(abs(lw) / 2)
        case .circle(let x, let y, let radius, _): return Rect(x: x - radius, y: y - radius, width: 2 * radius, height: 2 * radius)
        case .capsule(let x, let y, let w, let h, _), .track(let x, let y, let w, let h, _, _, _):
            return Rect(x: x - w / 2, y: y - h / 2, width: w, height: h)
        case .box(let x, let y, let w, let h, _, _, let o):
            return Rect(x: x - w / 2, y: y - h / 2, width: w, height: h).outset(o / 2)
        case .line(let x1, let y1, let x2, let y2, _, let lw):
            return Rect(x: min(x1, x2), y: min(y1, y2), width: abs(x2 - x1), height: abs(y2 - y1)).outset(lw / 2)
        case .text(let s, let x, let y, let size, _, let align, _):
            return TextInk.bounds(s, x: x, y: y, size: size, align: align)
        case .locationArrow(let x, let y, let size, _): return Rect(x: x - size / 2, y: y - size / 2, width: size, height: size)
        case .image(let r, _): return r
        case .turned(let t, let dx, let dy, let items):
            return items.map { $0.bounds.turned(t, dx: dx, dy: dy) }.reduce(Rect.empty) { $0.union($1) }
        case .flipped(_, let items): return items.map(\.bounds).reduce(Rect.empty) { $0.union($1) }
        case .clipped(let r, let items): return items.map(\.bounds).reduce(Rect.empty) { $0.union($1) }.intersection(r)
        case .upright(let x, let y, let items): return items.map { $0.moved(dx: x, dy: y).bounds }.reduce(Rect.empty) { $0.union($1) }
        case .masked(let mask, let items):
            return items.map(\.bounds).reduce(Rect.empty) { $0.union($1) }.intersection(mask.map(\.bounds).reduce(Rect.empty) { $0.union($1) })
        }
    }
}

/// Where the bundled fonts (DejaVu Sans and Sans Bold) can put ink, from their own
/// tables: no glyph advances more than 2.02 em, and glyph boxes reach 1.07 em before the
/// pen, 1.98 em past it, 1.24 em above the baseline and 0.47 em below (head bbox, hhea
/// advanceWidthMax of both faces). Text is drawn without kerning, so the ink of `n`
/// characters lies within these bounds whatever they are.
enum TextInk {
    static let advance = 2.05, before = 1.1, after = 2.0, above = 1.25, below = 0.5

    static func bounds(_ s: String, x: Double, y: Double, size: Double, align: TextAlign) -> Rect {
        let most = Double(s.unicodeScalars.count) * advance * size
        // The pen starts at x, or up to half or the whole advance to the left.
        let start: Double = switch align {
        case .left: x
        case .center: x - most / 2
        case .right: x - most
        }
        let end: Double = switch align {
        case .left: x + most
        case .center: x + most / 2
        case .right: x
        }
        return Rect(x: start - before * size, y: y - above * size,
                    width: end - start + (before + after) * size, height: (above + below) * size)
    }
}

extension Rect {
    /// No area: the identity of `union`.
    public static let empty = Rect(x: .infinity, y: .infinity, width: 0, height: 0)

    /// Whether the rectangle has no area or no finite place.
    public var isEmpty: Bool { !(width > 0 && height > 0) || !x.isFinite || !y.isFinite }

    /// The smallest rectangle holding both (an empty one adds nothing).
    public func union(_ o: Rect) -> Rect {
        if isEmpty { return o }
        if o.isEmpty { return self }
        let x0 = min(x, o.x), y0 = min(y, o.y)
        return Rect(x: x0, y: y0, width: max(maxX, o.maxX) - x0, height: max(maxY, o.maxY) - y0)
    }

    /// The area both cover (empty when they do not meet).
    public func intersection(_ o: Rect) -> Rect {
        if isEmpty || o.isEmpty { return .empty }
        let x0 = max(x, o.x), y0 = max(y, o.y), x1 = min(maxX, o.maxX), y1 = min(maxY, o.maxY)
        return x1 > x0 && y1 > y0 ? Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0) : .empty
    }

    /// Grown by `d` on every side.
    public func outset(_ d: Double) -> Rect { Rect(x: x - d, y: y - d, width: width + 2 * d, height: height + 2 * d) }

    /// The same rectangle with a width and height of zero or more (cairo draws one with a
    /// negative side from its far edge).
    public var standardized: Rect {
        Rect(x: min(x, x + width), y: min(y, y + height), width: abs(width), height: abs(height))
    }

    /// Moved by (dx, dy).
    public func offsetBy(_ dx: Double, _ dy: Double) -> Rect { Rect(x: x + dx, y: y + dy, width: width, height: height) }

    /// Turned `turns` quarter turns clockwise about the origin (y down), then moved by
    /// (dx, dy): where a `.turned` group puts this rectangle.
    public func turned(_ turns: Int, dx: Double, dy: Double) -> Rect {
        let r: Rect
        switch turns.modulo(4) {
        case 1: r = Rect(x: -maxY, y: x, width: height, height: width)        // (x, y) → (-y, x)
        case 2: r = Rect(x: -maxX, y: -maxY, width: width, height: height)    // (x, y) → (-x, -y)
        case 3: r = Rect(x: y, y: -maxX, width: height, height: width)        // (x, y) → (y, -x)
        default: r = self
        }
        return Rect(x: r.x + dx, y: r.y + dy, width: r.width, height: r.height)
    }
}
