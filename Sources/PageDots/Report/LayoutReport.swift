/// A layout snapshot as `pagedots layout` reports it: only visible dots, sorted by page,
/// coordinates in pt relative to the control's centre.
public struct LayoutReport: Equatable, Sendable {
    /// The style reported.
    public var style: StyleKind
    /// The number of pages.
    public var pages: Int
    /// The scroller position, pages.
    public var position: Double
    /// The current page at that position.
    public var currentPage: Int
    /// The row's width, pt (see `ElementLayout.width`).
    public var width: Double
    /// The visible dots, sorted by page.
    public var dots: [Element]
    /// Which way the pages run: `x, y` stay along and across the control's axis, and
    /// `screenX, screenY` say where that is on screen.
    public var direction: Direction

    /// `current`: the current page when it is not `position` rounded within the pages (a
    /// loop's position past the last page, on the way to the first).
    public init(style: StyleKind, pages: Int, position: Double, layout: ElementLayout, direction: Direction = .ltr, current: Int? = nil) {
        self.direction = direction
        self.style = style
        self.pages = pages
        self.position = position
        self.currentPage = current ?? PagePosition.currentPage(position, pages: pages)
        self.width = layout.width
        self.dots = layout.elements.filter(\.isVisible)
    }

    /// `{"style", "pages", "position", "currentPage", "direction", "accessibilityLabel",
    /// "width", "dots": [...]}`; outside `ltr` each dot adds `"screenX", "screenY"`.
    public var json: JSONValue {
        .object([
            ("style", .string(style.rawValue)),
            ("pages", .int(pages)),
            ("position", .number(position)),
            ("currentPage", .int(currentPage)),
            ("direction", .string(direction.rawValue)),
            ("accessibilityLabel", .string(Direction.spokenLabel(page: currentPage, pages: pages))),
            ("width", .number(width)),
            ("dots", .array(dots.map { d in
                guard direction != .ltr, case .object(var fields) = d.json else { return d.json }
                let s = direction.screenOffset(d.x, d.y)
                fields += [("screenX", .number(s.x + 0)), ("screenY", .number(s.y + 0))]
                return .object(fields)
            })),
        ])
    }
}

extension Element {
    /// `{"page", "x", "y", "diameter", "scale", "highlight", "current"}`, with `"width",
    /// "height"` added for an element not as wide as high, `"rounding"` for corners less
    /// than round, `"outline"` for an outline, `"underground"` for one seen only through
    /// the others, `"stillDot"` for the page's still dot beneath an indicator, `"shape"` for a track or page text and a track's `"fill"`.
    public var json: JSONValue {
        var fields: [(String, JSONValue)] = [
            ("page", .int(page)),
            ("x", .number(x)),
            ("y", .number(y)),
            ("diameter", .number(height)),
            ("scale", .number(scale)),
            ("highlight", .number(highlight)),
            ("current", .bool(current)),
        ]
        if stretch != 0 { fields += [("width", .number(width)), ("height", .number(height))] }
        if rounding != 1 { fields += [("rounding", .number(rounding))] }
        if outline != 0 { fields += [("outline", .number(outline))] }
        if shape != .capsule { fields += [("shape", .string(shape.rawValue))] }
        if shape == .track { fields += [("fill", .number(fill))] }
        if underground { fields += [("underground", .bool(true))] }
        if let s = stillDot {
            var still: [(String, JSONValue)] = [("x", .number(s.x)), ("y", .number(s.y)), ("width", .number(s.width)), ("height", .number(s.height)),
                                                ("rounding", .number(s.rounding)), ("outline", .number(s.outline))]
            if s.highlight != 0 { still.append(("highlight", .number(s.highlight))) }
            fields += [("stillDot", .object(still))]
        }
        return .object(fields)
    }
}

extension LayoutReport {
    /// The report as `pagedots layout` prints it without `--json`: a heading and one
    /// line per visible dot.
    public var table: String {
        var lines = [
            "\(style.rawValue): \(pages) page\(pages == 1 ? "" : "s"), position \(NumberText.short(position)), current page \(currentPage) (pages count from 0)",
            "width \(NumberText.fixed(width, 3)) pt, \(dots.count) visible dots",
            Self.pad(["page", "x", "y", "diameter", "width", "scale", "highlight", "current"]),
        ]
        for d in dots {
            lines.append(Self.pad([String(d.page), NumberText.fixed(d.x, 3), NumberText.fixed(d.y, 3),
                                   NumberText.fixed(d.height, 3), NumberText.fixed(d.width, 3), NumberText.fixed(d.scale, 3),
                                   NumberText.fixed(d.highlight, 3), d.current ? "*" : ""]))
        }
        return lines.joined(separator: "\n")
    }

    private static func pad(_ cells: [String]) -> String {
        cells.map { String(repeating: " ", count: max(0, 10 - $0.count)) + $0 }.joined()
    }
}
