import ReelTVModel

/// The changes `reel downloads pause|resume|retry|cancel|delete` make to stored downloads (the
/// downloads screen's commands), and which downloads each applies to.
extension DownloadCommand.Kind {
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
}
