import ArgumentParser

/// `reel downloads delete EPISODE_ID…`: see ``DownloadChange/delete``.
struct DownloadsDelete: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "delete", abstract: DownloadChange.delete.abstract)

    @OptionGroup var selection: DownloadsSelection

    @MainActor
    func run() async throws {
        try selection.apply(.delete)
    }
}
