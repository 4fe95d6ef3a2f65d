import Foundation

/// State that any thread may read and change, one at a time, behind an `NSLock`.
///
/// The Synchronization module's lock type does the same but needs iOS 18 and macOS 15; `NSLock`
/// exists on every system Reel supports. The class is `@unchecked Sendable` because the lock,
/// not the compiler, keeps the state from being touched by two threads at once: every access
/// goes through ``withLock(_:)``, and the state is `Sendable`, so what a closure copies out of
/// it may cross threads too. The data source hands values off the main actor with it
/// (`Handoff`, `LatestElement`); `package`, so that tests can count what other threads free.
package final class Locked<State: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var state: State

    /// Puts `state` behind the lock.
    package init(_ state: State) {
        self.state = state
    }

    /// Runs `body` with the state while holding the lock, and returns what it returns.
    package func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&state)
    }
}
