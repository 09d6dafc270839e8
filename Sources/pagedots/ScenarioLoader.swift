import Foundation
import PageDots
import Yams

/// Reads a scenario file: YAML through Yams, Codable into `ScenarioFile`, then the checks
/// that involve several keys. Every error names the file, the line and what is wrong.
enum ScenarioLoader {
    /// `sets`: `--set` changes applied to the rows before the steps are checked.
    static func load(_ path: String, requireSteps: Bool = true, sets: [String] = []) throws -> Scenario {
        // Read at most one byte past the limit: a huge file, or an endless one such as
        // /dev/zero, costs no more than a small one.
        guard let handle = FileHandle(forReadingAtPath: path), let data = try? handle.read(upToCount: Limits.maxFileBytes + 1) ?? Data() else {
            throw UsageError("scenario '\(path)' cannot be read: no such file or not readable")
        }
        try? handle.close()
        guard data.count <= Limits.maxFileBytes else {
            throw UsageError("\(path): larger than \(Limits.maxFileBytes >> 20) MB; a scenario or playground file is a short YAML text")
        }
        guard let text = String(data: data, encoding: .utf8) else { throw UsageError("\(path): not UTF-8 text") }
        return try parse(text, name: path, requireSteps: requireSteps, sets: sets)
    }

    /// The 1-based lines where `key:` starts a line (after indentation or "- ").
    static func lines(of key: String, in text: String) -> [Int] {
        text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { i, line in
            var s = line.drop { $0 == " " }
            if s.hasPrefix("- ") { s = s.dropFirst(2) }
            return s.hasPrefix(key + ":") ? i + 1 : nil
        }
    }

