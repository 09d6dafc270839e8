import ArgumentParser
import Foundation
import PageDots
import PageDotsRender

/// `pagedots check`: plays scenarios headless (or reads recorded traces) and verifies the
/// frame invariants (docs/motion.md) on every frame of every style.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Verify the frame invariants on every frame of scenarios or traces; exit 1 on any violation.",
        discussion: """
            Invariants: 1 finite numbers; 2 exactly one current dot, the current page's, \
            at least 0.45 of full size; 3 no more dots than the style shows and none beyond its row; \
            4 outside jumps, no dot moves more than pitch × (1.25 + the scroller's move), grows or \
            shrinks by more than half a dot, or vanishes from half size in one frame; 5 at rest \
            nothing animates and the dots equal the style's layout.
            """
    )

    @Option(parsing: .upToNextOption, help: "Scenario files (YAML) to play and check.")
    var scenario: [String] = []
    @Option(parsing: .upToNextOption, help: "Traces to check: written by `pagedots trace --json`, or minimal traces any UI test writes (JSON lines {\"frame\", \"time\"?, \"dots\": [{\"x\", \"y\"?, \"diameter\" | \"width\"+\"height\", \"current\"? | \"highlight\"?}]}).")
    var trace: [String] = []
    @Option(parsing: .upToNextOption, help: "Screen recordings of any app's page control to check (see `pagedots detect`).")
    var video: [String] = []
    @Option(parsing: .unconditional, help: "Measure only this rectangle of the recordings, X,Y,W,H pixels.", transform: { try RegionOption.parse($0) })
    var region: RegionOption?
    @Option(help: ArgumentHelp("Compare every resting state of the recordings and minimal traces with this style's layout (\(StyleName.allowed)); its parameters with --set."), transform: { try StyleName.parse($0) })
    var against: StyleName?
    @Option(parsing: .unconditional, help: "The page count of the control compared with --against.", transform: { try PageCount.parse($0) })
    var pages: PageCount?
    @Option(name: .customLong("page"), parsing: .unconditional, help: "The page the recording starts on, for --against (default 0).",
            transform: { try PageIndex.parse($0) })
    var startPage: PageIndex?
    var page: Int? { startPage?.value }
    @Option(help: "Draw the frames around each finding of a recording or minimal trace to this PNG (the elements outlined; the offending one ringed in red where the finding names one, else the frame framed).")
    var report: String?
    @Flag(help: "JSON lines: one object per finding {\"file\", \"frame\", \"time\", \"invariant\", \"detail\"}, then {\"summary\": …} (the same as --format json).")
    var json = false
    @Option(help: "How findings are printed: text, json (as --json) or github (GitHub Actions annotations, ::error file=…,title=…::…); the summary line last.")
    var format: CheckFormat?
    @Option(help: "Also write a JUnit XML report to this file (a test suite per file, a test case per scenario, trace and row, a failure per finding); the exit status is unchanged.")
    var junit: String?
    @Option(name: [.customLong("styles"), .customLong("style")], help: "Also check these styles (all, or a comma-separated list): rows the files lack are added after theirs (--style is the same, as on the other commands).", transform: { try RowList.parse($0) })
    var styles: RowList?
    @OptionGroup var rowOptions: RowOptions
    @OptionGroup var view: ViewOptions
    @OptionGroup var playback: PlaybackOptions

    /// `--json`, or `--format json`.
    var asJSON: Bool { json || format == .json }
    var github: Bool { format == .github }

    func validate() throws {
        if json, let format, format != .json { throw UsageError.conflict("--json", "--format \(format.rawValue)") }
        if let junit { try OutputPath.option(junit, ["xml"], name: "--junit") }
        // A report is never written over what is read, and a place it cannot be written
        // is refused before the work, not after.
        for (option, path) in [("--junit", junit), ("--report", report)] {
            guard let path else { continue }
            for input in scenario + trace + video where OutputPath.sameFile(path, input) {
                throw UsageError.needs(option, give: "another file", why: "would replace '\(input)', which it reads")
            }
            try OutputPath.probe(path, name: option)
        }
        if report != nil { try ReportWriter.checkFonts() }
        guard !scenario.isEmpty || !trace.isEmpty || !video.isEmpty else { throw UsageError.nothingGiven("one --scenario FILE, --trace FILE or --video FILE") }
        if region != nil && video.isEmpty { throw UsageError.needs("--region", give: "--video FILE", why: "is a rectangle of a recording") }
        if let report {
            guard scenario.isEmpty, video.count + trace.count == 1 else {
                throw UsageError.needs("--report", give: "one --video FILE or one minimal --trace FILE", why: "draws the findings of one recording or minimal trace")
            }
            try OutputPath.option(report, ["png"], name: "--report")
        }
        if against != nil {
            guard let pages else { throw UsageError.needs("--against", give: "--pages N", why: "compares with a style's layout for a page count") }
            guard scenario.isEmpty && (!trace.isEmpty || !video.isEmpty) else {
                throw UsageError.needs("--against", give: "--video FILE or a minimal --trace FILE", why: "compares a control seen from outside")
            }
            guard pages.value >= 1 else { throw UsageError.needs("--against", give: "--pages 1 or more", why: "compares with a style's layout for a page count") }
            if let page, page < 0 || page >= max(pages.value, 1) { throw UsageError.notAPage("--page", value: "\(page)", pages: pages.value) }
        } else if pages != nil || page != nil {
            throw UsageError.needs(pages != nil ? "--pages" : "--page", give: "--against STYLE", why: "says which page count or page a style is compared at")
        }
        if scenario.isEmpty && against == nil && (styles != nil || !rowOptions.sets.isEmpty) {
            throw UsageError.needs("--styles and --set", give: "--scenario FILE", why: "change the rows of scenarios (a trace is checked as it was recorded)")
        }
    }

    /// How `check` prints what it finds.
    enum CheckFormat: String, ExpressibleByArgument, CaseIterable {
        case text, json, github
    }

    func run() throws {
        // Read every input first: a bad file is exit 2 before anything is checked.
        let extra = styles?.kinds ?? []
        let scenarios = try scenario.map { name -> (String, Scenario) in
            var s = try ScenarioLoader.load(name, sets: extra.isEmpty ? rowOptions.sets : [])
            try view.apply(to: &s.setup)
            playback.apply(to: &s)
            guard !extra.isEmpty else { return (name, s) }
            // At most one row per style is added: a check is never drawn, so the window's
            // row limit does not apply. `--set` then applies to those rows too.
            for kind in extra where !s.rows.contains(where: { $0.style.kind == kind }) {
                s.rows.append(RowSpec(try PageIndicator(kind)))
            }
            s.rows = try rowOptions.apply(to: s.rows)
            return (name, s)
        }
        // Traces of either kind, and recordings: every file is read before anything is
        // checked (a bad one is exit 2), recordings measured once.
        var observed: [ObservedSource] = []
        var full: [TraceSource] = []
        let streams = trace.filter { $0 == "-" || $0 == "/dev/stdin" }
        if streams.count > 1 { throw UsageError.needs("--trace \(streams[1])", give: "it once", why: "reads standard input, which can be read once") }
        for name in trace {
            let source = try TraceSource(name)
            if try TraceReader.isMinimal(source) {
                observed.append(ObservedSource(name: source.name, rows: [ObservedSource.Row(number: nil, region: nil, axis: nil, frames: try TraceReader.observed(source))]))
            } else {
                try TraceReader.forEach(source) { _ in }
                full.append(source)
            }
        }
        for name in video {
            guard name == "-" || FileManager.default.isReadableFile(atPath: name) else {
                throw UsageError.unreadable("video", path: name, reason: FileManager.default.fileExists(atPath: name) ? "permission denied" : "no such file")
            }
            let d = try VideoDetection.reading(name, region: region?.region)
            observed.append(ObservedSource(name: d.video.name, detection: d))
        }
        if report != nil && observed.isEmpty {
            throw UsageError.needs("--report", give: "one --video FILE or one minimal --trace FILE", why: "draws the findings of a recording or minimal trace, not of a trace of PageDots' own")
        }
        // The style compared with, its parameters set (`--set maxDots=9` or
        // `instagram.maxDots=9`: the one row is this style).
        var comparison: StyleComparison?
        if let against, let pages {
            var sets = rowOptions
            sets.sets = sets.sets.map { $0.key.contains(".") ? $0 : RowSetting(key: "1." + $0.key, value: $0.value) }
            let style = try sets.apply(to: [RowSpec(try PageIndicator(against.kind, settings: against.settings))])[0].style
            comparison = StyleComparison(style: style, pages: pages.value, firstPage: page ?? 0)
        }
        var total = CheckTally()
        var ci = CIReport()
        func show(_ lines: [String], _ found: [Violation], _ name: String) throws {
            if asJSON { for v in found { try StandardOutput.line(v.json(file: name).text) } }
            else if github {
                for v in found.prefix(CheckTally.shownPerFrame) {
                    try StandardOutput.line(CIReport.annotation("error", file: name, title: "invariant \(v.invariant) (\(FrameChecker.title(v.invariant)))", "frame \(v.frame) · \(v.row): \(v.detail)"))
                }
            } else { for line in lines { try StandardOutput.line(line) } }
        }
        func failures(_ found: [Violation], at time: Double?) -> [CIReport.Failure] {
            found.map { CIReport.Failure(frame: $0.frame, time: time, invariant: FrameChecker.title($0.invariant), detail: "\($0.row): \($0.detail)") }
        }
        for (name, s) in scenarios {
            var player = try ScenarioPlayer(s)
            var checker = FrameChecker()
            var found: [CIReport.Failure] = [], frames = 0
            repeat {
                let record = player.model.frameRecord()
                let f = checker.check(record)
                try show(total.add(f, in: name), f, name)
                found += failures(f, at: record.time)
                frames += 1
            } while try player.advance()
            total.files += 1
            ci.add(CIReport.Case(file: name, name: "every frame", frames: frames, failures: found))
        }
        // Traces are read again as they are checked: one line in memory at a time.
        for source in full {
            let name = source.name
            var checker = FrameChecker()
            var found: [CIReport.Failure] = [], frames = 0
            try TraceReader.forEach(source) {
                let f = checker.check($0)
                try show(total.add(f, in: name), f, name)
                found += failures(f, at: $0.time)
                frames += 1
            }
            total.files += 1
            ci.add(CIReport.Case(file: name, name: "every frame", frames: frames, failures: found))
        }
        for source in observed {
            var reported: [(ObservedFinding, Int)] = []
            var judged = false
            let cutShort = source.detection?.cutShort
            if let reason = source.nothingFound {
                // (One line: a recording cut short says so below, and that it has no row.)
                if cutShort == nil { StandardError.line("\(source.name): \(reason)") }
                if github { try StandardOutput.line(CIReport.annotation("warning", file: source.name, title: "not judged", reason)) }
                ci.add(CIReport.Case(file: source.name, name: "rows", frames: source.detection?.framesRead ?? 0, notJudged: reason))
            }
            if let d = source.detection {
                if let short = d.cutShort {
                    StandardError.line("\(source.name): \(short)" + (source.nothingFound != nil ? "; no row of page-indicator elements found in what was read" : ""))
                    if github { try StandardOutput.line(CIReport.annotation("error", file: source.name, title: "cut short", short)) }
                }
                total.recording(source.name, declared: d.video.declaredFrames, read: d.framesRead, cutShort: d.cutShort)
            }
            // Each row learnt and checked on its own, side by side; reported in order.
            PhaseTimes.mark("detected")
            let checked = Self.checkRows(source.rows, against: comparison)
            PhaseTimes.mark("checked")
            for (k, r) in source.rows.enumerated() {
                let (row, found) = checked[k]
                let name = r.number.map { "\(source.name): row \($0)" } ?? source.name
                let (isJudged, reason) = row.judgement
                let caseName = r.number.map { "row \($0)" + (r.region.map { " (region \($0))" } ?? "") } ?? "trace"
                guard isJudged else {
                    let place = r.region.map { " (region \($0))" } ?? ""
                    let why = reason ?? "its design is not one the checks model"
                    StandardError.line("\(name)\(place) not judged: \(why)")
                    if github { try StandardOutput.line(CIReport.annotation("warning", file: source.name, title: "not judged", "\(r.number.map { "row \($0)\(place): " } ?? "")\(why)")) }
                    ci.add(CIReport.Case(file: source.name, name: caseName, frames: r.frames.count, notJudged: why, error: cutShort))
                    total.notJudged(row: r.number, region: r.region.map { [$0.x, $0.y, $0.width, $0.height] }, in: source.name, reason: reason ?? "")
                    continue
                }
                judged = true
                let findings = found ?? []
                let lines = total.add(findings, row: r.number, region: r.region.map { [$0.x, $0.y, $0.width, $0.height] }, in: source.name, measures: row.measures)
                reported += findings.map { ($0, k) }
                if asJSON { for f in findings { try StandardOutput.line(f.json(file: source.name, row: r.number ?? 1).text) } }
                else if github {
                    for f in findings {
                        let at = "frame \(f.frame)" + (f.time.map { " (\(NumberText.fixed($0, 3)) s)" } ?? "")
                        try StandardOutput.line(CIReport.annotation("error", file: source.name, title: f.invariant.rawValue, "\(r.number.map { "row \($0), " } ?? "")\(at): \(f.detail)"))
                    }
                } else { for line in lines { try StandardOutput.line(line) } }
                ci.add(CIReport.Case(file: source.name, name: caseName, frames: r.frames.count,
                                     failures: findings.map { CIReport.Failure(frame: $0.frame, time: $0.time, invariant: $0.invariant.rawValue, detail: $0.detail) }, error: cutShort))
            }
            // (A recording with no row still had its frames read.)
            total.addFile(frames: source.rows.map(\.frames.count).max() ?? source.detection?.framesRead ?? 0, judged: judged)
            if let report {
                let title = "\((source.name as NSString).lastPathComponent): \(reported.count) finding\(reported.count == 1 ? "" : "s") · pagedots \(PageDotsVersion.current)"
                let rows = source.rows.map { r in
                    FindingReport.Row(frames: r.frames, source: r.region.map { Rect(x: Double($0.x), y: Double($0.y), width: Double($0.width), height: Double($0.height)) },
                                      label: r.number.map { "row \($0)" })
                }
                try ReportWriter.write(FindingReport(reported, rows: rows, pixels: source.detection != nil, title: title), to: report, video: source.detection?.video)
            }
        }
        if let junit { try AtomicFile.write(Data(ci.junit.utf8), to: junit) }
        try StandardOutput.line(asJSON ? total.json.text : total.summary)
        if total.violations + total.findings > 0 { throw ExitCode(1) }
        // A recording not read whole was not checked whole: never a pass.
        if total.cutShortFiles > 0 { throw ExitCode(2) }
        // A recording none of whose rows could be judged is not a pass.
        if total.unjudgedFiles > 0 { throw ExitCode(3) }
    }

    /// Each row learnt and, when it can be judged, checked (against `comparison` too when
    /// one is given), the rows side by side on the processors.
    static func checkRows(_ rows: [ObservedSource.Row], against comparison: StyleComparison?) -> [(ObservedRow, [ObservedFinding]?)] {
        Parallel.map(rows.count) { k -> (ObservedRow, [ObservedFinding]?) in
            let row = ObservedRow(rows[k].frames, axis: rows[k].axis)
            guard row.judgement.judged else { return (row, nil) }
            // (Against a style, rest is the style's layout rather than even spacing.)
            var findings = ObservedChecker.check(row).filter { comparison == nil || $0.invariant != .rest }
            if let comparison {
                // In frame order, the invariants' findings first within a frame.
                findings = (findings + comparison.compare(row).findings).enumerated()
                    .sorted { ($0.element.frame, $0.offset) < ($1.element.frame, $1.offset) }.map(\.element)
            }
            return (row, findings)
        }
    }
}

