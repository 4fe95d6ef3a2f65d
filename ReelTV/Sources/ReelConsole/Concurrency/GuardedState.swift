import Foundation

/// A value that threads take turns with: each ``withLock(_:)`` holds an `NSLock` while it reads or
/// changes the value.
///
/// The progress line and the app's library files share state across threads with it. They need
/// what iOS 15 has: the Synchronization module's `Mutex` needs iOS 18, and the library's own lock
/// type is `package` to the library. The lock, not the compiler, keeps two threads from touching
/// the value at once, hence `@unchecked Sendable`; the value is `Sendable`, so what a closure
/// copies out of it may cross threads.
package final class GuardedState<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    /// Guards `value`.
    package init(_ value: Value) {
        self.value = value
    }

    /// Calls `body` with the value while no other thread holds it, and returns what `body` returns.
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
