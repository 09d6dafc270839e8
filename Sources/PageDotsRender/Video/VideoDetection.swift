import Dispatch
import PageDots

/// A recording's page controls, measured (docs/qa.md): every row found (or the one
/// `--region` names), each with its region and every frame's elements and profile.
public struct VideoDetection: Sendable {
    public let video: VideoReader
    public let rows: [Row]
    /// Why no row was found, when none was (without `--region`): the recording is then
    /// not judged.
    public let nothingFound: String?
    /// Frames decoded and measured.
    public let framesRead: Int
    /// What ffmpeg said was lost while decoding (a file cut short, damaged data).
    public let complaint: String?

    /// Why the recording was not read whole, in words, when it was not: fewer frames than
    /// the file declares, or data ffmpeg could not decode.
    public var cutShort: String? {
        let declared = video.declaredFrames
        // (A frame or two and 2 % may differ by how a container counts its edits.)
        // (Fewer frames that reach the declared end: an edit list trimmed the track.)
        let fewer = declared.map { framesRead < $0 - max(1, $0 / 50) } ?? false
        let trimmed = fewer && complaint == nil && video.reachesDeclaredEnd(framesRead)
        guard (fewer && !trimmed) || complaint != nil else { return nil }
        let read = declared.map { "read \(framesRead) of the \($0) frames it declares" } ?? "read \(framesRead) frames"
        return "cut short or damaged: " + read + (complaint.map { " (ffmpeg: \(Quoted($0, longest: 120)))" } ?? "")
    }

    /// One row of a recording.
    public struct Row: Sendable {
        /// Its number in the recording, from 1 (rows top to bottom, then left to right).
        public var number: Int
        public var region: PixelRegion
        public var axis: RowAxis
        public var frames: [ObservedFrame]
        public var colours: ElementColours
    }

    /// Why a recording cannot be measured, in one line.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// Recordings this small (frames × pixels) are decoded once, whole, and kept: every
    /// frame can be searched and measured without decoding again.
    public static let heldPixels = 64 << 20
    /// Frames searched for rows at most: a search costs about a frame's pixels, so fewer
    /// in large frames.
    /// The rows found in `searched` (frames, each with its number), and where each lies.
    static func rows(in searched: [(Int, PlanarFrame)], width: Int, height: Int, colour: Bool = false) -> [(PixelRegion, RowAxis, RowShape?)] {
        // (Frames searched side by side.)
        let candidates = Parallel.map(searched.count) { RowSearch.candidates(searched[$0].1, colour: colour) }
        let found = zip(searched, candidates).map { ($0.0, $1) }
        if ObservedChecker.debugging {
            for (i, cs) in found { for c in cs { print("search frame \(i): \(c.axis) line \(Int(c.line)) \(Int(c.from))...\(Int(c.to)) pitch \(c.pitch) thick \(c.thickness) n \(c.spots.count)") } }
        }
        let tracks = RowTrack.join(found)
        if ObservedChecker.debugging { for t in tracks { print("track: " + t.found.map { "\($0.frame):\(Int($0.candidate.line))/\(Int($0.candidate.thickness))" }.joined(separator: " ")) } }
        return RowTrack.regions(tracks, width: width, height: height).map { ($0.region, $0.axis, $0.shape) }
    }

    public static func framesSearched(width: Int, height: Int) -> Int { max(8, min(48, (12 << 20) / max(width * height, 1))) }

