import Foundation
import GRDB

/// The SQLite file behind My Video and the downloads: opened (and created on first use) in a
/// folder, migrated to this build's schema, and written only in transactions, so a kill at any
/// moment leaves either the whole of a change or none of it.
public final class LibraryDatabase: Sendable {
    /// The file's name inside the data folder.
    public static let fileName = "library.sqlite"

    /// The file's path (`":memory:"` for a database that is never stored).
    public let path: String
    private let queue: DatabaseQueue

    private init(path: String, queue: DatabaseQueue) {
        self.path = path
        self.queue = queue
    }

    /// Opens the library in `directory`, creating the folder and the file if they don't exist
    /// and bringing an older file up to this build's schema.
    ///
    /// - Throws: ``LibraryDatabaseError/corrupt(file:reason:)`` when the file is not a database
    ///   or fails SQLite's check (see ``moveAside(_:)``), ``LibraryDatabaseError/newerVersion(file:)``
    ///   when a newer build wrote it, and ``LibraryDatabaseError/unreadable(file:reason:)`` when it
    ///   cannot be opened at all. The file is never changed or removed on the way to an error.
    public static func open(directory: URL) throws(LibraryDatabaseError) -> LibraryDatabase {
        let path = directory.appendingPathComponent(fileName).path
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw .unreadable(file: path, reason: "cannot create its folder: \(error.localizedDescription)")
        }
        let database: LibraryDatabase
        do {
            database = LibraryDatabase(path: path, queue: try DatabaseQueue(path: path, configuration: fileConfiguration))
        } catch {
            throw classify(error, path: path)
        }
        try database.prepare()
        return database
    }

    /// How the file is written. A write-ahead log with `synchronous = NORMAL` makes a commit an
    /// append to the log, not a sync of the whole file: a commit that returned survives the
    /// process being killed at any moment (the log is replayed on the next open), though not a
    /// power cut in the instant after it. Download progress commits twenty times a second on
    /// the main actor, and a full sync per commit cost 3–20 ms each.
    private static var fileConfiguration: Configuration {
        var configuration = Configuration()
        configuration.prepareDatabase { db in
            try db.execute(sql: "PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL")
        }
        return configuration
    }

    /// A library that lives in memory only: for tests and runs that should leave nothing behind.
    public static func inMemory() -> LibraryDatabase {
        // An in-memory database only fails to open when memory runs out.
        let database = LibraryDatabase(path: ":memory:", queue: try! DatabaseQueue())
        try! database.prepare()
        return database
    }

    /// Opens the library in `directory` only to read it, while other processes may be changing
    /// it: nothing is created, checked, migrated or written (so the writers are never kept
    /// waiting), and a read waits up to `busyTimeout` for a file another process is recovering.
    public static func openForReading(directory: URL, busyTimeout: TimeInterval = 10) throws(LibraryDatabaseError) -> LibraryDatabase {
        let path = directory.appendingPathComponent(fileName).path
        var configuration = Configuration()
        configuration.readonly = true
        configuration.busyMode = .timeout(busyTimeout)
        do {
            return LibraryDatabase(path: path, queue: try DatabaseQueue(path: path, configuration: configuration))
        } catch {
            throw classify(error, path: path)
        }
    }

    /// Moves a damaged file (and SQLite's journal beside it, if any) out of the way, to a name
    /// with the date, and returns where it went: nothing is deleted, so it can be examined or
    /// recovered later.
    public static func moveAside(_ path: String, at date: Date = Date()) throws(LibraryDatabaseError) -> String {
        let stamp = ISO8601DateFormatter().string(from: date).replacingOccurrences(of: ":", with: "-")
        let destination = "\(path).damaged-\(stamp)"
        let fileManager = FileManager.default
        do {
            try fileManager.moveItem(atPath: path, toPath: destination)
            for suffix in ["-journal", "-wal", "-shm"] where fileManager.fileExists(atPath: path + suffix) {
                try fileManager.moveItem(atPath: path + suffix, toPath: destination + suffix)
            }
        } catch {
            throw .unreadable(file: path, reason: "cannot move it aside to \(destination): \(error.localizedDescription)")
        }
        return destination
    }

    /// Everything stored.
    public func contents() throws(LibraryDatabaseError) -> LibraryContents {
        do {
            return try queue.read { db in
                let myVideo = try String.fetchAll(db, sql: "SELECT series_id FROM my_video ORDER BY position DESC")
                let rows = try Row.fetchAll(db, sql: "SELECT * FROM download ORDER BY queue_position")
                return LibraryContents(myVideo: myVideo, downloads: try rows.map { row throws in try Download(row: row) })
            }
        } catch {
            throw Self.classify(error, path: path)
        }
    }

    /// Saves My Video's series, newest first, in place of what was stored.
    func saveMyVideo(_ seriesIDs: [String]) throws(LibraryDatabaseError) {
        try write { db in
            try db.execute(sql: "DELETE FROM my_video")
            let insert = try db.cachedStatement(sql: "INSERT INTO my_video (series_id, position) VALUES (?, ?)")
            for (index, id) in seriesIDs.enumerated() {
                try insert.execute(arguments: [id, seriesIDs.count - index])
            }
        }
    }

    /// Saves what changed from `old` to `new`, keyed by episode id: one transaction, whatever
    /// the number of downloads.
    func saveDownloads(from old: [String: Download], to new: [String: Download]) throws(LibraryDatabaseError) {
        let changed = new.values.filter { old[$0.episodeID] != $0 }
        // A download removed and queued again within one change (an `.all`) is back at a new
        // queue position, which another download may have had before it: its row goes with the
        // removed ones before any is written, so that no statement finds a position taken twice.
        let cleared = old.values.filter { new[$0.episodeID]?.queuePosition != $0.queuePosition }.map(\.episodeID)
        guard !changed.isEmpty || !cleared.isEmpty else { return }
        try write { db in
            let delete = try db.cachedStatement(sql: "DELETE FROM download WHERE episode_id = ?")
            for id in cleared { try delete.execute(arguments: [id]) }
            let columns = Download.columns
            let upsert = try db.cachedStatement(
                sql: """
                    INSERT INTO download (\(columns.joined(separator: ", ")))
                    VALUES (\(Array(repeating: "?", count: columns.count).joined(separator: ", ")))
                    ON CONFLICT (episode_id) DO UPDATE SET
                    \(columns.dropFirst().map { "\($0) = excluded.\($0)" }.joined(separator: ", "))
                    """)
            for download in changed { try upsert.execute(arguments: download.rowValues) }
        }
    }

    private func write(_ body: (Database) throws -> Void) throws(LibraryDatabaseError) {
        do {
            try queue.inTransaction { db in
                try body(db)
                return .commit
            }
        } catch {
            throw .writeFailed(file: path, reason: "\(error)")
        }
    }

    /// Checks the file and brings it up to this build's schema.
    private func prepare() throws(LibraryDatabaseError) {
        let migrator = LibrarySchema.migrator
        do {
            let check = try queue.read { db in try String.fetchAll(db, sql: "PRAGMA quick_check") }
            guard check == ["ok"] else {
                throw LibraryDatabaseError.corrupt(file: path, reason: check.prefix(3).joined(separator: "; "))
            }
            guard try !queue.read({ try migrator.hasBeenSuperseded($0) }) else { throw LibraryDatabaseError.newerVersion(file: path) }
            try migrator.migrate(queue)
        } catch {
            throw Self.classify(error, path: path)
        }
    }

    /// Sorts an error from GRDB or from reading rows into "damaged" (the file's contents are
    /// wrong) and "unreadable" (the file can't be got at).
    private static func classify(_ error: any Error, path: String) -> LibraryDatabaseError {
        switch error {
        case let error as LibraryDatabaseError:
            return error
        case let error as LibraryRowError:
            return .corrupt(file: path, reason: error.description)
        case let error as DatabaseError where [.SQLITE_NOTADB, .SQLITE_CORRUPT, .SQLITE_FORMAT].contains(error.resultCode):
            return .corrupt(file: path, reason: error.message ?? "\(error.resultCode)")
        case let error as DatabaseError where error.resultCode == .SQLITE_ERROR:
            // A file from elsewhere with tables of the same names but other columns.
            return .corrupt(file: path, reason: error.message ?? "\(error)")
        case let error as DatabaseError:
            return .unreadable(file: path, reason: error.message ?? "\(error.resultCode)")
        default:
            return .unreadable(file: path, reason: "\(error)")
        }
    }
}
