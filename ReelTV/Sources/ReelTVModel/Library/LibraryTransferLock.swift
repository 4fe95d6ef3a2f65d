import Foundation
import ReelConsole

/// The lock that makes one process at a time run a library's transfers: a POSIX record lock
/// (`fcntl`) on the whole of a file beside the database.
///
/// The system keeps a record lock's holder with it, so a process refused the lock asks the
/// system who holds it (`F_GETLK`) and always learns the pid: no moment exists when the lock
/// is taken but its holder not yet known, as there was while holders wrote their pid into the
/// file after locking it. The system releases the lock when the holder closes the file or ends,
/// however it ends (a SIGKILL included), so a crashed runner never leaves the library locked.
///
/// A record lock belongs to a process, not to an open file: another library of the same process
/// on the same file would take it again without a conflict, and closing any descriptor of the
/// file drops it. So the process keeps its own table of the lock files it holds, and refuses a
/// second claim there, without opening the file.
final class LibraryTransferLock {
    /// The lock file's path: the library's, with `.transfers` added.
    let path: String
    /// The library's path, which errors name.
    private let databasePath: String
    /// The open, locked file and its identity while this process holds the lock.
    private var held: (descriptor: Int32, file: FileIdentity)?

    /// A lock file as the system knows it, whatever path reaches it.
    private struct FileIdentity: Hashable {
        let device: UInt64
        let inode: UInt64

        init(_ info: stat) {
            device = UInt64(info.st_dev)
            inode = UInt64(info.st_ino)
        }
    }

    /// The lock files this process holds.
    private static let heldInThisProcess = GuardedState<Set<FileIdentity>>([])

    /// How many times a claim tries again when the holder let go between being refused and
    /// being asked for: each try finds the lock free or held, so more than one is rare.
    private static let attempts = 1_000

    /// What the lock file's name adds to the library's.
    static let suffix = ".transfers"

    /// The lock of the transfers of the library at `databasePath`, not taken yet.
    init(databasePath: String) {
        self.databasePath = databasePath
        path = databasePath + Self.suffix
    }

    deinit {
        release()
    }

    /// Takes the lock unless another process (or another open library in this one) holds it;
    /// taking it again while holding it changes nothing.
    func claim() -> TransferClaim {
        if held != nil { return .claimed }
        return Self.heldInThisProcess.withLock { heldFiles in
            var info = stat()
            if stat(path, &info) == 0 {
                if heldFiles.contains(FileIdentity(info)) { return .heldElsewhere(processID: getpid()) }
                // A FIFO would keep the open waiting, and a folder cannot be opened to lock.
                if let kind = LibraryPath.kind(ofNonFile: info) { return unavailable(notAFile: kind) }
            }
            let file = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NONBLOCK, 0o644)
            guard file >= 0, fstat(file, &info) == 0 else {
                let reason = Self.systemError()
                if file >= 0 { close(file) }
                return unavailable("cannot open \(path), the lock file of its transfers: \(reason)")
            }
            if let kind = LibraryPath.kind(ofNonFile: info) {
                close(file)
                return unavailable(notAFile: kind)
            }
            var reason = "other processes kept taking and releasing it"
            for _ in 0..<Self.attempts {
                var lock = Self.wholeFileWriteLock()
                if fcntl(file, F_SETLK, &lock) == 0 {
                    held = (file, FileIdentity(info))
                    heldFiles.insert(FileIdentity(info))
                    return .claimed
                }
                guard errno == EAGAIN || errno == EACCES else {
                    reason = Self.systemError()
                    break
                }
                var holder = Self.wholeFileWriteLock()
                if fcntl(file, F_GETLK, &holder) == 0, holder.l_type != Int16(F_UNLCK) {
                    close(file)
                    return .heldElsewhere(processID: holder.l_pid)
                }
            }
            close(file)
            return unavailable("cannot lock \(path), the lock file of its transfers: \(reason)")
        }
    }

    /// The claim refused for `reason`, about the library.
    private func unavailable(_ reason: String) -> TransferClaim {
        .unavailable(LibraryDatabaseError(file: databasePath, problem: .unreadable(reason: reason)))
    }

    /// The claim refused because the lock file is `kind` (a folder, a FIFO…).
    private func unavailable(notAFile kind: String) -> TransferClaim {
        unavailable("\(path) is \(kind), where reel keeps the lock file of the library's transfers: move it out of the way")
    }

    /// Lets another process take the lock.
    func release() {
        guard let held else { return }
        Self.heldInThisProcess.withLock { _ = $0.remove(held.file) }
        close(held.descriptor)
        self.held = nil
    }

    /// A request for a write lock on the whole file.
    private static func wholeFileWriteLock() -> flock {
        var lock = flock()
        lock.l_type = Int16(F_WRLCK)
        lock.l_whence = Int16(SEEK_SET)
        return lock
    }

    private static func systemError() -> String {
        String(cString: strerror(errno))
    }
}
