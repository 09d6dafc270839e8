import Testing
import TestSupport
@testable import PageDots

/// Random input never breaks a frame invariant (docs/motion.md#frame-invariants), for
/// every style, in either tracking: pointer gestures, wheels, keys, gotos of any easing,
/// flicks, page counts and any parameter of any row moved by the tuning panel's steps.
struct MotionPropertyTests {
    func randomEvent(_ m: PlaygroundModel, _ rng: inout SeededRandom, anyParameter: Bool) -> InputEvent? {
        let w = m.layout.width, pages = max(1, m.pages)
        let row = m.layout.rows.randomElement(using: &rng)
        let y = Bool.random(using: &rng) ? m.layout.strip.height / 2 : (row?.centerY ?? 300)
        let x = Double.random(in: -100...(w + 100), using: &rng)
        let easings: [Easing] = [.linear, .easeInOutCubic, .easeOutBack, .spring(response: 0.5, dampingRatio: 0.3), .cubicBezier(0.7, -0.6, 0.3, 1.6)]
        switch Int.random(in: 0..<14, using: &rng) {
        case 0: return .pointerDown(x: x, y: y)
        case 1, 2: return .pointerMove(x: x, y: y)
        case 3: return .pointerUp(x: x, y: y)
        case 4: return .scroll(pages: Double.random(in: -3...3, using: &rng))
        case 5: return .wheelTicks(Int.random(in: -3...3, using: &rng))
        case 6: return .command([.arrow(.left), .arrow(.right), .first, .last, .tracking, .easing, .morePages, .fewerPages].randomElement(using: &rng)!)
        case 7, 8:
            return .goto(page: Int.random(in: 0..<pages, using: &rng),
                         duration: Bool.random(using: &rng) ? 0 : Double.random(in: 0...0.5, using: &rng),
                         easing: easings.randomElement(using: &rng)!)
        case 9: return .flick(velocity: Double.random(in: -90...90, using: &rng))
        case 10: return .setPages([0, 1, 2, 5, 8, 12, 30, 100, 100_000].randomElement(using: &rng)!)
        case 11:
            // A parameter change known to hold, for the rows that have one.
            let choices: [(StyleKind, String, Double)] = [
                (.instagram, "maxDots", 9), (.instagram, "maxDots", 5), (.instagram, "diameter", 10),
                (.system, "maxDots", 5), (.system, "maxDots", 12), (.system, "spacing", 4),
                (.cosine, "width", 240), (.cosine, "halfWave", 3), (.cosine, "cell", 10),
            ]
            let c = choices.randomElement(using: &rng)!
            guard let row = m.rows.firstIndex(where: { $0.kind == c.0 }) else { return .scroll(pages: 0.2) }
            return .setParameters(row: row, [ParameterSetting(c.1, .number(c.2))])
        case 12 where anyParameter: return nil   // any parameter of any row, by `adjust`
        default: return .scroll(pages: Double.random(in: -0.5...0.5, using: &rng))
        }
    }

    static let catalogue = StyleKind.allCases.filter { !StyleKind.seeds.contains($0) }

    /// `count` random events (and the frames between them) and then rest; the
    /// violations found.
    func run(_ styles: [StyleKind], _ tracking: Tracking, seed: UInt64, anyParameter: Bool, count: Int = 2500) throws -> (PlaygroundModel, [Violation]) {
        var rng = SeededRandom(seed: seed)
        var m = try PlaygroundModel(pages: 30, page: 10, width: 1000, height: 600, styles: styles.map { try PageIndicator($0) }, tracking: tracking)
        var checker = FrameChecker()
        var found: [Violation] = []
        for _ in 0..<count {
            if let e = randomEvent(m, &rng, anyParameter: anyParameter) {
                // (A parameter change that makes an invalid combination is refused.)
                _ = try? m.handle(e)
            } else {
                // Any parameter of any row, by a few of its natural steps (invalid ones refused).
                let row = Int.random(in: 0..<m.rows.count, using: &rng)
                let name = m.rows[row].style.parameterNames.randomElement(using: &rng)!
                _ = m.adjust(row: row, parameter: name, steps: Int.random(in: -3...3, using: &rng))
            }
            for _ in 0..<Int.random(in: 0...3, using: &rng) {
                m.tick(PlaygroundModel.frameTime)
                found += checker.check(m.frameRecord())
            }
        }
        // Let go and let everything come to rest: invariant 5 gets its say too.
        try m.handle(.pointerUp(x: 0, y: 0))
        for _ in 0..<180 {
            m.tick(PlaygroundModel.frameTime)
            found += checker.check(m.frameRecord())
        }
        return (m, found)
    }

    @Test(arguments: [(Tracking, [StyleKind], UInt64)]([
        (.continuous, StyleKind.seeds, 11), (.discrete, StyleKind.seeds, 12),
        (.continuous, catalogue, 13), (.discrete, catalogue, 14), (.continuous, catalogue, 15), (.discrete, catalogue, 16),
    ]))
    func randomInputNeverBreaksAnInvariant(tracking: Tracking, styles: [StyleKind], seed: UInt64) throws {
        let (m, found) = try run(styles, tracking, seed: seed, anyParameter: false)
        #expect(m.isAtRest)
        #expect(found.isEmpty, "\(found.prefix(5).map(\.description))")
    }

    /// Any parameter of any style moved at random by the tuning panel's steps, among the
    /// other events.
    @Test(arguments: [(Tracking, [StyleKind], UInt64)]([(.continuous, StyleKind.allCases, 21), (.discrete, StyleKind.allCases, 22),
                                                        (.continuous, StyleKind.allCases, 23), (.discrete, StyleKind.allCases, 24)]))
    func randomParameterChangesNeverBreakAnInvariant(tracking: Tracking, styles: [StyleKind], seed: UInt64) throws {
        let (_, found) = try run(styles, tracking, seed: seed, anyParameter: true, count: 1500)
        #expect(found.isEmpty, "\(found.prefix(5).map(\.description))")
    }
}
