import Foundation
import GRDB

extension Download {
    /// The columns of the `download` table, in the order ``rowValues`` lists them.
    static let columns = [
        "episode_id", "series_id", "season_number", "episode_number", "state", "failure_reason", "bytes_total",
        "bytes_received", "queue_position", "queued_at", "updated_at",
    ]

    /// The download's values for ``columns``.
    var rowValues: StatementArguments {
        let reason: String? =
            if case .failed(let reason) = state { reason } else { nil }
        return [
            episodeID, seriesID, seasonNumber, episodeNumber, state.name, reason, bytesTotal, bytesReceived, queuePosition,
            queuedAt.timeIntervalSinceReferenceDate, updatedAt.timeIntervalSinceReferenceDate,
        ]
    }

    /// Reads a row of the `download` table, naming the row and column of anything unexpected
    /// rather than trusting the file.
    init(row: Row) throws(LibraryRowError) {
        let reader = LibraryRowReader(row: row, table: "download", key: "episode_id")
        let state: DownloadState
        switch try reader.value(String.self, "state") {
        case "queued": state = .queued
        case "downloading": state = .downloading
        case "paused": state = .paused
        case "completed": state = .completed
        case "failed": state = .failed(reason: try reader.value(String.self, "failure_reason"))
        case let other: throw reader.problem("state", "unknown state \"\(other)\"")
        }
        self.init(
            episodeID: try reader.value(String.self, "episode_id"), seriesID: try reader.value(String.self, "series_id"),
            seasonNumber: try reader.value(Int.self, "season_number"),
            episodeNumber: try reader.value(Int.self, "episode_number"), state: state,
            bytesTotal: try reader.value(Int64.self, "bytes_total"),
            bytesReceived: try reader.value(Int64.self, "bytes_received"),
            queuePosition: try reader.value(Int64.self, "queue_position"),
            queuedAt: Date(timeIntervalSinceReferenceDate: try reader.value(Double.self, "queued_at")),
            updatedAt: Date(timeIntervalSinceReferenceDate: try reader.value(Double.self, "updated_at")))
        guard (0...bytesTotal).contains(bytesReceived) else {
            throw reader.problem("bytes_received", "\(bytesReceived) is outside 0...\(bytesTotal)")
        }
        guard state != .completed || bytesReceived == bytesTotal else {
            throw reader.problem("bytes_received", "a completed download has \(bytesReceived) of \(bytesTotal) bytes")
        }
    }
}
