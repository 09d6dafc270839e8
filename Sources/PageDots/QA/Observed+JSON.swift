extension ObservedFrame {
    /// One line of `detect --json`: `{"frame", "time", "dots": [{"x", "y", "width",
    /// "height", "highlight", "current"}]}`, numbers rounded to 1/1000 px. The same shape
    /// `check --trace` reads back.
    public var json: JSONValue { json(row: nil) }

    /// The line with the row's number first, when it has one.
    public func json(row: Int?) -> JSONValue {
        func r(_ v: Double) -> JSONValue { .number((v * 1000).rounded() / 1000) }
        return .object((row.map { [("row", JSONValue.int($0))] } ?? []) + [("frame", .int(frame))] + (time.map { [("time", r($0))] } ?? []) + [
            ("dots", .array(elements.map { e in
                .object([("x", r(e.x)), ("y", r(e.y)), ("width", r(e.width)), ("height", r(e.height))]
                        + (e.highlight.map { [("highlight", r($0))] } ?? [])
                        + (e.current.map { [("current", .bool($0))] } ?? []))
            })),
        ])
    }
}

extension ObservedFinding {
    /// One finding of `check --json` on a recording or minimal trace (`row`: its row's
    /// number, 1 for a trace).
    public func json(file: String, row: Int = 1) -> JSONValue {
        .object([("file", .string(file)), ("row", .int(row)), ("frame", .int(frame))] + (time.map { [("time", .number(($0 * 1000).rounded() / 1000))] } ?? [])
                + [("invariant", .string(invariant.rawValue)), ("detail", .string(detail))])
    }
}

extension RowMeasures {
    /// What was learnt, in a summary line's words.
    public var text: String {
        let n = resting.filter { $0 }.count
        return "pitch \(NumberText.fixed(pitch, 2)), full size \(NumberText.fixed(fullThickness, 2)), "
            + "noise \(NumberText.fixed(centreNoise, 3)) (centre) and \(NumberText.fixed(sizeNoise, 3)) (size) from \(n) resting frame\(n == 1 ? "" : "s")"
    }

    /// The same measures as a JSON object.
    public var json: JSONValue {
        .object([("pitch", .number(pitch)), ("fullSize", .number(fullThickness)), ("centreNoise", .number(centreNoise)),
                 ("sizeNoise", .number(sizeNoise)), ("restingFrames", .int(resting.filter { $0 }.count))])
    }
}
