import ArgumentParser
import Foundation
import PageDots

/// An option's value that reads and checks itself: `parse` throws what the option allows,
/// and declaring the option with `transform: { try T.parse($0) }` puts that in the message
/// ("--pages 'x' is not allowed: a whole number from 0 to 1000000000"; see `EntryPoint`).
protocol ArgumentValue: ExpressibleByArgument {
    static func parse(_ text: String) throws(ValueRefused) -> Self
}

extension ArgumentValue {
    init?(argument: String) {
        guard let v = try? Self.parse(argument) else { return nil }
        self = v
    }
}

/// Why an option's value was refused. Its description follows the option's name in the
/// message: "--pages " + "'x' is not allowed: …".
enum ValueRefused: Error, CustomStringConvertible {
    /// The value is not one the option takes: what it takes.
    case notAllowed(String, allowed: String)
    /// A number outside the option's range.
    case outOfRange(String, allowed: String)
    /// In a list, a name that is not known.
    case unknownName(String, allowed: String)
    /// A list with an empty name in it (or nothing at all).
    case emptyName(String, allowed: String)
    /// In a list of numbers, a part that is not one.
    case notANumber(String, in: String)
    /// A list that names something twice.
    case twice(String, each: String)
    /// A list of more than the most.
    case tooMany(Int, String, most: Int)
    /// The value's own reason, which names the value.
    case refused(String)

    var description: String {
        switch self {
        case .notAllowed(let v, let allowed): return "'\(Quoted(v, longest: 60))' is not allowed: \(allowed)"
        case .outOfRange(let v, let allowed): return "\(Quoted(v, longest: 60)) is out of range: \(allowed)"
        case .unknownName(let n, let allowed): return "'\(Quoted(n))' is unknown: \(allowed)"
        case .emptyName(let text, let allowed): return text.isEmpty ? "is empty: \(allowed)" : "'\(Quoted(text))' has an empty name: \(allowed)"
        case .notANumber(let part, let text): return "'\(Quoted(part))' in '\(Quoted(text))' is not a finite decimal number"
        case .twice(let n, let each): return "names \(n) twice: each \(each) at most once"
        case .tooMany(let n, let what, let most): return "names \(n) \(what); at most \(most)"
        case .refused(let reason): return reason
        }
    }
}

/// A number too large, too small or not finite is refused in the words a file's or a
/// trace's is (`DecimalNumber`); anything else not decimal says what the option takes.
func refuseMisspelt(_ text: String) throws(ValueRefused) {
    if case .failure(let r) = DecimalNumber.read(text), r != .notDecimal { throw .refused(DecimalNumber.message(text, r)) }
}

/// A range for `Whole` values, and how messages say it.
protocol WholeRange {
    static var range: ClosedRange<Int> { get }
    static var allowed: String { get }
}
extension WholeRange {
    static var allowed: String { "a whole number from \(range.lowerBound) to \(range.upperBound)" }
}

/// A whole number within its range `R` (1e3 and 2.5 are refused).
struct Whole<R: WholeRange>: ArgumentValue, Equatable, CustomStringConvertible {
    var value: Int
    init(_ value: Int) { self.value = value }
    static var allowed: String { R.allowed }
    static func parse(_ text: String) throws(ValueRefused) -> Self {
        try refuseMisspelt(text)
        guard let v = Self.whole(text) else { throw .notAllowed(text, allowed: allowed) }
        guard R.range.contains(v) else { throw .outOfRange(text, allowed: allowed) }
        return Self(v)
    }

    /// `text` as a whole number: digits, or a decimal number that is whole (`1e3`, as a
    /// file takes it).
    static func whole(_ text: String) -> Int? {
        if let v = Int(text) { return v }
        guard let d = Double(decimal: text), d == d.rounded(), abs(d) < 1e15 else { return nil }
        return Int(d)
    }
    var description: String { String(value) }
}

enum PageCountRange: WholeRange { static let range = 0...Limits.maxPages }
enum PageIndexRange: WholeRange {
    static let range = Int.min...Int.max
    static let allowed = "a whole page number from 0"
}
enum FrameRateRange: WholeRange { static let range = Limits.fps }
enum RowNumberRange: WholeRange { static let range = 1...10_000 }
enum FrameIndexRange: WholeRange {
    static let range = 0...Int.max
    static let allowed = "a whole frame number from 0"
}
enum BenchFramesRange: WholeRange { static let range = Limits.benchFrames }
enum RoundsRange: WholeRange { static let range = Limits.exportRounds }

/// A page count, 0 to `Limits.maxPages`.
typealias PageCount = Whole<PageCountRange>
/// A page number (whether the page exists, and is not negative, is checked against the
/// page count, so that the message can say which pages there are).
typealias PageIndex = Whole<PageIndexRange>
typealias FrameRate = Whole<FrameRateRange>
/// A recording's row, from 1.
typealias RowNumber = Whole<RowNumberRange>
/// A recorded frame, from 0 (whether the recording has it is checked once it is read).
typealias FrameIndex = Whole<FrameIndexRange>

/// Any whole number (a style parameter's; the style checks its range).
struct WholeNumber: ArgumentValue, Equatable, CustomStringConvertible {
    var value: Int
    static func parse(_ text: String) throws(ValueRefused) -> Self {
        try refuseMisspelt(text)
        guard let v = Whole<PageCountRange>.whole(text) else { throw .notAllowed(text, allowed: "a whole number") }
        return Self(value: v)
    }
    var description: String { String(value) }
}

