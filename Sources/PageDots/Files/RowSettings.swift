import Foundation

/// Comma-separated numbers as people type them (`0.5,0.25`).
public enum NumberList {
    /// Why a list is not numbers: the part, and the whole text.
    public struct Failure: Error, Equatable, Sendable {
        /// The part that is not a number.
        public var part: String
        /// The whole list as given.
        public var text: String
        /// The message, after what gave the list (`--side-scales`).
        public func message(_ option: String) -> String {
            // (Said as every number is: `DecimalNumber`; a list names the part.)
            let why: String
            if case .failure(let r) = DecimalNumber.read(part) { why = DecimalNumber.message(part, r) } else { why = "'\(Quoted(part))' is not a number" }
            return part == text ? "\(option): \(why)" : "\(option): \(why), in '\(Quoted(text))'"
        }
    }

    /// The numbers in `text`, split at commas; throws for the first part that is not one.
    public static func parse(_ text: String) throws(Failure) -> [Double] {
        var out: [Double] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            let s = part.trimmingCharacters(in: .whitespaces)
            guard let v = Double(decimal: s) else { throw Failure(part: s, text: text) }
            out.append(v)
        }
        return out
    }
}

/// `ROW.PARAMETER=VALUE` settings on top of a playground's rows (`--set`): the row by
/// style name when one row has it, or by number from 1.
public struct RowSetting: Equatable, Sendable {
    /// `instagram.maxDots`, as given.
    public var key: String
    /// The value as typed.
    public var value: String

    /// Why settings do not apply; `message(option)` names the option that gave them.
    public enum Failure: Error, Sendable {
        case notASetting(String)
        case row(RowNames.Failure)
        case value(key: String, NumberList.Failure)
        /// The parameters that result are not valid together (a style's error).
        case parameter(any Error)

        /// The message for people, starting with `option`.
        public func message(_ option: String) -> String {
            switch self {
            case .notASetting(let text): return "\(option) '\(Quoted(text))' is not ROW.PARAMETER=VALUE, e.g. instagram.maxDots=9"
            case .row(let f): return "\(option) \(f)"
            case .value(let key, let f): return f.message("\(option) \(key)")
            case .parameter(let e): return "\(option): \(e)"
            }
        }
    }

    /// Makes a setting from its key and value as typed.
    public init(key: String, value: String) {
        self.key = key
        self.value = value
    }

    /// `instagram.maxDots=9`, split at the first `=`.
    public init(parsing text: String) throws(Failure) {
        guard let eq = text.firstIndex(of: "="), eq != text.startIndex else { throw .notASetting(text) }
        key = String(text[..<eq])
        value = String(text[text.index(after: eq)...])
    }

    /// `9`, `0.5`, or a list `0.5,0.25` / `[0.5, 0.25]`.
    public func parameterValue() throws(Failure) -> ParameterValue {
        let text = value.trimmingCharacters(in: .whitespaces)
        let inner = text.hasPrefix("[") && text.hasSuffix("]") ? String(text.dropFirst().dropLast()) : text
        let numbers: [Double]
        do { numbers = try NumberList.parse(inner) } catch { throw .value(key: key, error) }
        return numbers.count == 1 && !text.hasPrefix("[") ? .number(numbers[0]) : .numbers(numbers)
    }

    /// `rows` with `settings` applied in order (a row's settings checked together).
    public static func apply(_ settings: [RowSetting], to rows: [RowSpec]) throws(Failure) -> [RowSpec] {
        var rows = rows
        var byRow: [Int: [ParameterSetting]] = [:]
        for s in settings {
            let target: (row: Int, name: String)
            do { target = try RowNames.parameter(s.key, in: rows) } catch { throw .row(error) }
            byRow[target.row, default: []].append(ParameterSetting(target.name, try s.parameterValue()))
        }
        for r in byRow.keys.sorted() {
            do { rows[r].style = try rows[r].style.setting(byRow[r]!) } catch { throw .parameter(error) }
        }
        return rows
    }
}
