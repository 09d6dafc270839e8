import Foundation
import Testing

/// `check` speaks CI: JUnit XML that a JUnit reader takes, GitHub Actions annotations, and
/// the version it was made with.
final class CIFormatTests {
    let folder = TestFolder("ci")

    /// The JUnit XML structure CI systems read (Jenkins, GitLab, GitHub report actions):
    /// `testsuites` of `testsuite` (name and tests required) of `testcase` (name required),
    /// each holding skipped?, error*, failure*, system-out*, system-err* in that order.
    static let schema = """
    <?xml version="1.0" encoding="UTF-8"?>
    <xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" elementFormDefault="qualified">
      <xs:element name="testsuites">
        <xs:complexType>
          <xs:sequence><xs:element ref="testsuite" minOccurs="0" maxOccurs="unbounded"/></xs:sequence>
          <xs:attribute name="name" type="xs:string"/>
          <xs:attribute name="time" type="xs:decimal"/>
          <xs:attribute name="tests" type="xs:nonNegativeInteger"/>
          <xs:attribute name="failures" type="xs:nonNegativeInteger"/>
          <xs:attribute name="disabled" type="xs:nonNegativeInteger"/>
          <xs:attribute name="errors" type="xs:nonNegativeInteger"/>
        </xs:complexType>
      </xs:element>
      <xs:element name="testsuite">
        <xs:complexType>
          <xs:sequence>
            <xs:element name="properties" minOccurs="0">
              <xs:complexType><xs:sequence>
                <xs:element name="property" minOccurs="0" maxOccurs="unbounded">
                  <xs:complexType>
                    <xs:attribute name="name" type="xs:string" use="required"/>
                    <xs:attribute name="value" type="xs:string" use="required"/>
                  </xs:complexType>
                </xs:element>
              </xs:sequence></xs:complexType>
            </xs:element>
            <xs:element ref="testcase" minOccurs="0" maxOccurs="unbounded"/>
            <xs:element name="system-out" type="xs:string" minOccurs="0"/>
            <xs:element name="system-err" type="xs:string" minOccurs="0"/>
          </xs:sequence>
          <xs:attribute name="name" type="xs:string" use="required"/>
          <xs:attribute name="tests" type="xs:nonNegativeInteger" use="required"/>
          <xs:attribute name="failures" type="xs:nonNegativeInteger"/>
          <xs:attribute name="errors" type="xs:nonNegativeInteger"/>
          <xs:attribute name="skipped" type="xs:nonNegativeInteger"/>
          <xs:attribute name="disabled" type="xs:nonNegativeInteger"/>
          <xs:attribute name="time" type="xs:decimal"/>
          <xs:attribute name="timestamp" type="xs:string"/>
          <xs:attribute name="hostname" type="xs:string"/>
          <xs:attribute name="id" type="xs:string"/>
          <xs:attribute name="package" type="xs:string"/>
        </xs:complexType>
      </xs:element>
      <xs:complexType name="outcome" mixed="true">
        <xs:attribute name="message" type="xs:string"/>
        <xs:attribute name="type" type="xs:string"/>
      </xs:complexType>
      <xs:element name="testcase">
        <xs:complexType>
          <xs:sequence>
            <xs:element name="skipped" type="outcome" minOccurs="0"/>
            <xs:element name="error" type="outcome" minOccurs="0" maxOccurs="unbounded"/>
            <xs:element name="failure" type="outcome" minOccurs="0" maxOccurs="unbounded"/>
            <xs:element name="system-out" type="xs:string" minOccurs="0" maxOccurs="unbounded"/>
            <xs:element name="system-err" type="xs:string" minOccurs="0" maxOccurs="unbounded"/>
          </xs:sequence>
          <xs:attribute name="name" type="xs:string" use="required"/>
          <xs:attribute name="classname" type="xs:string"/>
          <xs:attribute name="assertions" type="xs:string"/>
          <xs:attribute name="time" type="xs:decimal"/>
          <xs:attribute name="status" type="xs:string"/>
        </xs:complexType>
      </xs:element>
    </xs:schema>
    """

    func validate(_ xml: String) throws -> CommandRunner.Result {
        let xsd = try folder.write("junit.xsd", Self.schema)
        return try CommandRunner.run(["--noout", "--schema", xsd, xml], executable: "/usr/bin/xmllint")
    }