    /// Decodes `path` and measures its rows: the one in `region` (the recording's pixels),
    /// or every row found in frames spread over the recording.
    /// `progress` hears the frames measured so far and the frames declared (when the file
    /// says), every frame.
    public init(path: String, region given: PixelRegion? = nil, note: (String) -> Void = { _ in }, progress: (Int, Int?) -> Void = { _, _ in }) throws {
        PhaseTimes.mark("start")
        let video = try VideoReader(path: path, note: note)
        PhaseTimes.mark("opened")
        let path = video.name
        self.video = video
        var held: [PlanarFrame]?
        var decoded: VideoReader.Decoded?
        var regions: [(PixelRegion, RowAxis, RowShape?)]
        let most = Self.framesSearched(width: video.width, height: video.height)
        /// Frames spread over the whole recording, for a search.
        func spread() throws -> [(Int, PlanarFrame)] {
            let step = max(1, (video.times.count + most - 1) / most)
            var spread: [(Int, PlanarFrame)] = [], index = 0
            _ = try video.frames { f in
                if index % step == step / 2 { spread.append((index, f)) }
                index += 1
                return spread.count < most
            }
            return spread
        }
        /// The rows found in `searched`: in lightness, else (grey dots on a page as light as
        /// they are show by colour) in colour.
        func search(_ searched: [(Int, PlanarFrame)]) -> [(PixelRegion, RowAxis, RowShape?)] {
            let found = Self.rows(in: searched, width: video.width, height: video.height)
            return found.isEmpty ? Self.rows(in: searched, width: video.width, height: video.height, colour: true) : found
        }
        // (Searched in key frames only, when a long recording is: frames spread over all
        // of it are searched too when those find no row that behaves as a control.)
        var keyframesOnly = false
        if let given {
            guard given.x >= 0, given.y >= 0, given.width >= 2, given.height >= 2,
                  given.x + given.width <= video.width, given.y + given.height <= video.height else {
                throw Failure(description: "--region \(given) is not inside the \(video.width)x\(video.height) video: give X,Y,W,H with W and H at least 2")
            }
            regions = [(given.even(within: video.width, video.height), given.width >= given.height ? .horizontal : .vertical, nil)]
        } else {
            // Small recordings are held whole and searched every few frames; long ones are
            // searched in their key frames (decoded alone, cheaply).
            var searched: [(Int, PlanarFrame)] = []
            if video.times.count * video.width * video.height <= Self.heldPixels {
                var all: [PlanarFrame] = []
                decoded = try video.frames { all.append($0); return all.count * video.width * video.height <= 2 * Self.heldPixels }
                held = all
                let step = max(1, (all.count + most - 1) / most)
                searched = stride(from: 0, to: all.count, by: step).map { ($0, all[$0]) }
            } else {
                var index = 0
                let every = max(1, (video.keyframes + most - 1) / most)
                try video.frames(keyframesOnly: true, everyKeyframe: every) { f in
                    searched.append((index, f))
                    index += 1
                    return searched.count < 2 * most
                }
                if searched.isEmpty { searched = [(0, video.first)] }
                keyframesOnly = video.times.count > searched.count
            }
            PhaseTimes.mark("search frames decoded")
            regions = search(searched)
            PhaseTimes.mark("searched")
            if regions.isEmpty && keyframesOnly {
                // Key frames that show no row (a recording of a few, each between pages or
                // before the control shows).
                regions = search(try spread())
                keyframesOnly = false
            }
            guard !regions.isEmpty else {
                rows = []
                nothingFound = Self.noRow
                // (Searched in key frames only: what the whole holds is not known.)
                framesRead = decoded?.frames ?? video.declaredFrames ?? video.times.count
                complaint = decoded?.complaint
                return
            }
        }
        let declared = video.declaredFrames ?? (video.times.isEmpty ? nil : video.times.count)
        /// Every frame, each row measured in its own part of it; the rows that behave as a
        /// page control (every row in a region given).
        func measured(_ found: [(PixelRegion, RowAxis, RowShape?)]) throws -> [Row] {
            var regions = found
            var rows: [Row?] = found.map { _ in nil }, kept = found.map { _ in false }
            func measurer(_ r: (PixelRegion, RowAxis, RowShape?)) -> RowMeasurer { RowMeasurer(axis: r.1, shape: r.2, frameSize: (video.width, video.height)) }
            var measurers = found.map(measurer)
            // (A row that behaves as a control and whose elements its region's ends cut — it
            // reaches further at the end of its pages than where the search saw it — is
            // measured again in a longer region, alone; twice at most.)
            var due = Array(regions.indices)
            for pass in 0..<3 where !due.isEmpty {
                var now = due.map { measurer(regions[$0]) }
                // (Rows are measured side by side: each has its own measurer.)
                let cuts = due.map { regions[$0].0 }
                func measure(_ parts: [PlanarFrame]) {
                    Parallel.update(&now) { k, m in m.add(parts[k]) }
                }
                var measured = 0
                if let held {
                    for f in held {
                        measure(cuts.map { r in f.cut(x: r.x - f.originX, y: r.y - f.originY, width: r.width, height: r.height) })
                        measured += 1
                        progress(measured, declared)
                    }
                } else {
                    decoded = try video.frames(regions: cuts) { measure($0); measured += 1; progress(measured, declared); return true }
                }
                PhaseTimes.mark("measured pass \(pass)")
                guard let count = now.first?.bands.count, count > 0 else { throw Failure(description: "'\(path)' has no frames to measure") }
                var built: [(measurer: RowMeasurer, row: Row?)] = now.map { ($0, nil) }
                let measuredIn = due.map { regions[$0] }
                Parallel.update(&built) { k, b in
                    let (r, axis, _) = measuredIn[k]
                    b.measurer.leaveOutFixtures()
                    let colours = b.measurer.colours
                    if ObservedChecker.debugging { print("row \(r) colours: \(colours)") }
                    let start = Double(axis == .horizontal ? r.x : r.y)
                    let frames = b.measurer.frames(colours: colours, start: start) { video.time($0) }
                    b.row = Row(number: 0, region: r, axis: axis, frames: frames, colours: colours)
                }
                PhaseTimes.mark("built pass \(pass)")
                for (k, b) in zip(due, built) { rows[k] = b.row; measurers[k] = b.measurer }
                guard given == nil else { kept = kept.map { _ in true }; break }
                if ObservedChecker.debugging { for r in built.map({ $0.row! }) { let m = ObservedRow(r.frames, axis: r.axis).measures; print("row \(r.region) \(r.axis) behaves like a control: \(Self.behavesLikeAControl(r, within: (video.width, video.height))) edge to edge \(Self.edgeToEdge(r, m, within: (video.width, video.height))) word-like \(Self.wordLike(r, m)) pair \(Self.onlyAPair(r, m)) written \(Self.written(r, m)) replaced \(Self.replacedAtRest(r, m)) letters \(Self.lettered(r, m)) top \(Self.alongTheTop(r, m, within: (video.width, video.height))) shown \(r.frames.filter { $0.elements.count >= 2 }.count) of \(r.frames.count)") } }
                // (A row measured again longer was a control already: what more it shows
                // does not unmake that.)
                for k in due { kept[k] = (pass > 0 && kept[k]) || Self.behavesLikeAControl(rows[k]!, within: (video.width, video.height))
                    || Self.onAPlatter(rows[k]!, shape: regions[k].2, within: (video.width, video.height)) }
                guard pass < 2 else { break }
                due = due.filter { k in
                    guard kept[k] else { return false }
                    let longer = Self.lengthened(regions[k].0, axis: regions[k].1, shape: regions[k].2, measurer: measurers[k], colours: rows[k]!.colours,
                                                 others: regions.indices.filter { $0 != k }.map { regions[$0].0 }, within: (video.width, video.height))
                    guard longer != regions[k].0 else { return false }
                    regions[k].0 = longer
                    return true
                }
            }
            return zip(rows, kept).filter(\.1).map { $0.0! }
        }
        var found = try measured(regions)
        if found.isEmpty && keyframesOnly {
            // (What the key frames showed was no control — a long recording's one key frame
            // before the control shows: frames spread over all of it are searched.)
            let again = search(try spread())
            if !again.isEmpty && again.map(\.0) != regions.map(\.0) {
                regions = again
                found = try measured(again)
            }
        }
        framesRead = decoded?.frames ?? 0
        complaint = decoded?.complaint
        found.sort { ($0.region.y, $0.region.x) < ($1.region.y, $1.region.x) }
        for k in found.indices { found[k].number = k + 1 }
        guard given == nil || found.contains(where: { $0.frames.contains { !$0.elements.isEmpty } }) else {
            throw Failure(description: "no elements measured in '\(path)' (region \(regions[0].0)): give --region X,Y,W,H around the control")
        }
        rows = found
        nothingFound = found.isEmpty ? Self.noRow : nil
    }

