import ArgumentParser
import PageDots

/// The playground state a headless command draws: styles, pages, position or history.
struct StateOptions: ParsableArguments {
    @Option(help: "all, instagram, system or cosine.")
    var style: String = "all"
    @Option(parsing: .unconditional, help: "Page count, 0 to 1000000000.")
    var pages: Int = 12
    @Option(parsing: .unconditional, help: "Scroller position in pages, from 0.")
    var position: Double?
    @Option(parsing: .unconditional, help: "Pages made current in turn, comma-separated, from 0.")
    var visit: String?
    @Option(help: "discrete or continuous (default continuous).")
    var tracking: Tracking = .continuous

    /// The styles `--style` names.
    static func kinds(_ text: String, option: String = "--style") throws -> [StyleKind] {
        let allowed = "allowed all, or a comma-separated list of instagram, system, cosine"
        if text == "all" { return StyleKind.allCases }
        guard !text.trimmingCharacters(in: .whitespaces).isEmpty else { throw UsageError("\(option) is empty: \(allowed)") }
        var kinds: [StyleKind] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            let name = part.trimmingCharacters(in: .whitespaces)
            guard !name.isEmpty else { throw UsageError("\(option) '\(Quoted(text))' has an empty name: \(allowed)") }
            guard let k = StyleKind(rawValue: name) else { throw UsageError("\(option) '\(Quoted(name))' is unknown: \(allowed)") }
            guard !kinds.contains(k) else { throw UsageError("\(option) names \(name) twice: each style at most once") }
            kinds.append(k)
        }
        return kinds
    }

    /// A model of `size` at rest in the requested state.
    func model(size: WindowSize) throws -> PlaygroundModel {
        try ArgumentCheck.pages(pages)
        if position != nil && visit != nil { throw UsageError("give either --position or --visit, not both") }
        let styles = try Self.kinds(style).map { try PageIndicator($0) }
        var model = try PlaygroundModel(pages: pages, width: Double(size.width), height: Double(size.height),
                                        styles: styles, tracking: tracking)
        if let visit {
            for p in try NumberList.pages(visit, option: "--visit", pages: pages) { model.place(at: Double(p)) }
        } else if let position {
            try ArgumentCheck.position(position, pages: pages)
            model.place(at: Double(PagePosition.currentPage(position, pages: pages)))
            model.place(at: position)
        }
        return model
    }
}
