import Foundation
import PageDots
import Yams

/// Reads a scenario or playground file: bytes from disk, YAML through Yams, then the
/// core's `Decodable` scenario. Every error names the file, the line and what is wrong.
enum ScenarioLoader {
    /// A scenario (`stepsRequired`) or playground file, `settings` (`--set`) on its rows.
    static func load(_ path: String, requireSteps: Bool = true, sets: [RowSetting] = []) throws -> Scenario {
        let what = requireSteps ? "scenario" : "playground file"
        // A folder or a named pipe (which would wait for a writer) is no file to read.
        var st = stat()
        if stat(path, &st) == 0 {
            switch st.st_mode & S_IFMT {
            case S_IFDIR: throw UsageError.unreadable(what, path: path, reason: "it is a folder")
            case S_IFIFO, S_IFSOCK: throw UsageError.unreadable(what, path: path, reason: "it is a pipe or socket, not a file")
            default: break
            }
        }
        // Read at most one byte past the limit: a huge file, or an endless one such as
        // /dev/zero, costs no more than a small one.
        guard let handle = FileHandle(forReadingAtPath: path), let data = try? handle.read(upToCount: Limits.maxFileBytes + 1) ?? Data() else {
            let reason = access(path, F_OK) == 0 ? "not readable" : "no such file"
            throw UsageError.unreadable(what, path: path, reason: reason)
        }
        try? handle.close()
        guard data.count <= Limits.maxFileBytes else {
            throw UsageError.file(path, line: nil, "larger than \(Limits.maxFileBytes >> 20) MB; a scenario or playground file is a short YAML text")
        }
        guard let text = String(data: data, encoding: .utf8) else { throw UsageError.file(path, line: nil, "not UTF-8 text") }
        return try parse(text, name: path, reading: Scenario.Reading(settings: sets, stepsRequired: requireSteps))
    }

    static func parse(_ text: String, name: String, reading: Scenario.Reading = Scenario.Reading()) throws -> Scenario {
        var node = try compose(text, name: name)
        try refuseExpansion(of: node, written: text.utf8.count, name: name)
        try refuseOtherNumbers(in: &node, name: name)
        guard node.mapping != nil else {
            throw UsageError.file(name, line: node.mark?.line ?? 1, "a scenario is a mapping of keys (pages, steps, …), not \(node.sequence != nil ? "a list" : "a single value")")
        }
        do {
            return try YAMLDecoder().decode(Scenario.self, from: node, userInfo: reading.userInfo)
        } catch let e as DecodingError {
            let m = FileMessage(e) { found(at: $0, in: node) }
            throw UsageError.file(name, line: line(of: m.path, in: node) ?? 1, m.text)
        } catch let e as RowSetting.Failure {
            throw UsageError.file(name, line: nil, e.message("--set"))
        }
    }

    /// The YAML's node tree; a syntax error names the file and line.
    static func compose(_ text: String, name: String) throws -> Node {
        try refuseKeysThatAreNotNames(text, name: name)
        do {
            guard let n = try Yams.compose(yaml: text) else { throw UsageError.file(name, line: nil, "the file is empty; a scenario needs pages and steps") }
            return n
        } catch let e as YamlError {
            // Yams says "LINE:COLUMN: error: …"; lead with the file and line instead.
            var message = FileMessage.oneLine("\(e)")
            if message.contains("Maximum nesting level reached") {
                throw UsageError.file(name, line: Int(message.prefix { $0 != ":" }) ?? 1, "nested too deep: lists and mappings go at most a few levels into one another")
            }
            var line = "1"
            if let colon = message.firstIndex(of: ":"), let l = Int(message[..<colon]) {
                line = String(l)
                if let range = message.range(of: "error: ") { message = String(message[range.upperBound...]) }
            }
            if let dup = message.range(of: "duplicated key(s): '") {
                let key = message[dup.upperBound...].prefix { $0 != "'" }
                let lines = lines(of: String(key), in: text)
                let twice = lines.dropFirst().first ?? flowLine(of: String(key), in: text)
                throw UsageError.file(name, line: twice ?? Int(line) ?? 1, "the key '\(Quoted(String(key)))' appears twice in one mapping")
            }
            // (The parser quotes the line it stopped in: enough of it to find the place.)
            throw UsageError.file(name, line: Int(line), "YAML syntax error: \(Quoted(message, longest: 160))")
        }
    }

