import Testing
import TestSupport
@testable import PageDots

/// Random input never breaks a frame invariant (docs/motion.md#frame-invariants), in either tracking.
struct MotionPropertyTests {
    func randomEvent(_ m: PlaygroundModel, _ rng: inout SeededRandom) -> InputEvent {
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
            let choices: [(StyleKind, String, Double)] = [
                (.instagram, "maxDots", 9), (.instagram, "maxDots", 5), (.instagram, "diameter", 10),
                (.system, "maxDots", 5), (.system, "maxDots", 12), (.system, "spacing", 4),
                (.cosine, "width", 240), (.cosine, "halfWave", 3), (.cosine, "cell", 10),
            ]
            let c = choices.randomElement(using: &rng)!
            return .setParameters(row: StyleKind.allCases.firstIndex(of: c.0)!, [ParameterSetting(c.1, .number(c.2))])
        default: return .scroll(pages: Double.random(in: -0.5...0.5, using: &rng))
        }
    }

    @Test(arguments: [(Tracking, UInt64)]([(.continuous, 11), (.discrete, 12), (.continuous, 13), (.discrete, 14)]))
    func randomInputNeverBreaksAnInvariant(tracking: Tracking, seed: UInt64) throws {
        var rng = SeededRandom(seed: seed)
        var m = try PlaygroundModel(pages: 30, page: 10, width: 1000, height: 600, tracking: tracking)
        var checker = FrameChecker()
        var found: [Violation] = []
        for _ in 0..<2500 {
            try m.handle(randomEvent(m, &rng))
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
        #expect(m.isAtRest)
        #expect(found.isEmpty, "\(found.prefix(5).map(\.description))")
    }
}
