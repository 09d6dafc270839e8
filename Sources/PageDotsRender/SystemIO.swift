import CPipe
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The C library's `read` and `write`, named so that types with methods of those names
/// can call them, on Linux (Glibc) and macOS (Darwin) alike. Both are safe in a signal
/// handler.
public enum SystemIO {
    @inline(__always)
    public static func write(_ fd: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
        return Glibc.write(fd, bytes, count)
        #else
        return Darwin.write(fd, bytes, count)
        #endif
    }

    @inline(__always)
    public static func read(_ fd: Int32, _ bytes: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
        return Glibc.read(fd, bytes, count)
        #else
        return Darwin.read(fd, bytes, count)
        #endif
    }

    /// The C library's standard output stream.
    public static var standardOutput: UnsafeMutablePointer<FILE> { pd_stdout() }
}
