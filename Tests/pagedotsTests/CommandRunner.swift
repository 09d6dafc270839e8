import Foundation

/// Runs the built `pagedots` binary and captures what it prints.
struct CommandRunner {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The folder holding the build products (the test bundle sits beside the binary).
    static var productsDirectory: URL {
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            return bundle.bundleURL.deletingLastPathComponent()
        }
        return Bundle.main.bundleURL
    }

    static var binary: URL { productsDirectory.appendingPathComponent("pagedots") }

    /// A new empty folder under the temporary directory (the caller removes it).
    static func temporaryFolder(_ name: String) throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("pagedots-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    /// Runs the binary; with `timeout` (seconds) a process still running by then is
    /// killed and reported with status −1.
    /// `input`: what standard input holds (else nothing).
    static func run(_ arguments: [String], environment: [String: String]? = nil, timeout: Double? = nil,
                    executable: String? = nil, input: Data? = nil) throws -> Result {
        let process = Process()
        process.executableURL = executable.map { URL(fileURLWithPath: $0) } ?? binary
        process.arguments = arguments
        if let environment { process.environment = environment }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        let inPipe = input.map { _ in Pipe() }
        process.standardInput = inPipe ?? FileHandle.nullDevice
        try process.run()
        if let inPipe, let input {
            DispatchQueue.global().async {
                try? inPipe.fileHandleForWriting.write(contentsOf: input)
                try? inPipe.fileHandleForWriting.close()
            }
        }
        if let timeout {
            DispatchQueue.global().asyncAfter(deadline: .now() + timeout) { if process.isRunning { process.terminate() } }
        }
        // Read both pipes to the end before waiting, so a large output cannot block.
        let group = DispatchGroup()
        let errBox = DataBox()
        group.enter()
        DispatchQueue.global().async {
            errBox.data = readAll(err.fileHandleForReading.fileDescriptor)
            group.leave()
        }
        let outData = readAll(out.fileHandleForReading.fileDescriptor)
        group.wait()
        let errData = errBox.data
        process.waitUntilExit()
        return Result(status: process.terminationStatus,
                      stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData, as: UTF8.self))
    }
}

/// Reads a pipe to its end, retrying reads a signal interrupts (FileHandle's own reader
/// traps on EINTR).
private func readAll(_ fd: Int32) -> Data {
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
        let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        if n > 0 { data.append(contentsOf: buffer[0..<n]) }
        else if n == 0 || errno != EINTR { return data }
    }
}

/// Holds bytes read on another thread; written once before `DispatchGroup.wait` returns.
// `@unchecked Sendable`: written before the group is left, read after waiting on it.
private final class DataBox: @unchecked Sendable {
    var data = Data()
}

/// A test's own folder: made with the test (its class instance), removed with it.
final class TestFolder {
    let url: URL

    init(_ name: String) {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("pagedots-\(name)-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// The path of `name` in the folder.
    func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    /// Writes `text` to `name` in the folder; returns its path.
    func write(_ name: String, _ text: String) throws -> String {
        let p = path(name)
        try text.write(toFile: p, atomically: true, encoding: .utf8)
        return p
    }
}
