/// A playground's rows as design tokens (docs/tokens.md), in the W3C Design Tokens
/// Community Group's JSON format: one group per row — its style's parameters (lengths as
/// dimensions in px, one px a pt; counts and fractions as numbers), its colours, and its
/// step's duration and easing (as a cubic Bézier) — so that a design system or a code
/// generator can read them.
public enum DesignTokens {
    /// The tokens of `rows` (`pages` pages), keys in a fixed order.
    /// `easing`: the playground's easing of every row's steps, when it sets one.
    public static func json(rows: [RowSpec], pages: Int, easing: Easing? = nil) -> JSONValue {
        // (The page count's token is named `pages`: no group may take the name.)
        var names: [String: Int] = ["pages": 1]
        var groups: [(String, JSONValue)] = []
        for (i, row) in rows.enumerated() {
            // A group per row, named by its label or style (a second of the same name numbered).
            let base = Self.name(row.label ?? row.style.kind.rawValue)
            names[base, default: 0] += 1
            let key = names[base]! == 1 ? base : "\(base)-\(names[base]!)"
            groups.append((key, group(row, index: i, easing: easing)))
        }
        return .object([
            ("$description", .string("PageDots \(PageDotsVersion.current): \(rows.count) row\(rows.count == 1 ? "" : "s") on \(pages) page\(pages == 1 ? "" : "s"); lengths in px (one px a pt)")),
            ("pages", token("number", .int(pages), "The page count the rows were set up for")),
        ] + groups)
    }

    /// One row's group.
    static func group(_ row: RowSpec, index: Int, easing: Easing?) -> JSONValue {
        let style = row.style
        var fields: [(String, JSONValue)] = [
            ("$description", .string("row \(index + 1): \(style.kind.rawValue)" + (row.style.summary.isEmpty ? "" : " (\(row.style.summary))"))),
            ("$extensions", .object([("com.pagedots", .object([("style", .string(style.kind.rawValue)), ("row", .int(index + 1))]))])),
        ]
        for name in style.parameterNames {
            guard let value = style.effectiveValue(name) else { continue }
            let isLength = style.step(name) == .length
            switch value {
            case .number(let v):
                fields.append((Self.name(name), isLength ? token("dimension", dimension(v), nil) : token("number", .number(v), nil)))
            case .numbers(let vs):
                // (A list is a token per entry, numbered from 1: the format has no list type.)
                for (k, v) in vs.enumerated() {
                    fields.append(("\(Self.name(name))-\(k + 1)", isLength ? token("dimension", dimension(v), nil) : token("number", .number(v), nil)))
                }
            }
        }
        fields.append(("full-diameter", token("dimension", dimension(style.fullDiameter), "The largest element's size across")))
        let colours = row.colors
        fields.append(("color-current", token("color", .string(hex(colours.current ?? Palette.currentDot)), "The current page's element")))
        fields.append(("color-other", token("color", .string(hex(colours.other ?? Palette.dot)), "The other elements")))
        fields.append(("color-background", token("color", .string(hex(colours.background ?? Palette.controlBackground)), "The control's background")))
        let step = style.stepAnimation
        fields.append(("step-duration", token("duration", .object([("value", .number(rounded(step.duration * 1000))), ("unit", .string("ms"))]), "An animated page step")))
        let (curve, note) = bezier(easing ?? step.easing)
        fields.append(("step-easing", .object([("$type", .string("cubicBezier")), ("$value", .array(curve.map { .number(rounded($0)) })),
                                                 ("$description", .string(note))])))
        return .object(fields)
    }

    /// A token: its type, value and description.
    static func token(_ type: String, _ value: JSONValue, _ description: String?) -> JSONValue {
        .object([("$type", .string(type)), ("$value", value)] + (description.map { [("$description", JSONValue.string($0))] } ?? []))
    }

    /// A length in pt as a dimension in px.
    static func dimension(_ v: Double) -> JSONValue { .object([("value", .number(rounded(v))), ("unit", .string("px"))]) }

    /// Rounded to 1e-4 (what a design tool keeps).
    static func rounded(_ v: Double) -> Double { (v * 10_000).rounded() / 10_000 }

    /// A token name: lower case words joined by hyphens (`maxDots` → `max-dots`, `iOS
    /// UIPageControl` → `ios-uipage-control`): a word starts where a small letter meets a
    /// capital, or after anything but a letter or digit.
    static func name(_ s: String) -> String {
        var out = ""
        var previous: Character?
        for c in s {
            if c.isLetter || c.isNumber {
                if c.isUppercase, let p = previous, p.isLowercase, out.last != "-" { out += "-" }
                out += c.lowercased()
            } else if !out.isEmpty && out.last != "-" {
                out += "-"
            }
            previous = c
        }
        while out.hasSuffix("-") { out.removeLast() }
        return out.isEmpty ? "row" : out
    }

    /// `#rrggbb`, or `#rrggbbaa` when not opaque.
    static func hex(_ c: Color) -> String {
        func byte(_ v: Double) -> String {
            let b = Int((min(max(v, 0), 1) * 255).rounded())
            return String(b, radix: 16).count == 1 ? "0" + String(b, radix: 16) : String(b, radix: 16)
        }
        return "#" + byte(c.r) + byte(c.g) + byte(c.b) + (c.a < 1 ? byte(c.a) : "")
    }

    /// An easing as a CSS cubic Bézier: exact for the cubic polynomials (a curve whose x
    /// runs evenly has its control points at x ⅓ and ⅔), else the nearest usual curve, said.
    static func bezier(_ e: Easing) -> ([Double], String) {
        switch e {
        case .linear: return ([0, 0, 1, 1], "linear: exact")
        case .easeInCubic: return ([1.0 / 3, 0, 2.0 / 3, 0], "easeInCubic (t³): exact")
        case .easeOutCubic: return ([1.0 / 3, 1, 2.0 / 3, 1], "easeOutCubic (1 − (1 − t)³): exact")
        case .easeOutBack:
            // 1 + c₃(t − 1)³ + c₁(t − 1)²: its slope at 0 is 3c₃ − 2c₁, at 1 none.
            let c1 = 1.70158, c3 = c1 + 1
            return ([1.0 / 3, (3 * c3 - 2 * c1) / 3, 2.0 / 3, 1], "easeOutBack: exact")
        case .easeInOutCubic: return ([0.65, 0, 0.35, 1], "easeInOutCubic: two cubics joined at ½; this curve is within 0.01 of it")
        case .cubicBezier(let a, let b, let c, let d): return ([a, b, c, d], "cubic-bezier: exact")
        case .spring(let response, let ratio):
            return ([0.2, 0.9, 0.3, 1], "a spring (response \(NumberText.short(response)) s, damping ratio \(NumberText.short(ratio))): no Bézier holds its overshoot; this curve eases out like it")
        }
    }
}
