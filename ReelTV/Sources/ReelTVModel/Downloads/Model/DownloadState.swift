/// Where a download is in its life.
package enum DownloadState: Hashable, Sendable {
    /// Waiting for a free transfer slot.
    case queued
    /// Transferring; ``Download/bytesReceived`` says how far.
    case downloading
    /// Stopped by the person; resumes from ``Download/bytesReceived``.
    case paused
    /// Every byte is on the device.
    case completed
    /// The transfer stopped with an error; a retry starts it again from where it stopped.
    case failed(reason: String)

    /// Each kind of state once, in the order of a download's life (the failure with no reason):
    /// what rules over states, like ``DownloadCommand/Kind/applies(to:)``, are spelled out on.
    package static let oneOfEach: [DownloadState] = [.queued, .downloading, .paused, .completed, .failed(reason: "")]

    /// Whether the download still wants bytes (queued or downloading).
    package var isActive: Bool {
        self == .queued || self == .downloading
    }

    /// The state's name without its details, as the library database stores it and `reel`
    /// prints it: `queued`, `downloading`, `paused`, `completed` or `failed`.
    package var name: String {
        switch self {
        case .queued: "queued"
        case .downloading: "downloading"
        case .paused: "paused"
        case .completed: "completed"
        case .failed: "failed"
        }
    }
}
