import ArgumentParser
import ReelCommandLine

/// `reel downloads list`: every stored download, in queue order, as stored: a listing only
/// reads, so it never changes what another process is running (nor creates a library).
struct DownloadsList: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List every download in queue order: episode, series, season and episode number, state, bytes, progress.",
        discussion: "It only reads the library: it creates, fits to --concurrency, migrates or moves aside nothing.")

    @OptionGroup var options: DownloadsOptions
    @OptionGroup var catalog: CatalogOptions

    @Flag(name: .long, help: "Print JSON instead of one line per download.")
    var json = false

    @MainActor
    func run() async throws {
        let episodes = try catalog.load().episodesByID
        let stored = try options.library.storedContents().downloads
        let listings = stored.map { DownloadListing($0, entry: episodes[$0.episodeID]) }
        try printCommandResult(listings, json: json) { listings in
            listings.isEmpty ? "no downloads" : listings.map(\.line).joined(separator: "\n")
        }
    }
}
