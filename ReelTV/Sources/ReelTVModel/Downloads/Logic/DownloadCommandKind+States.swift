/// Which downloads each command applies to: the one statement of it, which the downloads
/// reducer, the downloads screen's buttons and `reel downloads` all ask.
extension DownloadCommand.Kind {
    /// Whether the command changes a download in `state`; for any other it changes nothing
    /// (the reducer ignores it, the screen offers no button for it, `reel downloads` refuses it).
    package func applies(to state: DownloadState) -> Bool {
        switch self {
        case .pause: state.isActive
        case .resume: state == .paused
        case .retry: if case .failed = state { true } else { false }
        case .cancel: state != .completed
        case .delete: true
        }
    }

    /// The states the command applies to, in words, for telling a person why it was refused:
    /// "queued or downloading", "paused", "not completed", "any".
    package var applicableStates: String {
        let states = DownloadState.oneOfEach
        let applying = states.filter(applies(to:))
        let others = states.filter { !applies(to: $0) }
        return switch others.count {
        case 0: "any"
        case 1: "not \(others[0].name)"
        default: applying.map(\.name).joined(separator: " or ")
        }
    }
}
