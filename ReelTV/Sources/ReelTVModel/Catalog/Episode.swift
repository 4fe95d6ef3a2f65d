import Foundation

/// One episode of a season, with everything the detail screen, the episode list and the
/// downloads screen show of it.
package struct Episode: Codable, Hashable, Sendable, Identifiable {
    /// Unique across the catalog, like `"s03-2-e012"`.
    package var id: String
    /// The episode's number within its season, from 1.
    package var number: Int
    /// The title.
    package var title: String
    /// The running time, in seconds.
    package var durationSeconds: Int
    /// When it was first broadcast.
    package var broadcastAt: Date
    /// Until when it can be watched; `nil` for no limit.
    package var viewingExpiresAt: Date?
    /// Its price in coins, for rentals; `nil` when it is not sold.
    package var coinPrice: Int?
    /// Free, premium or rental.
    package var viewingType: ViewingType
    /// A short tag shown beside it (`"NEW"`, `"LAST"`), if any.
    package var tag: String?
    /// The size of its download, in bytes.
    package var downloadBytes: Int

    /// Creates an episode.
    package init(
        id: String, number: Int, title: String, durationSeconds: Int, broadcastAt: Date, viewingExpiresAt: Date?,
        coinPrice: Int?, viewingType: ViewingType, tag: String?, downloadBytes: Int
    ) {
        self.id = id
        self.number = number
        self.title = title
        self.durationSeconds = durationSeconds
        self.broadcastAt = broadcastAt
        self.viewingExpiresAt = viewingExpiresAt
        self.coinPrice = coinPrice
        self.viewingType = viewingType
        self.tag = tag
        self.downloadBytes = downloadBytes
    }
}
