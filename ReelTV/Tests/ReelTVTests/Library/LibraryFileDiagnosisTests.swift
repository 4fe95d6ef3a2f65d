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
