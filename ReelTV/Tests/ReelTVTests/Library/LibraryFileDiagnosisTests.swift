import Foundation
import GRDB
@testable import ReelTVModel
import Testing


/// SQLite's vague words on a library file ("unable to open database file", "disk I/O error",
/// "database or disk is full") turned into what a person can act on. The full disk and the
/// read-only file system themselves are made in a mount namespace by ``FileSystemFailureTests``.
@Suite struct LibraryFileDiagnosisTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("reel-diagnosis-\(UUID().uuidString)")

    @Test("SQLITE_FULL is a full disk and SQLITE_BUSY another process's lock; errors about the file's contents keep SQLite's words")
    func resultCodes() {
        let path = directory.appendingPathComponent(LibraryDatabase.fileName).path
        #expect(LibraryFileDiagnosis.reason(for: DatabaseError(resultCode: .SQLITE_FULL), path: path, busyTimeout: 10) == "the disk is full")
        #expect(
            LibraryFileDiagnosis.reason(for: DatabaseError(resultCode: .SQLITE_BUSY), path: path, busyTimeout: 10)
                == "another process kept it locked for longer than 10 seconds")
        #expect(LibraryFileDiagnosis.reason(for: DatabaseError(resultCode: .SQLITE_CONSTRAINT), path: path, busyTimeout: 10) == nil)
        #expect(LibraryFileDiagnosis.reason(for: DatabaseError(resultCode: .SQLITE_CORRUPT), path: path, busyTimeout: 10) == nil)
    }

    @Test("the lock's message says how long this connection waited, not the writers' default", arguments: [
        (0.0, "another process had it locked"), (0.5, "another process kept it locked for longer than 0.5 seconds"),
        (1.0, "another process kept it locked for longer than 1 second"), (10.0, "another process kept it locked for longer than 10 seconds"),
    ])
    func lockedReasonNamesTheWait(busyTimeout: TimeInterval, reason: String) {
        #expect(LibraryFileDiagnosis.lockedReason(busyTimeout: busyTimeout) == reason)
    }

    @Test("the lock's holder is named with its name and pid, and a stopped one with how to let it go on")
    func holderIsNamed() {
        #expect(
            LibraryFileDiagnosis.lockedReason(busyTimeout: 10, holder: .init(processID: 42, name: "reel", isStopped: false))
                == "another process (reel, pid 42) kept it locked for longer than 10 seconds")
        #expect(
            LibraryFileDiagnosis.lockedReason(busyTimeout: 10, holder: .init(processID: 42, name: nil, isStopped: true))
                == "another process (pid 42) kept it locked for longer than 10 seconds; it is stopped (Ctrl-Z or SIGSTOP) and keeps it locked until it goes on: kill -CONT 42")
        #expect(
            LibraryFileDiagnosis.lockedReason(busyTimeout: 0, holder: .init(processID: 42, name: "a\u{1B}[2Jb", isStopped: false))
                == "another process (a\\u{1B}[2Jb, pid 42) had it locked")
    }

    @Test("a process stopped by SIGSTOP is told apart from one running, by its pid",
        .enabled(if: FileManager.default.fileExists(atPath: "/proc/self/stat"), "reads the process's state in /proc"))
    func stoppedProcessIsSeen() async throws {
        let sleeper = Process()
        sleeper.executableURL = URL(fileURLWithPath: "/bin/sleep")
        sleeper.arguments = ["60"]
        try sleeper.run()
        defer {
            kill(sleeper.processIdentifier, SIGKILL)
            sleeper.waitUntilExit()
        }
        let pid = sleeper.processIdentifier
        #expect(!LibraryLockHolder.isStopped(pid))
        kill(pid, SIGSTOP)
        for _ in 0..<500 where !LibraryLockHolder.isStopped(pid) { try await Task.sleep(for: .milliseconds(10)) }
        #expect(LibraryLockHolder.isStopped(pid))
        #expect(LibraryLockHolder.Holder(processID: pid) == .init(processID: pid, name: "sleep", isStopped: true))
        kill(pid, SIGCONT)
        for _ in 0..<500 where LibraryLockHolder.isStopped(pid) { try await Task.sleep(for: .milliseconds(10)) }
        #expect(!LibraryLockHolder.isStopped(pid))
    }

    @Test("no file-size limit names none; a limit is named in bytes")
    func fileSizeLimit() {
        var limit = rlimit()
        #if canImport(Glibc)
            getrlimit(__rlimit_resource_t(RLIMIT_FSIZE.rawValue), &limit)
            let unlimited = limit.rlim_cur == rlim_t.max
        #else
            getrlimit(RLIMIT_FSIZE, &limit)
            let unlimited = limit.rlim_cur == RLIM_INFINITY
        #endif
        let reason = LibraryFileDiagnosis.fileSizeLimitReason()
        #expect(unlimited ? reason == nil : reason == "a file would grow past this process's file-size limit (ulimit -f) of \(limit.rlim_cur) bytes")
    }

    @Test("can't-open, read-only and I/O errors look at the file system: a file where a folder goes, a folder where the file goes")
    func fileSystemReasons() throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let inTheWay = directory.appendingPathComponent("data")
        try Data().write(to: inTheWay)
        let underAFile = inTheWay.appendingPathComponent("deeper/\(LibraryDatabase.fileName)").path
        for code in [ResultCode.SQLITE_CANTOPEN, .SQLITE_READONLY, .SQLITE_IOERR, .SQLITE_PERM] {
            #expect(LibraryFileDiagnosis.reason(for: DatabaseError(resultCode: code), path: underAFile, busyTimeout: 10) == "\(inTheWay.path) is a file, not a folder")
        }
        let folderInPlace = directory.appendingPathComponent(LibraryDatabase.fileName)
        try FileManager.default.createDirectory(at: folderInPlace, withIntermediateDirectories: true)
        #expect(LibraryFileDiagnosis.reason(forFile: folderInPlace.path) == "\(folderInPlace.path) is a folder, not a file")
        #expect(LibraryFileDiagnosis.reason(forFile: directory.appendingPathComponent("elsewhere/library.sqlite").path) == nil)
    }

    @Test("a change that cannot be saved for a full disk says so, naming the file")
    func fullDiskOnSave() {
        let path = directory.appendingPathComponent(LibraryDatabase.fileName).path
        let error = LibraryDatabaseError(
            file: path, problem: .writeFailed(reason: LibraryFileDiagnosis.reason(for: DatabaseError(resultCode: .SQLITE_FULL), path: path, busyTimeout: 10) ?? ""))
        #expect(error.description == "could not save to the library database \(path): the disk is full")
    }
}
