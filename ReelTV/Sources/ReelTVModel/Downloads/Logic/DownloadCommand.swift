import Foundation

/// What a row of the downloads screen offers to do with its download: a button, named for
/// scripts and tests as `<kind>-<episode id>` (`pause-s01-1-e003`).
package struct DownloadCommand: Hashable, Sendable {
    /// The command.
    package enum Kind: String, Hashable, Sendable, CaseIterable {
        /// Stops a queued or running download.
        case pause
        /// Queues a paused download again.
        case resume
        /// Queues a failed download again.
        case retry
        /// Removes a download that has not completed.
        case cancel
        /// Removes a download; the screen offers it for completed ones (``cancel`` for the others).
        case delete

        /// The button's title.
        package var title: String {
            switch self {
            case .pause: "一時停止"
            case .resume: "再開"
            case .retry: "再試行"
            case .cancel: "キャンセル"
            case .delete: "削除"
            }
        }

        /// The action that makes this change to one download, for
        /// ``DownloadManager/apply(_:to:)``: the screen's buttons and `reel downloads` both go
        /// through it.
        package var action: (_ episodeID: String, _ at: Date) -> DownloadAction {
            switch self {
            case .pause: DownloadAction.pause
            case .resume: DownloadAction.resume
            case .retry: DownloadAction.retry
            case .cancel: DownloadAction.cancel
            case .delete: DownloadAction.delete
            }
        }
    }

    /// The command.
    package var kind: Kind
    /// The episode whose download it acts on.
    package var episodeID: String

    /// Creates a command.
    package init(_ kind: Kind, episodeID: String) {
        self.kind = kind
        self.episodeID = episodeID
    }

    /// The button's identifier.
    package var identifier: String { "\(kind.rawValue)-\(episodeID)" }

    /// The commands a row offers for `download`, in the order its buttons show them: the one
    /// that changes its state, then the one that removes it (``Kind/cancel`` where it applies,
    /// else ``Kind/delete``).
    package static func available(for download: Download) -> [DownloadCommand] {
        let changes = [Kind.pause, .resume, .retry].filter { $0.applies(to: download.state) }
        let removal = Kind.cancel.applies(to: download.state) ? Kind.cancel : .delete
        return (changes + [removal]).map { DownloadCommand($0, episodeID: download.episodeID) }
    }
}
