import PageDots

/// The YAML shape of a scenario or playground file (spec §6), decoded with Codable.
/// Checks that need no other key happen here, so a `DecodingError` carries the path to
/// the bad value. Rows and steps still name rows by style or number; the loader resolves
/// them.
struct ScenarioFile: Decodable {
    var size: String?
    var fps: Int?
    var pages: Int
    var page: Int?
    var styles: [StyleKind]?
    var rows: [RowEntry]?
    var tracking: Tracking?
    var direction: Direction?
    var loop: Bool?
    var wrap: Wrap?
    var instagram: [String: NumberOrList]?
    var system: [String: NumberOrList]?
    var cosine: [String: NumberOrList]?
    /// Nil when the file has no `steps:` (a playground file needs none).
    var steps: [StepEntry]?

    enum CodingKeys: String, CodingKey, CaseIterable {
        case size, fps, pages, page, styles, rows, tracking, direction, loop, wrap, instagram, system, cosine, steps
    }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: AnyKey.self)
        let known = Set(CodingKeys.allCases.map(\.rawValue))
        for key in c.allKeys where !known.contains(key.stringValue) {
            throw DecodingError.dataCorruptedError(forKey: key, in: c, debugDescription:
                "unknown key '\(key.stringValue)': allowed " + CodingKeys.allCases.map(\.rawValue).joined(separator: ", "))
        }
        let k = try decoder.container(keyedBy: CodingKeys.self)
        let anyKeys = try decoder.container(keyedBy: AnyKey.self)
        size = try k.decodeIfPresent(String.self, forKey: .size)
        fps = anyKeys.contains(AnyKey("fps")) ? try StepEntry.whole(anyKeys, AnyKey("fps"), Limits.fps) : nil
        pages = try StepEntry.whole(anyKeys, AnyKey("pages"), 0...Limits.maxPages)
        page = anyKeys.contains(AnyKey("page")) ? try StepEntry.whole(anyKeys, AnyKey("page"), 0...Limits.maxPages) : nil
        styles = try k.decodeIfPresent([StyleKind].self, forKey: .styles)
        rows = try k.decodeIfPresent([RowEntry].self, forKey: .rows)
        tracking = try k.decodeIfPresent(Tracking.self, forKey: .tracking)
        direction = try k.decodeIfPresent(Direction.self, forKey: .direction)
        loop = try k.decodeIfPresent(Bool.self, forKey: .loop)
        wrap = try k.decodeIfPresent(Wrap.self, forKey: .wrap)
        instagram = try k.decodeIfPresent([String: NumberOrList].self, forKey: .instagram)
        system = try k.decodeIfPresent([String: NumberOrList].self, forKey: .system)
        cosine = try k.decodeIfPresent([String: NumberOrList].self, forKey: .cosine)
        steps = anyKeys.contains(AnyKey("steps")) ? try k.decode([StepEntry].self, forKey: .steps) : nil
    }
}

/// A row in a file: a style or preset name, or `{ style | preset, label, colors: {
/// current, other, background }, <parameter>: value, … }` (a preset's parameters first,
/// the row's on top).
struct RowEntry: Decodable {
    var kind: StyleKind
    /// The preset the row starts from, if any.
    var preset: Preset?
    var label: String?
    var colors = RowColors()
    var direction: Direction?
    /// Parameters by spec name, sorted.
    var parameters: [(name: String, value: ParameterValue)] = []

    init(from decoder: Decoder) throws {
        let allowed = "allowed " + StyleKind.allCases.map(\.rawValue).joined(separator: ", ") + " or the presets " + Preset.allCases.map(\.rawValue).joined(separator: ", ")
        if let single = try? decoder.singleValueContainer(), let name = try? single.decode(String.self) {
            if let p = Preset(rawValue: name) {
                preset = p
                kind = p.kind
                label = p.label
                parameters = p.settings
                return
            }
            guard let k = StyleKind(rawValue: name) else {
                throw DecodingError.dataCorruptedError(in: single, debugDescription: "unknown style '\(Quoted(name))': \(allowed)")
            }
            kind = k
            return
        }
        let c = try decoder.container(keyedBy: AnyKey.self)
        if let name = try c.decodeIfPresent(String.self, forKey: AnyKey("preset")) {
            guard let p = Preset(rawValue: name) else {
                throw DecodingError.dataCorruptedError(forKey: AnyKey("preset"), in: c, debugDescription:
                    "unknown preset '\(Quoted(name))': allowed " + Preset.allCases.map(\.rawValue).joined(separator: ", "))
            }
            if c.contains(AnyKey("style")) {
                throw DecodingError.dataCorruptedError(forKey: AnyKey("style"), in: c, debugDescription: "give either style or preset, not both")
            }
            preset = p
            kind = p.kind
            label = p.label
            parameters = p.settings
        } else {
            kind = try c.decode(StyleKind.self, forKey: AnyKey("style"))
        }
        label = try c.decodeIfPresent(String.self, forKey: AnyKey("label")) ?? label
        direction = try c.decodeIfPresent(Direction.self, forKey: AnyKey("direction"))
        if c.contains(AnyKey("colors")) {
            let cc = try c.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey("colors"))
            try StepEntry.only(["current", "other", "background"], in: cc, "colors")
            func color(_ name: String) throws -> Color? {
                guard let text = try cc.decodeIfPresent(String.self, forKey: AnyKey(name)) else { return nil }
                guard let color = Color(hexText: text) else {
                    throw DecodingError.dataCorruptedError(forKey: AnyKey(name), in: cc, debugDescription:
                        "colour '\(Quoted(text))' is not #RRGGBB or #RRGGBBAA")
                }
                return color
            }
            colors = RowColors(current: try color("current"), other: try color("other"), background: try color("background"))
        }
        let names = kind.parameterNames
        for key in c.allKeys.sorted(by: { $0.stringValue < $1.stringValue }) where !["style", "preset", "label", "colors", "direction"].contains(key.stringValue) {
            guard names.contains(key.stringValue) else {
                throw DecodingError.dataCorruptedError(forKey: key, in: c, debugDescription:
                    "\(kind.rawValue) has no parameter '\(Quoted(key.stringValue))': it has " + names.joined(separator: ", ") + " (and style, preset, label, colors, direction)")
            }
            parameters.append((key.stringValue, try c.decode(NumberOrList.self, forKey: key).value))
        }
    }
}

