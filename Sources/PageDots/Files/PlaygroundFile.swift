/// A playground file (YAML): a scenario's header with `rows:`, its steps optional — the
/// state a playground starts from (`PlaygroundSetup`).
///
/// Written by `text(_:)` with the size, pages, page, tracking, direction, loop and the
/// rows with the parameters that differ from the defaults, their labels and colours
/// (and, as comments, what parameters left unset took from the others);
/// numbers in their shortest exact form, so that reading the file back gives the same
/// values. Read by decoding a `Scenario` with `reading(settings:)`.
public enum PlaygroundFile {
    /// How to read one: as a scenario whose steps may be left out, with `settings` on top
    /// of its rows.
    public static func reading(settings: [RowSetting] = []) -> Scenario.Reading {
        Scenario.Reading(settings: settings, stepsRequired: false)
    }

    /// The file that restores `model`'s state.
    public static func text(_ model: PlaygroundModel) -> String { text(model.setup) }

    /// The file that restores `setup`.
    public static func text(_ setup: PlaygroundSetup) -> String {
        func key(_ name: String) -> String? {
            PlaygroundSetup.keys.first { $0.name == name }.flatMap { k in k.write(setup).map { "\(name): \($0)" } }
        }
        var lines = ["# PageDots playground (saved with W); open it with: pagedots play --config FILE"]
        lines += [key("size"), "pages: \(setup.pages)", "page: \(setup.page)"].compactMap { $0 }
        lines += PlaygroundSetup.keys.filter { $0.name != "size" }.compactMap { key($0.name) }
        if let wrap = setup.wrap { lines += ["loop: true", "wrap: \(wrap.rawValue)"] }
        lines.append("rows:")
        for row in setup.rows {
            var fields = ["style: \(row.style.kind.rawValue)"]
            if let label = row.label { fields.append("label: " + quoted(label)) }
            if let d = row.direction { fields.append("direction: \(d.rawValue)") }
            var colors: [String] = []
            if let c = row.colors.current { colors.append("current: \"\(c.hexText)\"") }
            if let c = row.colors.other { colors.append("other: \"\(c.hexText)\"") }
            if let c = row.colors.background { colors.append("background: \"\(c.hexText)\"") }
            if !colors.isEmpty { fields.append("colors: { " + colors.joined(separator: ", ") + " }") }
            fields += row.style.differences.map { "\($0.name): \($0.value.text)" }
            lines.append("  - { " + fields.joined(separator: ", ") + " }")
            // Parameters left to follow others: what they hold, for the reader.
            lines += row.style.followedUnlikeDefaults.map { "    # \($0)" }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A YAML double-quoted string.
    static func quoted(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    out += "\\x" + (hex.count == 1 ? "0" : "") + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
