/// `customizable` (smooth_page_indicator CustomizableEffect): two decorations, one for
/// the current page's dot (`active…`) and one for the others, each a rounded box of its
/// own width, height, corner radius and vertical offset, with an optional ring (`border`
/// pt wide, `padding` pt outside the box). As the page turns the current dot blends from
/// the active decoration to the other and the next dot the other way; every dot takes the
/// room its decoration needs, so the row flows like the peer's.
public struct CustomizableStyle: EffectStyle {
    /// The parameters: spacing, `maxDots` and the two decorations' box, ring and offset.
    public enum Table: ParameterTable {
        /// The `customizable` style.
        public static let style = StyleKind.customizable
        /// Spacing and `maxDots`, then each decoration's width, height, radius, offset, border and padding.
        public static let table = [
            ParameterSpec("spacing", 8, 0...400, .length),
            ParameterSpec("maxDots", 10, 2...1000, .count, key: true),
        ] + Decoration.specs(prefix: "", width: 8, height: 8, radius: 4) + Decoration.specs(prefix: "active", width: 24, height: 8, radius: 4)
        /// Throws unless the current dot, ring included, is from half to twice as tall as the others.
        public static func check(_ p: TableParameters<Self>) throws {
            // The current page's dot must read as one of the row's: neither state's
            // element more than twice as tall as the other's.
            func tallest(_ prefix: String) -> Double {
                let d = Decoration(p, prefix: prefix)
                return d.height + (d.border > 0 ? 2 * d.padding : 0)
            }
            let (other, current) = (tallest(""), tallest("active"))
            if current < other / 2 || current > other * 2 {
                throw p.fail("activeHeight", "the current dot (with its ring) must be from half to twice as tall as the others (\(NumberText.short(other)) pt)")
            }
        }
    }

    /// One state's look, from the parameters that start with `prefix`.
    struct Decoration: Equatable, Sendable {
        var width, height, radius, offset, border, padding: Double

        /// `width`, or with the prefix `active`, `activeWidth`.
        static func name(_ n: String, prefix: String) -> String { prefix.isEmpty ? n : prefix + n.prefix(1).uppercased() + n.dropFirst() }

        static func specs(prefix: String, width: Double, height: Double, radius: Double) -> [ParameterSpec] {
            func name(_ n: String) -> String { Self.name(n, prefix: prefix) }
            return [ParameterSpec(name("width"), width, 0.5...200, .length, key: !prefix.isEmpty),
                    ParameterSpec(name("height"), height, 0.5...200, .length),
                    ParameterSpec(name("radius"), radius, 0...100, .length),
                    ParameterSpec(name("offset"), 0, -20...20, .length),
                    ParameterSpec(name("border"), 0, 0...10, .length),
                    ParameterSpec(name("padding"), 0, 0...10, .length)]
        }

        init(_ p: TableParameters<Table>, prefix: String) {
            func v(_ n: String) -> Double { p[Self.name(n, prefix: prefix)] }
            (width, height, radius, offset, border, padding) = (v("width"), v("height"), v("radius"), v("offset"), v("border"), v("padding"))
        }

        init(width: Double, height: Double, radius: Double, offset: Double, border: Double, padding: Double) {
            (self.width, self.height, self.radius, self.offset, self.border, self.padding) = (width, height, radius, offset, border, padding)
        }

        /// Along the row: the box, its ring's room and the spacing after it, as the peer
        /// advances (a quarter of the ring's width and one padding before the box, one
        /// padding after it).
        func advance(spacing: Double) -> Double { border / 4 + 2 * padding + width + spacing }

        /// `a` at `t` = 0 to `b` at 1.
        static func blend(_ a: Self, _ b: Self, _ t: Double) -> Self {
            func l(_ x: Double, _ y: Double) -> Double { x + (y - x) * t }
            return Self(width: l(a.width, b.width), height: l(a.height, b.height), radius: l(a.radius, b.radius),
                        offset: l(a.offset, b.offset), border: l(a.border, b.border), padding: l(a.padding, b.padding))
        }
    }

    /// The checked parameters and the window of slots.
    public let base: EffectBase<Table>
    let dot, active: Decoration
    let spacing: Double

    /// Makes the style and reads both decorations; throws the first invalid parameter.
    public init(_ parameters: TableParameters<Table>) throws {
        base = try EffectBase(parameters)
        dot = Decoration(parameters, prefix: "")
        active = Decoration(parameters, prefix: "active")
        spacing = parameters["spacing"]
    }

    /// One inactive dot's room along the row.
    public var slotPitch: Double { dot.advance(spacing: spacing) }
    /// The active dot's room is the widest a neighbour can be away.
    public var pitch: Double { max(slotPitch, active.advance(spacing: spacing)) }

    /// The tallest element: a state's box, or its ring around it. (The offsets move the
    /// dots within the row's room; they do not make a dot larger.)
    public var roundFullDiameter: Double {
        func tallest(_ d: Decoration) -> Double { d.height + (d.border > 0 ? 2 * d.padding : 0) }
        return max(tallest(dot), tallest(active))
    }

    /// The shown slots plus the extra room the active decoration takes.
    public func widestRow(pages: Int) -> Double {
        Double(shownSlots(pages)) * slotPitch + max(0, active.advance(spacing: spacing) - slotPitch)
    }

    /// Dots blending between the two decorations as the page turns, spread so each takes its own room.
    public func effect(position: Double, current: Int, pages: Int, window w: Double) -> [Element] {
        let (c, t) = Self.split(position)
        // The offsets are measured from the middle of the two states' (the peer shifts
        // its canvas by half their sum).
        let middle = (dot.offset + active.offset) / 2
        var extras: [Double] = []
        var dots = range(w, pages).map { p -> Element in
            let look = p == c ? Decoration.blend(active, dot, t) : p == c + 1 ? Decoration.blend(dot, active, t) : dot
            let (slots, s) = window.place(Double(p), at: w, pages: pages)
            extras.append((look.advance(spacing: spacing) - slotPitch) * s)
            // The box sits an eighth of the ring's width right of its room's middle, as the
            // peer places it.
            var e = Element(page: p, x: slots * slotPitch + look.border / 8 * s, y: (look.offset - middle) * s, height: look.height * s,
                            scale: min(1, look.height * s / max(roundFullDiameter, 1e-9)),
                            highlight: Self.highlight(p, current: current, position: position))
            e.stretch = (look.width - look.height) * s
            let half = min(look.width, look.height) / 2
            e.rounding = half > 0 ? min(1, look.radius / half) : 1
            guard look.border > 0 else { return e }
            // The ring: the box grown by the padding, outlined; the box lies beneath it.
            var ring = e
            ring.height = (look.height + 2 * look.padding) * s
            ring.stretch = e.stretch
            // Its corners grow with it as the peer scales them along the shorter side: the
            // same share of the shorter side as the box's.
            ring.outline = look.border * s
            ring.stillDot = StillDot(e)
            return ring
        }
        // Each dot moves aside by half the extra room of those on its other side.
        let total = extras.reduce(0, +)
        var before = 0.0
        for i in dots.indices {
            let shift = (before - (total - before - extras[i])) / 2
            dots[i].x += shift
            dots[i].stillDot?.x += shift
            before += extras[i]
        }
        return dots
    }
}
