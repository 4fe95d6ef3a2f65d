import Foundation

/// The built `reel` run under a pseudo-terminal, as a person at a terminal runs it: through
/// util-linux's `script -qec COMMAND /dev/null`, which gives the command a new terminal as its
/// standard input, output and error, copies everything it writes there to `script`'s standard
/// output (so the outcome's lines hold both, each newline as CR LF), and exits with its status.
enum TerminalRun {
    /// Where `script` is looked for.
    static let scriptPaths = ["/usr/bin/script", "/bin/script"]

    /// Runs `reel` with `arguments` under a new pseudo-terminal.
    static func reel(_ arguments: [String]) async throws -> ChildOutcome {
        guard let script = scriptPaths.first(where: FileManager.default.isExecutableFile) else {
            throw ChildProcessError(description: "the terminal tests need util-linux's script, looked for at \(scriptPaths)")
        }
        let command = ([try ReelExecutable.path()] + arguments).map(shellQuoted).joined(separator: " ")
        return try await ChildProcess(path: script).run(["-qec", command, "/dev/null"], killing: nil)
    }

    /// `text` as one word for the shell that `script` runs the command with.
    private static func shellQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }
}
