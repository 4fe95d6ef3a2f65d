import ArgumentParser
import ReelTVModel

/// `reel downloads retry EPISODE_ID…`: see ``DownloadCommand.Kind/retry``.
struct DownloadsRetry: AsyncParsableCommand, DownloadsChangeCommand {
    static let configuration = CommandConfiguration(commandName: "retry", abstract: DownloadCommand.Kind.retry.abstract)

    @OptionGroup var selection: DownloadsSelection

    @MainActor
    func run() async throws {
        try selection.apply(.retry)
    }
}
