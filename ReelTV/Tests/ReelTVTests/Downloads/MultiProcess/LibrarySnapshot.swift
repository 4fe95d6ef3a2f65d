import Foundation
import ReelTVModel

/// The library's downloads as one read found them while `reel downloads` processes may be
/// changing them: the state committed at some moment between ``readStarted`` and ``readEnded``.
struct LibrarySnapshot {
    /// When in the interleaving it was read, like `after step 2`.
    var label: String
    var readStarted: ContinuousClock.Instant
    var readEnded: ContinuousClock.Instant
    /// Every download, in queue order.
    var downloads: [Download]

    /// Reads the library in `directory` without writing to it (see
    /// ``LibraryDatabase/openForReading(directory:busyTimeout:)``), or, `checkingFile`, opens it
    /// as reel does, checking the whole file, which only a test with no process left running may do.
    static func read(_ directory: URL, label: String, checkingFile: Bool = false) throws -> LibrarySnapshot {
        let clock = ContinuousClock()
        let started = clock.now
        let database = try checkingFile ? LibraryDatabase.open(directory: directory) : LibraryDatabase.openForReading(directory: directory)
        let downloads = try database.contents().downloads
        return LibrarySnapshot(label: label, readStarted: started, readEnded: clock.now, downloads: downloads)
    }

    /// The downloads, one `ID STATE RECEIVED/TOTAL` each, or `no downloads`.
    var rows: String {
        downloads.isEmpty
            ? "no downloads" : downloads.map { "\($0.episodeID) \($0.state.name) \($0.bytesReceived)/\($0.bytesTotal)" }.joined(separator: ", ")
    }
}
