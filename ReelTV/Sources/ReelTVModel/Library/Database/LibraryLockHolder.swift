import Foundation
import ReelConsole

/// The process that holds the library's SQLite lock a writer waited for, as the system records
/// it with the lock: what "another process kept it locked" names.
///
/// SQLite keeps its locks as POSIX record locks: a write-ahead-log library's writer holds byte
/// 120 of the `-shm` file (the write lock), a checkpoint byte 121, a recovery byte 122, and a
/// connection that has the whole file to itself the database file's pending, reserved or
/// exclusive bytes. `F_GETLK` asks the system which process holds a lock that would conflict.
///
/// A record lock belongs to a process, and closing *any* descriptor of a file drops all the
/// process's record locks on it — the library's own connection's included. So the descriptors
/// opened to ask are never closed: one per file asked about, for the life of the process.
enum LibraryLockHolder {
    /// A process holding a lock, with its name and whether it is stopped (by SIGSTOP, or
    /// Ctrl-Z in a shell), when the system says.
    struct Holder: Equatable, Sendable {
        let processID: pid_t
        /// The program's name as the system keeps it (Linux's `/proc/PID/comm`: up to 15 bytes).
        var name: String? = nil
        var isStopped = false

        /// `sqlite3, pid 1745`, or `pid 1745` without a name: made safe for a terminal.
        var description: String {
            name.map { "\($0.terminalSafe(limit: 40)), pid \(processID)" } ?? "pid \(processID)"
        }

        /// The process `processID`, with what `/proc` tells of it.
        init(processID: pid_t) {
            self.processID = processID
            name = (try? String(contentsOfFile: "/proc/\(processID)/comm", encoding: .utf8))?
                .trimmingCharacters(in: .newlines)
            isStopped = LibraryLockHolder.isStopped(processID)
        }

        init(processID: pid_t, name: String?, isStopped: Bool) {
            self.processID = processID
            self.name = name
            self.isStopped = isStopped
        }
    }

    /// The bytes SQLite's unix VFS locks in the `-shm` file for the write-ahead log's writer, its
    /// checkpoint and its recovery.
    private static let shmWriteLock: off_t = 120, shmCheckpointLock: off_t = 121, shmRecoveryLock: off_t = 122
    /// The database file's lock bytes: pending, reserved, then the 510 shared ones.
    private static let pendingByte: off_t = 0x4000_0000, databaseLockBytes: off_t = 512

    /// Descriptors opened to ask about locks, by the file they are open on; never closed.
    private static let descriptors = GuardedState<[FileKey: Int32]>([:])

    private struct FileKey: Hashable {
        let device: UInt64
        let inode: UInt64
    }

    /// Another process holding a lock that keeps a writer of the library at `path` waiting, if
    /// any can be seen.
    static func find(path: String) -> Holder? {
        let resolved = LibraryPath.resolved(path)
        let probes: [(file: String, start: off_t, length: off_t, type: Int32)] = [
            (resolved + "-shm", shmWriteLock, 1, F_WRLCK), (resolved + "-shm", shmRecoveryLock, 1, F_WRLCK),
            (resolved + "-shm", shmCheckpointLock, 1, F_WRLCK),
            // Only a write lock there keeps a writer waiting: readers hold shared bytes.
            (resolved, pendingByte, databaseLockBytes, F_RDLCK),
        ]
        for probe in probes {
            guard let processID = holder(of: probe.file, start: probe.start, length: probe.length, type: probe.type) else { continue }
            return Holder(processID: processID)
        }
        return nil
    }

    /// The process holding a lock on bytes `start..<start + length` of `file` that would
    /// conflict with a lock of `type`, if another process holds one.
    private static func holder(of file: String, start: off_t, length: off_t, type: Int32) -> pid_t? {
        guard let descriptor = descriptor(for: file) else { return nil }
        var lock = flock()
        lock.l_type = Int16(type)
        lock.l_whence = Int16(SEEK_SET)
        lock.l_start = start
        lock.l_len = length
        guard fcntl(descriptor, F_GETLK, &lock) == 0, lock.l_type != Int16(F_UNLCK), lock.l_pid > 0, lock.l_pid != getpid() else {
            return nil
        }
        return lock.l_pid
    }

    /// A descriptor open on `file`, the one opened before if there is one.
    private static func descriptor(for file: String) -> Int32? {
        var info = stat()
        guard stat(file, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        return descriptors.withLock { retained in
            let key = FileKey(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
            if let descriptor = retained[key] { return descriptor }
            var descriptor = open(file, O_RDWR | O_CLOEXEC | O_NONBLOCK)
            if descriptor < 0 { descriptor = open(file, O_RDONLY | O_CLOEXEC | O_NONBLOCK) }
            guard descriptor >= 0 else { return nil }
            var opened = stat()
            guard fstat(descriptor, &opened) == 0 else { return descriptor }
            // Kept under what it is open on, which a file replaced meanwhile makes another key.
            retained[FileKey(device: UInt64(opened.st_dev), inode: UInt64(opened.st_ino))] = descriptor
            return descriptor
        }
    }

    /// Whether the process `processID` is stopped, as Linux's `/proc` tells (state `T`, or `t`
    /// stopped by a debugger); `false` where that cannot be read.
    static func isStopped(_ processID: pid_t) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(processID)/stat", encoding: .utf8),
            let end = stat.lastIndex(of: ")")
        else { return false }
        let state = stat[stat.index(after: end)...].drop { $0 == " " }.first
        return state == "T" || state == "t"
    }
}
