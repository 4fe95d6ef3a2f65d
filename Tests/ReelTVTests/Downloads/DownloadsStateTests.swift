import Foundation
import ReelTV
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
        state.apply(.enqueue(Self.request(1), at: Self.date(10)))
        state.apply(.enqueue(Self.request(2), at: Self.date(20)))
        #expect(state["e2"]?.state == .queued)
        state.apply(deleting ? .delete(episodeID: "e1", at: Self.date(30)) : .cancel(episodeID: "e1", at: Self.date(30)))
        #expect(state["e1"] == nil)
        #expect(state["e2"]?.state == .downloading)
        #expect(state["e2"]?.updatedAt == Self.date(30))
    }
}