    /// `region` made longer at each end where its row's elements are cut by it in two
    /// frames or more (`measurer`'s, with `colours`): the row reaches further there than
    /// where it was found (a size wave's dots at the last of its pages). Longer by half its
    /// length and two pitches, inside the frame (`within`: width, height) and short of the
    /// `others` on its line.
    static func lengthened(_ region: PixelRegion, axis: RowAxis, shape: RowShape?, measurer m: RowMeasurer, colours: ElementColours,
                           others: [PixelRegion], within frame: (Int, Int)) -> PixelRegion {
        guard let shape else { return region }
        let horizontal = axis == .horizontal
        let start = Double(horizontal ? region.x : region.y), length = Double(horizontal ? region.width : region.height)
        let cut = m.cutAtEnds(colours: colours, from: start, length: length)
        guard cut.start >= 2 || cut.end >= 2 else { return region }
        let more = 0.5 * length + 2 * shape.pitch
        let most = Double(horizontal ? frame.0 : frame.1)
        // (Short of another row's region on the same line.)
        let across = horizontal ? (region.y, region.y + region.height) : (region.x, region.x + region.width)
        let onLine = others.filter { o in
            let c = horizontal ? (o.y, o.y + o.height) : (o.x, o.x + o.width)
            return c.0 < across.1 && c.1 > across.0
        }.map { o in horizontal ? (Double(o.x), Double(o.x + o.width)) : (Double(o.y), Double(o.y + o.height)) }
        var a0 = start, a1 = start + length
        if cut.start >= 2 { a0 = max(0, start - more, onLine.filter { $0.1 <= start }.map(\.1).max() ?? 0) }
        if cut.end >= 2 { a1 = min(most, start + length + more, onLine.filter { $0.0 >= start + length }.map(\.0).min() ?? most) }
        let longer = horizontal
            ? PixelRegion(x: Int(a0.rounded(.down)), y: region.y, width: Int((a1 - a0).rounded(.up)), height: region.height)
            : PixelRegion(x: region.x, y: Int(a0.rounded(.down)), width: region.width, height: Int((a1 - a0).rounded(.up)))
        return longer.even(within: frame.0, frame.1)
    }

