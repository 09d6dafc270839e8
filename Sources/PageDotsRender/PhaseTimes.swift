import Foundation

/// Wall-clock marks of a command's phases on stderr, when `PAGEDOTS_TIMES` is set (for
/// finding where a check's time goes; never part of any output).
public enum PhaseTimes {
    static let on = ProcessInfo.processInfo.environment["PAGEDOTS_TIMES"] != nil
    /// When the first mark was asked for (a static's value is made when first read).
    static let start = DispatchTime.now().uptimeNanoseconds
    /// Prints the seconds since the first mark, and `what` ended then.
    public static func mark(_ what: String) {
        guard on else { return }
        let from = start, now = DispatchTime.now().uptimeNanoseconds
        let t = Double(now - min(now, from)) / 1e9
        FileHandle.standardError.write(Data((String(format: "%7.3f s  ", t) + what + "\n").utf8))
    }
}
