/// One row of the playground as a person sets it up: a style with its parameters, an
/// optional label and optional colours. The same style may appear in several rows.
public struct RowSpec: Equatable, Sendable {
    /// The style, with its parameters.
    public var style: PageIndicator
    /// Shown instead of the style's name when given.
    public var label: String?
    /// The row's own colours; unset ones follow the playground's.
    public var colors: RowColors
    /// The row's own direction, along the playground's axis (an `rtl` row in an `ltr`
    /// playground shows the other way beside the right one); nil follows the playground.
    public var direction: Direction?
    /// The platform preset the row was made from, if any: its numbers, not the style's
    /// defaults, are the row's look at rest (the window's zoom is fitted to them).
    public var preset: Preset?

    /// Makes a row of `style`, optionally labelled, coloured, directed and from a preset.
    public init(_ style: PageIndicator, label: String? = nil, colors: RowColors = RowColors(), direction: Direction? = nil,
                preset: Preset? = nil) {
        self.style = style
        self.label = label
        self.colors = colors
        self.direction = direction
        self.preset = preset
    }

    /// The row's style as first set up, before any parameter of the row's own: the
    /// preset's, or the style's defaults.
    public var restingStyle: PageIndicator {
        (try? preset?.style()) ?? (try? PageIndicator(style.kind)) ?? style
    }

    /// Whether the row's control is drawn the other way round from the playground's.
    public func isReversed(in playground: Direction) -> Bool {
        guard let direction else { return false }
        return direction != playground
    }
}

/// A row's own colours; nil keeps the playground's.
public struct RowColors: Equatable, Sendable {
    /// The current page's dot.
    public var current: Color?
    /// The other dots.
    public var other: Color?
    /// The control's background (HIG).
    public var background: Color?

    /// Makes row colours; any left nil keep the playground's.
    public init(current: Color? = nil, other: Color? = nil, background: Color? = nil) {
        self.current = current
        self.other = other
        self.background = background
    }

    /// Whether no colour is set.
    public var isEmpty: Bool { current == nil && other == nil && background == nil }
}

extension Color {
    /// From `#RRGGBB` or `#RRGGBBAA`; nil for anything else.
    public init?(hexText: String) {
        var s = Substring(hexText)
        guard s.hasPrefix("#") else { return nil }
        s = s.dropFirst()
        guard s.count == 6 || s.count == 8, let v = UInt64(s, radix: 16) else { return nil }
        let rgb = s.count == 6 ? v : v >> 8
        let a = s.count == 6 ? 1.0 : Double(v & 0xFF) / 255
        self.init(hex: UInt32(rgb), alpha: a)
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque.
    public var hexText: String {
        func byte(_ c: Double) -> String {
            let v = Int((min(max(c, 0), 1) * 255).rounded())
            let h = String(v, radix: 16, uppercase: true)
            return h.count == 1 ? "0" + h : h
        }
        return "#" + byte(r) + byte(g) + byte(b) + (a < 1 ? byte(a) : "")
    }
}
