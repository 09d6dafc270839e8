extension Double {
    /// A finite number written in decimal — digits, an optional point, sign and exponent —
    /// as every option and list takes them: hexadecimal (`0x4`), `inf` and `nan` are not.
    public init?(decimal text: some StringProtocol) {
        guard text.contains(where: \.isNumber),
              text.allSatisfy({ "0123456789.+-eE".contains($0) }),
              let v = Double(String(text)), v.isFinite else { return nil }
        self = v
    }
}
