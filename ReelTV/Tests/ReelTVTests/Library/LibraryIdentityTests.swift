import Foundation
import GRDB
@testable import ReelTVModel
import Testing

/// Reel's libraries are marked, and an unmarked database is reel's only when its schema is
/// exactly reel's: everything else is refused, and never written.
@Suite(.timeLimit(.minutes(10)))
struct LibraryIdentityTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("reel-identity-\(UUID().uuidString)")
    var file: String { directory.appendingPathComponent(LibraryDatabase.fileName).path }

    init() throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    private func identity(of sql: String) throws -> LibraryIdentity {
        let queue = try DatabaseQueue()
        try queue.writeWithoutTransaction { try $0.execute(sql: sql) }
        return try queue.read { try LibraryIdentity.of($0) }
    }

    /// Reel's schema after its migrations, as SQL that builds it in another database.
    private func reelSchemaSQL() throws -> String {
        let queue = try DatabaseQueue()
        try LibrarySchema.migrator.migrate(queue)
        let objects = try queue.read { try String.fetchAll($0, sql: "SELECT sql FROM sqlite_master WHERE sql IS NOT NULL") }
        let ids = LibrarySchema.migrator.migrations.map { "INSERT INTO grdb_migrations VALUES ('\($0)');" }
        return (objects.map { $0 + ";" } + ids).joined(separator: "\n")
    }

    @Test("a new library is marked with reel's application id, which its header carries")
    func newLibraryIsMarked() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try LibraryDatabase.open(directory: directory)
        #expect(LibraryIdentity.header(path: file) == .init(applicationID: LibraryDatabase.applicationID, isWriteAheadLog: true))
        #expect(try DatabaseQueue(path: file).read { try LibraryIdentity.of($0) } == .marked)
    }

    @Test("an unmarked database with exactly reel's schema is reel's, also built by other SQL text; one migration fewer is too")
    func reelsSchemaUnmarked() throws {
        #expect(try identity(of: reelSchemaSQL()) == .unmarked)
        // Spacing differs from reel's migration: the definitions are compared as words.
        let respaced = try reelSchemaSQL().replacingOccurrences(of: "\n", with: "  \n ")
        #expect(try identity(of: respaced) == .unmarked)
        // GRDB's own table, before the first migration ran (a kill between its two transactions).
        #expect(try identity(of: "CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY)") == .unmarked)
    }

    @Test("anything else is another program's, with what was found", arguments: [
        ("", "an empty SQLite database without reel's mark"),
        ("CREATE TABLE t(x)", "an SQLite database without reel's mark, with the table t"),
        ("CREATE TABLE a(x); CREATE TABLE b(x); CREATE TABLE c(x)", "an SQLite database without reel's mark, with the tables a, b and c"),
        ("PRAGMA application_id = -1", "an SQLite database of another program (application id -1, 0xFFFFFFFF; reel's is 0x5265656C)"),
    ])
    func foreign(sql: String, found: String) throws {
        #expect(try identity(of: sql) == .foreign(found: found))
    }

    @Test("reel's schema with something more or different is another program's")
    func reelsSchemaChanged() throws {
        let schema = try reelSchemaSQL()
        #expect(try identity(of: schema + "CREATE TABLE notes(x);") == .foreign(found: "an SQLite database without reel's mark, with the table notes reel does not make"))
        #expect(
            try identity(of: schema + "CREATE INDEX extra ON my_video (position);")
                == .foreign(found: "an SQLite database without reel's mark, with the index extra reel does not make"))
        #expect(
            try identity(of: schema.replacingOccurrences(of: "queued_at REAL", with: "queued_at TEXT"))
                == .foreign(found: "an SQLite database without reel's mark, whose tables have reel's names but not reel's definitions"))
        #expect(
            try identity(of: schema + "INSERT INTO grdb_migrations VALUES ('v2: elsewhere');")
                == .foreign(found: "an SQLite database without reel's mark, whose grdb_migrations records migrations reel does not know (v2: elsewhere)"))
        // Reel's tables without the record of the migration that made them.
        #expect(
            try identity(of: schema.split(separator: "\n").filter { !$0.hasPrefix("INSERT") }.joined(separator: "\n"))
                == .foreign(found: "an SQLite database without reel's mark, whose tables have reel's names but not reel's definitions"))
    }

    @Test("opening an unmarked library of reel's marks it, reading it does not; another program's is refused by both, its bytes unchanged")
    @MainActor
    func openingMarksOnlyReels() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let queue = try DatabaseQueue(path: file)
        try queue.writeWithoutTransaction { try $0.execute(sql: "PRAGMA journal_mode = WAL;" + reelSchemaSQL()) }
        try queue.close()
        let unmarked = try Data(contentsOf: URL(fileURLWithPath: file))
        #expect(try LibraryDatabase.storedContents(directory: directory) == LibraryContents(myVideo: [], downloads: []))
        #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == unmarked)
        _ = try LibraryDatabase.open(directory: directory)
        #expect(LibraryIdentity.header(path: file)?.applicationID == LibraryDatabase.applicationID)

        try FileManager.default.removeItem(at: directory)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let other = try DatabaseQueue(path: file)
        try other.writeWithoutTransaction { try $0.execute(sql: "PRAGMA journal_mode = WAL; CREATE TABLE t(x); INSERT INTO t VALUES (1)") }
        try other.close()
        let foreign = try Data(contentsOf: URL(fileURLWithPath: file))
        let refusal = LibraryDatabaseError(
            file: file, problem: .foreign(found: "an SQLite database without reel's mark, with the table t"))
        #expect(throws: refusal) { try LibraryDatabase.storedContents(directory: directory) }
        #expect(throws: refusal) { try LibraryDatabase.open(directory: directory) }
        #expect(throws: refusal) { try Library.open(directory: directory) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == foreign)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == [LibraryDatabase.fileName], "nothing beside it")
    }

    @Test("a path becomes a URI that reads the file as it stands, with every byte that could be misread escaped")
    func immutableURI() {
        #expect(LibraryDatabase.immutableURI("/a/b-c_d.e~f") == "file:/a/b-c_d.e~f?immutable=1")
        #expect(LibraryDatabase.immutableURI("/x y/%?#é") == "file:/x%20y/%25%3F%23%C3%A9?immutable=1")
    }
}