/// A finite number within its range `R`.
protocol NumberRange {
    static var range: ClosedRange<Double> { get }
    /// The lower bound itself is refused.
    static var aboveLower: Bool { get }
    static var allowed: String { get }
}
extension NumberRange { static var aboveLower: Bool { false } }

struct Number<R: NumberRange>: ArgumentValue, Equatable, CustomStringConvertible {
    var value: Double
    init(_ value: Double) { self.value = value }
    static func parse(_ text: String) throws(ValueRefused) -> Self {
        try refuseMisspelt(text)
        guard let v = Double(decimal: text) else { throw .notAllowed(text, allowed: R.allowed) }
        guard R.range.contains(v), !(R.aboveLower && v == R.range.lowerBound) else { throw .outOfRange(text, allowed: R.allowed) }
        return Self(v)
    }
    var description: String { NumberText.short(value) }
}

enum ScaleRange: NumberRange {
    static let range = Limits.scales
    static var allowed: String { "a number from \(NumberText.short(range.lowerBound)) to \(NumberText.short(range.upperBound))" }
}
enum ZoomRange: NumberRange {
    static let range = PlaygroundLayout.zooms
    static var allowed: String { "pt on screen per pt, \(NumberText.short(range.lowerBound)) to \(NumberText.short(range.upperBound))" }
}
enum PositionRange: NumberRange {
    static let range = 0...Double.greatestFiniteMagnitude
    static let allowed = "a number of pages from 0, such as 2.5"
}
enum SecondsRange: NumberRange {
    static let range = 0...Double.greatestFiniteMagnitude
    static let aboveLower = true
    static let allowed = "seconds, a number above 0"
}
enum AnyNumberRange: NumberRange {
    static let range = -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude
    static let allowed = "a finite number"
}

/// Pixels per pt, `Limits.scales`.
typealias PixelScale = Number<ScaleRange>
/// A scroller position in pages, from 0 (whether it is within the pages is checked later).
typealias ScrollPosition = Number<PositionRange>

/// A time scale of the playground: one of `PlaygroundModel.timeScales`.
struct TimeScale: ArgumentValue, Equatable, CustomStringConvertible {
    var value: Double
    static let allowed = "0.1, 0.25, 0.5, 1 or 2"
    static func parse(_ text: String) throws(ValueRefused) -> Self {
        try refuseMisspelt(text)
        guard let v = Double(decimal: text), PlaygroundModel.timeScales.contains(v) else { throw .notAllowed(text, allowed: allowed) }
        return Self(value: v)
    }
    var description: String { NumberText.short(value) }
}

/// An easing curve by name (`easeOutCubic`, `"spring(0.5, 0.8)"`).
struct EasingValue: ArgumentValue {
    var value: Easing
    static func parse(_ text: String) throws(ValueRefused) -> Self {
        do { return Self(value: try Easing(parsing: text)) } catch let e as Easing.ParseError {
            // (Its reason starts "easing 'x' …": after the option's name, the value is enough.)
            throw .refused(e.description.hasPrefix("easing ") ? String(e.description.dropFirst(7)) : e.description)
        } catch {
            throw .notAllowed(text, allowed: Easing.allowed)
        }
    }
}

extension WindowSize: ArgumentValue, CustomStringConvertible {
    public init?(argument: String) {
        guard let v = try? Self.parse(argument) else { return nil }
        self = v
    }

    static func parse(_ text: String) throws(ValueRefused) -> WindowSize {
        do { return try WindowSize(parsing: text) } catch {
            switch error {
            case .notASize: throw .notAllowed(text, allowed: "WIDTHxHEIGHT in pt, e.g. 1280x720")
            case .outOfRange: throw .outOfRange(text, allowed: "each side \(Limits.sides.lowerBound) to \(Limits.sides.upperBound)")
            }
        }
    }
    public var description: String { "\(width)x\(height)" }
}

extension RowSetting: ArgumentValue {
    public init?(argument: String) {
        guard let v = try? Self.parse(argument) else { return nil }
        self = v
    }

    static func parse(_ text: String) throws(ValueRefused) -> RowSetting {
        do { return try RowSetting(parsing: text) } catch { throw .notAllowed(text, allowed: "ROW.PARAMETER=VALUE, e.g. instagram.maxDots=9") }
    }
}

/// Comma-separated numbers (`0,1,2.5`).
struct NumberListValue: ArgumentValue {
    var values: [Double]
    static func parse(_ text: String) throws(ValueRefused) -> Self {
        do { return Self(values: try NumberList.parse(text)) } catch { throw .notANumber(error.part, in: text) }
    }
}

/// Pages visited in turn, comma-separated, from 0 (whether they exist is checked
/// against the page count).
struct PageList: ArgumentValue {
    var pages: [Int]
    static func parse(_ text: String) throws(ValueRefused) -> Self {
        var out: [Int] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            let s = part.trimmingCharacters(in: .whitespaces)
            guard let p = Whole<PageCountRange>.whole(s) else { throw .notAllowed(s, allowed: "a page number (pages count from 0)") }
            out.append(p)
        }
        return Self(pages: out)
    }
}

extension StyleKind: ExpressibleByArgument {}
extension Tracking: ExpressibleByArgument {}
extension Backdrop: ExpressibleByArgument {}
extension Direction: ExpressibleByArgument {}
extension Wrap: ExpressibleByArgument {}
