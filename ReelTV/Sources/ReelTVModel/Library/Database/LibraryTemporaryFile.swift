import Foundation

/// The temporary file a new library is built in before it is linked into place (see
/// ``LibraryDatabase``'s creation): `.new-XXXXXXXXX` in the data folder, with the files SQLite
/// keeps beside it while it is open, and a lock file `.new-XXXXXXXXX.lock`.
///
/// The process building it holds a lock (`flock`) on the lock file from before the database is
/// created until after it and its companions are gone, and the system drops the lock when the
/// process ends, however it ends. So a temporary library whose lock file nobody holds was left
/// by a process that died building it — a SIGKILL, the file-size limit — and the next command
/// that opens the library to write removes it (``removeAbandoned(in:)``). The lock is a file of
/// its own, not the database: SQLite's record locks on a file may conflict with a `flock` of it
/// (they do on macOS), and closing any descriptor of a file drops a process's record locks.
struct LibraryTemporaryFile {
    /// The name every temporary library starts with.
    static let prefix = ".new-"
    /// What a lock file's name adds to its library's.
    static let lockSuffix = ".lock"
    /// A temporary library without a lock file comes from a reel from before the lock: removed
    /// once it is this old, by when the process that made it has long finished with it.
    static let unlockedAbandonedAfter: TimeInterval = 60

    /// The temporary library's path: as long as the library's own name, so that the longest
    /// path SQLite opens holds for it too.
    let path: String
    /// The open lock file, locked.
    private let lock: Int32

    /// Creates a lock file for a new temporary library in `folder` and locks it, unless another
    /// process removing abandoned ones took it first, when another name is tried. On a file
    /// system without `flock` the library is built without the lock, which no other process can
    /// take there either, so none removes it.
    ///
    /// - Throws: the system's error number, when the lock file cannot be created.
    init(in folder: String) throws(SystemError) {
        for _ in 0..<Self.attempts {
            let path = folder + "/" + Self.prefix + String(UUID().uuidString.prefix(9))
            let lockPath = path + Self.lockSuffix
            let lock = open(lockPath, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            guard lock >= 0 else { throw SystemError(code: errno) }
            guard flock(lock, LOCK_EX | LOCK_NB) == 0 else {
                let failure = errno
                guard failure == EWOULDBLOCK || failure == EAGAIN else {
                    (self.path, self.lock) = (path, lock)
                    return
                }
                close(lock)  // A cleaner holds it, and removes it.
                continue
            }
            // A cleaner may have taken the lock between the creation and the flock, and removed
            // the file: then the lock held is on a file nobody can find.
            var held = stat()
            var named = stat()
            guard fstat(lock, &held) == 0, stat(lockPath, &named) == 0, held.st_ino == named.st_ino, held.st_dev == named.st_dev else {
                close(lock)
                continue
            }
            (self.path, self.lock) = (path, lock)
            return
        }
        throw SystemError(code: EAGAIN)
    }

    /// How many names a creation tries while cleaners take each first: more than one is rare.
    private static let attempts = 100

    /// Removes the temporary library and its companions, then its lock file, and lets go of the
    /// lock.
    func remove() {
        Self.removeFiles(of: path)
        unlink(path + Self.lockSuffix)
        close(lock)
    }

    /// Removes the temporary libraries in `folder` that no live process is building: those
    /// whose lock file is not locked, and those from before the lock older than
    /// ``unlockedAbandonedAfter``; companions whose library is gone go too. Whatever cannot be
    /// removed stays, for a later command: this only tidies.
    static func removeAbandoned(in folder: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        let temporary = names.filter { $0.hasPrefix(prefix) }
        guard !temporary.isEmpty else { return }
        let present = Set(temporary)
        var libraries = Set<String>()
        for name in temporary {
            var library = name
            for suffix in [lockSuffix] + LibraryPath.companions.map(\.suffix) where library.hasSuffix(suffix) {
                library.removeLast(suffix.count)
                break
            }
            libraries.insert(library)
        }
        for library in libraries {
            let path = folder + "/" + library
            if present.contains(library + lockSuffix) {
                let lock = open(path + lockSuffix, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOFOLLOW)
                guard lock >= 0 else { continue }
                defer { close(lock) }
                // Held: a live process is building it.
                guard flock(lock, LOCK_EX | LOCK_NB) == 0 else { continue }
                removeFiles(of: path)
                unlink(path + lockSuffix)
            } else if present.contains(library) {
                let attributes = try? FileManager.default.attributesOfItem(atPath: path)
                guard attributes?[.type] as? FileAttributeType == .typeRegular,
                    let modified = attributes?[.modificationDate] as? Date, -modified.timeIntervalSinceNow > unlockedAbandonedAfter
                else { continue }
                removeFiles(of: path)
            } else {
                // Companions without their library: SQLite makes them only while it is there.
                removeFiles(of: path)
            }
        }
    }

    /// Removes the temporary library at `path` after its companions, so that none outlives it.
    private static func removeFiles(of path: String) {
        for (suffix, _) in LibraryPath.companions { unlink(path + suffix) }
        unlink(path)
    }
}

/// A system call's failure: its error number, and the system's words for it.
struct SystemError: Error, CustomStringConvertible {
    let code: Int32

    var description: String { String(cString: strerror(code)) }
}
