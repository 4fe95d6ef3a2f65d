import ArgumentParser
import ReelCommandLine
import ReelConsole
import ReelTVModel

/// `reel downloads add EPISODE_ID…`: queues episodes of the catalog, all in one saved change.
struct DownloadsAdd: AsyncParsableCommand, EpisodeIDCommand {
    static let configuration = CommandConfiguration(
        commandName: "add", abstract: "Queue episodes of the catalog for download (they start while slots are free).")

    @OptionGroup var options: DownloadsOptions
    @OptionGroup var catalog: CatalogOptions

    @Argument(help: ArgumentHelp("The episodes to download, by id (like s01-1-e001).", valueName: "episode-id"))
    var episodeIDs: [String]

    @MainActor
    func run() async throws {
        let ids = episodeIDs.uniqued()
        let loaded = try catalog.load()
        let episodes = loaded.episodesByID
        let unknown = ids.filter { episodes[$0] == nil }.map { $0.terminalSafe(limit: TerminalSafeText.echoLimit) }
        guard unknown.isEmpty else {
            let known = episodes.keys.sorted().prefix(3).map { $0.terminalSafe(limit: TerminalSafeText.echoLimit) }.joined(separator: ", ")
            throw CommandFailure(
                description: "no episode \(unknown.joined(separator: ", ")) in the catalog (ids look like \(known), …); nothing was queued")
        }
        let session = try options.open(catalog: loaded)
        var notes = FileDescriptorOutput.standardError
        var fresh: [String] = []
        for id in ids {
            if let existing = session.state[id] {
                print("reel: \(id.terminalSafe()) already has a download (\(existing.state.name)); left as it is", to: &notes)
            } else {
                fresh.append(id)
            }
        }
        // One action, so one transaction: a kill or a failed save leaves all of them queued or none.
        session.manager.download(episodeIDs: fresh)
        try session.checkSaved()
    }
}
