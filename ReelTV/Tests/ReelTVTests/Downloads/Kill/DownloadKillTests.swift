import Foundation
import ReelTVModel
import ReelTVTestSupport
import Testing

/// Kills `reel downloads` at random points of a scripted run and checks every restart: the
/// library opens, its rows are consistent, nothing the process reported as saved is lost, and
/// a restart completes every download from the bytes it had.
///
/// `REEL_KILLS` sets how many kills (default 50, ten per library folder); the seeds follow
/// ``SeededCases`` (`REEL_FUZZ_SEED` replays one folder).
@Suite(.serialized, .timeLimit(.minutes(10)))
struct DownloadKillTests {
    static let killsPerFolder = 10
    /// Bytes per second per download: 100 MB every 5 ms tick, so an episode of the bundled
    /// catalog (0.2–3.5 GB) takes from 3 to 35 ticks.
    static let bytesPerSecond: Int64 = 20_000_000_000
    static let tickMilliseconds = 5

    static var kills: Int {
        SeededCases.count(from: "REEL_KILLS", default: 50)
    }

    @Test("kills at random points never lose a reported save, and a restart completes everything from the saved bytes")
    func killedRunsLoseNothingReportedSaved() async throws {
        let reel = ChildProcess(path: try ReelExecutable.path())
        let catalog = try CatalogLoader.loadBundled()
        let episodeIDs = catalog.episodesByID.keys.sorted()
        let folders = (Self.kills + Self.killsPerFolder - 1) / Self.killsPerFolder
        try await SeededCases.runAsync(seed: 0x6B11_1ED5, cases: folders) { fuzz in
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("reel-kill-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: directory) }
            var run = KillRun(reel: reel, directory: directory, concurrencyLimit: fuzz.int(in: 1...3))
            var pool: [String] = []
            while pool.count < 8 {
                let id = episodeIDs[fuzz.index(below: episodeIDs.count)]
                if !pool.contains(id) { pool.append(id) }
            }
            guard try await run.killRepeatedly(Self.killsPerFolder, pool: pool, fuzz: &fuzz) else { return }
            try await Self.restartAndComplete(directory: directory, concurrencyLimit: run.concurrencyLimit, catalog: catalog, seed: "\(fuzz)")
        }
    }

    /// Opens the library the kills left, in this process, and ticks the downloads by hand: every
    /// running one moves on from its saved bytes by exactly one tick's worth, and all of them
    /// (paused and failed ones resumed and retried) complete; the file then holds that state.
    @MainActor
    static func restartAndComplete(directory: URL, concurrencyLimit: Int, catalog: Catalog, seed: String) throws {
        let library = try Library(database: .open(directory: directory), concurrencyLimit: concurrencyLimit)
        let transfer = DownloadTransfer(bytesPerSecond: bytesPerSecond, tickInterval: Double(tickMilliseconds) / 1_000)
        let manager = DownloadManager(library: library, catalog: catalog, transfer: transfer)
        for download in library.downloads.state.value.inQueueOrder {
            if download.state == .paused { manager.resume(episodeID: download.episodeID) }
            if case .failed = download.state { manager.retry(episodeID: download.episodeID) }
        }
        let bytesPerTick = bytesPerSecond * Int64(tickMilliseconds) / 1_000
        for _ in 0..<10_000 where library.downloads.state.value.downloads.values.contains(where: \.state.isActive) {
            let before = library.downloads.state.value
            manager.tick(elapsed: Double(tickMilliseconds) / 1_000)
            for download in before.downloads.values where download.state == .downloading {
                let expected = min(download.bytesTotal, download.bytesReceived + bytesPerTick)
                #expect(library.downloads.state.value[download.episodeID]?.bytesReceived == expected, "\(download.episodeID), \(seed)")
            }
        }
        let final = library.downloads.state.value.inQueueOrder
        #expect(final.allSatisfy { $0.state == .completed && $0.bytesReceived == $0.bytesTotal }, "\(final), \(seed)")
        #expect(try LibraryDatabase.open(directory: directory).contents().downloads == final, "\(seed)")
    }
}
