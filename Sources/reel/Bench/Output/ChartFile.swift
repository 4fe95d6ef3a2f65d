import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The file `--chart` names: checked before a benchmark runs, so that minutes of measuring are
/// not lost to a path that cannot be written, and written once the results are printed.
struct ChartFile {
    /// The path as given.
    let path: String

    /// The chart cannot be written: a runtime failure (exit status 1), not a usage error, since
    /// the command line itself was well formed.
    struct WriteError: Error, CustomStringConvertible {
        let path: String
        let reason: String
        var description: String { "cannot write the chart to \(path): \(reason)" }
    }

    /// Throws unless the file can be opened for writing (created if need be). A file the check
    /// creates is removed again; an existing one is left as it is until ``write(_:)``.
    func checkWritable() throws {
        let existed = FileManager.default.fileExists(atPath: path)
        close(try openFile(flags: O_WRONLY | O_CREAT))
        if !existed { unlink(path) }
    }

    /// Writes `svg`, replacing what the file held.
    func write(_ svg: String) throws {
        let descriptor = try openFile(flags: O_WRONLY | O_CREAT | O_TRUNC)
        var text = svg
        let failure: String? = text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = systemWrite(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0 && errno == EINTR {
                    continue
                } else {
                    return written < 0 ? String(cString: strerror(errno)) : "nothing was written"
                }
            }
            return nil
        }
        // A file system may report a failed write only when the file is closed.
        let closed = close(descriptor) == 0 || errno == EINTR
        if let failure { throw WriteError(path: path, reason: failure) }
        guard closed else { throw WriteError(path: path, reason: String(cString: strerror(errno))) }
    }

    private func openFile(flags: Int32) throws -> Int32 {
        // A folder can be opened, but not for writing; naming it plainly is clearer than EISDIR's wording.
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
            throw WriteError(path: path, reason: "it is a folder")
        }
        let descriptor = open(path, flags | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw WriteError(path: path, reason: String(cString: strerror(errno))) }
        return descriptor
    }
}

/// The C library's `write`, under a name that ``ChartFile/write(_:)`` does not hide.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
