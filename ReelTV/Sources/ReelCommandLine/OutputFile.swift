import Foundation
import ReelConsole

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file a command writes for the person — `--chart FILE.svg`, `--trace FILE` — checked before
/// a command's work starts, so that minutes of measuring are not lost to a path that cannot be
/// written, and written whole at the end.
///
/// Failures are ``ReelConsole/OutputWriteError``s naming the file by its role and full path
/// ("cannot write to the trace file /tmp/out/trace.json: No such file or directory"): runtime
/// failures (one line, exit status 1), not usage errors, since the command line was well formed.
/// The reasons are the system's own ("No space left on device"), which say more than
/// Foundation's "The operation could not be completed".
package struct OutputFile {
    /// The path as given.
    package let path: String
    /// What the file is, for errors: "the chart file", "the trace file".
    package let role: String

    /// The file at `path`, named in errors as `role` ("the chart file").
    package init(path: String, role: String) {
        self.path = path
        self.role = role
    }

    /// The file as errors name it: its role and full path.
    package var name: String { "\(role) \(URL(fileURLWithPath: path).path)" }

    /// The error for this file failing for `reason`.
    package func failure(_ reason: String) -> OutputWriteError {
        OutputWriteError(destination: name, reason: reason)
    }

    /// Throws unless the file can be opened for writing (created if need be). A file the check
    /// creates is removed again; an existing one is left as it is until ``write(_:)``.
    package func checkWritable() throws(OutputWriteError) {
        let existed = FileManager.default.fileExists(atPath: path)
        close(try open(flags: O_WRONLY | O_CREAT))
        if !existed { unlink(path) }
    }

    /// Writes `text`, replacing what the file held.
    package func write(_ text: String) throws(OutputWriteError) {
        let descriptor = try open(flags: O_WRONLY | O_CREAT | O_TRUNC)
        var output = FileDescriptorOutput(fileDescriptor: descriptor, name: name)
        output.write(text)
        // A full disk may only show when the file is closed (NFS, some FUSE file systems).
        if close(descriptor) != 0, errno != EINTR, output.failure == nil {
            throw failure(String(cString: strerror(errno)))
        }
        try output.checkWritten()
    }

    private func open(flags: Int32) throws(OutputWriteError) -> Int32 {
        // A folder can be opened, but not for writing; naming it plainly is clearer than EISDIR's wording.
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
            throw failure("it is a folder")
        }
        let descriptor = systemOpen(path, flags | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw failure(String(cString: strerror(errno))) }
        return descriptor
    }
}

/// The C library's `open`, under a name that ``OutputFile``'s own `open` does not hide.
private func systemOpen(_ path: String, _ flags: Int32, _ mode: mode_t) -> Int32 {
    open(path, flags, mode)
}
