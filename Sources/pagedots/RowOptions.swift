import ArgumentParser
import PageDots
import PageDotsRender

/// `--set ROW.PARAMETER=VALUE`: parameter changes on top of the rows, for every command
/// that shows rows.
struct RowOptions: ParsableArguments {
    @Option(name: .customLong("set"), parsing: .unconditionalSingleValue,
            help: "Set a row's parameter, ROW.PARAMETER=VALUE (repeatable): row by style name when one row has it, or by number from 1, e.g. instagram.maxDots=9, 2.fullDots=5, instagram.sideScales=0.5,0.25.")
    var sets: [String] = []

    /// The settings, read.
    func settings() throws -> [RowSetting] { try Self.settings(sets) }

    static func settings(_ texts: [String]) throws -> [RowSetting] {
        var out: [RowSetting] = []
        for text in texts {
            do { out.append(try RowSetting(parsing: text)) } catch { throw UsageError(error.message("--set")) }
        }
        return out
    }

    /// `rows` with every `--set` applied in order (a row's settings checked together).
    func apply(to rows: [RowSpec]) throws -> [RowSpec] {
        try Self.apply(settings(), to: rows)
    }

    static func apply(_ settings: [RowSetting], to rows: [RowSpec]) throws -> [RowSpec] {
        do { return try RowSetting.apply(settings, to: rows) } catch { throw UsageError(error.message("--set")) }
    }
}

extension OutputPath {
    /// An output file option's path, checked before any work is done.
    static func option(_ path: String, _ extensions: [String], name: String = "--out") throws {
        do { try check(path, extensions: extensions) } catch { throw UsageError(error.message(name)) }
    }
}
