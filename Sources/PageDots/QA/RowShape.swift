/// What a row looked like where the search found it (docs/qa.md#following-a-row): how thick
/// its elements are, their pitch and where its line was; enough to find the same row in
/// each frame of its region and follow it as it moves across its axis.
public struct RowShape: Equatable, Sendable {
    /// Extent of its elements across the row, and their pitch (px).
    public var thickness: Double
    /// Distance between neighbouring elements, px.
    public var pitch: Double
    /// Where its line was across the row when first seen (the recording's coordinate).
    public var line: Double?

    /// Where a row's elements stand, in the recording's pixels: along its extent, and
    /// across within its reach of its line.
    public struct Place: Equatable, Sendable {
        /// The box: x0, y0, x1, y1.
        public var box: [Double]
        /// Its line (y for a row, x for a column), and which way it runs.
        public var line: Double
        /// Whether it is a row (else a column).
        public var horizontal: Bool

        func holds(_ x: Double, _ y: Double) -> Bool { x >= box[0] && x <= box[2] && y >= box[1] && y <= box[3] }
        func distance(_ x: Double, _ y: Double) -> Double { abs((horizontal ? y : x) - line) }
    }

    /// Where this row's elements stand, and where other rows' do: a blob there is theirs,
    /// not this row's, unless it also stands in this row's place and nearer this row's
    /// line (a control beside another on the same line, a row close above another, a
    /// region reaching into a neighbour's).
    public var own: Place?
    /// The other rows' places.
    public var others: [Place] = []

    /// Makes a shape from the elements' thickness, their pitch and the line's place.
    public init(thickness: Double, pitch: Double, line: Double?) {
        self.thickness = thickness
        self.pitch = pitch
        self.line = line
    }

    /// Whether a point of the recording (px) belongs to another row.
    public func othersHold(x: Double, y: Double) -> Bool {
        others.contains { o in
            guard o.holds(x, y) else { return false }
            guard let own, own.holds(x, y) else { return true }
            return o.distance(x, y) < own.distance(x, y)
        }
    }

    /// How far from its line an element of the row may be: a dot that jumps or swaps leaves
    /// the line by about its size.
    public var reach: Double { 1.6 * thickness + 2 }

    /// The line of `blobs` this row is on in a frame, given where it was before: the
    /// line most elements of the row's thickness share (two at least, or one on the line
    /// before), nearer the line before when two are near as good (an element further along
    /// the row counts for half a thickness of a move: a row does not leap to its
    /// neighbour). Nil when none.
    public func follow(_ blobs: [Blob], after previous: Double?) -> Double? {
        let t = max(thickness, 1)
        let candidates = blobs.filter { !$0.cut && Double($0.spanY) >= 0.3 * t && Double($0.spanY) <= 2 * t + 2 }
        var best: (score: Double, line: Double)?
        for b in candidates {
            let near = candidates.filter { abs($0.y - b.y) <= 0.35 * t + 1 }
            guard near.count >= 2 else { continue }
            let line = near.map(\.y).reduce(0, +) / Double(near.count)
            // (A leap of more than a thickness needs three elements: in a frame where the
            // row blanks, a label's two words under it are no row that moved there.)
            if let previous, abs(line - previous) > t, near.count < 3 { continue }
            let score = Double(near.count) - (previous.map { 2 * abs(line - $0) / t } ?? 0)
            if best == nil || score > best!.score { best = (score, line) }
        }
        // One element left near the line before (the others faded into a new background)
        // still holds it.
        if best == nil, let previous, candidates.contains(where: { abs($0.y - previous) <= 0.35 * t + 1 }) { return previous }
        return best?.line
    }
}
