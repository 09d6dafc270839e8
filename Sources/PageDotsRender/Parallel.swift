import Dispatch

/// Work spread over the processors, index by index (Dispatch's `concurrentPerform`):
/// each index's work writes only its own element and reads only what does not change
/// while the work runs.
public enum Parallel {
    /// Holds what the work of each index shares. `@unchecked Sendable`: every index writes
    /// its own element only, and the body reads nothing another index writes.
    private final class Shared<T>: @unchecked Sendable {
        let elements: UnsafeMutableBufferPointer<T>
        let body: (Int, inout T) -> Void
        init(_ elements: UnsafeMutableBufferPointer<T>, _ body: @escaping (Int, inout T) -> Void) {
            self.elements = elements
            self.body = body
        }
    }

    /// `body(k, &values[k])` for every index, side by side.
    public static func update<T>(_ values: inout [T], _ body: (Int, inout T) -> Void) {
        withoutActuallyEscaping(body) { body in
            values.withUnsafeMutableBufferPointer { elements in
                let shared = Shared(elements, body)
                DispatchQueue.concurrentPerform(iterations: elements.count) { k in shared.body(k, &shared.elements[k]) }
            }
        }
    }

    /// `body(k)` for `0 ..< count`, side by side, in order in the result.
    public static func map<T>(_ count: Int, _ body: (Int) -> T) -> [T] {
        var out = [T?](repeating: nil, count: count)
        update(&out) { k, slot in slot = body(k) }
        return out.map { $0! }
    }
}
