import Foundation
import ReelTV

/// The changes `reel downloads pause|resume|retry|cancel|delete` make to stored downloads, and
/// which downloads each applies to.
enum DownloadChange: String {
    case pause, resume, retry, cancel, delete

    /// The command's one-line help.
    var abstract: String {
        switch self {
        case .pause: "Pause queued or running downloads where they are."
        case .resume: "Queue paused downloads again; they continue from their bytes."
        case .retry: "Queue failed downloads again; they continue from their bytes."
        case .cancel: "Remove downloads that have not completed."
        case .delete: "Remove downloads, completed or not."
        }
    }

    /// Whether the change applies to a download in `state`.
    func applies(to state: DownloadState) -> Bool {
        switch self {
        case .pause: state.isActive
        case .resume: state == .paused
        case .retry: if case .failed = state { true } else { false }
        case .cancel: state != .completed
        case .delete: true
        }
    }

    /// The states the change applies to, for the error about one it doesn't.
    var applicableStates: String {
        switch self {
        case .pause: "queued or downloading"
        case .resume: "paused"
        case .retry: "failed"
        case .cancel: "not completed"
        case .delete: "any"
        }
    }

    /// The action that makes the change to one download (see ``DownloadManager/apply(_:to:)``).
    var action: (_ episodeID: String, _ at: Date) -> DownloadAction {
        switch self {
        case .pause: DownloadAction.pause
        case .resume: DownloadAction.resume
        case .retry: DownloadAction.retry
        case .cancel: DownloadAction.cancel
        case .delete: DownloadAction.delete
        }
    }
}
