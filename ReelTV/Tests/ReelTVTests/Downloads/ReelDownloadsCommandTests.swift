import Foundation
import ReelTVModel
import Testing

/// `reel downloads` refusing bad input: an error naming what was wrong, a non-zero exit, and
/// the library as it was.
@Suite(.timeLimit(.minutes(10)))
struct ReelDownloadsCommandTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("reel-cli-\(UUID().uuidString)")
    var file: String { directory.appendingPathComponent(LibraryDatabase.fileName).path }

    func reel(_ arguments: String...) async throws -> ChildOutcome {
        try await reel(arguments)
    }

    func reel(_ arguments: [String]) async throws -> ChildOutcome {
        try await ChildProcess(path: try ReelExecutable.path()).run(["downloads"] + arguments + ["--data-dir", directory.path], killing: nil)
    }

    func stored() throws -> [Download] { try LibraryDatabase.open(directory: directory).contents().downloads }

    @Test("unknown episodes, changes that don't apply and bad numbers are errors naming them, and change nothing")
    func badInputChangesNothing() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let added = try await reel("add", "s01-1-e001")
        #expect(added.exitStatus == 0 && added.lines == ["saved s01-1-e001 downloading 0/675956557"], "\(added)")
        let before = try stored()

        let unknown = try await reel("add", "s01-1-e002", "bogus-episode")
        #expect(unknown.exitStatus == 1 && unknown.errors.contains("bogus-episode") && unknown.lines.isEmpty, "\(unknown)")
        let refused = try await reel("resume", "s01-1-e001")
        #expect(refused.exitStatus == 1 && refused.errors.contains("s01-1-e001 (downloading)"), "\(refused)")
        let missing = try await reel("pause", "s01-1-e001", "s01-1-e003")
        #expect(missing.exitStatus == 1 && missing.errors.contains("no download of s01-1-e003"), "\(missing)")
        for (option, value) in [("--concurrency", "0"), ("--speed", "nan"), ("--tick-ms", "fast"), ("--fail", "-1"), ("--for", "-5")] {
            let bad = try await reel("run", option, value)
            #expect(bad.exitStatus == 64 && bad.errors.contains(option) && bad.lines.isEmpty, "\(bad)")
        }
        #expect(try stored() == before)
    }

    @Test("add queues its new episodes in one change: a saved line for each in queue order, a note for one already there")
    func addQueuesTogether() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try await reel("add", "s01-1-e001")
        let added = try await reel("add", "s01-1-e002", "s01-1-e001", "s01-1-e003", "s01-1-e002", "s01-1-e004")
        #expect(added.exitStatus == 0, "\(added)")
        #expect(
            added.lines == [
                "saved s01-1-e002 downloading 0/286404330", "saved s01-1-e003 downloading 0/429142837", "saved s01-1-e004 queued 0/251594657",
            ], "\(added)")
        #expect(added.errors.contains("s01-1-e001 already has a download (downloading); left as it is"), "\(added)")
        #expect(try stored().map(\.episodeID) == ["s01-1-e001", "s01-1-e002", "s01-1-e003", "s01-1-e004"])
    }

    @Test("pause changes all its downloads in one change: a saved line for each, in queue order")
    func pauseChangesTogether() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try await reel("add", "s01-1-e001", "s01-1-e002")
        let paused = try await reel("pause", "s01-1-e001", "s01-1-e002")
        #expect(paused.exitStatus == 0, "\(paused)")
        #expect(paused.lines == ["saved s01-1-e001 paused 0/675956557", "saved s01-1-e002 paused 0/286404330"], "\(paused)")
        #expect(try stored().map(\.state) == [.paused, .paused])
    }

    @Test("a library from a newer reel is an error naming the file, which is left as it was")
    func newerLibraryIsRefused() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try LibraryDatabase.open(directory: directory)
        try LibraryFile(path: file).execute("INSERT INTO grdb_migrations (identifier) VALUES ('v99: from the future');")
        let contents = try Data(contentsOf: URL(fileURLWithPath: file))
        let outcome = try await reel("list")
        #expect(outcome.exitStatus == 1 && outcome.errors.contains(file) && outcome.errors.contains("newer version"), "\(outcome)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == contents)
    }

    @Test("a damaged library, cut to nothing or never a database, is reported by list and left as it is; a change moves it aside and starts an empty one",
        arguments: [0, 4_096])
    func damagedLibraryIsReported(bytes: Int) async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(repeating: 0x5A, count: bytes).write(to: URL(fileURLWithPath: file))
        let listed = try await reel("list")
        #expect(listed.exitStatus == 1 && listed.lines.isEmpty, "\(listed)")
        #expect(listed.errors.hasPrefix("Error: the library database \(file) is damaged: ") && listed.errors.contains("left as it is"), "\(listed)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: file)).count == bytes)
        let added = try await reel("add", "s01-1-e001")
        #expect(added.exitStatus == 0 && added.lines == ["saved s01-1-e001 downloading 0/675956557"], "\(added)")
        #expect(added.errors.contains("is damaged") && added.errors.contains("\(file).damaged-"), "\(added)")
        let kept = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasPrefix("library.sqlite.damaged-") }
        #expect(try kept.map { try Data(contentsOf: directory.appendingPathComponent($0)).count } == [bytes])
    }

    @Test("list only reads: it leaves more downloads running than its --concurrency as stored, and creates no library")
    func listOnlyReads() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let ids = (1...4).map { "s01-1-e00\($0)" }
        let added = try await reel(["add", "--concurrency", "4"] + ids)
        #expect(added.exitStatus == 0, "\(added)")
        let listed = try await reel("list")
        #expect(listed.exitStatus == 0 && listed.lines.count == 4 && listed.lines.allSatisfy { $0.contains("  downloading  ") }, "\(listed)")
        #expect(try stored().map(\.state) == Array(repeating: .downloading, count: 4))

        let missing = directory.appendingPathComponent("missing")
        let none = try await ChildProcess(path: try ReelExecutable.path()).run(["downloads", "list", "--data-dir", missing.path], killing: nil)
        #expect(none.exitStatus == 0 && none.lines == ["no downloads"], "\(none)")
        #expect(!FileManager.default.fileExists(atPath: missing.path))
    }
}
