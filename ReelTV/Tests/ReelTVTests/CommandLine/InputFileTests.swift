import Foundation
import ReelTVModel
import Testing

/// `--catalog FILE` and `--script FILE` read any file that can be read to its end — /dev/null, a
/// FIFO, a process substitution, /dev/stdin — as a shell user expects (Foundation's readers
/// refused them all with "You don't have permission", even as root); a folder or a missing file
/// is an error naming its full path.
@Suite(.timeLimit(.minutes(10)))
struct InputFileTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("reel-input-file-\(UUID().uuidString)")
    var data: String { directory.appendingPathComponent("data").path }
    var catalogFile: String { directory.appendingPathComponent("catalog.json").path }
    var scriptFile: String { directory.appendingPathComponent("script.txt").path }

    /// A copy of the bundled catalog and a script that shows the downloads it queued.
    init() throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try CatalogLoader.encode(CatalogLoader.loadBundled()).write(to: URL(fileURLWithPath: catalogFile))
        try Data("appear\nwait 0\nsnapshot\n".utf8).write(to: URL(fileURLWithPath: scriptFile))
    }

    /// The ways a shell hands a file's contents to an option taking a path, `$1` being the file:
    /// as a FIFO written by another process, a process substitution, and /dev/stdin.
    static let specialFiles: [(name: String, path: String, setUp: String, input: String?)] = [
        ("a FIFO", #""$2/fifo""#, #"mkfifo "$2/fifo"; cat "$1" > "$2/fifo" &"#, nil),
        ("a process substitution", #"<(cat "$1")"#, "", nil),
        ("/dev/stdin", "/dev/stdin", "", "$1"),
    ]

    @Test("--catalog reads a FIFO, a process substitution and /dev/stdin", arguments: specialFiles.map(\.name))
    func catalogFromSpecialFiles(name: String) async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = try #require(Self.specialFiles.first { $0.name == name })
        let input = file.input.map { #" < "\#($0)""# } ?? ""
        let outcome = try await ReelCommand.shell(
            #"\#(file.setUp) "$REEL" downloads add s01-1-e001 --catalog \#(file.path) --data-dir "$2/data"\#(input)"#,
            [catalogFile, directory.path])
        #expect(outcome.exitStatus == 0 && outcome.lines == ["saved s01-1-e001 downloading 0/675956557"], "\(outcome)")
    }

    @Test("--script reads a FIFO, a process substitution and /dev/stdin", arguments: specialFiles.map(\.name))
    func scriptFromSpecialFiles(name: String) async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = try #require(Self.specialFiles.first { $0.name == name })
        let input = file.input.map { #" < "\#($0)""# } ?? ""
        let outcome = try await ReelCommand.shell(
            #"\#(file.setUp) "$REEL" demo --latency 0 --script \#(file.path) --data-dir "$2/data"\#(input)"#,
            [scriptFile, directory.path])
        #expect(outcome.exitStatus == 0 && outcome.lines.first == "--- snapshot 1 (portrait 40×24) ---", "\(outcome)")
    }

    @Test("/dev/null is an empty catalog (not JSON) and an empty script (nothing to do)")
    func devNull() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let catalog = try await ReelCommand.run(["downloads", "list", "--catalog", "/dev/null", "--data-dir", data])
        #expect(catalog.exitStatus == 1 && catalog.errors.hasPrefix("Error: /dev/null: not valid JSON: "), "\(catalog)")
        let script = try await ReelCommand.run(["demo", "--script", "/dev/null", "--data-dir", data])
        #expect(script.exitStatus == 0 && script.errors.isEmpty && script.lines.isEmpty, "\(script)")
    }

    @Test("a folder or a missing file given as a catalog or a script is named by its full path, relative or not")
    func foldersAndMissingFiles() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let relative = try await ReelCommand.shell(
            #"cd "$1" && "$REEL" downloads list --catalog . --data-dir data; "$REEL" demo --script missing.txt --data-dir data"#,
            [directory.path])
        #expect(
            relative.errors == """
                Error: \(directory.path): cannot read the file: Is a directory
                Error: cannot read the script \(directory.path)/missing.txt: No such file or directory

                """, "\(relative)")
        let folder = try await ReelCommand.run(["demo", "--script", directory.path, "--data-dir", data])
        #expect(folder.exitStatus == 1 && folder.errors == "Error: cannot read the script \(directory.path): Is a directory\n", "\(folder)")
    }
}
