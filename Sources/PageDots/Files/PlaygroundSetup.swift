/// What a playground starts from: its size, pages, page, tracking, direction, loop, time
/// scale, easing, zoom, location page and rows. A playground file holds one; a scenario starts from one.
public struct PlaygroundSetup: Equatable, Sendable {
    /// Window size, pt.
    public var width = 1280
    /// Window height, pt.
    public var height = 720
    /// The number of pages.
    public var pages: Int
    /// The starting page, from 0.
    public var page = 0
    /// Whether the styles follow the fractional position or only the page.
    public var tracking: Tracking = .continuous
    /// Which way the pages run on screen.
    public var direction: Direction = .ltr
    /// A looped carousel and how its styles wrap; nil: the carousel has ends.
    public var wrap: Wrap?
    /// How fast the window's time runs: one of `PlaygroundModel.timeScales`.
    public var timeScale = 1.0
    /// The easing of every row's steps and jumps; nil keeps each style's own.
    public var easing: Easing?
    /// pt on screen per pt of every row; nil fits the rows at the start.
    public var zoom: Double?
    /// The page whose dot is drawn as a location arrow (HIG custom indicator), if any.
    public var locationPage: Int?
    /// The rows, in order (by default the three styles at their defaults).
    public var rows: [RowSpec]

    /// A setup of `pages` pages with these rows (the default rows when nil); the rest at defaults.
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
                                direction: direction, wrap: wrap, zoom: zoom)
        m.place(at: Double(page))
        m.setTimeScale(timeScale)
        m.easing = easing
        m.locationPage = locationPage
        return m
    }

    /// The header keys that are one value each, in the order a saved file writes them:
    /// how each is read into a setup and written from one (nil: left out, at its default).
    /// `pages`, `page`, `loop`/`wrap` and the rows are read and written with the checks
    /// that tie them together (`Scenario+Decodable`, `PlaygroundFile`).
    public static let keys: [Key] = [
        Key("size", read: { c, s in
            let text = try c.decode(String.self, forKey: AnyKey("size"))
            do {
                let size = try WindowSize(parsing: text)
                (s.width, s.height) = (size.width, size.height)
            } catch let e as WindowSize.ParseError { throw c.failure("size", e.message("size")) }
        }, write: { "\($0.width)x\($0.height)" }),
        Key("tracking", read: { c, s in s.tracking = try c.decode(Tracking.self, forKey: AnyKey("tracking")) },
            write: { $0.tracking.rawValue }),
        Key("direction", read: { c, s in s.direction = try c.decode(Direction.self, forKey: AnyKey("direction")) },
            write: { $0.direction == .ltr ? nil : $0.direction.rawValue }),
        Key("timeScale", read: { c, s in
            let v = try c.decode(Double.self, forKey: AnyKey("timeScale"))
            guard PlaygroundModel.timeScales.contains(v) else {
                throw c.failure("timeScale", "timeScale \(FileValue.shown(v)) is not allowed: 0.1, 0.25, 0.5, 1 or 2")
            }
            s.timeScale = v
        }, write: { $0.timeScale == 1 ? nil : NumberText.short($0.timeScale) }),
        Key("easing", read: { c, s in
            let text = try c.decode(String.self, forKey: AnyKey("easing"))
            do { s.easing = try Easing(parsing: text) } catch { throw c.failure("easing", "\(error)") }
        }, write: { $0.easing.map { "\"\($0.name)\"" } }),
        Key("zoom", read: { c, s in
            let v = try c.decode(Double.self, forKey: AnyKey("zoom"))
            let range = PlaygroundLayout.zooms
            guard v.isFinite, range.contains(v) else {
                throw c.failure("zoom", "zoom \(FileValue.shown(v)) is not allowed: pt on screen per pt, \(NumberText.short(range.lowerBound)) to \(NumberText.short(range.upperBound))")
            }
            s.zoom = v
        }, write: { $0.zoom.map(NumberText.short) }),
        Key("locationPage", read: { c, s in s.locationPage = try c.whole("locationPage", 0...Limits.maxPages) },
            write: { $0.locationPage.map(String.init) }),
    ]

    /// One header key of a file.
    public struct Key: Sendable {
        /// The key as the file spells it.
        public let name: String
        /// Reads the key (present in the file) into the setup, checked.
        let read: @Sendable (KeyedDecodingContainer<AnyKey>, inout PlaygroundSetup) throws -> Void
        /// The value as a saved file writes it, or nil to leave the key out.
        let write: @Sendable (PlaygroundSetup) -> String?

        init(_ name: String, read: @escaping @Sendable (KeyedDecodingContainer<AnyKey>, inout PlaygroundSetup) throws -> Void,
             write: @escaping @Sendable (PlaygroundSetup) -> String?) {
            self.name = name
            self.read = read
            self.write = write
        }
    }
}
