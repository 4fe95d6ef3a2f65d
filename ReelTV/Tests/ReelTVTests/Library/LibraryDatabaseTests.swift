import Foundation
import ReelStream
import ReelTVModel
import Testing

/// The library database on disk: round trips, migrations, and every way a file can be wrong.
@MainActor
@Suite(.timeLimit(.minutes(10)))
struct LibraryDatabaseTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("reel-library-\(UUID().uuidString)")
    var file: String { directory.appendingPathComponent(LibraryDatabase.fileName).path }

    static func download(_ id: String, position: Int64, state: DownloadState = .queued, received: Int64 = 0) -> Download {
        Download(
            episodeID: id, seriesID: "s1", seasonNumber: 1, episodeNumber: Int(position), state: state, bytesTotal: 1_000,
            bytesReceived: received, queuePosition: position, queuedAt: Date(timeIntervalSinceReferenceDate: 1.234_567_89),
            updatedAt: Date(timeIntervalSinceReferenceDate: 812_345_678.987_654_3))
    }

    static func request(_ number: Int) -> DownloadRequest {
        DownloadRequest(episodeID: "e\(number)", seriesID: "s1", seasonNumber: 1, episodeNumber: number, bytesTotal: 1_000)
    }

    @Test("a new folder gets an empty library; what a library saves, a new one on the same folder reads back exactly")
    func roundTrip() throws {
        let first = try Library(database: .open(directory: directory), concurrencyLimit: 2)
        #expect(FileManager.default.fileExists(atPath: file))
        #expect(try first.database.contents() == LibraryContents(myVideo: [], downloads: []))
        first.myVideoDispatcher.dispatch(.toggle(seriesID: "s2"))
        first.myVideoDispatcher.dispatch(.toggle(seriesID: "s1"))
        let date = Date(timeIntervalSinceReferenceDate: 700_000_000.123_456)
        first.downloadDispatcher.dispatch(.enqueue((1...3).map { Self.request($0) }, at: date))
        first.downloadDispatcher.dispatch(.progress(["e1": 400, "e2": 1_000], at: date))
        first.downloadDispatcher.dispatch(.fail(episodeID: "e3", reason: "disk full", at: date))

        let second = try Library(database: .open(directory: directory), concurrencyLimit: 2)
        #expect(second.myVideo.state.value == first.myVideo.state.value)
        #expect(second.myVideo.state.value.seriesIDs == ["s1", "s2"])
        #expect(second.downloads.state.value == first.downloads.state.value)
        #expect(second.downloads.state.value["e3"]?.state == .failed(reason: "disk full"))
        #expect(second.downloads.state.value["e1"]?.bytesReceived == 400)
    }

    @Test("a batch is one change: the store publishes it once, and the file then holds all of it; an empty batch changes neither")
    func batchIsOneChange() throws {
        let library = try Library(database: .open(directory: directory), concurrencyLimit: 2)
        let published = OutputRecorder(library.downloads.state.changes)
        let date = Date(timeIntervalSinceReferenceDate: 700_000_000)
        library.downloadDispatcher.dispatch(.enqueue((1...5).map { Self.request($0) }, at: date))
        let states = published.takeValues()
        #expect(states.count == 1)
        let stored = try LibraryDatabase.open(directory: directory).contents().downloads
        #expect(stored == library.downloads.state.value.inQueueOrder)
        #expect(stored.map(\.episodeID) == ["e1", "e2", "e3", "e4", "e5"])
        #expect(stored.map(\.state) == [.downloading, .downloading, .queued, .queued, .queued])

        // Like every action that changes nothing, the store publishes the state it has, and nothing is written.
        library.downloadDispatcher.dispatch(.enqueue([], at: date.addingTimeInterval(1)))
        #expect(published.takeValues() == states)
        #expect(try LibraryDatabase.open(directory: directory).contents().downloads == stored)
    }

    @Test("an .all is one change: the store publishes it once, and the file then holds the state after all of its actions")
    func allIsOneChange() throws {
        let library = try Library(database: .open(directory: directory), concurrencyLimit: 2)
        let date = Date(timeIntervalSinceReferenceDate: 700_000_000)
        library.downloadDispatcher.dispatch(.enqueue((1...4).map { Self.request($0) }, at: date))
        let published = OutputRecorder(library.downloads.state.changes)
        let later = date.addingTimeInterval(1)
        library.downloadDispatcher.dispatch(
            .all([.pause(episodeID: "e1", at: later), .pause(episodeID: "e3", at: later), .delete(episodeID: "e2", at: later)]))
        #expect(published.takeValues().count == 1)
        let stored = try LibraryDatabase.open(directory: directory).contents().downloads
        #expect(stored == library.downloads.state.value.inQueueOrder)
        #expect(stored.map(\.episodeID) == ["e1", "e3", "e4"])
        #expect(stored.map(\.state) == [.paused, .paused, .downloading])
    }

    @Test("downloads removed and queued again within one .all are saved at their new queue positions, even ones they swap")
    func allRequeuesAtNewPositions() throws {
        let library = try Library(database: .open(directory: directory), concurrencyLimit: 2)
        let date = Date(timeIntervalSinceReferenceDate: 700_000_000)
        library.downloadDispatcher.dispatch(.enqueue((1...2).map { Self.request($0) }, at: date))
        let later = date.addingTimeInterval(1)
        library.downloadDispatcher.dispatch(
            .all([
                .delete(episodeID: "e1", at: later), .delete(episodeID: "e2", at: later),
                .enqueue([Self.request(2), Self.request(1)], at: later),
            ]))
        let stored = try LibraryDatabase.open(directory: directory).contents().downloads
        #expect(stored == library.downloads.state.value.inQueueOrder)
        #expect(stored.map(\.episodeID) == ["e2", "e1"])
        #expect(stored.map(\.queuePosition) == [1, 2])
    }

    @Test("a file that is not a database is reported as damaged, untouched; opening the library moves it aside and starts empty")
    func notADatabase() throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let garbage = Data(repeating: 0x5A, count: 8_192)
        try garbage.write(to: URL(fileURLWithPath: file))

        #expect(throws: LibraryDatabaseError.self) { try LibraryDatabase.open(directory: directory) }
        do {
            _ = try LibraryDatabase.open(directory: directory)
        } catch {
            guard case .corrupt = error.problem else { Issue.record("expected corrupt, got \(error)"); return }
            #expect(error.file == file)
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == garbage)

        let (library, recovery) = try Library.open(directory: directory)
        let recovered = try #require(recovery)
        #expect(try Data(contentsOf: URL(fileURLWithPath: recovered.movedTo)) == garbage)
        #expect("\(recovered)".contains(file) && "\(recovered)".contains(recovered.movedTo))
        #expect(library.downloads.state.value.downloads.isEmpty)
    }

    @Test("a row this build did not write is reported with its table, key and column")
    func invalidRow() throws {
        let library = try Library(database: .open(directory: directory))
        library.downloadDispatcher.dispatch(
            .enqueue([DownloadRequest(episodeID: "e1", seriesID: "s1", seasonNumber: 1, episodeNumber: 1, bytesTotal: 10)], at: Date()))
        // Text sorts after every number in SQLite, so this passes the table's checks.
        try sqlite("UPDATE download SET bytes_total = 'lots'")
        do {
            _ = try LibraryDatabase.open(directory: directory).contents()
            Issue.record("expected an error")
        } catch {
            #expect("\(error)".contains("table download, row episode_id = \"e1\", column bytes_total: \"lots\" is not a Int64"))
        }
    }

    @Test("a row that breaks the table's own checks is reported as damaged by SQLite's check")
    func failedCheck() throws {
        let library = try Library(database: .open(directory: directory))
        library.downloadDispatcher.dispatch(
            .enqueue([DownloadRequest(episodeID: "e1", seriesID: "s1", seasonNumber: 1, episodeNumber: 1, bytesTotal: 10)], at: Date()))
        try sqlite("PRAGMA ignore_check_constraints = 1; UPDATE download SET state = 'exploded';")
        #expect(throws: LibraryDatabaseError(file: file, problem: .corrupt(reason: "CHECK constraint failed in download"))) {
            try LibraryDatabase.open(directory: directory)
        }
    }

    @Test("a file written by a newer build is refused, not misread or moved")
    func newerVersion() throws {
        _ = try LibraryDatabase.open(directory: directory)
        try sqlite("INSERT INTO grdb_migrations (identifier) VALUES ('v99: from the future');")
        #expect(throws: LibraryDatabaseError(file: file, problem: .newerVersion)) { try LibraryDatabase.open(directory: directory) }
        #expect(throws: LibraryDatabaseError(file: file, problem: .newerVersion)) { try Library.open(directory: directory) }
    }

    @Test("a folder that cannot be created is reported as unreadable")
    func unreadableFolder() throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let blocker = directory.appendingPathComponent("file")
        try Data().write(to: blocker)
        do {
            _ = try LibraryDatabase.open(directory: blocker.appendingPathComponent("library"))
            Issue.record("expected an error")
        } catch {
            guard case .unreadable = error.problem else { Issue.record("expected unreadable, got \(error)"); return }
        }
    }

    /// Runs `sql` on the library file with the sqlite3 library directly, as another program would.
    private func sqlite(_ sql: String) throws {
        try LibraryFile(path: file).execute(sql)
    }
}
