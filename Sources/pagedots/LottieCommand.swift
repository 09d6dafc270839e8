import ArgumentParser
import Foundation
import PageDots
import PageDotsRender

/// `pagedots lottie`: one style's control over its positions as a scroll-driven Lottie
/// animation (docs/lottie.md#scroll-driven).
struct LottieCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lottie",
        abstract: "Write a style's control as a Lottie animation whose progress 0…1 is the position 0…pages − 1 (bind it to a pager's scroll)."
    )

    @Option(help: ArgumentHelp("The style, or a platform preset: \(StyleKind.names), \(Preset.names); its parameters with --set PARAMETER=VALUE."),
            transform: { try StyleName.parse($0) })
    var style: StyleName
    @Option(parsing: .unconditional, help: "Page count, 1 to 100 (default 5): 40 frames a page.", transform: { try Whole<LottiePagesRange>.parse($0) })
    var pages = Whole<LottiePagesRange>(5)
    @Option(parsing: .unconditional, help: "The Lottie JSON file to write.")
    var out: String
    @OptionGroup var rowOptions: RowOptions

    func run() throws {
        try OutputPath.option(out, ["json"])
        var sets = rowOptions
        sets.sets = sets.sets.map { $0.key.contains(".") ? $0 : RowSetting(key: "1." + $0.key, value: $0.value) }
        let row = try sets.apply(to: [RowSpec(try PageIndicator(style.kind, settings: style.settings))])[0]
        let name = "\(style.kind.rawValue), \(pages.value) pages"
        let text = try LottieExport.scroll(row, pages: pages.value, name: name)
        try AtomicFile.write(Data(text.utf8), to: out)
        try StandardOutput.line("\(out): Lottie, \(text.utf8.count) bytes, progress 0…1 is position 0…\(pages.value - 1)")
    }
}

/// A scroll-driven animation's page count: its frames grow with it.
enum LottiePagesRange: WholeRange { static let range = 1...100 }
