#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A text stream onto a file descriptor, unbuffered: each `write` is written at once, in
/// full, so a frame the renderer composed reaches the terminal whole.
public struct FileDescriptorOutput: TextOutputStream, Sendable {
    /// The descriptor written to.
    public let fileDescriptor: Int32

    /// Standard output.
    public static let standardOutput = FileDescriptorOutput(fileDescriptor: STDOUT_FILENO)
    /// Standard error.
    public static let standardError = FileDescriptorOutput(fileDescriptor: STDERR_FILENO)

    /// A stream writing to `fileDescriptor`.
    public init(fileDescriptor: Int32) {
        self.fileDescriptor = fileDescriptor
    }

    /// Writes all of `string`'s UTF-8, retrying short and interrupted writes; gives up
    /// silently on other errors, since there is nowhere left to report them.
    public mutating func write(_ string: String) {
        var text = string
        text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = systemWrite(fileDescriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0 && errno == EINTR {
                    continue
                } else {
                    return
                }
            }
        }
    }
}

/// The C library's `write`, under a name the stream's own `write` does not hide.
private func systemWrite(_ fileDescriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(fileDescriptor, bytes, count)
}
