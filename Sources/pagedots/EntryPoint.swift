import ArgumentParser
import Foundation

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
        } catch {
            let code = PageDotsCommand.exitCode(for: error)
            if code == .success {
                // --help, --version: ArgumentParser prints them.
                PageDotsCommand.exit(withError: error)
            }
            if let exit = error as? ExitCode { Foundation.exit(exit.rawValue) }
            FileHandle.standardError.write(Data(("pagedots: " + oneLine(PageDotsCommand.message(for: error)) + "\n").utf8))
            Foundation.exit(2)
        }
    }

    /// The first non-empty line of a message, without the "Error: " ArgumentParser adds.
    static func oneLine(_ message: String) -> String {
        let line = message.split(separator: "\n").first { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? "unknown error"
        var s = String(line)
        for prefix in ["Error: ", "error: "] where s.hasPrefix(prefix) { s.removeFirst(prefix.count) }
        return s
    }
}