/// A row named in a step: by style name (when one row has it) or by number from 1.
enum RowRef {
    case style(StyleKind)
    case number(Int)
}

/// A step as written: rows still by name or number.
enum WrittenStep {
    case step(ScenarioStep)
    case tap(RowRef, trailing: Bool)
    case scrub(RowRef, to: Int, duration: Double)
    case set([(key: String, value: ParameterValue)])

    var duration: Double {
        switch self {
        case .step(let s): return s.duration
        case .scrub(_, _, let d): return d
        case .tap, .set: return 0
        }
    }
}

/// A parameter value: one number or a list.
struct NumberOrList: Decodable {
    var value: ParameterValue
    init(from decoder: Decoder) throws {
        let c = try decoder.singleValueContainer()
        if let v = try? c.decode(Double.self) { value = .number(v); return }
        if let vs = try? c.decode([Double].self) { value = .numbers(vs); return }
        let key = decoder.codingPath.last?.stringValue ?? "the value"
        throw DecodingError.dataCorruptedError(in: c, debugDescription: "\(key) must be a number or a list of numbers" +
            (key.contains(".") || key == "pages" || !decoder.codingPath.contains { $0.stringValue == "set" } ? "" : " (a row's parameter is set as ROW.PARAMETER: VALUE, e.g. cosine.width: 200)"))
    }
}

/// One `steps:` entry.
struct StepEntry: Decodable {
    var step: WrittenStep

