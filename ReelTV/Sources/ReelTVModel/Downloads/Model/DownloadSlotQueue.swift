import HeapModule

/// The downloads that wait for a slot and those that run, each kept in queue order, so that
/// refilling the slots after one action of a batch looks at the downloads it moves, not at
/// every download: what keeps an `.all` of n actions on n downloads from taking n² steps.
///
/// Entries are added as downloads start waiting or running and are never removed in place: an
/// entry is stale once its download has changed state or position (or is gone), and stale
/// entries are dropped as they come to the top. So the index holds at most one entry per
/// download plus one per change the batch made.
struct DownloadSlotQueue {
    /// A download's place in the queue when it was indexed; entries compare by that place.
    private struct Entry: Comparable {
        var position: Int64
        var episodeID: String

        static func < (lhs: Entry, rhs: Entry) -> Bool { (lhs.position, lhs.episodeID) < (rhs.position, rhs.episodeID) }
    }

    /// Waiting downloads: the first in queue order is their minimum.
    private var queued: Heap<Entry>
    /// Running downloads: the last in queue order is their maximum.
    private var running: Heap<Entry>
    /// How many downloads run.
    private(set) var runningCount: Int

    /// The index of `downloads`.
    init(_ downloads: some Sequence<Download>) {
        var waiting: [Entry] = []
        var runningNow: [Entry] = []
        for download in downloads {
            let entry = Entry(position: download.queuePosition, episodeID: download.episodeID)
            switch download.state {
            case .queued: waiting.append(entry)
            case .downloading: runningNow.append(entry)
            default: break
            }
        }
        runningCount = runningNow.count
        queued = Heap(waiting)
        running = Heap(runningNow)
    }

    /// Takes in that a download became `new` (`nil`: removed), having been `old`.
    mutating func update(from old: Download?, to new: Download?) {
        if old?.state == .downloading { runningCount -= 1 }
        if new?.state == .downloading { runningCount += 1 }
        guard let new, new.state == .queued || new.state == .downloading else { return }
        if let old, old.state == new.state, old.queuePosition == new.queuePosition { return }
        let entry = Entry(position: new.queuePosition, episodeID: new.episodeID)
        if new.state == .queued { queued.insert(entry) } else { running.insert(entry) }
    }

    /// The waiting download first in queue order, taken off the index; `nil` when none waits.
    mutating func popFirstQueued(in downloads: [String: Download]) -> String? {
        Self.current(from: { $0.popMin() }, of: &queued, state: .queued, in: downloads)
    }

    /// The running download last in queue order, taken off the index; `nil` when none runs.
    mutating func popLastRunning(in downloads: [String: Download]) -> String? {
        Self.current(from: { $0.popMax() }, of: &running, state: .downloading, in: downloads)
    }

    /// The first entry `pop` takes off `heap` that still stands for a download in `state` at
    /// its position; the stale ones before it are dropped.
    private static func current(
        from pop: (inout Heap<Entry>) -> Entry?, of heap: inout Heap<Entry>, state: DownloadState, in downloads: [String: Download]
    ) -> String? {
        while let entry = pop(&heap) {
            guard let download = downloads[entry.episodeID], download.state == state, download.queuePosition == entry.position else {
                continue
            }
            return entry.episodeID
        }
        return nil
    }
}
