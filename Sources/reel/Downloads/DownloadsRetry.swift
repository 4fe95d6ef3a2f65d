import ArgumentParser

/// `reel downloads retry EPISODE_ID…`: see ``DownloadChange/retry``.
struct DownloadsRetry: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "retry", abstract: DownloadChange.retry.abstract)

    @OptionGroup var selection: DownloadsSelection

    @MainActor
    func run() async throws {
        try selection.apply(.retry)
    }
}
