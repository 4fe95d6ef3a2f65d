import Foundation
import ReelTVModel
import Testing

/// `reel demo` as a person would use it across two runs: downloads queued and paused in one
/// process are found as they were by a new process on the same data folder.
@Suite(.timeLimit(.minutes(10)))
struct DemoRestartTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("reel-restart-\(UUID().uuidString)")

    /// Runs `reel demo` on `script` in a 40×40 window with the library in `directory`, and
    /// returns what it printed.
    private func demo(_ script: String) async throws -> String {
        let scriptFile = directory.appendingPathComponent("script-\(UUID().uuidString).txt")
        try Data(script.utf8).write(to: scriptFile)
        let outcome = try await ChildProcess(path: try ReelExecutable.path()).run(
            ["demo", "--latency", "0", "--size", "40x40", "--data-dir", directory.path, "--script", scriptFile.path], killing: nil)
        #expect(outcome.exitStatus == 0, "\(outcome)")
        return outcome.lines.joined(separator: "\n")
    }

    @Test("queue three downloads, pause one, let two finish; a new process on the same folder shows the same downloads")
    func restart() async throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        // The detail's Download takes the featured (first) episode; the episode screens the
        // second and third.
        let first = try await demo(
            """
            appear
            wait 0
            tap download
            tap episode-s01-1-e002
            wait 0
            tap download
            back
            tap episode-s01-1-e003
            wait 0
            tap download
            back
            back
            tap menu-downloads
            wait 500
            tap pause-s01-1-e001
            wait 2000
            snapshot
            """)
        let second = try await demo("appear\nback\ntap menu-downloads\nwait 0\nsnapshot\n")
        ScenarioSnapshot.expect(first, matches: "demo-restart")
        #expect(second == first)
    }
}
