import ArgumentParser

/// `reel downloads pause EPISODE_ID…`: see ``DownloadChange/pause``.
struct DownloadsPause: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "pause", abstract: DownloadChange.pause.abstract)

    @OptionGroup var selection: DownloadsSelection

    @MainActor
    func run() async throws {
        try selection.apply(.pause)
    }
}
