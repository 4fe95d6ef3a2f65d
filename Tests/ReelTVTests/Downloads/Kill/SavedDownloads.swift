import ReelTV

/// What the kill test knows was saved: the library's downloads when the last command ended,
/// updated by every `saved` line the current one printed before it ended or was killed.
struct SavedDownloads {
    private var saved: [String: SavedLine] = [:]

    /// What `downloads`, read from the library, says was saved.
    init(_ downloads: [Download] = []) {
        for download in downloads {
            saved[download.episodeID] = SavedLine(
                episodeID: download.episodeID, state: download.state.name, bytesReceived: download.bytesReceived)
        }
    }

    /// Takes in a line the command printed.
    mutating func record(_ line: SavedLine) {
        saved[line.episodeID] = line
    }

    /// How `downloads`, read from the library after `command`, lost or contradicts something
    /// known to be saved: a download in a state `command` cannot lead to from its saved one
    /// (a completed one not completed, a reported one gone), or with fewer bytes than saved.
    func violations(of downloads: [Download], after command: KillCommand) -> [String] {
        let stored = Dictionary(uniqueKeysWithValues: downloads.map { ($0.episodeID, $0) })
        var problems: [String] = []
        for id in Set(saved.keys).union(stored.keys).sorted() {
            let before = saved[id]?.state ?? "removed"
            let after = stored[id]?.state.name ?? "removed"
            if !command.reachable(from: before, episodeID: id).contains(after) {
                problems.append("\(id) was saved as \(before), and is \(after) after \(command)")
            }
            if let old = saved[id], old.state != "removed", let new = stored[id], new.bytesReceived < old.bytesReceived {
                problems.append("\(id) was saved with \(old.bytesReceived) bytes and has \(new.bytesReceived) after \(command)")
            }
        }
        return problems
    }
}
