import ArgumentParser
import ReelTVModel

/// `reel downloads delete EPISODE_ID…`: see ``DownloadCommand.Kind/delete``.
struct DownloadsDelete: AsyncParsableCommand, DownloadsChangeCommand {
    static let configuration = CommandConfiguration(commandName: "delete", abstract: DownloadCommand.Kind.delete.abstract)

    @OptionGroup var selection: DownloadsSelection

    @MainActor
    func run() async throws {
        try selection.apply(.delete)
    }
}
