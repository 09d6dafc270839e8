/// A row named by a file, a step or an option: by style name (when one row has that
/// style) or by number from 1.
public enum RowRef: Equatable, Sendable {
    case style(StyleKind)
    case number(Int)

    /// `3` or `system`; nil for anything else.
    public init?(_ text: String) {
        if let n = Int(text) { self = .number(n) } else if let k = StyleKind(rawValue: text) { self = .style(k) } else { return nil }
    }
}

/// Finding the row a name means, the way files, `--set` and `--crop` name rows.
public enum RowNames {
    /// Why a name names no single row; its description completes a sentence that starts
    /// with what named it ("tap names row 5; …").
    public struct Failure: Error, CustomStringConvertible, Sendable {
        /// The rest of the sentence.
        public var description: String
    }

    /// The index (from 0) of the row `ref` names.
    public static func index(of ref: RowRef, in rows: [RowSpec]) throws(Failure) -> Int {
        switch ref {
        case .number(let n):
            guard (1...max(1, rows.count)).contains(n), n <= rows.count else {
                throw Failure(description: "names row \(n); there \(rows.count == 1 ? "is 1 row" : "are \(rows.count) rows") (from 1)")
            }
            return n - 1
        case .style(let kind):
            let matches = rows.indices.filter { rows[$0].style.kind == kind }
            guard !matches.isEmpty else { throw Failure(description: "names style \(kind.rawValue), which no row shows") }
            guard matches.count == 1 else {
                throw Failure(description: "names style \(kind.rawValue), which rows \(matches.map { String($0 + 1) }.joined(separator: " and ")) show: name the row by number")
            }
            return matches[0]
        }
    }

    /// `instagram.maxDots` or `2.maxDots`: the row index and the parameter name, checked.
    public static func parameter(_ key: String, in rows: [RowSpec]) throws(Failure) -> (row: Int, name: String) {
        let parts = key.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2, !parts[1].isEmpty else {
            throw Failure(description: "'\(Quoted(key))' is not pages or row.parameter (e.g. cosine.width or 2.maxDots)")
        }
        guard let ref = RowRef(parts[0]) else {
            let preset = Preset(rawValue: parts[0]).map { ": a \($0.rawValue) row is named by its style, \($0.kind.rawValue), or its number" } ?? ""
            throw Failure(description: "'\(Quoted(key))': '\(Quoted(parts[0]))' is not a style or a row number\(preset)")
        }
        let row = try index(of: ref, in: rows)
        let names = rows[row].style.parameterNames
        guard names.contains(parts[1]) else {
            throw Failure(description: "'\(Quoted(key))': \(rows[row].style.kind.rawValue) has no parameter '\(Quoted(parts[1]))'; it has " + names.joined(separator: ", "))
        }
        return (row, parts[1])
    }
}
