/// `tap: { style | row, side: leading | trailing }`: a click beside a row's current dot
/// (instant): the previous or next page.
public struct TapStep: ScenarioStep {
    /// The step's key in a file.
    public static let name = "tap"
    /// The row by index from 0, once resolved.
    public var row: Int
    /// Whether the tap is on the trailing side (next page) rather than the leading (previous).
    public var trailing: Bool
    private var named: RowRef?

    /// A tap beside row `row`'s current dot, on the trailing side or the leading.
    public init(row: Int, trailing: Bool) {
        self.row = row
        self.trailing = trailing
    }

    /// Reads the row (by style or number) and `side`.
    public init(decoding c: KeyedDecodingContainer<AnyKey>) throws {
        let d = try c.stepFields(Self.name, ["style", "row", "side"])
        let side = try d.decode(String.self, forKey: AnyKey("side"))
        guard side == "leading" || side == "trailing" else { throw d.failure("side", "side '\(Quoted(side))' is not leading or trailing") }
        named = try d.rowRef(Self.name)
        row = 0
        trailing = side == "trailing"
    }

    /// Finds the named row and checks that it shows.
    public mutating func resolve(in context: inout StepContext) throws {
        if let named { row = try context.row(named, Self.name) }
        try context.checkShown(row, Self.name)
    }

    /// Clicks half a pitch beside the row's current dot.
    public func start(_ player: inout ScenarioPlayer) throws {
        guard let (x, y) = player.currentDot(row) else { return }
        let offset = (player.rowTrack(row)?.style.pitch ?? 10) * player.model.layout.zoom * 0.5
        let tx = x + (trailing ? offset : -offset)
        try player.touch(.pointerDown, tx, y)
        try player.touch(.pointerUp, tx, y)
    }
}
