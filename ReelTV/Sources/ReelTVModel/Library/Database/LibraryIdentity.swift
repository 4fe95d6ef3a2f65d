import Foundation
import GRDB
import ReelConsole

/// Whether the SQLite database in the library's place is reel's: reel never writes a database
/// it did not make.
///
/// Reel marks each library it creates with its application id (SQLite's `application_id`,
/// ``LibraryDatabase/applicationID``, in the file's header). Libraries made before the mark
/// have none: such a file is reel's only if its schema is exactly the one reel's migrations
/// build — a `grdb_migrations` table recording the first of reel's migrations, in order, and
/// exactly the tables and indexes those migrations create, with the same definitions — and it
/// is marked when reel first opens it to write. Any other database is another program's (or a
/// person's): an empty one without the mark included, since nothing says reel made it. It is
/// refused, and left byte for byte as it is.
enum LibraryIdentity: Equatable {
    /// Reel's library, marked.
    case marked
    /// A library a reel from before the mark made: its schema is exactly reel's.
    case unmarked
    /// Another program's database, or not one reel knows: what was found, for the message.
    case foreign(found: String)

    /// The bytes an SQLite database file starts with.
    private static let magic = Array("SQLite format 3\0".utf8)

    /// What the first bytes of an SQLite database file say, read as plain bytes: a database
    /// that carries another program's id is told apart without SQLite opening it, so nothing
    /// is created beside it.
    struct Header: Equatable {
        /// The application id (offset 68, big-endian): 0 when none was set.
        let applicationID: Int32
        /// Whether the file is in write-ahead-log mode (read and write versions 2, offsets 18
        /// and 19): SQLite reads it through files it creates beside it.
        let isWriteAheadLog: Bool
    }

    /// The header of the file at `path`, if the file starts as an SQLite database does; `nil`
    /// too while a connection of this process is open on it, since closing the descriptor read
    /// through would drop that connection's locks (see ``LibraryOpenFiles``).
    static func header(path: String) -> Header? {
        guard !LibraryOpenFiles.isOpen(path) else { return nil }
        let file = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard file >= 0 else { return nil }
        defer { close(file) }
        var bytes = [UInt8](repeating: 0, count: 72)
        guard pread(file, &bytes, bytes.count, 0) == bytes.count, Array(bytes[..<16]) == magic else { return nil }
        return Header(
            applicationID: bytes[68..<72].reduce(Int32(0)) { $0 << 8 | Int32($1) }, isWriteAheadLog: bytes[18] == 2 && bytes[19] == 2)
    }

    /// The identity of the database `db` reads.
    static func of(_ db: Database) throws -> LibraryIdentity {
        let id = try Int32.fetchOne(db, sql: "PRAGMA application_id") ?? 0
        if id == LibraryDatabase.applicationID { return .marked }
        if id != 0 { return .foreign(found: foreignApplication(id)) }
        return try ofSchema(db)
    }

    /// What a database with another program's application id `id` is.
    static func foreignApplication(_ id: Int32) -> String {
        "an SQLite database of another program (application id \(id), 0x\(String(UInt32(bitPattern: id), radix: 16, uppercase: true)); reel's is 0x\(String(UInt32(bitPattern: LibraryDatabase.applicationID), radix: 16, uppercase: true)))"
    }

    /// The identity of an unmarked database: reel's if its schema is exactly reel's own.
    private static func ofSchema(_ db: Database) throws -> LibraryIdentity {
        let found = try SchemaObject.all(in: db)
        let tables = found.filter { $0.type == "table" }.map(\.name).sorted()
        guard !found.isEmpty else { return .foreign(found: "an empty SQLite database without reel's mark") }
        let unmarked = "an SQLite database without reel's mark"
        guard tables.contains(migrationsTable) else { return .foreign(found: "\(unmarked), with \(list(tables, "table"))") }
        let applied = try String.fetchAll(db, sql: "SELECT identifier FROM \(migrationsTable) ORDER BY rowid")
        let known = LibrarySchema.migrator.migrations
        guard applied.count <= known.count, Set(applied) == Set(known.prefix(applied.count)) else {
            let unknown = applied.filter { !known.contains($0) }
            return .foreign(
                found: unknown.isEmpty
                    ? "\(unmarked), whose \(migrationsTable) records reel's migrations out of order"
                    : "\(unmarked), whose \(migrationsTable) records migrations reel does not know (\(list(unknown, "")))")
        }
        let expected = try LibrarySchema.objects(afterMigrations: applied.count)
        guard Set(found) == Set(expected) else {
            let reels = Set(try LibrarySchema.objects(afterMigrations: known.count).map(\.name))
            let others = found.filter { !reels.contains($0.name) && !$0.name.hasPrefix("sqlite_") }.sorted { $0.name < $1.name }
            guard !others.isEmpty else { return .foreign(found: "\(unmarked), whose tables have reel's names but not reel's definitions") }
            let types = Set(others.map(\.type))
            let noun = types.count == 1 ? types.first! == "index" ? "index" : types.first! : "entry"
            return .foreign(found: "\(unmarked), with \(list(others.map(\.name), noun)) reel does not make")
        }
        return .unmarked
    }

    /// The table GRDB records applied migrations in.
    static let migrationsTable = "grdb_migrations"

    /// `the table t`, `the tables a, b and c`, `the tables a, b, c, d, e and 3 more`: names from
    /// the file, made safe for a terminal. With no `noun`, just the names.
    private static func list(_ names: [String], _ noun: String) -> String {
        let shown = names.prefix(5).map { $0.terminalSafe(limit: 60) }
        let more = names.count - shown.count
        let joined =
            more > 0
            ? shown.joined(separator: ", ") + " and \(more) more"
            : shown.count > 1 ? shown.dropLast().joined(separator: ", ") + " and " + shown.last! : shown.joined()
        guard !noun.isEmpty else { return joined }
        let plural = ["index": "indexes", "entry": "entries"][noun] ?? noun + "s"
        return "the \(names.count == 1 ? noun : plural) \(joined)"
    }
}

/// One entry of a database's schema (`sqlite_master`): a table, index, view or trigger, with
/// its definition as SQLite keeps it, runs of white space read as one space.
struct SchemaObject: Hashable {
    let type: String
    let name: String
    let table: String
    let sql: String?

    /// The schema of the database `db` reads.
    static func all(in db: Database) throws -> [SchemaObject] {
        try Row.fetchAll(db, sql: "SELECT type, name, tbl_name, sql FROM sqlite_master").map { row in
            let sql: String? = row["sql"]
            // GRDB's own table may be spelt otherwise by another GRDB version: its name is what
            // counts.
            let table: String = row["tbl_name"] ?? ""
            return SchemaObject(
                type: row["type"] ?? "", name: row["name"] ?? "", table: table,
                sql: table == LibraryIdentity.migrationsTable ? nil : sql.map(normalized))
        }
    }

    private static func normalized(_ sql: String) -> String {
        sql.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
