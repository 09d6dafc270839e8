/// The playground's whole state: pages, scroller, the rows (each a style and its motion; the
/// same style may appear in several) and the view options. Input arrives as `InputEvent`s
/// (`+Input`: keys and commands, `+Pointer`: drags, taps and scrubs); time only through
/// `tick(dt)` (`+Time`: the page timer too); rows and pages change in `+Rows`; a looped
/// carousel's view of the pages is `+Loop`. Knows nothing of SDL, cairo or files.
public struct PlaygroundModel: Equatable, Sendable {
    /// The number of pages.
    public internal(set) var pages: Int
    /// The pager under the dots.
    public internal(set) var scroller: Scroller
    /// Every row, shown or not, in order.
    public internal(set) var rows: [PlaygroundRow]
    /// Whether the styles follow the scroller's fractional position or only its page.
    public var tracking: Tracking
    /// Rows shown: all, or one soloed (its track's id).
    public internal(set) var solo: Int?
    /// The id the next new row gets.
    var nextID = 0
    /// The easing of every row's steps and jumps; nil keeps each style's own (`E` cycles
    /// through `Easing.cycle`).
    public var easing: Easing?
    /// Model seconds per real second, one of `timeScales`.
    public internal(set) var timeScale = 1.0
    /// Whether model time is stopped.
    public internal(set) var paused = false
    /// Whether the debug overlay is drawn.
    public internal(set) var showDebug = false
    /// Whether the help sheet is shown.
    public internal(set) var showHelp = false
    /// How the controls' backgrounds are drawn.
    public internal(set) var background = BackgroundStyle.automatic
    /// Which way the pages run on screen; the model itself always works left to right
    /// (`layout` is the logical frame, see `Direction`).
    public internal(set) var direction = Direction.ltr
    /// How a looped carousel's styles pass from the last page to the first; nil: the
    /// carousel has ends.
    public internal(set) var wrap: Wrap?
    /// Which copy of the pages the current page was in at the last tick (a loop's wrap
    /// changes it, however fast the scroller runs).
    var lastLoop = 0

    /// Where the strip, rows and HUD sit, in the logical frame.
    public internal(set) var layout: PlaygroundLayout
    /// Model seconds elapsed (after time scale and pause).
    public internal(set) var time = 0.0
    /// Frames the model has advanced.
    public internal(set) var frame = 0
    /// The pointer is pressed on a control (tap or scrub) rather than the strip.
    public internal(set) var pointer: PointerGesture?
    /// The tuning panel, when open.
    public internal(set) var panel: TuningPanel?
    /// A message that stays on screen until cleared (a playground file that does not load).
    public var banner: String?
    /// The page whose dot is drawn as a location arrow instead (HIG custom indicator
    /// image); nil for none.
    public var locationPage: Int?
    var pendingStep = false
    /// Seconds the current page has shown at rest with nobody interacting: timer rows
    /// (`progress`) fill by it, and the page turns when it reaches their duration.
    public internal(set) var pageTime = 0.0
    /// The page `pageTime` belongs to.
    var timerPage = 0
    /// The zoom the person chose (an option, a file's `zoom:`, the zoom keys); nil while
    /// the zoom is fitted to the rows, which happens at the start and when the window
    /// changes size — never when a row changes.
    public internal(set) var chosenZoom: Double?
    /// The scroller moved (or a pointer was pressed) since the last frame was sampled,
    /// even if it rests now: a step shorter than a frame still counts as motion.
    var movedThisFrame = false
    /// The same, for the frame sampled last.
    public internal(set) var movedSinceLastFrame = false
    /// The control whose background fades out after a tap or scrub, and the seconds left.
    var backgroundFade: BackgroundFade?

    struct BackgroundFade: Equatable, Sendable {
        /// The row's track id.
        var row: Int
        /// Seconds.
        var remaining: Double
    }
    /// Seconds the automatic background takes to fade after a tap or scrub.
    public static let backgroundFadeTime = 0.6


    /// What a pressed pointer is doing.
    public enum PointerGesture: Equatable, Sendable {
        case strip
        /// On a row's control (its track id).
        case control(row: Int, startX: Double, startPage: Int, scrubbing: Bool)
    }

    /// The time scales the speed keys step through.
    public static let timeScales = [0.1, 0.25, 0.5, 1, 2]
    /// Frame length for single steps and headless runs, s.
    public static let frameTime = 1.0 / 60

    /// A playground of `pages` pages on `page`, `width × height` pt, one row per style
    /// (the three styles at their defaults when nil).
    public init(pages: Int, page: Int = 0, width: Double = 1280, height: Double = 720,
                styles: [PageIndicator]? = nil, tracking: Tracking = .continuous) throws {
        let styles = try styles ?? StyleKind.seeds.map { try PageIndicator($0) }
        self.init(pages: pages, page: page, width: width, height: height, rows: styles.map { RowSpec($0) }, tracking: tracking)
    }

