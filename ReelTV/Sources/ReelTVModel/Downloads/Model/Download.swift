import Foundation

/// One episode's download: what the downloads screen shows and the library database stores.
package struct Download: Hashable, Sendable, Identifiable {
    /// The episode downloaded; one download per episode.
    package var episodeID: String
    /// The episode's series.
    package var seriesID: String
    /// The episode's season number within the series.
    package var seasonNumber: Int
    /// The episode's number within its season.
    package var episodeNumber: Int
    /// Where it is in its life.
    package var state: DownloadState
    /// The episode's size.
    package var bytesTotal: Int64
    /// How much of it is on the device.
    package var bytesReceived: Int64
    /// Its place in the queue: downloads start in this order.
    package var queuePosition: Int64
    /// When it was queued.
    package var queuedAt: Date
    /// When its state or progress last changed.
    package var updatedAt: Date

    /// The episode's id.
    package var id: String { episodeID }

    /// How far along it is, from 0 to 1.
    package var progress: Double {
        bytesTotal == 0 ? 1 : Double(bytesReceived) / Double(bytesTotal)
    }

    /// How far along it is in whole percent, rounded down: from 0 to 100. Exact, and without
    /// overflow for any size a library file may hold.
    package var percentReceived: Int {
        Self.percent(received: bytesReceived, of: bytesTotal)
    }

    /// `received` bytes of `total` in whole percent, rounded down (see ``percentReceived``).
    package static func percent(received: Int64, of total: Int64) -> Int {
        guard total > 0 else { return 100 }
        let clamped = max(0, min(received, total))
        return Int(total.dividingFullWidth(clamped.multipliedFullWidth(by: 100)).quotient)
    }

    /// Creates a download.
    package init(
        episodeID: String, seriesID: String, seasonNumber: Int, episodeNumber: Int, state: DownloadState,
        bytesTotal: Int64, bytesReceived: Int64, queuePosition: Int64, queuedAt: Date, updatedAt: Date
    ) {
        self.episodeID = episodeID
        self.seriesID = seriesID
        self.seasonNumber = seasonNumber
        self.episodeNumber = episodeNumber
        self.state = state
        self.bytesTotal = bytesTotal
        self.bytesReceived = bytesReceived
        self.queuePosition = queuePosition
        self.queuedAt = queuedAt
        self.updatedAt = updatedAt
    }
}
