import ArgumentParser

/// `reel downloads …`: the person's downloads in the library, listed, changed and run from the
/// command line.
package struct Downloads: AsyncParsableCommand {
    package static let configuration = CommandConfiguration(
        abstract: "List, queue, change and run the downloads stored in the library.",
        discussion: """
            Every command that changes a download prints one line per saved change, once the \
            library database has committed it: "saved EPISODE_ID STATE RECEIVED/TOTAL [REASON]".
            """,
        subcommands: [
            DownloadsList.self, DownloadsAdd.self, DownloadsPause.self, DownloadsResume.self, DownloadsRetry.self,
            DownloadsCancel.self, DownloadsDelete.self, DownloadsRun.self,
        ]
    )

    package init() {}
}
