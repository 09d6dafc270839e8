import PageDots

/// Naming rows the way files and `--set` do: by style name when one row has that style,
/// or by number from 1.
enum RowNames {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The index (from 0) of the row `ref` names.
    static func index(of ref: RowRef, in rows: [RowSpec]) throws -> Int {
        switch ref {
        case .number(let n):
            guard (1...rows.count).contains(n) else {
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
    static func parameter(_ key: String, in rows: [RowSpec]) throws -> (row: Int, name: String) {
        let parts = key.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2, !parts[1].isEmpty else {
            throw Failure(description: "'\(Quoted(key))' is not pages or row.parameter (e.g. cosine.width or 2.maxDots)")
        }
        let ref: RowRef
        if let n = Int(parts[0]) { ref = .number(n) } else if let kind = StyleKind(rawValue: parts[0]) { ref = .style(kind) } else {
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
