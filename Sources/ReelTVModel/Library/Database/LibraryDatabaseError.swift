import Foundation

/// Why the library database (My Video and downloads) could not be opened, read or written.
package enum LibraryDatabaseError: Error, Equatable, CustomStringConvertible {
    /// The file or its folder cannot be created, opened or read (permissions, a folder in the
    /// way, a full disk).
    case unreadable(file: String, reason: String)
    /// The file is not a library database, or its contents are damaged.
    case corrupt(file: String, reason: String)
    /// The file was written by a newer version of the app, which this one does not understand.
    case newerVersion(file: String)
    /// A change could not be saved; nothing of it was written.
    case writeFailed(file: String, reason: String)

    /// The file the error is about.
    package var file: String {
        switch self {
        case .unreadable(let file, _), .corrupt(let file, _), .newerVersion(let file), .writeFailed(let file, _): file
        }
    }

    /// What went wrong, without the file's name.
    package var reason: String {
        switch self {
        case .unreadable(_, let reason), .corrupt(_, let reason), .writeFailed(_, let reason): reason
        case .newerVersion: "written by a newer version of reel"
        }
    }

    package var description: String {
        switch self {
        case .unreadable(let file, let reason): "cannot open the library database \(file): \(reason)"
        case .corrupt(let file, let reason): "the library database \(file) is damaged: \(reason)"
        case .newerVersion(let file):
            "the library database \(file) was written by a newer version of reel; update reel or use another --data-dir"
        case .writeFailed(let file, let reason): "could not save to the library database \(file): \(reason)"
        }
    }
}
