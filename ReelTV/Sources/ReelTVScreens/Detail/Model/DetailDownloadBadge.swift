import ReelTVModel
/// What the detail screen's Download button shows of the featured episode's download.
///
/// Progress is kept in whole percent, so a transfer's ticks update the button (a cell
/// reconfigured by diff) only when the number it shows changes.
package enum DetailDownloadBadge: Hashable, Sendable {
    /// Not downloaded: tapping starts the download.
    case none
    /// Waiting for a transfer slot.
    case queued
    /// Transferring, this far along.
    case downloading(percent: Int)
    /// Paused this far along.
    case paused(percent: Int)
    /// On the device.
    case completed
    /// The transfer failed.
    case failed

    /// The badge of `download` (`nil`: none).
    package init(_ download: Download?) {
        guard let download else {
            self = .none
            return
        }
        let percent = download.percentReceived
        switch download.state {
        case .queued: self = .queued
        case .downloading: self = .downloading(percent: percent)
        case .paused: self = .paused(percent: percent)
        case .completed: self = .completed
        case .failed: self = .failed
        }
    }

    /// The button's title.
    var title: String {
        switch self {
        case .none: "↓ DL"
        case .queued: "↓ 待機中"
        case .downloading(let percent): "↓ \(percent)%"
        case .paused(let percent): "⏸ \(percent)%"
        case .completed: "✓ DL済"
        case .failed: "! DL失敗"
        }
    }
}
