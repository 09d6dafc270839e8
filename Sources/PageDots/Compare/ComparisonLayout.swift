/// Where things sit in the window that plays a recording beside a style, pt
/// (docs/compare.md): the recording's frames in the strip on top, the recording's row, the
/// style's rows under it, the timeline and the HUD line at the bottom. The recording's row
/// is magnified so that one of its points is one of the style's, its control's centre on
/// the style's.
public struct ComparisonLayout: Sendable {
    /// The recording's whole frame.
    public var strip: Rect
    /// Where the whole frame is drawn, inside the strip.
    public var picture: Rect
    /// The recording's row's band.
    public var recordingBand: Rect
    /// The style's rows' bands, in the model's row order.
    public var bands: [Rect]
    /// The timeline of findings.
    public var timeline: Rect
    /// The HUD line.
    public var hud: Rect
    /// The centre of every control, pt along the window.
    public var centerX: Double
    /// pt on screen per pt of a style.
    public var zoom: Double
    /// pt on screen per px of the recording's row.
    public var magnification: Double
    /// The recording's point (px) drawn at the centre of the recording's band.
    public var anchor: (x: Double, y: Double)
    /// Whether the recording's row is a column: it is drawn turned a quarter to the left,
    /// its top at the left, so that it runs along the style's row.
    public var turned: Bool

    /// Height of the timeline band, pt.
    public static let timelineHeight = 44.0

    /// The layout of `player`'s window.
    public init(_ player: ComparisonPlayer) {
        let w = player.width, h = player.height, r = player.recording
        hud = Rect(x: 0, y: h - PlaygroundLayout.hudHeight, width: w, height: PlaygroundLayout.hudHeight)
        timeline = Rect(x: 0, y: hud.y - Self.timelineHeight, width: w, height: Self.timelineHeight)
        let stripH = (h * 0.36).rounded()
        strip = Rect(x: 0, y: 0, width: w, height: stripH)
        let s = min((w - 16) / Double(max(r.width, 1)), (stripH - 16) / Double(max(r.height, 1)))
        let pw = Double(r.width) * s, ph = Double(r.height) * s
        picture = Rect(x: (w - pw) / 2, y: (stripH - ph) / 2, width: pw, height: ph)
        let rows = player.model.rows.count
        let bandH = max(0, timeline.y - stripH) / Double(1 + rows)
        recordingBand = Rect(x: 0, y: stripH, width: w, height: bandH)
        bands = (0..<rows).map { Rect(x: 0, y: stripH + bandH * Double($0 + 1), width: w, height: bandH) }
        centerX = w / 2 + min(90, w * 90 / 640)
        let room = PlaygroundLayout(width: w, height: h, rows: [], zoom: 1).rowRoom
        let region = r.region
        turned = r.axis == .vertical
        let along = turned ? region.height : region.width, across = turned ? region.width : region.height
        if let style = r.style, let fit = r.fit, fit.scale > 0 {
            let widest = max(style.widestRow(pages: r.pages), 1)
            zoom = min(4, max(0.25, min(room / widest, bandH * 0.5 / max(style.fullDiameter, 1e-9))))
            magnification = zoom / fit.scale
            anchor = (fit.x, fit.y)
        } else {
            magnification = min(room / max(along, 1), bandH * 0.8 / max(across, 1))
            zoom = r.style.map { min(4, max(0.25, bandH * 0.5 / max($0.fullDiameter, 1e-9))) } ?? 1
            anchor = (region.x + region.width / 2, region.y + region.height / 2)
        }
    }

    /// The centre line of a band (as the playground puts a control in its row).
    public static func centerY(_ band: Rect) -> Double { band.y + band.height * 0.58 }

    /// A point of the recording (px) on screen, in the recording's band.
    public func onScreen(_ x: Double, _ y: Double) -> (x: Double, y: Double) {
        let u = (x - anchor.x) * magnification, v = (y - anchor.y) * magnification, cy = Self.centerY(recordingBand)
        return turned ? (centerX + v, cy - u) : (centerX + u, cy + v)
    }

    /// An element's extent on screen (a column's turned with it).
    public func onScreen(width: Double, height: Double) -> (width: Double, height: Double) {
        turned ? (height * magnification, width * magnification) : (width * magnification, height * magnification)
    }

    /// The recording's row (`picture` of `region`) drawn where it goes: magnified about the
    /// anchor, turned when it is a column.
    public func rowPicture(_ region: Rect, _ picture: Picture) -> SceneItem {
        let m = magnification
        let local = Rect(x: (region.x - anchor.x) * m, y: (region.y - anchor.y) * m, width: region.width * m, height: region.height * m)
        let cy = Self.centerY(recordingBand)
        // (Three quarter turns to the right are one to the left: the column's top goes left.)
        return turned ? .turned(turns: 3, dx: centerX, dy: cy, [.image(local, picture)])
            : .image(Rect(x: centerX + local.x, y: cy + local.y, width: local.width, height: local.height), picture)
    }

    /// The timeline's track: where frame times run from the start to the end.
    public var track: (from: Double, to: Double, y: Double) { (timeline.x + 24, timeline.maxX - 24, timeline.y + timeline.height / 2) }

    /// Where frame `k` is on the timeline.
    public func x(ofFrame k: Int, _ player: ComparisonPlayer) -> Double {
        let r = player.recording, t = track
        guard r.duration > 0, r.times.indices.contains(k) else { return t.from }
        return t.from + (t.to - t.from) * r.times[k] / r.duration
    }

    /// The frame under `x` on the timeline (or along the strip): the one nearest in time.
    public func frame(atX x: Double, _ player: ComparisonPlayer) -> Int {
        let r = player.recording, t = track
        let share = min(max((x - t.from) / max(t.to - t.from, 1e-9), 0), 1)
        let time = share * r.duration
        let k = r.frame(at: time)
        return k + 1 < r.count && abs(r.times[k + 1] - time) < abs(time - r.times[k]) ? k + 1 : k
    }

    /// The finding whose tick is under (x, y), its frame, when one is (within 4 pt).
    public func tick(atX x: Double, y: Double, _ player: ComparisonPlayer) -> Int? {
        guard timeline.contains(x, y) else { return nil }
        let near = player.recording.findingFrames.map { ($0, abs(self.x(ofFrame: $0, player) - x)) }.filter { $0.1 <= 4 }
        return near.min { $0.1 < $1.1 }?.0
    }
}
