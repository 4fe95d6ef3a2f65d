import Foundation
import Testing

/// `reel demo` typed in a terminal with its standard output redirected (`reel demo > file`):
/// there is no screen to draw on, and reading the terminal as a script would wait silently for
/// commands nobody knows to type, so it says so and stops, before it opens any file. Run under a
/// pseudo-terminal by `script(1)` from util-linux.
@Suite(
    .timeLimit(.minutes(10)),
    .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script"), "needs script(1) from util-linux for a pseudo-terminal"))
struct DemoTerminalTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("reel-pty-\(UUID().uuidString)")

    /// Runs `command` (with `$1` the test's folder) under a pseudo-terminal: its standard input,
    /// output and error are the terminal unless it redirects them; what reaches the terminal is
    /// the outcome's standard output.
    private func underTerminal(_ command: String) async throws -> ChildOutcome {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return try await ReelCommand.shell(#"exec script -qec "$1" /dev/null"#, [command.replacingOccurrences(of: "$1", with: directory.path)])
    }

    @Test("standard input a terminal, standard output a file: an error saying why and what to do, exit 1, no file opened")
    func outputRedirected() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let outcome = try await underTerminal(#""$REEL" demo --latency 0 --data-dir "$1/data" > "$1/out.txt""#)
        #expect(outcome.exitStatus == 1, "\(outcome)")
        #expect(
            outcome.lines == [
                "Error: standard output is not a terminal, so there is no screen to show; to run a script, give it with --script FILE or on standard input\r"
            ], "\(outcome)")
        #expect(try Data(contentsOf: directory.appendingPathComponent("out.txt")).isEmpty)
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("data").path))
    }

    @Test("with the script given as a file, or piped in, the same redirected output gets the snapshots")
    func scriptWithOutputRedirected() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        for command in [
            #"printf 'appear\nsnapshot\n' > "$1/s.txt" && "$REEL" demo --latency 0 --script "$1/s.txt" --data-dir "$1/data" > "$1/out.txt""#,
            #"printf 'appear\nsnapshot\n' | "$REEL" demo --latency 0 --data-dir "$1/data" > "$1/out.txt""#,
        ] {
            let outcome = try await underTerminal(command)
            #expect(outcome.exitStatus == 0 && outcome.lines.isEmpty, "\(outcome)")
            let output = try String(contentsOf: directory.appendingPathComponent("out.txt"), encoding: .utf8)
            #expect(output.hasPrefix("--- snapshot 1 (portrait 40×24) ---\n"), "\(output)")
        }
    }
}
