import ArgumentParser
import Foundation
import PageDots

/// The seed styles' parameters as options of their own (`layout --max-dots 9`); any
/// style's parameter is also `--set PARAMETER=VALUE`. Each applies to the styles that
/// have a parameter of its name.
struct StyleOptions: ParsableArguments {
    @Option(parsing: .unconditional, help: "Full dot diameter, pt (instagram, system).", transform: { try Number<AnyNumberRange>.parse($0) })
    var diameter: Number<AnyNumberRange>?
    @Option(parsing: .unconditional, help: "Gap between dots, pt (instagram, system).", transform: { try Number<AnyNumberRange>.parse($0) })
    var spacing: Number<AnyNumberRange>?
    @Option(name: .customLong("max-dots"), parsing: .unconditional, help: "Most visible dots (instagram: odd ≥ 3) or window slots (system).", transform: { try WholeNumber.parse($0) })
    var maxDots: WholeNumber?
    @Option(name: .customLong("full-dots"), parsing: .unconditional, help: "Full-size dots in the band (instagram; odd).", transform: { try WholeNumber.parse($0) })
    var fullDots: WholeNumber?
    @Option(name: .customLong("side-scales"), parsing: .unconditional, help: "Side-level scales, outward, comma-separated (instagram), e.g. 0.66,0.33.", transform: { try NumberListValue.parse($0) })
    var sideScales: NumberListValue?
    @Option(name: .customLong("all-full-up-to"), parsing: .unconditional, help: "Up to this many pages all dots are full size (instagram).", transform: { try WholeNumber.parse($0) })
    var allFullUpTo: WholeNumber?
    @Option(name: .customLong("available-width"), parsing: .unconditional, help: "Width the control may take, pt (system).", transform: { try Number<AnyNumberRange>.parse($0) })
    var availableWidth: Number<AnyNumberRange>?
    @Option(parsing: .unconditional, help: "Total width W, pt (cosine).", transform: { try Number<AnyNumberRange>.parse($0) })
    var width: Number<AnyNumberRange>?
    @Option(parsing: .unconditional, help: "Largest cell b, pt (cosine).", transform: { try Number<AnyNumberRange>.parse($0) })
    var cell: Number<AnyNumberRange>?
    @Option(name: .customLong("half-wave"), parsing: .unconditional, help: "Elements from largest to smallest, ≥ 2 (cosine).", transform: { try WholeNumber.parse($0) })
    var halfWave: WholeNumber?
    @Option(parsing: .unconditional, help: "Dot diameter as a fraction of its cell (cosine).", transform: { try Number<AnyNumberRange>.parse($0) })
    var fill: Number<AnyNumberRange>?
    @Option(name: .customLong("min-cell"), parsing: .unconditional, help: "Smallest cell, pt (cosine).", transform: { try Number<AnyNumberRange>.parse($0) })
    var minCell: Number<AnyNumberRange>?

    /// The options given: option name, parameter name, value and the value as typed.
    var given: [(option: String, name: String, value: ParameterValue, typed: String)] {
        var out: [(String, String, ParameterValue, String)] = []
        func add(_ option: String, _ name: String, _ v: (some CustomStringConvertible)?, _ number: Double?) {
            if let v, let number { out.append((option, name, .number(number), v.description)) }
        }
        add("--diameter", "diameter", diameter, diameter?.value)
        add("--spacing", "spacing", spacing, spacing?.value)
        add("--max-dots", "maxDots", maxDots, maxDots.map { Double($0.value) })
        add("--full-dots", "fullDots", fullDots, fullDots.map { Double($0.value) })
        add("--all-full-up-to", "allFullUpTo", allFullUpTo, allFullUpTo.map { Double($0.value) })
        add("--available-width", "availableWidth", availableWidth, availableWidth?.value)
        add("--width", "width", width, width?.value)
        add("--cell", "cell", cell, cell?.value)
        add("--half-wave", "halfWave", halfWave, halfWave.map { Double($0.value) })
        add("--fill", "fill", fill, fill?.value)
        add("--min-cell", "minCell", minCell, minCell?.value)
        if let sideScales { out.append(("--side-scales", "sideScales", .numbers(sideScales.values), sideScales.description)) }
        return out
    }

    /// The given options as `(parameter name, value)` for `kind`; throws for an option
    /// the style does not have.
    func settings(for kind: StyleKind) throws -> [(name: String, value: ParameterValue)] {
        try given.map { g in
            // A whole number too large to be any parameter's: say what the style allows,
            // with the number as it was typed.
            if case .number(let v) = g.value, abs(v) > 1e9, v == v.rounded(), kind.parameterNames.contains(g.name) {
                do { _ = try PageIndicator(kind, settings: [(g.name, .number(v < 0 ? -1e9 : 1e9))]) } catch let e as ParameterError {
                    throw UsageError.parameter(g.option, value: g.typed, e)
                }
            }
            guard kind.parameterNames.contains(g.name) else {
                throw UsageError.notAParameter(g.option, owners: StyleKind.allCases.filter { $0.parameterNames.contains(g.name) }, style: kind)
            }
            return (g.name, g.value)
        }
    }
}
