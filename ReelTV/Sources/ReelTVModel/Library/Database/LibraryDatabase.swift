import Foundation
import GRDB

/// The SQLite file behind My Video and the downloads: opened (and created on first use) in a
/// folder, migrated to this build's schema, and written only in transactions, so a kill at any
/// moment leaves either the whole of a change or none of it.
package final class LibraryDatabase: Sendable {
    /// The file's name inside the data folder.
    package static let fileName = "library.sqlite"

    /// The file's path (`":memory:"` for a database that is never stored).
    package let path: String
    /// Whether the database lives in memory only, never stored.
    var isInMemory: Bool { path == Self.inMemoryPath }
    private static let inMemoryPath = ":memory:"
    private let queue: DatabaseQueue
    /// How long the connection waits for another process's lock before it fails.
    private let busyTimeout: TimeInterval

    private init(path: String, queue: DatabaseQueue, busyTimeout: TimeInterval = LibraryDatabase.busyTimeout) {
        self.path = path
        self.queue = queue
        self.busyTimeout = busyTimeout
        openFile = path == Self.inMemoryPath ? nil : LibraryOpenFiles.opened(path)
    }

    deinit {
        if let openFile { LibraryOpenFiles.closed(openFile) }
    }

    /// The file as this process's table of open libraries knows it.
    private let openFile: LibraryOpenFiles.File?

    /// Opens the library in `directory`, creating the folder and the file if they don't exist
    /// and bringing an older file up to this build's schema.
    ///
    /// Only reel's own libraries are opened (see ``LibraryIdentity``): one a reel from before
    /// the mark made is marked now. Temporary libraries a process that died while creating one
    /// left behind are removed first (see ``LibraryTemporaryFile``).
    ///
    /// - Throws: a ``LibraryDatabaseError`` that is ``LibraryDatabaseError/Problem/corrupt(reason:)``
    ///   when the file is not a database, is empty or fails SQLite's check (see ``moveAside(_:at:)``),
    ///   ``LibraryDatabaseError/Problem/foreign(found:)`` when it is another program's SQLite
    ///   database, ``LibraryDatabaseError/Problem/newerVersion`` when a newer build wrote it, and
    ///   ``LibraryDatabaseError/Problem/unreadable(reason:)`` when it cannot be opened at all
    ///   (see ``LibraryPath/problem`` and ``LibraryPath/fileKindProblem``). The file is never
    ///   changed or removed on the way to an error, and no folder the call created is left behind.
    package static func open(directory: URL) throws(LibraryDatabaseError) -> LibraryDatabase {
        let location = LibraryPath(directory: directory, name: fileName)
        let path = location.file
        if let problem = location.problem { throw LibraryDatabaseError(file: path, problem: .unreadable(reason: problem)) }
        let createdFolders = try location.createFolders()
        do throws(LibraryDatabaseError) {
            if let problem = location.fileKindProblem { throw LibraryDatabaseError(file: path, problem: .unreadable(reason: problem)) }
            LibraryTemporaryFile.removeAbandoned(in: (path as NSString).deletingLastPathComponent)
            try createFileIfMissing(at: path)
            // Asked of a connection that only reads, before this one's first statement (which
            // puts the file in write-ahead-log mode) can write to another program's file.
            let identity = try identify(path, busyTimeout: busyTimeout)
            let database: LibraryDatabase
            do {
                database = LibraryDatabase(path: path, queue: try DatabaseQueue(path: path, configuration: fileConfiguration))
            } catch {
                throw classify(error, path: path, busyTimeout: busyTimeout)
            }
            try database.prepare(marking: identity == .unmarked)
            return database
        } catch {
            LibraryPath.remove(createdFolders)
            throw error
        }
    }

    /// The application id reel marks its libraries with, in SQLite's header (`PRAGMA
    /// application_id`): "Reel" in ASCII.
    package static let applicationID: Int32 = 0x5265_656C

    /// Creates the library file at `path` unless there is one, and refuses an empty one.
    ///
    /// The file is built whole, marked with ``applicationID``, under a temporary name beside it
    /// (of the same length, so ``LibraryPath/longestPathBytes`` holds for it too; see
    /// ``LibraryTemporaryFile``) and linked into place, so no process ever finds a library file
    /// half made: one of 0 bytes can only have been cut short, and is damaged like any other
    /// truncated file. Where another process links its own first, that one is the library.
    private static func createFileIfMissing(at path: String) throws(LibraryDatabaseError) {
        var info = stat()
        if stat(path, &info) == 0 {
            guard info.st_mode & S_IFMT == S_IFREG, info.st_size == 0 else { return }
            throw emptyFile(path)
        }
        guard errno == ENOENT else { return }  // Opening it tells why it cannot be reached.
        let folder = (path as NSString).deletingLastPathComponent
        let temporary: LibraryTemporaryFile
        do {
            temporary = try LibraryTemporaryFile(in: folder)
        } catch {
            throw LibraryDatabaseError(file: path, problem: .unreadable(reason: LibraryFileDiagnosis.reason(forFile: path) ?? "cannot create it: \(error)"))
        }
        defer { temporary.remove() }
        do {
            let queue = try DatabaseQueue(path: temporary.path, configuration: fileConfiguration)
            try LibrarySchema.migrator.migrate(queue)
            try queue.write { db in try db.execute(sql: "PRAGMA application_id = \(applicationID)") }
            try queue.close()
        } catch {
            throw classify(error, path: path, busyTimeout: busyTimeout)
        }
        guard link(temporary.path, path) != 0, errno != EEXIST else { return }
        // A file system without hard links (FAT): renamed into place instead, unless another
        // process's file has arrived meanwhile.
        guard access(path, F_OK) != 0, rename(temporary.path, path) != 0 else { return }
        let failure = errno
        let reason = LibraryFileDiagnosis.reason(forFile: path) ?? String(cString: strerror(failure))
        throw LibraryDatabaseError(file: path, problem: .unreadable(reason: "cannot create it: \(reason)"))
    }

    /// Whose database the file at `path` is, asked without writing anything: another
    /// program's application id is read from the header as plain bytes, else a connection that
    /// only reads looks at the mark and the schema (see ``LibraryIdentity``).
    ///
    /// A connection that reads a database in write-ahead-log mode creates a `-wal` and a `-shm`
    /// beside it when they are missing, and cannot remove them: an unmarked one whose log is
    /// missing or empty, which holds everything in the file itself, is read as it stands
    /// first, so that another program's database gets nothing beside it. (Were a reel from
    /// before the mark checkpointing into it that moment, the read might find it torn: an error,
    /// after which a connection that reads asks again as it does of every other file, or a
    /// schema unlike reel's, refused this once.)
    ///
    /// - Throws: ``LibraryDatabaseError/Problem/foreign(found:)`` for a database that is not
    ///   reel's, and the errors of opening the file to read.
    private static func identify(_ path: String, busyTimeout: TimeInterval) throws(LibraryDatabaseError) -> LibraryIdentity {
        let header = LibraryIdentity.header(path: path)
        switch header?.applicationID {
        case applicationID?: return .marked
        case let id? where id != 0: throw LibraryDatabaseError(file: path, problem: .foreign(found: LibraryIdentity.foreignApplication(id)))
        default: break
        }
        var identity: LibraryIdentity?
        if header?.isWriteAheadLog == true, logIsEmpty(path), let queue = try? DatabaseQueue(path: immutableURI(path), configuration: readingConfiguration(0)) {
            identity = try? LibraryDatabase(path: path, queue: queue, busyTimeout: 0).read { try LibraryIdentity.of($0) }
        }
        if identity == nil {
            let reading = LibraryDatabase(path: path, queue: try readingQueue(path, busyTimeout: busyTimeout), busyTimeout: busyTimeout)
            identity = try reading.read { try LibraryIdentity.of($0) }
        }
        if case .foreign(let found)? = identity { throw LibraryDatabaseError(file: path, problem: .foreign(found: found)) }
        return identity ?? .unmarked
    }

    /// Whether the write-ahead log of the library at `path` holds nothing: there is none, or it
    /// is empty.
    private static func logIsEmpty(_ path: String) -> Bool {
        var info = stat()
        return stat(LibraryPath.resolved(path) + "-wal", &info) != 0 || info.st_size == 0
    }

    /// How the file is written. A write-ahead log with `synchronous = NORMAL` makes a commit an
    /// append to the log, not a sync of the whole file: a commit that returned survives the
    /// process being killed at any moment (the log is replayed on the next open), though not a
    /// power cut in the instant after it. Download progress commits twenty times a second on
    /// the main actor, and a full sync per commit cost 3–20 ms each.
    ///
    /// Several reel processes may use one file (a `reel downloads run` and a `pause` beside it):
    /// one that finds another writing waits for it, up to ``busyTimeout``, rather than failing.
    private static var fileConfiguration: Configuration {
        var configuration = Configuration()
        configuration.busyMode = .timeout(busyTimeout)
        configuration.prepareDatabase { db in
            try db.execute(sql: "PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL")
        }
        return configuration
    }

    /// How long a change waits for another process's change to the file to end before it fails:
    /// far longer than any one transaction of reel's takes.
    package static let busyTimeout: TimeInterval = 10

    /// A library that lives in memory only: for tests and runs that should leave nothing behind.
    package static func inMemory() -> LibraryDatabase {
        // An in-memory database only fails to open when memory runs out.
        let database = LibraryDatabase(path: inMemoryPath, queue: try! DatabaseQueue())
        try! database.prepare(marking: false)
        return database
    }

    /// Opens the library in `directory` only to read it, while other processes may be changing
    /// it: nothing is created, checked, migrated or written (so the writers are never kept
    /// waiting), and a read waits up to `busyTimeout` for a file another process is recovering.
    package static func openForReading(directory: URL, busyTimeout: TimeInterval = LibraryDatabase.busyTimeout) throws(LibraryDatabaseError) -> LibraryDatabase {
        let path = directory.appendingPathComponent(fileName).path
        return LibraryDatabase(path: path, queue: try readingQueue(path, busyTimeout: busyTimeout), busyTimeout: busyTimeout)
    }

    /// What the library in `directory` holds, read as it is stored and changing nothing: no
    /// folder or file is created, no schema migrated, no download fitted to slots, no damaged
    /// file moved aside, no library marked; empty when there is no library yet. What `reel
    /// downloads list` shows. A library in a folder this process cannot write to — a read-only
    /// folder or file system, a full disk — is read all the same (see ``readingQueue(_:busyTimeout:)``).
    ///
    /// - Throws: the errors of ``open(directory:)``, the file left as it is.
    package static func storedContents(directory: URL) throws(LibraryDatabaseError) -> LibraryContents {
        let location = LibraryPath(directory: directory, name: fileName)
        let path = location.file
        if let problem = location.problem { throw LibraryDatabaseError(file: path, problem: .unreadable(reason: problem)) }
        var info = stat()
        guard stat(path, &info) == 0 else {
            let failure = errno
            guard failure == ENOENT else {
                let reason = LibraryFileDiagnosis.reason(forFile: path) ?? String(cString: strerror(failure))
                throw LibraryDatabaseError(file: path, problem: .unreadable(reason: reason))
            }
            return LibraryContents(myVideo: [], downloads: [])
        }
        if let problem = location.fileKindProblem { throw LibraryDatabaseError(file: path, problem: .unreadable(reason: problem)) }
        if info.st_size == 0 { throw emptyFile(path) }
        _ = try identify(path, busyTimeout: busyTimeout)
        let database = LibraryDatabase(path: path, queue: try readingQueue(path, busyTimeout: busyTimeout))
        try database.check()
        return try database.contents()
    }

    /// An empty library file: never one reel made (see ``createFileIfMissing(at:)``), so one cut
    /// short.
    private static func emptyFile(_ path: String) -> LibraryDatabaseError {
        LibraryDatabaseError(file: path, problem: .corrupt(reason: "the file is empty (0 bytes), as a file cut short is"))
    }

    /// A connection that only reads the file at `path`, waiting up to `busyTimeout` for a file
    /// another process is recovering.
    ///
    /// SQLite reads a library in write-ahead-log mode through an index beside it (`-shm`), which
    /// it creates when it is missing — as it is once every process has closed the library — and
    /// which a read-only folder or file system, a folder this user may not write to, or a full
    /// disk cannot take. There, when the log holds nothing (no `-wal`, or an empty one: every
    /// change is in the file itself), the file is read as it stands, as SQLite reads a file on
    /// read-only media (its `immutable` parameter): no index, no lock, nothing created. A log
    /// that holds changes cannot be read without the index, which the error then says.
    /// (Whoever can write the folder never takes that way, so it never reads a file a writer is
    /// checkpointing into.)
    static func readingQueue(_ path: String, busyTimeout: TimeInterval) throws(LibraryDatabaseError) -> DatabaseQueue {
        let failure: LibraryDatabaseError
        do {
            let queue = try DatabaseQueue(path: path, configuration: readingConfiguration(busyTimeout))
            // SQLite opens the log and its index at the first read.
            try queue.read { db in _ = try Int.fetchOne(db, sql: "PRAGMA schema_version") }
            return queue
        } catch let error as DatabaseError where readingWithoutIndexMayHelp.contains(error.resultCode) {
            failure = classify(error, path: path, busyTimeout: busyTimeout)
        } catch {
            throw classify(error, path: path, busyTimeout: busyTimeout)
        }
        guard logIsEmpty(path) else {
            throw LibraryDatabaseError(
                file: path,
                problem: .unreadable(
                    reason: "\(failure.reason), and its write-ahead log \(LibraryPath.resolved(path))-wal holds changes SQLite reads only through an index it would create beside it"),
                underlying: failure.underlying)
        }
        do {
            let queue = try DatabaseQueue(path: immutableURI(path), configuration: readingConfiguration(busyTimeout))
            try queue.read { db in _ = try Int.fetchOne(db, sql: "PRAGMA schema_version") }
            return queue
        } catch {
            throw failure
        }
    }

    /// The failures of a connection that reads which say it could not make or write the
    /// write-ahead log's index.
    private static let readingWithoutIndexMayHelp: [ResultCode] = [.SQLITE_CANTOPEN, .SQLITE_READONLY, .SQLITE_IOERR, .SQLITE_FULL, .SQLITE_PERM]

    /// `path` as an SQLite URI that reads the file as it stands (`file:/…?immutable=1`), every
    /// byte but letters, digits and `/-._~` written `%XX`.
    static func immutableURI(_ path: String) -> String {
        let plain = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789/-._~".utf8)
        let encoded = path.utf8.map { plain.contains($0) ? String(UnicodeScalar($0)) : String(format: "%%%02X", $0) }.joined()
        return "file:\(encoded)?immutable=1"
    }

    /// A connection that only reads, waiting up to `busyTimeout` for a file another process is
    /// recovering.
    private static func readingConfiguration(_ busyTimeout: TimeInterval) -> Configuration {
        var configuration = Configuration()
        configuration.readonly = true
        configuration.busyMode = .timeout(busyTimeout)
        return configuration
    }

    /// Moves a damaged file (and SQLite's journal beside it, if any) out of the way, to a name
    /// with the date, and returns where it went: nothing is deleted, so it can be examined or
    /// recovered later.
    static func moveAside(_ path: String, at date: Date = Date()) throws(LibraryDatabaseError) -> String {
        let stamp = ISO8601DateFormatter().string(from: date).replacingOccurrences(of: ":", with: "-")
        let destination = "\(path).damaged-\(stamp)"
        let fileManager = FileManager.default
        do {
            try fileManager.moveItem(atPath: path, toPath: destination)
            for suffix in ["-journal", "-wal", "-shm"] where fileManager.fileExists(atPath: path + suffix) {
                try fileManager.moveItem(atPath: path + suffix, toPath: destination + suffix)
            }
        } catch {
            throw LibraryDatabaseError(
                file: path, problem: .unreadable(reason: "cannot move it aside to \(destination): \(error.localizedDescription)"),
                underlying: error)
        }
        return destination
    }

    /// Everything stored.
    package func contents() throws(LibraryDatabaseError) -> LibraryContents {
        try read { db in LibraryContents(myVideo: try Self.myVideo(in: db), downloads: try Self.downloads(in: db)) }
    }

    /// My Video's series as stored, newest first.
    static func myVideo(in db: Database) throws -> [String] {
        try String.fetchAll(db, sql: "SELECT series_id FROM my_video ORDER BY position DESC")
    }

    /// The downloads as stored, in queue order.
    static func downloads(in db: Database) throws -> [Download] {
        try Row.fetchAll(db, sql: "SELECT * FROM download ORDER BY queue_position").map { row throws in try Download(row: row) }
    }

    /// Saves My Video's series, newest first, in place of what was stored.
    static func saveMyVideo(_ seriesIDs: [String], in db: Database) throws {
        try db.execute(sql: "DELETE FROM my_video")
        let insert = try db.cachedStatement(sql: "INSERT INTO my_video (series_id, position) VALUES (?, ?)")
        for (index, id) in seriesIDs.enumerated() {
            try insert.execute(arguments: [id, seriesIDs.count - index])
        }
    }

    /// Saves what changed from `old` (what is stored) to `new`, keyed by episode id.
    static func saveDownloads(from old: [String: Download], to new: [String: Download], in db: Database) throws {
        let changed = new.values.filter { old[$0.episodeID] != $0 }
        // A download removed and queued again within one change (an `.all`) is back at a new
        // queue position, which another download may have had before it: its row goes with the
        // removed ones before any is written, so that no statement finds a position taken twice.
        let cleared = old.values.filter { new[$0.episodeID]?.queuePosition != $0.queuePosition }.map(\.episodeID)
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

    /// SQLite's count of changes to the file that *other* connections committed: the same
    /// number as last time means that nobody else wrote since (this connection's own commits
    /// leave it as it is).
    static func dataVersion(_ db: Database) throws -> Int {
        try Int.fetchOne(db, sql: "PRAGMA data_version") ?? 0
    }

    /// Runs `body` in one transaction that writes, taking the file's write lock at once (so
    /// what `body` reads is still what is stored when it writes), waiting up to
    /// ``busyTimeout`` while another process writes: the whole of `body`'s change is saved, or
    /// none of it.
    func update<T>(_ body: (Database) throws -> T) throws(LibraryDatabaseError) -> T {
        do {
            // GRDB begins a writable connection's transactions IMMEDIATE.
            return try queue.write(body)
        } catch let error as DatabaseError {
            // What the file system says, else SQLite's own words without the statement GRDB
            // adds: a person needs the why.
            let reason =
                LibraryFileDiagnosis.reason(for: error, path: path, busyTimeout: busyTimeout)
                ?? "SQLite error \(error.resultCode.rawValue): \(error.message ?? "\(error.resultCode)")"
            throw LibraryDatabaseError(file: path, problem: .writeFailed(reason: reason), underlying: error)
        } catch {
            throw LibraryDatabaseError(file: path, problem: .writeFailed(reason: "\(error)"), underlying: error)
        }
    }

    /// Runs `body` on one consistent view of the file.
    func read<T>(_ body: (Database) throws -> T) throws(LibraryDatabaseError) -> T {
        do {
            return try queue.read(body)
        } catch {
            throw Self.classify(error, path: path, busyTimeout: busyTimeout)
        }
    }

    /// Checks the file and brings it up to this build's schema, marking it as reel's
    /// (``applicationID``) when `marking`: a library a reel from before the mark made.
    private func prepare(marking: Bool) throws(LibraryDatabaseError) {
        try check()
        do {
            try LibrarySchema.migrator.migrate(queue)
            if marking { try queue.write { db in try db.execute(sql: "PRAGMA application_id = \(Self.applicationID)") } }
        } catch {
            throw Self.classify(error, path: path, busyTimeout: busyTimeout)
        }
    }

    /// Checks the file, reading only: SQLite's check of its pages, and that no newer build
    /// wrote it.
    private func check() throws(LibraryDatabaseError) {
        do {
            let check = try queue.read { db in try String.fetchAll(db, sql: "PRAGMA quick_check") }
            guard check == ["ok"] else {
                throw LibraryDatabaseError(file: path, problem: .corrupt(reason: check.prefix(3).joined(separator: "; ")))
            }
            guard try !queue.read({ try LibrarySchema.migrator.hasBeenSuperseded($0) }) else {
                throw LibraryDatabaseError(file: path, problem: .newerVersion)
            }
        } catch {
            throw Self.classify(error, path: path, busyTimeout: busyTimeout)
        }
    }

    /// Sorts an error from GRDB or from reading rows into "damaged" (the file's contents are
    /// wrong) and "unreadable" (the file can't be got at, or another process kept it locked
    /// for longer than `busyTimeout`).
    private static func classify(_ error: any Error, path: String, busyTimeout: TimeInterval) -> LibraryDatabaseError {
        let problem: LibraryDatabaseError.Problem
        switch error {
        case let error as LibraryDatabaseError:
            return error
        case let error as LibraryRowError:
            problem = .corrupt(reason: error.description)
        case let error as DatabaseError where [.SQLITE_NOTADB, .SQLITE_CORRUPT, .SQLITE_FORMAT].contains(error.resultCode):
            problem = .corrupt(reason: error.message ?? "\(error.resultCode)")
        case let error as DatabaseError where error.resultCode == .SQLITE_ERROR:
            // A file from elsewhere with tables of the same names but other columns.
            problem = .corrupt(reason: error.message ?? "\(error)")
        case let error as DatabaseError:
            problem = .unreadable(reason: LibraryFileDiagnosis.reason(for: error, path: path, busyTimeout: busyTimeout) ?? error.message ?? "\(error.resultCode)")
        default:
            problem = .unreadable(reason: "\(error)")
        }
        return LibraryDatabaseError(file: path, problem: problem, underlying: error)
    }
}