    /// Whether a row the search found as elements apart is measured, in four frames of
    /// five, as one shape on its line instead — longer than two of its pitches and a dot,
    /// as thick as its elements or thicker, and short of the frame's width: the elements
    /// stand on a track drawn behind them (a platter, a rubber band's track), which the
    /// measuring cannot tell from them. Such a row is kept, to be reported as not judged
    /// with that reason (docs/qa.md#what-is-judged-and-what-is-not).
    static func onAPlatter(_ row: Row, shape: RowShape?, within frame: (Int, Int)) -> Bool {
        guard let shape, !row.frames.isEmpty else { return false }
        let a = row.axis, span = Double(a == .horizontal ? frame.0 : frame.1)
        let on = row.frames.filter { f in
            let line = f.elements.filter { e in shape.line.map { abs(a.across(e) - $0) <= 0.5 * shape.thickness } ?? true }
            guard line.count == 1, let e = line.first else { return false }
            return a.length(e) >= 2 * shape.pitch + shape.thickness && a.thickness(e) >= 0.8 * shape.thickness && a.length(e) < 0.8 * span
        }.count
        guard 5 * on >= 4 * row.frames.count else { return false }
        // (And it changes as a control does, an element's worth in one place: a toolbar's
        // icons or a rating's stars on a pill stand still.)
        let observed = ObservedRow(row.frames, axis: row.axis)
        return changes(row, observed, observed.measures, least: 1, elementLength: shape.thickness, elementInk: Double.pi / 4 * shape.thickness * shape.thickness, pitch: shape.pitch)
    }

    static let noRow = "no row of page-indicator elements found (none that changes as a page control does): give --region X,Y,W,H around the control"


