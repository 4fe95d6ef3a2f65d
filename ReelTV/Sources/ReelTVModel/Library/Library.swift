import Foundation
import ReelStream

/// The person's library, app-wide: My Video and the downloads as Flux stores that write through to
/// the library database, so every state a screen shows is already saved.
///
/// Several processes may open one library at once (the demo, `reel downloads pause`, a
/// `reel downloads run`): each change is applied to what is stored at that moment, so none is
/// lost, ``refresh()`` shows the others' changes, and ``claimTransfers()`` lets only one of them
/// move bytes.
@MainActor
package final class Library {
    /// Where the library is stored.
    package let database: LibraryDatabase
    /// Where My Video actions go.
    package let myVideoDispatcher = Dispatcher<MyVideoAction>()
    /// My Video.
    package let myVideo: MyVideoStore
    /// Where download actions go.
    package let downloadDispatcher = Dispatcher<DownloadAction>()
    /// The downloads.
    package let downloads: DownloadStore

    private let transferLock: LibraryTransferLock?

    /// The library stored in `database`, with at most `concurrencyLimit` downloads running at
    /// once. Downloads that were running when the app last stopped carry on from their bytes.
    package init(database: LibraryDatabase, concurrencyLimit: Int = 3) throws(LibraryDatabaseError) {
        self.database = database
        let myVideoStorage = LibraryStoreStorage(
            database: database, read: { MyVideoState(seriesIDs: try LibraryDatabase.myVideo(in: $0)) },
            save: { db, _, new in try LibraryDatabase.saveMyVideo(new.seriesIDs, in: db) })
        myVideo = MyVideoStore(
            initialState: try myVideoStorage.changes() ?? MyVideoState(), dispatcher: myVideoDispatcher,
            reduce: { $0.apply($1) }, storage: myVideoStorage.storage)
        let downloadsStorage = LibraryStoreStorage(
            database: database,
            read: { DownloadsState(stored: try LibraryDatabase.downloads(in: $0), concurrencyLimit: concurrencyLimit) },
            save: { db, old, new in try LibraryDatabase.saveDownloads(from: old.downloads, to: new.downloads, in: db) })
        // Fitting the stored downloads to this run's slots can change them; save that first.
        // Only then: a library that is only read (`reel downloads list`) takes no write lock.
        let stored = try downloadsStorage.changes() ?? DownloadsState(concurrencyLimit: concurrencyLimit)
        var fitted = stored
        fitted.fitToSlots()
        let initial = fitted == stored ? stored : try downloadsStorage.commit(stored) { $0.fitToSlots() }
        downloads = DownloadStore(
            initialState: initial, dispatcher: downloadDispatcher, reduce: { $0.apply($1) },
            storage: downloadsStorage.storage)
        transferLock = database.isInMemory ? nil : LibraryTransferLock(databasePath: database.path)
    }

    /// Shows what other processes changed since this one last looked: each store publishes the
    /// stored state if it differs. A failure to read is reported on the store's `failures`.
    package func refresh() {
        myVideo.refresh()
        downloads.refresh()
    }

    /// Claims the right to run this library's transfers for this process, unless another
    /// process holds it; held until ``releaseTransfers()`` or the end of the process. A library
    /// in memory is this process's alone.
    package func claimTransfers() -> TransferClaim {
        transferLock?.claim() ?? .claimed
    }

    /// Lets another process run the transfers.
    func releaseTransfers() {
        transferLock?.release()
    }

    /// An empty library in memory: for tests and runs that keep nothing.
    package static func inMemory(concurrencyLimit: Int = 3) -> Library {
        // An empty in-memory database always reads.
        try! Library(database: .inMemory(), concurrencyLimit: concurrencyLimit)
    }

    /// Opens the library in `directory`. A damaged file is moved aside (see
    /// ``LibraryDatabase/moveAside(_:at:)``) and a new, empty library started in its place; the
    /// second value says so, for the app to tell the person.
    package static func open(
        directory: URL, concurrencyLimit: Int = 3
    ) throws(LibraryDatabaseError) -> (Library, recovery: LibraryRecovery?) {
        do {
            return (try Library(database: .open(directory: directory), concurrencyLimit: concurrencyLimit), nil)
        } catch {
            guard case .corrupt = error.problem else { throw error }
            let movedTo = try LibraryDatabase.moveAside(error.file)
            let library = try Library(database: .open(directory: directory), concurrencyLimit: concurrencyLimit)
            return (library, LibraryRecovery(problem: error, movedTo: movedTo))
        }
    }
}
