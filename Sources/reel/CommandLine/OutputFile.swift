import Foundation
import ReelTerminal

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file a command writes for the person (`--trace FILE`), written whole with the system's
/// own reasons for failing ("No such file or directory", "No space left on device"), which
/// say more than Foundation's "The operation could not be completed".
enum OutputFile {
    /// Writes `text` to the file at `path`, created or else emptied first.
    ///
    /// - Throws: ``ReelTerminal/OutputWriteError`` naming the file as `what` and its full path
    ///   ("the trace file /tmp/out/trace.json"), when it cannot be opened, written or closed.
    static func write(_ text: String, toPath path: String, as what: String) throws(OutputWriteError) {
        let name = "\(what) \(URL(fileURLWithPath: path).path)"
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw OutputWriteError(destination: name, reason: String(cString: strerror(errno))) }
        var output = FileDescriptorOutput(fileDescriptor: descriptor, name: name)
        output.write(text)
        // A full disk may only show when the file is closed (NFS, some FUSE file systems).
        if close(descriptor) != 0, output.failure == nil {
            throw OutputWriteError(destination: name, reason: String(cString: strerror(errno)))
        }
        try output.checkWritten()
    }
}