    /// A key is a plain name: YAML's explicit keys (`? …`) and aliases used as keys
    /// (`*a : 1`) are refused before the file is composed, which would compare such keys
    /// whole — aliases of aliases as a key cost time exponential in the file
    /// (docs/files.md#aliases). Quoted text and comments are skipped.
    static func refuseKeysThatAreNotNames(_ text: String, name: String) throws {
        let bytes = Array(text.utf8)
        var i = 0, line = 1
        var previous: UInt8 = 10   // the last byte that is not a space, on this line
        func isSpace(_ b: UInt8) -> Bool { b == 32 || b == 9 }
        func isBreak(_ b: UInt8) -> Bool { b == 10 || b == 13 }
        while i < bytes.count {
            let b = bytes[i]
            if b == 10 { line += 1; previous = 10; i += 1; continue }
            if isSpace(b) { i += 1; continue }
            if b == UInt8(ascii: "#") && (i == 0 || isSpace(bytes[i - 1]) || isBreak(bytes[i - 1])) {
                while i < bytes.count && bytes[i] != 10 { i += 1 }
                continue
            }
            if (b == UInt8(ascii: "\"") || b == UInt8(ascii: "'")) && !(previous >= 48 && previous <= 57 || previous >= 65 && previous <= 122) {
                // A quoted scalar, to its closing quote (lines counted).
                var j = i + 1
                while j < bytes.count {
                    if bytes[j] == 10 { line += 1 }
                    if b == UInt8(ascii: "\"") && bytes[j] == UInt8(ascii: "\\") { j += 2; continue }
                    if bytes[j] == b {
                        if b == UInt8(ascii: "'") && j + 1 < bytes.count && bytes[j + 1] == b { j += 2; continue }
                        break
                    }
                    j += 1
                }
                i = j + 1
                previous = b
                continue
            }
            let startsNode = previous == 10 || previous == UInt8(ascii: "{") || previous == UInt8(ascii: ",") || previous == UInt8(ascii: "-")
                || previous == UInt8(ascii: "[") || previous == UInt8(ascii: ":") || previous == UInt8(ascii: "?")
            if b == UInt8(ascii: "?") && startsNode && (i + 1 == bytes.count || isSpace(bytes[i + 1]) || isBreak(bytes[i + 1])) {
                throw UsageError.file(name, line: line, "a key is a plain name: explicit keys ('? …') are not read")
            }
            if b == UInt8(ascii: "*") && startsNode {
                var j = i + 1
                while j < bytes.count && !isSpace(bytes[j]) && !isBreak(bytes[j]) && !",[]{}".utf8.contains(bytes[j]) { j += 1 }
                while j < bytes.count && isSpace(bytes[j]) { j += 1 }
                if j < bytes.count && bytes[j] == UInt8(ascii: ":") && (j + 1 == bytes.count || isSpace(bytes[j + 1]) || isBreak(bytes[j + 1]) || ",]}".utf8.contains(bytes[j + 1])) {
                    throw UsageError.file(name, line: line, "a key is a plain name: an alias ('\(Quoted(String(decoding: bytes[i..<min(j, i + 40)], as: UTF8.self).trimmingCharacters(in: .whitespaces)))') cannot be a key")
                }
            }
            previous = b
            i += 1
        }
    }

    /// Values a file of `written` bytes may hold once its aliases (`*name`) are expanded:
    /// about as many as it could spell out (docs/files.md#aliases).
    static func expansionLimit(written: Int) -> Int { max(10_000, written) }

    /// Aliases may repeat what an anchor names, but not so that the file grows past what
    /// it could spell out: a file of aliases of aliases ("billion laughs") would expand
    /// to more values than memory holds. Counted with a stop, so it costs at most the
    /// limit; the line named is the top-level key (or item) whose value crossed it.
    static func refuseExpansion(of root: Node, written: Int, name: String) throws {
        let limit = expansionLimit(written: written)
        var count = 0
        var stack: [(Node, Int?)] = [(root, nil)]
        let top: [(Node, Int?)] = root.mapping.map { $0.map { ($0.value, $0.key.mark?.line) } } ?? root.sequence.map { $0.map { ($0, $0.mark?.line) } } ?? []
        if !top.isEmpty { count = 1; stack = top.reversed() }
        while let (node, line) = stack.popLast() {
            count += 1
            if count > limit {
                throw UsageError.file(name, line: line ?? 1, "its aliases expand to more than \(limit) values, more than a file of this size can spell out: write the values out, or use fewer aliases")
            }
            switch node {
            case .mapping(let m): for pair in m.reversed() { stack.append((pair.value, line)); stack.append((pair.key, line)) }
            case .sequence(let q): for item in q.reversed() { stack.append((item, line)) }
            default: continue
            }
        }
    }

