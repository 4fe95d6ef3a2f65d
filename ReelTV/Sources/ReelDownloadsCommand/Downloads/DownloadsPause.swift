import ArgumentParser
import ReelTVModel

/// `reel downloads pause EPISODE_ID…`: see ``DownloadCommand.Kind/pause``.
struct DownloadsPause: AsyncParsableCommand, DownloadsChangeCommand {
    static let configuration = CommandConfiguration(commandName: "pause", abstract: DownloadCommand.Kind.pause.abstract)

    @OptionGroup var selection: DownloadsSelection

    @MainActor
    func run() async throws {
        try selection.apply(.pause)
    }
}
