import Foundation
import PageDots
import PageDotsRender

/// Watches a playground file: when it is saved again, reads it, and says whether it
/// loaded (its setup) or why not (`file:line: message`).
final class ConfigWatcher: SetupSource {
    let path: String
    let sets: [RowSetting]
    private var stamp: String?

    init(path: String, sets: [RowSetting]) {
        self.path = path
        self.sets = sets
        stamp = Self.stamp(path)
    }

    /// Modification time and size, as text; nil when the file cannot be read.
    static func stamp(_ path: String) -> String? {
        var st = stat()
        guard stat(path, &st) == 0 else { return nil }
        return "\(st.st_mtim.tv_sec).\(st.st_mtim.tv_nsec).\(st.st_size).\(st.st_ino)"
    }

    /// The file's new state when it changed since the last look, else nil.
    func poll() -> SetupChange? {
        let now = Self.stamp(path)
        guard now != stamp else { return nil }
        stamp = now
        do {
            return .loaded(try ScenarioLoader.load(path, requireSteps: false, sets: sets).setup)
        } catch {
            return .failed(EntryPoint.oneLine("\(error)"))
        }
    }
}