    /// Numbers are written in decimal, as on the command line (docs/files.md#numbers):
    /// YAML would also read `0x4`, `0o7`, `1_000` or `1:30` as numbers, `.nan` and `.inf`,
    /// and `1e400` as infinity and `1e-400` as 0; a file refuses each with its line, in the
    /// words an option or a trace uses. A plain value tagged `!!str` is text, as a quoted
    /// one is (YAML would still read `!!str 12` as a number).
    static func refuseOtherNumbers(in root: inout Node, name: String) throws {
        func visit(_ node: inout Node, _ key: String?) throws {
            switch node {
            case .scalar(var s):
                guard s.style == .plain else { return }
                if s.tag.rawValue == Tag.Name.str.rawValue, Double(s.string) != nil || DecimalNumber.notFinite.contains(s.string.lowercased()) {
                    s.style = .singleQuoted
                    node = .scalar(s)
                    return
                }
                guard node.int != nil || node.float != nil, case .failure(let refusal) = DecimalNumber.read(s.string) else { return }
                throw UsageError.file(name, line: s.mark.map { $0.line } ?? 1, (key.map { "\($0) " } ?? "") + DecimalNumber.message(s.string, refusal))
            case .mapping(var m):
                for i in m.indices { try visit(&m[i].value, m[i].key.string) }
                node = .mapping(m)
            case .sequence(var q):
                for i in q.indices { try visit(&q[i], key) }
                node = .sequence(q)
            default: return
            }
        }
        try visit(&root, nil)
    }

    /// The 1-based lines where `key:` starts a line (after indentation or "- ").
    static func lines(of key: String, in text: String) -> [Int] {
        text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { i, line in
            var s = line.drop { $0 == " " }
            if s.hasPrefix("- ") { s = s.dropFirst(2) }
            return s.hasPrefix(key + ":") ? i + 1 : nil
        }
    }

    /// The 1-based line where a mapping written on one line (`{ key: …, key: … }`) has
    /// `key:` twice.
    static func flowLine(of key: String, in text: String) -> Int? {
        for (i, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let entries = line.split { $0 == "{" || $0 == "," }.filter { $0.drop { $0 == " " }.hasPrefix(key + ":") }
            if entries.count >= 2 { return i + 1 }
        }
        return nil
    }

    /// What the file has at `path`: "a list", "a mapping", "nothing" or the value quoted.
    static func found(at path: [FileMessage.PathStep], in root: Node) -> String {
        var node = root
        for step in path {
            switch step {
            case .index(let i):
                guard let seq = node.sequence, i < seq.count else { return "something else" }
                node = seq[i]
            case .key(let k):
                guard let map = node.mapping, let pair = map.first(where: { $0.key.string == k }) else { return "something else" }
                node = pair.value
            }
        }
        if node.sequence != nil { return "a list" }
        if node.mapping != nil { return "a mapping" }
        guard let scalar = node.scalar?.string, !scalar.isEmpty, scalar != "~", scalar != "null" else { return "nothing" }
        if node.scalar?.style != .plain, Double(decimal: scalar) != nil { return DecimalNumber.text(scalar) }
        return "'\(scalar.prefix(40))'"
    }

    /// The 1-based line of the node at `path`, or of its nearest ancestor found.
    static func line(of path: [FileMessage.PathStep], in root: Node) -> Int? {
        var node = root
        var best = root.mark?.line
        for step in path {
            switch step {
            case .index(let i):
                guard let seq = node.sequence, i < seq.count else { return best }
                node = seq[i]
            case .key(let k):
                guard let map = node.mapping, let pair = map.first(where: { $0.key.string == k }) else { return best }
                // Point at the key's line for scalars, the value's for collections.
                node = pair.value
                best = pair.key.mark?.line ?? best
                if node.scalar == nil, let l = node.mark?.line { best = l }
                continue
            }
            best = node.mark?.line ?? best
        }
        return best
    }
}
