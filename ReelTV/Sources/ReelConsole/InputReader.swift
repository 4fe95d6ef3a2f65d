#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads an input whole — a file of any kind, or standard input — with `read(2)` until it
/// ends: a regular file, a FIFO, a process substitution (`<(…)`), `/dev/stdin`, `/dev/null`
/// or a terminal all read the same way, where Foundation's readers refuse whatever is not a
/// regular file ("You don't have permission", even as root). Every failure is an
/// ``InputReadError`` naming the input, never a trap, and an endless input (`/dev/zero`) stops
/// at the limit instead of filling memory.
package enum InputReader {
    /// Where an input is read from.
    package enum Source: Hashable, Sendable, CustomStringConvertible {
        /// The file at an absolute path.
        case file(String)
        /// Standard input.
        case standardInput

        /// The file at `path`, absolute or relative to the working directory, named in errors
        /// by its absolute path.
        package static func path(_ path: String) -> Source {
            guard !path.hasPrefix("/"), let directory = getcwd(nil, 0) else { return .file(path) }
            defer { free(directory) }
            let base = String(cString: directory)
            return .file(base.hasSuffix("/") ? base + path : base + "/" + path)
        }

        /// The path, or "standard input".
        package var description: String {
            switch self {
            case .file(let path): path
            case .standardInput: "standard input"
            }
        }
    }

    /// The bytes of `source`, at most `maximumBytes` of them.
    ///
    /// - Throws: ``InputReadError`` when the file cannot be opened or read (the system's reason:
    ///   "No such file or directory", "Is a directory", …) or holds more than `maximumBytes`.
    package static func read(_ source: Source, maximumBytes: Int) throws(InputReadError) -> [UInt8] {
        switch source {
        case .standardInput:
            return try read(STDIN_FILENO, source: source, maximumBytes: maximumBytes)
        case .file(let path):
            let descriptor = open(path, O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else { throw InputReadError(source: source, problem: .unreadable(reason: systemError())) }
            defer { close(descriptor) }
            return try read(descriptor, source: source, maximumBytes: maximumBytes)
        }
    }

    private static func read(_ descriptor: Int32, source: Source, maximumBytes: Int) throws(InputReadError) -> [UInt8] {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = systemRead(descriptor, &buffer, buffer.count)
            if count > 0 {
                guard bytes.count + count <= maximumBytes else {
                    throw InputReadError(source: source, problem: .tooLarge(maximumBytes: maximumBytes))
                }
                bytes.append(contentsOf: buffer[..<count])
            } else if count == 0 {
                return bytes
            } else if errno != EINTR {
                throw InputReadError(source: source, problem: .unreadable(reason: systemError()))
            }
        }
    }

    private static func systemError() -> String { String(cString: strerror(errno)) }
}

/// The C library's `read`, under a name the enum's own `read` does not hide.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
