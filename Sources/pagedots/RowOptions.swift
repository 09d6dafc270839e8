import ArgumentParser
import PageDots

/// `--config FILE` and `--set ROW.PARAMETER=VALUE`: the rows of a playground file, and
/// parameter changes on top, for every command that shows rows.
struct RowOptions: ParsableArguments {
    @Option(name: .customLong("set"), parsing: .unconditionalSingleValue,
            help: "Set a row's parameter, ROW.PARAMETER=VALUE (repeatable): row by style name when one row has it, or by number from 1, e.g. instagram.maxDots=9, 2.fullDots=5, instagram.sideScales=0.5,0.25.")
    var sets: [String] = []

    /// `rows` with every `--set` applied in order (a row's settings checked together).
    func apply(to rows: [RowSpec]) throws -> [RowSpec] {
        try Self.apply(sets, to: rows)
    }

    static func apply(_ sets: [String], to rows: [RowSpec]) throws -> [RowSpec] {
        var rows = rows
        var byRow: [Int: [ParameterSetting]] = [:]
        for text in sets {
            guard let eq = text.firstIndex(of: "="), eq != text.startIndex else {
                throw UsageError("--set '\(Quoted(text))' is not ROW.PARAMETER=VALUE, e.g. instagram.maxDots=9")
            }
            let key = String(text[..<eq]), raw = String(text[text.index(after: eq)...])
            let target: (row: Int, name: String)
            do { target = try RowNames.parameter(key, in: rows) } catch { throw UsageError("--set \(error)") }
            byRow[target.row, default: []].append(ParameterSetting(target.name, try value(raw, option: "--set \(key)")))
        }
        for r in byRow.keys.sorted() {
            do { rows[r].style = try rows[r].style.setting(byRow[r]!) } catch { throw UsageError("--set: \(error)") }
        }
        return rows
    }

    /// `9`, `0.5`, or a list `0.5,0.25` / `[0.5, 0.25]`.
    static func value(_ raw: String, option: String) throws -> ParameterValue {
        let text = raw.trimmingCharacters(in: .whitespaces)
        let inner = text.hasPrefix("[") && text.hasSuffix("]") ? String(text.dropFirst().dropLast()) : text
        let numbers = try NumberList.parse(inner, option: option)
        return numbers.count == 1 && !text.hasPrefix("[") ? .number(numbers[0]) : .numbers(numbers)
    }
}
