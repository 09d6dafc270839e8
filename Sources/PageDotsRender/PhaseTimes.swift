import Foundation

/// Wall-clock marks of a command's phases on stderr, with the processor time the whole
/// process used by then, when `PAGEDOTS_TIMES` is set (for finding where a check's time
/// goes and where processors sit idle; never part of any output).
public enum PhaseTimes {
    static let on = ProcessInfo.processInfo.environment["PAGEDOTS_TIMES"] != nil
    /// When the first mark was asked for (a static's value is made when first read).
    static let start = DispatchTime.now().uptimeNanoseconds
    /// Prints the seconds since the first mark, and `what` ended then.
    public static func mark(_ what: String) {
        guard on else { return }
        let from = start, now = DispatchTime.now().uptimeNanoseconds
        let t = Double(now - min(now, from)) / 1e9
        let cpu = Double(clock()) / Double(CLOCKS_PER_SEC)
        let line = String(format: "%7.3f s  %6.3f cpu  ", t, cpu) + what + "\n"
        FileHandle.standardError.write(Data(line.utf8))
    }
}
