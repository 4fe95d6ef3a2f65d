import Foundation
import ReelTVModel
import Testing

/// `reel downloads run --speed` at its slowest: fractions of a byte per tick add up, so a byte
/// a second moves a byte every second, and no speed is rounded up to twice itself.
@Suite(.timeLimit(.minutes(10)))
struct DownloadSpeedCommandTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("reel-speed-\(UUID().uuidString)")
    var dataDirectory: String { directory.appendingPathComponent("data").path }

    init() throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    private func reel(_ arguments: [String]) async throws -> ChildOutcome {
        try await ReelCommand.run(arguments + ["--data-dir", dataDirectory])
    }

    /// Queues ``SmallCatalog``'s first episode, made `bytes` long.
    private func addEpisode(of bytes: Int) async throws {
        var catalog = SmallCatalog.catalog
        catalog.series[0].seasons[0].episodes[0].downloadBytes = bytes
        let file = directory.appendingPathComponent("catalog.json")
        try CatalogLoader.encode(catalog).write(to: file)
        let added = try await reel(["downloads", "add", "a-1-e1", "--catalog", file.path])
        #expect(added.exitStatus == 0, "\(added)")
    }

    @Test("at the slowest speed, a byte a second, a two-byte episode completes")
    func slowestSpeedCompletes() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try await addEpisode(of: 2)
        let run = try await reel(["downloads", "run", "--speed", "0.000001", "--tick-ms", "50"])
        #expect(run.exitStatus == 0 && run.lines == ["saved a-1-e1 completed 2/2", "stopped: 1 completed"], "\(run)")
    }

    @Test("ten bytes a second at 50 ms ticks (half a byte a tick) moves at most ten bytes a second, not one a tick")
    func halfAByteATickIsNotRoundedUp() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try await addEpisode(of: 1_000)
        let run = try await reel(["downloads", "run", "--speed", "0.00001", "--tick-ms", "50", "--for", "1000"])
        #expect(run.exitStatus == 0, "\(run)")
        let list = try await reel(["downloads", "list", "--json"])
        let rows = try JSONSerialization.jsonObject(with: Data(list.lines.joined(separator: "\n").utf8)) as? [[String: Any]]
        let received = try #require(rows?.first?["bytesReceived"] as? Int, "\(list)")
        // The run ticks at most 20 times in its second; rounding each half byte up gave 20 bytes.
        #expect(received <= 10, "\(received) bytes in one second at 10 bytes a second")
    }
}
