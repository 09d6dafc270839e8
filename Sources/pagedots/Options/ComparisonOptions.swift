import ArgumentParser
import Foundation
import PageDots
import PageDotsRender

/// `--video REC` on `play`, `render` and `snapshot`: a recording played beside a style
/// (docs/compare.md), its row found or named, the style with `--against`.
struct ComparisonOptions: ParsableArguments {
    @Option(parsing: .unconditional, help: "A screen recording of a page control to play beside a style (with --against STYLE --pages N).")
    var video: String?
    @Option(name: .customLong("region"), parsing: .unconditional, help: "With --video: the recording's control is in this rectangle, X,Y,W,H pixels.", transform: { try RegionOption.parse($0) })
    var region: RegionOption?
    @Option(name: .customLong("row"), parsing: .unconditional, help: "With --video: the recording's row K (from 1, as detect numbers them), when it has several.", transform: { try RowNumber.parse($0) })
    var row: RowNumber?
    @Option(help: ArgumentHelp("With --video: the style the recording is compared with (\(StyleName.allowed)); its parameters with --set."), transform: { try StyleName.parse($0) })
    var against: StyleName?

    /// Refuses the options that only go with `--video` when it is not given.
    func validate() throws {
        guard video == nil else {
            if region != nil && row != nil { throw UsageError.conflict("--region", "--row") }
            return
        }
        let why = ["--region": "names where the recording's control is", "--row": "names one of the recording's rows",
                   "--against": "names the style a recording is compared with"]
        for (name, given) in [("--region", region != nil), ("--row", row != nil), ("--against", against != nil)] where given {
            throw UsageError.needs(name, give: "--video FILE", why: why[name]!)
        }
    }

    /// Refuses `out` when it names the recording itself (it would be written over).
    func refuseWritingOver(_ out: String) throws {
        guard let video else { return }
        var a = stat(), b = stat()
        let same = stat(video, &a) == 0 && stat(out, &b) == 0 && a.st_dev == b.st_dev && a.st_ino == b.st_ino
        if same || URL(fileURLWithPath: video).standardizedFileURL.path == URL(fileURLWithPath: out).standardizedFileURL.path {
            throw UsageError.plain("--out '\(Quoted(out))' is the recording --video reads: give another name")
        }
    }

    /// Refuses the playground options a recording's view does not use (its time, page and
    /// view are the recording's): the first one given, named.
    static func refuseUnused(_ given: [(String, Bool)]) throws {
        if let (name, _) = given.first(where: { $0.1 }) {
            throw UsageError.plain("\(name) does not go with --video: the recording sets the time, the pages shown and the view")
        }
    }

    /// The recording read and compared: the player (`width × height` pt) on frame 0, its
    /// pictures and the name shown. `pages`, `page`: the control's page count and first
    /// page; `styles`: more rows under the style compared with; `sets` on the style.
    func load(pages: Int?, page: Int?, styles: RowList?, sets: RowOptions, width: Double, height: Double) throws -> (ComparisonPlayer, RecordingPictures, String) {
        guard let video else { throw UsageError.needs("--video", give: "a recording", why: "is what is played") }
        if (against != nil || styles != nil) && pages == nil {
            throw UsageError.needs(against != nil ? "--against" : "--style", give: "--pages N", why: "shows a style's layout for a page count")
        }
        if let pages, pages < 1 { throw UsageError.needs("--video", give: "--pages 1 or more", why: "shows a control's pages") }
        if let page, page < 0 || page >= (pages ?? Int.max) { throw UsageError.notAPage("--page", value: String(page), pages: pages ?? 0) }
        // The style compared with (`--set maxDots=9` is its parameter), then any others.
        var rows: [RowSpec] = []
        var comparison: StyleComparison?
        let first = against ?? styles.flatMap { $0.rows.first.map { StyleName(kind: $0.style.kind, settings: []) } }
        if let first, let pages {
            var s = sets
            s.sets = s.sets.map { $0.key.contains(".") ? $0 : RowSetting(key: "1." + $0.key, value: $0.value) }
            let extra = (styles?.rows ?? []).filter { against != nil || $0.style.kind != first.kind }
            rows = try s.apply(to: [RowSpec(try PageIndicator(first.kind, settings: first.settings))] + extra)
            comparison = StyleComparison(style: rows[0].style, pages: pages, firstPage: page ?? 0)
        }
        let d = try VideoDetection.reading(video, region: region?.region)
        let recording: RecordingComparison, region: PixelRegion
        do { (recording, region) = try ComparisonSource.comparison(d, row: row?.value, against: comparison) } catch let f as ComparisonSource.Failure {
            if f.unjudged { StandardError.line(f.description); throw ExitCode(3) }
            throw UsageError.plain(f.description)
        }
        let player = ComparisonPlayer(recording, styles: rows, width: width, height: height)
        return (player, RecordingPictures(video: d.video, region: region), d.video.name)
    }
}
