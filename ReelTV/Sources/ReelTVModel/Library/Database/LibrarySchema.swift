import GRDB

/// The library database's tables, one migration per version of the schema: a database is
/// brought up to date by running the migrations it has not seen, in order, and a database that
/// has seen migrations this build does not know is refused rather than misread.
enum LibrarySchema {
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1: My Video and downloads") { db in
            // Dates are seconds since Foundation's reference date, which round-trips a `Date`
            // exactly.
            try db.execute(
                sql: """
                    CREATE TABLE my_video (
                        series_id TEXT PRIMARY KEY NOT NULL,
                        position INTEGER NOT NULL UNIQUE
                    );
                    CREATE TABLE download (
                        episode_id TEXT PRIMARY KEY NOT NULL,
                        series_id TEXT NOT NULL,
                        season_number INTEGER NOT NULL,
                        episode_number INTEGER NOT NULL,
                        state TEXT NOT NULL CHECK (state IN ('queued', 'downloading', 'paused', 'completed', 'failed')),
                        failure_reason TEXT CHECK ((state = 'failed') = (failure_reason IS NOT NULL)),
                        bytes_total INTEGER NOT NULL CHECK (bytes_total >= 0),
                        bytes_received INTEGER NOT NULL CHECK (bytes_received BETWEEN 0 AND bytes_total),
                        queue_position INTEGER NOT NULL UNIQUE,
                        queued_at REAL NOT NULL,
                        updated_at REAL NOT NULL,
                        CHECK (state != 'completed' OR bytes_received = bytes_total)
                    );
                    CREATE INDEX download_by_series ON download (series_id, season_number, episode_number);
                    """)
        }
        return migrator
    }

    /// The schema reel's first `count` migrations build, as a database in memory holds it after
    /// running them: what an unmarked file must hold exactly to be taken for reel's (see
    /// ``LibraryIdentity``).
    static func objects(afterMigrations count: Int) throws -> [SchemaObject] {
        let database = try DatabaseQueue()
        let migrations = migrator.migrations
        if count > 0 {
            try migrator.migrate(database, upTo: migrations[min(count, migrations.count) - 1])
        } else {
            // What GRDB creates before the first migration, in a transaction of its own.
            try database.write { try $0.execute(sql: "CREATE TABLE \(LibraryIdentity.migrationsTable) (identifier TEXT NOT NULL PRIMARY KEY)") }
        }
        return try database.read { try SchemaObject.all(in: $0) }
    }
}
