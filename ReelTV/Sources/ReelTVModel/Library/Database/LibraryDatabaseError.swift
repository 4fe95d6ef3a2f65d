import Foundation
import GRDB

/// Why the library database (My Video and downloads) could not be opened, read or written.
///
/// What a person reads (``description``) is a sentence naming the file and the reason; the
/// error behind it (``underlying``) is kept whole, so that code can tell SQLite's failures
/// apart by their result codes (``resultCode``, ``extendedResultCode``) rather than by words.
package struct LibraryDatabaseError: Error, Equatable, CustomStringConvertible {
    /// What went wrong with the file.
    package enum Problem: Equatable, Sendable {
        /// The file or its folder cannot be created, opened or read (permissions, a folder in
        /// the way, a full disk, another process holding it).
        case unreadable(reason: String)
        /// The file is not a library database, or its contents are damaged.
        case corrupt(reason: String)
        /// The file was written by a newer version of the app, which this one does not understand.
        case newerVersion
        /// The file is an SQLite database reel did not make (see ``LibraryIdentity``): what was
        /// found. Reel leaves it exactly as it is.
        case foreign(found: String)
        /// A change could not be saved; nothing of it was written.
        case writeFailed(reason: String)
    }

    /// The file the error is about.
    package let file: String
    /// What went wrong.
    package let problem: Problem
    /// The error that caused it, if another layer reported one: SQLite's (a GRDB
    /// `DatabaseError`), the file system's, or a row this build cannot read.
    package let underlying: (any Error)?

    /// The error `problem` about `file`, caused by `underlying`.
    package init(file: String, problem: Problem, underlying: (any Error)? = nil) {
        self.file = file
        self.problem = problem
        self.underlying = underlying
    }

    /// SQLite's error behind this one, if SQLite reported it.
    var databaseError: DatabaseError? { underlying as? DatabaseError }

    /// SQLite's primary result code (`SQLITE_CONSTRAINT`, `SQLITE_FULL`, `SQLITE_BUSY`…), if
    /// SQLite reported the error.
    package var resultCode: ResultCode? { databaseError?.resultCode }

    /// SQLite's extended result code (`SQLITE_CONSTRAINT_CHECK`…), which says more than the
    /// primary one, if SQLite reported the error.
    package var extendedResultCode: ResultCode? { databaseError?.extendedResultCode }

    /// SQLite's own message ("database or disk is full"), if SQLite reported the error with one.
    package var sqliteMessage: String? { databaseError?.message }

    /// What went wrong, without the file's name.
    package var reason: String {
        switch problem {
        case .unreadable(let reason), .corrupt(let reason), .writeFailed(let reason): reason
        case .newerVersion: "written by a newer version of reel"
        case .foreign(let found): "not a reel library: \(found)"
        }
    }

    package var description: String {
        switch problem {
        case .unreadable(let reason): "cannot open the library database \(file): \(reason)"
        case .corrupt(let reason): "the library database \(file) is damaged: \(reason)"
        case .newerVersion: "the library database \(file) was written by a newer version of reel; update reel or use another --data-dir"
        case .foreign(let found):
            "\(file) is not a reel library but \(found); reel leaves it as it is: move it elsewhere or use another --data-dir"
        case .writeFailed(let reason): "could not save to the library database \(file): \(reason)"
        }
    }

    /// Equal when they say the same of the same file, for the same cause (as the cause
    /// describes itself: SQLite's code, message and statement, or the file system's words).
    package static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.file == rhs.file && lhs.problem == rhs.problem
            && lhs.underlying.map { String(describing: $0) } == rhs.underlying.map { String(describing: $0) }
    }
}
