import ArgumentParser
import ReelTVModel

/// `reel downloads resume EPISODE_ID…`: see ``DownloadCommand.Kind/resume``.
struct DownloadsResume: AsyncParsableCommand, DownloadsChangeCommand {
    static let configuration = CommandConfiguration(commandName: "resume", abstract: DownloadCommand.Kind.resume.abstract)

    @OptionGroup var selection: DownloadsSelection

    @MainActor
    func run() async throws {
        try selection.apply(.resume)
    }
}
