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

    @Test("an id with a character that shows as nothing or as a plain space is echoed with it written out, by add and by the changes")
    func unseenCharactersInIDsAreShown() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let hint = "(ids look like s01-1-e001, s01-1-e002, s01-1-e003, …)"
        for (id, shown) in [
            ("s01-1-e001\u{200B}", #"s01-1-e001\u{200B}"#), ("\u{FEFF}s01-1-e001", #"\u{FEFF}s01-1-e001"#),
            ("s01-1-e\u{2060}001", #"s01-1-e\u{2060}001"#), ("s01-1-e001\u{00A0}", #"s01-1-e001\u{A0}"#),
            ("s01-1-e001\u{200D}", #"s01-1-e001\u{200D}"#),
        ] {
            let added = try await reel("add", id)
            #expect(added.exitStatus == 1, "\(added)")
            #expect(added.errors == "Error: no episode \(shown) in the bundled catalog \(hint); nothing was queued\n", "\(added)")
        }
        _ = try await reel("add", "s01-1-e001")
        let paused = try await reel("pause", "s01-1-e001\u{200B}")
        #expect(paused.errors == "Error: no download of s01-1-e001\\u{200B}; nothing was changed (see reel downloads list)\n", "\(paused)")
    }

    @Test("the hint of add names a small catalog's ids, and says an empty catalog has no episodes", arguments: [0, 1, 2, 3])
    func hintFitsTheCatalog(episodes: Int) async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        var catalog = SmallCatalog.catalog
        let ids = catalog.series.flatMap(\.seasons).flatMap(\.episodes).map(\.id).sorted().prefix(episodes)
        catalog.series = episodes == 0 ? [] : catalog.series
        catalog.recommendRows = episodes == 0 ? [] : catalog.recommendRows
        for series in catalog.series.indices {
            for season in catalog.series[series].seasons.indices {
                catalog.series[series].seasons[season].episodes.removeAll { !ids.contains($0.id) }
            }
        }
        catalog.series.removeAll { $0.seasons.allSatisfy(\.episodes.isEmpty) }
        let rows = Set(catalog.series.map(\.id))
        for row in catalog.recommendRows.indices { catalog.recommendRows[row].seriesIDs.removeAll { !rows.contains($0) } }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent("catalog.json").path
        try CatalogLoader.encode(catalog).write(to: URL(fileURLWithPath: file))
        let added = try await reel("add", "nowhere", "--catalog", file)
        let hint: String =
            switch episodes {
            case 0: ", which has no episodes"
            case 1: " (its one id is \(ids[0]))"
            default: " (its ids are \(ids.dropLast().joined(separator: ", ")) and \(ids.last!))"
            }
        #expect(added.errors == "Error: no episode nowhere in the catalog \(file)\(hint); nothing was queued\n", "\(added)")
    }

    @Test("a catalog with an empty id is refused, naming the entry, before anything is queued", arguments: ["series", "season", "episode", "row"])
    func emptyIDInTheCatalogIsRefused(kind: String) async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        var catalog = SmallCatalog.catalog
        let entry: String
        switch kind {
        case "series":
            catalog.series[1].id = ""
            entry = "series[1] › id"
        case "season":
            catalog.series[0].seasons[0].id = ""
            entry = #"series[0] (id "\#(catalog.series[0].id)") › seasons[0] › id"#
        case "episode":
            catalog.series[0].seasons[0].episodes[0].id = ""
            entry = #"series[0] (id "\#(catalog.series[0].id)") › seasons[0] (id "\#(catalog.series[0].seasons[0].id)") › episodes[0] › id"#
        default:
            catalog.recommendRows[0].id = ""
            entry = "recommendRows[0] › id"
        }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent("catalog.json").path
        try CatalogLoader.encode(catalog).write(to: URL(fileURLWithPath: file))
        let added = try await reel("add", "s01-1-e001", "--catalog", file)
        #expect(added.exitStatus == 1 && added.errors == "Error: \(file): \(entry): an id must not be empty\n", "\(added)")
        #expect(!FileManager.default.fileExists(atPath: self.file))
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
