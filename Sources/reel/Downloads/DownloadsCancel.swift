import ArgumentParser

/// `reel downloads cancel EPISODE_ID…`: see ``DownloadChange/cancel``.
struct DownloadsCancel: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "cancel", abstract: DownloadChange.cancel.abstract)

    @OptionGroup var selection: DownloadsSelection

    @MainActor
    func run() async throws {
        try selection.apply(.cancel)
    }
}
