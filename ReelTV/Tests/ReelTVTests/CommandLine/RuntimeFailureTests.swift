import Foundation
import ReelTVModel
import Testing

/// Failures while a command runs — a catalog or library at fault, a file that cannot be
/// written, standard output that takes nothing — are one line naming the file or thing and what
/// is wrong, and exit status 1: never the usage text and status 64 of a mistyped command line.
/// Every command that meets a failure tells it the same way.
@Suite(.timeLimit(.minutes(10)))
struct RuntimeFailureTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("reel-failure-\(UUID().uuidString)")
    var dataDirectory: String { directory.appendingPathComponent("data").path }
    var libraryFile: String { directory.appendingPathComponent("data/\(LibraryDatabase.fileName)").path }

    init() throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    /// The commands that read the catalog or open the library, each with the library in `data`.
    private func commands(data: String) -> [[String]] {
        [["demo", "--data-dir", data], ["downloads", "list", "--data-dir", data], ["downloads", "add", "s01-1-e001", "--data-dir", data]]
    }

    /// Expects `outcome` to be a runtime failure: exit status 1, nothing on standard output, and
    /// exactly `message` as the one line on standard error.
    private func expectFailure(_ outcome: ChildOutcome, _ message: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(outcome.exitStatus == 1, "\(outcome)", sourceLocation: sourceLocation)
        #expect(outcome.errors == "Error: \(message)\n", "\(outcome)", sourceLocation: sourceLocation)
        #expect(outcome.lines.isEmpty, "\(outcome)", sourceLocation: sourceLocation)
    }

    @Test("a catalog that cannot be read or is not a catalog is one line naming its full path, from every command")
    func catalogFailures() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let missing = directory.appendingPathComponent("missing.json").path
        let malformed = directory.appendingPathComponent("malformed.json").path
        try Data(#"{"series": 3}"#.utf8).write(to: URL(fileURLWithPath: malformed))
        for command in commands(data: dataDirectory) {
            expectFailure(
                try await ReelCommand.run(command + ["--catalog", missing]), "\(missing): cannot read the file: No such file or directory")
            expectFailure(
                try await ReelCommand.run(command + ["--catalog", malformed]), "\(malformed): series: expected an array, found an integer")
        }
        #expect(!FileManager.default.fileExists(atPath: dataDirectory), "no command opens the library with a bad catalog")
    }

    @Test("a catalog without a series is nothing for the demo or bench detail to show: one line naming it")
    func catalogWithoutSeries() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let empty = directory.appendingPathComponent("empty.json").path
        try Data(#"{"series": [], "recommendRows": []}"#.utf8).write(to: URL(fileURLWithPath: empty))
        expectFailure(
            try await ReelCommand.run(["demo", "--catalog", empty, "--data-dir", dataDirectory]), "the catalog \(empty) has no series to show")
        expectFailure(
            try await ReelCommand.run(["bench", "detail", "--runs", "1", "--catalog", empty]), "the catalog \(empty) has no series to show")
    }

    @Test("a catalog with a series whose seasons have no episode is refused naming the series, by every command that reads it")
    func seriesWithoutEpisodes() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        var catalog = SmallCatalog.catalog
        catalog.series[1].seasons[0].episodes = []
        let file = directory.appendingPathComponent("empty-seasons.json").path
        try CatalogLoader.encode(catalog).write(to: URL(fileURLWithPath: file))
        let message = #"\#(file): series[1] (id "b") › seasons: a series needs at least one episode, found none in its 1 season"#
        for command in commands(data: dataDirectory) + [["bench", "detail", "--runs", "1"]] {
            expectFailure(try await ReelCommand.run(command + ["--catalog", file]), message)
        }
        #expect(!FileManager.default.fileExists(atPath: dataDirectory), "no command opens the library with a bad catalog")
    }

    @Test("a library that won't open — a file where its folder goes, a folder where it goes, a newer version — is one line naming it, from every command")
    func libraryFailures() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data().write(to: URL(fileURLWithPath: dataDirectory))
        for command in commands(data: dataDirectory) {
            // A listing creates nothing, so it has no folder to fail to create.
            let creating = command[1] == "list" ? "" : "cannot create its folder: "
            expectFailure(
                try await ReelCommand.run(command),
                "cannot open the library database \(libraryFile): \(creating)\(dataDirectory) is a file, not a folder")
        }
        try FileManager.default.removeItem(atPath: dataDirectory)
        try FileManager.default.createDirectory(atPath: libraryFile, withIntermediateDirectories: true)
        for command in commands(data: dataDirectory) {
            expectFailure(
                try await ReelCommand.run(command), "cannot open the library database \(libraryFile): \(libraryFile) is a folder, not a file")
        }
        try FileManager.default.removeItem(atPath: libraryFile)
        _ = try LibraryDatabase.open(directory: URL(fileURLWithPath: dataDirectory))
        try LibraryFile(path: libraryFile).execute("INSERT INTO grdb_migrations (identifier) VALUES ('v99: from the future')")
        for command in commands(data: dataDirectory) {
            expectFailure(
                try await ReelCommand.run(command),
                "the library database \(libraryFile) was written by a newer version of reel; update reel or use another --data-dir")
        }
    }

    @Test("a change another process keeps the library locked against past the wait is told: one line from downloads, a notice from the demo")
    func lockedLibrary() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try LibraryDatabase.open(directory: URL(fileURLWithPath: dataDirectory))
        // Held until both have given up, however long they take to get there.
        let release = try await WriteLockHolder.holdUntilSignalled(libraryFile)
        let added = try await ReelCommand.run(["downloads", "add", "s01-1-e001", "--data-dir", dataDirectory])
        let demo = try await ReelCommand.shell(
            #"printf 'appear\nwait 0\ntap myvideo\n' | "$REEL" demo --latency 0 --data-dir "$1""#, [dataDirectory])
        release.signal()
        // The holder is this process, which the system names with the lock.
        let holder = "another process (\(Self.processName), pid \(getpid()))"
        expectFailure(added, "could not save to the library database \(libraryFile): \(holder) kept it locked for longer than 10 seconds")
        #expect(demo.exitStatus == 0, "\(demo)")
        #expect(
            demo.errors == "reel: My Video not saved: \(holder) kept it locked for longer than 10 seconds (\(libraryFile))\n", "\(demo)")
    }

    /// This process's name as the system keeps it (at most 15 bytes).
    static var processName: String {
        ((try? String(contentsOfFile: "/proc/self/comm", encoding: .utf8)) ?? "").trimmingCharacters(in: .newlines)
    }

    @Test(
        "a change kept waiting by a process stopped in the middle of its own change names it, says it is stopped and how to let it go on",
        .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/sqlite3"), "needs the sqlite3 shell to hold the lock and stop itself"))
    func stoppedHolderIsNamed() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try LibraryDatabase.open(directory: URL(fileURLWithPath: dataDirectory))
        // sqlite3 takes the write lock, then stops itself (as Ctrl-Z would) until continued.
        let outcome = try await ReelCommand.shell(
            #"""
            sqlite3 "$1/library.sqlite" 'BEGIN IMMEDIATE;' '.shell kill -STOP $PPID' 'ROLLBACK;' & holder=$!
            until [ "$(cut -d ' ' -f 3 /proc/$holder/stat)" = T ]; do sleep 0.05; done
            "$REEL" downloads add s01-1-e001 --data-dir "$1"; status=$?
            echo "holder $holder"; kill -CONT $holder; wait $holder; exit $status
            """#, [dataDirectory])
        #expect(outcome.exitStatus == 1, "\(outcome)")
        let holder = try #require(outcome.lines.last.flatMap { Int($0.dropFirst("holder ".count)) }, "\(outcome)")
        #expect(
            outcome.errors
                == "Error: could not save to the library database \(libraryFile): another process (sqlite3, pid \(holder)) kept it locked for longer than 10 seconds; it is stopped (Ctrl-Z or SIGSTOP) and keeps it locked until it goes on: kill -CONT \(holder)\n",
            "\(outcome)")
    }

    @Test("--trace to a file that cannot be written is one line naming it and the system's reason, from bench detail and its old name")
    func traceCannotBeWritten() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let trace = directory.appendingPathComponent("no-such-folder/trace.json").path
        // Refused before anything is measured, as --chart is.
        expectFailure(
            try await ReelCommand.run(["bench", "detail", "--runs", "1", "--json", "--trace", trace]),
            "cannot write to the trace file \(trace): No such file or directory")
        let old = try await ReelCommand.run(["demo", "--measure", "--runs", "1", "--json", "--trace", trace])
        #expect(old.exitStatus == 1 && old.errors.hasSuffix("\nError: cannot write to the trace file \(trace): No such file or directory\n"), "\(old)")
        // A write that fails only at the end is told the same way.
        expectFailure(
            try await ReelCommand.run(["bench", "detail", "--runs", "1", "--json", "--trace", "/dev/full"]),
            "cannot write to the trace file /dev/full: No space left on device")
    }

    @Test("standard output closed (>&-) is an error before anything runs, and exit status 1: nothing is written to a descriptor that took its place", arguments: [
        #""$REEL" bench stream --events 10 --iterations 1 >&-"#,
        #""$REEL" downloads list --data-dir "$1" >&-"#,
        #""$REEL" --help >&-"#,
    ])
    func standardOutputClosed(script: String) async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let outcome = try await ReelCommand.shell(script, [dataDirectory])
        #expect(outcome.exitStatus == 1 && outcome.errors == "Error: cannot write to standard output: it is closed\n", "\(outcome)")
    }

    @Test("standard output that takes nothing (/dev/full) is an error and exit status 1, not a silent success", arguments: [
        #""$REEL" downloads list --data-dir "$1" > /dev/full"#,
        #""$REEL" downloads add s01-1-e002 --data-dir "$1" > /dev/full"#,
        #"printf 'appear\nsnapshot\n' | "$REEL" demo --latency 0 --data-dir "$1" > /dev/full"#,
        #""$REEL" bench layout --iterations 1 --batch 1 > /dev/full"#,
        #""$REEL" --help > /dev/full"#,
    ])
    func standardOutputFull(script: String) async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try await ReelCommand.run(["downloads", "add", "s01-1-e001", "--data-dir", dataDirectory])
        let outcome = try await ReelCommand.shell(script, [dataDirectory])
        #expect(outcome.exitStatus == 1 && outcome.errors == "Error: cannot write to standard output: No space left on device\n", "\(outcome)")
    }
}
