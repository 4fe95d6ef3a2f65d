/// The downloads that wait for a slot and those that run, each kept in queue order, so that
/// refilling the slots after one action of a batch looks at the downloads it moves, not at
/// every download: what keeps an `.all` of n actions on n downloads from taking n² steps.
///
/// Entries are added as downloads start waiting or running and are never removed in place: an
/// entry is stale once its download has changed state or position (or is gone), and stale
/// entries are dropped as they come to the top. So the index holds at most one entry per
/// download plus one per change the batch made.
struct DownloadSlotQueue {
    private struct Entry {
        var position: Int64
        var episodeID: String
    }

    /// Waiting downloads, the first in queue order on top.
    private var queued: BinaryHeap<Entry>
    /// Running downloads, the last in queue order on top.
    private var running: BinaryHeap<Entry>
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
        queued = BinaryHeap(waiting) { $0.position < $1.position }
        running = BinaryHeap(runningNow) { $0.position > $1.position }
    }

    /// Takes in that a download became `new` (`nil`: removed), having been `old`.
    mutating func update(from old: Download?, to new: Download?) {
        if old?.state == .downloading { runningCount -= 1 }
        if new?.state == .downloading { runningCount += 1 }
        guard let new, new.state == .queued || new.state == .downloading else { return }
        if let old, old.state == new.state, old.queuePosition == new.queuePosition { return }
        let entry = Entry(position: new.queuePosition, episodeID: new.episodeID)
        if new.state == .queued { queued.push(entry) } else { running.push(entry) }
    }

    /// The waiting download first in queue order, taken off the index; `nil` when none waits.
    mutating func popFirstQueued(in downloads: [String: Download]) -> String? {
        Self.popCurrent(from: &queued, state: .queued, in: downloads)
    }

    /// The running download last in queue order, taken off the index; `nil` when none runs.
    mutating func popLastRunning(in downloads: [String: Download]) -> String? {
        Self.popCurrent(from: &running, state: .downloading, in: downloads)
    }

    /// The top entry of `heap` that still stands for a download in `state` at its position.
    private static func popCurrent(from heap: inout BinaryHeap<Entry>, state: DownloadState, in downloads: [String: Download]) -> String? {
        while let entry = heap.pop() {
            guard let download = downloads[entry.episodeID], download.state == state, download.queuePosition == entry.position else {
                continue
            }
            return entry.episodeID
        }
        return nil
    }
}

/// A binary heap: the element that comes first by `areInIncreasingOrder` on top.
struct BinaryHeap<Element> {
    private var elements: [Element]
    private let areInIncreasingOrder: (Element, Element) -> Bool

    /// A heap of `elements`, built in time linear in their number.
    init(_ elements: [Element], by areInIncreasingOrder: @escaping (Element, Element) -> Bool) {
        self.elements = elements
        self.areInIncreasingOrder = areInIncreasingOrder
        var index = elements.count / 2
        while index > 0 {
            index -= 1
            siftDown(from: index)
        }
    }

    mutating func push(_ element: Element) {
        elements.append(element)
        var child = elements.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard areInIncreasingOrder(elements[child], elements[parent]) else { break }
            elements.swapAt(child, parent)
            child = parent
        }
    }

    /// Takes the top element off the heap.
    mutating func pop() -> Element? {
        guard !elements.isEmpty else { return nil }
        elements.swapAt(0, elements.count - 1)
        let top = elements.removeLast()
        siftDown(from: 0)
        return top
    }

    private mutating func siftDown(from start: Int) {
        var parent = start
        while true {
            let left = 2 * parent + 1
            guard left < elements.count else { return }
            let right = left + 1
            var first = left
            if right < elements.count, areInIncreasingOrder(elements[right], elements[left]) { first = right }
            guard areInIncreasingOrder(elements[first], elements[parent]) else { return }
            elements.swapAt(first, parent)
            parent = first
        }
    }
}
