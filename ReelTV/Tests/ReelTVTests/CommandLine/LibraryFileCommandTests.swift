import Foundation
import GRDB
import ReelTVModel
import ReelTVTestSupport
import Testing

/// What stands in the library's place and is not a library reel can use — another program's
/// SQLite database, a FIFO, a device, a folder where SQLite's files go — is refused in words by
/// every command, before anything opens it, and left exactly as it was; what a command that died
/// building a library left behind is removed by the next.
@Suite(.timeLimit(.minutes(10)))
struct LibraryFileCommandTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("reel-file-\(UUID().uuidString)")
    var libraryFile: String { directory.appendingPathComponent(LibraryDatabase.fileName).path }

    init() throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    /// Every command that opens the library, on `directory`: each reads or changes it, the demo
    /// with a script.
    private var everyCommand: [String] {
        [
            #""$REEL" downloads list --data-dir "$1""#, #""$REEL" downloads add s01-1-e001 --data-dir "$1""#,
            #""$REEL" downloads pause s01-1-e001 --data-dir "$1""#, #""$REEL" downloads run --for 100 --data-dir "$1""#,
            #"printf 'appear\nwait 0\nsnapshot\n' | "$REEL" demo --latency 0 --data-dir "$1""#,
        ]
    }

    /// Runs `script` in bash with `$1` the library's folder, killing it if it has not ended in 20
    /// seconds (a command that waits on a FIFO never would).
    private func run(_ script: String) async throws -> ChildOutcome {
        try await ChildProcess(path: "/usr/bin/env").run(
            ["REEL=\(try ReelExecutable.path())", "/bin/bash", "-c", script, "bash", directory.path], killing: .afterMilliseconds(20_000))
    }

    /// Everything in the library's folder, with each regular file's bytes (none read from a
    /// FIFO, a device or a folder).
    private func folderContents() throws -> [String: Data?] {
        var contents: [String: Data?] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) {
            let path = directory.appendingPathComponent(name).path
            let isFile = (try? FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType) == .typeRegular
            contents[name] = isFile ? FileManager.default.contents(atPath: path) : nil
        }
        return contents
    }

    // MARK: Another program's database

    /// SQLite databases reel did not make, each with the words that say what was found.
    static let foreignDatabases: [(sql: String, found: String)] = [
        ("CREATE TABLE t(x)", "an SQLite database without reel's mark, with the table t"),
        ("PRAGMA application_id = 42; CREATE TABLE t(x)", "an SQLite database of another program (application id 42, 0x2A; reel's is 0x5265656C)"),
        // In write-ahead-log mode, with tables of reel's names: SQLite would create a -wal and a
        // -shm beside it for any connection, even one that only reads.
        (
            "PRAGMA journal_mode = WAL; CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY); CREATE TABLE download (x)",
            "an SQLite database without reel's mark, whose tables have reel's names but not reel's definitions"
        ),
        ("PRAGMA user_version = 7; VACUUM", "an empty SQLite database without reel's mark"),
        (
            "CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY); INSERT INTO grdb_migrations VALUES ('m1')",
            "an SQLite database without reel's mark, whose grdb_migrations records migrations reel does not know (m1)"
        ),
    ]

    @Test("another program's SQLite database in the library's place is refused by add, list, pause, run and the demo, naming what was found, and left byte for byte as it was, with nothing beside it",
        arguments: 0..<foreignDatabases.count)
    func foreignDatabaseIsLeftAlone(index: Int) async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let (sql, found) = Self.foreignDatabases[index]
        let queue = try DatabaseQueue(path: libraryFile)
        try await queue.writeWithoutTransaction { try $0.execute(sql: sql) }
        try queue.close()
        let before = try folderContents()
        #expect(before.keys.sorted() == [LibraryDatabase.fileName])
        for command in everyCommand {
            let outcome = try await run(command)
            #expect(outcome.exitStatus == 1 && outcome.lines.isEmpty, "\(command): \(outcome)")
            #expect(
                outcome.errors.hasSuffix(
                    "Error: \(libraryFile) is not a reel library but \(found); reel leaves it as it is: move it elsewhere or use another --data-dir\n"),
                "\(command): \(outcome)")
            #expect(try folderContents() == before, "\(command) changed the folder")
        }
    }

    @Test("a library a reel from before the mark made is listed as it is, unmarked and unchanged, and marked by the first command that changes it; one with a table more is another program's")
    func unmarkedLibraryIsReels() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let added = try await run(#""$REEL" downloads add s01-1-e001 --data-dir "$1""#)
        #expect(added.exitStatus == 0, "\(added)")
        #expect(try applicationID() == LibraryDatabase.applicationID, "a new library is marked")
        try LibraryFile(path: libraryFile).execute("PRAGMA application_id = 0")
        let unmarked = try Data(contentsOf: URL(fileURLWithPath: libraryFile))

        let listed = try await run(#""$REEL" downloads list --data-dir "$1""#)
        #expect(listed.exitStatus == 0 && listed.lines.count == 1 && listed.lines[0].hasPrefix("s01-1-e001  "), "\(listed)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: libraryFile)) == unmarked, "a listing marks nothing")

        let paused = try await run(#""$REEL" downloads pause s01-1-e001 --data-dir "$1""#)
        #expect(paused.exitStatus == 0 && paused.lines == ["saved s01-1-e001 paused 0/675956557"], "\(paused)")
        #expect(try applicationID() == LibraryDatabase.applicationID)

        try LibraryFile(path: libraryFile).execute("PRAGMA application_id = 0; CREATE TABLE notes (text)")
        let extended = try await run(#""$REEL" downloads list --data-dir "$1""#)
        #expect(
            extended.exitStatus == 1 && extended.errors.contains("an SQLite database without reel's mark, with the table notes reel does not make"),
            "\(extended)")
    }

    private func applicationID() throws -> Int32? {
        try DatabaseQueue(path: libraryFile).read { try Int32.fetchOne($0, sql: "PRAGMA application_id") }
    }

    // MARK: Special files

    /// What stands in the library's place, how to make it, and the reason every command gives.
    struct SpecialFile: CustomTestStringConvertible, Sendable {
        let name: String
        /// Makes it under the folder (given), returning the reason.
        let make: @Sendable (_ folder: URL) throws -> String

        var testDescription: String { name }
    }

    static let specialFiles: [SpecialFile] = [
        SpecialFile(name: "a FIFO") { folder in
            let path = folder.appendingPathComponent(LibraryDatabase.fileName).path
            guard mkfifo(path, 0o644) == 0 else { throw POSIXError(.EIO) }
            return "\(path) is a FIFO (named pipe), not a file"
        },
        SpecialFile(name: "a symbolic link to a FIFO") { folder in
            let fifo = folder.appendingPathComponent("pipe").path
            let path = folder.appendingPathComponent(LibraryDatabase.fileName).path
            guard mkfifo(fifo, 0o644) == 0 else { throw POSIXError(.EIO) }
            try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: fifo)
            return "\(path) is a symbolic link to \(fifo), a FIFO (named pipe), not a file"
        },
        SpecialFile(name: "a socket") { folder in
            let path = folder.appendingPathComponent(LibraryDatabase.fileName).path
            try bindSocket(at: path)
            return "\(path) is a socket, not a file"
        },
    ] + ["/dev/null", "/dev/zero", "/dev/urandom"].map { device in
        SpecialFile(name: "a symbolic link to \(device)") { folder in
            let path = folder.appendingPathComponent(LibraryDatabase.fileName).path
            try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: device)
            return "\(path) is a symbolic link to \(device), a character device, not a file"
        }
    } + [
        ("-wal", "the library's write-ahead log"), ("-shm", "the write-ahead log's shared index"), ("-journal", "the library's rollback journal"),
    ].map { suffix, role in
        SpecialFile(name: "a folder where the \(suffix) goes") { folder in
            let path = folder.appendingPathComponent(LibraryDatabase.fileName + suffix).path
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
            return "\(path) is a folder, where SQLite keeps \(role): move it out of the way"
        }
    } + [
        SpecialFile(name: "a FIFO where the -wal goes") { folder in
            let path = folder.appendingPathComponent(LibraryDatabase.fileName + "-wal").path
            guard mkfifo(path, 0o644) == 0 else { throw POSIXError(.EIO) }
            return "\(path) is a FIFO (named pipe), where SQLite keeps the library's write-ahead log: move it out of the way"
        }
    ]

    @Test("a FIFO, a socket, a device or a folder where the library or SQLite's files go is refused by every command at once, with one message",
        arguments: specialFiles)
    func specialFileIsRefused(_ special: SpecialFile) async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        // The files beside the library matter once there is one.
        if special.name.contains("where the") {
            _ = try LibraryDatabase.open(directory: directory)
        }
        let reason = try special.make(directory)
        let before = try folderContents().keys.sorted()
        for command in everyCommand {
            let outcome = try await run(command)
            #expect(!outcome.killed, "\(command) hung: \(outcome)")
            #expect(outcome.exitStatus == 1 && outcome.lines.isEmpty, "\(command): \(outcome)")
            #expect(outcome.errors.hasSuffix("Error: cannot open the library database \(libraryFile): \(reason)\n"), "\(command): \(outcome)")
            #expect(try folderContents().keys.sorted() == before, "\(command) left something behind")
        }
    }

    @Test("a folder or a FIFO where the transfers' lock file goes is named by run, with nothing to wait for")
    func transfersLockInTheWay() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let lock = libraryFile + ".transfers"
        for make in [{ try FileManager.default.createDirectory(atPath: lock, withIntermediateDirectories: false) }, { _ = mkfifo(lock, 0o644) }] {
            try? FileManager.default.removeItem(atPath: lock)
            try make()
            let kind = try FileManager.default.attributesOfItem(atPath: lock)[.type] as? FileAttributeType == .typeDirectory ? "a folder" : "a FIFO (named pipe)"
            let outcome = try await run(#""$REEL" downloads run --for 100 --data-dir "$1""#)
            #expect(!outcome.killed && outcome.exitStatus == 1, "\(outcome)")
            #expect(
                outcome.errors
                    == "Error: cannot run this library's downloads: cannot open the library database \(libraryFile): \(lock) is \(kind), where reel keeps the lock file of the library's transfers: move it out of the way\n",
                "\(outcome)")
        }
    }

    // MARK: What a command that died left

    @Test("temporary libraries a killed command left — locked by nobody, or from before the lock and old — are removed by the next command that opens the library to change it; one a live process holds stays")
    func abandonedTemporaryLibrariesAreRemoved() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let fileManager = FileManager.default
        func touch(_ name: String, ago seconds: TimeInterval = 0) throws {
            let path = directory.appendingPathComponent(name).path
            #expect(fileManager.createFile(atPath: path, contents: Data("x".utf8)))
            try fileManager.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -seconds)], ofItemAtPath: path)
        }
        // Killed while building: its lock file, nobody holding it.
        for name in [".new-AAAAAAAAA", ".new-AAAAAAAAA.lock", ".new-AAAAAAAAA-wal", ".new-AAAAAAAAA-shm"] { try touch(name) }
        // Killed by an earlier reel, which kept no lock file: removed once old.
        for name in [".new-BBBBBBBBB", ".new-BBBBBBBBB-shm"] { try touch(name, ago: 600) }
        try touch(".new-CCCCCCCCC-wal")  // a companion whose library is gone
        try touch(".new-DDDDDDDDD")  // young, from an earlier reel: maybe still being built
        // Being built by a live process.
        for name in [".new-EEEEEEEEE", ".new-EEEEEEEEE.lock"] { try touch(name) }
        let held = open(directory.appendingPathComponent(".new-EEEEEEEEE.lock").path, O_RDONLY)
        defer { close(held) }
        #expect(flock(held, LOCK_EX) == 0)

        let listed = try await run(#""$REEL" downloads list --data-dir "$1""#)
        let afterListing = try folderContents()
        #expect(listed.exitStatus == 0 && afterListing.count == 10, "a listing removes nothing: \(listed)")
        let added = try await run(#""$REEL" downloads add s01-1-e001 --data-dir "$1""#)
        #expect(added.exitStatus == 0, "\(added)")
        #expect(try folderContents().keys.sorted() == [".new-DDDDDDDDD", ".new-EEEEEEEEE", ".new-EEEEEEEEE.lock", LibraryDatabase.fileName])
    }

    @Test("add killed at random moments while it builds a new library leaves nothing behind once the next command has run, and a library that opens")
    func killedDuringCreationLeavesNothing() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        var leftBehind = 0
        try await SeededCases.runAsync(seed: 0xC4EA7E_D1ED, cases: 30) { fuzz in
            let folder = directory.appendingPathComponent("case-\(fuzz.seed)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
            // Killed once the temporary library has appeared: while it is built, linked or removed.
            let delay = fuzz.int(in: 0...15_000)
            let outcome = try await ChildProcess(path: try ReelExecutable.path()).run(
                ["downloads", "add", "s01-1-e001", "--data-dir", folder.path],
                killing: .afterFileAppears(prefix: ".new-", in: folder.path, thenMicroseconds: delay))
            let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".new-") }
            if outcome.killed && !left.isEmpty { leftBehind += 1 }
            let next = try await ChildProcess(path: try ReelExecutable.path())
                .run(["downloads", "add", "s01-1-e002", "--data-dir", folder.path], killing: nil)
            #expect(next.exitStatus == 0, "killed \(delay) µs after: \(next), \(fuzz)")
            let stillLeft = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".new-") }
            #expect(stillLeft.isEmpty, "killed \(delay) µs after: \(stillLeft) left, \(fuzz)")
        }
        #expect(leftBehind > 0, "no kill left a temporary library behind for the next command to remove")
    }

    // MARK: The file-size limit

    @Test("past the file-size limit (ulimit -f) a new library is an error in words, not SIGXFSZ, and leaves nothing behind")
    func fileSizeLimitWhileCreating() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let outcome = try await run(#"ulimit -f 8 && "$REEL" downloads add s01-1-e001 --data-dir "$1""#)
        #expect(outcome.exitStatus == 1 && outcome.lines.isEmpty, "\(outcome)")
        #expect(
            outcome.errors
                == "Error: cannot open the library database \(libraryFile): a file would grow past this process's file-size limit (ulimit -f) of 8192 bytes\n",
            "\(outcome)")
        #expect(try folderContents().isEmpty)
    }

    @Test("a run whose log grows past the file-size limit stops with an error in words, and every change it reported saved is still there")
    func fileSizeLimitWhileRunning() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let added = try await run(#""$REEL" downloads add s01-1-e001 s01-1-e002 s01-1-e003 --data-dir "$1""#)
        #expect(added.exitStatus == 0, "\(added)")
        // Each tick commits a frame to the log: a few dozen fill 128 KiB.
        let outcome = try await run(#"ulimit -f 128 && "$REEL" downloads run --speed 0.001 --tick-ms 1 --for 20000 --quiet --data-dir "$1""#)
        #expect(outcome.exitStatus == 1, "\(outcome)")
        #expect(
            outcome.errors
                == "Error: could not save to the library database \(libraryFile): a file would grow past this process's file-size limit (ulimit -f) of 131072 bytes\n",
            "\(outcome)")
        let stored = try LibraryDatabase.storedContents(directory: directory).downloads
        #expect(stored.map(\.episodeID) == ["s01-1-e001", "s01-1-e002", "s01-1-e003"])
        #expect(stored.allSatisfy { $0.state == .downloading && $0.bytesReceived > 0 }, "\(stored)")
    }

    // MARK: Few file descriptors

    /// The commands that run the library under Dispatch's timers, each as the shell runs it with
    /// the data folder as `$1`.
    static let libraryRunners: [(name: String, script: String)] = [
        ("reel downloads run", #""$REEL" downloads run --for 200 --quiet --data-dir "$1""#),
        ("reel demo", #"printf 'appear\nwait 300\ntap download\nwait 300\n' | "$REEL" demo --latency 50 --data-dir "$1" >/dev/null"#),
    ]

    @Test("under ulimit -n 10, downloads run and the demo say they need more file descriptors, naming the limit, every time: never a signal",
        arguments: libraryRunners)
    func fewFileDescriptors(command: String, script: String) async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try await run(#""$REEL" downloads add s01-1-e001 --data-dir "$1""#)
        for _ in 0..<10 {
            let outcome = try await run("ulimit -n 10 && \(script)")
            #expect(outcome.exitStatus == 1 && outcome.lines.isEmpty, "\(outcome)")
            #expect(outcome.errors.hasPrefix("Error: \(command) needs 16 file descriptors besides those open when it starts, and the open-file limit (ulimit -n) of 10 leaves "), "\(outcome)")
            #expect(outcome.errors.hasSuffix(": raise it (ulimit -n 64) and run again\n"), "\(outcome)")
        }
        let enough = try await run("ulimit -n 64 && \(script)")
        #expect(enough.exitStatus == 0, "\(enough)")
    }
}

/// Binds a Unix-domain socket at `path`, leaving the file system entry behind.
private func bindSocket(at path: String) throws {
    #if canImport(Glibc)
        let socketFile = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    #else
        let socketFile = socket(AF_UNIX, SOCK_STREAM, 0)
    #endif
    guard socketFile >= 0 else { throw POSIXError(.EIO) }
    defer { close(socketFile) }
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    let bytes = Array(path.utf8)
    guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else { throw POSIXError(.ENAMETOOLONG) }
    withUnsafeMutableBytes(of: &address.sun_path) { buffer in
        buffer.copyBytes(from: bytes)
        buffer[bytes.count] = 0
    }
    let bound = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socketFile, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
    }
    guard bound == 0 else { throw POSIXError(.EIO) }
}
