import Foundation
import ReelStream
import ReelTVModel
import ReelTVTestSupport
import Testing

/// The downloads reducer's rules, after every action of random sequences with random
/// concurrency limits, and the library storing exactly what the store shows.
@MainActor
struct DownloadsStatePropertyTests {
    @Test("after every action: slots full while anything waits, never over the limit, bytes only grow, paused, failed and completed downloads stay put, queue order is enqueue order, a batch queues as its requests would one by one, and the database holds the state")
    func rulesHoldAfterEveryAction() throws {
        try SeededCases.run(seed: 0xD0_3710AD, cases: 80) { fuzz in
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

                let context = "step \(step): \(action), \(fuzz)"
                // An `.all` is checked action by action, on the states they give one by one, the
                // last of which is its own (see `allIsItsActionsOneByOne`).
                var problems = DownloadsInvariants.violations(of: Array(after.downloads.values), concurrencyLimit: limit)
                var reached = before
                for part in Self.oneByOne(action) {
                    let partBefore = reached
                    reached.apply(part)
                    if case .enqueue(let requests, let date) = part {
                        for request in requests where partBefore[request.episodeID] == nil && !enqueueOrder.contains(request.episodeID) {
                            enqueueOrder.append(request.episodeID)
                        }
                        var requestByRequest = partBefore
                        for request in requests { requestByRequest.apply(.enqueue([request], at: date)) }
                        #expect(requestByRequest == reached, "a batch differs from its requests queued one by one at \(context)")
                    }
                    enqueueOrder.removeAll { reached[$0] == nil }
                    problems += Self.movesOfStillDownloads(from: partBefore, to: reached, by: part)
                }
                #expect(problems.isEmpty, "\(problems) at \(context)")
                #expect(enqueueOrder == after.inQueueOrder.map(\.episodeID), "queue order at \(context)")
                let stored = try database.contents().downloads
                #expect(stored == after.inQueueOrder, "stored at \(context)")
                #expect(DownloadsState(downloads: stored, concurrencyLimit: limit) == after, "reopened at \(context)")
                if !problems.isEmpty { return }
            }
        }
    }

    @Test("an .all gives exactly the state of its actions dispatched one by one, and the database holds it")
    func allIsItsActionsOneByOne() throws {
        try SeededCases.run(seed: 0xA11_0F_7E5, cases: 80) { fuzz in
            let limit = fuzz.int(in: 1...4)
            let database = LibraryDatabase.inMemory()
            let library = try Library(database: database, concurrencyLimit: limit)
            let failures = OutputRecorder(library.downloads.failures)
            var generator = DownloadActionGenerator(fuzz: &fuzz)
            for step in 0..<fuzz.int(in: 1...60) {
                var oneByOne = library.downloads.state.value
                let action = DownloadAction.all(generator.sequence(for: oneByOne, fuzz: &fuzz))
                library.downloadDispatcher.dispatch(action)
                for part in Self.oneByOne(action) { oneByOne.apply(part) }

                let context = "step \(step): \(action), \(fuzz)"
                #expect(failures.takeValues().map { "\($0.error)" } == [], "not saved at \(context)")
                #expect(library.downloads.state.value == oneByOne, "the .all differs from its actions one by one at \(context)")
                #expect(try database.contents().downloads == oneByOne.inQueueOrder, "stored at \(context)")
                if library.downloads.state.value != oneByOne { return }
            }
        }
    }

    /// The actions `action` is, none of them an `.all`: itself, or the parts of an `.all` (and
    /// of the `.all`s in it) in order.
    static func oneByOne(_ action: DownloadAction) -> [DownloadAction] {
        guard case .all(let parts) = action else { return [action] }
        return parts.flatMap(oneByOne)
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
