import Foundation
import GRDB

/// Another connection's write transaction on a library file, held for a while: what another
/// process in the middle of a change looks like to the library.
enum WriteLockHolder {
    /// Takes the write lock of the file at `path` in a connection of its own, holds it for
    /// `seconds`, runs `sql` (if any) and commits. Returns once the lock is held, with the task
    /// that commits.
    static func hold(_ path: String, for seconds: Double, then sql: String? = nil) async throws -> Task<Void, any Error> {
        let holder = try DatabaseQueue(path: path)
        let (locked, signalLocked) = AsyncStream<Void>.makeStream()
        let task = Task.detached {
            try holder.inTransaction(.immediate) { db in
                signalLocked.yield()
                Thread.sleep(forTimeInterval: seconds)
                if let sql { try db.execute(sql: sql) }
                return .commit
            }
        }
        for await _ in locked { break }
        return task
    }

    /// Takes the write lock of the file at `path` in a connection of its own, on a thread of its
    /// own (a wait there blocks no thread of the concurrency pool), and holds it until the
    /// returned semaphore is signalled, then rolls back. Returns once the lock is held.
    static func holdUntilSignalled(_ path: String) async throws -> DispatchSemaphore {
        let holder = try DatabaseQueue(path: path)
        let release = DispatchSemaphore(value: 0)
        let (locked, signalLocked) = AsyncStream<Void>.makeStream()
        Thread.detachNewThread {
            try? holder.inTransaction(.immediate) { _ in
                signalLocked.yield()
                release.wait()
                return .rollback
            }
        }
        for await _ in locked { break }
        return release
    }
}
