import ArgumentParser
import Foundation
import PageDots

/// Runs the command line; every error becomes one line on stderr and exit status 2.
@main
enum EntryPoint {
    static func main() {
        // Line-buffered stdout: file names the window prints appear at once in a pipe.
        setvbuf(stdout, nil, _IOLBF, 0)
        SignalCleanup.install()
        do {
            var command = try PageDotsCommand.parseAsRoot()
            try command.run()
            try StandardOutput.finish()
        } catch {
            let code = PageDotsCommand.exitCode(for: error)
            if code == .success {
                // --help, --version: ArgumentParser prints them.
                PageDotsCommand.exit(withError: error)
            }
            if let exit = error as? ExitCode { Foundation.exit(exit.rawValue) }
            // Our own messages are one line already (a newline in them is the person's, and
            // is shown escaped); ArgumentParser's come with usage lines after the first.
            let message = PageDotsCommand.message(for: error)
            let line = error is UsageError ? Quoted("\(error)", longest: 240).description
                : (ParserMessage.rewrite(message).map { Quoted($0, longest: 240).description } ?? oneLine(message))
            FileHandle.standardError.write(Data(("pagedots: " + line + "\n").utf8))
            Foundation.exit(2)
        }
    }

    /// A message as one line a person can read: ArgumentParser's first line (without its
    /// "Error: "), control characters escaped, at most `longest` characters.
    static func oneLine(_ message: String, longest: Int = 240) -> String {
        let line = message.split(separator: "\n").first { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? "unknown error"
        var s = String(line)
        for prefix in ["Error: ", "error: "] where s.hasPrefix(prefix) { s.removeFirst(prefix.count) }
        let safe = Quoted(s, longest: longest).description
        return safe.isEmpty ? "unknown error" : safe
    }
}
