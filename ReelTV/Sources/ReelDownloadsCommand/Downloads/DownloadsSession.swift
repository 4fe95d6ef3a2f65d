import ReelTVModel

/// One `reel downloads` command's library and download manager, with a reporter that prints
/// every change the downloads store saves.
@MainActor
struct DownloadsSession {
    /// The person's library.
    let library: Library
    /// Runs the downloads.
    let manager: DownloadManager
    /// Prints what is saved, and keeps the first failure to save.
    let reporter: SavedDownloadsReporter

    init(library: Library, catalog: Catalog, transfer: DownloadTransfer) {
        self.library = library
        manager = DownloadManager(library: library, catalog: catalog, transfer: transfer)
        reporter = SavedDownloadsReporter(store: library.downloads)
    }

    /// The downloads now.
    var state: DownloadsState { library.downloads.state.value }

    /// Throws the first change the library could not save, if any, or else the failure to
    /// write what was saved to standard output.
    func checkSaved() throws {
        if let failure = reporter.failure { throw failure }
        if let failure = reporter.outputFailure { throw failure }
    }
}
