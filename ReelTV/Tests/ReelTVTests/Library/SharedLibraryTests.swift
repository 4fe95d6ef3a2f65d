import Foundation
import ReelStream
import ReelTVModel
import Testing

/// Two libraries open on one folder, as two reel processes would have them (each its own
/// connection to the file): neither writes over the other's changes, each sees the other's,
/// only one runs the transfers, and a writer waits for the other's transaction.
@MainActor
@Suite(.timeLimit(.minutes(10)))
struct SharedLibraryTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("reel-shared-\(UUID().uuidString)")
    let date = Date(timeIntervalSinceReferenceDate: 800_000_000)

    func open() throws -> Library { try Library(database: .open(directory: directory), concurrencyLimit: 2) }

    func manager(_ library: Library) -> DownloadManager {
        DownloadManager(
            library: library, catalog: SmallCatalog.catalog,
            transfer: DownloadTransfer(bytesPerSecond: 100_000_000, tickInterval: 0.001), now: { [date] in date })
    }

    func stored() throws -> [String: Download] {
        Dictionary(uniqueKeysWithValues: try LibraryDatabase.open(directory: directory).contents().downloads.map { ($0.episodeID, $0) })
    }

    @Test("a pause, a delete and an add by another process survive the runner's next ticks, which take them in")
    func runnerKeepsOthersChanges() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let runner = try open()
        let runnerManager = manager(runner)
        runnerManager.download(episodeIDs: ["a-1-e1", "a-1-e2"])
        runnerManager.tick(elapsed: 0.05)
        let other = try open()

        manager(other).pause(episodeID: "a-1-e1")
        manager(other).delete(episodeID: "a-1-e2")
        manager(other).download(episodeID: "a-1-e3")
        runnerManager.tick(elapsed: 0.05)
        runnerManager.tick(elapsed: 0.05)

        let file = try stored()
        #expect(file["a-1-e1"]?.state == .paused && file["a-1-e1"]?.bytesReceived == 5_000_000)
        #expect(file["a-1-e2"] == nil)
        // Started by the other process (a free slot), moved by the runner: two ticks' bytes.
        #expect(file["a-1-e3"]?.state == .downloading && file["a-1-e3"]?.bytesReceived == 10_000_000)
        #expect(runner.downloads.state.value.downloads == file)
    }

    @Test("a refresh publishes another process's change once, and nothing when nobody else wrote")
    func refreshShowsOthersChanges() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = try open()
        let second = try open()
        let published = OutputRecorder(first.myVideo.state.changes)
        first.refresh()
        #expect(published.takeValues().isEmpty)
        second.myVideoDispatcher.dispatch(.toggle(seriesID: "s1"))
        first.refresh()
        first.refresh()
        #expect(published.takeValues().map(\.seriesIDs) == [["s1"]])
        // The downloads did not change, so their store published nothing.
        #expect(first.downloads.state.value.downloads.isEmpty)
    }

    @Test("My Video changes from two processes both count, whichever wrote last")
    func myVideoChangesCompose() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = try open()
        let second = try open()
        first.myVideoDispatcher.dispatch(.toggle(seriesID: "s1"))
        second.myVideoDispatcher.dispatch(.toggle(seriesID: "s2"))
        first.myVideoDispatcher.dispatch(.toggle(seriesID: "s3"))
        #expect(first.myVideo.state.value.seriesIDs == ["s3", "s2", "s1"])
        #expect(try LibraryDatabase.open(directory: directory).contents().myVideo == ["s3", "s2", "s1"])
    }

    @Test("only one library runs the transfers; the other names this process, moves no bytes, and takes over once released")
    func oneRunnerAtATime() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = try open()
        let second = try open()
        let firstManager = manager(first)
        let secondManager = manager(second)
        firstManager.download(episodeID: "a-1-e1")
        firstManager.tick(elapsed: 0.05)
        secondManager.tick(elapsed: 0.05)
        #expect(firstManager.transfers.value == .claimed)
        #expect(secondManager.transfers.value == .heldElsewhere(processID: getpid()))
        #expect(try stored()["a-1-e1"]?.bytesReceived == 5_000_000)
        // The second library shows the first one's progress without moving any bytes itself.
        #expect(second.downloads.state.value["a-1-e1"]?.bytesReceived == 5_000_000)

        firstManager.stop()
        try await secondManager.tickUntilClaimed()
        try #require(secondManager.transfers.value == .claimed, "the second library never took over the transfers")
        secondManager.tick(elapsed: 0.05)
        #expect(try stored()["a-1-e1"]?.bytesReceived == 10_000_000)
        #expect(first.claimTransfers() == .heldElsewhere(processID: getpid()))
    }

    @Test("a change waits for another connection's write transaction to end, then builds on it")
    func writerWaitsForBusyFile() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let library = try open()
        let path = directory.appendingPathComponent(LibraryDatabase.fileName).path
        // Another writer holds the write lock for a while, then commits a My Video row.
        let other = try await WriteLockHolder.hold(
            path, for: 0.3, then: "INSERT INTO my_video (series_id, position) VALUES ('s9', 1)")
        let failures = OutputRecorder(library.myVideo.failures.map { "\($0.error)" })
        library.myVideoDispatcher.dispatch(.toggle(seriesID: "s1"))
        try await other.value
        #expect(failures.takeValues().isEmpty)
        #expect(library.myVideo.state.value.seriesIDs == ["s1", "s9"])
    }
}
