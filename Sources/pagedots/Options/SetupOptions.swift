import Foundation
import ArgumentParser
import PageDots
import PageDotsRender

/// `--set ROW.PARAMETER=VALUE`: parameter changes on top of the rows, for every command
/// that shows rows.
struct RowOptions: ParsableArguments {
    @Option(name: .customLong("set"), parsing: .unconditionalSingleValue,
            help: "Set a row's parameter, ROW.PARAMETER=VALUE (repeatable): row by style name when one row has it, or by number from 1, e.g. instagram.maxDots=9, 2.fullDots=5, instagram.sideScales=0.5,0.25.",
            transform: { try RowSetting.parse($0) })
    var sets: [RowSetting] = []

    /// `rows` with every `--set` applied in order (a row's settings checked together).
    func apply(to rows: [RowSpec]) throws -> [RowSpec] {
        do { return try RowSetting.apply(sets, to: rows) } catch { throw UsageError.setting(error) }
    }
}

/// The rows a command shows: a playground file's, or styles and presets by name; `--set`
/// on top.
struct SetupOptions: ParsableArguments {
    @Option(name: [.customLong("style"), .customLong("styles")], help: ArgumentHelp(RowList.help), transform: { try RowList.parse($0) })
    var style: RowList?
    @Option(help: ArgumentHelp(PresetList.help), transform: { try PresetList.parse($0) })
    var preset: PresetList?
    @Option(parsing: .unconditional, help: "A playground file (YAML, `rows:` and the scenario header): its rows, pages, page, tracking, direction, loop, time scale, easing, zoom, location page and size.")
    var config: String?
    @OptionGroup var rowOptions: RowOptions

    func validate() throws {
        if config != nil && (style != nil || preset != nil) { throw UsageError.conflict("--config", style != nil ? "--style" : "--preset") }
    }

    /// The playground file, read once.
    func file() throws -> PlaygroundSetup? {
        try config.map { try ScenarioLoader.load($0, requireSteps: false, sets: rowOptions.sets).setup }
    }

    /// The playground file's setup, or the rows named on 12 pages (the three styles by
    /// default; presets after them, or alone), `--set` on top.
    func setup() throws -> PlaygroundSetup {
        if let file = try file() { return file }
        var rows = style ?? (preset == nil ? .seeds : RowList(rows: []))
        if let preset { rows = try rows.adding(preset) }
        return PlaygroundSetup(pages: 12, rows: try rowOptions.apply(to: rows.rows))
    }
}

/// A playground's state: its rows, page count, tracking and view, over a playground
/// file's.
struct PlaygroundOptions: ParsableArguments {
    @OptionGroup var rows: SetupOptions
    @Option(parsing: .unconditional, help: "Page count, 0 to 1000000000 (default 12, or the file's).", transform: { try PageCount.parse($0) })
    var pages: PageCount?
    @Option(help: "discrete or continuous (default continuous, or the file's).")
    var tracking: Tracking?
    @OptionGroup var view: ViewOptions
    @Option(name: .customLong("time-scale"), parsing: .unconditional, help: "Slow motion or fast: 0.1, 0.25, 0.5, 1 or 2 (default 1, or the file's timeScale:).", transform: { try TimeScale.parse($0) })
    var timeScale: TimeScale?
    @Option(parsing: .unconditional, help: ArgumentHelp("The easing of every row's steps and jumps: \(Easing.allowed) (default each style's own, or the file's easing:)."), transform: { try EasingValue.parse($0) })
    var easing: EasingValue?
    @Option(parsing: .unconditional, help: "pt on screen per pt of every row, 0.25 to 16 (default: fitted to the rows, or the file's zoom:).", transform: { try Number<ZoomRange>.parse($0) })
    var zoom: Number<ZoomRange>?

    /// The options a recording's view does not use, and whether each was given.
    var unusedWithVideo: [(String, Bool)] {
        [("--tracking", tracking != nil), ("--time-scale", timeScale != nil), ("--easing", easing != nil), ("--zoom", zoom != nil),
         ("--direction", view.direction != nil), ("--wrap", view.wrap != nil), ("--location-page", view.locationPage != nil)]
    }

    /// The setup the options ask for (a page beyond a new page count goes back to 0).
    func setup() throws -> PlaygroundSetup {
        var s = try rows.setup()
        try apply(to: &s)
        return s
    }

    /// These options over `setup` (a scenario's or a file's).
    func apply(to s: inout PlaygroundSetup) throws {
        if let pages {
            s.pages = pages.value
            if s.page >= pages.value { s.page = 0 }
            // (A file's location page beyond the new count goes, as its page goes back to 0.)
            if let at = s.locationPage, at >= max(1, pages.value) { s.locationPage = nil }
        }
        if let tracking { s.tracking = tracking }
        try view.apply(to: &s)
        if let timeScale { s.timeScale = timeScale.value }
        if let easing { s.easing = easing.value }
        if let zoom { s.zoom = zoom.value }
    }
}

