import ReelConsole
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where a script comes from, a file or standard input, and reading it whole (with
/// ``InputReader``): every failure is a ``ScriptInputError``, never a trap, and an endless
/// input (`/dev/zero`) stops at ``maximumBytes`` instead of filling memory.
enum ScriptSource {
    /// The longest script read: a script is typed or generated line by line, and 16 MiB is
    /// more than a million commands.
    static let maximumBytes = 16 << 20

    /// Throws ``ScriptInputError/standardInputClosed`` when standard input is closed.
    ///
    /// A closed standard input is usually no longer free when this runs: the process's first
    /// `open` after it was closed took descriptor 0 (on Linux, libdispatch's event queue, made as
    /// the process starts). A descriptor inherited across `exec` never has close-on-exec set,
    /// so descriptor 0 with close-on-exec set was opened by this process in place of a closed
    /// standard input.
    static func checkStandardInput() throws(ScriptInputError) {
        let flags = fcntl(STDIN_FILENO, F_GETFD)
        guard flags != -1, flags & FD_CLOEXEC == 0 else { throw .standardInputClosed }
    }

    /// The text of the file at `path`, or of standard input when `path` is `nil`; bytes that
    /// are not UTF-8 become U+FFFD.
    static func text(path: String?) throws(ScriptInputError) -> String {
        if path == nil { try checkStandardInput() }
        do {
            let bytes = try InputReader.read(path.map(InputReader.Source.path) ?? .standardInput, maximumBytes: maximumBytes)
            return String(decoding: bytes, as: UTF8.self)
        } catch {
            throw .unreadable(error)
        }
    }
}
