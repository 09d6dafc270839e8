import ArgumentParser
import Foundation
import PageDots
import PageDotsRender

/// `pagedots tokens`: the rows as design tokens (docs/tokens.md).
struct TokensCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tokens",
        abstract: "Write the rows as design tokens (W3C Design Tokens Community Group JSON): one group per row."
    )

    @OptionGroup var rows: SetupOptions
    @Option(parsing: .unconditional, help: "Page count, 0 to 1000000000 (default 12, or the file's).", transform: { try PageCount.parse($0) })
    var pages: PageCount?
    @Option(parsing: .unconditional, help: "The JSON file to write (default: standard output).")
    var out: String?

    func run() throws {
        if let out { try OutputPath.option(out, ["json"]) }
        var setup = try rows.setup()
        if let pages { setup.pages = pages.value }
        let text = DesignTokens.json(rows: setup.rows, pages: setup.pages, easing: setup.easing).pretty
        if let out {
            try AtomicFile.write(Data((text + "\n").utf8), to: out)
            try StandardOutput.line(out)
        } else {
            try StandardOutput.block(text)
        }
    }
}
