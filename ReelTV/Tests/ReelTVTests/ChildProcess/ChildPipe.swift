#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A pipe from a child process: both ends close on exec, so other children don't hold it open,
/// and the read end never blocks, so the parent can poll it.
struct ChildPipe {
    /// The parent's end.
    let read: Int32
    /// The child's end (`posix_spawn` duplicates it onto standard output or error, which clears
    /// close-on-exec for the copy only).
    let write: Int32

    init() throws {
        var ends: [Int32] = [0, 0]
        // Glibc's module leaves out pipe2, so close-on-exec is set just after. A child another
        // test starts in between may inherit an end; that is harmless, because reading never
        // waits for the pipe to end, only for this child to exit.
        let result = pipe(&ends)
        for end in ends where result == 0 { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        guard result == 0 else { throw ChildProcessError(description: "cannot make a pipe: \(String(cString: strerror(errno)))") }
        read = ends[0]
        write = ends[1]
        _ = fcntl(read, F_SETFL, fcntl(read, F_GETFL) | O_NONBLOCK)
    }
}
