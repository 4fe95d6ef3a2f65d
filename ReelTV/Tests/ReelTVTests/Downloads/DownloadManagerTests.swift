import Foundation
import ReelStream
import ReelTVModel
import Testing

/// The download manager over an in-memory library and ``SmallCatalog`` (450 MB episodes).
@MainActor
struct DownloadManagerTests {
    let library: Library
    let manager: DownloadManager

    /// 100 MB a second: 5 MB per 50 ms tick.
    init() {
        library = .inMemory(concurrencyLimit: 2)
        manager = DownloadManager(
            library: library, catalog: SmallCatalog.catalog,
            transfer: DownloadTransfer(bytesPerSecond: 100_000_000, tickInterval: 0.001),
            now: { Date(timeIntervalSinceReferenceDate: 800_000_000) })
    }

    func bytes(_ id: String) -> Int64? { manager.state.value[id]?.bytesReceived }
    func state(_ id: String) -> DownloadState? { manager.state.value[id]?.state }

    @Test("a tick gives every running download the bytes of its elapsed time at the configured speed, and none to queued ones")
    func ticksMoveBytesAtTheSpeed() {
        for id in ["a-1-e1", "a-1-e2", "a-1-e3"] { #expect(manager.download(episodeID: id)) }
        manager.tick(elapsed: 0.05)
        #expect(bytes("a-1-e1") == 5_000_000 && bytes("a-1-e2") == 5_000_000)
        #expect(bytes("a-1-e3") == 0 && state("a-1-e3") == .queued)
        manager.tick(elapsed: 1.5)
        #expect(bytes("a-1-e1") == 155_000_000)
        #expect(!manager.download(episodeID: "no-such-episode"))
        #expect(manager.state.value["no-such-episode"] == nil)
    }

    @Test("the fractions of a byte each tick earns add up: a byte a second at 50 ms ticks is a byte a second, half a byte a tick one every other tick")
    func fractionsOfAByteAddUpAcrossTicks() {
        manager.transfer = DownloadTransfer(bytesPerSecond: 1, tickInterval: 0.05)
        manager.download(episodeID: "a-1-e1")
        for _ in 0..<60 { manager.tick(elapsed: 0.05) }
        #expect(bytes("a-1-e1") == 3)
        manager.transfer = DownloadTransfer(bytesPerSecond: 10, tickInterval: 0.05)
        for _ in 0..<20 { manager.tick(elapsed: 0.05) }
        #expect(bytes("a-1-e1") == 13)
    }

    @Test("a download a few bytes short of Int64.max completes without overflowing")
    func bytesNearInt64MaxSaturate() {
        let date = Date(timeIntervalSinceReferenceDate: 800_000_000)
        let huge = DownloadRequest(episodeID: "a-1-e1", seriesID: "a", seasonNumber: 1, episodeNumber: 1, bytesTotal: .max)
        library.downloadDispatcher.dispatch(.enqueue([huge], at: date))
        library.downloadDispatcher.dispatch(.progress(["a-1-e1": .max - 3], at: date))
        manager.tick(elapsed: 1)
        #expect(state("a-1-e1") == .completed && bytes("a-1-e1") == .max)
    }

    @Test("a tick of millennia at the highest speed gives the most bytes there are, without overflowing")
    func millenniaSaturate() {
        manager.transfer = DownloadTransfer(bytesPerSecond: .max)
        manager.download(episodeID: "a-1-e1")
        manager.tick(elapsed: 1e12)
        #expect(state("a-1-e1") == .completed && bytes("a-1-e1") == 450_000_000)
    }

    @Test("a batch queues the catalog's episodes in its order in one change and returns those with a download now; unknown ids and no ids send nothing")
    func batchQueuesInOneChange() {
        manager.download(episodeID: "a-1-e2")
        let published = OutputRecorder(manager.state.changes)
        let queued = manager.download(episodeIDs: ["a-1-e1", "no-such-episode", "a-1-e2", "a-1-e3"])
        #expect(queued == ["a-1-e1", "a-1-e2", "a-1-e3"])
        #expect(published.takeValues().count == 1)
        #expect(manager.state.value.inQueueOrder.map(\.episodeID) == ["a-1-e2", "a-1-e1", "a-1-e3"])
        #expect(state("a-1-e3") == .queued)
        #expect(manager.download(episodeIDs: []).isEmpty)
        #expect(manager.download(episodeIDs: ["no-such-episode"]).isEmpty)
        #expect(published.takeValues().isEmpty)
    }

    @Test("a change to several downloads is one change, each changed as it would be alone; one it doesn't apply to is left alone, and no ids send nothing")
    func changeOfSeveralIsOneChange() {
        manager.download(episodeIDs: ["a-1-e1", "a-1-e2", "a-1-e3", "b-1-e1"])
        manager.pause(episodeID: "b-1-e1")
        let published = OutputRecorder(manager.state.changes)
        manager.apply(DownloadAction.pause, to: ["a-1-e2", "a-1-e1", "b-1-e1", "no-such-episode"])
        #expect(published.takeValues().count == 1)
        #expect(manager.state.value.inQueueOrder.map(\.state) == [.paused, .paused, .downloading, .paused])
        manager.apply(DownloadAction.resume, to: [])
        #expect(published.takeValues().isEmpty)
    }

    @Test("a completed download frees its slot for the next queued one, which starts from zero on the next tick")
    func completionStartsTheNext() {
        for id in ["a-1-e1", "a-1-e2", "a-1-e3"] { manager.download(episodeID: id) }
        manager.pause(episodeID: "a-1-e2")
        #expect(state("a-1-e3") == .downloading)
        manager.tick(elapsed: 5)
        #expect(state("a-1-e1") == .completed && bytes("a-1-e1") == 450_000_000)
        #expect(state("a-1-e3") == .completed)
        #expect(state("a-1-e2") == .paused && bytes("a-1-e2") == 0)
        manager.resume(episodeID: "a-1-e2")
        #expect(state("a-1-e2") == .downloading)
        manager.tick(elapsed: 1)
        #expect(bytes("a-1-e2") == 100_000_000)
    }

    @Test("an injected fault fails a transfer in the tick that passes its middle, keeping the bytes before it; a retry continues from them")
    func faultsFailAtTheMiddleAndRetryContinues() {
        manager.transfer.faults = DownloadFaults(failing: 1, reason: "cable pulled")
        manager.download(episodeID: "a-1-e1")
        manager.tick(elapsed: 2)
        #expect(bytes("a-1-e1") == 200_000_000)
        manager.tick(elapsed: 1)
        #expect(state("a-1-e1") == .failed(reason: "cable pulled"))
        #expect(bytes("a-1-e1") == 200_000_000)
        manager.tick(elapsed: 1)
        #expect(bytes("a-1-e1") == 200_000_000)
        manager.retry(episodeID: "a-1-e1")
        manager.tick(elapsed: 1)
        #expect(state("a-1-e1") == .downloading && bytes("a-1-e1") == 300_000_000)
        manager.tick(elapsed: 2)
        #expect(state("a-1-e1") == .completed && bytes("a-1-e1") == 450_000_000)
    }

    @Test("cancel removes an unfinished download and refuses a completed one; delete removes either")
    func cancelAndDelete() {
        manager.download(episodeID: "a-1-e1")
        manager.download(episodeID: "a-1-e2")
        manager.tick(elapsed: 5)
        manager.download(episodeID: "a-1-e3")
        manager.cancel(episodeID: "a-1-e1")
        #expect(state("a-1-e1") == .completed)
        manager.cancel(episodeID: "a-1-e3")
        #expect(state("a-1-e3") == nil)
        manager.delete(episodeID: "a-1-e1")
        #expect(state("a-1-e1") == nil && state("a-1-e2") == .completed)
    }

    @Test("started on a clock, it ticks by the clock's time (twice started, once ticking) until stop; after stop the bytes stay")
    func startAndStop() {
        let clock = VirtualAppClock()
        manager.download(episodeID: "a-1-e1")
        manager.start(on: clock.scheduler.eraseToAnyScheduler())
        manager.start(on: clock.scheduler.eraseToAnyScheduler())
        clock.scheduler.advance(by: .milliseconds(10))
        #expect(bytes("a-1-e1") == 1_000_000)
        manager.stop()
        clock.scheduler.advance(by: .milliseconds(10))
        #expect(bytes("a-1-e1") == 1_000_000)
        #expect(state("a-1-e1") == .downloading)
    }
}
