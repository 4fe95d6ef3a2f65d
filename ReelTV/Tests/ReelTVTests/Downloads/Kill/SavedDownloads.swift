import ReelTVModel

/// What the kill test knows was saved: the library's downloads when the last command ended,
/// updated by every `saved` line the current one printed before it ended or was killed.
struct SavedDownloads {
    private var saved: [String: SavedLine] = [:]

    /// What `downloads`, read from the library, says was saved.
    init(_ downloads: [Download] = []) {
        for download in downloads { saved[download.episodeID] = SavedLine(download) }
    }

    /// Takes in a line the command printed.
    mutating func record(_ line: SavedLine) {
        saved[line.episodeID] = line
    }

    /// How `downloads`, read from the library after `command`, lost or contradicts something
    /// known to be saved: a download in a state `command` cannot lead to from its saved one
    /// (a completed one not completed, a reported one gone), or with fewer bytes than saved.
    func violations(of downloads: [Download], after command: KillCommand) -> [String] {
        let stored = Dictionary(uniqueKeysWithValues: downloads.map { ($0.episodeID, SavedLine($0)) })
        return Set(saved.keys).union(stored.keys).sorted().flatMap { id in
            KillCommand.contradictions(episodeID: id, saved: saved[id], found: stored[id], through: [command])
        }
    }
}
