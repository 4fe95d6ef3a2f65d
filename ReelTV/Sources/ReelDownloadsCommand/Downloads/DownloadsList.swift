import ArgumentParser
import ReelCommandLine

/// `reel downloads list`: every stored download, in queue order.
struct DownloadsList: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List every download in queue order: episode, series, season and episode number, state, bytes, progress.")

    @OptionGroup var options: DownloadsOptions
    @OptionGroup var catalog: CatalogOptions

    @Flag(name: .long, help: "Print JSON instead of one line per download.")
    var json = false

    @MainActor
    func run() async throws {
        let episodes = try catalog.load().episodesByID
        let session = try options.open()
        let listings = session.state.inQueueOrder.map { DownloadListing($0, entry: episodes[$0.episodeID]) }
        try printCommandResult(listings, json: json) { listings in
            listings.isEmpty ? "no downloads" : listings.map(\.line).joined(separator: "\n")
        }
    }
}
