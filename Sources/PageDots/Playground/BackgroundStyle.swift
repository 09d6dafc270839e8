/// The control's background (HIG): `automatic` shows it only while the person
/// interacts, `prominent` always, `minimal` never.
public enum BackgroundStyle: String, CaseIterable, Sendable {
    case automatic, prominent, minimal

    /// The style after this one, wrapping from the last to the first.
    public var next: BackgroundStyle {
        let all = Self.allCases
        return all[(all.firstIndex(of: self)! + 1) % all.count]
    }
}
