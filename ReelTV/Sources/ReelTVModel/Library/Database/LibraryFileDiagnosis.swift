import Foundation
import GRDB
import ReelConsole

/// Why the file system refuses the library's file, in words a person can act on, where
/// SQLite only says "unable to open database file", "disk I/O error" or "attempt to write a
/// readonly database": a full disk, a read-only folder, a file where a folder should be or a
/// folder where the file should be, a permission missing.
enum LibraryFileDiagnosis {
    /// Free space below which a disk counts as full: SQLite needs a few pages at once for its
    /// journal and write-ahead log.
    static let fullBelowBytes: UInt64 = 1 << 20

    /// The reason SQLite's `error` on the library file at `path` gives a person: the disk is
    /// full for `SQLITE_FULL`; for the errors whose cause lies in the file system (can't open,
    /// read-only, I/O, permission), what ``reason(forFile:)`` finds; for a busy file, that
    /// another process held it longer than the connection waited (`busyTimeout`); `nil` when
    /// SQLite's own message is the best there is.
    static func reason(for error: DatabaseError, path: String, busyTimeout: TimeInterval) -> String? {
        switch error.resultCode {
        case .SQLITE_FULL:
            "the disk is full"
        case .SQLITE_BUSY:
            lockedReason(busyTimeout: busyTimeout, holder: LibraryLockHolder.find(path: path))
        case .SQLITE_CANTOPEN, .SQLITE_READONLY, .SQLITE_IOERR, .SQLITE_PERM, .SQLITE_AUTH:
            reason(forFile: path)
        default:
            nil
        }
    }

    /// That another process — `holder`, when the system names it — held the file's lock for
    /// longer than the connection waited: a connection that does not wait says only that the
    /// file was locked. A holder that is stopped (Ctrl-Z, SIGSTOP) holds it until it is
    /// continued, which is said with how.
    static func lockedReason(busyTimeout: TimeInterval, holder: LibraryLockHolder.Holder? = nil) -> String {
        let process = holder.map { "another process (\($0.description))" } ?? "another process"
        let held: String
        if busyTimeout > 0 {
            let seconds = String(format: "%g", busyTimeout)
            held = "\(process) kept it locked for longer than \(seconds) second\(busyTimeout == 1 ? "" : "s")"
        } else {
            held = "\(process) had it locked"
        }
        guard let holder, holder.isStopped else { return held }
        return "\(held); it is stopped (Ctrl-Z or SIGSTOP) and keeps it locked until it goes on: kill -CONT \(holder.processID)"
    }

    /// What in the file system keeps the file at `path` from being created, opened or written,
    /// if anything can be seen: a file where its folder (or a folder above) should be, a folder
    /// in its place, a read-only file system, a full disk, a folder or file without the
    /// permission needed.
    static func reason(forFile path: String) -> String? {
        let folder = (path as NSString).deletingLastPathComponent
        // The nearest folder that exists, or what stands where one should be.
        var existing = folder
        while !existing.isEmpty {
            var info = stat()
            if stat(existing, &info) == 0 {
                guard info.st_mode & S_IFMT == S_IFDIR else { return "\(existing) is a file, not a folder" }
                break
            }
            existing = existing == "/" ? "" : (existing as NSString).deletingLastPathComponent
        }
        var info = stat()
        let fileExists = stat(path, &info) == 0
        if fileExists, info.st_mode & S_IFMT == S_IFDIR { return "\(path) is a folder, not a file" }
        var volume = statvfs()
        let volumeKnown = statvfs(existing.isEmpty ? "/" : existing, &volume) == 0
        if volumeKnown, volume.f_flag & UInt(ST_RDONLY) != 0 { return "the folder \(existing) is read-only (on a read-only file system)" }
        if access(existing, W_OK | X_OK) != 0 { return "the folder \(existing) is not writable: \(String(cString: strerror(errno)))" }
        if fileExists, access(path, R_OK | W_OK) != 0 { return "it cannot be read and written: \(String(cString: strerror(errno)))" }
        // Saturating: the file system's own figures, which a large or odd volume may make overflow.
        let free = UInt64(volume.f_bavail).multipliedSaturating(by: UInt64(volume.f_frsize))
        if volumeKnown, free < fullBelowBytes { return free == 0 ? "the disk is full" : "the disk is full (\(free) bytes free)" }
        return fileSizeLimitReason()
    }

    /// That this process may not write files as large as the library needs, when a file-size
    /// limit (`ulimit -f`) is set: a write past it fails with EFBIG (reel ignores SIGXFSZ, which
    /// would otherwise kill it without a word), which SQLite reports as a disk I/O error.
    static func fileSizeLimitReason() -> String? {
        guard let limit = ProcessLimit.fileSize, limit != ProcessLimit.unlimited else { return nil }
        let bytes = UInt64(limit)
        return "a file would grow past this process's file-size limit (ulimit -f) of \(bytes) bytes"
    }
}
