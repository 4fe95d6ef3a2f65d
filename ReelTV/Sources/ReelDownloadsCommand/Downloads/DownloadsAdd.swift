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
        let unknown = ids.filter { episodes[$0] == nil }.map { $0.shownAsID(limit: TerminalSafeText.echoLimit) }
        guard unknown.isEmpty else {
            throw CommandFailure(
                description: "no episode \(unknown.joined(separator: ", ")) in \(catalog.catalogName)\(Self.idHint(episodes.keys)); nothing was queued")
        }
        let session = try options.open(catalog: loaded)
        var notes = FileDescriptorOutput.standardError
        var fresh: [String] = []
        for id in ids {
            if let existing = session.state[id] {
                print("reel: \(id.shownAsID()) already has a download (\(existing.state.name)); left as it is", to: &notes)
            } else {
                fresh.append(id)
            }
        }
        // One action, so one transaction: a kill or a failed save leaves all of them queued or none.
        session.manager.download(episodeIDs: fresh)
        try session.checkSaved()
    }

    /// What ids the catalog has, for an error about one it lacks: ` (ids look like a, b, c, …)`,
    /// ` (its ids are a and b)` for a catalog of one to three episodes, and `, which has no
    /// episodes` for an empty one.
    static func idHint(_ ids: some Collection<String>) -> String {
        let examples = ids.sorted().prefix(3).map { $0.shownAsID(limit: TerminalSafeText.echoLimit) }
        switch ids.count {
        case 0: return ", which has no episodes"
        case 1: return " (its one id is \(examples[0]))"
        case 2, 3: return " (its ids are \(examples.dropLast().joined(separator: ", ")) and \(examples.last!))"
        default: return " (ids look like \(examples.joined(separator: ", ")), …)"
        }
    }
}
