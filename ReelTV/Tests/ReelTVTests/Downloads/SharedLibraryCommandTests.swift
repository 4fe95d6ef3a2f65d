import Foundation
import ReelTVModel
import Testing

/// `reel downloads` commands in several processes on one library while `reel downloads run`
/// transfers: what each reports saved stays saved, and only one process runs the transfers.
@Suite(.timeLimit(.minutes(10)))
struct SharedLibraryCommandTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("reel-shared-cli-\(UUID().uuidString)")

    func reel(_ arguments: [String]) async throws -> ChildOutcome {
        try await ChildProcess(path: try ReelExecutable.path()).run(["downloads"] + arguments + ["--data-dir", directory.path], killing: nil)
    }

    func stored() throws -> [String: Download] {
        Dictionary(uniqueKeysWithValues: try LibraryDatabase.open(directory: directory).contents().downloads.map { ($0.episodeID, $0) })
    }

    /// Polls the file until `condition` holds; fails naming `what` if it never does.
    func waitUntil(_ what: String, _ condition: ([String: Download]) -> Bool) async throws {
        for _ in 0..<2_000 {
            if condition(try stored()) { return }
            try await Task.sleep(for: .milliseconds(10))
        }
        Issue.record("the file never showed \(what)")
        throw CancellationError()
    }

    /// A run at 20 MB/s a download, slow enough that no episode completes while a test looks.
    /// It ends once the test has paused every download, however slow the machine is; `--for`
    /// only bounds it if a test fails before that.
    func run(for milliseconds: Int = 60_000) async throws -> ChildOutcome {
        try await reel(["run", "--speed", "20", "--for", "\(milliseconds)"])
    }

    @Test("a pause while another process runs the downloads stays paused, and a second run exits 1 naming the runner's pid")
    func pauseDuringRun() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try await reel(["add", "s01-1-e001", "s01-1-e002"])
        async let runner = run()
        try await waitUntil("the runner's progress") { ($0["s01-1-e001"]?.bytesReceived ?? 0) > 0 }

        let paused = try await reel(["pause", "s01-1-e001"])
        #expect(paused.exitStatus == 0 && paused.lines.first?.hasPrefix("saved s01-1-e001 paused ") == true, "\(paused)")
        let second = try await run(for: 100)
        #expect(second.exitStatus == 1 && second.lines.isEmpty, "\(second)")
        #expect(second.errors.contains("another reel process (pid ") && second.errors.contains("is running this library's downloads"), "\(second)")
        let pausedAt = try stored()["s01-1-e002"]?.bytesReceived ?? 0
        try await waitUntil("the runner going on with the other download") { ($0["s01-1-e002"]?.bytesReceived ?? 0) > pausedAt }
        _ = try await reel(["pause", "s01-1-e002"])

        let first = try await runner
        #expect(first.exitStatus == 0, "\(first)")
        let file = try stored()
        let pausedBytes = paused.lines.first.flatMap { $0.split(separator: " ").last }.map(String.init)
        #expect(file["s01-1-e001"]?.state == .paused, "\(file)")
        #expect(pausedBytes == "\(file["s01-1-e001"]?.bytesReceived ?? -1)/675956557", "\(paused) \(file)")
        #expect((file["s01-1-e002"]?.bytesReceived ?? 0) > pausedAt, "\(file)")
    }

    @Test("a run refused while another process holds the library names that process's pid, which the system keeps with the lock, though the lock file is empty")
    func refusedRunNamesTheHolderFromTheLock() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try await reel(["add", "s01-1-e001"])
        // This process takes the lock and writes nothing, as a holder that has only just taken it.
        let lockFile = open(directory.appendingPathComponent("\(LibraryDatabase.fileName).transfers").path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        try #require(lockFile >= 0)
        defer { close(lockFile) }
        var lock = flock()
        lock.l_type = Int16(F_WRLCK)
        lock.l_whence = Int16(SEEK_SET)
        try #require(fcntl(lockFile, F_SETLK, &lock) == 0)
        let refused = try await run(for: 100)
        #expect(refused.exitStatus == 1 && refused.lines.isEmpty, "\(refused)")
        #expect(refused.errors.contains("another reel process (pid \(getpid())) is running this library's downloads"), "\(refused)")
    }

    @Test("a delete while another process runs the downloads is not undone; an add is transferred by the runner")
    func deleteAndAddDuringRun() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try await reel(["add", "s01-1-e001", "s01-1-e002"])
        async let runner = run()
        try await waitUntil("the runner's progress") { ($0["s01-1-e002"]?.bytesReceived ?? 0) > 0 }

        let deleted = try await reel(["delete", "s01-1-e002"])
        #expect(deleted.exitStatus == 0 && deleted.lines.contains("saved s01-1-e002 removed"), "\(deleted)")
        let added = try await reel(["add", "s01-1-e003"])
        #expect(added.exitStatus == 0 && added.lines == ["saved s01-1-e003 downloading 0/429142837"], "\(added)")
        try await waitUntil("the runner moving the added episode's bytes") { ($0["s01-1-e003"]?.bytesReceived ?? 0) > 0 }
        _ = try await reel(["pause", "s01-1-e001", "s01-1-e003"])

        let first = try await runner
        #expect(first.exitStatus == 0, "\(first)")
        let file = try stored()
        #expect(file["s01-1-e002"] == nil, "\(file)")
        #expect(file["s01-1-e003"]?.state == .paused && (file["s01-1-e003"]?.bytesReceived ?? 0) > 0, "\(file)")
    }

    @Test("a command that finds the file busy with another process's write waits for it, then saves")
    func waitsForBusyFile() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = try LibraryDatabase.open(directory: directory).path
        // Another process's transaction holds the write lock for half a second.
        let other = try await WriteLockHolder.hold(path, for: 0.5)
        let added = try await reel(["add", "s01-1-e001"])
        try await other.value
        #expect(added.exitStatus == 0 && added.lines == ["saved s01-1-e001 downloading 0/675956557"], "\(added)")
        #expect(try stored()["s01-1-e001"]?.state == .downloading)
    }
}
