import Foundation
import ReelTVModel
import Testing

/// The notices the app shows about the library: a change not saved until dismissed, and who
/// runs the downloads while another process does.
@MainActor
@Suite(.timeLimit(.minutes(10)))
struct LibraryNoticesTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("reel-notices-\(UUID().uuidString)")

    func open() throws -> (Library, DownloadManager) {
        let library = try Library(database: .open(directory: directory), concurrencyLimit: 2)
        return (library, DownloadManager(library: library, catalog: SmallCatalog.catalog))
    }

    @Test("another process running the downloads is told, until this one takes them over")
    func downloadsRunElsewhere() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let (_, runner) = try open()
        let (_, shower) = try open()
        let notices = LibraryNotices(library: try open().0, downloads: shower)
        runner.start()
        #expect(notices.text.value == nil)
        shower.tick(elapsed: 0.05)
        #expect(notices.text.value == "Downloads run in reel process \(getpid()); shown here as they are saved")
        runner.stop()
        try await shower.tickUntilClaimed()
        #expect(notices.text.value == nil)
    }

    @Test("a change not saved is told, naming why and the file, until dismissed; the transfer notice shows again after it")
    func failureUntilDismissed() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let (library, manager) = try open()
        let (_, other) = try open()
        other.start()
        let notices = LibraryNotices(library: library, downloads: manager)
        manager.tick(elapsed: 0.05)
        try LibraryFile(path: library.database.path).execute(
            "CREATE TRIGGER refuse BEFORE INSERT ON my_video BEGIN SELECT RAISE(ABORT, 'disk is full'); END;")
        library.myVideoDispatcher.dispatch(.toggle(seriesID: "a"))
        #expect(notices.text.value == "My Video not saved: SQLite error 19: disk is full (\(library.database.path))")
        #expect(library.myVideo.state.value.seriesIDs.isEmpty)
        notices.dismiss()
        #expect(notices.text.value?.hasPrefix("Downloads run in reel process") == true)
    }
}
