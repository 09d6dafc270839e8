import Foundation
import ArgumentParser
import PageDots

/// Style parameters as command-line options; each applies to the styles that have it.
struct StyleOptions: ParsableArguments {
    @Option(parsing: .unconditional, help: "Full dot diameter, pt (instagram, system).")
    var diameter: Double?
    @Option(parsing: .unconditional, help: "Gap between dots, pt (instagram, system).")
    var spacing: Double?
    @Option(name: .customLong("max-dots"), parsing: .unconditional, help: "Most visible dots (instagram: odd ≥ 3) or window slots (system).")
    var maxDots: Int?
    @Option(name: .customLong("full-dots"), parsing: .unconditional, help: "Full-size dots in the band (instagram; odd).")
    var fullDots: Int?
    @Option(name: .customLong("side-scales"), parsing: .unconditional, help: "Side-level scales, outward, comma-separated (instagram), e.g. 0.66,0.33.")
    var sideScales: String?
    @Option(name: .customLong("all-full-up-to"), parsing: .unconditional, help: "Up to this many pages all dots are full size (instagram).")
    var allFullUpTo: Int?
    @Option(name: .customLong("available-width"), parsing: .unconditional, help: "Width the control may take, pt (system).")
    var availableWidth: Double?
    @Option(parsing: .unconditional, help: "Total width W, pt (cosine).")
    var width: Double?
    @Option(parsing: .unconditional, help: "Largest cell b, pt (cosine).")
    var cell: Double?
    @Option(name: .customLong("half-wave"), parsing: .unconditional, help: "Elements from largest to smallest, ≥ 2 (cosine).")
    var halfWave: Int?
    @Option(parsing: .unconditional, help: "Dot diameter as a fraction of its cell (cosine).")
    var fill: Double?
    @Option(name: .customLong("min-cell"), parsing: .unconditional, help: "Smallest cell, pt (cosine).")
    var minCell: Double?

    /// The whole-number option `option` exactly as given.
    private func integerText(_ option: String) -> String? {
        switch option {
        case "--max-dots": return maxDots.map(String.init)
        case "--full-dots": return fullDots.map(String.init)
        case "--all-full-up-to": return allFullUpTo.map(String.init)
        case "--half-wave": return halfWave.map(String.init)
        default: return nil
        }
    }

    /// The given options as `(spec name, value)` for `kind`; throws for an option the
    /// style does not have or a malformed list.
    func settings(for kind: StyleKind) throws -> [(name: String, value: ParameterValue)] {
        var given: [(option: String, name: String, value: ParameterValue, styles: [StyleKind])] = []
        func add(_ option: String, _ name: String, _ v: Double?, _ styles: [StyleKind]) {
            if let v { given.append((option, name, .number(v), styles)) }
        }
        add("--diameter", "diameter", diameter, [.instagram, .system])
        add("--spacing", "spacing", spacing, [.instagram, .system])
        add("--max-dots", "maxDots", maxDots.map(Double.init), [.instagram, .system])
        add("--full-dots", "fullDots", fullDots.map(Double.init), [.instagram])
        add("--all-full-up-to", "allFullUpTo", allFullUpTo.map(Double.init), [.instagram])
        add("--available-width", "availableWidth", availableWidth, [.system])
        add("--width", "width", width, [.cosine])
        add("--cell", "cell", cell, [.cosine])
        add("--half-wave", "halfWave", halfWave.map(Double.init), [.cosine])
        add("--fill", "fill", fill, [.cosine])
        add("--min-cell", "minCell", minCell, [.cosine])
        if let sideScales {
            given.append(("--side-scales", "sideScales", .numbers(try NumberList.parse(sideScales, option: "--side-scales")), [.instagram]))
        }
        return try given.map { g in
            // A whole number too large to be any parameter's: say what the style allows,
            // with the number as it was typed.
            if case .number(let v) = g.value, abs(v) > 1e9, v == v.rounded() {
                do { _ = try PageIndicator(kind, settings: [(g.name, .number(v < 0 ? -1e9 : 1e9))]) } catch let e as ParameterError {
                    throw UsageError("\(g.option) \(integerText(g.option) ?? NumberText.short(v)) is not allowed: \(e.allowed)")
                }
            }
            guard g.styles.contains(kind) else {
                let owners = g.styles.map(\.rawValue).joined(separator: " and ")
                throw UsageError("\(g.option) is a parameter of \(owners); style \(kind.rawValue) does not have it")
            }
            return (g.name, g.value)
        }
    }
}

/// Comma-separated numbers from the command line.
extension NumberList {
    static func parse(_ text: String, option: String) throws -> [Double] {
        do { return try parse(text) } catch { throw UsageError(error.message(option)) }
    }

    static func pages(_ text: String, option: String, pages: Int) throws -> [Int] {
        try text.split(separator: ",", omittingEmptySubsequences: false).map { part in
            let s = part.trimmingCharacters(in: .whitespaces)
            guard let p = Int(s) else {
                throw UsageError("\(option): '\(s)' in '\(text)' is not a page number (pages count from 0)")
            }
            guard p >= 0, p < pages else {
                throw UsageError(FileValue.notAPage(option + ": page", String(p), pages: pages))
            }
            return p
        }
    }
}

extension WindowSize {
    /// `--size`'s value, checked.
    static func option(_ text: String, _ name: String = "--size") throws -> WindowSize {
        do { return try WindowSize(parsing: text) } catch { throw UsageError(error.message(name)) }
    }
}
