import Foundation
import ReelTVModel
import Testing

/// Examples of the downloads reducer; ``DownloadsStatePropertyTests`` checks its rules on
/// random action sequences.
struct DownloadsStateTests {
    static func request(_ number: Int, bytes: Int64 = 1_000) -> DownloadRequest {
        DownloadRequest(episodeID: "e\(number)", seriesID: "s1", seasonNumber: 1, episodeNumber: number, bytesTotal: bytes)
    }

    static func date(_ seconds: Double) -> Date { Date(timeIntervalSinceReferenceDate: seconds) }

    @Test("a download that starts in the slot a removed one freed is stamped with the removal's time, never before it was queued",
        arguments: [false, true])
    func removalStampsTheStartedDownloadNow(deleting: Bool) {
        var state = DownloadsState(concurrencyLimit: 1)
        state.apply(.enqueue([Self.request(1)], at: Self.date(10)))
        state.apply(.enqueue([Self.request(2)], at: Self.date(20)))
        #expect(state["e2"]?.state == .queued)
        state.apply(deleting ? .delete(episodeID: "e1", at: Self.date(30)) : .cancel(episodeID: "e1", at: Self.date(30)))
        #expect(state["e1"] == nil)
        #expect(state["e2"]?.state == .downloading)
        #expect(state["e2"]?.updatedAt == Self.date(30))
    }

    @Test("queueing after a stored download at the last queue position Int64 has numbers the queue 1, 2, 3… again, in its order")
    func queueingAfterTheLastPositionRenumbers() {
        let stored = [Int64.max - 1, Int64.max].enumerated().map { index, position in
            Download(
                episodeID: "e\(index + 1)", seriesID: "s1", seasonNumber: 1, episodeNumber: index + 1, state: .paused,
                bytesTotal: 1_000, bytesReceived: 0, queuePosition: position, queuedAt: Self.date(0), updatedAt: Self.date(0))
        }
        var state = DownloadsState(downloads: stored, concurrencyLimit: 1)
        state.apply(.enqueue([Self.request(3), Self.request(4)], at: Self.date(10)))
        #expect(state.inQueueOrder.map(\.episodeID) == ["e1", "e2", "e3", "e4"])
        #expect(state.inQueueOrder.map(\.queuePosition) == [1, 2, 3, 4])
    }

    /// Regression: a process that takes its date, then finds a download another process queued
    /// after that date, used to start it stamped before it was queued.
    @Test("an action dated before a download's last change never moves that download's time back")
    func staleDateNeverMovesTimeBack() {
        var state = DownloadsState(concurrencyLimit: 1)
        state.apply(.enqueue([Self.request(1)], at: Self.date(20)))
        state.apply(.pause(episodeID: "e1", at: Self.date(10)))
        #expect(state["e1"]?.state == .paused && state["e1"]?.updatedAt == Self.date(20))
        state.apply(.resume(episodeID: "e1", at: Self.date(15)))
        #expect(state["e1"]?.state == .downloading && state["e1"]?.updatedAt == Self.date(20))
        state.apply(.progress(["e1": 500], at: Self.date(30)))
        #expect(state["e1"]?.updatedAt == Self.date(30))
    }

    @Test("a batch queues its episodes in its order after those already queued, and the free slots go to its first ones")
    func batchQueuesInOrder() {
        var state = DownloadsState(concurrencyLimit: 3)
        state.apply(.enqueue([Self.request(1)], at: Self.date(10)))
        state.apply(.enqueue([Self.request(4), Self.request(2), Self.request(3)], at: Self.date(20)))
        #expect(state.inQueueOrder.map(\.episodeID) == ["e1", "e4", "e2", "e3"])
        #expect(state.inQueueOrder.map(\.queuePosition) == [1, 2, 3, 4])
        #expect(state.inQueueOrder.map(\.state) == [.downloading, .downloading, .downloading, .queued])
        #expect(state.inQueueOrder.dropFirst().allSatisfy { $0.queuedAt == Self.date(20) && $0.updatedAt == Self.date(20) })
        #expect(state["e1"]?.updatedAt == Self.date(10))
    }

    @Test("of a request repeated within a batch the first counts, and an episode that already has a download is left as it is")
    func batchSkipsRepeatsAndPresent() {
        var state = DownloadsState(concurrencyLimit: 1)
        state.apply(.enqueue([Self.request(1)], at: Self.date(10)))
        state.apply(.pause(episodeID: "e1", at: Self.date(15)))
        let paused = state["e1"]
        state.apply(
            .enqueue([Self.request(2), Self.request(1, bytes: 5), Self.request(2, bytes: 7), Self.request(3)], at: Self.date(20)))
        #expect(state["e1"] == paused)
        #expect(state["e2"]?.bytesTotal == 1_000)
        #expect(state.inQueueOrder.map(\.episodeID) == ["e1", "e2", "e3"])
        #expect(state.inQueueOrder.map(\.queuePosition) == [1, 2, 3])
        #expect(state.inQueueOrder.map(\.state) == [.paused, .downloading, .queued])
    }

    @Test("an empty batch, or one of episodes that all have downloads, changes nothing", arguments: [[], [1, 2, 1]])
    func batchOfNothingNewChangesNothing(numbers: [Int]) {
        var state = DownloadsState(concurrencyLimit: 1)
        state.apply(.enqueue([Self.request(1), Self.request(2)], at: Self.date(10)))
        let before = state
        state.apply(.enqueue(numbers.map { Self.request($0) }, at: Self.date(20)))
        #expect(state == before)
    }
}