    /// Whether a row's elements on its line (`m`'s) differ in shape as a line of text's
    /// words do: in most of the frames that show four elements or more there (three such
    /// frames at least), more than two of them stand outside the largest group alike in
    /// their aspect (length along the row over thickness, within 1.35 times of the group's
    /// least). A control's elements are alike but for the current one and one it moves
    /// to; a window's smaller dots keep their shape; words' lengths are spread.
    static func wordLike(_ row: Row, _ m: RowMeasures) -> Bool {
        var many = 0, words = 0
        for frame in row.frames {
            let line = frame.elements.filter(m.onLine)
            guard line.count >= 4 else { continue }
            many += 1
            let aspects = line.map(m.axis.aspect).sorted()
            var alike = 0, from = 0
            for k in aspects.indices {
                while aspects[k] > 1.35 * aspects[from] { from += 1 }
                alike = max(alike, k - from + 1)
            }
            if aspects.count - alike > 2 { words += 1 }
        }
        return many >= 3 && 2 * words > many
    }

    /// Whether a row's elements are replaced from one rest to the next, as a title's words
    /// are when it changes with the page: of three or more changes from a rest to the
    /// next (each showing three elements or more on the line), more than two thirds —
    /// three at least — keep under a third of the elements (matched by place, after the
    /// one shift along the row that matches the most, and by length, within 1.35 times).
    /// A control keeps its elements from page to page and moves which one is current —
    /// expanding dots keep those beyond the two that change, a window shifts them all by
    /// a pitch — so a page whose dots a GIF's dither measures longer breaks the rule only
    /// beside it.
    static func replacedAtRest(_ row: Row, _ m: RowMeasures) -> Bool {
        let a = m.axis
        var rests: [[ObservedElement]] = []
        for (i, f) in row.frames.enumerated() where i < m.resting.count && m.resting[i] && (i == 0 || !m.resting[i - 1]) {
            let line = f.elements.filter { $0.isFinite && m.onLine($0) }.sorted { a.along($0) < a.along($1) }
            if line.count >= 3 { rests.append(line) }
        }
        // (Alike in length along the row: a GIF's dither over some pages' colours can
        // measure dots twice as thick across it.)
        func alike(_ p: ObservedElement, _ q: ObservedElement) -> Bool {
            let long = (a.length(p) + 1) / (a.length(q) + 1)
            return max(long, 1 / long) <= 1.35
        }
        /// How many of `y` stand where one of `x` alike stood, shifted by `d`.
        func kept(_ x: [ObservedElement], _ y: [ObservedElement], shift d: Double) -> Int {
            var used = [Bool](repeating: false, count: x.count), count = 0
            for q in y {
                if let j = x.indices.first(where: { !used[$0] && abs(a.along(q) - a.along(x[$0]) - d) <= max(2, 0.25 * a.thickness(x[$0])) && alike(x[$0], q) }) {
                    used[j] = true
                    count += 1
                }
            }
            return count
        }
        var changes = 0, replaced = 0
        for k in rests.indices.dropFirst() {
            let x = rests[k - 1], y = rests[k]
            // (Only shifts that bring an alike pair together, each tried once: a long row
            // of alike dots offers about two per element, not one per pair.)
            var shifts: [Double] = [0]
            for p in x { for q in y where alike(p, q) { shifts.append(a.along(q) - a.along(p)) } }
            shifts.sort()
            var tried: [Double] = []
            for d in shifts where tried.last.map({ d - $0 > 0.1 }) ?? true { tried.append(d) }
            let most = tried.map { kept(x, y, shift: $0) }.max() ?? 0
            // (A rest that keeps them all — the next page's, another element current, or a
            // pause — counts among the changes as kept.)
            changes += 1
            if 3 * most < max(x.count, y.count) { replaced += 1 }
        }
        return changes >= 3 && replaced >= 3 && 3 * replaced > 2 * changes
    }

