/// One kind of scenario step: how it is written in a file, checked against the scenario
/// so far, and played. Durations are seconds, distances pages (`+` is forward), rows
/// indices from 0. A new kind is one type conforming to this and one line in
/// `ScenarioSteps.kinds`.
public protocol ScenarioStep: Sendable {
    /// The key that names the step in a file (`goto`).
    static var name: String { get }
    /// Keys the step takes beside its own at the same level (`goto`'s `duration`).
    static var siblingKeys: Set<String> { get }
    /// Reads the step from its mapping in the file (the checks that need nothing else).
    init(decoding step: KeyedDecodingContainer<AnyKey>) throws
    /// Checks the step against the scenario so far (pages, rows) and resolves what it
    /// names; a step that changes the pages tells `context`.
    mutating func resolve(in context: inout StepContext) throws
    /// Seconds the step takes before the next one starts.
    var duration: Double { get }
    /// The step's first frame (before its first tick).
    mutating func start(_ player: inout ScenarioPlayer) throws
    /// Each frame of a timed step; `progress` runs to 1 on its last frame.
    mutating func during(_ player: inout ScenarioPlayer, progress: Double) throws
    /// After its last frame (at once for an instant step).
    mutating func finish(_ player: inout ScenarioPlayer) throws
}

extension ScenarioStep {
    /// By default, a step takes no sibling keys.
    public static var siblingKeys: Set<String> { [] }
    /// By default, a step needs no checking against the scenario.
    public mutating func resolve(in context: inout StepContext) throws {}
    /// By default, a step is instant.
    public var duration: Double { 0 }
    /// By default, a step does nothing on its first frame.
    public mutating func start(_ player: inout ScenarioPlayer) throws {}
    /// By default, a step does nothing while it runs.
    public mutating func during(_ player: inout ScenarioPlayer, progress: Double) throws {}
    /// By default, a step does nothing when it ends.
    public mutating func finish(_ player: inout ScenarioPlayer) throws {}
}

/// The scenario as its steps are checked in order: the page count so far, the rows and
/// their parameters so far, and where the step is in the file (for errors).
public struct StepContext: Sendable {
    /// The page count so far.
    public internal(set) var pages: Int
    /// The rows as set up.
    public let rows: [RowSpec]
    /// Each row's style with the parameters set so far.
    public internal(set) var styles: [PageIndicator]
    /// The row shown alone so far (by index from 0), or nil while every row shows.
    public internal(set) var solo: Int?
    /// The step's place in the file.
    var codingPath: [CodingKey]

    /// An error at the step's place in the file.
    public func failure(_ message: String) -> DecodingError {
        .dataCorrupted(.init(codingPath: codingPath, debugDescription: message))
    }

    /// The index of the row `ref` names; `what` starts the message.
    public func row(_ ref: RowRef, _ what: String) throws -> Int {
        do { return try RowNames.index(of: ref, in: rows) } catch { throw failure("\(what) \(error)") }
    }

    /// Checks that row `row` is on screen now: a pointer step on a row a solo hides
    /// would reach nothing.
    public func checkShown(_ row: Int, _ what: String) throws {
        guard let solo, solo != row else { return }
        throw failure("\(what) names row \(row + 1), which is hidden: row \(solo + 1) is shown alone (press: showAll shows every row)")
    }

    /// Checks that `page` is a page now.
    public func checkPage(_ page: Int, _ what: String) throws {
        guard (0..<pages).contains(page) else { throw failure(FileValue.notAPage(what, String(page), pages: pages)) }
    }
}

/// Every step kind, in the order messages list them.
public enum ScenarioSteps {
    /// Every step type a file may use.
    public static let kinds: [any ScenarioStep.Type] = [
        WaitStep.self, GotoStep.self, DragStep.self, FlickStep.self, WheelStep.self,
        TapStep.self, ScrubStep.self, PressStep.self, SetStep.self,
    ]

    /// Reads one entry of `steps:`: exactly one kind's key, and the keys that kind takes.
    static func decode(_ c: KeyedDecodingContainer<AnyKey>) throws -> any ScenarioStep {
        let all = kinds.map { $0.name }
        let names = c.allKeys.map(\.stringValue).filter(all.contains)
        guard names.count == 1, let name = names.first, let kind = kinds.first(where: { $0.name == name }) else {
            let given = c.allKeys.map(\.stringValue).joined(separator: ", ")
            throw c.failure(names.isEmpty ? "unknown step '\(given)': allowed \(all.joined(separator: ", "))"
                                          : "a step has one kind, this one has \(names.joined(separator: " and "))")
        }
        for key in c.allKeys where key.stringValue != name && !kind.siblingKeys.contains(key.stringValue) {
            throw c.failure(key.stringValue, "unknown key '\(Quoted(key.stringValue))' in a \(name) step")
        }
        return try make(kind, c)
    }

    private static func make<S: ScenarioStep>(_ kind: S.Type, _ c: KeyedDecodingContainer<AnyKey>) throws -> any ScenarioStep {
        try S(decoding: c)
    }
}

extension KeyedDecodingContainer where K == AnyKey {
    /// The mapping under a step's own key, holding only `keys`.
    func stepFields(_ name: String, _ keys: Set<String>) throws -> KeyedDecodingContainer<AnyKey> {
        let d = try nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey(name))
        try d.allowOnly(keys, in: name)
        return d
    }

    /// `style: NAME` or `row: N` (from 1), one of them.
    func rowRef(_ kind: String) throws -> RowRef {
        switch (contains("style"), contains("row")) {
        case (true, false): return .style(try decode(StyleKind.self, forKey: AnyKey("style")))
        case (false, true): return .number(try whole("row", 1...Limits.maxRows))
        default: throw failure("\(kind) names its row by style or by row (from 1), one of them")
        }
    }
}
