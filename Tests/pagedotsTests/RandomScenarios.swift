import PageDots
import TestSupport

/// Random scenario files from a seed: every step kind (steps shorter than a frame among
/// them, gotos with overshooting easings, drags, flicks, wheels, taps, scrubs, keys,
/// page counts and any parameter of any row set while things move), 24 to 120 fps,
/// either tracking, loops (continuous and morph) and every direction. The same seed gives the same text.
enum RandomScenarios {
    static let frameRates = [24, 25, 30, 48, 50, 60, 90, 120]
    static let pageCounts = [0, 1, 2, 3, 5, 7, 8, 12, 12, 20, 30, 40, 100, 500, 1000, 100_000]
    static let easings = ["linear", "easeInCubic", "easeOutCubic", "easeInOutCubic", "easeOutBack",
                          "cubicBezier(0.7, -0.6, 0.3, 1.6)", "cubicBezier(0.2, 2.5, 0.4, -1)", "spring(0.5, 0.3)", "spring(0.25, 1)"]

    static func text(seed: UInt64) -> String {
        var r = SeededRandom(seed: seed &* 0x2545_F491_4F6C_DD1D &+ 7)
        let fps = r.pick(frameRates)
        let frame = 1 / Double(fps)
        var pages = r.pick(pageCounts)
        var lines = ["# random scenario \(seed)", "fps: \(fps)", "pages: \(pages)"]
        if pages > 0 { lines.append("page: \(r.int(2) == 0 ? r.int(min(pages, 40)) : r.int(pages))") }
        lines.append("tracking: \(r.pick(["continuous", "discrete"]))")
        lines.append("direction: \(r.pick(["ltr", "ltr", "ltr", "rtl", "ttb", "btt"]))")
        lines.append("size: \(r.pick(["640x360", "1280x720", "1920x1080", "480x800", "333x777"]))")
        // (Not the naive `sweep` wrap: it is there to show what the checks catch.)
        if r.int(4) == 0 { lines.append("loop: true\nwrap: \(r.pick(["continuous", "morph"]))") }
        // The file's own rows (the check adds every other style after them): these are
        // the rows taps, scrubs, solos and parameter changes name.
        var styles = (0..<(1 + r.int(4))).map { _ in try! PageIndicator(r.pick(StyleKind.allCases)) }
        lines.append("rows: [\(styles.map(\.kind.rawValue).joined(separator: ", "))]")
        lines.append("steps:")

        func number(_ v: Double) -> String { ParameterValue.number((v * 10_000).rounded() / 10_000).text }
        // Often a step shorter than a frame, sometimes none at all, else up to `most` s.
        func duration(_ most: Double) -> String {
            switch r.int(8) {
            case 0, 1: return number(frame * r.double(0.05, 0.95))
            case 2: return "0"
            default: return number(r.double(0.02, most))
            }
        }
        func sign() -> Double { r.int(2) == 0 ? -1 : 1 }
        let presses = Command.scriptable.compactMap(\.scriptName).filter { !$0.hasPrefix("solo") }
        // The row shown alone, if any: a tap or scrub on a row it hides is refused, so
        // none is written (the draw is still made, so the other steps stay the same).
        var solo: Int?
        for _ in 0..<(5 + r.int(10)) {
            switch r.int(11) {
            case 0, 1: lines.append("  - wait: \(duration(0.8))")
            case 2 where pages > 0:
                lines.append("  - goto: \(r.int(pages))\n    duration: \(duration(0.8))\n    easing: \"\(r.pick(easings))\"")
            case 3: lines.append("  - drag: { by: \(number(sign() * r.double(0.05, 6))), duration: \(duration(0.5)) }")
            case 4: lines.append("  - flick: { velocity: \(number(sign() * r.double(0.2, 90))) }")
            case 5: lines.append("  - wheel: { dx: \(number(sign() * r.double(0, 3))), dy: \(number(sign() * r.double(0, 3))), duration: \(duration(0.5)) }")
            case 6 where pages > 1:
                let row = r.int(styles.count), line = "  - tap: { row: \(1 + row), side: \(r.pick(["leading", "trailing"])) }"
                if solo == nil || solo == row { lines.append(line) }
            case 7 where pages > 1:
                let row = r.int(styles.count), line = "  - scrub: { row: \(1 + row), to: \(r.int(pages)), duration: \(duration(0.6)) }"
                if solo == nil || solo == row { lines.append(line) }
            case 8:
                let name = r.int(6) == 0 ? "solo\(1 + r.int(styles.count))" : r.pick(presses)
                if name.hasPrefix("solo") { solo = Int(name.dropFirst(4))! - 1 }
                if name == "showAll" { solo = nil }
                if name == "plus" { pages = min(Limits.maxPages, pages + 1) }
                if name == "minus" { pages = max(0, pages - 1) }
                lines.append("  - press: \(name)")
            case 9, 10:
                var settings: [String] = []
                if r.int(2) == 0 {
                    pages = r.pick(pageCounts)
                    settings.append("pages: \(pages)")
                }
                // A parameter of a row or two, moved by a few of its natural steps (an
                // invalid combination is not written).
                for _ in 0..<(r.int(3)) {
                    let row = r.int(styles.count), style = styles[row]
                    let name = r.pick(style.parameterNames)
                    guard let step = style.step(name), let value = style.effectiveValue(name) else { continue }
                    let moved = step.apply(value, (1 + r.int(6)) * Int(sign()))
                    guard let next = try? style.setting([ParameterSetting(name, moved)]) else { continue }
                    styles[row] = next
                    let key = "\(row + 1).\(name): "
                    settings.removeAll { $0.hasPrefix(key) }
                    settings.append(key + moved.text)
                }
                if !settings.isEmpty { lines.append("  - set: { \(settings.joined(separator: ", ")) }") }
            default: lines.append("  - wait: \(duration(0.3))")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
