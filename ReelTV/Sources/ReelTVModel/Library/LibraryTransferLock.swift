import Foundation

/// The lock that makes one process at a time run a library's transfers: an exclusive `flock`
/// on a file beside the database, holding the process id of its holder.
///
/// The system releases the lock when the holder closes the file or ends, however it ends (a
/// SIGKILL included), so a crashed runner never leaves the library locked; the pid inside is
/// only there to tell a person who holds it.
final class LibraryTransferLock {
    /// The lock file's path.
    let path: String
    /// The open, locked file while this process holds the lock.
    private var descriptor: Int32?

    /// The lock on the file at `path`, not taken yet.
    init(path: String) {
        self.path = path
    }

    deinit {
        release()
    }

    /// Takes the lock unless another process (or another open library in this one) holds it;
    /// taking it again while holding it changes nothing.
    func claim() -> TransferClaim {
        if descriptor != nil { return .claimed }
        let file = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard file >= 0 else { return .unavailable(LibraryDatabaseError(file: path, problem: .unreadable(reason: Self.systemError()))) }
        guard flock(file, LOCK_EX | LOCK_NB) == 0 else {
            let failure = errno
            defer { close(file) }
            guard failure == EWOULDBLOCK else {
                return .unavailable(LibraryDatabaseError(file: path, problem: .unreadable(reason: "cannot lock it: \(String(cString: strerror(failure)))")))
            }
            return .heldElsewhere(processID: holder())
        }
        let pid = Array("\(getpid())\n".utf8)
        guard ftruncate(file, 0) == 0, pid.withUnsafeBytes({ write(file, $0.baseAddress, $0.count) }) == pid.count else {
            let reason = Self.systemError()
            close(file)
            return .unavailable(LibraryDatabaseError(file: path, problem: .unreadable(reason: "cannot write the process id: \(reason)")))
        }
        descriptor = file
        return .claimed
    }

    /// The pid the holder wrote. A holder writes it just after taking the lock, so a file still
    /// empty is read again for a moment before the holder is reported unnamed.
    private func holder() -> Int32? {
        for attempt in 0..<20 {
            let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
            if let pid = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)) { return pid }
            if attempt < 19 { usleep(5_000) }
        }
        return nil
    }

    /// Lets another process take the lock.
    func release() {
        guard let descriptor else { return }
        close(descriptor)
        self.descriptor = nil
    }

    private static func systemError() -> String {
        String(cString: strerror(errno))
    }
}
