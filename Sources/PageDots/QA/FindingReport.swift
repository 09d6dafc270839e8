/// The picture `check --report` writes (docs/qa.md#the-report): for each finding (the
/// first `mostShown`), a band with its text and the frames around it side by side, every
/// element outlined and the offending one marked. A recording's own pixels go under the
/// outlines (`Thumbnail`s say where); a trace's elements are drawn as shapes.
public struct FindingReport: Sendable {
    /// The most findings the report shows.
    public static let mostShown = 8
    /// Frames shown each side of the finding's.
    public static let around = 2

    /// One row the findings are in: its frames, the part of the recording it stands in
    /// (nil for a trace: its elements' own extent) and its name.
    public struct Row: Sendable {
        /// The row's frames.
        public var frames: [ObservedFrame]
        /// Where the row stands in the recording, px; nil for a trace.
        public var source: Rect?
        /// The row's name, if it has one.
        public var label: String?
        /// Makes a row from its frames, its place in the recording and its name.
        public init(frames: [ObservedFrame], source: Rect?, label: String?) {
            self.frames = frames
            self.source = source
            self.label = label
        }
    }

    /// Where one frame's picture goes: `frame` (index in the recording) drawn into `rect`
    /// (pt of the report), from `source` (the recording's pixels) at `scale`.
    public struct Thumbnail: Equatable, Sendable {
        /// The frame's index in the recording.
        public var frame: Int
        /// Where the thumbnail goes in the report, pt.
        public var rect: Rect
        /// The part of the recording shown, px.
        public var source: Rect
        /// Report pt per recording pixel.
        public var scale: Double
    }

    /// The report's picture, without the recording's pixels.
    public var scene: Scene
    /// Where each frame's pixels go under the picture.
    public var thumbnails: [Thumbnail]

