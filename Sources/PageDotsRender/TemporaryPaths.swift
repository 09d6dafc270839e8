import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The temporary files and folders an output is being written to, so that they can be
/// removed even when the process dies of a signal (`removeAllNow` is safe to call from a
/// signal handler: it only reads memory set up beforehand and calls unlink and rmdir).
public enum TemporaryPaths {
    /// One registered path.
    struct Slot {
        var path: UnsafeMutablePointer<CChar>?
        /// A folder of `frame-00001.png …` files rather than one file.
        var isFolder = false
        /// Remove the folder itself too (it was made for this output).
        var removeFolder = false
        /// Frame files written into the folder so far.
        var frames = 0
        /// The process writing the file (ffmpeg), stopped before the file is removed so
        /// that it cannot make it again.
        var writer: pid_t = 0
    }

    static let capacity = 8
    // `nonisolated(unsafe)`: read by a signal handler, which can take no lock; written only
    // by the thread that writes outputs.
    nonisolated(unsafe) static let slots: UnsafeMutablePointer<Slot> = {
        let p = UnsafeMutablePointer<Slot>.allocate(capacity: capacity)
        p.initialize(repeating: Slot(), count: capacity)
        return p
    }()
    /// Room to build a frame file's name in a signal handler.
    // `nonisolated(unsafe)`: used only by the signal handler that removes outputs.
    nonisolated(unsafe) static let scratch = UnsafeMutablePointer<CChar>.allocate(capacity: Int(PATH_MAX) + 64)

    /// Makes the tables now, before any signal handler may read them: a handler must not
    /// be the one that first allocates them (a lazy global's first use takes a lock and
    /// memory, neither of which a signal handler may).
    public static func prepare() {
        _ = slots
        _ = scratch
    }

    /// Registers a file being written; returns its slot, or nil when the table is full.
    @discardableResult
    public static func register(file path: String) -> Int? { add(Slot(path: strdup(path))) }

    /// Registers a folder of frames being written; `removeFolder`: it was made for them.
    public static func register(folder path: String, removeFolder: Bool) -> Int? {
        add(Slot(path: strdup(path), isFolder: true, removeFolder: removeFolder))
    }

    /// Records the process writing a registered file.
    public static func setWriter(_ slot: Int?, _ pid: pid_t) {
        guard let slot else { return }
        slots[slot].writer = pid
    }

    /// Records that frames 1…`count` exist in a registered folder.
    public static func setFrames(_ slot: Int?, _ count: Int) {
        guard let slot else { return }
        slots[slot].frames = count
    }

    /// Forgets a slot (its output is complete, or already removed).
    public static func unregister(_ slot: Int?) {
        guard let slot else { return }
        let p = slots[slot].path
        slots[slot] = Slot()
        free(p)
    }

    /// Forgets the slot registered for `path`.
    public static func unregister(file path: String) {
        for i in 0..<capacity where slots[i].path.map({ String(cString: $0) == path }) ?? false { unregister(i) }
    }

    private static func add(_ slot: Slot) -> Int? {
        for i in 0..<capacity where slots[i].path == nil {
            slots[i] = slot
            return i
        }
        free(slot.path)
        return nil
    }

    /// Removes what one slot holds now and forgets it.
    public static func remove(_ slot: Int?) {
        guard let slot else { return }
        removeNow(slot)
        unregister(slot)
    }

    /// Removes every registered path now. Safe in a signal handler.
    public static func removeAllNow() {
        for i in 0..<capacity { removeNow(i) }
    }

    private static func removeNow(_ i: Int) {
        guard let path = slots[i].path else { return }
        if slots[i].writer > 0 {
            kill(slots[i].writer, SIGKILL)
            var status: Int32 = 0
            waitpid(slots[i].writer, &status, 0)
        }
        if slots[i].isFolder {
            removeFrames(in: path, count: slots[i].frames)
            if slots[i].removeFolder { rmdir(path) }
        } else {
            unlink(path)
        }
    }

    /// Unlinks `path/frame-00001.png …` up to `count`, building each name by hand.
    private static func removeFrames(in path: UnsafeMutablePointer<CChar>, count: Int) {
        let length = strlen(path)
        guard count > 0, length < Int(PATH_MAX) else { return }
        memcpy(scratch, path, length)
        var at = length
        for c in "/frame-".utf8 { scratch[at] = CChar(bitPattern: c); at += 1 }
        for n in 1...count {
            var digits = 1, t = n
            while t >= 10 { t /= 10; digits += 1 }
            let width = max(5, digits)
            var v = n
            for k in stride(from: width - 1, through: 0, by: -1) { scratch[at + k] = CChar(48 + v % 10); v /= 10 }
            var end = at + width
            for c in ".png".utf8 { scratch[end] = CChar(bitPattern: c); end += 1 }
            scratch[end] = 0
            unlink(scratch)
        }
    }
}
