import PageDots
import PageDotsRender

/// Bad input from the command line, by kind. `description` is the one line people see
/// (`EntryPoint` prints it and exits with status 2).
enum UsageError: Error, CustomStringConvertible {
    /// An option's value refused: by its type, or by a rule that needs more.
    case value(String, ValueRefused)
    /// A page the page count does not have.
    case notAPage(String, value: String, pages: Int)
    /// Two options that do not go together.
    case conflict(String, String)
    /// An option that needs another: `needs(option, give: what it needs, why)`.
    case needs(String, give: String?, why: String)
    /// An option the other options make pointless.
    case setByFile(String, what: String)
    /// Options another option does not go with, and what to give instead.
    case notWith(String, [String], instead: String)
    /// Nothing to work on: what to give.
    case nothingGiven(String)
    /// A file that cannot be read at all.
    case unreadable(String, path: String, reason: String)
    /// A file that says something wrong, where (`line` from 1) and what.
    case file(String, line: Int?, String)
    case output(String, OutputPath.Failure)
    case setting(RowSetting.Failure)
    /// A row name (`--crop`) that names no single row.
    case row(String, RowNames.Failure)
    case notARow(String, String)
    /// `--background transparent` for a format without alpha.
    case needsAlpha
    /// A style parameter option the style does not have, or a value it does not take.
    case notAParameter(String, owners: [StyleKind], style: StyleKind)
    case parameter(String, value: String, ParameterError)
    /// A combination of values that makes too much.
    case tooMuch(String, count: Int, unit: String, most: Int)
    /// Shipped files missing.
    case noAssets(String)
    /// No window can be opened.
    case display(String)
    case standardOutput(reason: String)
    /// A problem said in full by what found it (a recording's row that is not there).
    case plain(String)

    /// The one line, anything a terminal would act on escaped (a path's line break too,
    /// before anything cuts the message at one).
    var description: String { TerminalText.safe(text) }

    var text: String {
        switch self {
        case .value(let option, let refused): return "\(option) \(refused)"
        case .notAPage(let option, let value, let pages): return FileValue.notAPage(option, value, pages: pages)
        case .conflict(let a, let b): return "give either \(a) or \(b), not both"
        case .needs(let option, let give, let why): return "\(option) \(why)" + (give.map { ": give \($0)" } ?? "")
        case .setByFile(let option, let what): return "\(option): \(what)"
        case .notWith(let option, let others, let instead):
            return "\(option) \(instead), not " + (others.count <= 1 ? others.joined() : others.dropLast().joined(separator: ", ") + " or " + others.last!)
        case .nothingGiven(let what): return "give at least \(what)"
        case .unreadable(let what, let path, let reason): return "\(what) '\(path)' cannot be read: \(reason)"
        case .file(let path, let line, let message): return line.map { "\(path):\($0): \(message)" } ?? "\(path): \(message)"
        case .output(let option, let failure): return failure.message(option)
        case .setting(let failure): return failure.message("--set")
        case .row(let option, let failure): return "\(option) \(failure)"
        case .notARow(let option, let value): return "\(option) '\(Quoted(value))' is not a row: give a style name the scenario shows or a row number from 1"
        case .needsAlpha: return "--background transparent needs a format with alpha: \(ExportFormat.names(alpha: true, last: ", ")) or a folder for PNG frames"
        case .notAParameter(let option, let owners, let style):
            let names = owners.map(\.rawValue)
            let list = names.count <= 1 ? names.joined() : names.dropLast().joined(separator: ", ") + " and " + names.last!
            return "\(option) is a parameter of \(list); style \(style.rawValue) does not have it"
        case .parameter(let option, let value, let e): return "\(option) \(value) is not allowed: \(e.allowed)"
        case .tooMuch(let what, let count, let unit, let most): return "\(what) makes \(count) \(unit); at most \(most)"
        case .noAssets(let what): return "no \(what) found (set PAGEDOTS_ASSETS or give --scenario FILE)"
        case .display(let why): return why
        case .standardOutput(let why): return "cannot write to standard output: \(why); the output is incomplete"
        case .plain(let text): return text
        }
    }
}