    static func parse(_ text: String, name: String, requireSteps: Bool = true, sets: [String] = []) throws -> Scenario {
        let fileText = text
        let node: Node
        do {
            guard let n = try Yams.compose(yaml: text) else { throw UsageError("\(name): the file is empty; a scenario needs pages and steps") }
            node = n
        } catch let e as YamlError {
            // Yams says "LINE:COLUMN: error: …"; lead with the file and line instead.
            var text = oneLine("\(e)")
            var line = "1"
            if let colon = text.firstIndex(of: ":"), let l = Int(text[..<colon]) {
                line = String(l)
                if let range = text.range(of: "error: ") { text = String(text[range.upperBound...]) }
            }
            if let dup = text.range(of: "duplicated key(s): '") {
                let key = text[dup.upperBound...].prefix { $0 != "'" }
                let lines = text.isEmpty ? [] : self.lines(of: String(key), in: fileText)
                throw UsageError("\(name):\(lines.dropFirst().first ?? Int(line) ?? 1): the key '\(Quoted(String(key)))' appears twice in one mapping")
            }
            throw UsageError("\(name):\(line): YAML syntax error: \(text)")
        }
        guard node.mapping != nil else {
            throw UsageError("\(name):\(node.mark?.line ?? 1): a scenario is a mapping of keys (pages, steps, …), not \(node.sequence != nil ? "a list" : "a single value")")
        }
        let file: ScenarioFile
        do {
            file = try YAMLDecoder().decode(ScenarioFile.self, from: node)
        } catch let e as DecodingError {
            throw UsageError(describe(e, node: node, name: name))
        }
        func fail(_ path: [Any], _ message: String) -> UsageError {
            UsageError("\(name):\(line(of: path, in: node) ?? 1): \(message)")
        }
        guard file.steps != nil || !requireSteps else { throw fail([], "missing key 'steps': a scenario needs steps (a playground file may leave them out)") }
        guard (0...Limits.maxPages).contains(file.pages) else { throw fail(["pages"], "pages \(file.pages) is out of range: 0 to \(Limits.maxPages)") }
        var s = Scenario(pages: file.pages, rows: try RowOptions.apply(sets, to: try rows(of: file, fail: fail)), steps: [])
        if let size = file.size {
            do {
                let w = try WindowSize(parsing: size, option: "size")
                (s.width, s.height) = (w.width, w.height)
            } catch { throw fail(["size"], "\(error)") }
        }
        if let fps = file.fps {
            guard Limits.fps.contains(fps) else { throw fail(["fps"], "fps \(fps) is out of range: \(Limits.fps.lowerBound) to \(Limits.fps.upperBound)") }
            s.fps = fps
        }
        if let page = file.page {
            guard page == 0 || (0..<file.pages).contains(page) else { throw fail(["page"], ArgumentCheck.notAPage("page", String(page), pages: file.pages)) }
            s.page = page
        }
        if let tracking = file.tracking { s.tracking = tracking }
        if let direction = file.direction { s.direction = direction }
        if file.wrap != nil && file.loop == false { throw fail(["wrap"], "wrap applies to a looped carousel: remove it or set loop: true") }
        if file.loop == true || file.wrap != nil { s.wrap = file.wrap ?? .continuous }
        // Steps: rows resolved to indices; pages and parameters replayed in order, as the
        // playground will.
        var pages = file.pages
        var current = s.rows.map(\.style)
        guard (file.steps?.count ?? 0) <= Limits.maxSteps else {
            throw fail(["steps"], "\(file.steps?.count ?? 0) steps; at most \(Limits.maxSteps)")
        }
        for (i, entry) in (file.steps ?? []).enumerated() {
            let path: [Any] = ["steps", i]
            func row(_ ref: RowRef, _ what: String) throws -> Int {
                do { return try RowNames.index(of: ref, in: s.rows) } catch { throw fail(path, "\(what) \(error)") }
            }
            switch entry.step {
            case .step(let step):
                switch step {
                case .goto(let p, _, _):
                    guard (0..<pages).contains(p) else { throw fail(path, ArgumentCheck.notAPage("goto", String(p), pages: pages)) }
                case .press(.morePages): pages = min(Limits.maxPages, pages + 1)
                case .press(.fewerPages): pages = max(0, pages - 1)
                default: break
                }
                s.steps.append(step)
            case .tap(let ref, let trailing):
                s.steps.append(.tap(row: try row(ref, "tap"), trailing: trailing))
            case .scrub(let ref, let to, let duration):
                let r = try row(ref, "scrub")
                guard (0..<pages).contains(to) else { throw fail(path, ArgumentCheck.notAPage("scrub to", String(to), pages: pages)) }
                s.steps.append(.scrub(row: r, to: to, duration: duration))
            case .set(let settings):
                var set: [ScenarioSetting] = []
                var touched: [Int: [ParameterSetting]] = [:]
                for (key, value) in settings {
                    if key == "pages" {
                        guard case .number(let n) = value, n == n.rounded(), (0...Double(Limits.maxPages)).contains(n) else {
                            throw fail(path, "set pages \(value.text) is not allowed: a whole number from 0 to \(Limits.maxPages)")
                        }
                        pages = Int(n)
                        set.append(.pages(pages))
                        continue
                    }
                    let target: (row: Int, name: String)
                    do { target = try RowNames.parameter(key, in: s.rows) } catch { throw fail(path, "set \(error)") }
                    set.append(.parameter(row: target.row, ParameterSetting(target.name, value)))
                    touched[target.row, default: []].append(ParameterSetting(target.name, value))
                }
                for r in touched.keys.sorted() {
                    do { current[r] = try current[r].setting(touched[r]!) } catch { throw fail(path, "\(error)") }
                }
                s.steps.append(.set(set))
            }
        }
        let seconds = s.steps.reduce(0) { $0 + $1.duration }
        guard seconds <= Limits.maxSeconds else { throw fail(["steps"], "the steps last \(Int(seconds)) s; at most \(Int(Limits.maxSeconds))") }
        return s
    }

    /// The file's rows: `rows:`, or `styles:` (default all three) with the per-style
    /// parameter maps.
    static func rows(of file: ScenarioFile, fail: ([Any], String) -> UsageError) throws -> [RowSpec] {
        let maps = [(StyleKind.instagram, file.instagram), (.system, file.system), (.cosine, file.cosine)]
        if let entries = file.rows {
            guard file.styles == nil else { throw fail(["styles"], "give rows or styles, not both") }
            if let (kind, _) = maps.first(where: { $0.1 != nil }) {
                throw fail([kind.rawValue], "with rows, put a row's parameters in the row: - { style: \(kind.rawValue), … }")
            }
            guard (1...Limits.maxRows).contains(entries.count) else { throw fail(["rows"], "rows: \(entries.count) given; allowed 1 to \(Limits.maxRows)") }
            return try entries.enumerated().map { i, e in
                if let d = e.direction, d.isVertical != (file.direction ?? .ltr).isVertical {
                    throw fail(["rows", i], "a row's direction runs along the playground's: \((file.direction ?? .ltr).isVertical ? "ttb or btt" : "ltr or rtl") here")
                }
                do {
                    return RowSpec(try PageIndicator(e.kind, settings: e.parameters), label: e.label, colors: e.colors, direction: e.direction)
                } catch {
                    let preset = e.preset.map { " (a \($0.rawValue) preset row: set the related parameters too)" } ?? ""
                    throw fail(["rows", i], "\(error)\(preset)")
                }
            }
        }
        let kinds = file.styles ?? StyleKind.seeds
        guard !kinds.isEmpty, Set(kinds).count == kinds.count else { throw fail(["styles"], "styles must name each style at most once, at least one") }
        var rows: [RowSpec] = []
        for kind in kinds {
            let values = maps.first { $0.0 == kind }?.1 ?? [:]
            let settings = values.keys.sorted().map { ($0, values[$0]!.value) }
            do { rows.append(RowSpec(try PageIndicator(kind, settings: settings))) } catch { throw fail([kind.rawValue], "\(error)") }
        }
        for (kind, values) in maps where values != nil && !kinds.contains(kind) {
            throw fail([kind.rawValue], "parameters for \(kind.rawValue), which the scenario does not show")
        }
        return rows
    }

