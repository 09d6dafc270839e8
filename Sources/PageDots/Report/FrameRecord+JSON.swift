extension FrameRecord {
    /// One line of `trace --json`: `{"frame", "time", "position", "currentPage", "pages",
    /// "scrollerAtRest", "zoom", "rows": [{"row", "id", "style", "pitch", "fullDiameter",
    /// "sizes", "maxVisibleDots", "reach", "jump", "animating", "centre"?, "dots": [...],
    /// "resting"?}]}` — visible dots only; `zoom` is pt on screen per pt of every row,
    /// `centre` where a shown row's control centre is on screen (`[x, y]` pt); `resting`
    /// (the style's snapshot for the resting state) while the scroller rests.
    public var json: JSONValue {
        .object([
            ("frame", .int(frame)),
            ("time", .number(time)),
            ("position", .number(position)),
            ("currentPage", .int(currentPage)),
            ("pages", .int(pages)),
            ("scrollerAtRest", .bool(scrollerAtRest)),
        ] + (zoom.map { [("zoom", JSONValue.number($0))] } ?? []) + [
            ("rows", .array(rows.enumerated().map { $1.json(number: $1.number ?? $0 + 1) })),
        ])
    }
}

extension RowRecord {
    /// The row as a trace object; `number` counts rows from 1.
    public func json(number: Int) -> JSONValue {
        let visible = dots.filter(\.isVisible)
        var fields: [(String, JSONValue)] = [
            ("row", .int(number)),
            ("id", .int(id)),
            ("style", .string(style)),
            ("pitch", .number(pitch)),
            ("fullDiameter", .number(fullDiameter)),
            ("sizes", .number(sizes)),
            ("maxVisibleDots", maxVisibleDots.map { .int($0) } ?? .null),
            ("reach", .number(reach)),
            ("jump", .bool(jump)),
            ("animating", .bool(animating)),
        ]
        if let centre { fields.append(("centre", .array(centre.map { .number($0) }))) }
        fields += [
            ("dots", .array(visible.map(\.traceJSON))),
        ]
        if let resting = resting?.filter(\.isVisible) {
            fields.append(("resting", .array(resting.map(\.traceJSON))))
        }
        return .object(fields)
    }
}

extension Element {
    /// The layout's fields (`Element.json`, which include how much of the current colour the
    /// dot wears, 0…1), and `"fade": n` for an old dot shrinking away after a jump (see
    /// `Element.fade`).
    public var traceJSON: JSONValue {
        guard fade > 0, case .object(var fields) = json else { return json }
        fields.append(("fade", .int(fade)))
        return .object(fields)
    }
}
