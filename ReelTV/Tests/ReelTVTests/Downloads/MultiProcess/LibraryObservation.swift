
/// Something the test knows the library held at a moment it can only bound: a `saved` line (a
/// state its process committed after the process started and before the test read the line) or
/// a read of the library (every download, at a moment during the read).
struct LibraryObservation {
    /// Where it comes from, for the failure.
    var source: String
    /// No earlier than this.
    var earliest: ContinuousClock.Instant
    /// No later than this.
    var latest: ContinuousClock.Instant
    /// For a line: the process that printed it (its index in the interleaving) and the line's
    /// index among its lines, which it printed in the order it committed them.
    var line: (process: Int, index: Int)?
    /// What it says of each download it is about.
    var downloads: [String: SavedLine]
    /// Whether it is about every download, so one it doesn't list was removed (or never added).
    var isWholeLibrary: Bool

    /// What it says of `episodeID`'s download: `.some(nil)` that there is none, nil nothing.
    func about(_ episodeID: String) -> SavedLine?? {
        if let download = downloads[episodeID] { return .some(download) }
        return isWholeLibrary ? .some(nil) : nil
    }

    /// Whether it certainly holds for a moment before `other` does.
    func isCertainlyBefore(_ other: LibraryObservation) -> Bool {
        if let line, let otherLine = other.line, line.process == otherLine.process { return line.index < otherLine.index }
        return latest < other.earliest
    }

    /// The observations of `interleaving`: an empty library before it began, every read, and
    /// every `saved` line of every process.
    static func all(in interleaving: Interleaving) -> [LibraryObservation] {
        var observations = [
            LibraryObservation(
                source: "no library before the setup", earliest: interleaving.began, latest: interleaving.began, downloads: [:], isWholeLibrary: true)
        ]
        for snapshot in interleaving.snapshots {
            observations.append(
                LibraryObservation(
                    source: "the read \(snapshot.label) [\(interleaving.time(snapshot.readStarted))…\(interleaving.time(snapshot.readEnded))]",
                    earliest: snapshot.readStarted, latest: snapshot.readEnded,
                    downloads: Dictionary(uniqueKeysWithValues: snapshot.downloads.map { ($0.episodeID, SavedLine($0)) }), isWholeLibrary: true))
        }
        for (processIndex, process) in interleaving.processes.enumerated() {
            let outcome = process.outcome
            for (index, (text, readAt)) in zip(outcome.lines, outcome.lineReadTimes).enumerated() {
                guard let saved = SavedLine(text) else { continue }
                observations.append(
                    LibraryObservation(
                        source: "\"\(text)\" from pid \(outcome.pid) (\(process.role), read by \(interleaving.time(readAt)))",
                        earliest: outcome.started, latest: readAt, line: (processIndex, index), downloads: [saved.episodeID: saved],
                        isWholeLibrary: false))
            }
        }
        return observations
    }
}
