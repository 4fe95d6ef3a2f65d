import Foundation
import GRDB
@testable import ReelTVModel
import Testing

/// A library database error keeps SQLite's error behind it — primary and extended result code,
/// message — while what a person reads stays the sentence naming the file and the reason.
@MainActor @Suite struct LibraryDatabaseErrorCauseTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("reel-error-cause-\(UUID().uuidString)")
    var file: String { directory.appendingPathComponent(LibraryDatabase.fileName).path }

    @Test("a change that breaks a table's check keeps SQLITE_CONSTRAINT, SQLITE_CONSTRAINT_CHECK and SQLite's message")
    func constraintFailure() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let library = try Library(database: .open(directory: directory))
        library.downloadDispatcher.dispatch(
            .enqueue([DownloadRequest(episodeID: "e1", seriesID: "s1", seasonNumber: 1, episodeNumber: 1, bytesTotal: 10)], at: Date()))
        let error = try #require(throws: LibraryDatabaseError.self) {
            try library.database.update { db in try db.execute(sql: "UPDATE download SET state = 'exploded'") }
        }
        #expect(error.problem == .writeFailed(reason: "SQLite error 19: \(error.sqliteMessage ?? "")"))
        #expect(error.resultCode == .SQLITE_CONSTRAINT)
        #expect(error.extendedResultCode == .SQLITE_CONSTRAINT_CHECK)
        #expect(error.sqliteMessage?.hasPrefix("CHECK constraint failed") == true, "\(error.sqliteMessage ?? "no message")")
        #expect(error.description == "could not save to the library database \(file): SQLite error 19: \(error.sqliteMessage ?? "")")
    }

    @Test("a change the file has no room for keeps SQLITE_FULL and SQLite's message; the person reads that the disk is full")
    func fullDisk() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let database = try LibraryDatabase.open(directory: directory)
        // SQLite reports a file that reached its page limit exactly as it reports a full disk.
        try database.update { db in
            let pages = try Int.fetchOne(db, sql: "PRAGMA page_count") ?? 0
            try db.execute(sql: "PRAGMA max_page_count = \(pages)")
        }
        let error = try #require(throws: LibraryDatabaseError.self) {
            try database.update { db in
                try LibraryDatabase.saveMyVideo((0..<200).map { "series-\($0)-" + String(repeating: "x", count: 1_000) }, in: db)
            }
        }
        #expect(error.resultCode == .SQLITE_FULL)
        #expect(error.extendedResultCode == .SQLITE_FULL)
        #expect(error.sqliteMessage == "database or disk is full")
        #expect(error.description == "could not save to the library database \(file): the disk is full")
    }

    @Test("a file another connection keeps locked keeps SQLITE_BUSY and SQLite's message")
    func lockedDatabase() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try LibraryDatabase.open(directory: directory)
        // Another program holding the file exclusively, while the library reads it: in exclusive
        // locking mode SQLite keeps the write-ahead log to itself, so no other connection may
        // even read.
        let other = try DatabaseQueue(path: file)
        let error = try other.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA locking_mode = EXCLUSIVE; BEGIN EXCLUSIVE")
            defer { try? db.execute(sql: "ROLLBACK") }
            return try #require(throws: LibraryDatabaseError.self) {
                try LibraryDatabase.openForReading(directory: directory, busyTimeout: 0).contents()
            }
        }
        #expect(error.resultCode == .SQLITE_BUSY)
        #expect(error.sqliteMessage == "database is locked")
        // The read waited for nothing, so the message claims no wait.
        #expect(error.problem == .unreadable(reason: "another process had it locked"))
        #expect(error.description == "cannot open the library database \(file): another process had it locked")
    }

    @Test("errors with the same words but different causes differ; the same words for the same cause are equal")
    func equality() {
        let full = DatabaseError(resultCode: .SQLITE_FULL, message: "database or disk is full")
        let busy = DatabaseError(resultCode: .SQLITE_BUSY, message: "database is locked")
        let saved = LibraryDatabaseError(file: file, problem: .writeFailed(reason: "x"), underlying: full)
        #expect(saved == LibraryDatabaseError(file: file, problem: .writeFailed(reason: "x"), underlying: full))
        #expect(saved != LibraryDatabaseError(file: file, problem: .writeFailed(reason: "x"), underlying: busy))
        #expect(saved != LibraryDatabaseError(file: file, problem: .writeFailed(reason: "x")))
    }
}
