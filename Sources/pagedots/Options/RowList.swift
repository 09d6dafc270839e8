import Foundation
import PageDots

/// `--style`'s rows: comma-separated style and preset names (`all`: every style), each at
/// most once, at most `Limits.maxRows`.
struct RowList: ArgumentValue {
    var rows: [RowSpec]
    /// The style and preset names, in order.
    var names: [String] = []
    var kinds: [StyleKind] { rows.map(\.style.kind) }

    static let allowed = "allowed all, or a comma-separated list of " + StyleKind.names
        + " or the presets " + Preset.names
    /// Help: every style and preset by name.
    static let help = "Rows shown, comma-separated styles or platform presets (default instagram,system,cosine; all: every style). Styles: "
        + StyleKind.names + ". Presets: " + Preset.names + "."

    /// The three styles the playground opens with.
    static var seeds: RowList { RowList(rows: PlaygroundSetup.defaultRows, names: StyleKind.seeds.map(\.rawValue)) }

    static func parse(_ text: String) throws(ValueRefused) -> Self {
        guard !text.trimmingCharacters(in: .whitespaces).isEmpty else { throw .emptyName("", allowed: allowed) }
        var names: [String] = [], rows: [RowSpec] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            let name = part.trimmingCharacters(in: .whitespaces)
            guard !name.isEmpty else { throw .emptyName(text, allowed: allowed) }
            for entry in name == "all" ? StyleKind.allCases.map(\.rawValue) : [name] {
                guard !names.contains(entry) else { throw .twice(entry, each: "style") }
                names.append(entry)
                if let k = StyleKind(rawValue: entry), let style = try? PageIndicator(k) {
                    rows.append(RowSpec(style))
                } else if let p = Preset(rawValue: entry), let row = try? p.row() {
                    rows.append(row)
                } else {
                    throw .unknownName(name, allowed: allowed)
                }
            }
        }
        guard rows.count <= Limits.maxRows else { throw .tooMany(rows.count, "rows", most: Limits.maxRows) }
        return Self(rows: rows, names: names)
    }

    /// These rows and the presets' after them.
    func adding(_ presets: PresetList) throws -> RowList {
        if let twice = presets.names.first(where: names.contains) { throw UsageError.value("--style and --preset", .twice(twice, each: "style or preset")) }
        let all = rows + presets.rows
        guard all.count <= Limits.maxRows else { throw UsageError.value("--style and --preset", .tooMany(all.count, "rows", most: Limits.maxRows)) }
        return RowList(rows: all, names: names + presets.names)
    }
}

/// One style or platform preset by name (a preset is its style with its parameters).
struct StyleName: ArgumentValue {
    var kind: StyleKind
    var settings: [(name: String, value: ParameterValue)]
    static let allowed = "one of " + StyleKind.names + " or the presets " + Preset.names

    static func parse(_ text: String) throws(ValueRefused) -> Self {
        if let k = StyleKind(rawValue: text) { return Self(kind: k, settings: []) }
        if let p = Preset(rawValue: text) { return Self(kind: p.kind, settings: p.settings) }
        throw .notAllowed(text, allowed: allowed)
    }
}

/// `--preset`'s rows: comma-separated platform presets, each at most once.
struct PresetList: ArgumentValue {
    var rows: [RowSpec]
    var names: [String]
    static let allowed = "allowed a comma-separated list of " + Preset.names
    static let help = "Platform presets as rows, comma-separated, after --style's rows (alone: only the presets): " + Preset.names + "."

    static func parse(_ text: String) throws(ValueRefused) -> Self {
        var seen: [Preset] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            let name = part.trimmingCharacters(in: .whitespaces)
            guard !name.isEmpty else { throw .emptyName(text, allowed: allowed) }
            guard let p = Preset(rawValue: name) else { throw .unknownName(name, allowed: allowed) }
            guard !seen.contains(p) else { throw .twice(name, each: "preset") }
            seen.append(p)
        }
        return Self(rows: seen.compactMap { try? $0.row() }, names: seen.map(\.rawValue))
    }
}
