import ReelUI

/// Picks how to show a window: interactively in the terminal, or by running a script when one
/// is given or when there is no terminal (a pipe, CI), reading the script from standard input.
@MainActor
public enum TerminalFrontEnd {
    /// Whether ``run(window:host:scriptPath:)`` shows the window interactively rather than
    /// running a script: no script file, and standard input and output are a terminal. An app
    /// whose scripts should not depend on real time (a player's clock) asks before it starts.
    public static func runsInteractively(scriptPath: String?) -> Bool {
        scriptPath == nil && TerminalSession.isAvailable
    }

    /// Throws when ``run(window:host:scriptPath:)`` would read its script from standard input
    /// (no `scriptPath`) and standard input is closed. An app calls it before it opens any file,
    /// so that no file of its own is mistaken for standard input in descriptor 0.
    public static func checkStandardInput(scriptPath: String?) throws(ScriptInputError) {
        if scriptPath == nil { try ScriptSource.checkStandardInput() }
    }

    /// Shows `window` and its app `host` and returns the process's exit status: 0, or 1 after
    /// printing on standard error a script's error, or why the script could not be read (a
    /// closed standard input, a file that cannot be read, a script too long).
    ///
    /// - Parameters:
    ///   - scriptPath: A script file to run (`--script FILE`); `nil` runs interactively when
    ///     standard input and output are a terminal, and reads a script from standard input
    ///     otherwise.
    ///   - window: In interactive mode it takes the terminal's size at once; a script keeps
    ///     the window's size, so its snapshots do not depend on the terminal.
    public static func run(window: Window, host: any TerminalHost, scriptPath: String? = nil) async -> Int32 {
        if runsInteractively(scriptPath: scriptPath), let session = TerminalSession() {
            defer { session.restore() }
            let size = session.size ?? window.frame.size
            await window.fitTerminal(of: size)
            let runner = InteractiveRunner(
                window: window, host: host, screenSize: size, output: FileDescriptorOutput.standardOutput)
            await runner.run(events: session.events())
            return 0
        }
        var errors = FileDescriptorOutput.standardError
        let text: String
        do {
            text = try ScriptSource.text(path: scriptPath)
        } catch {
            print(error, to: &errors)
            return 1
        }
        do {
            var output = FileDescriptorOutput.standardOutput
            try await ScriptRunner(window: window, host: host).run(Script(parsing: text), to: &output)
            return 0
        } catch {
            print("script error: \(error)", to: &errors)
            return 1
        }
    }
}
