/// PageDots' version: what `pagedots --version` prints and what files that keep
/// provenance record (`check --json`'s summary, `trace --json`'s first line, reports).
/// Changes are listed in CHANGELOG.md.
public enum PageDotsVersion {
    /// The version, `MAJOR.MINOR.PATCH`.
    public static let current = "0.14.13"
}
