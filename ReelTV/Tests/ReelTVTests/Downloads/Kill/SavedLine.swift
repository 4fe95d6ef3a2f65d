import ReelTVModel

/// A line `reel downloads` printed about a change the library database committed:
/// `saved EPISODE_ID STATE RECEIVED/TOTAL [REASON]` or `saved EPISODE_ID removed`.
struct SavedLine: Equatable {
    var episodeID: String
    /// The state's name (see `DownloadState.name`), or `removed`.
    var state: String
    var bytesReceived: Int64

    init(episodeID: String, state: String, bytesReceived: Int64) {
        self.episodeID = episodeID
        self.state = state
        self.bytesReceived = bytesReceived
    }

    /// What a line about `download`, read from the library, would say.
    init(_ download: Download) {
        self.init(episodeID: download.episodeID, state: download.state.name, bytesReceived: download.bytesReceived)
    }

    /// The line's meaning, or nil for a line that is not about a save.
    init?(_ line: String) {
        let fields = line.split(separator: " ", maxSplits: 4).map(String.init)
        guard fields.count >= 3, fields[0] == "saved" else { return nil }
        episodeID = fields[1]
        state = fields[2]
        if state == "removed" {
            bytesReceived = 0
            return
        }
        guard fields.count >= 4, let received = fields[3].split(separator: "/").first.flatMap({ Int64($0) }) else { return nil }
        bytesReceived = received
    }
}
