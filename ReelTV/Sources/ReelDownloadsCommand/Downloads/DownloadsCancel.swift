import ArgumentParser
import ReelTVModel

/// `reel downloads cancel EPISODE_ID…`: see ``DownloadCommand.Kind/cancel``.
struct DownloadsCancel: AsyncParsableCommand, DownloadsChangeCommand {
    static let configuration = CommandConfiguration(commandName: "cancel", abstract: DownloadCommand.Kind.cancel.abstract)

    @OptionGroup var selection: DownloadsSelection

    @MainActor
    func run() async throws {
        try selection.apply(.cancel)
    }
}
