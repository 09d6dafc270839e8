/// Where things sit in the window, pt: the card strip on top, one row per shown style,
/// the HUD line at the bottom. Shared by the model (hit tests) and the scene builder.
public struct PlaygroundLayout: Equatable, Sendable {
    /// Where one style's row sits.
    public struct Row: Equatable, Sendable {
        /// The row's track id.
        public var id: Int
        /// The row's band, pt.
        public var rect: Rect
        /// Centre of the control, pt.
        public var centerX: Double
        /// Centre of the control, pt (vertical).
        public var centerY: Double
    }

    /// The window's logical width, pt.
    public var width: Double
    /// The window's logical height, pt.
    public var height: Double
    /// The band of page cards at the top.
    public var strip: Rect
    /// The rows, top to bottom.
    public var rows: [Row]
    /// The HUD line at the bottom.
    public var hud: Rect
    /// pt on screen per pt of layout in the rows (the same for every row, so that sizes
    /// compare): the model's, fitted at the start and then set only by the person.
    public var zoom: Double
    /// The rows' labels are at the logical end (right) of their rows, not the start: bottom
    /// to top, where the labels stand at the top of each column on the screen.
    public var labelsAtEnd: Bool

    /// Height of the HUD line, pt.
    public static let hudHeight = 30.0

    /// The zoom at which rows `widestRow` pt wide fit across and dots `largestDot` pt tall
    /// fit in rows of a window `width × height` pt with `rows` rows.
    public static func fittingZoom(width: Double, height: Double, rows: Int, widestRow: Double, largestDot: Double) -> Double {
        let rowH = PlaygroundLayout(width: width, height: height, rows: Array(0..<rows), zoom: 1).rows.first?.rect.height ?? 0
        let room = PlaygroundLayout(width: width, height: height, rows: [], zoom: 1).rowRoom
        // …and no dot is taller than half a row, so that none spills over its neighbours.
        let fitsRow = rowH > 0 ? rowH * 0.5 / max(largestDot, 1e-9) : 4
        return min(max(zooms.lowerBound, min(4, room / max(1, widestRow))), max(0.05, fitsRow))
    }

    /// The zoom's range, and the steps the zoom keys take.
    public static let zooms = 0.25...16.0
    /// The zoom levels the zoom keys step through.
    public static let zoomSteps: [Double] = [0.25, 0.33, 0.5, 0.67, 0.75, 1, 1.25, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10, 12, 16]

    /// A window `width × height` pt with these rows (track ids) at `zoom`.
    public init(width: Double, height: Double, rows ids: [Int], zoom: Double, labelsAtEnd: Bool = false) {
        self.width = width
        self.height = height
        self.labelsAtEnd = labelsAtEnd
        let hudH = Self.hudHeight
        // The strip gives way to rows beyond three: 42 % of the height, down to 25 %.
        let stripH = (height * max(0.25, 0.42 - 0.025 * Double(max(0, ids.count - 3)))).rounded()
        strip = Rect(x: 0, y: 0, width: width, height: stripH)
        hud = Rect(x: 0, y: height - hudH, width: width, height: hudH)
        let rowsTop = stripH, rowsH = max(0, height - hudH - stripH)
        let rowH = ids.isEmpty ? 0 : rowsH / Double(ids.count)
        rows = ids.enumerated().map { i, id in
            let r = Rect(x: 0, y: rowsTop + Double(i) * rowH, width: width, height: rowH)
            // Away from the labels: 90 pt at 640 and wider, less in a narrow window.
            let shift = min(90, width * 90 / 640)
            return Row(id: id, rect: r, centerX: width / 2 + (labelsAtEnd ? -shift : shift), centerY: r.y + r.height * 0.58)
        }
        self.zoom = zoom
    }

    /// How wide a row's control may be, pt: a narrow window still gives the dots 240 pt
    /// (or 55 % of its width), so that they stay legible.
    public var rowRoom: Double { max(40, width - 2 * 200, min(width * 0.55, 240)) }

    /// Whether a point `x` pt along a row is on its labels (a click there solos the row).
    public func isOnLabel(_ x: Double) -> Bool {
        let depth = min(width / 2, 200) - 24
        return labelsAtEnd ? x > width - depth : x < depth
    }

    /// The extent along a row where its dots may be, clear of the labels, pt (20 pt from
    /// the far edge, less in a window under 80 pt wide; never empty, even for a standing
    /// frame shorter than the HUD band, whose width is below 0).
    public var dotAreaLeft: Double { labelsAtEnd ? min(20, width / 4) : min(width / 2, 200) }
    /// The right end of that extent, pt.
    public var dotAreaRight: Double { max(dotAreaLeft, labelsAtEnd ? width - min(width / 2, 200) : width - min(20, width / 4)) }

    /// The row of the track with `id`.
    public func row(for id: Int) -> Row? { rows.first { $0.id == id } }

    /// The row under a point, if any.
    public func row(at x: Double, _ y: Double) -> Row? {
        rows.first { $0.rect.contains(x, y) }
    }
}

/// A rectangle in pt.
public struct Rect: Hashable, Sendable {
    /// The top-left corner and size, pt.
    public var x, y, width, height: Double
    /// Makes a rectangle from its top-left corner and size.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }
    /// The right edge.
    public var maxX: Double { x + width }
    /// The bottom edge.
    public var maxY: Double { y + height }
    /// Whether the point lies inside (left and top edges included, right and bottom not).
    public func contains(_ px: Double, _ py: Double) -> Bool { px >= x && px < maxX && py >= y && py < maxY }
}
