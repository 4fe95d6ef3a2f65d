import ArgumentParser

/// `reel downloads resume EPISODE_ID…`: see ``DownloadChange/resume``.
struct DownloadsResume: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "resume", abstract: DownloadChange.resume.abstract)

    @OptionGroup var selection: DownloadsSelection

    @MainActor
    func run() async throws {
        try selection.apply(.resume)
    }
}
