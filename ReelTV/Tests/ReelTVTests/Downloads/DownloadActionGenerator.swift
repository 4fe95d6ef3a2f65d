import Foundation
import ReelTVModel
import ReelTVTestSupport

/// Random download actions over a few episodes, at increasing times: batches to queue (empty,
/// repeating an episode, naming one already there), commands for downloads that exist or not,
/// progress with bytes behind, ahead of and beyond the download, failures, and `.all`s of
/// these.
struct DownloadActionGenerator {
    /// The episodes' sizes; some are empty, which completes a download as it is queued.
    let sizes: [Int64]
    private(set) var time = Date(timeIntervalSinceReferenceDate: 800_000_000)

    init(fuzz: inout SeededCase) {
        sizes = (0..<fuzz.int(in: 2...8)).map { _ in fuzz.chance(0.05) ? 0 : Int64(fuzz.int(in: 1...10_000)) }
    }

    /// The next action, given the downloads now.
    mutating func next(for state: DownloadsState, fuzz: inout SeededCase) -> DownloadAction {
        time += Double(fuzz.int(in: 0...5))
        let number = fuzz.index(below: sizes.count)
        let id = "e\(number)"
        switch fuzz.int(in: 0...10) {
        case 0, 1: return .enqueue(batch(for: state, fuzz: &fuzz).map(request), at: time)
        case 2: return .pause(episodeID: id, at: time)
        case 3: return .resume(episodeID: id, at: time)
        case 4: return .retry(episodeID: id, at: time)
        case 5: return fuzz.chance(0.5) ? .cancel(episodeID: id, at: time) : .delete(episodeID: id, at: time)
        case 6: return .fail(episodeID: id, reason: "fault \(fuzz.int(in: 1...3))", at: time)
        case 7: return .all(sequence(for: state, fuzz: &fuzz))
        default:
            var received: [String: Int64] = [:]
            // In queue order, not the dictionary's, which changes from one process to the next:
            // a printed seed must replay the same actions.
            for download in state.inQueueOrder where fuzz.chance(0.7) {
                let total = download.bytesTotal
                received[download.episodeID] = fuzz.chance(0.8)
                    ? download.bytesReceived + Int64(fuzz.int(in: 0...Int(max(1, total / 3))))
                    : Int64(fuzz.int(in: 0...Int(total + 10)))
            }
            return .progress(received, at: time)
        }
    }

    /// Up to three actions (any of ``next(for:fuzz:)``'s, so maybe an `.all` itself), each for
    /// the state the ones before it leave: the parts of an `.all`.
    mutating func sequence(for state: DownloadsState, fuzz: inout SeededCase) -> [DownloadAction] {
        var reached = state
        var actions: [DownloadAction] = []
        for _ in 0..<fuzz.int(in: 0...3) {
            let action = next(for: reached, fuzz: &fuzz)
            reached.apply(action)
            actions.append(action)
        }
        return actions
    }

    /// The episode numbers of a batch to queue: up to four, some repeating one earlier in the
    /// batch or naming an episode that already has a download, which the batch must leave alone.
    private func batch(for state: DownloadsState, fuzz: inout SeededCase) -> [Int] {
        let present = state.inQueueOrder.map(\.episodeNumber)
        var numbers: [Int] = []
        for _ in 0..<fuzz.int(in: 0...4) {
            if !numbers.isEmpty && fuzz.chance(0.2) {
                numbers.append(numbers[fuzz.index(below: numbers.count)])
            } else if !present.isEmpty && fuzz.chance(0.2) {
                numbers.append(present[fuzz.index(below: present.count)])
            } else {
                numbers.append(fuzz.index(below: sizes.count))
            }
        }
        return numbers
    }

    /// The request for episode `number`.
    private func request(_ number: Int) -> DownloadRequest {
        DownloadRequest(episodeID: "e\(number)", seriesID: "s\(number % 3)", seasonNumber: 1, episodeNumber: number, bytesTotal: sizes[number])
    }
}
