/// A scenario or playground file, read with any `Decoder` (the program reads YAML).
///
/// ```yaml
/// size: 1280x720          # pt, default 1280x720
/// fps: 60                 # default 60
/// pages: 12
/// page: 0                 # the starting page
/// styles: [instagram, system, cosine]   # or rows: (below); default the three
/// tracking: continuous    # or discrete
/// direction: ltr          # rtl, ttb, btt
/// timeScale: 1            # the window's slow motion: 0.1, 0.25, 0.5, 1 or 2
/// easing: easeOutCubic    # every row's steps and jumps (default: each style's own)
/// loop: true              # a carousel without ends; wrap: continuous, morph, sweep or portal
/// instagram: { maxDots: 9 }             # any style's parameters, with styles:
/// rows:                   # or rows, each a style or preset with its own parameters
///   - { style: system, availableWidth: 120, label: "narrow" }
/// steps:                  # a playground file may leave them out
///   - goto: 4
/// ```
///
/// Every error is a `DecodingError` whose coding path leads to the bad value (so the
/// program can name its line), but for `--set` settings that do not apply, which throw
/// `RowSetting.Failure`.
extension Scenario: Decodable {
    /// How a file is read: the `--set` settings applied to its rows before its steps are
    /// checked, and whether it must have steps (a playground file need not).
    public struct Reading: Sendable {
        /// The `--set` settings to apply to the rows.
        public var settings: [RowSetting]
        /// Whether a file without steps is an error.
        public var stepsRequired: Bool
        /// Makes a reading; by default no settings, and steps required.
        public init(settings: [RowSetting] = [], stepsRequired: Bool = true) {
            self.settings = settings
            self.stepsRequired = stepsRequired
        }

        /// The `userInfo` key a reading is passed under.
        public static let key = CodingUserInfoKey(rawValue: "pagedots.reading")!
        /// For a decoder's `userInfo`.
        public var userInfo: [CodingUserInfoKey: Any] { [Self.key: self] }
    }

    /// The keys a file may have at its top level (and each style's name, for that style's
    /// parameters).
    public static var headerKeys: [String] {
        ["pages", "page", "fps", "styles", "rows", "loop", "wrap"] + PlaygroundSetup.keys.map(\.name)
    }

