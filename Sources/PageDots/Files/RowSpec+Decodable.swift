/// A row in a file: a style or preset name, or `{ style | preset, label, colors: {
/// current, other, background }, direction, <parameter>: value, … }` (a preset's
/// parameters first, the row's on top).
extension RowSpec: Decodable {
    /// The keys a row mapping takes besides its style's parameters.
    static let fieldKeys = ["style", "preset", "label", "colors", "direction"]

    /// Reads a row: a style or preset name alone, or a mapping of the row's keys and parameters.
    public init(from decoder: Decoder) throws {
        let allowed = "allowed " + StyleKind.names + " or the presets " + Preset.names
        if let single = try? decoder.singleValueContainer(), let name = try? single.decode(String.self) {
            if let p = Preset(rawValue: name) {
                self = try p.row()
                return
            }
            guard let k = StyleKind(rawValue: name) else {
                throw DecodingError.dataCorruptedError(in: single, debugDescription: "unknown style '\(Quoted(name))': \(allowed)")
            }
            self.init(try PageIndicator(k))
            return
        }
        let c = try decoder.container(keyedBy: AnyKey.self)
        var kind: StyleKind, preset: Preset?, label: String?
        var parameters: [(name: String, value: ParameterValue)] = []
        if let name = try c.decodeIfPresent(String.self, forKey: AnyKey("preset")) {
            guard let p = Preset(rawValue: name) else {
                throw c.failure("preset", "unknown preset '\(Quoted(name))': allowed " + Preset.names)
            }
            if c.contains("style") { throw c.failure("style", "give either style or preset, not both") }
            (preset, kind, label, parameters) = (p, p.kind, p.label, p.settings)
        } else {
            let name = try c.decode(String.self, forKey: AnyKey("style"))
            guard let k = StyleKind(rawValue: name) else {
                let hint = Preset(rawValue: name).map { "'\(Quoted($0.rawValue))' is a preset: write preset: \($0.rawValue)" }
                throw c.failure("style", hint ?? "unknown style '\(Quoted(name))': allowed " + StyleKind.names)
            }
            kind = k
        }
        label = try c.decodeIfPresent(String.self, forKey: AnyKey("label")) ?? label
        if label?.isEmpty == true { label = nil }
        let direction = try c.decodeIfPresent(Direction.self, forKey: AnyKey("direction"))
        var colors = RowColors()
        if c.contains("colors") {
            let cc = try c.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey("colors"))
            try cc.allowOnly(["current", "other", "background"], in: "colors")
            func color(_ name: String) throws -> Color? {
                guard let text = try cc.decodeIfPresent(String.self, forKey: AnyKey(name)) else { return nil }
                guard let color = Color(hexText: text) else { throw cc.failure(name, "colour '\(Quoted(text))' is not #RRGGBB or #RRGGBBAA") }
                return color
            }
            colors = RowColors(current: try color("current"), other: try color("other"), background: try color("background"))
        }
        let names = kind.parameterNames
        for key in c.allKeys.sorted(by: { $0.stringValue < $1.stringValue }) where !Self.fieldKeys.contains(key.stringValue) {
            guard names.contains(key.stringValue) else {
                throw c.failure(key.stringValue, "\(kind.rawValue) has no parameter '\(Quoted(key.stringValue))': it has "
                                + names.joined(separator: ", ") + " (and " + Self.fieldKeys.joined(separator: ", ") + ")")
            }
            parameters.append((key.stringValue, try c.decode(NumberOrList.self, forKey: key).value))
        }
        do {
            self.init(try PageIndicator(kind, settings: parameters), label: label, colors: colors, direction: direction, preset: preset)
        } catch {
            let note = preset.map { " (a \($0.rawValue) preset row: set the related parameters too)" } ?? ""
            throw c.failure("\(error)\(note)")
        }
    }
}
