import Foundation
import ReelTVModel
import ReelTVTestSupport
import Testing

/// `reel downloads pause|resume|delete` of tens of thousands of ids, end to end: parsed, checked,
/// applied in one change and saved in time that grows with the ids. Each took time in their
/// square (pausing 20,000 ids: 46 s in a release build, so 40,000 about three minutes), from
/// refilling the slots after each one by looking at every download. The limit is generous, for
/// a machine busy with every other test: alone, a debug build takes a few seconds each.
@Suite(.timeLimit(.minutes(10)))
struct ManyIDsCommandTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("reel-many-\(UUID().uuidString)")

    @Test("pausing, resuming and deleting 40,000 downloads each takes seconds, not minutes")
    func manyIDs() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var fuzz = SeededCase(seed: 40_000)
        let catalog = CatalogGenerator.catalog(episodes: 40_000, using: &fuzz.rng)
        let catalogFile = directory.appendingPathComponent("catalog.json").path
        try CatalogLoader.encode(catalog).write(to: URL(fileURLWithPath: catalogFile))
        let ids = catalog.series.flatMap(\.seasons).flatMap(\.episodes).map(\.id)
        let data = ["--data-dir", directory.appendingPathComponent("data").path]
        let reel = ChildProcess(path: try ReelExecutable.path())

        let added = try await reel.run(["downloads", "add"] + ids + ["--catalog", catalogFile] + data, killing: nil)
        #expect(added.exitStatus == 0 && added.lines.count == ids.count, "\(added.exitStatus as Any) \(added.errors)")
        for (change, state) in [("pause", "paused"), ("resume", "queued"), ("delete", "removed")] {
            let outcome = try await reel.run(["downloads", change] + ids + data, killing: nil)
            #expect(outcome.exitStatus == 0 && outcome.errors.isEmpty, "\(change): \(outcome.errors)")
            // A saved line for each; resuming queues them all, and the first three start.
            #expect(outcome.lines.count == ids.count, "\(change)")
            #expect(outcome.lines.filter { $0.hasSuffix(" \(state)") || $0.contains(" \(state) ") }.count >= ids.count - 3, "\(change)")
        }
        #expect(try LibraryDatabase.storedContents(directory: directory.appendingPathComponent("data")).downloads.isEmpty)
    }
}