    /// Reads a scenario: its header keys, rows and steps, each step checked in order.
    public init(from decoder: Decoder) throws {
        let reading = decoder.userInfo[Reading.key] as? Reading ?? Reading()
        let c = try decoder.container(keyedBy: AnyKey.self)
        let known = Self.headerKeys + StyleKind.allCases.map(\.rawValue) + ["steps"]
        for key in c.allKeys where !known.contains(key.stringValue) {
            throw c.failure(key.stringValue, "unknown key '\(Quoted(key.stringValue))': allowed " + known.joined(separator: ", "))
        }
        // The values, each checked alone…
        var setup = PlaygroundSetup(pages: try c.whole("pages", 0...Limits.maxPages))
        for key in PlaygroundSetup.keys where c.contains(key.name) { try key.read(c, &setup) }
        let fps = c.contains("fps") ? try c.whole("fps", Limits.fps) : nil
        let page = c.contains("page") ? try c.whole("page", 0...Limits.maxPages) : nil
        let styles = try c.decodeIfPresent([StyleKind].self, forKey: AnyKey("styles"))
        let rows = try c.decodeIfPresent([RowSpec].self, forKey: AnyKey("rows"))
        let loop = try c.decodeIfPresent(Bool.self, forKey: AnyKey("loop"))
        let wrap = try c.decodeIfPresent(Wrap.self, forKey: AnyKey("wrap"))
        var parameters: [(kind: StyleKind, values: [String: NumberOrList])] = []
        for kind in StyleKind.allCases where c.contains(kind.rawValue) {
            parameters.append((kind, try c.decode([String: NumberOrList].self, forKey: AnyKey(kind.rawValue))))
        }
        var steps: [any ScenarioStep]?
        if c.contains("steps") {
            var list = try c.nestedUnkeyedContainer(forKey: AnyKey("steps"))
            var read: [(any ScenarioStep)] = []
            while !list.isAtEnd { read.append(try ScenarioSteps.decode(try list.nestedContainer(keyedBy: AnyKey.self))) }
            steps = read
        }
        // …then together.
        guard steps != nil || !reading.stepsRequired else {
            throw c.failure("missing key 'steps': a scenario needs steps (a playground file may leave them out)")
        }
        setup.rows = try RowSetting.apply(reading.settings, to: try Self.rows(c, styles: styles, rows: rows, parameters: parameters,
                                                                              direction: setup.direction))
        if let page {
            guard page == 0 || (0..<setup.pages).contains(page) else { throw c.failure("page", FileValue.notAPage("page", String(page), pages: setup.pages)) }
            setup.page = page
        }
        if let at = setup.locationPage, !(0..<max(1, setup.pages)).contains(at) {
            throw c.failure("locationPage", FileValue.notAPage("locationPage", String(at), pages: setup.pages))
        }
        if wrap != nil && loop == false { throw c.failure("wrap", "wrap applies to a looped carousel: remove it or set loop: true") }
        if loop == true || wrap != nil { setup.wrap = wrap ?? .continuous }
        self.init(setup, fps: fps ?? 60, steps: [])
        // Steps: checked in order against the pages and parameters they change, as the
        // playground will play them.
        let written = steps ?? []
        guard written.count <= Limits.maxSteps else { throw c.failure("steps", "\(written.count) steps; at most \(Limits.maxSteps)") }
        var context = StepContext(pages: setup.pages, rows: setup.rows, styles: setup.rows.map(\.style), codingPath: [])
        for (i, step) in written.enumerated() {
            var step = step
            context.codingPath = c.codingPath + [AnyKey("steps"), AnyKey(intValue: i)!]
            try step.resolve(in: &context)
            self.steps.append(step)
        }
        guard stepSeconds <= Limits.maxSeconds else { throw c.failure("steps", "the steps last \(NumberText.short(stepSeconds)) s; at most \(Int(Limits.maxSeconds)) s") }
    }

    /// The file's rows: `rows:`, or `styles:` (default the three) with each style's
    /// parameter map.
    static func rows(_ c: KeyedDecodingContainer<AnyKey>, styles: [StyleKind]?, rows: [RowSpec]?,
                     parameters: [(kind: StyleKind, values: [String: NumberOrList])], direction: Direction) throws -> [RowSpec] {
        if let rows {
            guard styles == nil else { throw c.failure("styles", "give rows or styles, not both") }
            if let kind = parameters.first?.kind {
                throw c.failure(kind.rawValue, "with rows, put a row's parameters in the row: - { style: \(kind.rawValue), … }")
            }
            guard (1...Limits.maxRows).contains(rows.count) else { throw c.failure("rows", "rows: \(rows.count) given; allowed 1 to \(Limits.maxRows)") }
            for (i, row) in rows.enumerated() {
                if let d = row.direction, d.isVertical != direction.isVertical {
                    throw DecodingError.dataCorrupted(.init(codingPath: c.codingPath + [AnyKey("rows"), AnyKey(intValue: i)!], debugDescription:
                        "a row's direction runs along the playground's: \(direction.isVertical ? "ttb or btt" : "ltr or rtl") here"))
                }
            }
            return rows
        }
        let kinds = styles ?? StyleKind.seeds
        guard !kinds.isEmpty, Set(kinds).count == kinds.count else { throw c.failure("styles", "styles must name each style at most once, at least one") }
        var out: [RowSpec] = []
        for kind in kinds {
            let values = parameters.first { $0.kind == kind }?.values ?? [:]
            let settings = values.keys.sorted().map { ($0, values[$0]!.value) }
            do { out.append(RowSpec(try PageIndicator(kind, settings: settings))) } catch { throw c.failure(kind.rawValue, "\(error)") }
        }
        if let stray = parameters.first(where: { !kinds.contains($0.kind) }) {
            throw c.failure(stray.kind.rawValue, "parameters for \(stray.kind.rawValue), which the scenario does not show")
        }
        return out
    }
}
