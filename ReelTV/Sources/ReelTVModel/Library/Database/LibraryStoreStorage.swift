import GRDB
import ReelStream

/// One of the library's stores' part of the library database, which other reel processes may
/// change at any moment: a `reel downloads pause` while this process runs the transfers, say.
///
/// Each change is applied to what is stored *at that moment*, inside the transaction that saves
/// it, so a change another process made is built on, never written over. Reading everything
/// for every change would cost a read per progress tick; SQLite's data version says when
/// another process has written since this one last looked, and only then is the part read again.
@MainActor
final class LibraryStoreStorage<State: Equatable & Sendable> {
    private let database: LibraryDatabase
    private let read: (Database) throws -> State
    private let save: (_ db: Database, _ stored: State, _ new: State) throws -> Void
    /// The file's data version when the store's state was last known to be what is stored;
    /// `nil` before the first read.
    private var knownVersion: Int?
    /// The state last read or saved.
    private var known: State?

    /// The part of `database` that `read` reads and `save` writes, given what is stored and
    /// what is to be.
    init(
        database: LibraryDatabase, read: @escaping (Database) throws -> State,
        save: @escaping (_ db: Database, _ stored: State, _ new: State) throws -> Void
    ) {
        self.database = database
        self.read = read
        self.save = save
    }

    /// The storage a ``Store`` commits its changes through.
    var storage: StoreStorage<State> {
        StoreStorage(
            commit: { [self] current, change in try commit(current, change) },
            changes: { [self] in try changes() })
    }

    /// Applies `change` to the stored state — `current`, unless another process wrote since it
    /// was read — and saves the result, in one transaction that holds the file's write lock from
    /// the read to the commit.
    func commit(_ current: State, _ change: (inout State) -> Void) throws(LibraryDatabaseError) -> State {
        // GRDB runs the transaction on its own queue while this actor waits: hand it values.
        let (read, save, knownVersion) = (read, save, knownVersion)
        let (version, next) = try database.update { db in
            let version = try LibraryDatabase.dataVersion(db)
            let stored = version == knownVersion ? current : try read(db)
            var next = stored
            change(&next)
            if next != stored { try save(db, stored, next) }
            return (version, next)
        }
        // This connection's own commit leaves the data version as it was.
        self.knownVersion = version
        known = next
        return next
    }

    /// The stored state if another process changed it since it was last read or saved, else `nil`.
    func changes() throws(LibraryDatabaseError) -> State? {
        let (read, knownVersion) = (read, knownVersion)
        let (version, stored) = try database.read { db in
            let version = try LibraryDatabase.dataVersion(db)
            return (version, version == knownVersion ? nil : try read(db))
        }
        self.knownVersion = version
        guard let stored, stored != known else { return nil }
        known = stored
        return stored
    }
}