    /// Whether a row's elements rise and fall in thickness along it as a line of letters'
    /// do (a title whose letters are measured one by one): in most frames that show six
    /// or more apart on its line (three such frames at least), their thickness turns from
    /// growing to shrinking, or back, three times or more, by a fifth of the larger and
    /// 1.5 px at least each time. A control's elements are alike but for the current one
    /// (one turn), and a window's or a wave's grow to the middle and shrink after it (one
    /// turn); an element inside another — a current ring's dot — counts as the larger.
    static func lettered(_ row: Row, _ m: RowMeasures) -> Bool {
        let a = m.axis
        var many = 0, letters = 0
        for f in row.frames {
            let line = f.elements.filter { $0.isFinite && m.onLine($0) }.sorted { a.along($0) < a.along($1) }
            guard line.count >= 6 else { continue }
            var apart: [ObservedElement] = []
            for e in line {
                if let p = apart.last, a.along(e) - a.along(p) < 0.5 * max(a.length(p), a.length(e)) {
                    if a.thickness(e) > a.thickness(p) { apart[apart.count - 1] = e }
                } else {
                    apart.append(e)
                }
            }
            guard apart.count >= 6 else { continue }
            many += 1
            let t = apart.map(a.thickness)
            var turns = 0, last = 0
            for k in t.indices.dropFirst() {
                let d = t[k] - t[k - 1]
                guard abs(d) >= max(1.5, 0.2 * max(t[k], t[k - 1])) else { continue }
                let sign = d > 0 ? 1 : -1
                if last != 0 && sign != last { turns += 1 }
                last = sign
            }
            if turns >= 3 { letters += 1 }
        }
        return many >= 3 && 2 * letters > many
    }

    /// Whether a row's elements are words: in half the frames that show two elements or
    /// more on its line, two or more of them, and half of those long (1.3 times their
    /// thickness or more) or more, have letters in them — their profile rises along them
    /// to three peaks or more (see `peaks`). (One word — a label beside the row, on its
    /// line — beside a pill is no line of words.) A dot, a pill or a dash rises
    /// once; an indicator stretched over the dot beside it twice; a word once a letter.
    /// (Round marks among words — a toolbar's ▾ — are weighed with neither. A ring rises
    /// twice, but a GIF's dither makes its thin middle rise and fall too: round, it is no
    /// word. One pill among dots is no line of words, however its profile wavers.)
    static func written(_ row: Row, _ m: RowMeasures) -> Bool {
        var shown = 0, written = 0
        for f in row.frames {
            let line = f.elements.filter(m.onLine)
            guard line.count >= 2, let p = f.profile else { continue }
            shown += 1
            let long = line.filter { m.axis.length($0) >= 1.3 * m.axis.thickness($0) }
            let lettered = long.filter { e in
                let bins = p.bins(from: m.axis.along(e) - m.axis.length(e) / 2, to: m.axis.along(e) + m.axis.length(e) / 2).clamped(to: p.ink.indices)
                return bins.count >= 5 && Self.peaks(p.ink[bins]) >= 3
            }.count
            if lettered >= 2 && 2 * lettered >= long.count { written += 1 }
        }
        return shown >= 2 && 2 * written >= shown
    }

    /// How many peaks `v` rises to: each 0.4 of its highest or more, each dipping to under
    /// 0.7 of its height before the next rises to over 1/0.7 of that dip — by 0.3 of the
    /// highest at least each way (the grain on a ring's thin middle is no peak).
    static func peaks(_ v: ArraySlice<Float>) -> Int {
        let top = v.max() ?? 0
        guard top > 0 else { return 0 }
        var peaks = 0, high: Float = 0, low = Float.infinity, rising = true
        for x in v {
            if rising {
                if x > high {
                    high = x
                } else if x < min(0.7 * high, high - 0.3 * top) && high >= 0.4 * top {
                    peaks += 1; rising = false; low = x
                }
            } else {
                if x < low { low = x } else if x > max(low / 0.7, low + 0.3 * top) && x >= 0.4 * top { rising = true; high = x }
            }
        }
        return peaks + (rising && high >= 0.4 * top ? 1 : 0)
    }

