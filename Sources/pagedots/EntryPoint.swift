import ArgumentParser
import Foundation
import PageDots
import PageDotsRender

/// Runs the command line; every error becomes one line on stderr and exit status 2.
@main
enum EntryPoint {
    static func main() {
        // Line-buffered stdout: file names the window prints appear at once in a pipe.
        setvbuf(SystemIO.standardOutput, nil, _IOLBF, 0)
        // A closed pipe on stdout or stderr is an error to report, not a reason to die.
        signal(SIGPIPE, SIG_IGN)
        SignalCleanup.install()
        do {
            var command = try PageDotsCommand.parseAsRoot()
            try command.run()
            try StandardOutput.finish()
        } catch {
            let code = PageDotsCommand.exitCode(for: error)
            if code == .success {
                // --help, --version: printed as any output, so that one that cannot be
                // written is an error too.
                do {
                    try StandardOutput.block(PageDotsCommand.fullMessage(for: error))
                    try StandardOutput.finish()
                    Foundation.exit(0)
                } catch {
                    StandardError.line("\(error)")
                    Foundation.exit(2)
                }
            }
            if let exit = error as? ExitCode { Foundation.exit(exit.rawValue) }
            // Our own messages are one line already (a newline in them is the person's, and
            // is shown escaped); ArgumentParser's come with usage lines after the first.
            let message = PageDotsCommand.message(for: error)
            let line = error is UsageError ? Quoted("\(error)", longest: longest).description
                : (ParserMessage.rewrite(message).map { Quoted($0, longest: longest).description } ?? oneLine(message, longest: longest))
            StandardError.line(line)
            // Stopped by a signal (the output already removed): as a shell reports it.
            Foundation.exit(Interrupt.wasRequested ? 128 + Interrupt.requested : 2)
        }
    }

    /// The longest line printed: the person's own text in it is cut shorter where it is
    /// quoted; this only keeps a runaway message on a screen or two.
    static let longest = 2000

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