    static let kinds = ["wait", "goto", "drag", "flick", "wheel", "tap", "scrub", "press", "set"]

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: AnyKey.self)
        let names = c.allKeys.map(\.stringValue).filter(Self.kinds.contains)
        guard names.count == 1, let kind = names.first else {
            let given = c.allKeys.map(\.stringValue).joined(separator: ", ")
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription:
                names.isEmpty ? "unknown step '\(given)': allowed \(Self.kinds.joined(separator: ", "))"
                              : "a step has one kind, this one has \(names.joined(separator: " and "))"))
        }
        let allowedExtra: Set<String> = kind == "goto" ? ["duration", "easing"] : []
        for key in c.allKeys where key.stringValue != kind && !allowedExtra.contains(key.stringValue) {
            throw DecodingError.dataCorruptedError(forKey: key, in: c, debugDescription: "unknown key '\(key.stringValue)' in a \(kind) step")
        }
        let key = AnyKey(kind)
        switch kind {
        case "wait":
            step = .step(.wait(try Self.duration(c, key)))
        case "goto":
            let duration = c.contains(AnyKey("duration")) ? try Self.duration(c, AnyKey("duration")) : 0.3
            let easing = try c.decodeIfPresent(String.self, forKey: AnyKey("easing")).map { name in
                do { return try Easing(parsing: name) } catch {
                    throw DecodingError.dataCorruptedError(forKey: AnyKey("easing"), in: c, debugDescription: "\(error)")
                }
            } ?? .easeInOutCubic
            step = .step(.goto(page: try Self.whole(c, key, 0...Limits.maxPages), duration: duration, easing: easing))
        case "drag":
            let d = try c.nestedContainer(keyedBy: AnyKey.self, forKey: key)
            try Self.only(["by", "duration"], in: d, kind)
            step = .step(.drag(pages: try Self.finite(d, AnyKey("by")), duration: try Self.duration(d, AnyKey("duration"))))
        case "flick":
            let d = try c.nestedContainer(keyedBy: AnyKey.self, forKey: key)
            try Self.only(["velocity"], in: d, kind)
            step = .step(.flick(velocity: try Self.finite(d, AnyKey("velocity"))))
        case "wheel":
            let d = try c.nestedContainer(keyedBy: AnyKey.self, forKey: key)
            try Self.only(["dx", "dy", "duration"], in: d, kind)
            let dx = d.contains(AnyKey("dx")) ? try Self.finite(d, AnyKey("dx")) : 0
            let dy = d.contains(AnyKey("dy")) ? try Self.finite(d, AnyKey("dy")) : 0
            step = .step(.wheel(dx: dx, dy: dy, duration: try Self.duration(d, AnyKey("duration"))))
        case "tap":
            let d = try c.nestedContainer(keyedBy: AnyKey.self, forKey: key)
            try Self.only(["style", "row", "side"], in: d, kind)
            let side = try d.decode(String.self, forKey: AnyKey("side"))
            guard side == "leading" || side == "trailing" else {
                throw DecodingError.dataCorruptedError(forKey: AnyKey("side"), in: d, debugDescription: "side '\(Quoted(side))' is not leading or trailing")
            }
            step = .tap(try Self.row(d, kind), trailing: side == "trailing")
        case "press":
            let name = try c.decode(String.self, forKey: key)
            guard let k = Key.scriptable.first(where: { $0.name == name })?.key else {
                throw DecodingError.dataCorruptedError(forKey: key, in: c, debugDescription:
                    "press '\(name)' is not a key a scenario can press: allowed " + Key.scriptable.map(\.name).joined(separator: ", "))
            }
            step = .step(.press(k))
        case "scrub":
            let d = try c.nestedContainer(keyedBy: AnyKey.self, forKey: key)
            try Self.only(["style", "row", "to", "duration"], in: d, kind)
            step = .scrub(try Self.row(d, kind), to: try Self.whole(d, AnyKey("to"), 0...Limits.maxPages),
                          duration: try Self.duration(d, AnyKey("duration")))
        default:
            let d = try c.decode([String: NumberOrList].self, forKey: key)
            step = .set(d.keys.sorted().map { ($0, d[$0]!.value) })
        }
    }

    /// `style: NAME` or `row: N` (from 1), one of them.
    static func row(_ d: KeyedDecodingContainer<AnyKey>, _ kind: String) throws -> RowRef {
        switch (d.contains(AnyKey("style")), d.contains(AnyKey("row"))) {
        case (true, false): return .style(try d.decode(StyleKind.self, forKey: AnyKey("style")))
        case (false, true): return .number(try whole(d, AnyKey("row"), 1...Limits.maxRows))
        default:
            throw DecodingError.dataCorrupted(.init(codingPath: d.codingPath, debugDescription: "\(kind) names its row by style or by row (from 1), one of them"))
        }
    }

    static func only(_ keys: Set<String>, in c: KeyedDecodingContainer<AnyKey>, _ kind: String) throws {
        for key in c.allKeys where !keys.contains(key.stringValue) {
            throw DecodingError.dataCorruptedError(forKey: key, in: c, debugDescription:
                "unknown key '\(key.stringValue)' in \(kind): allowed " + keys.sorted().joined(separator: ", "))
        }
    }

    static func finite(_ c: KeyedDecodingContainer<AnyKey>, _ key: AnyKey) throws -> Double {
        let v = try c.decode(Double.self, forKey: key)
        guard v.isFinite, abs(v) <= Limits.maxDistance else {
            throw DecodingError.dataCorruptedError(forKey: key, in: c, debugDescription:
                "\(key.stringValue) \(shown(v)) is out of range: -\(Int(Limits.maxDistance)) to \(Int(Limits.maxDistance))")
        }
        return v
    }

    /// A whole number in `range`, else an error saying so (also for 1e12 or 2.5).
    static func whole(_ c: KeyedDecodingContainer<AnyKey>, _ key: AnyKey, _ range: ClosedRange<Int>) throws -> Int {
        let allowed = "a whole number from \(range.lowerBound) to \(range.upperBound)"
        if let v = try? c.decode(Int.self, forKey: key), range.contains(v) { return v }
        guard let d = try? c.decode(Double.self, forKey: key) else {
            throw DecodingError.dataCorruptedError(forKey: key, in: c, debugDescription: "\(key.stringValue) must be \(allowed)")
        }
        // 1e9 is a whole number too.
        if d == d.rounded(), d >= Double(range.lowerBound), d <= Double(range.upperBound) { return Int(d) }
        throw DecodingError.dataCorruptedError(forKey: key, in: c, debugDescription:
            "\(key.stringValue) \(shown(d)) is not allowed: \(allowed)")
    }

    /// A number as the message shows it.
    static func shown(_ v: Double) -> String { v.isNaN ? "(not a number)" : v.isInfinite ? "(infinite)" : NumberText.short(v) }

    static func duration(_ c: KeyedDecodingContainer<AnyKey>, _ key: AnyKey) throws -> Double {
        let v = try c.decode(Double.self, forKey: key)
        guard v.isFinite, v >= 0, v <= Limits.maxSeconds else {
            throw DecodingError.dataCorruptedError(forKey: key, in: c, debugDescription:
                "\(key.stringValue) \(shown(v)) is not allowed: seconds from 0 to \(Int(Limits.maxSeconds))")
        }
        return v
    }
}

/// A coding key for any name.
struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int?
    init(_ s: String) { stringValue = s }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { stringValue = String(intValue); self.intValue = intValue }
}
