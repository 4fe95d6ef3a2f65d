import ArgumentParser
import ReelTV

/// What every `reel downloads` command works on: the library in `--data-dir`, the catalog the
/// episodes come from, and how many downloads may run at once.
struct DownloadsOptions: ParsableArguments {
    @OptionGroup var library: LibraryOptions
    @OptionGroup var catalog: CatalogOptions

    @Option(
        name: .long,
        help: ArgumentHelp(
            "How many downloads may run at once.",
            discussion: "The stored queue is fitted to it when the library opens: queued downloads start while slots are free.",
            valueName: "k"))
    var concurrency = 3

    func validate() throws {
        try requireAtLeastOne(concurrency, option: "concurrency")
    }

    /// Loads the catalog, lets `check` look at its episodes, then opens the library and starts
    /// reporting what it saves: input that `check` refuses, or a bad catalog, stops the command
    /// before the library is touched.
    @MainActor
    func open(
        transfer: DownloadTransfer = DownloadTransfer(), checking check: ([String: CatalogEpisode]) throws -> Void = { _ in }
    ) throws -> DownloadsSession {
        let loaded = try catalog.load()
        let episodes = loaded.episodesByID
        try check(episodes)
        let opened = try library.open(concurrencyLimit: concurrency)
        return DownloadsSession(library: opened, catalog: loaded, episodes: episodes, transfer: transfer)
    }
}
