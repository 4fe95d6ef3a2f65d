import Foundation
import ReelStream

/// The person's library, app-wide: My Video and the downloads as Flux stores (talk 003) that
/// write through to the library database, so every state a screen shows is already saved.
@MainActor
public final class Library {
    /// Where the library is stored.
    public let database: LibraryDatabase
    /// Where My Video actions go.
    public let myVideoDispatcher = Dispatcher<MyVideoAction>()
    /// My Video.
    public let myVideo: MyVideoStore
    /// Where download actions go.
    public let downloadDispatcher = Dispatcher<DownloadAction>()
    /// The downloads.
    public let downloads: DownloadStore

    /// The library stored in `database`, with at most `concurrencyLimit` downloads running at
    /// once. Downloads that were running when the app last stopped carry on from their bytes.
    public init(database: LibraryDatabase, concurrencyLimit: Int = 3) throws(LibraryDatabaseError) {
        self.database = database
        let contents = try database.contents()
        myVideo = MyVideoStore(
            initialState: MyVideoState(seriesIDs: contents.myVideo), dispatcher: myVideoDispatcher,
            reduce: { $0.apply($1) },
            persist: { old, new in
                if old != new { try database.saveMyVideo(new.seriesIDs) }
            })
        let initial = DownloadsState(downloads: contents.downloads, concurrencyLimit: concurrencyLimit)
        // Fitting the stored downloads to this run's slots can change them; save that first.
        try database.saveDownloads(from: Dictionary(uniqueKeysWithValues: contents.downloads.map { ($0.id, $0) }), to: initial.downloads)
        downloads = DownloadStore(
            initialState: initial, dispatcher: downloadDispatcher, reduce: { $0.apply($1) },
            persist: { old, new in try database.saveDownloads(from: old.downloads, to: new.downloads) })
    }

    /// An empty library in memory: for tests and runs that keep nothing.
    public static func inMemory(concurrencyLimit: Int = 3) -> Library {
        // An empty in-memory database always reads.
        try! Library(database: .inMemory(), concurrencyLimit: concurrencyLimit)
    }

    /// Opens the library in `directory`. A damaged file is moved aside (see
    /// ``LibraryDatabase/moveAside(_:at:)``) and a new, empty library started in its place; the
    /// second value says so, for the app to tell the person.
    public static func open(
        directory: URL, concurrencyLimit: Int = 3
    ) throws(LibraryDatabaseError) -> (Library, recovery: LibraryRecovery?) {
        do {
            return (try Library(database: .open(directory: directory), concurrencyLimit: concurrencyLimit), nil)
        } catch .corrupt(let file, let reason) {
            let movedTo = try LibraryDatabase.moveAside(file)
            let library = try Library(database: .open(directory: directory), concurrencyLimit: concurrencyLimit)
            return (library, LibraryRecovery(problem: .corrupt(file: file, reason: reason), movedTo: movedTo))
        }
    }
}
