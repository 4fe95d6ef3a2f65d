import ReelTVModel

/// The changes `reel downloads pause|resume|retry|cancel|delete` make to stored downloads (the
/// downloads screen's commands); which downloads each applies to is the model's
/// ``DownloadCommand/Kind/applies(to:)``.
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
}
