import Foundation
import ReelTVModel
import Testing

/// A `--data-dir` that cannot hold a library — a name or a path too long, a symbolic link to
/// nothing or in a loop — is told in plain words, where SQLite said "unable to open database
/// file" and Foundation "The file name is invalid", and the command leaves behind nothing it
/// created.
@Suite(.timeLimit(.minutes(10)))
struct DataDirectoryPathTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("reel-path-\(UUID().uuidString)")

    init() throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    /// A data folder that cannot work: how to lay it out under the test's folder, the
    /// `--data-dir` given, and the reason the error must give.
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let setUp: @Sendable (URL) throws -> (dataDirectory: String, reason: String)

        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "a name of 300 characters") { base in
            let name = String(repeating: "n", count: 300)
            return (
                base.appendingPathComponent(name).path,
                "the name \"\(name.prefix(40))…\" is 300 bytes long, and a file or folder name may have at most 255 bytes"
            )
        },
        Case(name: "a path longer than SQLite opens") { base in
            let data = base.appendingPathComponent(String(repeating: "a", count: 250)).appendingPathComponent(String(repeating: "b", count: 250))
            let length = data.appendingPathComponent(LibraryDatabase.fileName).path.utf8.count
            return (data.path, "its path is \(length) bytes long, and SQLite opens a database by a path of at most 504 bytes: use a shorter --data-dir")
        },
        Case(name: "a path of 5,000 characters") { base in
            let data = (0..<25).reduce(base) { url, _ in url.appendingPathComponent(String(repeating: "c", count: 200)) }
            let length = data.appendingPathComponent(LibraryDatabase.fileName).path.utf8.count
            return (data.path, "its path is \(length) bytes long, and SQLite opens a database by a path of at most 504 bytes: use a shorter --data-dir")
        },
        Case(name: "a library file that is a symbolic link to nothing") { base in
            let link = base.appendingPathComponent(LibraryDatabase.fileName).path
            let target = base.appendingPathComponent("nowhere").path
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
            return (base.path, "\(link) is a symbolic link to \(target), which does not exist")
        },
        Case(name: "a data folder that is a symbolic link to nothing") { base in
            let link = base.appendingPathComponent("data").path
            let target = base.appendingPathComponent("gone").path
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
            return (link + "/reel", "\(link) is a symbolic link to \(target), which does not exist")
        },
        Case(name: "a data folder that is a symbolic link in a loop") { base in
            let link = base.appendingPathComponent("loop").path
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: link)
            return (link, "\(link) is a symbolic link in a loop: following it leads back to it")
        },
    ]

    @Test("the library cannot be opened, for the reason named, by the commands that change it and by list; nothing is created", arguments: cases)
    func pathIsRefusedInPlainWords(_ path: Case) async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let (dataDirectory, reason) = try path.setUp(directory)
        let before = try contents(of: directory)
        let file = URL(fileURLWithPath: dataDirectory).appendingPathComponent(LibraryDatabase.fileName).path
        for command in [["downloads", "add", "s01-1-e001"], ["downloads", "list"], ["demo"]] {
            let outcome = try await ReelCommand.run(command + ["--data-dir", dataDirectory])
            #expect(outcome.exitStatus == 1 && outcome.lines.isEmpty, "\(command): \(outcome)")
            #expect(outcome.errors == "Error: cannot open the library database \(file): \(reason)\n", "\(command): \(outcome)")
            #expect(try contents(of: directory) == before, "\(command) left something behind")
        }
    }

    /// Everything under `folder`, symbolic links included but not followed.
    private func contents(of folder: URL) throws -> [String] {
        try FileManager.default.subpathsOfDirectory(atPath: folder.path).sorted()
    }
}