    /// A playground of `pages` pages on `page`, `width × height` pt, with these rows;
    /// `zoom` (pt on screen per pt of a row) is fitted to the rows when not given.
    public init(pages: Int, page: Int = 0, width: Double = 1280, height: Double = 720,
                rows: [RowSpec], tracking: Tracking = .continuous, direction: Direction = .ltr, wrap: Wrap? = nil, zoom: Double? = nil) {
        let (width, height) = direction.logicalSize(width: width, height: height)
        self.direction = direction
        self.pages = max(0, pages)
        self.tracking = tracking
        scroller = Scroller(pages: pages, page: page, pageWidth: width)
        scroller.loop = wrap != nil
        self.wrap = wrap
        let x = scroller.position
        self.rows = rows.enumerated().map { PlaygroundRow($1, id: $0, position: x, pages: pages, tracking: tracking) }
        nextID = rows.count
        chosenZoom = zoom
        layout = PlaygroundLayout(width: width, height: height, rows: self.rows.map(\.id), zoom: 1)
        layout.zoom = zoom ?? fittingZoom(width: width, height: height)
        relayout()
        lastLoop = loopIndex
        if wrap == .continuous || wrap == .portal { place(at: scroller.position) }
    }

    // MARK: Reading

    /// The screen's size, pt (the logical frame turned by the direction).
    public var screenSize: (width: Double, height: Double) {
        direction.screenSize(logicalWidth: layout.width, logicalHeight: layout.height)
    }

    /// The logical point under screen point (x, y).
    public func logical(_ x: Double, _ y: Double) -> (x: Double, y: Double) {
        direction.toLogical(x, y, logicalWidth: layout.width, logicalHeight: layout.height)
    }

    /// What a platform's accessibility would speak for the control: "page 3 of 12".
    public var spokenLabel: String { Direction.spokenLabel(page: currentPage, pages: pages) }

    /// The page the scroller is nearest, within the pages even in a loop.
    public var currentPage: Int {
        guard wrap != nil, pages > 0 else { return PagePosition.currentPage(scroller.position, pages: pages) }
        return scroller.nearest(scroller.position).modulo(pages)
    }

    /// The position the styles see: the scroller's, or in a loop the same place within
    /// the pages (from −½ to N − ½, so that it is the current page's neighbourhood).
    /// (Told from the current page's copy, so that the two agree at a half page however
    /// the subtraction rounds.)
    public var stylePosition: Double {
        guard wrap != nil, pages > 0 else { return scroller.position }
        let c = scroller.nearest(scroller.position)
        return scroller.position - Double(c - c.modulo(pages))
    }
    /// The rows shown: all, or only the soloed one.
    public var visibleRows: [PlaygroundRow] { rows.filter { isShown($0.id) } }
    /// The first row of style `kind`.
    public func row(_ kind: StyleKind) -> PlaygroundRow? { rows.first { $0.kind == kind } }
    /// The row whose track has `id`.
    public func row(id: Int) -> PlaygroundRow? { rows.first { $0.id == id } }
    /// The rows as set up.
    public var rowSpecs: [RowSpec] { rows.map(\.spec) }

    /// The state as a playground file keeps it: the window's size, the current page, the
    /// rows as set up and the view settings.
    public var setup: PlaygroundSetup {
        var s = PlaygroundSetup(pages: pages, rows: rowSpecs)
        (s.width, s.height) = (Int(screenSize.width.rounded()), Int(screenSize.height.rounded()))
        s.page = currentPage
        s.tracking = tracking
        s.direction = direction
        s.wrap = wrap
        s.timeScale = timeScale
        s.easing = easing
        s.zoom = chosenZoom
        // (A location page the pages no longer reach is left out: the file must load.)
        s.locationPage = locationPage.flatMap { $0 < max(1, pages) ? $0 : nil }
        return s
    }

    /// `PageDots — page 3/12` (pages counted from 1 for people).
    public var title: String {
        pages == 0 ? "PageDots — no pages" : "PageDots — page \(currentPage + 1)/\(pages)"
    }

    /// Whether nothing moves: scroller at rest, no dot animating, no background fading, no
    /// pointer pressed.
    public var isAtRest: Bool {
        scroller.isAtRest && pointer == nil && backgroundFade == nil && visibleRows.allSatisfy { !$0.isAnimating }
    }

    /// How much of a row's control background (`row`: its track id) the `automatic`
    /// setting shows, 0…1: all of it while a person presses, taps or scrubs that control
    /// (not while the content strip is dragged), fading out after they let go.
    public func interaction(_ row: Int) -> Double {
        if case .control(let r, _, _, _) = pointer, r == row { return 1 }
        if let fade = backgroundFade, fade.row == row { return max(0, min(1, fade.remaining / Self.backgroundFadeTime)) }
        return 0
    }
}
