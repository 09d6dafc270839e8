import ArgumentParser

/// `pagedots`: the root command.
struct PageDotsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pagedots",
        abstract: "A playground for page-indicator dots: Instagram, Apple system and cosine styles.",
        subcommands: [PlayCommand.self, LayoutCommand.self, SnapshotCommand.self, SheetCommand.self, RenderCommand.self, TraceCommand.self, CheckCommand.self, BenchCommand.self],
        defaultSubcommand: PlayCommand.self
    )
}
