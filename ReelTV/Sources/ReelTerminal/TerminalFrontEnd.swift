import ReelConsole
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Foundation
import ReelDataSourceUIKit

/// Picks how to show a window: interactively in the terminal, or by running a script when one
/// is given or when there is no terminal (a pipe, CI), reading the script from standard input.
@MainActor
package enum TerminalFrontEnd {
    /// Whether ``run(window:host:scriptPath:)`` shows the window interactively rather than
    /// running a script: no script file, and standard input and output are a terminal. An app
    /// whose scripts should not depend on real time (a player's clock) asks before it starts.
    package static func runsInteractively(scriptPath: String?) -> Bool {
        scriptPath == nil && TerminalSession.isAvailable
    }

    /// Throws when ``run(window:host:scriptPath:)`` would read its script from standard input
    /// (no `scriptPath`) and standard input is closed, or is a terminal while standard output
    /// is not (`reel demo > file` typed in a terminal: there is no screen to show, and reading
    /// the terminal as a script would wait silently for commands). An app calls it before it
    /// opens any file, so that no file of its own is mistaken for standard input in descriptor 0.
    package static func checkStandardInput(scriptPath: String?) throws(ScriptInputError) {
        guard scriptPath == nil else { return }
        try ScriptSource.checkStandardInput()
        if isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) != 1 { throw .standardInputIsATerminal }
    }

    /// Shows `window` and its app `host`, until the person quits or the script ends.
    ///
    /// - Parameters:
    ///   - scriptPath: A script file to run (`--script FILE`); `nil` runs interactively when
    ///     standard input and output are a terminal, and reads a script from standard input
    ///     otherwise.
    ///   - window: In interactive mode it takes the terminal's size at once; a script keeps
    ///     the window's size, so its snapshots do not depend on the terminal.
    /// - Throws: ``ScriptInputError`` when the script cannot be read (standard input closed or
    ///   a terminal, a file that cannot be read, a script too long), ``ScriptError`` for a line
    ///   that is not a command or a command that failed, ``OutputWriteError`` when the
    ///   snapshots could not all be written to standard output, and ``IncompleteScreen``
    ///   when an interactive session's first screen did not settle.
    package static func run(window: UIWindow, host: any TerminalHost, scriptPath: String? = nil) async throws {
        if runsInteractively(scriptPath: scriptPath), let session = TerminalSession() {
            defer { session.restore() }
            let size = session.size ?? window.bounds.size
            await window.fitTerminal(of: size)
            let runner = InteractiveRunner(
                window: window, host: host, screenSize: size, output: FileDescriptorOutput.standardOutput)
            try await runner.run(events: session.events())
            return
        }
        try checkStandardInput(scriptPath: scriptPath)
        let source = scriptPath.map(InputReader.Source.path) ?? .standardInput
        let script: Script
        do {
            script = try Script(parsing: try ScriptSource.text(path: scriptPath))
        } catch let error as ScriptParseError {
            throw ScriptError(source: source, failure: .parse(error))
        }
        var output = FileDescriptorOutput.standardOutput
        do {
            try await ScriptRunner(window: window, host: host).run(script, to: &output)
        } catch {
            throw ScriptError(source: source, failure: .run(error))
        }
        try output.checkWritten()
    }
}
