import Foundation

/// What `check` found, in the forms CI systems read (docs/ci.md): JUnit XML (one test
/// suite per file, one test case per row — or per scenario or trace of PageDots' own —
/// one failure per finding) and GitHub Actions annotations.
public struct CIReport: Sendable {
    /// One finding: where (frame, time) and what.
    public struct Failure: Sendable, Equatable {
        /// The frame it is in.
        public var frame: Int
        /// Seconds from the start, when known.
        public var time: Double?
        /// The invariant broken, by name.
        public var invariant: String
        /// What is wrong, in words.
        public var detail: String
        /// Makes a failure from where it is and what is wrong.
        public init(frame: Int, time: Double?, invariant: String, detail: String) {
            self.frame = frame
            self.time = time
            self.invariant = invariant
            self.detail = detail
        }

        /// "one current element at frame 12 (0.200 s)".
        public var message: String {
            "\(invariant) at frame \(frame)" + (time.map { " (\(NumberText.fixed($0, 3)) s)" } ?? "")
        }
    }

    /// A test case: a row of a file (or the whole of a scenario or trace).
    public struct Case: Sendable {
        /// The file checked (the test suite it belongs to).
        public var file: String
        /// The test case's name.
        public var name: String
        /// How many frames were checked.
        public var frames: Int
        /// One failure per finding.
        public var failures: [Failure] = []
        /// Why it was not judged (a skipped test case), when it was not.
        public var notJudged: String?
        /// Why the file was not read whole (an error of the test case), when it was not.
        public var error: String?

        /// Makes a test case; no failures, skip reason or error unless given.
        public init(file: String, name: String, frames: Int, failures: [Failure] = [], notJudged: String? = nil, error: String? = nil) {
            self.file = file
            self.name = name
            self.frames = frames
            self.failures = failures
            self.notJudged = notJudged
            self.error = error
        }
    }

    /// The test cases, in the order added.
    public private(set) var cases: [Case] = []
    /// An empty report.
    public init() {}

    /// Adds a test case.
    public mutating func add(_ c: Case) { cases.append(c) }

    /// JUnit XML: `<testsuites>` of one `<testsuite>` per file, in the order checked.
    public var junit: String {
        var files: [String] = []
        for c in cases where !files.contains(c.file) { files.append(c.file) }
        func count(_ cs: [Case]) -> (tests: Int, failures: Int, errors: Int, skipped: Int) {
            (cs.count, cs.filter { !$0.failures.isEmpty }.count, cs.filter { $0.error != nil }.count, cs.filter { $0.notJudged != nil }.count)
        }
        let all = count(cases)
        var x = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        x += "<testsuites name=\"pagedots check\" tests=\"\(all.tests)\" failures=\"\(all.failures)\" errors=\"\(all.errors)\">\n"
        for file in files {
            let cs = cases.filter { $0.file == file }
            let n = count(cs)
            x += "  <testsuite name=\"\(Self.escape(file))\" tests=\"\(n.tests)\" failures=\"\(n.failures)\" errors=\"\(n.errors)\" skipped=\"\(n.skipped)\">\n"
            x += "    <properties><property name=\"pagedots\" value=\"\(PageDotsVersion.current)\"/></properties>\n"
            for c in cs {
                x += "    <testcase name=\"\(Self.escape(c.name))\" classname=\"\(Self.escape(file))\">\n"
                if let reason = c.notJudged { x += "      <skipped message=\"\(Self.escape("not judged: " + reason))\"/>\n" }
                if let error = c.error { x += "      <error message=\"\(Self.escape(error))\" type=\"cut short\"/>\n" }
                for f in c.failures {
                    x += "      <failure message=\"\(Self.escape(f.message))\" type=\"\(Self.escape(f.invariant))\">\(Self.escape(f.detail))</failure>\n"
                }
                x += "      <system-out>\(c.frames) frames</system-out>\n"
                x += "    </testcase>\n"
            }
            x += "  </testsuite>\n"
        }
        return x + "</testsuites>\n"
    }

    /// Text for XML attributes and content: the five entities, and no character XML 1.0
    /// forbids (controls other than tab and line breaks become U+FFFD).
    static func escape(_ s: String) -> String {
        var out = ""
        // (Written as the terminal shows it first: a name's controls and marks that
        // reorder text read the same on a CI page as in the log.)
        for u in TerminalText.safe(s).unicodeScalars {
            switch u {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\t", "\n", "\r": out += "&#\(u.value);"
            default:
                let v = u.value
                if v < 0x20 || v == 0xFFFE || v == 0xFFFF { out += "\u{FFFD}" } else { out.unicodeScalars.append(u) }
            }
        }
        return out
    }

    /// A GitHub Actions workflow command: `::error file=F,title=T::message` (docs/ci.md).
    /// (Standard input is no file to point at: its annotations name none.)
    public static func annotation(_ level: String, file: String, title: String, _ message: String) -> String {
        let place = file == "(standard input)" ? "" : "file=\(property(file)),"
        return "::\(level) \(place)title=\(property(title))::\(data(message))"
    }

    /// A command's message: `%`, CR and LF escaped as the runner reads them.
    static func data(_ s: String) -> String {
        s.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
    }

    /// A command's property value: as `data`, and `:` and `,` too.
    static func property(_ s: String) -> String {
        data(s).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
