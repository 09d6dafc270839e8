/// How a number is spelt wherever one is read — an option, a scenario or playground file,
/// a trace (docs/files.md#numbers): decimal digits with an optional sign, point and
/// exponent. What is refused is refused everywhere with the same words.
public enum DecimalNumber {
    /// Why a text is not an acceptable number.
    public enum Refusal: Error, Equatable, Sendable {
        /// Not decimal: `0x10`, `1_000`, `1:30`, a word.
        case notDecimal
        /// Beyond what a number holds (`1e400`).
        case tooLarge
        /// Not 0, yet too small to tell from 0 (`1e-400`).
        case tooSmall
        /// `nan`, `.inf`, `Infinity`, …
        case notFinite
    }

    /// The spellings of no finite number (YAML's, JSON's, the C library's).
    public static let notFinite: Set<String> = ["nan", ".nan", "+nan", "-nan", "inf", ".inf", "+inf", "-inf", "+.inf", "-.inf",
                                         "infinity", "+infinity", "-infinity"]

    /// `text` as a number, or why it is none.
    public static func read(_ text: some StringProtocol) -> Result<Double, Refusal> {
        if notFinite.contains(text.lowercased()) { return .failure(.notFinite) }
        guard text.contains(where: \.isNumber), text.allSatisfy({ "0123456789.+-eE".contains($0) }),
              let v = Double(String(text)) else { return .failure(.notDecimal) }
        if v.isInfinite { return .failure(.tooLarge) }
        // (Digits other than 0 before the exponent, read as 0.)
        if v == 0, text.prefix(while: { $0 != "e" && $0 != "E" }).contains(where: { ("1"..."9").contains($0) }) { return .failure(.tooSmall) }
        return .success(v)
    }

    /// What is wrong with `text`, after the name of what it is: "'1e400' is too large a
    /// number".
    public static func message(_ text: some StringProtocol, _ refusal: Refusal) -> String {
        let shown = "'\(Quoted(String(text), longest: 40))'"
        switch refusal {
        case .notDecimal: return "\(shown) is not a decimal number"
        case .tooLarge: return "\(shown) is too large a number"
        case .tooSmall: return "\(shown) is too small a number to tell from 0: write 0"
        case .notFinite: return "\(shown) is not a finite number"
        }
    }

    /// A text (quoted, or tagged `!!str` in YAML; a string in JSON) where a number goes,
    /// as a message names it after what was expected: "must be a number, not " + this.
    public static func text(_ text: some StringProtocol) -> String {
        "the text '\(Quoted(String(text), longest: 40))' (a number is written without quotes)"
    }
}

extension Double {
    /// A finite number written in decimal (`DecimalNumber`), nil for anything else.
    public init?(decimal text: some StringProtocol) {
        guard case .success(let v) = DecimalNumber.read(text) else { return nil }
        self = v
    }
}
