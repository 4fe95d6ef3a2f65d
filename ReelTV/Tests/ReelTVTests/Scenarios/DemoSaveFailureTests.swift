import Foundation
import ReelTVModel
import Testing

/// `reel demo` on a library that refuses every write: a person's My Video and Download taps are
/// not shown as done, the notice row says they were not saved, and a script's reader gets the
/// same on standard error.
@Suite(.timeLimit(.minutes(10)))
struct DemoSaveFailureTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("reel-save-failure-\(UUID().uuidString)")

    @Test("taps the library cannot save are told on screen and on standard error, and nothing is shown as saved")
    func failedSavesAreTold() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = try LibraryDatabase.open(directory: directory).path
        // The file refuses new rows, as a full disk would.
        try LibraryFile(path: file).execute(
            """
            CREATE TRIGGER refuse_my_video BEFORE INSERT ON my_video BEGIN SELECT RAISE(ABORT, 'disk is full'); END;
            CREATE TRIGGER refuse_download BEFORE INSERT ON download BEGIN SELECT RAISE(ABORT, 'disk is full'); END;
            """)
        let script = directory.appendingPathComponent("script.txt")
        try Data("appear\nwait 0\ntap myvideo\nsnapshot\ntap download\nwait 100\nsnapshot\ntap notice\nsnapshot\n".utf8).write(to: script)
        let outcome = try await ChildProcess(path: try ReelExecutable.path()).run(
            ["demo", "--latency", "0", "--size", "50x24", "--data-dir", directory.path, "--script", script.path], killing: nil)

        #expect(outcome.exitStatus == 0, "\(outcome)")
        let notices = outcome.errors.split(separator: "\n")
        #expect(notices.count == 2, "\(outcome.errors)")
        #expect(notices.first == "reel: My Video not saved: SQLite error 19: disk is full (\(file))", "\(outcome.errors)")
        #expect(notices.last == "reel: Downloads not saved: SQLite error 19: disk is full (\(file))", "\(outcome.errors)")
        ScenarioSnapshot.expect(outcome.lines.joined(separator: "\n"), matches: "save-failure")
        #expect(try LibraryDatabase.open(directory: directory).contents() == LibraryContents(myVideo: [], downloads: []))
    }
}