/// Where the scroller is: a position, or the pages visited in turn.
struct PositionOptions: ParsableArguments {
    @Option(parsing: .unconditional, help: "Scroller position in pages, from 0 (2.5 is halfway from page 2 to 3).", transform: { try ScrollPosition.parse($0) })
    var position: ScrollPosition?
    @Option(parsing: .unconditional, help: "Pages made current in turn, comma-separated, from 0; the state is the one after the last.", transform: { try PageList.parse($0) })
    var visit: PageList?
    @Option(parsing: .unconditional, help: "The page shown at rest, from 0 (as on play and check; the same as --position P).", transform: { try PageIndex.parse($0) })
    var page: PageIndex?

    func validate() throws {
        if position != nil && visit != nil { throw UsageError.conflict("--position", "--visit") }
        if page != nil && (position != nil || visit != nil) { throw UsageError.conflict("--page", position != nil ? "--position" : "--visit") }
    }

    /// The visited pages, each checked against `pages`.
    func visited(pages: Int) throws -> [Int]? {
        guard let visit else { return nil }
        for p in visit.pages where p < 0 || p >= pages { throw UsageError.notAPage("--visit: page", value: String(p), pages: pages) }
        return visit.pages
    }

    /// The position, checked against `pages` (a loop's runs on to under the page count).
    func checkedPosition(pages: Int, looped: Bool) throws -> Double? {
        if let page = page?.value {
            guard page >= 0 && page < pages else { throw UsageError.notAPage("--page", value: String(page), pages: pages) }
            return Double(page)
        }
        guard let x = position?.value else { return nil }
        if looped && pages > 0 {
            guard x < Double(pages) else {
                throw UsageError.value("--position", .outOfRange(NumberText.short(x), allowed: "a looped carousel of \(pages) pages takes 0 to under \(pages)"))
            }
            return x
        }
        guard x <= Double(max(0, pages - 1)) else { throw UsageError.notAPage("--position", value: NumberText.short(x), pages: pages) }
        return x
    }

    /// `model` brought to the position or through the visits (at rest).
    func place(_ model: inout PlaygroundModel) throws {
        if let visits = try visited(pages: model.pages) {
            for p in visits { model.place(at: Double(p)) }
        } else if let x = try checkedPosition(pages: model.pages, looped: model.wrap != nil) {
            model.place(at: x.rounded())
            model.place(at: x)
        }
    }
}

/// `--size`: the window's or frame's size in pt.
struct SizeOptions: ParsableArguments {
    @Option(parsing: .unconditional, help: "Size in pt, WIDTHxHEIGHT, each side 16 to 8192; a moving picture at most 2560x1440 pixels in all (a GIF 1920x1080) (default 1280x720, or the file's).",
            transform: { try WindowSize.parse($0) })
    var size: WindowSize?
}

/// `--size` and `--fps` over a scenario's own: the same scenario played at another size
/// or frame rate (`render`, `trace`, `check`).
struct PlaybackOptions: ParsableArguments {
    @OptionGroup var size: SizeOptions
    @Option(parsing: .unconditional, help: "Override the scenario's frames per second, 1 to 240.", transform: { try FrameRate.parse($0) })
    var fps: FrameRate?

    func apply(to s: inout Scenario) {
        if let size = size.size { (s.width, s.height) = (size.width, size.height) }
        if let fps { s.fps = fps.value }
    }
}

/// `--scale`: pixels per pt.
struct ScaleOptions: ParsableArguments {
    @Option(parsing: .unconditional, help: "Pixels per pt, 0.25 to 4 (2 for HiDPI, 3 for a crisp clip).", transform: { try PixelScale.parse($0) })
    var scale = PixelScale(1)
}

extension OutputPath {
    /// An output file option's path, checked before any work is done.
    static func option(_ path: String, _ extensions: [String], name: String = "--out") throws {
        do { try check(path, extensions: extensions) } catch { throw UsageError.output(name, error) }
    }

    /// A folder option's path: an existing, writable folder.
    /// Whether `a` and `b` name one existing file (a link or another spelling included).
    static func sameFile(_ a: String, _ b: String) -> Bool {
        var x = stat(), y = stat()
        return stat(a, &x) == 0 && stat(b, &y) == 0 && x.st_dev == y.st_dev && x.st_ino == y.st_ino
    }

    /// That a file can be made beside `path` (where it will be written under a temporary
    /// name and renamed): tried now with a short-lived empty file, so that a place that
    /// cannot take it is refused before the work.
    static func probe(_ path: String, name: String) throws {
        let dir = URL(fileURLWithPath: path).deletingLastPathComponent().path
        let trial = dir + "/.pagedots-trial-\(getpid())"
        let fd = open(trial, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard fd >= 0 else {
            throw UsageError.needs(name, give: "a file in a folder you can write", why: "'\(path)' cannot be written there: \(String(cString: strerror(errno)).lowercased())")
        }
        close(fd)
        unlink(trial)
    }

    /// A folder option's path: an existing, writable folder, or a new one in an existing,
    /// writable folder (made when the first file goes into it), as `render` makes its
    /// frames' folder.
    static func folderOption(_ path: String, name: String) throws {
        do throws(Failure) {
            if !path.isEmpty && !FileManager.default.fileExists(atPath: path) { try checkFolder(of: path) } else { try checkWritableFolder(path) }
        } catch { throw UsageError.output(name, error) }
    }
}
