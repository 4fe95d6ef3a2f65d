import ArgumentParser
import ReelCommandLine
import ReelTVModel

/// What every `reel downloads` command works on: the library in `--data-dir`, and how many
/// downloads may run at once.
struct DownloadsOptions: ParsableArguments {
    @OptionGroup var library: LibraryOptions

    @Option(
        NumericOption.downloadConcurrency, help: "How many downloads may run at once",
        discussion: "The stored queue is fitted to it when a command that changes the library opens it: queued downloads start while slots are free.",
        valueName: "k")
    var concurrency = 3

    func validate() throws {
        try NumericOption.downloadConcurrency.check(concurrency)
    }

    /// Opens the library and starts reporting what it saves, with `catalog`'s episodes to add
    /// (only `add` needs any: stored downloads carry what running them takes).
    @MainActor
    func open(catalog: Catalog = Catalog(series: [], recommendRows: []), transfer: DownloadTransfer = DownloadTransfer()) throws
        -> DownloadsSession
    {
        DownloadsSession(library: try library.open(concurrencyLimit: concurrency), catalog: catalog, transfer: transfer)
    }
}
