import Foundation
import ReelConsole

/// The library files this process has a connection open on, by the file the system knows (device
/// and inode), whatever path reaches it.
///
/// A POSIX record lock belongs to a process, and closing *any* descriptor of a file drops all the
/// process's record locks on it — SQLite's, which a write-ahead-log connection holds on the file
/// for as long as it is open, included; another process would then take the file for its own
/// (checkpoint it, remove the log) under this one's feet. So reel reads a file's bytes itself
/// (``LibraryIdentity/header(path:)``) only while no connection of its own is open on it.
enum LibraryOpenFiles {
    /// A file as the system knows it.
    struct File: Hashable {
        let device: UInt64
        let inode: UInt64

        init?(path: String) {
            var info = stat()
            guard stat(path, &info) == 0 else { return nil }
            device = UInt64(info.st_dev)
            inode = UInt64(info.st_ino)
        }
    }

    /// How many connections are open on each file.
    private static let open = GuardedState<[File: Int]>([:])

    /// Counts a connection opened on the file at `path`, and returns the file to hand to
    /// ``closed(_:)``.
    static func opened(_ path: String) -> File? {
        guard let file = File(path: path) else { return nil }
        open.withLock { $0[file, default: 0] += 1 }
        return file
    }

    /// Counts a connection on `file` closed.
    static func closed(_ file: File) {
        open.withLock { counts in
            counts[file, default: 1] -= 1
            if counts[file] == 0 { counts[file] = nil }
        }
    }

    /// Whether a connection of this process is open on the file at `path`.
    static func isOpen(_ path: String) -> Bool {
        guard let file = File(path: path) else { return false }
        return open.withLock { $0[file] != nil }
    }
}
