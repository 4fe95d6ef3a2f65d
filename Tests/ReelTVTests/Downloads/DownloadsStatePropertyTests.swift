import Foundation
import ReelTV
import ReelTestSupport
import Testing

/// The downloads reducer's rules, after every action of random sequences with random
/// concurrency limits, and the library storing exactly what the store shows.
@MainActor
struct DownloadsStatePropertyTests {
    @Test("after every action: slots full while anything waits, never over the limit, bytes only grow, paused, failed and completed downloads stay put, queue order is enqueue order, a batch queues as its requests would one by one, and the database holds the state")
    func rulesHoldAfterEveryAction() throws {
        try Fuzz.run(seed: 0xD0_3710AD, cases: 80) { fuzz in
            let limit = fuzz.int(in: 1...4)
            let database = LibraryDatabase.inMemory()
            let library = try Library(database: database, concurrencyLimit: limit)
            var generator = DownloadActionGenerator(fuzz: &fuzz)
            var enqueueOrder: [String] = []
            for step in 0..<fuzz.int(in: 1...120) {
                let before = library.downloads.state.value
                let action = generator.next(for: before, fuzz: &fuzz)
                library.downloadDispatcher.dispatch(action)
                let after = library.downloads.state.value
                if case .enqueue(let requests, _) = action {
                    for request in requests where before[request.episodeID] == nil && !enqueueOrder.contains(request.episodeID) {
                        enqueueOrder.append(request.episodeID)
                    }
                }
                enqueueOrder.removeAll { after[$0] == nil }

                let context = "step \(step): \(action), \(fuzz)"
                if case .enqueue(let requests, let date) = action {
                    var oneByOne = before
                    for request in requests { oneByOne.apply(.enqueue([request], at: date)) }
                    #expect(oneByOne == after, "a batch differs from its requests queued one by one at \(context)")
                }
                let problems = DownloadsInvariants.violations(of: Array(after.downloads.values), concurrencyLimit: limit)
                    + Self.movesOfStillDownloads(from: before, to: after, by: action)
                #expect(problems.isEmpty, "\(problems) at \(context)")
                #expect(enqueueOrder == after.inQueueOrder.map(\.episodeID), "queue order at \(context)")
                let stored = try database.contents().downloads
                #expect(stored == after.inQueueOrder, "stored at \(context)")
                #expect(DownloadsState(downloads: stored, concurrencyLimit: limit) == after, "reopened at \(context)")
                if !problems.isEmpty { return }
            }
        }
    }

    /// How `action` moved downloads it should have left alone: bytes that shrank, and paused,
    /// failed or completed downloads that changed although `action` was not the resume, retry,
    /// cancel or delete of them.
    static func movesOfStillDownloads(from before: DownloadsState, to after: DownloadsState, by action: DownloadAction) -> [String] {
        var problems: [String] = []
        for old in before.downloads.values {
            guard let new = after[old.episodeID] else { continue }
            if new.bytesReceived < old.bytesReceived {
                problems.append("\(old.episodeID) went from \(old.bytesReceived) to \(new.bytesReceived) bytes")
            }
            let released: Bool =
                switch (old.state, action) {
                case (.paused, .resume(let id, _)), (.failed, .retry(let id, _)): id == old.episodeID
                case (.paused, _), (.failed, _), (.completed, _): false
                default: true
                }
            if !released && new != old {
                problems.append("\(old.episodeID) changed from \(old) to \(new)")
            }
        }
        return problems
    }
}