    /// `file:line: message` for a decoding error.
    static func describe(_ e: DecodingError, node: Node, name: String) -> String {
        let (path, message): ([CodingKey], String)
        switch e {
        case .keyNotFound(let key, let ctx): (path, message) = (ctx.codingPath, "missing key '\(key.stringValue)'")
        case .typeMismatch(let type, let ctx):
            (path, message) = (ctx.codingPath, "\(dotted(ctx.codingPath)) must be \(typeName(type)), not \(found(at: ctx.codingPath, in: node))")
        case .valueNotFound(let type, let ctx): (path, message) = (ctx.codingPath, "\(dotted(ctx.codingPath)) must be \(typeName(type)), not empty")
        case .dataCorrupted(let ctx): (path, message) = (ctx.codingPath, describeCorrupted(ctx))
        @unknown default: (path, message) = ([], "\(e)")
        }
        let steps: [Any] = path.map { $0.intValue.map { $0 as Any } ?? $0.stringValue as Any }
        return "\(name):\(line(of: steps, in: node) ?? 1): \(oneLine(message))"
    }

    static func describeCorrupted(_ ctx: DecodingError.Context) -> String {
        let d = ctx.debugDescription
        if d.hasPrefix("Cannot initialize") {
            let value = d.components(separatedBy: "value ").last ?? "?"
            let allowed = d.contains("Tracking") ? "discrete, continuous"
                : d.contains("Direction") ? Direction.allCases.map(\.rawValue).joined(separator: ", ")
                : d.contains("Wrap") ? Wrap.allCases.map(\.rawValue).joined(separator: ", ")
                : StyleKind.allCases.map(\.rawValue).joined(separator: ", ")
            return "\(dotted(ctx.codingPath)): unknown value '\(value)'; allowed \(allowed)"
        }
        return d
    }

    static func typeName(_ t: Any.Type) -> String {
        switch t {
        case is Int.Type: return "a whole number"
        case is Double.Type: return "a number"
        case is String.Type: return "text"
        case is Bool.Type: return "true or false"
        default:
            let name = "\(t)"
            if name.contains("Array") || name.contains("Sequence") { return "a list" }
            if name.contains("Scalar") { return "a single value" }
            return "a mapping"
        }
    }

    /// What the file has at `path`: "a list", "a mapping", "nothing" or the value quoted.
    static func found(at path: [CodingKey], in root: Node) -> String {
        var node = root
        for key in path {
            if let i = key.intValue, let seq = node.sequence, i < seq.count { node = seq[i]; continue }
            guard let map = node.mapping, let pair = map.first(where: { $0.key.string == key.stringValue }) else { return "something else" }
            node = pair.value
        }
        if node.sequence != nil { return "a list" }
        if node.mapping != nil { return "a mapping" }
        guard let scalar = node.scalar?.string, !scalar.isEmpty, scalar != "~", scalar != "null" else { return "nothing" }
        return "'\(scalar.prefix(40))'"
    }

    static func dotted(_ path: [CodingKey]) -> String {
        path.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".").replacingOccurrences(of: ".[", with: "[")
    }

    /// The 1-based line of the node at `path` (keys and list indices), or of its nearest
    /// ancestor found.
    static func line(of path: [Any], in root: Node) -> Int? {
        var node = root
        var best = root.mark?.line
        for step in path {
            if let i = step as? Int, let seq = node.sequence, i < seq.count {
                node = seq[i]
            } else if let k = step as? String, let map = node.mapping,
                      let pair = map.first(where: { $0.key.string == k }) {
                // Point at the key's line for scalars, the value's for collections.
                node = pair.value
                best = pair.key.mark?.line ?? best
                if node.scalar == nil, let l = node.mark?.line { best = l }
                continue
            } else {
                break
            }
            best = node.mark?.line ?? best
        }
        return best
    }

    static func oneLine(_ s: String) -> String {
        s.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.joined(separator: " ")
    }
}
