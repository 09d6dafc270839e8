import Foundation
import Testing

/// Every local link and picture in the README and docs/ names a file in the repository.
struct DocumentLinkTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardized

    @Test func everyLocalLinkAndPictureExists() throws {
        let docs = try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent("docs").path)
            .filter { $0.hasSuffix(".md") }.map { "docs/" + $0 }
        let link = try NSRegularExpression(pattern: #"\]\(([^)\s]+)\)"#)
        var missing: [String] = []
        for file in ["README.md"] + docs {
            let text = try String(contentsOf: Self.root.appendingPathComponent(file), encoding: .utf8)
            for m in link.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                let target = String(text[Range(m.range(at: 1), in: text)!]).split(separator: "#", omittingEmptySubsequences: false)[0]
                guard !target.isEmpty, !target.contains("://"), !target.hasPrefix("mailto:") else { continue }
                let base = Self.root.appendingPathComponent(file).deletingLastPathComponent()
                if !FileManager.default.fileExists(atPath: base.appendingPathComponent(String(target)).standardized.path) {
                    missing.append("\(file): \(target)")
                }
            }
        }
        #expect(missing.isEmpty, "\(missing)")
    }

    /// The README stays a front page: what it is, how to start, one example per command;
    /// the manual is in docs/.
    @Test func theReadmeIsShort() throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(text.count <= 15_000, "README.md is \(text.count) characters")
        for doc in ["window", "commands", "files", "styles", "qa", "ci", "limits", "performance", "architecture"] {
            #expect(text.contains("(docs/\(doc).md)"), "README does not point to docs/\(doc).md")
        }
    }
}
