import Foundation

/// One episode's download: what the downloads screen shows and the library database stores.
public struct Download: Hashable, Sendable, Identifiable {
    /// The episode downloaded; one download per episode.
    public var episodeID: String
    /// The episode's series.
    public var seriesID: String
    /// The episode's season number within the series.
    public var seasonNumber: Int
    /// The episode's number within its season.
    public var episodeNumber: Int
    /// Where it is in its life.
    public var state: DownloadState
    /// The episode's size.
    public var bytesTotal: Int64
    /// How much of it is on the device.
    public var bytesReceived: Int64
    /// Its place in the queue: downloads start in this order.
    public var queuePosition: Int64
    /// When it was queued.
    public var queuedAt: Date
    /// When its state or progress last changed.
    public var updatedAt: Date

    /// The episode's id.
    public var id: String { episodeID }

    /// How far along it is, from 0 to 1.
    public var progress: Double {
        bytesTotal == 0 ? 1 : Double(bytesReceived) / Double(bytesTotal)
    }

    /// Creates a download.
    public init(
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
