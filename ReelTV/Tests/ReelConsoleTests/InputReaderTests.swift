import Foundation
import ReelConsole
import Testing

/// Reading an input whole with `read(2)`: any kind of file, the system's reason for a failure,
/// and a limit for endless inputs.
@Suite struct InputReaderTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("reel-input-reader-\(UUID().uuidString)")

    @Test("a FIFO is read to its end, as its writer writes it")
    func fifo() throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let fifo = directory.appendingPathComponent("fifo").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let writer = Thread {
            let handle = FileHandle(forWritingAtPath: fifo)
            handle?.write(Data("one\n".utf8))
            handle?.write(Data("two\n".utf8))
            try? handle?.close()
        }
        writer.start()
        #expect(try InputReader.read(.file(fifo), maximumBytes: 100) == Array("one\ntwo\n".utf8))
    }

    @Test("/dev/null is empty; /dev/zero stops at the limit with an error naming it")
    func devices() throws {
        #expect(try InputReader.read(.file("/dev/null"), maximumBytes: 10).isEmpty)
        #expect(throws: InputReadError(source: .file("/dev/zero"), problem: .tooLarge(maximumBytes: 100_000))) {
            try InputReader.read(.file("/dev/zero"), maximumBytes: 100_000)
        }
    }

    @Test("a folder and a missing file fail with the system's reason")
    func failures() throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(throws: InputReadError(source: .file(directory.path), problem: .unreadable(reason: "Is a directory"))) {
            try InputReader.read(.file(directory.path), maximumBytes: 10)
        }
        let missing = directory.appendingPathComponent("missing").path
        #expect(throws: InputReadError(source: .file(missing), problem: .unreadable(reason: "No such file or directory"))) {
            try InputReader.read(.file(missing), maximumBytes: 10)
        }
    }

    @Test("a relative path is named by its full path; an absolute one as it is")
    func pathsAreNamedInFull() {
        let here = FileManager.default.currentDirectoryPath
        #expect(InputReader.Source.path("catalog.json") == .file((here == "/" ? "" : here) + "/catalog.json"))
        #expect(InputReader.Source.path("/etc/hosts") == .file("/etc/hosts"))
        #expect(InputReader.Source.standardInput.description == "standard input")
    }
}
