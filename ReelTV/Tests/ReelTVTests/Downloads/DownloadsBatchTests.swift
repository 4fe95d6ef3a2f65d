import Foundation
@testable import ReelTVModel
import ReelTVTestSupport
import Testing

/// An `.all` of many actions — what `reel downloads pause|resume|retry|cancel|delete` of many ids
/// dispatches — gives exactly its actions' state one by one, in time that grows with the
/// actions, not with their square.
struct DownloadsBatchTests {
    static func date(_ seconds: Double) -> Date { Date(timeIntervalSinceReferenceDate: seconds) }

    /// `count` stored downloads in random states and queue positions, with up to `count` of them
    /// running whatever the limit (a file written under a larger `--concurrency`).
    static func storedDownloads(_ count: Int, fuzz: inout SeededCase) -> [Download] {
        let states: [DownloadState] = [.queued, .downloading, .paused, .completed, .failed(reason: "lost")]
        var positions = Array(1...Int64(count) * 2)
        positions.shuffle(using: &fuzz.rng)
        return (0..<count).map { index in
            let state = states[fuzz.int(in: 0...states.count - 1)]
            return Download(
                episodeID: "e\(index)", seriesID: "s1", seasonNumber: 1, episodeNumber: index + 1, state: state,
                bytesTotal: 1_000, bytesReceived: state == .completed ? 1_000 : Int64(fuzz.int(in: 0...999)),
                queuePosition: positions[index], queuedAt: date(0), updatedAt: date(Double(fuzz.int(in: 0...50))))
        }
    }

    @Test("a long .all of pauses, resumes, retries, cancels, deletes and failures, on downloads stored over the limit, is its actions one by one")
    func longBatchIsItsActionsOneByOne() {
        SeededCases.run(seed: 0xBA7C4_A11, cases: 300) { fuzz in
            let count = fuzz.int(in: 1...40)
            let limit = fuzz.int(in: 1...6)
            let stored = DownloadsState(stored: Self.storedDownloads(count, fuzz: &fuzz), concurrencyLimit: limit)
            let actions: [DownloadAction] = (0..<fuzz.int(in: 1...80)).map { step in
                let id = "e\(fuzz.int(in: 0...count))"  // sometimes one with no download
                let at = Self.date(Double(fuzz.int(in: 0...100)))
                switch fuzz.int(in: 0...9) {
                case 0, 1: return .pause(episodeID: id, at: at)
                case 2, 3: return .resume(episodeID: id, at: at)
                case 4: return .retry(episodeID: id, at: at)
                case 5: return .cancel(episodeID: id, at: at)
                case 6: return .delete(episodeID: id, at: at)
                case 7: return .fail(episodeID: id, reason: "step \(step)", at: at)
                case 8: return .all([.pause(episodeID: id, at: at), .resume(episodeID: id, at: at)])
                default: return .progress([id: Int64(fuzz.int(in: 0...1_000))], at: at)
                }
            }
            var batched = stored
            batched.apply(.all(actions))
            var oneByOne = stored
            for action in actions { oneByOne.apply(action) }
            #expect(batched == oneByOne, "\(fuzz)")
        }
    }

    @Test("pausing, resuming and deleting 40,000 downloads in one .all each takes a moment, not the minutes of a rescan per action",
        .timeLimit(.minutes(10)))
    func manyActionsTakeLinearTime() {
        let count = 40_000
        let ids = (0..<count).map { "e\($0)" }
        var state = DownloadsState(concurrencyLimit: 3)
        state.apply(
            .enqueue(
                ids.enumerated().map { index, id in
                    DownloadRequest(episodeID: id, seriesID: "s1", seasonNumber: 1, episodeNumber: index + 1, bytesTotal: 1_000)
                }, at: Self.date(1)))
        // Each pause frees a slot the next queued download takes, which the next pause stops:
        // the refill after every one of them is what used to look at every download.
        state.apply(.all(ids.map { .pause(episodeID: $0, at: Self.date(2)) }))
        #expect(state.downloads.values.allSatisfy { $0.state == .paused })
        state.apply(.all(ids.map { .resume(episodeID: $0, at: Self.date(3)) }))
        #expect(state.downloads.values.filter { $0.state == .downloading }.map(\.episodeID).sorted() == ["e0", "e1", "e2"])
        state.apply(.all(ids.reversed().map { .delete(episodeID: $0, at: Self.date(4)) }))
        #expect(state.downloads.isEmpty)
    }
}