    @Test func junitHoldsEveryFileRowAndFinding() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/xmllint") else {
            #expect(ProcessInfo.processInfo.environment["CI"] == nil, "CI must have xmllint (libxml2-utils)")
            return
        }
        // A scenario that passes, a recording with three findings, a trace with an odd
        // name, and a recording with no row to judge.
        let scenario = try folder.write("s<&>.yaml", "size: 320x180\nfps: 10\npages: 8\nsteps:\n  - goto: 3\n    duration: 0.3\n")
        let trace = try folder.write("t \"q\".jsonl", UntrustedInputTests.minimal)
        let xml = folder.path("report.xml")
        let r = try CommandRunner.run(["check", "--scenario", scenario, "--trace", trace, "--video", UntrustedRecordingTests.qa, "--junit", xml])
        #expect(r.status == 1, "\(r.stderr)")
        let v = try validate(xml)
        #expect(v.status == 0, "\(v.stderr)")
        let text = try String(contentsOfFile: xml, encoding: .utf8)
        #expect(text.contains("<testsuites name=\"pagedots check\" tests=\"3\" failures=\"1\""), "\(text.prefix(400))")
        #expect(text.contains("s&lt;&amp;&gt;.yaml") && text.contains("t &quot;q&quot;.jsonl"))
        #expect(text.components(separatedBy: "<failure message=\"one current element at frame 11").count - 1 == 3, "\(text)")
        #expect(text.contains("<property name=\"pagedots\" value=\""))
        // Exit status is the same without the report.
        #expect(try CommandRunner.run(["check", "--scenario", scenario, "--video", UntrustedRecordingTests.qa]).status == 1)
        // A recording with no row is a skipped test case.
        let still = folder.path("still.mp4")
        let made = try CommandRunner.run(["-v", "error", "-y", "-f", "lavfi", "-i", "color=c=gray:s=160x90:r=10", "-t", "1", "-pix_fmt", "yuv420p", still], executable: "/usr/bin/ffmpeg")
        #expect(made.status == 0)
        let none = try CommandRunner.run(["check", "--video", still, "--junit", xml])
        #expect(none.status == 3)
        #expect(try validate(xml).status == 0)
        #expect(try String(contentsOfFile: xml, encoding: .utf8).contains("<skipped message=\"not judged: no row of page-indicator elements found"))
    }

    @Test func githubAnnotationsFollowTheWorkflowCommandSyntax() throws {
        let r = try CommandRunner.run(["check", "--video", UntrustedRecordingTests.qa, "--format", "github"])
        #expect(r.status == 1)
        let lines = r.stdout.split(separator: "\n").map(String.init)
        let annotations = lines.filter { $0.hasPrefix("::") }
        #expect(annotations.count == 3 && lines.last?.hasPrefix("checked 1 file") == true, "\(r.stdout)")
        // ::error file=F,title=T::message — properties with ':' and ',' escaped.
        let pattern = try Regex(#"::error file=[^,:]+,title=[^,:]+::row 1, frame \d+ \([0-9.]+ s\): .+"#)
        for a in annotations { #expect(a.wholeMatch(of: pattern) != nil, "\(a)") }
        #expect(try CommandRunner.run(["check", "--video", UntrustedRecordingTests.qa, "--format", "github", "--json"]).status == 2)
        #expect(try CommandRunner.run(["check", "--video", UntrustedRecordingTests.qa, "--format", "text", "--json"]).status == 2)
    }

    @Test func theVersionIsOneConstantRecordedWhereProvenanceIsKept() throws {
        let v = try CommandRunner.run(["--version"])
        let version = v.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(v.status == 0 && (try? Regex(#"\d+\.\d+\.\d+"#)).map { version.wholeMatch(of: $0) != nil } == true, "\(v.stdout)")
        let changelog = try String(contentsOf: RecordingQATests.root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        #expect(changelog.contains("## \(version) "), "CHANGELOG.md has no entry for \(version)")
        let s = try folder.write("s.yaml", "size: 320x180\nfps: 10\npages: 8\nsteps:\n  - goto: 3\n    duration: 0.2\n")
        let trace = try CommandRunner.run(["trace", "--scenario", s, "--json"])
        #expect(trace.stdout.split(separator: "\n").first?.hasSuffix("\"pagedots\":\"\(version)\"}") == true)
        let check = try CommandRunner.run(["check", "--scenario", s, "--json"])
        #expect(check.stdout.contains("{\"summary\":{\"pagedots\":\"\(version)\""), "\(check.stdout)")
    }

    /// Found by a hostile review: a report never replaces what is read, a place it cannot
    /// be written is refused before the work, names are escaped, --version fails aloud.
    @Test func reportsAreRefusedBeforeTheWork() throws {
        let copy = folder.path("v.xml")
        try FileManager.default.copyItem(atPath: UntrustedRecordingTests.qa, toPath: copy)
        let before = try Data(contentsOf: URL(fileURLWithPath: copy))
        let same = try CommandRunner.run(["check", "--video", copy, "--junit", copy])
        #expect(same.status == 2 && same.stderr.contains("--junit would replace") && same.stdout.isEmpty, "\(same.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: copy)) == before)
        let png = folder.path("r.png")
        try FileManager.default.copyItem(atPath: UntrustedRecordingTests.qa, toPath: png)
        let report = try CommandRunner.run(["check", "--video", png, "--report", png])
        #expect(report.status == 2 && report.stderr.contains("--report would replace"), "\(report.stderr)")
        let proc = try CommandRunner.run(["check", "--video", UntrustedRecordingTests.qa, "--junit", "/proc/x.xml"])
        #expect(proc.status == 2 && proc.stdout.isEmpty && proc.stderr.split(separator: "\n").count == 1, "\(proc.stderr)")
        let newline = try CommandRunner.run(["check", "--video", UntrustedRecordingTests.qa, "--junit", "no\ndir/a.xml"])
        #expect(newline.status == 2 && newline.stderr.contains("no\\ndir") && newline.stderr.split(separator: "\n").count == 1, "\(newline.stderr)")
        let full = try CommandRunner.run(["-c", "exec '\(CommandRunner.binary.path)' --version > /dev/full"], executable: "/bin/sh")
        #expect(full.status == 2 && full.stderr.contains("cannot write to standard output"), "\(full.stderr)")
    }
}