    /// The report of `findings` (each with the index of its row in `rows`); `pixels`:
    /// whether a recording's pixels will be put under the thumbnails.
    public init(_ findings: [(ObservedFinding, Int)], rows: [Row], pixels: Bool, title: String) {
        let shown = Array(findings.prefix(Self.mostShown))
        let count = 2 * Self.around + 1
        // Each row's part and magnification: about 300 px wide or 240 px high at most.
        let areas: [(Rect, Double)] = rows.map { r in
            var area = r.source ?? Self.extent(r.frames)
            if r.source == nil { area = Rect(x: area.x - 8, y: area.y - 8, width: area.width + 16, height: area.height + 16) }
            return (area, max(0.05, min(4, 300 / max(area.width, 1), 240 / max(area.height, 1))))
        }
        let bands: [Double] = shown.map { _, row in
            let thumb: Double = areas[row].0.height * areas[row].1
            return 52 + thumb
        }
        let widths: [Double] = areas.map { a in
            let thumb: Double = a.0.width * a.1 + 8
            return 16 + Double(count) * thumb
        }
        let width = max(480, widths.max() ?? 0)
        let height = 40 + max(bands.reduce(0, +), 40) + (findings.count > shown.count ? 24 : 0)
        var items: [SceneItem] = [.text(title, x: 12, y: 26, size: 15, Palette.label, align: .left, bold: true)]
        var thumbs: [Thumbnail] = []
        let ok = Color(hex: 0x34C759), bad = Palette.recording
        if shown.isEmpty {
            items.append(.text("no findings", x: 12, y: 60, size: 13, Palette.secondaryLabel, align: .left, bold: false))
        }
        var top = 40.0
        for (n, (f, row)) in shown.enumerated() {
            defer { top += bands[n] }
            let frames = rows[row].frames
            let (area, k) = areas[row]
            let tw = area.width * k, th = area.height * k
            let index = Dictionary(frames.enumerated().map { ($1.frame, $0) }, uniquingKeysWith: { a, _ in a })
            let text = (rows[row].label.map { "\($0): " } ?? "") + "\(f)"
            items.append(.text(text.count > 150 ? String(text.prefix(149)) + "…" : text, x: 12, y: top + 18, size: 12, Palette.label, align: .left, bold: false))
            guard let centre = index[f.frame] else { continue }
            for (slot, i) in ((centre - Self.around)...(centre + Self.around)).enumerated() where frames.indices.contains(i) {
                let r = Rect(x: 12 + Double(slot) * (tw + 8), y: top + 26, width: tw, height: th)
                if pixels { thumbs.append(Thumbnail(frame: i, rect: r, source: area, scale: k)) } else { items.append(.rect(r, Palette.rowBackground, radius: 0)) }
                func place(_ x: Double, _ y: Double) -> (Double, Double) { (r.x + (x - area.x) * k, r.y + (y - area.y) * k) }
                var inside: [SceneItem] = []
                for e in frames[i].elements where e.isFinite {
                    let (x, y) = place(e.x, e.y)
                    if !pixels {
                        inside.append(.capsule(x: x, y: y, width: max(1, e.width * k), height: max(1, e.height * k), e.isCurrent == true ? Palette.currentDot : Palette.dot))
                    }
                    inside.append(.strokeRect(Rect(x: x - e.width * k / 2 - 1.5, y: y - e.height * k / 2 - 1.5, width: e.width * k + 3, height: e.height * k + 3),
                                              e.isCurrent == true ? Color(hex: 0x0A84FF) : ok, lineWidth: 1))
                }
                if i == centre, let fx = f.x, let fy = f.y {
                    let (x, y) = place(fx, fy)
                    // The element nearest the finding's place ringed in red too.
                    func distance(_ e: ObservedElement) -> Double { ((e.x - fx) * (e.x - fx) + (e.y - fy) * (e.y - fy)).squareRoot() }
                    if let e = frames[i].elements.filter(\.isFinite).min(by: { distance($0) < distance($1) }), distance(e) <= max(e.width, e.height) {
                        let (ex, ey) = place(e.x, e.y)
                        inside.append(.strokeRect(Rect(x: ex - e.width * k / 2 - 3, y: ey - e.height * k / 2 - 3, width: e.width * k + 6, height: e.height * k + 6), bad, lineWidth: 2))
                    }
                    inside.append(.circle(x: x, y: y - th / 2 + 5, radius: 3, bad))
                    inside.append(.line(x1: x, y1: y - th / 2 + 8, x2: x, y2: y - 4, bad, lineWidth: 1.5))
                }
                items.append(.clipped(r, inside))
                items.append(.strokeRect(r, i == centre ? bad : Palette.rowDivider, lineWidth: i == centre ? 2 : 1))
                let label = "frame \(frames[i].frame)" + (frames[i].time.map { " · \(NumberText.fixed($0, 3)) s" } ?? "")
                items.append(.text(label, x: r.x + tw / 2, y: r.maxY + 15, size: 11, i == centre ? bad : Palette.secondaryLabel, align: .center, bold: i == centre))
            }
        }
        if findings.count > shown.count {
            items.append(.text("… and \(findings.count - shown.count) more (see the check's output)", x: 12, y: height - 10, size: 12, Palette.secondaryLabel, align: .left, bold: false))
        }
        scene = Scene(width: width, height: height, background: Palette.background, items: items)
        thumbnails = thumbs
    }

    /// The extent of every element in `frames`.
    static func extent(_ frames: [ObservedFrame]) -> Rect {
        var x0 = Double.infinity, y0 = Double.infinity, x1 = -Double.infinity, y1 = -Double.infinity
        for f in frames { for e in f.elements where e.isFinite {
            x0 = min(x0, e.x - e.width / 2); x1 = max(x1, e.x + e.width / 2)
            y0 = min(y0, e.y - e.height / 2); y1 = max(y1, e.y + e.height / 2)
        } }
        guard x0 < x1 || y0 < y1 else { return Rect(x: 0, y: 0, width: 10, height: 10) }
        return Rect(x: x0, y: y0, width: max(x1 - x0, 1), height: max(y1 - y0, 1))
    }
}
