/// What a playground starts from: its size, pages, page, tracking, direction, loop and
/// rows. A playground file holds one; a scenario starts from one.
public struct PlaygroundSetup: Equatable, Sendable {
    /// Window size, pt.
    public var width = 1280
    public var height = 720
    public var pages: Int
    /// The starting page, from 0.
    public var page = 0
    public var tracking: Tracking = .continuous
    /// Which way the pages run on screen.
    public var direction: Direction = .ltr
    /// A looped carousel and how its styles wrap; nil: the carousel has ends.
    public var wrap: Wrap?
    /// The rows, in order (by default the three styles at their defaults).
    public var rows: [RowSpec]

    public init(pages: Int = 12, rows: [RowSpec]? = nil) {
        self.pages = pages
        self.rows = rows ?? Self.defaultRows
    }

    /// One row per style the playground opens with, at its defaults.
    public static var defaultRows: [RowSpec] {
        StyleKind.seeds.compactMap { (try? PageIndicator($0)).map { RowSpec($0) } }
    }

    /// A model of this setup at rest on its page.
    public func makeModel() -> PlaygroundModel {
        var m = PlaygroundModel(pages: pages, page: page, width: Double(width), height: Double(height), rows: rows, tracking: tracking,
                                direction: direction, wrap: wrap)
        m.place(at: Double(page))
        return m
    }
}