    /// Whether a row shows only two elements on its line as a rule (three or more in under
    /// a third of the frames that show two), apart by half their thickness or more, and
    /// they are no pair of pages: two words of a title, a status bar's icons. Two pages
    /// show two alike elements (in aspect, within 1.6 times, in most frames) and the
    /// current one on each of them in turn.
    static func onlyAPair(_ row: Row, _ m: RowMeasures) -> Bool {
        let lines = row.frames.map { f in f.elements.filter(m.onLine) }
        let two = lines.filter { $0.count >= 2 }.count, more = lines.filter { $0.count >= 3 }.count
        guard 3 * more < two else { return false }
        let pairs = lines.filter { $0.count == 2 }
        // (Two that touch are no two words: tiny dots packed close, measured together.)
        let apart = pairs.filter { p in
            let gap = (m.axis.along(p[1]) - m.axis.length(p[1]) / 2) - (m.axis.along(p[0]) + m.axis.length(p[0]) / 2)
            return gap >= 0.25 * (m.axis.thickness(p[0]) + m.axis.thickness(p[1]))
        }.count
        guard 2 * apart > pairs.count else { return false }
        let aspect = m.axis.aspect
        let alike = pairs.filter { p in max(aspect(p[0]) / aspect(p[1]), aspect(p[1]) / aspect(p[0])) <= 1.6 }.count
        func lit(_ e: ObservedElement) -> Bool { e.isCurrent == true }
        let turns = pairs.contains { lit($0[0]) && !lit($0[1]) } && pairs.contains { !lit($0[0]) && lit($0[1]) }
        return !(2 * alike > pairs.count && turns)
    }

    /// Whether a row's elements run from one edge of the frame to the other — within a
    /// pitch of both, in most frames that show three or more — in a frame that holds more
    /// than the row (six elements' thickness across or more): a road's dashes, a fence, a
    /// film strip running past. A page control stands inside the screen, clear of its
    /// edges; only a recording cut close round the control itself holds it edge to edge.
    static func edgeToEdge(_ row: Row, _ m: RowMeasures, within frame: (Int, Int)) -> Bool {
        let length = Double(row.axis == .horizontal ? frame.0 : frame.1), a = row.axis
        guard Double(row.axis == .horizontal ? frame.1 : frame.0) >= 6 * max(m.fullThickness, 1) else { return false }
        let shown = row.frames.filter { $0.elements.count >= 3 }
        guard !shown.isEmpty else { return false }
        let spanning = shown.filter { f in
            let starts = f.elements.map { a.along($0) - a.length($0) / 2 }, ends = f.elements.map { a.along($0) + a.length($0) / 2 }
            return starts.min()! <= m.pitch && ends.max()! >= length - m.pitch
        }.count
        return 2 * spanning > shown.count
    }

    /// Whether a row stands where a phone's status bar or a desktop's menu bar does: a
    /// row along the frame, its line within the top 6 % of a frame twelve times its
    /// elements' thickness tall or more (signal bars, a Wi-Fi sign and a battery, which a
    /// page's colour behind them can make change). A page control stands below them; a
    /// recording cut round the control itself is too short for the rule.
    static func alongTheTop(_ row: Row, _ m: RowMeasures, within frame: (Int, Int)) -> Bool {
        let height = Double(frame.1)
        return row.axis == .horizontal && height >= 12 * max(m.fullThickness, 1) && m.line < 0.06 * height
    }

