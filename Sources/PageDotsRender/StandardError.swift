#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PageDots

/// Lines for the person on stderr. A stderr that is closed or cannot take more (a full
/// disk, a closed pipe) loses the line; it never stops the program.
public enum StandardError {
    public static func write(_ text: String) {
        var bytes = Array(text.utf8)
        var done = 0
        while done < bytes.count {
            let n = bytes.withUnsafeMutableBytes { SystemIO.write(2, $0.baseAddress! + done, $0.count - done) }
            if n > 0 { done += n } else if n < 0 && errno == EINTR { continue } else { return }
        }
    }

    /// `pagedots: LINE` and a newline; anything in it a terminal would act on (a line
    /// break too: it is one line) escaped.
    public static func line(_ text: String) { write("pagedots: " + TerminalText.safe(text) + "\n") }
}
