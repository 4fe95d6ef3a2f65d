import Foundation
import ReelTVModel
import Testing

/// Sizes near `Int64.max`, from a catalog or a library file, which every check lets through:
/// `reel downloads` and `reel demo` show and transfer them with arithmetic that saturates
/// instead of stopping the program, and lose nothing stored.
@Suite(.timeLimit(.minutes(10)))
struct HugeSizesCommandTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("reel-huge-\(UUID().uuidString)")
    var dataDirectory: String { directory.appendingPathComponent("data").path }
    var libraryFile: String { directory.appendingPathComponent("data/\(LibraryDatabase.fileName)").path }

    init() throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    private func reel(_ arguments: [String]) async throws -> ChildOutcome {
        try await ReelCommand.run(arguments + ["--data-dir", dataDirectory])
    }

    /// Writes ``SmallCatalog`` with its first two episodes of `Int.max` bytes, and returns its path.
    private func hugeCatalog() throws -> String {
        var catalog = SmallCatalog.catalog
        for index in 0..<2 { catalog.series[0].seasons[0].episodes[index].downloadBytes = .max }
        let file = directory.appendingPathComponent("huge.json")
        try CatalogLoader.encode(catalog).write(to: file)
        return file.path
    }

    @Test("two episodes of Int64.max bytes each are queued and run, again and again; on a terminal at a byte a second the time left is past estimating")
    func hugeEpisodesRun() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let added = try await reel(["downloads", "add", "a-1-e1", "a-1-e2", "--catalog", try hugeCatalog()])
        #expect(added.exitStatus == 0, "\(added)")
        for _ in 0..<2 {
            let run = try await reel(["downloads", "run", "--for", "300"])
            #expect(run.exitStatus == 0 && run.lines == ["stopped: 2 downloading"], "\(run)")
        }
        let slow = try await TerminalRun.reel(
            ["downloads", "run", "--speed", "0.000001", "--tick-ms", "1000", "--for", "2500", "--data-dir", dataDirectory])
        #expect(slow.exitStatus == 0, "\(slow)")
        let estimates = TerminalOutput(slow.lines.joined(separator: "\n")).progressLines.filter { $0.hasSuffix(" left") }
        #expect(estimates.allSatisfy { $0.hasSuffix(", more than 10000 h left") }, "\(estimates)")
    }

    @Test("library rows of sizes near Int64.max pass its checks, run to completion, show in the demo and stay stored")
    func hugeStoredRowsRun() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try await reel(["downloads", "add", "s01-1-e001", "s01-1-e002"])
        try LibraryFile(path: libraryFile).execute(
            """
            UPDATE download SET bytes_total = 9223372036854775807, bytes_received = 9223372036854775806 WHERE episode_id = 's01-1-e001';
            UPDATE download SET bytes_total = 9223372036854775807, bytes_received = 4611686018427387904 WHERE episode_id = 's01-1-e002';
            """)
        let run = try await reel(["downloads", "run", "--for", "500"])
        #expect(run.exitStatus == 0, "\(run)")
        #expect(run.lines.contains("saved s01-1-e001 completed 9223372036854775807/9223372036854775807"), "\(run)")
        let demo = try await ReelCommand.shell(
            #"printf 'appear\nwait 1000\nback\ntap menu-downloads\nwait 100\nsnapshot\n' | "$REEL" demo --latency 0 --data-dir "$1""#,
            [dataDirectory])
        #expect(demo.exitStatus == 0 && demo.errors.isEmpty, "\(demo)")
        let list = try await reel(["downloads", "list"])
        #expect(list.exitStatus == 0 && list.lines.count == 2, "\(list)")
        #expect(list.lines.allSatisfy { $0.contains("/9223372036854775807 bytes") }, "\(list)")
    }
}
