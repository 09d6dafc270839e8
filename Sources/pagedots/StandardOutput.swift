import Foundation
import PageDots
import PageDotsRender

/// What the commands print for the person or a pipe. A failed write (a full disk, a file
/// size limit, a closed device) is an error, not a silently short output; a pipe whose
/// reader has gone ends the program quietly.
enum StandardOutput {
    /// Prints `text` as one line (anything a terminal would act on escaped, line breaks
    /// too) and a newline; throws once the stream has failed.
    static func line(_ text: String) throws {
        print(TerminalText.safe(text))
        try check()
    }

    /// Prints a table of several lines, its line breaks kept (and nothing else a
    /// terminal would act on).
    static func block(_ text: String) throws {
        print(TerminalText.safe(text, keepingLineBreaks: true))
        try check()
    }

    /// Flushes what is buffered; throws if any of it could not be written.
    static func finish() throws {
        let flushed = fflush(SystemIO.standardOutput) == 0
        let reason = errno
        if !flushed || ferror(SystemIO.standardOutput) != 0 { throw failure(flushed ? EIO : reason) }
    }

    private static func check() throws {
        let reason = errno
        if ferror(SystemIO.standardOutput) != 0 { throw failure(reason) }
    }

    private static func failure(_ code: Int32) -> UsageError {
        // A reader that stopped reading (`| head`) wants no more: end quietly, as a
        // program that SIGPIPE stops does.
        if code == EPIPE { exit(128 + SIGPIPE) }
        let why = code == 0 ? "write error" : String(cString: strerror(code))
        return UsageError.standardOutput(reason: why.lowercased())
    }
}
