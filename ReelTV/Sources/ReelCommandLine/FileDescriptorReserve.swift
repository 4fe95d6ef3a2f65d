import Foundation
import ReelConsole

/// Checks, before a command starts anything, that the process may open the file descriptors it
/// will need at once: with too few, Dispatch (under Swift's concurrency and a command's timers)
/// fails to make an eventfd or a timer and stops the process with SIGILL and no word, where it
/// should have been told.
///
/// The check opens the descriptors, so that the ones already open (inherited from a shell,
/// say) count, and closes them at once.
package enum FileDescriptorReserve {
    /// Descriptors a command that runs the downloads library (`reel downloads run`, `reel demo`)
    /// keeps open at most, besides those open when it starts, with room to spare: the library
    /// file, its log and index and the transfers' lock; a reading connection's three while the
    /// library is identified; Dispatch's event poll, eventfd and timers; the locks' holders
    /// asked about.
    package static let libraryRunner = 16

    /// Throws unless `count` more descriptors can be open at once, naming `command` and the
    /// limit.
    package static func check(_ count: Int, for command: String) throws(CommandFailure) {
        let first = open("/", O_RDONLY | O_CLOEXEC)
        guard first >= 0 else {
            guard errno == EMFILE else { return }  // Not for want of descriptors: nothing to tell.
            throw tooFew(count, free: 0, for: command)
        }
        var opened = [first]
        defer { opened.forEach { close($0) } }
        while opened.count < count {
            let descriptor = fcntl(first, F_DUPFD_CLOEXEC, 0)
            guard descriptor >= 0 else { throw tooFew(count, free: opened.count, for: command) }
            opened.append(descriptor)
        }
    }

    private static func tooFew(_ count: Int, free: Int, for command: String) -> CommandFailure {
        let limitText = ProcessLimit.openFiles.map { "\($0)" } ?? "unknown"
        return CommandFailure(
            description: "\(command) needs \(count) file descriptors besides those open when it starts, and the open-file limit (ulimit -n) of \(limitText) leaves \(free): raise it (ulimit -n 64) and run again")
    }
}
