/// The built `reel`, run as a person runs it: as a process of its own, or from bash when a test
/// needs what a shell sets up (a FIFO, a process substitution, a redirection, a pseudo-terminal).
enum ReelCommand {
    /// Runs `reel` with `arguments` and `input` as its standard input.
    static func run(_ arguments: [String], input: ChildInput = .nullDevice) async throws -> ChildOutcome {
        try await ChildProcess(path: try ReelExecutable.path()).run(arguments, input: input, killing: nil)
    }

    /// Runs `script` in bash, with `$REEL` the executable's path and `$1`, `$2`, … the
    /// `arguments`; its standard output and error are the test's to read.
    static func shell(_ script: String, _ arguments: [String] = [], input: ChildInput = .nullDevice) async throws -> ChildOutcome {
        try await ChildProcess(path: "/usr/bin/env").run(
            ["REEL=\(try ReelExecutable.path())", "/bin/bash", "-c", script, "bash"] + arguments, input: input, killing: nil)
    }
}