    /// Whether a row found changes as a page control does while it is shown: a row that
    /// never changes (a status bar's dots, a window's buttons, a line of text), or whose
    /// elements stand closer than 4 px (a dither's specks), is not one.
    /// `within`: the recording's frame (width, height).
    static func behavesLikeAControl(_ row: Row, within frame: (Int, Int)) -> Bool {
        let shown = row.frames.filter { $0.elements.count >= 2 }
        // (Two frames at least; and a fifth of the frames, or thirty: what a page's text or
        // picture makes of chance here and there, or what comes and goes with one page —
        // its title's letters, a calendar's weekday initials, specks under a word — is no
        // control, which stays on screen for a second at least while it is shown.)
        guard shown.count >= 2, 5 * shown.count >= row.frames.count || shown.count >= 30 else { return false }
        // (Nor what shows in under a quarter of the frames over a picture too busy to
        // measure: a control stays on screen, a picture's texture lines up now and then.)
        let observed = ObservedRow(row.frames, axis: row.axis)
        guard 4 * shown.count >= row.frames.count || !observed.busy else { return false }
        // Some frame differs from the first that shows it by a third of an element or more
        // in one place, in its elements or its highlight (noise, a video's grain or a
        // GIF's dither, is spread thin).
        let m = observed.measures
        // (Elements closer than 4 px — a dithered photo's specks, a texture — are no row;
        // nor are specks under 4 px that stand less than half their size apart: an
        // ordered dither's dots over a sky.)
        guard m.pitch >= 4, m.fullThickness >= 2.5, m.fullThickness >= 4 || m.pitch >= 1.5 * m.fullThickness else { return false }
        guard !wordLike(row, m), !written(row, m), !onlyAPair(row, m), !edgeToEdge(row, m, within: frame), !replacedAtRest(row, m), !lettered(row, m),
              !alongTheTop(row, m, within: frame) else { return false }
        return changes(row, observed, m, least: 2, elementLength: m.ordinaryLength, elementInk: m.elementInk, pitch: m.pitch)
    }

    /// Whether some frame of `row` that shows `least` elements or more differs from the
    /// first such frame as a page control does: by 15 % of an element's area (`elementInk`)
    /// or more in one place (`elementLength` long), in its elements or its highlight,
    /// where its elements stand (a `pitch` either side), and by six times what two frames
    /// at rest one after the other differ by there (docs/qa.md#finding-the-rows).
    static func changes(_ row: Row, _ observed: ObservedRow, _ m: RowMeasures, least: Int, elementLength: Double, elementInk: Double, pitch: Double) -> Bool {
        let shown = row.frames.filter { $0.elements.count >= least }
        guard let first = row.frames.indices.first(where: { row.frames[$0].elements.count >= least }) else { return false }
        let reference = observed.profile(first)
        let window = max(2, Int((elementLength / reference.step).rounded(.up)))
        // (Only where the row's elements stand, and a pitch either side: an icon its
        // region's end cuts — a status bar's Wi-Fi sign beside its signal dots — is none of
        // the row's change.)
        let a = row.axis, elements = shown.flatMap(\.elements)
        let lo = (elements.map { a.along($0) - a.length($0) / 2 }.min() ?? reference.start) - pitch
        let hi = (elements.map { a.along($0) + a.length($0) / 2 }.max() ?? reference.start) + pitch
        let bins = reference.bins(from: lo, to: hi)
        func within(_ v: [Float]) -> ArraySlice<Float> { v[bins.clamped(to: v.indices)] }
        func change(_ a: [Float], _ b: [Float]) -> Double {
            let a = Array(within(a)), b = Array(within(b))
            return max(ObservedChecker.windowed(a, b, window).0, ObservedChecker.windowed(b, a, window).0)
        }
        func changed(_ now: RowProfile, _ then: RowProfile) -> Double {
            var most = change(now.ink, then.ink)
            if let a = now.highlight, let b = then.highlight { most = max(most, change(a, b)) }
            return most
        }
        // (Against the noise measured the same way: how far two frames at rest, one after
        // the other, differ in one place. A GIF's dither spread over the whole row adds up
        // to more than any one place shows.)
        // (Each frame's profile made once: the still pairs and the search below share them.)
        var made: [Int: RowProfile] = [first: reference]
        func profile(_ i: Int) -> RowProfile {
            if let p = made[i] { return p }
            let p = observed.profile(i)
            made[i] = p
            return p
        }
        let still = row.frames.indices.dropFirst().filter { m.resting[$0] && m.resting[$0 - 1] && row.frames[$0].elements.count >= least && row.frames[$0 - 1].elements.count >= least }
        let stillChanges = still.map { changed(profile($0), profile($0 - 1)) }.sorted()
        let noise = stillChanges.isEmpty ? m.profileNoise : stillChanges[stillChanges.count / 2]
        for i in row.frames.indices.dropFirst(first + 1) where row.frames[i].elements.count >= least {
            let most = changed(profile(i), reference)
            if most >= max(0.15 * elementInk, 6 * noise) { return true }
        }
        return false
    }
}
