import Foundation

/// A `DecodingError` from reading a file, as a message for people and the coding path of
/// what it is about (which the program turns into a line number).
public struct FileMessage: Equatable, Sendable {
    /// Keys and list indices from the file's root to the bad value.
    public var path: [PathStep]
    /// One line.
    public var text: String

    /// One step of the path: a mapping key or a list index.
    public enum PathStep: Equatable, Sendable {
        case key(String)
        case index(Int)
    }

    /// `found(path)` says what the file has at a path ("a list", "'abc'", "nothing").
    public init(_ e: DecodingError, found: ([PathStep]) -> String) {
        let codingPath: [CodingKey], message: String
        switch e {
        case .keyNotFound(let key, let ctx): (codingPath, message) = (ctx.codingPath, "missing key '\(key.stringValue)'")
        case .typeMismatch(let type, let ctx):
            (codingPath, message) = (ctx.codingPath, "\(Self.dotted(ctx.codingPath)) must be \(Self.typeName(type)), not \(found(Self.steps(ctx.codingPath)))")
        case .valueNotFound(let type, let ctx): (codingPath, message) = (ctx.codingPath, "\(Self.dotted(ctx.codingPath)) must be \(Self.typeName(type)), not empty")
        case .dataCorrupted(let ctx): (codingPath, message) = (ctx.codingPath, Self.corrupted(ctx))
        @unknown default: (codingPath, message) = ([], "\(e)")
        }
        path = Self.steps(codingPath)
        text = Self.oneLine(message)
    }

    static func steps(_ codingPath: [CodingKey]) -> [PathStep] {
        codingPath.map { $0.intValue.map { .index($0) } ?? .key($0.stringValue) }
    }

    /// A value a closed list of names did not hold: which names it allows.
    static func corrupted(_ ctx: DecodingError.Context) -> String {
        let d = ctx.debugDescription
        guard d.hasPrefix("Cannot initialize") else { return d }
        let value = d.components(separatedBy: "value ").last ?? "?"
        let allowed = d.contains("Tracking") ? Tracking.allCases.map(\.rawValue).joined(separator: ", ")
            : d.contains("Direction") ? Direction.allCases.map(\.rawValue).joined(separator: ", ")
            : d.contains("Wrap") ? Wrap.allCases.map(\.rawValue).joined(separator: ", ")
            : StyleKind.names
        return "\(dotted(ctx.codingPath)): unknown value '\(value)'; allowed \(allowed)"
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

    /// `steps[2].drag`
    static func dotted(_ path: [CodingKey]) -> String {
        path.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".").replacingOccurrences(of: ".[", with: "[")
    }

    /// `s` on one line: its lines trimmed, blank ones dropped, joined by spaces.
    public static func oneLine(_ s: String) -> String {
        s.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.joined(separator: " ")
    }
}
