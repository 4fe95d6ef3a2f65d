#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A text stream onto a file descriptor, unbuffered: each `write` is written at once, in
/// full, so a frame the renderer composed reaches the terminal whole.
///
/// A write the system refuses (a full disk, `/dev/full`, a closed descriptor) is kept as
/// ``failure``, and nothing more is written after it: what follows a lost piece of output
/// would be misread. Whoever's output it is calls ``checkWritten()`` to report it.
package struct FileDescriptorOutput: TextOutputStream, Sendable {
    /// The descriptor written to.
    package let fileDescriptor: Int32
    /// What the descriptor is, for errors: "standard output".
    package let name: String
    /// The first write that failed, if one did.
    package private(set) var failure: OutputWriteError?

    /// Standard output.
    package static let standardOutput = FileDescriptorOutput(fileDescriptor: STDOUT_FILENO, name: "standard output")
    /// Standard error.
    package static let standardError = FileDescriptorOutput(fileDescriptor: STDERR_FILENO, name: "standard error")

    /// A stream writing to `fileDescriptor`, which errors call `name`.
    package init(fileDescriptor: Int32, name: String) {
        self.fileDescriptor = fileDescriptor
        self.name = name
    }

    /// Writes all of `string`'s UTF-8, retrying short and interrupted writes and waiting while
    /// a non-blocking descriptor is full; on any other error keeps it as ``failure``.
    package mutating func write(_ string: String) {
        guard failure == nil else { return }
        var text = string
        let error = text.withUTF8 { bytes -> Int32? in
            var offset = 0
            while offset < bytes.count {
                let written = systemWrite(fileDescriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0 && errno == EINTR {
                    continue
                } else if written < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) {
                    var ready = pollfd(fd: fileDescriptor, events: Int16(POLLOUT), revents: 0)
                    _ = poll(&ready, 1, -1)
                } else {
                    return written < 0 ? errno : EIO
                }
            }
            return nil
        }
        if let error { failure = OutputWriteError(destination: name, reason: String(cString: strerror(error))) }
    }

    /// Throws unless the descriptor is open. A program started with a standard descriptor
    /// closed (`reel … >&-`) must find out before it opens anything: the system hands the
    /// lowest free number to the next descriptor the process opens (a file, an epoll
    /// instance), and writing "standard output" would then write into that.
    package func checkOpen() throws(OutputWriteError) {
        guard fcntl(fileDescriptor, F_GETFD) == -1 else { return }
        throw OutputWriteError(destination: name, reason: "it is closed")
    }

    /// Throws the first write that failed, if one did.
    package func checkWritten() throws(OutputWriteError) {
        if let failure { throw failure }
    }
}

/// The C library's `write`, under a name the stream's own `write` does not hide.
private func systemWrite(_ fileDescriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(fileDescriptor, bytes, count)
}
