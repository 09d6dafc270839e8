import ArgumentParser
import PageDots

/// `pagedots`: the root command.
struct PageDotsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pagedots",
        abstract: "A playground for page-indicator dots: Instagram, Apple system, cosine and the effects page-control libraries offer.",
        version: PageDotsVersion.current,
        subcommands: [PlayCommand.self, LayoutCommand.self, SnapshotCommand.self, SheetCommand.self, RenderCommand.self, TraceCommand.self, CheckCommand.self, DetectCommand.self, BenchCommand.self, TokensCommand.self, LottieCommand.self],
        defaultSubcommand: PlayCommand.self
    )
}
